import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adCampaigns } from '../db/schema';
import type { CampaignStatus } from '../../shared/campaigns/status';

type CampaignUpdate = Partial<typeof adCampaigns.$inferInsert>;

/**
 * Move a campaign to `to` only from one of the `from` states, atomically (one UPDATE … WHERE
 * status IN …). Returns false when it was not in an allowed state (nothing changed).
 * docs/architecture.md#data-and-states: Draft → Payment Required → Under Processing → Active → Completed, never backwards.
 */
export async function transitionCampaign(
  db: Db,
  campaignId: string,
  from: readonly CampaignStatus[],
  to: CampaignStatus,
  set: CampaignUpdate = {},
): Promise<boolean> {
  const rows = await db
    .update(adCampaigns)
    .set({ ...set, status: to, lastError: null, updatedAt: sql`now()` })
    .where(and(eq(adCampaigns.id, campaignId), inArray(adCampaigns.status, [...from])))
    .returning({ id: adCampaigns.id });
  return rows.length > 0;
}

/** Record a background step's problem on the campaign (shown to the owner; the job retries). */
export async function noteCampaignError(db: Db, campaignId: string, message: string): Promise<void> {
  await db
    .update(adCampaigns)
    .set({ lastError: message.slice(0, 500), updatedAt: sql`now()` })
    .where(eq(adCampaigns.id, campaignId));
}
