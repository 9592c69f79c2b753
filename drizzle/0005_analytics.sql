CREATE TABLE "visit_city_day" (
	"order_id" text NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_city_day_order_id_day_country_city_pk" PRIMARY KEY("order_id","day","country","city"),
	CONSTRAINT "visit_city_day_visits_ck" CHECK ("visit_city_day"."visits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "visit_city_hour" (
	"order_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_city_hour_order_id_hour_country_city_pk" PRIMARY KEY("order_id","hour","country","city"),
	CONSTRAINT "visit_city_hour_visits_ck" CHECK ("visit_city_hour"."visits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "visit_country_15m" (
	"order_id" text NOT NULL,
	"country" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_country_15m_order_id_bucket_country_pk" PRIMARY KEY("order_id","bucket","country"),
	CONSTRAINT "visit_country_15m_visits_ck" CHECK ("visit_country_15m"."visits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "visit_country_day" (
	"order_id" text NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"country" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_country_day_order_id_day_country_pk" PRIMARY KEY("order_id","day","country"),
	CONSTRAINT "visit_country_day_visits_ck" CHECK ("visit_country_day"."visits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "visit_totals_15m" (
	"order_id" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_totals_15m_order_id_bucket_pk" PRIMARY KEY("order_id","bucket"),
	CONSTRAINT "visit_totals_15m_visits_ck" CHECK ("visit_totals_15m"."visits" >= 0)
);
--> statement-breakpoint
ALTER TABLE "visit_city_day" ADD CONSTRAINT "visit_city_day_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_city_hour" ADD CONSTRAINT "visit_city_hour_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_country_15m" ADD CONSTRAINT "visit_country_15m_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_country_day" ADD CONSTRAINT "visit_country_day_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_totals_15m" ADD CONSTRAINT "visit_totals_15m_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_country_15m_country_idx" ON "visit_country_15m" USING btree ("order_id","country","bucket");