CREATE TABLE "visit_channel_totals_15m" (
	"order_id" text NOT NULL,
	"channel" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_channel_totals_15m_order_id_channel_bucket_pk" PRIMARY KEY("order_id","channel","bucket"),
	CONSTRAINT "visit_channel_totals_15m_visits_ck" CHECK ("visit_channel_totals_15m"."visits" >= 0)
);
--> statement-breakpoint
ALTER TABLE "visit_channel_totals_15m" ADD CONSTRAINT "visit_channel_totals_15m_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keep visit_channel_totals_15m in step with `visits` as 0020 keeps its rollups: a statement-level
-- trigger per operation with transition tables, one grouped upsert per statement in key order,
-- rows that fall to zero deleted; 15-minute buckets binned from 2000-01-01 UTC. Its own function
-- and triggers: this migration replaces nothing an earlier one defined.
CREATE OR REPLACE FUNCTION analytics_visit_rollup_0023() RETURNS trigger
LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
CREATE TRIGGER visits_rollup_0023_insert AFTER INSERT ON visits
  REFERENCING NEW TABLE AS new_visits
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_visit_rollup_0023();
--> statement-breakpoint
CREATE TRIGGER visits_rollup_0023_delete AFTER DELETE ON visits
  REFERENCING OLD TABLE AS old_visits
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_visit_rollup_0023();
--> statement-breakpoint
CREATE TRIGGER visits_rollup_0023_update AFTER UPDATE ON visits
  REFERENCING OLD TABLE AS old_visits NEW TABLE AS new_visits
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_visit_rollup_0023();
--> statement-breakpoint
-- Visits stored before this migration.
INSERT INTO visit_channel_totals_15m (order_id, channel, bucket, visits)
SELECT order_id, channel, date_bin('15 minutes', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), count(*)::int
FROM visits GROUP BY 1, 2, 3;
