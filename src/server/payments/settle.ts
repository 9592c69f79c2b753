import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { paymentOrders } from '../db/schema';
import { conflict } from '../http/errors';
import { payableFor, type PaymentOrderRow } from './payables';

export interface Settlement {
  /** 'settled' the first time; 'already' when this very payment had settled it before. */
  outcome: 'settled' | 'already';
  paymentOrder: PaymentOrderRow;
  targetStatus: string;
}

/**
 * Settle a payment order with a checked payment, inside the caller's transaction, with the
 * payment order row locked. Idempotent for the same payment; refuses a second, different payment
 * and a payment id already used for another payment order. Never moves a target backwards.
 */
export async function settleLocked(
  tx: Db,
  paymentOrderId: string,
  paymentId: string,
  via: 'verify' | 'webhook',
): Promise<Settlement> {
  const [po] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, paymentOrderId)).for('update');
  if (!po) throw conflict('Payment order not found');
  const payable = payableFor(po.use);
  if (po.status === 'paid') {
    if (po.paymentId === paymentId) {
      return { outcome: 'already', paymentOrder: po, targetStatus: await payable.status(tx, po) };
    }
    throw conflict('This payment order has already been paid');
  }
  const [reused] = await tx
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.paymentId, paymentId), ne(paymentOrders.id, po.id)));
  if (reused) throw conflict('This payment has already been used');
  const [paid] = await tx
    .update(paymentOrders)
    .set({ status: 'paid', paymentId, paidVia: via, paidAt: new Date() })
    .where(and(eq(paymentOrders.id, po.id), eq(paymentOrders.status, 'created')))
    .returning();
  const targetStatus = await payable.onPaid(tx, paid!);
  return { outcome: 'settled', paymentOrder: paid!, targetStatus };
}

/** After commit: start the target's slow work. */
export async function afterSettlement(ctx: AppContext, settlement: Settlement): Promise<void> {
  // Also on a repeat: if the first run crashed before enqueueing, this resumes the work.
  await payableFor(settlement.paymentOrder.use).afterPaid?.(ctx, settlement.paymentOrder);
}
