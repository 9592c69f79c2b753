import { and, eq, or } from 'drizzle-orm';
import type { CampaignsDeps } from './deps';
import { adCampaigns, orders } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import type { Payable } from '../payments/payables';
import { formatMoney } from '../../shared/money';
import { enqueueLaunch } from './enqueue';
import { transitionCampaign } from './states';
import { readAdContent } from './content/stored';
import { adPolicyProblems } from './service';
import { CAMPAIGN_MESSAGES } from '../../shared/campaigns/messages';

/**
 * `use: "ad_campaign"`: pays a campaign's whole budget (the server's amount, never the client's)
 * through the same payment code as orders. Payment Required → (paid) Under Processing → launch.
 */
export const adCampaignPayable = (ctx: CampaignsDeps): Payable => ({
  async prepare(user, body) {
    if (!body.campaign_name) throw badRequest('campaign_name is required to pay for an ad campaign');
    // `pfa_order_id` names what is paid for: the campaign's id (what the web sends, so the
    // verification's pfa_order_id check matches the payment order's target), or, as in docs/product.md#api-calls,
    // the order's id; `campaign_name` must match either way.
    const [row] = await ctx.db
      .select({ campaign: adCampaigns, order: orders })
      .from(adCampaigns)
      .innerJoin(orders, eq(orders.id, adCampaigns.orderId))
      .where(
        and(
          or(eq(adCampaigns.id, body.pfa_order_id), eq(adCampaigns.orderId, body.pfa_order_id)),
          eq(adCampaigns.campaignName, body.campaign_name),
          eq(adCampaigns.userId, user.id),
          eq(orders.userId, user.id),
        ),
      );
    if (!row) throw notFound(`No ad campaign named ${body.campaign_name} for this order`);
    const c = row.campaign;
    if (row.order.deletedAt) throw conflict('The order of this ad campaign was deleted, so it cannot be paid for.');
    if (c.status === 'Draft') {
      throw conflict('The ad content is still being generated. Pay once the campaign shows Payment Required.');
    }
    if (c.status !== 'Payment Required') throw conflict('This ad campaign has already been paid for');
    // Google's policies, checked before any money moves: the stored copy (the founder's answers
    // are the evidence a claim needs) and the landing page it leads to, with the dialog's messages.
    const content = readAdContent(c.content);
    const problems = content ? adPolicyProblems(row.order, content) : [];
    if (problems.length) throw conflict(CAMPAIGN_MESSAGES.policyBlocked(problems));
    return {
      targetId: c.id,
      amountMinor: c.budgetMinor,
      currency: c.currency,
      description: `Google Ad campaign ${c.campaignName}: ${formatMoney(c.budgetMinor, 'INR', { cents: 'always' })} over ${c.durationDays} day${c.durationDays === 1 ? '' : 's'}`,
    };
  },

  async onPaid(tx, po) {
    // The order row is locked first, so deleting the order cannot slip between check and move.
    const [row] = await tx
      .select({ deletedAt: orders.deletedAt })
      .from(orders)
      .innerJoin(adCampaigns, eq(adCampaigns.orderId, orders.id))
      .where(eq(adCampaigns.id, po.targetId))
      .for('update', { of: orders });
    if (!row || row.deletedAt) return { moved: false, reason: 'target_deleted' };
    if (await transitionCampaign(tx, po.targetId, ['Payment Required'], 'Under Processing', { paidAt: new Date() })) {
      return { moved: true, targetStatus: 'Under Processing' };
    }
    const status = await this.status(tx, po);
    return { moved: false, reason: status === 'Draft' ? 'not_payable' : 'already_paid' };
  },

  async afterPaid(po) {
    const [c] = await ctx.db
      .select({ status: adCampaigns.status, externalId: adCampaigns.externalId })
      .from(adCampaigns)
      .where(eq(adCampaigns.id, po.targetId));
    // Once launched (an external id), the activation job carries on: a repeated verification adds nothing.
    if (c?.status === 'Under Processing' && !c.externalId) await enqueueLaunch(ctx, po.targetId);
  },

  async status(db, po) {
    const [c] = await db
      .select({ status: adCampaigns.status })
      .from(adCampaigns)
      .where(eq(adCampaigns.id, po.targetId));
    return c?.status ?? 'Payment Required';
  },
});
