import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { adCampaigns } from '../db/schema';
import { enqueueGeneration, enqueueLaunch } from './enqueue';
import type { CampaignRow } from './serialize';
import { runActivation, runCompletion } from './jobs';

/** A step that made no progress for this long gets its job sent again. */
export const STALL_MS = 60_000;

/**
 * Safety net, run when the owner looks at their campaigns: a campaign whose job was lost (for
 * example, the process died between the database write and the enqueue) gets it again, at most
 * once a minute (the job handlers are idempotent); a published campaign whose activation was
 * lost is activated. An Active campaign past its end completes.
 */
export async function resumeStalled(ctx: AppContext, rows: CampaignRow[]): Promise<boolean> {
  const now = Date.now();
  let changed = false;
  for (const row of rows) {
    const stalled = now - row.updatedAt.getTime() > STALL_MS;
    if (row.status === 'Active' && row.endsAt && row.endsAt.getTime() <= now) {
      await runCompletion(ctx, row.id);
      changed = true;
    } else if (stalled && row.status === 'Under Processing' && row.externalId) {
      // Published, but the activation job was lost: activate now (atomic, from Under Processing only).
      await runActivation(ctx, row.id);
      changed = true;
    } else if (stalled && (row.status === 'Draft' || (row.status === 'Under Processing' && !row.externalId))) {
      // Touch first (only one reader wins), so concurrent readers do not all re-send.
      const touched = await ctx.db
        .update(adCampaigns)
        .set({ updatedAt: sql`now()` })
        .where(
          and(
            eq(adCampaigns.id, row.id),
            eq(adCampaigns.status, row.status),
            lt(adCampaigns.updatedAt, new Date(now - STALL_MS)),
          ),
        )
        .returning({ id: adCampaigns.id });
      if (!touched.length) continue;
      changed = true;
      ctx.log.warn({ campaignId: row.id, status: row.status }, 'ad campaign step stalled; re-sending its job');
      if (row.status === 'Draft') await enqueueGeneration(ctx, row.id);
      else await enqueueLaunch(ctx, row.id);
    }
  }
  return changed;
}
