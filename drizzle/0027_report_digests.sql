-- The weekly digest (docs/analytics.md#the-weekly-digest): one row per opted-in page; unsubscribing
-- deletes it. last_sent_week keeps the send to once per week per page.
CREATE TABLE "report_digests" (
	"order_id" text PRIMARY KEY NOT NULL,
	"timezone" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"last_sent_week" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_digests_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
ALTER TABLE "report_digests" ADD CONSTRAINT "report_digests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;