import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { CampaignsDeps } from './deps';
import { adCampaigns } from '../db/schema';
import { enqueueGeneration, enqueueLaunch } from './enqueue';
import { runActivation, runCompletion } from './jobs';
import { MINUTE_MS } from '../../shared/time';

/** A step that made no progress for this long gets its job sent again. */
const STALL_MS = MINUTE_MS;

/** Campaigns looked at per sweep (the rest wait for the next one). */
const SWEEP_BATCH = 500;

/**
 * The campaigns' part of the scheduled sweep (services.ts; reads never do this): a campaign whose
 * job was lost (for example, the process died between the database write and the enqueue) gets it
 * again (the job handlers are idempotent); a published campaign whose activation was lost is
 * activated; an Active campaign past its end completes. Returns what it did.
 */
export async function sweepCampaigns(
  ctx: CampaignsDeps,
  now = new Date(),
): Promise<{ completed: number; activated: number; resent: number }> {
  const stalledBefore = new Date(now.getTime() - STALL_MS);
  const rows = await ctx.db
    .select({ id: adCampaigns.id, status: adCampaigns.status, externalId: adCampaigns.externalId })
    .from(adCampaigns)
    .where(
      or(
        and(eq(adCampaigns.status, 'Active'), lte(adCampaigns.endsAt, now)),
        and(inArray(adCampaigns.status, ['Draft', 'Under Processing']), lt(adCampaigns.updatedAt, stalledBefore)),
      ),
    )
    .limit(SWEEP_BATCH);
  const done = { completed: 0, activated: 0, resent: 0 };
  for (const row of rows) {
    if (row.status === 'Active') {
      await runCompletion(ctx, row.id);
      done.completed++;
    } else if (row.status === 'Under Processing' && row.externalId) {
      // Published, but the activation job was lost: activate now (atomic, from Under Processing only).
      await runActivation(ctx, row.id);
      done.activated++;
    } else {
      // Touch first, so two processes sweeping at once do not both re-send.
      const touched = await ctx.db
        .update(adCampaigns)
        .set({ updatedAt: sql`now()` })
        .where(
          and(
            eq(adCampaigns.id, row.id),
            eq(adCampaigns.status, row.status),
            row.status === 'Draft' ? undefined : isNull(adCampaigns.externalId),
            lt(adCampaigns.updatedAt, stalledBefore),
          ),
        )
        .returning({ id: adCampaigns.id });
      if (!touched.length) continue;
      ctx.log.warn({ campaignId: row.id, status: row.status }, 'ad campaign step stalled; re-sending its job');
      if (row.status === 'Draft') await enqueueGeneration(ctx, row.id);
      else await enqueueLaunch(ctx, row.id);
      done.resent++;
    }
  }
  if (done.completed || done.activated || done.resent) ctx.log.info(done, 'ad campaign sweep');
  return done;
}
