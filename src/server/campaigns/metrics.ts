import { and, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { CampaignsDeps } from './deps';
import type { Db } from '../db/client';
import { adCampaignMetrics, adCampaigns } from '../db/schema';
import { DAY_MS } from '../../shared/time';

/**
 * Reported ad figures (docs/ad-campaigns.md#results): a scheduled job asks the ads provider for
 * each launched campaign's impressions, clicks and cost per day and stores them, one row per
 * campaign per day (a day reported again replaces its row). Readers (get_ad_campaigns, the
 * demand card) read the stored rows only; they never call the provider.
 */
export const METRICS_JOB = 'campaigns.metrics';

/** Every 15 minutes (Google Ads updates its figures a few times an hour at most). */
export const METRICS_CRON = '*/15 * * * *';

/** A finished campaign's figures are fetched for this long after its end (Google settles them, e.g. for invalid clicks). */
const SETTLE_MS = 3 * DAY_MS;

/** Fetch and store the figures of every launched campaign of the active provider. Idempotent. */
export async function refreshCampaignMetrics(ctx: CampaignsDeps, now: Date = new Date()): Promise<{ days: number }> {
  const { ads } = ctx;
  const rows = await ctx.db
    .select({
      id: adCampaigns.id,
      externalId: adCampaigns.externalId,
      budgetMinor: adCampaigns.budgetMinor,
      durationDays: adCampaigns.durationDays,
      startsAt: adCampaigns.startsAt,
      endsAt: adCampaigns.endsAt,
    })
    .from(adCampaigns)
    .where(
      and(
        // A campaign is reported by the provider that launched it.
        eq(adCampaigns.provider, ads.name),
        inArray(adCampaigns.status, ['Active', 'Completed']),
        isNotNull(adCampaigns.externalId),
        lte(adCampaigns.startsAt, now),
        gt(adCampaigns.endsAt, new Date(now.getTime() - SETTLE_MS)),
      ),
    );
  const requests = rows.map((r) => ({
    campaignId: r.id,
    externalId: r.externalId!,
    budgetMinor: r.budgetMinor,
    durationDays: r.durationDays,
    startsAt: r.startsAt!,
    endsAt: r.endsAt!,
  }));
  if (!requests.length) return { days: 0 };
  const days = await ads.reportMetrics(requests, now);
  if (!days.length) return { days: 0 };
  await ctx.db
    .insert(adCampaignMetrics)
    .values(days.map((d) => ({ ...d, source: ads.name, reportedAt: now })))
    .onConflictDoUpdate({
      target: [adCampaignMetrics.campaignId, adCampaignMetrics.dayStart],
      set: {
        dayEnd: sql`excluded.day_end`,
        impressions: sql`excluded.impressions`,
        clicks: sql`excluded.clicks`,
        costMicros: sql`excluded.cost_micros`,
        source: sql`excluded.source`,
        reportedAt: sql`excluded.reported_at`,
      },
    });
  return { days: days.length };
}

export interface MetricsTotals {
  impressions: number;
  clicks: number;
  costMicros: number;
}

/** The stored figures of each campaign, summed over its days (campaigns without any are absent). */
export async function metricsTotals(db: Db, campaignIds: string[]): Promise<Map<string, MetricsTotals>> {
  if (!campaignIds.length) return new Map();
  const rows = await db
    .select({
      campaignId: adCampaignMetrics.campaignId,
      impressions: sql<string>`sum(${adCampaignMetrics.impressions})`,
      clicks: sql<string>`sum(${adCampaignMetrics.clicks})`,
      costMicros: sql<string>`sum(${adCampaignMetrics.costMicros})`,
    })
    .from(adCampaignMetrics)
    .where(inArray(adCampaignMetrics.campaignId, campaignIds))
    .groupBy(adCampaignMetrics.campaignId);
  return new Map(
    rows.map((r) => [
      r.campaignId,
      { impressions: Number(r.impressions), clicks: Number(r.clicks), costMicros: Number(r.costMicros) },
    ]),
  );
}

/** The metrics job; called from defineCampaignJobs. */
export function defineMetricsJob(ctx: CampaignsDeps): void {
  ctx.jobs.define<Record<string, never>>(METRICS_JOB, async () => {
    const { days } = await refreshCampaignMetrics(ctx);
    if (days) ctx.log.debug({ days }, 'ad campaign figures stored');
  });
}

/** Fetch the figures soon (a campaign went live or ended): the scheduled runs stay as they are. */
export async function enqueueMetricsRefresh(ctx: CampaignsDeps): Promise<void> {
  await ctx.jobs.send(METRICS_JOB, {});
}

/** Once the queue runs: schedule the metrics job, and run it now. */
export async function startMetricsSchedule(ctx: CampaignsDeps): Promise<void> {
  await ctx.jobs.every(METRICS_JOB, METRICS_CRON, { runNow: true });
}
