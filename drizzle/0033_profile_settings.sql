-- Issue 35 "the first hour": the settings a founder needs. The profile keeps its country (which decides
-- the rules of state, postal code and phone), the phone number's calling code, a time zone and two email
-- preferences. A payment record outlives a deleted account (the law keeps invoices): payment_orders.user_id
-- is no longer a foreign key to users, so deleting a user no longer deletes their payments.
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "phone_country" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "email_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "email_lead_alerts" boolean DEFAULT true NOT NULL;