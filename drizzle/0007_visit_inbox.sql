CREATE TABLE "visit_inbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visit_inbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visits" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
-- A batch of visits is written once and read once: compressing it would only cost CPU on the hot path.
ALTER TABLE "visit_inbox" ALTER COLUMN "visits" SET STORAGE EXTERNAL;
