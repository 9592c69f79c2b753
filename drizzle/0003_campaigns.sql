CREATE TABLE "ad_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"campaign_name" text NOT NULL,
	"business_name" text NOT NULL,
	"budget_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"duration_days" integer NOT NULL,
	"targets" jsonb NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"provider" text NOT NULL,
	"content" jsonb,
	"generator" text,
	"external_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_campaigns_order_name_uq" ON "ad_campaigns" USING btree ("order_id","campaign_name");--> statement-breakpoint
CREATE INDEX "ad_campaigns_order_created_idx" ON "ad_campaigns" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "ad_campaigns_status_ends_idx" ON "ad_campaigns" USING btree ("status","ends_at");