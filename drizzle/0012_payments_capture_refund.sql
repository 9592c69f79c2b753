CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_order_id" text NOT NULL,
	"gateway" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"refund_reason" text,
	"failure" text,
	"refund_id" text,
	"refunded_amount_minor" integer,
	"refund_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"captured_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "capture_fails" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refunded_amount_minor" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_payment_order_idx" ON "payments" USING btree ("payment_order_id");--> statement-breakpoint
INSERT INTO "payments" ("id", "payment_order_id", "gateway", "amount_minor", "currency", "status", "created_at", "captured_at", "updated_at")
SELECT "payment_id", "id", "gateway", "amount_minor", "currency", 'paid', COALESCE("paid_at", "created_at"), "paid_at", COALESCE("paid_at", "created_at")
FROM "payment_orders" WHERE "status" = 'paid' AND "payment_id" IS NOT NULL
ON CONFLICT ("id") DO NOTHING;
