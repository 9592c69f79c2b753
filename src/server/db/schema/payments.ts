// Payments: a payment order binds what is paid for (use + target) to an amount the server set;
// every payment the gateway reports is recorded once by its id (captured, then settling its
// target once, or refunded when the target was already paid or deleted); webhook events are
// recorded once by their id.
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const paymentOrders = pgTable(
  'payment_orders',
  {
    /** The gateway's order id (Razorpay "order_…", sandbox "order_sbx_…"). */
    id: text('id').primaryKey(),
    gateway: text('gateway').notNull(),
    /**
     * Who paid: an identity user id. Not a foreign key: a payment record outlives a deleted account
     * (the law keeps invoices), its id then names nobody (docs/product.md#deleting-your-account).
     */
    userId: text('user_id').notNull(),
    /** What is paid for: 'landing_page' (target = an order id) or 'ad_campaign'. */
    use: text('use').notNull(),
    targetId: text('target_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    receipt: text('receipt').notNull().unique(),
    /** 'created' until a payment settles it, then 'paid'; 'refunded' when its only payment was refunded. */
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
    /** 'authorized' (checkout done), 'captured', 'refunded' or 'failed'. */
    status: text('status').notNull(),
    /** Sandbox only: the checkout authorized, but the capture will be declined (to test that path). */
    captureFails: boolean('capture_fails').notNull().default(false),
    refundId: text('refund_id'),
    refundedAmountMinor: integer('refunded_amount_minor'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.paymentOrderId)],
);

/**
 * Every payment the server has seen for a payment order, by the gateway's payment id (so one
 * payment is acted on once): 'capture_pending' (authorized, capture not done), 'paid' (captured
 * and settled its target), 'refund_pending' / 'refunded' (captured for something already paid
 * or deleted: given back through the gateway), 'failed' (the capture was declined).
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    paymentOrderId: text('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    /** Why it is refunded: 'already_paid' | 'target_deleted' | 'not_payable'. */
    refundReason: text('refund_reason'),
    /** Why the capture failed (the gateway's words). */
    failure: text('failure'),
    refundId: text('refund_id'),
    refundedAmountMinor: integer('refunded_amount_minor'),
    /** When a refund call was last started (a claim: one caller at a time asks the gateway). */
    refundAttemptAt: timestamp('refund_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_payment_order_idx').on(t.paymentOrderId)],
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
