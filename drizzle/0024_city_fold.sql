-- Each city rollup row keeps its name's city and neighbourhood beside it ("Bengaluru (Jayaraj
-- Nagar)" → city_base "Bengaluru", city_hood "Jayaraj Nagar"), computed whenever the row is
-- written (stored generated columns; existing rows are computed by ADD COLUMN itself). Reading the
-- city chart and the unique-city count then needs no regular expression per row
-- (src/server/analytics/page-visits.ts; the expressions are CITY_BASE_SQL and CITY_HOOD_SQL in
-- src/server/db/schema/analytics.ts).
ALTER TABLE "visit_channel_city_day" ADD COLUMN "city_base" text GENERATED ALWAYS AS (coalesce(nullif(regexp_replace(city, '[[:space:]]*[(][^()]*[)][[:space:]]*$', ''), ''), city)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_channel_city_day" ADD COLUMN "city_hood" text GENERATED ALWAYS AS (coalesce(substring(city from '[(]([^()]*)[)][[:space:]]*$'), '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_channel_city_hour" ADD COLUMN "city_base" text GENERATED ALWAYS AS (coalesce(nullif(regexp_replace(city, '[[:space:]]*[(][^()]*[)][[:space:]]*$', ''), ''), city)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_channel_city_hour" ADD COLUMN "city_hood" text GENERATED ALWAYS AS (coalesce(substring(city from '[(]([^()]*)[)][[:space:]]*$'), '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_channel_city_week" ADD COLUMN "city_base" text GENERATED ALWAYS AS (coalesce(nullif(regexp_replace(city, '[[:space:]]*[(][^()]*[)][[:space:]]*$', ''), ''), city)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_channel_city_week" ADD COLUMN "city_hood" text GENERATED ALWAYS AS (coalesce(substring(city from '[(]([^()]*)[)][[:space:]]*$'), '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_city_day" ADD COLUMN "city_base" text GENERATED ALWAYS AS (coalesce(nullif(regexp_replace(city, '[[:space:]]*[(][^()]*[)][[:space:]]*$', ''), ''), city)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_city_day" ADD COLUMN "city_hood" text GENERATED ALWAYS AS (coalesce(substring(city from '[(]([^()]*)[)][[:space:]]*$'), '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_city_hour" ADD COLUMN "city_base" text GENERATED ALWAYS AS (coalesce(nullif(regexp_replace(city, '[[:space:]]*[(][^()]*[)][[:space:]]*$', ''), ''), city)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_city_hour" ADD COLUMN "city_hood" text GENERATED ALWAYS AS (coalesce(substring(city from '[(]([^()]*)[)][[:space:]]*$'), '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_city_week" ADD COLUMN "city_base" text GENERATED ALWAYS AS (coalesce(nullif(regexp_replace(city, '[[:space:]]*[(][^()]*[)][[:space:]]*$', ''), ''), city)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_city_week" ADD COLUMN "city_hood" text GENERATED ALWAYS AS (coalesce(substring(city from '[(]([^()]*)[)][[:space:]]*$'), '')) STORED NOT NULL;