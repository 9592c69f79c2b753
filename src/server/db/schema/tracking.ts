// Visits to landing pages (docs/architecture.md#visits-and-analytics): one row per page view. No raw IP, no cookie: a visitor is
// a hash of a salt that changes every day, the IP, the user agent and the order.
import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';

export const visits = pgTable(
  'visits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** sha256(day's salt + IP + user agent + order id), hex: the same visitor on the same day only. */
    visitorHash: text('visitor_hash').notNull(),
    /** English country name ("India"), from the embedded IP database; null when unknown. */
    country: text('country'),
    /** ISO 3166-1 alpha-2 code ("IN"). */
    countryCode: text('country_code'),
    region: text('region'),
    city: text('city'),
    /** Where the visitor came from: origin and path only (the query is dropped). */
    referrer: text('referrer'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    /** The channel (src/shared/analytics/channel.ts), classified when the visit is recorded. */
    channel: text('channel').notNull().default('Direct'),
    /** The UTM source, else the referrer's host, lower case; '' for none. */
    source: text('source').notNull().default(''),
    /** The experiment variant the visitor was shown (data-variant of the page), null without an experiment. */
    variant: text('variant'),
  },
  // Every read of raw visits is one order's time range (unique visitors too: a count of distinct
  // hashes over the window's rows). An index on (order_id, visitor_hash) served no query and cost
  // about a quarter of the time of moving page views into this table; migration 0009 dropped it.
  (t) => [index('visits_order_time_idx').on(t.orderId, t.occurredAt)],
);

/**
 * The salt of each day's visitor hashes. Only today's and yesterday's are kept: once a salt is
 * deleted, nobody (not even us) can link a hash back to an IP address by trying addresses.
 */
export const visitorSalts = pgTable('visitor_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Page views acknowledged but not yet moved into `visits` (src/server/tracking/inbox.ts): one row
 * per group commit of the page-view recorder, holding its visits as a JSON array. A 202 is sent
 * once this row is committed, so an acknowledged view is durable in PostgreSQL; a drain moves the
 * rows into `visits` (and, through the rollup triggers, the analytics rollups) in large batches,
 * within about a second, and always before the founder's analytics are read.
 */
export const visitInbox = pgTable('visit_inbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  /** JSON array of visits in the recorder's compact shape (see inbox.ts). Stored uncompressed. */
  visits: text('visits').notNull(),
  /** Drains that failed on this row; after 5 it is left for an operator (last_error says why). */
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
});

/**
 * The funnel: one row per visitor hash, step and order. A visitor hash changes every day, so the
 * key keeps each step once per visitor per day. The 'page_view' row is the visitor's row of the
 * day: written by a trigger on `visits` with the visitor's first visit that day, or by the first
 * other step of a visitor without a recorded view (migration 0025). 'cta_click', 'form_start' and
 * 'price_click' come from the landing page's beacon, 'form_sent' from a lead (with or without
 * JavaScript; it implies 'form_start'). Every step takes the time, country, channel, campaign and
 * variant of the visitor's row (migration 0025), so the funnel adds up in any window and filter.
 */
export const visitSteps = pgTable(
  'visit_steps',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    step: text('step').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    country: text('country').notNull().default(''),
    channel: text('channel').notNull(),
    campaign: text('campaign').notNull().default(''),
    /** The experiment variant of the step ('' without an experiment). */
    variant: text('variant').notNull().default(''),
    /** A price test's price click: the price tag ("19 USD/month"); '' for other steps. */
    price: text('price').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.visitorHash, t.step] }),
    index('visit_steps_order_time_idx').on(t.orderId, t.occurredAt, t.step, t.channel, t.country),
  ],
);
