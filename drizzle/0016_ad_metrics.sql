CREATE TABLE "ad_campaign_metrics" (
	"campaign_id" text NOT NULL,
	"day_start" timestamp with time zone NOT NULL,
	"day_end" timestamp with time zone NOT NULL,
	"impressions" integer NOT NULL,
	"clicks" integer NOT NULL,
	"cost_micros" bigint NOT NULL,
	"source" text NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_campaign_metrics_campaign_id_day_start_pk" PRIMARY KEY("campaign_id","day_start")
);
--> statement-breakpoint
ALTER TABLE "ad_campaign_metrics" ADD CONSTRAINT "ad_campaign_metrics_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;