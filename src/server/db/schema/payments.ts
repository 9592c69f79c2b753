// Payments (DESIGN §4): a payment order binds what is paid for (use + target) to an amount the
// server set; a payment settles it once; webhook events are recorded once by their id.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const paymentOrders = pgTable(
  'payment_orders',
  {
    /** The gateway's order id (Razorpay "order_…", sandbox "order_sbx_…"). */
    id: text('id').primaryKey(),
    gateway: text('gateway').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What is paid for: 'landing_page' (target = an order id) or 'ad_campaign'. */
    use: text('use').notNull(),
    targetId: text('target_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    receipt: text('receipt').notNull().unique(),
    /** 'created' until a payment settles it, then 'paid'. */
    status: text('status').notNull().default('created'),
    paymentId: text('payment_id').unique(),
    /** How it was settled: 'verify' (browser) or 'webhook'. */
    paidVia: text('paid_via'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_orders_user_idx').on(t.userId, t.createdAt),
    index('payment_orders_target_idx').on(t.use, t.targetId),
  ],
);

/** Payments made in the sandbox checkout (the sandbox gateway's own record, like Razorpay's). */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    paymentOrderId: text('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** 'captured' or 'failed'. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.paymentOrderId)],
);

/** Webhook events already handled, by the gateway's event id (deduplication). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    gateway: text('gateway').notNull(),
    event: text('event').notNull(),
    paymentOrderId: text('payment_order_id'),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_order_idx').on(t.paymentOrderId)],
);
