import { asc, count, eq } from 'drizzle-orm';
import type { OrdersDeps } from './deps';
import type { Db } from '../db/client';
import { adCampaigns, contactSubmissions } from '../db/schema';
import { AppError, conflict } from '../http/errors';
import { transitionCampaign } from '../campaigns/states';
import type { OrderRemoval } from '../../shared/contracts/orders';
import { isLive } from '../../shared/orders/status';
import { getOwnOrder, removeOrder } from './service';
import { toOrderSummary } from './serialize';

/** Why an order with a campaign being launched cannot be deleted yet (the launch cannot be taken back half-way). */
export const launchingDetail = (name: string) =>
  `The ad campaign “${name}” is being launched right now. Wait until it is Active (a few minutes), then delete the order: the campaign will be stopped.`;

/** Why nothing was deleted when the ads provider did not confirm the stop. */
export const stopFailedDetail = (name: string) =>
  `The ad campaign “${name}” could not be stopped with the ads provider, so the order was not deleted. Please try again in a few minutes.`;

/** What deleting the caller's order does (docs/product.md#screens delete dialog); 404 when it is not theirs. */
export async function removalImpact(db: Db, userId: string, orderId: string): Promise<OrderRemoval> {
  const order = await getOwnOrder(db, userId, orderId);
  const [[leads], campaigns] = await Promise.all([
    db.select({ n: count() }).from(contactSubmissions).where(eq(contactSubmissions.orderId, order.id)),
    db
      .select({ name: adCampaigns.campaignName, status: adCampaigns.status, endsAt: adCampaigns.endsAt })
      .from(adCampaigns)
      .where(eq(adCampaigns.orderId, order.id))
      .orderBy(asc(adCampaigns.createdAt), asc(adCampaigns.id)),
  ]);
  const launching = campaigns.find((c) => c.status === 'Under Processing');
  const status = toOrderSummary(order).status;
  return {
    order_id: order.id,
    title: order.title,
    status,
    paid: status !== 'Payment Required',
    page_live: isLive(status) && order.landingPage !== null,
    leads: Number(leads?.n ?? 0),
    campaigns_to_stop: campaigns
      .filter((c) => c.status === 'Active')
      .map((c) => ({ name: c.name, status: c.status, ends_at: c.endsAt ? c.endsAt.toISOString() : null })),
    blocked: launching ? launchingDetail(launching.name) : null,
  };
}

/**
 * Delete (hide) the caller's order and do what the delete dialog said: refuse with 409 while a
 * campaign is being launched; stop every Active campaign through the ads provider first (a
 * failed stop deletes nothing: 502); then the page goes offline. Leads and payments stay stored.
 */
export async function removeOrderStoppingCampaigns(ctx: OrdersDeps, userId: string, orderId: string): Promise<void> {
  const impact = await removalImpact(ctx.db, userId, orderId);
  if (impact.blocked) throw conflict(impact.blocked);
  const active = await ctx.db.select().from(adCampaigns).where(eq(adCampaigns.orderId, impact.order_id));
  // Read again: a campaign paid for since the check above is being launched now.
  const launching = active.find((c) => c.status === 'Under Processing');
  if (launching) throw conflict(launchingDetail(launching.campaignName));
  for (const campaign of active.filter((c) => c.status === 'Active')) {
    if (campaign.externalId) {
      try {
        await ctx.stopAds(campaign.externalId);
      } catch (err) {
        ctx.log.warn({ err, campaignId: campaign.id }, 'stopping an ad campaign failed; order not deleted');
        throw new AppError('upstream_unavailable', stopFailedDetail(campaign.campaignName));
      }
    }
    const now = new Date();
    await transitionCampaign(ctx.db, campaign.id, ['Active'], 'Completed', { completedAt: now, endsAt: now });
  }
  await removeOrder(ctx.db, userId, impact.order_id);
}
