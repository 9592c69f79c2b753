CREATE TABLE "visit_channel_day" (
	"order_id" text NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"country" text NOT NULL,
	"channel" text NOT NULL,
	"source" text NOT NULL,
	"campaign" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_channel_day_order_id_day_country_channel_source_campaign_pk" PRIMARY KEY("order_id","day","country","channel","source","campaign"),
	CONSTRAINT "visit_channel_day_visits_ck" CHECK ("visit_channel_day"."visits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "visit_channel_hour" (
	"order_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"country" text NOT NULL,
	"channel" text NOT NULL,
	"source" text NOT NULL,
	"campaign" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_channel_hour_order_id_hour_country_channel_source_campaign_pk" PRIMARY KEY("order_id","hour","country","channel","source","campaign"),
	CONSTRAINT "visit_channel_hour_visits_ck" CHECK ("visit_channel_hour"."visits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "visit_channel_week" (
	"order_id" text NOT NULL,
	"week" timestamp with time zone NOT NULL,
	"country" text NOT NULL,
	"channel" text NOT NULL,
	"source" text NOT NULL,
	"campaign" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_channel_week_order_id_week_country_channel_source_campaign_pk" PRIMARY KEY("order_id","week","country","channel","source","campaign"),
	CONSTRAINT "visit_channel_week_visits_ck" CHECK ("visit_channel_week"."visits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "visit_city_week" (
	"order_id" text NOT NULL,
	"week" timestamp with time zone NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_city_week_order_id_week_country_city_pk" PRIMARY KEY("order_id","week","country","city"),
	CONSTRAINT "visit_city_week_visits_ck" CHECK ("visit_city_week"."visits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "visit_step_day" (
	"order_id" text NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"step" text NOT NULL,
	"country" text NOT NULL,
	"channel" text NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "visit_step_day_order_id_day_step_country_channel_pk" PRIMARY KEY("order_id","day","step","country","channel"),
	CONSTRAINT "visit_step_day_visitors_ck" CHECK ("visit_step_day"."visitors" >= 0)
);
--> statement-breakpoint
CREATE TABLE "visit_step_hour" (
	"order_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"step" text NOT NULL,
	"country" text NOT NULL,
	"channel" text NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "visit_step_hour_order_id_hour_step_country_channel_pk" PRIMARY KEY("order_id","hour","step","country","channel"),
	CONSTRAINT "visit_step_hour_visitors_ck" CHECK ("visit_step_hour"."visitors" >= 0)
);
--> statement-breakpoint
CREATE TABLE "visit_step_week" (
	"order_id" text NOT NULL,
	"week" timestamp with time zone NOT NULL,
	"step" text NOT NULL,
	"country" text NOT NULL,
	"channel" text NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "visit_step_week_order_id_week_step_country_channel_pk" PRIMARY KEY("order_id","week","step","country","channel"),
	CONSTRAINT "visit_step_week_visitors_ck" CHECK ("visit_step_week"."visitors" >= 0)
);
--> statement-breakpoint
ALTER TABLE "visit_channel_day" ADD CONSTRAINT "visit_channel_day_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_channel_hour" ADD CONSTRAINT "visit_channel_hour_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_channel_week" ADD CONSTRAINT "visit_channel_week_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_city_week" ADD CONSTRAINT "visit_city_week_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_step_day" ADD CONSTRAINT "visit_step_day_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_step_hour" ADD CONSTRAINT "visit_step_hour_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_step_week" ADD CONSTRAINT "visit_step_week_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Keep the rollups above in step with `visits` (as 0006 and 0015 do for the older ones) and with
-- `visit_steps`. Separate functions and triggers: this migration replaces nothing an earlier one
-- defined. Statement-level with transition tables: one upsert per table per statement (a drain
-- batch, a funnel step), in key order so that concurrent statements lock rollup rows in the same
-- order. Rows that fall to zero are deleted. Days and hours are binned from 2000-01-01 UTC like
-- the older rollups; weeks are 7-day bins from the Unix epoch (src/server/analytics/segments.ts).
CREATE OR REPLACE FUNCTION analytics_visit_rollup_0017() RETURNS trigger
LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
CREATE TRIGGER visits_rollup_0017_insert AFTER INSERT ON visits
  REFERENCING NEW TABLE AS new_visits
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_visit_rollup_0017();
--> statement-breakpoint
CREATE TRIGGER visits_rollup_0017_delete AFTER DELETE ON visits
  REFERENCING OLD TABLE AS old_visits
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_visit_rollup_0017();
--> statement-breakpoint
CREATE TRIGGER visits_rollup_0017_update AFTER UPDATE ON visits
  REFERENCING OLD TABLE AS old_visits NEW TABLE AS new_visits
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_visit_rollup_0017();
--> statement-breakpoint
-- Funnel rows: an INSERT ... ON CONFLICT DO NOTHING puts only the rows it really inserted into the
-- transition table, so a repeated step is not counted twice.
CREATE OR REPLACE FUNCTION analytics_step_rollup() RETURNS trigger
LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
CREATE TRIGGER visit_steps_rollup_insert AFTER INSERT ON visit_steps
  REFERENCING NEW TABLE AS new_steps
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_step_rollup();
--> statement-breakpoint
CREATE TRIGGER visit_steps_rollup_delete AFTER DELETE ON visit_steps
  REFERENCING OLD TABLE AS old_steps
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_step_rollup();
--> statement-breakpoint
CREATE TRIGGER visit_steps_rollup_update AFTER UPDATE ON visit_steps
  REFERENCING OLD TABLE AS old_steps NEW TABLE AS new_steps
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_step_rollup();
--> statement-breakpoint
-- Visits and funnel rows stored before this migration.
INSERT INTO visit_channel_week (order_id, week, country, channel, source, campaign, visits)
SELECT order_id, date_bin('7 days', occurred_at, TIMESTAMPTZ '1970-01-01 00:00:00+00'), coalesce(country, ''), channel, source, coalesce(utm_campaign, ''), count(*)::int
FROM visits GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO visit_channel_day (order_id, day, country, channel, source, campaign, visits)
SELECT order_id, date_bin('1 day', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), coalesce(country, ''), channel, source, coalesce(utm_campaign, ''), count(*)::int
FROM visits GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO visit_channel_hour (order_id, hour, country, channel, source, campaign, visits)
SELECT order_id, date_bin('1 hour', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), coalesce(country, ''), channel, source, coalesce(utm_campaign, ''), count(*)::int
FROM visits GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO visit_city_week (order_id, week, country, city, visits)
SELECT order_id, date_bin('7 days', occurred_at, TIMESTAMPTZ '1970-01-01 00:00:00+00'), coalesce(country, ''), coalesce(city, ''), count(*)::int
FROM visits GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO visit_step_week (order_id, week, step, country, channel, visitors)
SELECT order_id, date_bin('7 days', occurred_at, TIMESTAMPTZ '1970-01-01 00:00:00+00'), step, country, channel, count(*)::int
FROM visit_steps GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO visit_step_day (order_id, day, step, country, channel, visitors)
SELECT order_id, date_bin('1 day', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), step, country, channel, count(*)::int
FROM visit_steps GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO visit_step_hour (order_id, hour, step, country, channel, visitors)
SELECT order_id, date_bin('1 hour', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), step, country, channel, count(*)::int
FROM visit_steps GROUP BY 1, 2, 3, 4, 5;
