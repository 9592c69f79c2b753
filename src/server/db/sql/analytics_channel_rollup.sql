-- analytics_channel_rollup: its definition after every migration in drizzle/, and the triggers that run it.
-- Written by: 0015_analytics_channels, 0017_experiments, 0025_funnel_by_construction.
-- Generated, do not edit: change it in a new migration, then run `npx tsx scripts/sql-functions.ts`
-- (test/server/db/sql-functions.test.ts compares this file with the migrations' result).

CREATE OR REPLACE FUNCTION public.analytics_channel_rollup()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    UPDATE visit_channel_15m AS r SET visits = r.visits - d.n
    FROM (
      SELECT order_id, date_bin('15 minutes', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS bucket,
             coalesce(country, '') AS country, channel, source, coalesce(utm_campaign, '') AS campaign, count(*)::int AS n
      FROM old_visits GROUP BY 1, 2, 3, 4, 5, 6
    ) AS d
    WHERE r.order_id = d.order_id AND r.bucket = d.bucket AND r.country = d.country AND r.channel = d.channel
      AND r.source = d.source AND r.campaign = d.campaign;
    DELETE FROM visit_channel_15m AS r
    USING (
      SELECT DISTINCT order_id, date_bin('15 minutes', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS bucket,
             coalesce(country, '') AS country, channel, source, coalesce(utm_campaign, '') AS campaign
      FROM old_visits
    ) AS d
    WHERE r.order_id = d.order_id AND r.bucket = d.bucket AND r.country = d.country AND r.channel = d.channel
      AND r.source = d.source AND r.campaign = d.campaign AND r.visits <= 0;
  END IF;

  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    INSERT INTO visit_channel_15m AS r (order_id, bucket, country, channel, source, campaign, visits)
    SELECT order_id, date_bin('15 minutes', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'),
           coalesce(country, ''), channel, source, coalesce(utm_campaign, ''), count(*)::int
    FROM new_visits GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (order_id, bucket, country, channel, source, campaign) DO UPDATE SET visits = r.visits + excluded.visits;
  END IF;

  IF TG_OP = 'INSERT' THEN
    INSERT INTO visit_steps (order_id, visitor_hash, step, occurred_at, country, channel, campaign, variant)
    SELECT DISTINCT ON (order_id, visitor_hash) order_id, visitor_hash, 'page_view', occurred_at,
           coalesce(country, ''), channel, coalesce(utm_campaign, ''), coalesce(variant, '')
    FROM new_visits ORDER BY order_id, visitor_hash, occurred_at
    ON CONFLICT DO NOTHING;
    UPDATE visit_steps AS s SET variant = f.variant, occurred_at = f.occurred_at
    FROM (
      SELECT DISTINCT ON (order_id, visitor_hash) order_id, visitor_hash, variant, occurred_at
      FROM new_visits WHERE variant <> '' ORDER BY order_id, visitor_hash, occurred_at
    ) AS f
    WHERE s.order_id = f.order_id AND s.visitor_hash = f.visitor_hash AND s.variant = '';
  END IF;
  RETURN NULL;
END $function$;

CREATE TRIGGER visits_channel_delete AFTER DELETE ON public.visits REFERENCING OLD TABLE AS old_visits FOR EACH STATEMENT EXECUTE FUNCTION analytics_channel_rollup();

CREATE TRIGGER visits_channel_insert AFTER INSERT ON public.visits REFERENCING NEW TABLE AS new_visits FOR EACH STATEMENT EXECUTE FUNCTION analytics_channel_rollup();

CREATE TRIGGER visits_channel_update AFTER UPDATE ON public.visits REFERENCING OLD TABLE AS old_visits NEW TABLE AS new_visits FOR EACH STATEMENT EXECUTE FUNCTION analytics_channel_rollup();
