-- analytics_visit_rollup_0017: its definition after every migration in drizzle/, and the triggers that run it.
-- Written by: 0019_visit_rollups.
-- Generated, do not edit: change it in a new migration, then run `npx tsx scripts/sql-functions.ts`
-- (test/server/db/sql-functions.test.ts compares this file with the migrations' result).

CREATE OR REPLACE FUNCTION public.analytics_visit_rollup_0017()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    UPDATE visit_channel_week AS r SET visits = r.visits - d.n
    FROM (SELECT order_id, date_bin('7 days', occurred_at, TIMESTAMPTZ '1970-01-01 00:00:00+00') AS week, coalesce(country, '') AS country, channel, source, coalesce(utm_campaign, '') AS campaign, count(*)::int AS n FROM old_visits GROUP BY 1, 2, 3, 4, 5, 6) AS d
    WHERE r.order_id = d.order_id AND r.week = d.week AND r.country = d.country AND r.channel = d.channel AND r.source = d.source AND r.campaign = d.campaign;
    DELETE FROM visit_channel_week AS r
    USING (SELECT DISTINCT order_id, date_bin('7 days', occurred_at, TIMESTAMPTZ '1970-01-01 00:00:00+00') AS week, coalesce(country, '') AS country, channel, source, coalesce(utm_campaign, '') AS campaign FROM old_visits) AS d
    WHERE r.order_id = d.order_id AND r.week = d.week AND r.country = d.country AND r.channel = d.channel AND r.source = d.source AND r.campaign = d.campaign AND r.visits <= 0;

    UPDATE visit_channel_day AS r SET visits = r.visits - d.n
    FROM (SELECT order_id, date_bin('1 day', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS day, coalesce(country, '') AS country, channel, source, coalesce(utm_campaign, '') AS campaign, count(*)::int AS n FROM old_visits GROUP BY 1, 2, 3, 4, 5, 6) AS d
    WHERE r.order_id = d.order_id AND r.day = d.day AND r.country = d.country AND r.channel = d.channel AND r.source = d.source AND r.campaign = d.campaign;
    DELETE FROM visit_channel_day AS r
    USING (SELECT DISTINCT order_id, date_bin('1 day', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS day, coalesce(country, '') AS country, channel, source, coalesce(utm_campaign, '') AS campaign FROM old_visits) AS d
    WHERE r.order_id = d.order_id AND r.day = d.day AND r.country = d.country AND r.channel = d.channel AND r.source = d.source AND r.campaign = d.campaign AND r.visits <= 0;

    UPDATE visit_channel_hour AS r SET visits = r.visits - d.n
    FROM (SELECT order_id, date_bin('1 hour', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS hour, coalesce(country, '') AS country, channel, source, coalesce(utm_campaign, '') AS campaign, count(*)::int AS n FROM old_visits GROUP BY 1, 2, 3, 4, 5, 6) AS d
    WHERE r.order_id = d.order_id AND r.hour = d.hour AND r.country = d.country AND r.channel = d.channel AND r.source = d.source AND r.campaign = d.campaign;
    DELETE FROM visit_channel_hour AS r
    USING (SELECT DISTINCT order_id, date_bin('1 hour', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS hour, coalesce(country, '') AS country, channel, source, coalesce(utm_campaign, '') AS campaign FROM old_visits) AS d
    WHERE r.order_id = d.order_id AND r.hour = d.hour AND r.country = d.country AND r.channel = d.channel AND r.source = d.source AND r.campaign = d.campaign AND r.visits <= 0;

    UPDATE visit_city_week AS r SET visits = r.visits - d.n
    FROM (SELECT order_id, date_bin('7 days', occurred_at, TIMESTAMPTZ '1970-01-01 00:00:00+00') AS week, coalesce(country, '') AS country, coalesce(city, '') AS city, count(*)::int AS n FROM old_visits GROUP BY 1, 2, 3, 4) AS d
    WHERE r.order_id = d.order_id AND r.week = d.week AND r.country = d.country AND r.city = d.city;
    DELETE FROM visit_city_week AS r
    USING (SELECT DISTINCT order_id, date_bin('7 days', occurred_at, TIMESTAMPTZ '1970-01-01 00:00:00+00') AS week, coalesce(country, '') AS country, coalesce(city, '') AS city FROM old_visits) AS d
    WHERE r.order_id = d.order_id AND r.week = d.week AND r.country = d.country AND r.city = d.city AND r.visits <= 0;
  END IF;

  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    INSERT INTO visit_channel_week AS r (order_id, week, country, channel, source, campaign, visits)
    SELECT order_id, date_bin('7 days', occurred_at, TIMESTAMPTZ '1970-01-01 00:00:00+00'), coalesce(country, ''), channel, source, coalesce(utm_campaign, ''), count(*)::int
    FROM new_visits GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (order_id, week, country, channel, source, campaign) DO UPDATE SET visits = r.visits + excluded.visits;

    INSERT INTO visit_channel_day AS r (order_id, day, country, channel, source, campaign, visits)
    SELECT order_id, date_bin('1 day', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), coalesce(country, ''), channel, source, coalesce(utm_campaign, ''), count(*)::int
    FROM new_visits GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (order_id, day, country, channel, source, campaign) DO UPDATE SET visits = r.visits + excluded.visits;

    INSERT INTO visit_channel_hour AS r (order_id, hour, country, channel, source, campaign, visits)
    SELECT order_id, date_bin('1 hour', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), coalesce(country, ''), channel, source, coalesce(utm_campaign, ''), count(*)::int
    FROM new_visits GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (order_id, hour, country, channel, source, campaign) DO UPDATE SET visits = r.visits + excluded.visits;

    INSERT INTO visit_city_week AS r (order_id, week, country, city, visits)
    SELECT order_id, date_bin('7 days', occurred_at, TIMESTAMPTZ '1970-01-01 00:00:00+00'), coalesce(country, ''), coalesce(city, ''), count(*)::int
    FROM new_visits GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (order_id, week, country, city) DO UPDATE SET visits = r.visits + excluded.visits;
  END IF;
  RETURN NULL;
END $function$;

CREATE TRIGGER visits_rollup_0017_delete AFTER DELETE ON public.visits REFERENCING OLD TABLE AS old_visits FOR EACH STATEMENT EXECUTE FUNCTION analytics_visit_rollup_0017();

CREATE TRIGGER visits_rollup_0017_insert AFTER INSERT ON public.visits REFERENCING NEW TABLE AS new_visits FOR EACH STATEMENT EXECUTE FUNCTION analytics_visit_rollup_0017();

CREATE TRIGGER visits_rollup_0017_update AFTER UPDATE ON public.visits REFERENCING OLD TABLE AS old_visits NEW TABLE AS new_visits FOR EACH STATEMENT EXECUTE FUNCTION analytics_visit_rollup_0017();
