-- analytics_visit_rollup_0023: its definition after every migration in drizzle/, and the triggers that run it.
-- Written by: 0023_channel_totals_rollup.
-- Generated, do not edit: change it in a new migration, then run `npx tsx scripts/sql-functions.ts`
-- (test/server/db/sql-functions.test.ts compares this file with the migrations' result).

CREATE OR REPLACE FUNCTION public.analytics_visit_rollup_0023()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    UPDATE visit_channel_totals_15m AS r SET visits = r.visits - d.n
    FROM (SELECT order_id, channel, date_bin('15 minutes', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS bucket, count(*)::int AS n FROM old_visits GROUP BY 1, 2, 3) AS d
    WHERE r.order_id = d.order_id AND r.channel = d.channel AND r.bucket = d.bucket;
    DELETE FROM visit_channel_totals_15m AS r
    USING (SELECT DISTINCT order_id, channel, date_bin('15 minutes', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS bucket FROM old_visits) AS d
    WHERE r.order_id = d.order_id AND r.channel = d.channel AND r.bucket = d.bucket AND r.visits <= 0;
  END IF;

  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    INSERT INTO visit_channel_totals_15m AS r (order_id, channel, bucket, visits)
    SELECT order_id, channel, date_bin('15 minutes', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), count(*)::int
    FROM new_visits GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (order_id, channel, bucket) DO UPDATE SET visits = r.visits + excluded.visits;
  END IF;
  RETURN NULL;
END $function$;

CREATE TRIGGER visits_rollup_0023_delete AFTER DELETE ON public.visits REFERENCING OLD TABLE AS old_visits FOR EACH STATEMENT EXECUTE FUNCTION analytics_visit_rollup_0023();

CREATE TRIGGER visits_rollup_0023_insert AFTER INSERT ON public.visits REFERENCING NEW TABLE AS new_visits FOR EACH STATEMENT EXECUTE FUNCTION analytics_visit_rollup_0023();

CREATE TRIGGER visits_rollup_0023_update AFTER UPDATE ON public.visits REFERENCING OLD TABLE AS old_visits NEW TABLE AS new_visits FOR EACH STATEMENT EXECUTE FUNCTION analytics_visit_rollup_0023();
