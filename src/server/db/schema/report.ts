// Shared decision reports (docs/analytics.md#the-decision-report): each row is one public link to
// an order's report. Only a hash of the link's token is kept; revoking deletes the rows.
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

export const reportShares = pgTable(
  'report_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the token in the link; the token itself is shown once, to the founder. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The leads whose answers the founder chose to quote (their answers only: never a name, email or message). */
    quotedLeadIds: jsonb('quoted_lead_ids').$type<string[]>().notNull().default([]),
    /** The founder's time zone when the link was made: the report's days are counted in it. */
    timezone: text('timezone').notNull().default('UTC'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_shares_order_idx').on(t.orderId)],
);

/**
 * The weekly digest (docs/analytics.md#the-weekly-digest): one row per page whose founder opted
 * in. Unsubscribing deletes the row. `lastSentWeek` ("2026-W48", the founder's week) makes the
 * send once per week per page, whoever runs the job and however often.
 */
export const reportDigests = pgTable('report_digests', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** The founder's IANA time zone: "Monday morning" is theirs. */
  timezone: text('timezone').notNull(),
  /**
   * The token of the one-click unsubscribe link, kept as is: every digest carries it, and all it
   * can do is turn this digest off.
   */
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  lastSentWeek: text('last_sent_week'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
