CREATE TABLE "visit_steps" (
	"order_id" text NOT NULL,
	"visitor_hash" text NOT NULL,
	"step" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"channel" text NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	CONSTRAINT "visit_steps_order_id_visitor_hash_step_pk" PRIMARY KEY("order_id","visitor_hash","step")
);
--> statement-breakpoint
CREATE TABLE "visit_channel_15m" (
	"order_id" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"country" text NOT NULL,
	"channel" text NOT NULL,
	"source" text NOT NULL,
	"campaign" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_channel_15m_order_id_bucket_country_channel_source_campaign_pk" PRIMARY KEY("order_id","bucket","country","channel","source","campaign"),
	CONSTRAINT "visit_channel_15m_visits_ck" CHECK ("visit_channel_15m"."visits" >= 0)
);
--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "channel" text DEFAULT 'Direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "campaign" text;--> statement-breakpoint
ALTER TABLE "visit_steps" ADD CONSTRAINT "visit_steps_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_channel_15m" ADD CONSTRAINT "visit_channel_15m_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_steps_order_time_idx" ON "visit_steps" USING btree ("order_id","occurred_at","step","channel","country");--> statement-breakpoint
-- Keep visit_channel_15m in step with `visits` (as migration 0006 does for the other rollups), and
-- write each visitor's first page view of the day into the funnel (visit_steps). Statement-level
-- triggers with transition tables: one upsert per statement, in key order.
CREATE OR REPLACE FUNCTION analytics_channel_rollup() RETURNS trigger
LANGUAGE plpgsql AS $$
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
    INSERT INTO visit_steps (order_id, visitor_hash, step, occurred_at, country, channel, campaign)
    SELECT DISTINCT ON (order_id, visitor_hash) order_id, visitor_hash, 'page_view', occurred_at,
           coalesce(country, ''), channel, coalesce(utm_campaign, '')
    FROM new_visits ORDER BY order_id, visitor_hash, occurred_at
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER visits_channel_insert AFTER INSERT ON visits
  REFERENCING NEW TABLE AS new_visits
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_channel_rollup();
--> statement-breakpoint
CREATE TRIGGER visits_channel_delete AFTER DELETE ON visits
  REFERENCING OLD TABLE AS old_visits
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_channel_rollup();
--> statement-breakpoint
CREATE TRIGGER visits_channel_update AFTER UPDATE ON visits
  REFERENCING OLD TABLE AS old_visits NEW TABLE AS new_visits
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_channel_rollup();
--> statement-breakpoint
-- Visits stored before this migration: counted as Direct (their channel was not classified).
INSERT INTO visit_channel_15m (order_id, bucket, country, channel, source, campaign, visits)
SELECT order_id, date_bin('15 minutes', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'),
       coalesce(country, ''), channel, source, coalesce(utm_campaign, ''), count(*)::int
FROM visits GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO visit_steps (order_id, visitor_hash, step, occurred_at, country, channel, campaign)
SELECT DISTINCT ON (order_id, visitor_hash) order_id, visitor_hash, 'page_view', occurred_at,
       coalesce(country, ''), channel, coalesce(utm_campaign, '')
FROM visits ORDER BY order_id, visitor_hash, occurred_at
ON CONFLICT DO NOTHING;
