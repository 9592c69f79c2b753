-- analytics_step_rollup: its definition after every migration in drizzle/, and the triggers that run it.
-- Written by: 0019_visit_rollups.
-- Generated, do not edit: change it in a new migration, then run `npx tsx scripts/sql-functions.ts`
-- (test/server/db/sql-functions.test.ts compares this file with the migrations' result).

CREATE OR REPLACE FUNCTION public.analytics_step_rollup()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    UPDATE visit_step_week AS r SET visitors = r.visitors - d.n
    FROM (SELECT order_id, date_bin('7 days', occurred_at, TIMESTAMPTZ '1970-01-01 00:00:00+00') AS week, step, country, channel, count(*)::int AS n FROM old_steps GROUP BY 1, 2, 3, 4, 5) AS d
    WHERE r.order_id = d.order_id AND r.week = d.week AND r.step = d.step AND r.country = d.country AND r.channel = d.channel;
    DELETE FROM visit_step_week AS r
    USING (SELECT DISTINCT order_id, date_bin('7 days', occurred_at, TIMESTAMPTZ '1970-01-01 00:00:00+00') AS week, step, country, channel FROM old_steps) AS d
    WHERE r.order_id = d.order_id AND r.week = d.week AND r.step = d.step AND r.country = d.country AND r.channel = d.channel AND r.visitors <= 0;

    UPDATE visit_step_day AS r SET visitors = r.visitors - d.n
    FROM (SELECT order_id, date_bin('1 day', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS day, step, country, channel, count(*)::int AS n FROM old_steps GROUP BY 1, 2, 3, 4, 5) AS d
    WHERE r.order_id = d.order_id AND r.day = d.day AND r.step = d.step AND r.country = d.country AND r.channel = d.channel;
    DELETE FROM visit_step_day AS r
    USING (SELECT DISTINCT order_id, date_bin('1 day', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS day, step, country, channel FROM old_steps) AS d
    WHERE r.order_id = d.order_id AND r.day = d.day AND r.step = d.step AND r.country = d.country AND r.channel = d.channel AND r.visitors <= 0;

    UPDATE visit_step_hour AS r SET visitors = r.visitors - d.n
    FROM (SELECT order_id, date_bin('1 hour', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS hour, step, country, channel, count(*)::int AS n FROM old_steps GROUP BY 1, 2, 3, 4, 5) AS d
    WHERE r.order_id = d.order_id AND r.hour = d.hour AND r.step = d.step AND r.country = d.country AND r.channel = d.channel;
    DELETE FROM visit_step_hour AS r
    USING (SELECT DISTINCT order_id, date_bin('1 hour', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS hour, step, country, channel FROM old_steps) AS d
    WHERE r.order_id = d.order_id AND r.hour = d.hour AND r.step = d.step AND r.country = d.country AND r.channel = d.channel AND r.visitors <= 0;
  END IF;

  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    INSERT INTO visit_step_week AS r (order_id, week, step, country, channel, visitors)
    SELECT order_id, date_bin('7 days', occurred_at, TIMESTAMPTZ '1970-01-01 00:00:00+00'), step, country, channel, count(*)::int
    FROM new_steps GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (order_id, week, step, country, channel) DO UPDATE SET visitors = r.visitors + excluded.visitors;

    INSERT INTO visit_step_day AS r (order_id, day, step, country, channel, visitors)
    SELECT order_id, date_bin('1 day', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), step, country, channel, count(*)::int
    FROM new_steps GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (order_id, day, step, country, channel) DO UPDATE SET visitors = r.visitors + excluded.visitors;

    INSERT INTO visit_step_hour AS r (order_id, hour, step, country, channel, visitors)
    SELECT order_id, date_bin('1 hour', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), step, country, channel, count(*)::int
    FROM new_steps GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (order_id, hour, step, country, channel) DO UPDATE SET visitors = r.visitors + excluded.visitors;
  END IF;
  RETURN NULL;
END $function$;

CREATE TRIGGER visit_steps_rollup_delete AFTER DELETE ON public.visit_steps REFERENCING OLD TABLE AS old_steps FOR EACH STATEMENT EXECUTE FUNCTION analytics_step_rollup();

CREATE TRIGGER visit_steps_rollup_insert AFTER INSERT ON public.visit_steps REFERENCING NEW TABLE AS new_steps FOR EACH STATEMENT EXECUTE FUNCTION analytics_step_rollup();

CREATE TRIGGER visit_steps_rollup_update AFTER UPDATE ON public.visit_steps REFERENCING OLD TABLE AS old_steps NEW TABLE AS new_steps FOR EACH STATEMENT EXECUTE FUNCTION analytics_step_rollup();
