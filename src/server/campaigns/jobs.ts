import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { adCampaigns, orders } from '../db/schema';
import { loadMedia } from '../media/store';
import { definePayable } from '../payments/payables';
import { landingPath } from '../../shared/contracts/landing';
import type { AdImageKind } from '../../shared/campaigns/ad-limits';
import { generateAdContent } from './content/generate';
import { AD_IMAGE_KINDS } from './content/images';
import { CAMPAIGN_JOBS, enqueueActivation, enqueueCompletion, type CampaignJob } from './enqueue';
import { adCampaignPayable } from './payable';
import { campaignRuntime } from './runtime';
import type { CampaignRow } from './serialize';
import { noteCampaignError, transitionCampaign } from './states';

async function load(ctx: AppContext, id: string): Promise<CampaignRow | undefined> {
  const [row] = await ctx.db.select().from(adCampaigns).where(eq(adCampaigns.id, id));
  return row;
}

/** Draft → Payment Required: write the ad content, draw and store the images. Idempotent. */
export async function runGeneration(ctx: AppContext, campaignId: string): Promise<void> {
  const campaign = await load(ctx, campaignId);
  if (!campaign || campaign.status !== 'Draft') return;
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, campaign.orderId));
  if (!order) return;
  try {
    const { content, generator } = await generateAdContent(
      ctx.db,
      campaignRuntime(ctx).writer,
      {
        order,
        businessName: campaign.businessName,
        finalUrl: `${ctx.config.PUBLIC_URL}${landingPath(order.id)}`,
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
export async function runLaunch(ctx: AppContext, campaignId: string): Promise<void> {
  const campaign = await load(ctx, campaignId);
  if (!campaign || campaign.status !== 'Under Processing' || !campaign.content) return;
  const { ads } = campaignRuntime(ctx);
  let activeAfterMs = 0;
  if (!campaign.externalId) {
    const c = campaign.content;
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
        longHeadline: c.longHeadline,
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
export async function runActivation(ctx: AppContext, campaignId: string): Promise<void> {
  const campaign = await load(ctx, campaignId);
  if (!campaign || campaign.status !== 'Under Processing' || !campaign.externalId) return;
  const startsAt = new Date();
  const endsAt = new Date(startsAt.getTime() + campaign.durationDays * campaignRuntime(ctx).ads.dayMs);
  if (await transitionCampaign(ctx.db, campaignId, ['Under Processing'], 'Active', { startsAt, endsAt })) {
    await enqueueCompletion(ctx, campaignId, endsAt);
  }
}

/** Active → Completed once the end has passed (a job that fires early re-schedules itself). */
export async function runCompletion(ctx: AppContext, campaignId: string): Promise<void> {
  const campaign = await load(ctx, campaignId);
  if (!campaign || campaign.status !== 'Active' || !campaign.endsAt) return;
  if (campaign.endsAt.getTime() > Date.now()) {
    await enqueueCompletion(ctx, campaignId, campaign.endsAt);
    return;
  }
  await transitionCampaign(ctx.db, campaignId, ['Active'], 'Completed', { completedAt: new Date() });
}

/** The campaign area's jobs and its payable kind (`use: "ad_campaign"`). Called from jobs/registry.ts. */
export function defineCampaignJobs(ctx: AppContext): void {
  campaignRuntime(ctx); // read the ads settings at start-up: a bad value stops the server here
  definePayable('ad_campaign', adCampaignPayable);
  ctx.jobs.define<CampaignJob>(CAMPAIGN_JOBS.generate, (job) => runGeneration(ctx, job.campaignId));
  ctx.jobs.define<CampaignJob>(CAMPAIGN_JOBS.launch, (job) => runLaunch(ctx, job.campaignId), { retryLimit: 10 });
  ctx.jobs.define<CampaignJob>(CAMPAIGN_JOBS.activate, (job) => runActivation(ctx, job.campaignId));
  ctx.jobs.define<CampaignJob>(CAMPAIGN_JOBS.complete, (job) => runCompletion(ctx, job.campaignId));
}
