-- Issue 34: one lead per person (docs/analytics.md#leads). A lead keeps the visitor (daily hash) who
-- first sent it and counts on that visitor's row of the day; later sends of the same person (same
-- email, or the same visitor that day) update it, counted in times_sent, earlier versions in history.
ALTER TABLE "contact_submissions" ADD COLUMN "visitor_hash" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "times_sent" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "last_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Leads stored before this kept no visitor: each is paired with a 'form_sent' step of its page on
-- the same UTC day and channel, in time order, one step per lead; a lead left without a step (a
-- repeat send, a bot) has no visitor and is not counted as demand.
WITH l AS (
  SELECT id, order_id, coalesce(channel, 'Direct') AS channel, (created_at AT TIME ZONE 'UTC')::date AS day,
         row_number() OVER (PARTITION BY order_id, coalesce(channel, 'Direct'), (created_at AT TIME ZONE 'UTC')::date ORDER BY created_at, id) AS n
    FROM contact_submissions
), s AS (
  SELECT order_id, visitor_hash, channel, (occurred_at AT TIME ZONE 'UTC')::date AS day,
         row_number() OVER (PARTITION BY order_id, channel, (occurred_at AT TIME ZONE 'UTC')::date ORDER BY occurred_at, visitor_hash) AS n
    FROM visit_steps WHERE step = 'form_sent'
)
UPDATE contact_submissions c SET visitor_hash = s.visitor_hash
  FROM l JOIN s ON s.order_id = l.order_id AND s.channel = l.channel AND s.day = l.day AND s.n = l.n
 WHERE c.id = l.id;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_submissions_visitor_idx" ON "contact_submissions" USING btree ("order_id","visitor_hash") WHERE "contact_submissions"."visitor_hash" is not null;--> statement-breakpoint
CREATE INDEX "contact_submissions_order_email_idx" ON "contact_submissions" USING btree ("order_id",lower("email"));