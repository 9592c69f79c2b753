import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { orders } from '../db/schema';
import { conflict } from '../http/errors';
import type { Payable } from '../payments/payables';
import { enqueueGeneration, enqueueCompletion } from '../generation/enqueue';
import { getOwnOrder } from './service';
import { transitionOrder } from './states';

/** `use: "landing_page"`: pays for one order's landing page, at the order's price (99). */
export const landingPagePayable: Payable = {
  async prepare(ctx, user, body) {
    const order = await getOwnOrder(ctx.db, user.id, body.pfa_order_id);
    if (order.status !== 'Payment Required') throw conflict('This order has already been paid');
    return {
      targetId: order.id,
      amountMinor: order.amountMinor,
      currency: order.currency,
      description: `Landing page for "${order.title}"`,
    };
  },

  async onPaid(tx, po) {
    await transitionOrder(tx, po.targetId, ['Payment Required'], 'Under Processing', { paidAt: new Date() });
    return this.status(tx, po);
  },

  async afterPaid(ctx: AppContext, po) {
    const [order] = await ctx.db
      .select({ id: orders.id, status: orders.status, dueAt: orders.dueAt })
      .from(orders)
      .where(eq(orders.id, po.targetId));
    if (!order) return;
    if (order.status === 'Under Processing') await enqueueGeneration(ctx, order.id);
    await enqueueCompletion(ctx, order.id, order.dueAt);
  },

  async status(db, po) {
    const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, po.targetId));
    return order?.status ?? 'Payment Required';
  },
};
