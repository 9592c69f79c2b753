import type { CampaignsDeps } from './deps';

/** The campaign lifecycle's durable jobs (pg-boss): a restart resumes each step. */
export const CAMPAIGN_JOBS = {
  /** Draft → Payment Required: write the ad content and draw the images. */
  generate: 'campaigns.generate',
  /** Under Processing: publish through the ads provider. */
  launch: 'campaigns.launch',
  /** Under Processing → Active (after the provider's delay). */
  activate: 'campaigns.activate',
  /** Active → Completed when the duration is over. */
  complete: 'campaigns.complete',
} as const;

export interface CampaignJob {
  campaignId: string;
}

export async function enqueueGeneration(ctx: CampaignsDeps, campaignId: string): Promise<void> {
  await ctx.jobs.send<CampaignJob>(CAMPAIGN_JOBS.generate, { campaignId }, { singletonKey: campaignId });
}

export async function enqueueLaunch(ctx: CampaignsDeps, campaignId: string): Promise<void> {
  await ctx.jobs.send<CampaignJob>(CAMPAIGN_JOBS.launch, { campaignId }, { singletonKey: campaignId });
}

export async function enqueueActivation(ctx: CampaignsDeps, campaignId: string, afterMs: number): Promise<void> {
  await ctx.jobs.send<CampaignJob>(
    CAMPAIGN_JOBS.activate,
    { campaignId },
    { singletonKey: campaignId, startAfter: new Date(Date.now() + afterMs) },
  );
}

export async function enqueueCompletion(ctx: CampaignsDeps, campaignId: string, at: Date): Promise<void> {
  await ctx.jobs.send<CampaignJob>(CAMPAIGN_JOBS.complete, { campaignId }, { startAfter: at });
}
