// Rollups of landing page visits for the founder's analytics (DESIGN §6). Database triggers on
// `visits` (migration 0006_analytics_trigger) keep them in step with every INSERT, UPDATE and
// DELETE, so the page-view ingestion code writes only `visits`. Unknown country or city is stored
// as '' (a key column cannot be null). All buckets are UTC-aligned: 15 minutes, hours and days.
// A window is answered from the coarsest buckets that fit inside it plus the raw visits at its
// edges (src/server/analytics/segments.ts), so its cost follows the number of buckets, not visits.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';

const orderId = () =>
  text('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true }).notNull();
const visitCount = () => integer('visits').notNull();

/**
 * Visits per order and 15-minute bucket: the daily series (every IANA offset in use is a multiple
 * of 15 minutes, so a bucket never straddles a local midnight) and the totals.
 */
export const visitTotals15m = pgTable(
  'visit_totals_15m',
  { orderId: orderId(), bucket: at('bucket'), visits: visitCount() },
  (t) => [primaryKey({ columns: [t.orderId, t.bucket] }), check('visit_totals_15m_visits_ck', sql`${t.visits} >= 0`)],
);

/** Visits per order, country and 15-minute bucket: the daily series of one country; countries at a window's partial days. */
export const visitCountry15m = pgTable(
  'visit_country_15m',
  { orderId: orderId(), country: text('country').notNull(), bucket: at('bucket'), visits: visitCount() },
  (t) => [
    // Window edges of all countries read by bucket; one country's daily series by country.
    primaryKey({ columns: [t.orderId, t.bucket, t.country] }),
    index('visit_country_15m_country_idx').on(t.orderId, t.country, t.bucket),
    check('visit_country_15m_visits_ck', sql`${t.visits} >= 0`),
  ],
);

/** Visits per order, UTC day and country: the country chart over a window's whole days. */
export const visitCountryDay = pgTable(
  'visit_country_day',
  { orderId: orderId(), day: at('day'), country: text('country').notNull(), visits: visitCount() },
  (t) => [
    primaryKey({ columns: [t.orderId, t.day, t.country] }),
    check('visit_country_day_visits_ck', sql`${t.visits} >= 0`),
  ],
);

/** Visits per order, UTC day, country and city: cities over a window's whole days. */
export const visitCityDay = pgTable(
  'visit_city_day',
  {
    orderId: orderId(),
    day: at('day'),
    country: text('country').notNull(),
    city: text('city').notNull(),
    visits: visitCount(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.day, t.country, t.city] }),
    check('visit_city_day_visits_ck', sql`${t.visits} >= 0`),
  ],
);

/** Visits per order, UTC hour, country and city: cities over the whole hours of a window's partial days. */
export const visitCityHour = pgTable(
  'visit_city_hour',
  {
    orderId: orderId(),
    hour: at('hour'),
    country: text('country').notNull(),
    city: text('city').notNull(),
    visits: visitCount(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.hour, t.country, t.city] }),
    check('visit_city_hour_visits_ck', sql`${t.visits} >= 0`),
  ],
);
