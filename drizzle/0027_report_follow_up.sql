-- Lead follow-up (docs/analytics.md#lead-follow-up): each lead's status (new until set) and a
-- private note. Shared decision reports (docs/analytics.md#the-decision-report): one row per public
-- link, only the SHA-256 of its token stored. The weekly digest (docs/analytics.md#the-weekly-digest):
-- one row per opted-in page; last_sent_week keeps the send to once per week per page.
CREATE TABLE "report_digests" (
	"order_id" text PRIMARY KEY NOT NULL,
	"timezone" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"last_sent_week" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_digests_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
CREATE TABLE "report_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"quoted_lead_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "report_digests" ADD CONSTRAINT "report_digests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_shares_order_idx" ON "report_shares" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_status_check" CHECK ("contact_submissions"."status" in ('new', 'contacted', 'interviewed', 'would_pay', 'not_a_fit'));