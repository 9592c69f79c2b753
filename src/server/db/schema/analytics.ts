// Rollups of landing page visits for the founder's analytics (docs/architecture.md#visits-and-analytics). Database triggers on
// `visits` (migration 0006_analytics_trigger) keep them in step with every INSERT, UPDATE and
// DELETE, so the page-view ingestion code writes only `visits`. Unknown country or city is stored
// as '' (a key column cannot be null). All buckets are UTC-aligned: 15 minutes, hours, days and weeks.
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
 * A rollup table: a count (`visits` or `visitors`, never negative) per order, time bucket and the
 * given text keys (unknown values are ''), the primary key in that order. `lead` keys come before
 * the bucket in the primary key (a filter on them is then an index prefix, not a filter over every
 * row of the window).
 */
function rollup(
  name: string,
  bucket: 'bucket' | 'hour' | 'day' | 'week',
  keys: string[],
  count: 'visits' | 'visitors',
  lead: string[] = [],
  extra: Record<string, ReturnType<typeof text>> = {},
) {
  const textColumns = (names: string[]) => Object.fromEntries(names.map((key) => [key, text(key).notNull()]));
  const base = {
    orderId: orderId(),
    [bucket]: at(bucket),
    ...textColumns(keys),
    [count]: integer(count).notNull(),
  };
  // The lead keys after the order (the columns in the primary key's order); same type.
  const columns = Object.assign({ orderId: base.orderId }, textColumns(lead), base, extra) as typeof base;
  return pgTable(name, columns, (t) => [
    primaryKey({
      columns: [t.orderId!, ...lead.map((key) => t[key]!), t[bucket]!, ...keys.map((key) => t[key]!)],
    }),
    check(`${name}_${count}_ck`, sql`${t[count]!} >= 0`),
  ]);
}

/**
 * Visits per order and 15-minute bucket: the daily series (every IANA offset in use is a multiple
 * of 15 minutes, so a bucket never straddles a local midnight) and the totals.
 */
export const visitTotals15m = rollup('visit_totals_15m', 'bucket', [], 'visits');

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

const CITY = ['country', 'city'];

/**
 * The location database names some places "City (Neighbourhood)" ("Bengaluru (Jayaraj Nagar)"):
 * the city rollups keep each name's city and neighbourhood beside it, computed by PostgreSQL when
 * a row is written (stored generated columns, migration 0024: on its insert and on each update of
 * its count as visits are drained), so that reading the city chart and the unique-city count needs
 * no regular expression per row. `city_base` is the name without a
 * trailing "(…)" (the whole name when nothing else is left), `city_hood` what was inside it ('' for
 * none). src/server/analytics/page-visits.ts folds raw visits with the same expressions.
 */
export const CITY_BASE_SQL =
  "coalesce(nullif(regexp_replace(city, '[[:space:]]*[(][^()]*[)][[:space:]]*$', ''), ''), city)";
export const CITY_HOOD_SQL = "coalesce(substring(city from '[(]([^()]*)[)][[:space:]]*$'), '')";
const cityFold = () => ({
  cityBase: text('city_base').notNull().generatedAlwaysAs(sql.raw(CITY_BASE_SQL)),
  cityHood: text('city_hood').notNull().generatedAlwaysAs(sql.raw(CITY_HOOD_SQL)),
});
const CHANNEL = ['country', 'channel', 'source', 'campaign'];
const STEP = ['step', 'country', 'channel'];

/** Visits per order, UTC day and country: the country chart over a window's whole days. */
export const visitCountryDay = rollup('visit_country_day', 'day', ['country'], 'visits');

/** Visits per order, UTC day, country and city: cities over a window's whole days. */
export const visitCityDay = rollup('visit_city_day', 'day', CITY, 'visits', [], cityFold());

/** Visits per order, UTC hour, country and city: cities over the whole hours of a window's partial days. */
export const visitCityHour = rollup('visit_city_hour', 'hour', CITY, 'visits', [], cityFold());

/**
 * Visits per order, 15-minute bucket, country, channel, source and UTM campaign: the channel,
 * source and campaign lists (and their country filter).
 */
export const visitChannel15m = rollup('visit_channel_15m', 'bucket', CHANNEL, 'visits');

/**
 * visit_channel_15m by week (migration 0019): 7-day bins from the Unix epoch (Thursdays, 00:00
 * UTC). Long windows read whole weeks, then days, hours and 15-minute buckets at their edges.
 */
export const visitChannelWeek = rollup('visit_channel_week', 'week', CHANNEL, 'visits');

/** visit_city_day by week (migration 0019; weeks as visit_channel_week's). */
export const visitCityWeek = rollup('visit_city_week', 'week', CITY, 'visits', [], cityFold());

/** visit_channel_15m by UTC day (migration 0019): channels, sources and campaigns over a window's whole days. */
export const visitChannelDay = rollup('visit_channel_day', 'day', CHANNEL, 'visits');

/** visit_channel_15m by UTC hour (migration 0019): the whole hours of a window's partial days. */
export const visitChannelHour = rollup('visit_channel_hour', 'hour', CHANNEL, 'visits');

/**
 * Funnel rows (visit_steps) counted per order, UTC day, step, country and channel (migration 0019,
 * kept by a trigger on visit_steps). A visit_steps row is already one visitor per day and step, so
 * these counts add up across days exactly as counting the rows does.
 */
export const visitStepDay = rollup('visit_step_day', 'day', STEP, 'visitors');

/** visit_step_day by week (weeks as visit_channel_week's). */
export const visitStepWeek = rollup('visit_step_week', 'week', STEP, 'visitors');

/** visit_step_day by UTC hour: the whole hours of a window's partial days. */
export const visitStepHour = rollup('visit_step_hour', 'hour', STEP, 'visitors');

/**
 * Visits per order, channel, 15-minute bucket and country (migration 0020): the totals and the
 * daily and hourly series under a channel filter (and a country), in any time zone. The channel
 * leads the key, so one channel's window is one index range.
 */
export const visitChannelCountry15m = rollup('visit_channel_country_15m', 'bucket', ['country'], 'visits', ['channel']);

/**
 * Visits per order, channel and 15-minute bucket (migration 0023): the totals and the daily and
 * hourly series under a channel filter without a country. visit_channel_country_15m has up to one
 * row per country for each of these (57,600 for 20 countries over 30 days, summed per bucket on
 * every read); this has one.
 */
export const visitChannelTotals15m = rollup('visit_channel_totals_15m', 'bucket', [], 'visits', ['channel']);

/** Visits per order, channel, week, country and city (migration 0020): cities under a channel filter. */
export const visitChannelCityWeek = rollup('visit_channel_city_week', 'week', CITY, 'visits', ['channel'], cityFold());

/** visit_channel_city_week by UTC day: the whole days at a window's edges. */
export const visitChannelCityDay = rollup('visit_channel_city_day', 'day', CITY, 'visits', ['channel'], cityFold());

/** visit_channel_city_week by UTC hour: the whole hours of a window's partial days. */
export const visitChannelCityHour = rollup('visit_channel_city_hour', 'hour', CITY, 'visits', ['channel'], cityFold());
