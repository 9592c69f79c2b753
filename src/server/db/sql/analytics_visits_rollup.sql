-- analytics_visits_rollup: its definition after every migration in drizzle/, and the triggers that run it.
-- Written by: 0006_analytics_trigger.
-- Generated, do not edit: change it in a new migration, then run `npx tsx scripts/sql-functions.ts`
-- (test/server/db/sql-functions.test.ts compares this file with the migrations' result).

CREATE OR REPLACE FUNCTION public.analytics_visits_rollup()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    UPDATE visit_totals_15m AS r SET visits = r.visits - d.n
    FROM (
      SELECT order_id AS order_id,
             date_bin('15 minutes', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS bucket, count(*)::int AS n
      FROM old_visits GROUP BY 1, 2
    ) AS d
    WHERE r.order_id = d.order_id AND r.bucket = d.bucket;
    DELETE FROM visit_totals_15m AS r
    USING (SELECT DISTINCT order_id AS order_id, date_bin('15 minutes', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS bucket FROM old_visits) AS d
    WHERE r.order_id = d.order_id AND r.bucket = d.bucket AND r.visits <= 0;

    UPDATE visit_country_15m AS r SET visits = r.visits - d.n
    FROM (
      SELECT order_id AS order_id,
             coalesce(country, '') AS country,
             date_bin('15 minutes', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS bucket, count(*)::int AS n
      FROM old_visits GROUP BY 1, 2, 3
    ) AS d
    WHERE r.order_id = d.order_id AND r.country = d.country AND r.bucket = d.bucket;
    DELETE FROM visit_country_15m AS r
    USING (SELECT DISTINCT order_id AS order_id, coalesce(country, '') AS country, date_bin('15 minutes', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS bucket FROM old_visits) AS d
    WHERE r.order_id = d.order_id AND r.country = d.country AND r.bucket = d.bucket AND r.visits <= 0;

    UPDATE visit_country_day AS r SET visits = r.visits - d.n
    FROM (
      SELECT order_id AS order_id,
             date_bin('1 day', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS day,
             coalesce(country, '') AS country, count(*)::int AS n
      FROM old_visits GROUP BY 1, 2, 3
    ) AS d
    WHERE r.order_id = d.order_id AND r.day = d.day AND r.country = d.country;
    DELETE FROM visit_country_day AS r
    USING (SELECT DISTINCT order_id AS order_id, date_bin('1 day', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS day, coalesce(country, '') AS country FROM old_visits) AS d
    WHERE r.order_id = d.order_id AND r.day = d.day AND r.country = d.country AND r.visits <= 0;

    UPDATE visit_city_day AS r SET visits = r.visits - d.n
    FROM (
      SELECT order_id AS order_id,
             date_bin('1 day', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS day,
             coalesce(country, '') AS country,
             coalesce(city, '') AS city, count(*)::int AS n
      FROM old_visits GROUP BY 1, 2, 3, 4
    ) AS d
    WHERE r.order_id = d.order_id AND r.day = d.day AND r.country = d.country AND r.city = d.city;
    DELETE FROM visit_city_day AS r
    USING (SELECT DISTINCT order_id AS order_id, date_bin('1 day', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS day, coalesce(country, '') AS country, coalesce(city, '') AS city FROM old_visits) AS d
    WHERE r.order_id = d.order_id AND r.day = d.day AND r.country = d.country AND r.city = d.city AND r.visits <= 0;

    UPDATE visit_city_hour AS r SET visits = r.visits - d.n
    FROM (
      SELECT order_id AS order_id,
             date_bin('1 hour', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS hour,
             coalesce(country, '') AS country,
             coalesce(city, '') AS city, count(*)::int AS n
      FROM old_visits GROUP BY 1, 2, 3, 4
    ) AS d
    WHERE r.order_id = d.order_id AND r.hour = d.hour AND r.country = d.country AND r.city = d.city;
    DELETE FROM visit_city_hour AS r
    USING (SELECT DISTINCT order_id AS order_id, date_bin('1 hour', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS hour, coalesce(country, '') AS country, coalesce(city, '') AS city FROM old_visits) AS d
    WHERE r.order_id = d.order_id AND r.hour = d.hour AND r.country = d.country AND r.city = d.city AND r.visits <= 0;

  END IF;

  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    INSERT INTO visit_totals_15m AS r (order_id, bucket, visits)
    SELECT order_id, date_bin('15 minutes', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), count(*)::int
    FROM new_visits GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (order_id, bucket) DO UPDATE SET visits = r.visits + excluded.visits;

    INSERT INTO visit_country_15m AS r (order_id, country, bucket, visits)
    SELECT order_id, coalesce(country, ''), date_bin('15 minutes', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), count(*)::int
    FROM new_visits GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (order_id, country, bucket) DO UPDATE SET visits = r.visits + excluded.visits;

    INSERT INTO visit_country_day AS r (order_id, day, country, visits)
    SELECT order_id, date_bin('1 day', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), coalesce(country, ''), count(*)::int
    FROM new_visits GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (order_id, day, country) DO UPDATE SET visits = r.visits + excluded.visits;

    INSERT INTO visit_city_day AS r (order_id, day, country, city, visits)
    SELECT order_id, date_bin('1 day', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), coalesce(country, ''), coalesce(city, ''), count(*)::int
    FROM new_visits GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (order_id, day, country, city) DO UPDATE SET visits = r.visits + excluded.visits;

    INSERT INTO visit_city_hour AS r (order_id, hour, country, city, visits)
    SELECT order_id, date_bin('1 hour', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), coalesce(country, ''), coalesce(city, ''), count(*)::int
    FROM new_visits GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (order_id, hour, country, city) DO UPDATE SET visits = r.visits + excluded.visits;

  END IF;
  RETURN NULL;
END $function$;

CREATE TRIGGER visits_rollup_delete AFTER DELETE ON public.visits REFERENCING OLD TABLE AS old_visits FOR EACH STATEMENT EXECUTE FUNCTION analytics_visits_rollup();

CREATE TRIGGER visits_rollup_insert AFTER INSERT ON public.visits REFERENCING NEW TABLE AS new_visits FOR EACH STATEMENT EXECUTE FUNCTION analytics_visits_rollup();

CREATE TRIGGER visits_rollup_update AFTER UPDATE ON public.visits REFERENCING OLD TABLE AS old_visits NEW TABLE AS new_visits FOR EACH STATEMENT EXECUTE FUNCTION analytics_visits_rollup();
