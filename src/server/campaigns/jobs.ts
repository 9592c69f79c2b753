import { eq, sql } from 'drizzle-orm';
import type { CampaignsDeps } from './deps';
import { adCampaigns, orders } from '../db/schema';
import { loadMedia } from '../media/store';
import { landingPath } from '../../shared/contracts/landing';
import type { AdImageKind } from '../../shared/campaigns/ad-limits';
import { generateAdContent } from './content/generate';
import { readAdContent } from './content/stored';
import { AD_IMAGE_KINDS } from './content/images';
import { CAMPAIGN_JOBS, enqueueActivation, enqueueCompletion, type CampaignJob } from './enqueue';
import { defineMetricsJob, enqueueMetricsRefresh } from './metrics';
import type { CampaignRow } from './serialize';
import { noteCampaignError, transitionCampaign } from './states';
import { campaignFinalUrl } from '../../shared/analytics/channel';
import { notifySafely } from '../notifications/service';
import { NOTIFICATION_TEXTS } from '../../shared/contracts/notifications';

async function load(ctx: CampaignsDeps, id: string): Promise<CampaignRow | undefined> {
  const [row] = await ctx.db.select().from(adCampaigns).where(eq(adCampaigns.id, id));
  return row;
}

/** Draft → Payment Required: write the ad content, draw and store the images. Idempotent. */
export async function runGeneration(ctx: CampaignsDeps, campaignId: string): Promise<void> {
  const campaign = await load(ctx, campaignId);
  if (!campaign || campaign.status !== 'Draft') return;
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, campaign.orderId));
  if (!order) return;
  try {
    const { content, generator } = await generateAdContent(
      ctx.db,
      ctx.adWriter,
      {
        order,
        businessName: campaign.businessName,
        finalUrl: campaignFinalUrl(`${ctx.config.PUBLIC_URL}${landingPath(order.id)}`, campaign.campaignName),
      },
      ctx.log,
    );
    await transitionCampaign(ctx.db, campaignId, ['Draft'], 'Payment Required', { content, generator });
  } catch (err) {
    await noteCampaignError(ctx.db, campaignId, 'Generating the ad content failed; retrying.');
    throw err;
  }
}

/** Under Processing: publish through the ads provider (once), then schedule activation. */
export async function runLaunch(ctx: CampaignsDeps, campaignId: string): Promise<void> {
  const campaign = await load(ctx, campaignId);
  if (!campaign || campaign.status !== 'Under Processing' || !campaign.content) return;
  const { ads } = ctx;
  let activeAfterMs = 0;
  if (!campaign.externalId) {
    const c = readAdContent(campaign.content)!;
    const images = {} as Record<AdImageKind, Buffer>;
    for (const kind of AD_IMAGE_KINDS) {
      const media = c.images[kind] ? await loadMedia(ctx.db, c.images[kind]) : null;
      if (!media) throw new Error(`campaign ${campaignId}: ${kind} image missing`);
      images[kind] = media.bytes;
    }
    const startsAt = new Date();
    try {
      const result = await ads.launch({
        campaignId: campaign.id,
        campaignName: campaign.campaignName,
        budgetMinor: campaign.budgetMinor,
        currency: campaign.currency,
        durationDays: campaign.durationDays,
        startsAt,
        endsAt: new Date(startsAt.getTime() + campaign.durationDays * ads.dayMs),
        targets: campaign.targets,
        finalUrl: c.finalUrl,
        businessName: c.businessName,
        headlines: c.headlines,
        longHeadlines: c.longHeadlines,
        descriptions: c.descriptions,
        callToAction: c.callToAction,
        images,
      });
      activeAfterMs = result.activeAfterMs;
      await ctx.db
        .update(adCampaigns)
        .set({ externalId: result.externalId, lastError: null, updatedAt: sql`now()` })
        .where(eq(adCampaigns.id, campaignId));
    } catch (err) {
      ctx.log.warn({ err, campaignId }, 'ad campaign launch failed; will retry');
      await noteCampaignError(ctx.db, campaignId, `Launching with ${ads.name} failed; retrying.`);
      throw err;
    }
  }
  if (activeAfterMs > 0) await enqueueActivation(ctx, campaignId, activeAfterMs);
  else await runActivation(ctx, campaignId);
}

/** Under Processing → Active; the duration starts now. Schedules completion. */
export async function runActivation(ctx: CampaignsDeps, campaignId: string): Promise<void> {
  const campaign = await load(ctx, campaignId);
  if (!campaign || campaign.status !== 'Under Processing' || !campaign.externalId) return;
  const startsAt = new Date();
  const endsAt = new Date(startsAt.getTime() + campaign.durationDays * ctx.ads.dayMs);
  if (await transitionCampaign(ctx.db, campaignId, ['Under Processing'], 'Active', { startsAt, endsAt })) {
    await enqueueCompletion(ctx, campaignId, endsAt);
    await enqueueMetricsRefresh(ctx);
    await notifyCampaign(ctx, campaign, 'campaign_active');
  }
}

/** Active → Completed once the end has passed (a job that fires early re-schedules itself). */
export async function runCompletion(ctx: CampaignsDeps, campaignId: string): Promise<void> {
  const campaign = await load(ctx, campaignId);
  if (!campaign || campaign.status !== 'Active' || !campaign.endsAt) return;
  if (campaign.endsAt.getTime() > Date.now()) {
    await enqueueCompletion(ctx, campaignId, campaign.endsAt);
    return;
  }
  if (await transitionCampaign(ctx.db, campaignId, ['Active'], 'Completed', { completedAt: new Date() })) {
    await enqueueMetricsRefresh(ctx); // the last day's figures, without waiting for the schedule
    await notifyCampaign(ctx, campaign, 'campaign_completed');
  }
}

/** Tell the founder their campaign went live or finished (once per campaign and event). */
async function notifyCampaign(
  ctx: CampaignsDeps,
  campaign: CampaignRow,
  kind: 'campaign_active' | 'campaign_completed',
): Promise<void> {
  const texts =
    kind === 'campaign_active'
      ? NOTIFICATION_TEXTS.campaignActive(campaign.campaignName)
      : NOTIFICATION_TEXTS.campaignCompleted(campaign.campaignName);
  await notifySafely(ctx.db, ctx.log, {
    userId: campaign.userId,
    kind,
    ...texts,
    link: `/dashboard/overview/${encodeURIComponent(campaign.orderId)}`,
    eventKey: `${kind}:${campaign.id}`,
  });
}

/** The campaign area's jobs (registered by the composition root, services.ts, with its payable kind). */
export function defineCampaignJobs(ctx: CampaignsDeps): void {
  // 'exclusive' with the campaign id as key: one job per campaign waiting, retrying or running, however
  // often a payment is verified. Completion re-schedules itself from its own handler, so it stays standard.
  ctx.jobs.define<CampaignJob>(CAMPAIGN_JOBS.generate, (job) => runGeneration(ctx, job.campaignId), {
    policy: 'exclusive',
  });
  ctx.jobs.define<CampaignJob>(CAMPAIGN_JOBS.launch, (job) => runLaunch(ctx, job.campaignId), {
    retryLimit: 10,
    policy: 'exclusive',
  });
  ctx.jobs.define<CampaignJob>(CAMPAIGN_JOBS.activate, (job) => runActivation(ctx, job.campaignId), {
    policy: 'exclusive',
  });
  ctx.jobs.define<CampaignJob>(CAMPAIGN_JOBS.complete, (job) => runCompletion(ctx, job.campaignId));
  defineMetricsJob(ctx);
}
