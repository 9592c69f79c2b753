import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../../src/server/context';
import { adCampaigns, orders } from '../../../src/server/db/schema';
import { normaliseIdea } from '../../../src/shared/orders/questions';
import type { LandingPage } from '../../../src/shared/contracts/landing';

export const IDEA = [
  'Farm-fresh vegetables delivered in Pune',
  'We connect local farmers with apartment residents through a weekly subscription box.',
  'Harvested the morning of delivery, zero cold storage',
  'How often would you order fresh vegetables?',
];

/** Insert an order row for `userId` directly (the orders area's own flow is tested there). */
export async function insertOrder(
  ctx: AppContext,
  userId: string,
  options: { status?: string; landingPage?: LandingPage | null; idea?: readonly string[] } = {},
): Promise<string> {
  const id = randomBytes(8).toString('hex');
  const now = new Date();
  await ctx.db.insert(orders).values({
    id,
    userId,
    businessIdea: normaliseIdea([...(options.idea ?? IDEA)]),
    title: (options.idea ?? IDEA)[0]!,
    amountMinor: 9900,
    currency: 'INR',
    status: options.status ?? 'Active',
    createdAt: now,
    dueAt: new Date(now.getTime() + 7 * 86_400_000),
    landingPage: options.landingPage ?? null,
  });
  return id;
}

export function campaignBody(orderId: string, patch: Record<string, unknown> = {}) {
  return {
    order_id: orderId,
    campaign_name: `${orderId}_C1`,
    business_name: 'Green Cart',
    budget: 5000,
    duration: 7,
    target_locations: ['2356'],
    status: 'Draft',
    ...patch,
  };
}

export async function campaignCount(ctx: AppContext): Promise<number> {
  return (await ctx.db.select({ id: adCampaigns.id }).from(adCampaigns)).length;
}
