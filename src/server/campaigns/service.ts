import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { adCampaigns, orders } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import type { CreateAdCampaignBody } from '../../shared/contracts/campaigns';
import { CAMPAIGN_CURRENCY } from '../../shared/campaigns/rules';
import { isLive } from '../../shared/orders/status';
import type { CampaignRow } from './serialize';
import { campaignRuntime } from './runtime';
import { resolveTargets } from './targets';
import { enqueueGeneration } from './enqueue';

type OrderRow = typeof orders.$inferSelect;

/** An order can hold this many campaigns (a guard against runaway clients, far above real use). */
export const MAX_CAMPAIGNS_PER_ORDER = 50;

/** Campaign ids are random and unguessable (96 bits). */
export const newCampaignId = () => randomBytes(12).toString('base64url');

/** The caller's visible order, or 404 (missing, removed and someone else's look the same). */
export async function ownOrder(db: Db, userId: string, orderId: string): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), isNull(orders.deletedAt)));
  if (!row) throw notFound(`No order data found for ID: ${orderId}`);
  return row;
}

/** The caller's campaign by order and name, or 404. */
export async function ownCampaign(db: Db, userId: string, orderId: string, name: string): Promise<CampaignRow> {
  await ownOrder(db, userId, orderId);
  const [row] = await db
    .select()
    .from(adCampaigns)
    .where(and(eq(adCampaigns.orderId, orderId), eq(adCampaigns.campaignName, name), eq(adCampaigns.userId, userId)));
  if (!row) throw notFound(`No ad campaign named ${name} for this order`);
  return row;
}

export async function listCampaigns(db: Db, userId: string, orderId: string): Promise<CampaignRow[]> {
  await ownOrder(db, userId, orderId);
  return db
    .select()
    .from(adCampaigns)
    .where(and(eq(adCampaigns.orderId, orderId), eq(adCampaigns.userId, userId)))
    .orderBy(asc(adCampaigns.createdAt), asc(adCampaigns.id));
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * Create a Draft campaign for the caller's live order and start generating its ad content.
 * The body is already checked against the shared form rules; here: ownership, order state,
 * known locations, a unique name per order.
 */
export async function createCampaign(
  ctx: AppContext,
  userId: string,
  body: CreateAdCampaignBody,
): Promise<CampaignRow> {
  const order = await ownOrder(ctx.db, userId, body.order_id);
  if (!isLive(order.status)) {
    throw conflict('Ad campaigns send visitors to the landing page: create one once the order is Active.');
  }
  const targets = resolveTargets(body.target_locations);
  const name = body.campaign_name.trim();
  const [existing] = await ctx.db.select({ n: count() }).from(adCampaigns).where(eq(adCampaigns.orderId, order.id));
  if ((existing?.n ?? 0) >= MAX_CAMPAIGNS_PER_ORDER) {
    throw conflict(`An order can have at most ${MAX_CAMPAIGNS_PER_ORDER} ad campaigns`);
  }
  let row: CampaignRow;
  try {
    [row] = (await ctx.db
      .insert(adCampaigns)
      .values({
        id: newCampaignId(),
        orderId: order.id,
        userId,
        campaignName: name,
        businessName: body.business_name.trim(),
        budgetMinor: Math.round(body.budget * 100),
        currency: CAMPAIGN_CURRENCY,
        durationDays: body.duration,
        targets,
        status: 'Draft',
        provider: campaignRuntime(ctx).ads.name,
      })
      .returning()) as [CampaignRow];
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(`A campaign named "${name}" already exists for this order`);
    throw err;
  }
  await enqueueGeneration(ctx, row.id);
  return row;
}
