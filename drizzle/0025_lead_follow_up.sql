-- Lead follow-up (docs/analytics.md#lead-follow-up): the founder's status of each lead (new until
-- set) and a private note. Existing leads start as 'new' with an empty note.
ALTER TABLE "contact_submissions" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_status_check" CHECK ("contact_submissions"."status" in ('new', 'contacted', 'interviewed', 'would_pay', 'not_a_fit'));