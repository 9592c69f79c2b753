import { and, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { PaymentsDeps } from './deps';
import type { Db } from '../db/client';
import { adCampaigns, paymentOrders, payments } from '../db/schema';
import { notifySafely } from '../notifications/service';
import { NOTIFICATION_TEXTS } from '../../shared/contracts/notifications';
import { formatMoney } from '../../shared/money';
import { AppError, badRequest, conflict } from '../http/errors';
import {
  CAPTURE_FAILED_DETAIL,
  REFUND_REASONS,
  refundReasonText,
  refundedPaymentDetail,
  type PayableUse,
  type RefundReason,
} from '../../shared/contracts/payments';
import { AUTHORIZED, CAPTURED, type GatewayPayment } from './gateway';
import type { PaymentOrderRow } from './payables';
import { MINUTE_MS } from '../../shared/time';

type PaymentRow = typeof payments.$inferSelect;

export interface Settlement {
  /**
   * 'settled': this payment paid its target now · 'already': this payment had paid it before ·
   * 'refunded' / 'refund_pending': the target was already paid, deleted or not payable, so this
   * payment is (being) given back.
   */
  outcome: 'settled' | 'already' | 'refunded' | 'refund_pending';
  paymentOrder: PaymentOrderRow;
  payment: PaymentRow;
  targetStatus: string;
}

/** A refund job's payload: retries a refund the gateway refused or could not be reached for. */
export const REFUND_JOB = 'payments.refund';
export interface RefundJob {
  paymentId: string;
}

/** One caller at a time asks the gateway for a refund; a claim older than this may be taken over. */
const REFUND_CLAIM_MS = MINUTE_MS;

/**
 * Check what the gateway says about a payment against the server's payment order: the payment
 * must be for this payment order, of the server's amount and currency. Throws 400 otherwise.
 */
function checkPayment(po: PaymentOrderRow, payment: GatewayPayment | null): asserts payment is GatewayPayment {
  if (!payment || payment.orderId !== po.id) throw badRequest('Payment not found for this order');
  if (payment.amountMinor !== po.amountMinor || payment.currency !== po.currency) {
    throw badRequest('The amount paid does not match the amount due');
  }
}

async function paymentRow(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** A row already recorded for this payment: refuse it for another payment order, else answer from it. */
function assertSamePaymentOrder(row: PaymentRow, po: PaymentOrderRow): void {
  if (row.paymentOrderId !== po.id) throw conflict('This payment has already been used');
}

/**
 * Act on a payment the gateway reports for a payment order (the browser's verification and the
 * webhook share this): capture it if it is only authorized (never settling on authorized alone),
 * then, in one transaction with the payment order locked, let it pay its target once. A captured
 * payment that cannot pay its target (already paid by another payment, deleted, not payable) is
 * refunded through the gateway and kept as refunded with the reason. Idempotent per payment id.
 */
export async function acceptPayment(
  ctx: PaymentsDeps,
  po: PaymentOrderRow,
  payment: GatewayPayment | null,
  via: 'verify' | 'webhook',
): Promise<Settlement> {
  checkPayment(po, payment);
  // A payment id already used for another payment order (also one settled before the payments table).
  const [usedElsewhere] = await ctx.db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.paymentId, payment.id), ne(paymentOrders.id, po.id)));
  if (usedElsewhere) throw conflict('This payment has already been used');
  let row = await paymentRow(ctx.db, payment.id);
  if (row) assertSamePaymentOrder(row, po);
  if (row && row.status !== 'capture_pending' && row.status !== 'failed') return finish(ctx, po, row);

  if (payment.status !== AUTHORIZED && payment.status !== CAPTURED) {
    throw badRequest(`The payment was not completed (status: ${payment.status})`);
  }
  if (!row) {
    await ctx.db
      .insert(payments)
      .values({
        id: payment.id,
        paymentOrderId: po.id,
        gateway: po.gateway,
        amountMinor: po.amountMinor,
        currency: po.currency,
        status: 'capture_pending',
      })
      .onConflictDoNothing();
    row = (await paymentRow(ctx.db, payment.id))!;
    assertSamePaymentOrder(row, po);
  }
  if (payment.status === AUTHORIZED) await capture(ctx, po, payment.id, via);

  const settled = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, po.id)).for('update');
    const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
    if (!locked || !current) throw conflict('Payment order not found');
    if (current.status !== 'capture_pending' && current.status !== 'failed') return { po: locked, row: current };
    const now = new Date();
    if (locked.status === 'created') {
      const outcome = await ctx.payables.get(locked.use).onPaid(tx, locked);
      if (outcome.moved) {
        const [paidPo] = await tx
          .update(paymentOrders)
          .set({ status: 'paid', paymentId: payment.id, paidVia: via, paidAt: now })
          .where(eq(paymentOrders.id, locked.id))
          .returning();
        const [paid] = await tx
          .update(payments)
          .set({ status: 'paid', capturedAt: current.capturedAt ?? now, failure: null, updatedAt: now })
          .where(eq(payments.id, payment.id))
          .returning();
        return { po: paidPo!, row: paid! };
      }
      return markForRefund(tx, locked, payment.id, outcome.reason, now, true);
    }
    // The payment order was paid by another payment, or closed when an earlier payment was refunded.
    let reason: RefundReason = 'already_paid';
    if (locked.status !== 'paid') {
      const [earlier] = await tx
        .select({ reason: payments.refundReason })
        .from(payments)
        .where(and(eq(payments.paymentOrderId, locked.id), isNotNull(payments.refundReason)))
        .limit(1);
      reason = (earlier?.reason as RefundReason | undefined) ?? 'not_payable';
    }
    return markForRefund(tx, locked, payment.id, reason, now, false);
  });
  if (settled.row.status === 'paid') {
    return {
      outcome: 'settled',
      paymentOrder: settled.po,
      payment: settled.row,
      targetStatus: await ctx.payables.get(po.use).status(ctx.db, settled.po),
    };
  }
  return finish(ctx, settled.po, settled.row);
}

async function markForRefund(
  tx: Db,
  po: PaymentOrderRow,
  paymentId: string,
  reason: RefundReason,
  now: Date,
  closePaymentOrder: boolean,
) {
  // A payment order whose payment is given back takes no further payment (like a paid Razorpay order).
  const [closed] = closePaymentOrder
    ? await tx.update(paymentOrders).set({ status: 'refunded' }).where(eq(paymentOrders.id, po.id)).returning()
    : [po];
  const [row] = await tx
    .update(payments)
    .set({ status: 'refund_pending', refundReason: reason, failure: null, capturedAt: now, updatedAt: now })
    .where(eq(payments.id, paymentId))
    .returning();
  return { po: closed!, row: row! };
}

/** Capture an authorized payment for the server's amount; a refusal is recorded and never settles. */
async function capture(ctx: PaymentsDeps, po: PaymentOrderRow, paymentId: string, via: string): Promise<void> {
  const gateway = ctx.paymentGateway;
  try {
    const captured = await gateway.capturePayment(paymentId, po.amountMinor, po.currency);
    if (captured.status === CAPTURED) return;
    throw new Error(`capture answered status ${captured.status}`);
  } catch (err) {
    // Two callers may capture at once: the loser's "already captured" is fine when the gateway agrees.
    const now = await gateway.fetchPayment(paymentId).catch(() => null);
    if (now?.status === CAPTURED && now.amountMinor === po.amountMinor && now.currency === po.currency) return;
    ctx.log.warn({ err, paymentId, paymentOrderId: po.id, via }, 'payment capture failed; not settled');
    await ctx.db
      .update(payments)
      .set({ status: 'failed', failure: String((err as Error).message ?? err).slice(0, 300), updatedAt: new Date() })
      .where(
        and(eq(payments.id, paymentId), or(eq(payments.status, 'capture_pending'), eq(payments.status, 'failed'))),
      );
    throw new AppError('payment_failed', CAPTURE_FAILED_DETAIL);
  }
}

/** The settlement of a payment that has a final (or refund-pending) row: runs a due refund. */
async function finish(ctx: PaymentsDeps, po: PaymentOrderRow, row: PaymentRow): Promise<Settlement> {
  if (row.status === 'refund_pending') row = (await refundPayment(ctx, row.id)) ?? row;
  const targetStatus = await ctx.payables.get(po.use).status(ctx.db, po);
  const outcome = row.status === 'paid' ? 'already' : row.status === 'refunded' ? 'refunded' : 'refund_pending';
  return { outcome, paymentOrder: po, payment: row, targetStatus };
}

/**
 * Give a captured payment back through the gateway, once: the caller that claims the row asks the
 * gateway; a refusal leaves it refund pending and a durable job retries. Returns the row afterwards.
 */
async function refundPayment(ctx: PaymentsDeps, paymentId: string): Promise<PaymentRow | undefined> {
  const [claimed] = await ctx.db
    .update(payments)
    .set({ refundAttemptAt: sql`now()` })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, 'refund_pending'),
        or(isNull(payments.refundAttemptAt), lt(payments.refundAttemptAt, new Date(Date.now() - REFUND_CLAIM_MS))),
      ),
    )
    .returning();
  if (!claimed) return paymentRow(ctx.db, paymentId);
  // A safety net queued before the gateway call: if this process dies mid-refund, the job finishes it.
  await ctx.jobs
    .send<RefundJob>(
      REFUND_JOB,
      { paymentId },
      { singletonKey: paymentId, startAfter: new Date(Date.now() + 2 * REFUND_CLAIM_MS) },
    )
    .catch((err: unknown) => ctx.log.error({ err, paymentId }, 'could not queue the refund safety job'));
  try {
    const refund = await ctx.paymentGateway.refundPayment(claimed.id, claimed.amountMinor, {
      reason: claimed.refundReason ?? 'refund',
      payment_order_id: claimed.paymentOrderId,
    });
    const [done] = await ctx.db
      .update(payments)
      .set({
        status: 'refunded',
        refundId: refund.id,
        refundedAmountMinor: refund.amountMinor,
        refundedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(payments.id, claimed.id))
      .returning();
    ctx.log.info({ paymentId, reason: claimed.refundReason, refundId: refund.id }, 'payment refunded');
    await notifyRefund(
      ctx,
      claimed.paymentOrderId,
      claimed.id,
      refund.amountMinor,
      claimed.currency,
      claimed.refundReason,
    );
    return done;
  } catch (err) {
    ctx.log.error({ err, paymentId }, 'refund failed; the refund job retries it');
    await ctx.db.update(payments).set({ refundAttemptAt: null }).where(eq(payments.id, claimed.id));
    return paymentRow(ctx.db, paymentId);
  }
}

/** The refund job: retry until the gateway refunds (pg-boss retries a throwing handler). */
export async function runRefundJob(ctx: PaymentsDeps, paymentId: string): Promise<void> {
  const row = await refundPayment(ctx, paymentId);
  if (row?.status === 'refund_pending') throw new Error(`refund of ${paymentId} still pending`);
}

/** After commit: start the target's slow work (the queue keeps one job per target). */
export async function afterSettlement(ctx: PaymentsDeps, settlement: Settlement): Promise<void> {
  if (settlement.outcome !== 'settled' && settlement.outcome !== 'already') return;
  // Also on a repeat: if the first run crashed before enqueueing, this resumes the work.
  await ctx.payables.get(settlement.paymentOrder.use).afterPaid?.(settlement.paymentOrder);
}

/** The answer to a payment that did not pay its target: 409 saying it is (being) refunded. */
export function refundedAnswer(settlement: Settlement): AppError {
  const p = settlement.payment;
  return conflict(
    refundedPaymentDetail(
      (p.refundReason ?? 'already_paid') as RefundReason,
      settlement.paymentOrder.use as PayableUse,
      p.amountMinor,
      p.currency,
      settlement.outcome === 'refunded',
    ),
  );
}

/** Tell the founder a payment was given back, and why (once per payment). */
async function notifyRefund(
  ctx: PaymentsDeps,
  paymentOrderId: string,
  paymentId: string,
  amountMinor: number,
  currency: string,
  reason: string | null,
): Promise<void> {
  const [po] = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, paymentOrderId));
  if (!po) return;
  const orderId = po.use === 'landing_page' ? po.targetId : await campaignOrderId(ctx.db, po.targetId);
  const why =
    reason && (REFUND_REASONS as readonly string[]).includes(reason)
      ? refundReasonText(reason as RefundReason, po.use as PayableUse)
      : 'The payment could not be used.';
  await notifySafely(ctx.db, ctx.log, {
    userId: po.userId,
    kind: 'payment_refunded',
    ...NOTIFICATION_TEXTS.paymentRefunded(formatMoney(amountMinor, currency), why),
    link: orderId ? `/dashboard/overview/${encodeURIComponent(orderId)}` : '/transactions',
    eventKey: `payment_refunded:${paymentId}`,
  });
}

async function campaignOrderId(db: Db, campaignId: string): Promise<string | null> {
  const [row] = await db
    .select({ orderId: adCampaigns.orderId })
    .from(adCampaigns)
    .where(eq(adCampaigns.id, campaignId));
  return row?.orderId ?? null;
}
