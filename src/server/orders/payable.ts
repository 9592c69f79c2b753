import { and, eq, isNull } from 'drizzle-orm';
import type { OrdersDeps } from './deps';
import { orders } from '../db/schema';
import { conflict } from '../http/errors';
import type { Payable } from '../payments/payables';
import { enqueueGeneration, enqueueCompletion } from './enqueue';
import { getOwnOrder, orderNotFound } from './service';
import { transitionOrder } from './states';

/** `use: "landing_page"`: pays for one order's landing page, at the order's price (99). */
export const landingPagePayable = (ctx: OrdersDeps): Payable => ({
  async prepare(user, body) {
    const [order] = await ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, body.pfa_order_id), eq(orders.userId, user.id)));
    // Another user's order is "not found"; the owner's deleted order is refused with a reason.
    if (!order) throw orderNotFound(body.pfa_order_id);
    if (order.deletedAt) throw conflict('This order was deleted, so it cannot be paid for.');
    if (order.status !== 'Payment Required') throw conflict('This order has already been paid.');
    return {
      targetId: order.id,
      amountMinor: order.amountMinor,
      currency: order.currency,
      description: `Landing page for "${order.title}"`,
    };
  },

  async onPaid(tx, po) {
    const moved = await transitionOrder(
      tx,
      po.targetId,
      ['Payment Required'],
      'Under Processing',
      { paidAt: new Date() },
      isNull(orders.deletedAt),
    );
    if (moved) return { moved: true, targetStatus: 'Under Processing' };
    const [order] = await tx
      .select({ status: orders.status, deletedAt: orders.deletedAt })
      .from(orders)
      .where(eq(orders.id, po.targetId));
    if (!order || order.deletedAt) return { moved: false, reason: 'target_deleted' };
    return { moved: false, reason: order.status === 'Payment Required' ? 'not_payable' : 'already_paid' };
  },

  async afterPaid(po) {
    const [order] = await ctx.db
      .select({ id: orders.id, status: orders.status, dueAt: orders.dueAt })
      .from(orders)
      .where(eq(orders.id, po.targetId));
    if (!order) return;
    // Both jobs are deduplicated by the queue (one per order), so a repeated verification or
    // webhook adds nothing; a completed order needs neither.
    if (order.status === 'Under Processing') await enqueueGeneration(ctx, order.id);
    if (order.status === 'Under Processing' || order.status === 'Active')
      await enqueueCompletion(ctx, order.id, order.dueAt);
  },

  async assertOwned(db, userId, orderId) {
    await getOwnOrder(db, userId, orderId);
  },

  async status(db, po) {
    const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, po.targetId));
    return order?.status ?? 'Payment Required';
  },
});
