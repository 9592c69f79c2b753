// Request counters of the per-address limits that must hold across app processes (see
// src/server/http/rate-limit-store.ts): one row per limit and address, a fixed window each.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const requestCounters = pgTable('request_counters', {
  /** The limit's scope and the client key, e.g. "contact:203.0.113.7". */
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
