import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { PaymentsDeps } from './deps';
import { adCampaigns, paymentOrders, payments } from '../db/schema';
import {
  refundReasonText,
  type GatewayName,
  type PayableUse,
  type PaymentHistoryEntry,
  type PaymentStatus,
  type RefundReason,
} from '../../shared/contracts/payments';

/**
 * The payments of one of the user's orders and of its ad campaigns, newest first: every payment
 * the gateway reported (paid, refunded with the reason, capture pending, failed). Another user's
 * order, or a deleted one, is "not found".
 */
export async function paymentHistory(
  ctx: PaymentsDeps,
  userId: string,
  orderId: string,
): Promise<PaymentHistoryEntry[]> {
  const db = ctx.db;
  // The order's own area says whether it is the caller's (through the payables port).
  const landingPage = ctx.payables.get('landing_page');
  if (!landingPage.assertOwned) throw new Error('the landing_page payable must say whose an order is');
  await landingPage.assertOwned(db, userId, orderId);
  const order = { id: orderId };
  const campaigns = await db
    .select({ id: adCampaigns.id, name: adCampaigns.campaignName })
    .from(adCampaigns)
    .where(eq(adCampaigns.orderId, order.id));
  const campaignNames = new Map(campaigns.map((c) => [c.id, c.name]));
  const rows = await db
    .select({ payment: payments, use: paymentOrders.use, targetId: paymentOrders.targetId })
    .from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, payments.paymentOrderId))
    .where(
      and(
        eq(paymentOrders.userId, userId),
        or(
          and(eq(paymentOrders.use, 'landing_page'), eq(paymentOrders.targetId, order.id)),
          campaigns.length
            ? and(eq(paymentOrders.use, 'ad_campaign'), inArray(paymentOrders.targetId, [...campaignNames.keys()]))
            : undefined,
        ),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map(({ payment: p, use, targetId }) => {
    const payableUse = use as PayableUse;
    return {
      id: p.id,
      use: payableUse,
      description:
        payableUse === 'ad_campaign' ? `Ad campaign ${campaignNames.get(targetId) ?? ''}`.trim() : 'Landing page',
      amount_minor: p.amountMinor,
      currency: p.currency,
      status: p.status as PaymentStatus,
      gateway: p.gateway as GatewayName,
      created_at: p.createdAt.toISOString(),
      refund_reason: p.refundReason ? refundReasonText(p.refundReason as RefundReason, payableUse) : null,
      refunded_amount_minor: p.refundedAmountMinor,
      refunded_at: p.refundedAt?.toISOString() ?? null,
    };
  });
}
