CREATE TABLE "experiments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"variants" jsonb NOT NULL,
	"winner" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "visit_steps" ADD COLUMN "variant" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "variant" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "variant" text;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "experiments_one_running_uq" ON "experiments" USING btree ("order_id") WHERE "experiments"."status" = 'running';--> statement-breakpoint
CREATE INDEX "experiments_order_idx" ON "experiments" USING btree ("order_id","started_at");--> statement-breakpoint
-- The funnel's page_view step carries the experiment variant of the visitor's first view that day
-- (as migration 0015's function, plus `variant`).
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
    INSERT INTO visit_steps (order_id, visitor_hash, step, occurred_at, country, channel, campaign, variant)
    SELECT DISTINCT ON (order_id, visitor_hash) order_id, visitor_hash, 'page_view', occurred_at,
           coalesce(country, ''), channel, coalesce(utm_campaign, ''), coalesce(variant, '')
    FROM new_visits ORDER BY order_id, visitor_hash, occurred_at
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A started or stopped experiment changes what /p/{id} serves: notify the page caches as the
-- `orders` trigger of migration 0013 does (payload: the order id).
CREATE OR REPLACE FUNCTION experiments_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('landing_pages', OLD.order_id);
  ELSE
    PERFORM pg_notify('landing_pages', NEW.order_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER experiments_landing_pages_notify
AFTER INSERT OR UPDATE OR DELETE ON experiments
FOR EACH ROW EXECUTE FUNCTION experiments_notify();
