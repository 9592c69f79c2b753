CREATE TABLE "visit_channel_city_day" (
	"order_id" text NOT NULL,
	"channel" text NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_channel_city_day_order_id_channel_day_country_city_pk" PRIMARY KEY("order_id","channel","day","country","city"),
	CONSTRAINT "visit_channel_city_day_visits_ck" CHECK ("visit_channel_city_day"."visits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "visit_channel_city_hour" (
	"order_id" text NOT NULL,
	"channel" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_channel_city_hour_order_id_channel_hour_country_city_pk" PRIMARY KEY("order_id","channel","hour","country","city"),
	CONSTRAINT "visit_channel_city_hour_visits_ck" CHECK ("visit_channel_city_hour"."visits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "visit_channel_city_week" (
	"order_id" text NOT NULL,
	"channel" text NOT NULL,
	"week" timestamp with time zone NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_channel_city_week_order_id_channel_week_country_city_pk" PRIMARY KEY("order_id","channel","week","country","city"),
	CONSTRAINT "visit_channel_city_week_visits_ck" CHECK ("visit_channel_city_week"."visits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "visit_channel_country_15m" (
	"order_id" text NOT NULL,
	"channel" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"country" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_channel_country_15m_order_id_channel_bucket_country_pk" PRIMARY KEY("order_id","channel","bucket","country"),
	CONSTRAINT "visit_channel_country_15m_visits_ck" CHECK ("visit_channel_country_15m"."visits" >= 0)
);
--> statement-breakpoint
ALTER TABLE "visit_channel_city_day" ADD CONSTRAINT "visit_channel_city_day_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_channel_city_hour" ADD CONSTRAINT "visit_channel_city_hour_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_channel_city_week" ADD CONSTRAINT "visit_channel_city_week_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_channel_country_15m" ADD CONSTRAINT "visit_channel_country_15m_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Keep the channel-keyed rollups above in step with `visits`, like 0019's: one statement-level
-- trigger per operation with transition tables, one grouped upsert per table and statement, in key
-- order (concurrent statements lock rollup rows in the same order); rows that fall to zero are
-- deleted. 15-minute buckets, days and hours are binned from 2000-01-01 UTC, weeks are 7-day bins
-- from the Unix epoch (src/server/analytics/segments.ts). The channel leads each key: a channel
-- filter reads one index range.
CREATE OR REPLACE FUNCTION analytics_visit_rollup_0020() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    UPDATE visit_channel_country_15m AS r SET visits = r.visits - d.n
    FROM (SELECT order_id, channel, date_bin('15 minutes', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS bucket, coalesce(country, '') AS country, count(*)::int AS n FROM old_visits GROUP BY 1, 2, 3, 4) AS d
    WHERE r.order_id = d.order_id AND r.channel = d.channel AND r.bucket = d.bucket AND r.country = d.country;
    DELETE FROM visit_channel_country_15m AS r
    USING (SELECT DISTINCT order_id, channel, date_bin('15 minutes', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS bucket, coalesce(country, '') AS country FROM old_visits) AS d
    WHERE r.order_id = d.order_id AND r.channel = d.channel AND r.bucket = d.bucket AND r.country = d.country AND r.visits <= 0;

    UPDATE visit_channel_city_week AS r SET visits = r.visits - d.n
    FROM (SELECT order_id, channel, date_bin('7 days', occurred_at, TIMESTAMPTZ '1970-01-01 00:00:00+00') AS week, coalesce(country, '') AS country, coalesce(city, '') AS city, count(*)::int AS n FROM old_visits GROUP BY 1, 2, 3, 4, 5) AS d
    WHERE r.order_id = d.order_id AND r.channel = d.channel AND r.week = d.week AND r.country = d.country AND r.city = d.city;
    DELETE FROM visit_channel_city_week AS r
    USING (SELECT DISTINCT order_id, channel, date_bin('7 days', occurred_at, TIMESTAMPTZ '1970-01-01 00:00:00+00') AS week, coalesce(country, '') AS country, coalesce(city, '') AS city FROM old_visits) AS d
    WHERE r.order_id = d.order_id AND r.channel = d.channel AND r.week = d.week AND r.country = d.country AND r.city = d.city AND r.visits <= 0;

    UPDATE visit_channel_city_day AS r SET visits = r.visits - d.n
    FROM (SELECT order_id, channel, date_bin('1 day', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS day, coalesce(country, '') AS country, coalesce(city, '') AS city, count(*)::int AS n FROM old_visits GROUP BY 1, 2, 3, 4, 5) AS d
    WHERE r.order_id = d.order_id AND r.channel = d.channel AND r.day = d.day AND r.country = d.country AND r.city = d.city;
    DELETE FROM visit_channel_city_day AS r
    USING (SELECT DISTINCT order_id, channel, date_bin('1 day', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS day, coalesce(country, '') AS country, coalesce(city, '') AS city FROM old_visits) AS d
    WHERE r.order_id = d.order_id AND r.channel = d.channel AND r.day = d.day AND r.country = d.country AND r.city = d.city AND r.visits <= 0;

    UPDATE visit_channel_city_hour AS r SET visits = r.visits - d.n
    FROM (SELECT order_id, channel, date_bin('1 hour', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS hour, coalesce(country, '') AS country, coalesce(city, '') AS city, count(*)::int AS n FROM old_visits GROUP BY 1, 2, 3, 4, 5) AS d
    WHERE r.order_id = d.order_id AND r.channel = d.channel AND r.hour = d.hour AND r.country = d.country AND r.city = d.city;
    DELETE FROM visit_channel_city_hour AS r
    USING (SELECT DISTINCT order_id, channel, date_bin('1 hour', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS hour, coalesce(country, '') AS country, coalesce(city, '') AS city FROM old_visits) AS d
    WHERE r.order_id = d.order_id AND r.channel = d.channel AND r.hour = d.hour AND r.country = d.country AND r.city = d.city AND r.visits <= 0;
  END IF;

  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    INSERT INTO visit_channel_country_15m AS r (order_id, channel, bucket, country, visits)
    SELECT order_id, channel, date_bin('15 minutes', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), coalesce(country, ''), count(*)::int
    FROM new_visits GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (order_id, channel, bucket, country) DO UPDATE SET visits = r.visits + excluded.visits;

    INSERT INTO visit_channel_city_week AS r (order_id, channel, week, country, city, visits)
    SELECT order_id, channel, date_bin('7 days', occurred_at, TIMESTAMPTZ '1970-01-01 00:00:00+00'), coalesce(country, ''), coalesce(city, ''), count(*)::int
    FROM new_visits GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (order_id, channel, week, country, city) DO UPDATE SET visits = r.visits + excluded.visits;

    INSERT INTO visit_channel_city_day AS r (order_id, channel, day, country, city, visits)
    SELECT order_id, channel, date_bin('1 day', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), coalesce(country, ''), coalesce(city, ''), count(*)::int
    FROM new_visits GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (order_id, channel, day, country, city) DO UPDATE SET visits = r.visits + excluded.visits;

    INSERT INTO visit_channel_city_hour AS r (order_id, channel, hour, country, city, visits)
    SELECT order_id, channel, date_bin('1 hour', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), coalesce(country, ''), coalesce(city, ''), count(*)::int
    FROM new_visits GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (order_id, channel, hour, country, city) DO UPDATE SET visits = r.visits + excluded.visits;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER visits_rollup_0020_insert AFTER INSERT ON visits
  REFERENCING NEW TABLE AS new_visits
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_visit_rollup_0020();
--> statement-breakpoint
CREATE TRIGGER visits_rollup_0020_delete AFTER DELETE ON visits
  REFERENCING OLD TABLE AS old_visits
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_visit_rollup_0020();
--> statement-breakpoint
CREATE TRIGGER visits_rollup_0020_update AFTER UPDATE ON visits
  REFERENCING OLD TABLE AS old_visits NEW TABLE AS new_visits
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_visit_rollup_0020();
--> statement-breakpoint
-- Visits stored before this migration.
INSERT INTO visit_channel_country_15m (order_id, channel, bucket, country, visits)
SELECT order_id, channel, date_bin('15 minutes', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), coalesce(country, ''), count(*)::int
FROM visits GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO visit_channel_city_week (order_id, channel, week, country, city, visits)
SELECT order_id, channel, date_bin('7 days', occurred_at, TIMESTAMPTZ '1970-01-01 00:00:00+00'), coalesce(country, ''), coalesce(city, ''), count(*)::int
FROM visits GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO visit_channel_city_day (order_id, channel, day, country, city, visits)
SELECT order_id, channel, date_bin('1 day', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), coalesce(country, ''), coalesce(city, ''), count(*)::int
FROM visits GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO visit_channel_city_hour (order_id, channel, hour, country, city, visits)
SELECT order_id, channel, date_bin('1 hour', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), coalesce(country, ''), coalesce(city, ''), count(*)::int
FROM visits GROUP BY 1, 2, 3, 4, 5;
