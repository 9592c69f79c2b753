-- Issue 34: qualified demand (docs/analytics.md#qualified-demand). A lead keeps the spam rules it
-- matched (src/server/leads/quality.ts) and whether the founder marked it "Not spam"; its quality
-- (ok, ruled_out = the founder's "Not a fit", suspected_spam) is computed by the database, and only
-- ok leads count as demand.
ALTER TABLE "contact_submissions" ADD COLUMN "spam_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "spam_cleared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "quality" text GENERATED ALWAYS AS (case when status = 'not_a_fit' then 'ruled_out'
                 when jsonb_array_length(spam_reasons) > 0 and not spam_cleared then 'suspected_spam'
                 else 'ok' end) STORED NOT NULL;