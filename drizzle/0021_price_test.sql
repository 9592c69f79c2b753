ALTER TABLE "visit_steps" ADD COLUMN "price" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "price" text;