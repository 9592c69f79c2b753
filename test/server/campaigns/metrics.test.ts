import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { signUp, type TestUser } from '../../helpers/users';
import { adCampaignMetrics, adCampaigns } from '../../../src/server/db/schema';
import {
  METRICS_CRON,
  METRICS_JOB,
  refreshCampaignMetrics,
  startMetricsSchedule,
} from '../../../src/server/campaigns/metrics';
import { simulateCampaignDays } from '../../../src/server/ads/sandbox-metrics';
import type { AdsProvider, DayMetrics } from '../../../src/server/ads';
import { getAdCampaignsResponseSchema } from '../../../src/shared/contracts/campaigns';
import { insertOrder } from './fixtures';

/**
 * Issue 14 item 7: reported ad figures. Campaigns here ran in 2025 and the job is given its own
 * "now", so the job the server schedules at start (with the real time) leaves them alone.
 */

const DAY = 86_400_000;
const START = new Date('2025-06-03T04:30:00Z');
const at = (days: number) => new Date(START.getTime() + days * DAY);

let t: TestApp;
let alice: TestUser;
let orderId: string;
let sandboxAds: AdsProvider;
/** The provider the app talks to for one test; the configured sandbox otherwise. */
let provider: AdsProvider | null = null;
function overrideAds(ads: AdsProvider | null) {
  provider = ads === sandboxAds ? null : ads;
}

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      services: {
        ads: (sandbox) => {
          sandboxAds = sandbox;
          return {
            get name() {
              return (provider ?? sandbox).name;
            },
            get dayMs() {
              return (provider ?? sandbox).dayMs;
            },
            launch: (request) => (provider ?? sandbox).launch(request),
            reportMetrics: (campaigns, now) => (provider ?? sandbox).reportMetrics(campaigns, now),
            stop: (externalId) => (provider ?? sandbox).stop(externalId),
          };
        },
      },
    },
  );
  alice = await signUp(t.app);
  orderId = await insertOrder(t.ctx, alice.id);
});
afterAll(async () => {
  await t?.close();
});

async function insertCampaign(
  name: string,
  patch: Partial<typeof adCampaigns.$inferInsert> = {},
): Promise<typeof adCampaigns.$inferSelect> {
  const id = randomBytes(8).toString('hex');
  const [row] = await t.ctx.db
    .insert(adCampaigns)
    .values({
      id,
      orderId,
      userId: alice.id,
      campaignName: name,
      businessName: 'Green Cart',
      budgetMinor: 700_000,
      currency: 'INR',
      durationDays: 7,
      targets: [{ id: '2356', label: 'India' }],
      status: 'Active',
      provider: 'sandbox',
      externalId: `sandbox/${id}`,
      paidAt: START,
      startsAt: START,
      endsAt: at(7),
      ...patch,
    })
    .returning();
  return row!;
}

const stored = (campaignId: string) =>
  t.ctx.db
    .select()
    .from(adCampaignMetrics)
    .where(eq(adCampaignMetrics.campaignId, campaignId))
    .orderBy(asc(adCampaignMetrics.dayStart));

const getCampaigns = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/get_ad_campaigns',
    headers: alice.headers,
    payload: { order_id: orderId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return getAdCampaignsResponseSchema.parse(res.json()).ad_campaigns;
};

describe('the figures job', () => {
  it('is scheduled with pg-boss', async () => {
    await startMetricsSchedule(t.ctx.deps.campaigns);
    const schedules = await t.ctx.jobs.boss.getSchedules();
    expect(schedules.find((s) => s.name === METRICS_JOB)).toMatchObject({ cron: METRICS_CRON });
  });

  it('stores one row per campaign per day, and a second run replaces rows instead of adding them', async () => {
    const c = await insertCampaign('job-idempotent');
    await refreshCampaignMetrics(t.ctx.deps.campaigns, at(2.5));
    const first = await stored(c.id);
    expect(first.map((r) => r.dayStart)).toEqual([at(0), at(1), at(2)]);
    expect(first.every((r) => r.source === 'sandbox')).toBe(true);
    // The simulation's figures, as stored.
    const simulated = simulateCampaignDays(
      {
        campaignId: c.id,
        externalId: c.externalId!,
        budgetMinor: 700_000,
        durationDays: 7,
        startsAt: START,
        endsAt: at(7),
      },
      DAY,
      at(2.5),
    );
    expect(first.map((r) => [r.impressions, r.clicks, r.costMicros, r.dayEnd])).toEqual(
      simulated.map((d) => [d.impressions, d.clicks, d.costMicros, d.dayEnd]),
    );

    // The same run again: the same rows.
    await refreshCampaignMetrics(t.ctx.deps.campaigns, at(2.5));
    const again = await stored(c.id);
    expect(again.map(({ reportedAt: _, ...r }) => r)).toEqual(first.map(({ reportedAt: _, ...r }) => r));

    // Later: the running day is replaced by its fuller figures, the next day is added, nothing doubles.
    await refreshCampaignMetrics(t.ctx.deps.campaigns, at(3.5));
    const later = await stored(c.id);
    expect(later).toHaveLength(4);
    expect(later[2]!.dayEnd).toEqual(at(3));
    expect(later[2]!.costMicros).toBeGreaterThan(first[2]!.costMicros);
    expect(later.slice(0, 2).map((r) => r.costMicros)).toEqual(first.slice(0, 2).map((r) => r.costMicros));
  });

  it('skips campaigns not launched, not started, or long finished', async () => {
    const unpaid = await insertCampaign('job-unpaid', {
      status: 'Payment Required',
      externalId: null,
      paidAt: null,
      startsAt: null,
      endsAt: null,
    });
    const future = await insertCampaign('job-future', { startsAt: at(10), endsAt: at(17) });
    const old = await insertCampaign('job-old', { startsAt: at(-30), endsAt: at(-23), status: 'Completed' });
    await refreshCampaignMetrics(t.ctx.deps.campaigns, at(1.5));
    expect(await stored(unpaid.id)).toEqual([]);
    expect(await stored(future.id)).toEqual([]);
    expect(await stored(old.id)).toEqual([]);
  });

  it('asks the provider that launched the campaign, and stores its figures with its name', async () => {
    const google = await insertCampaign('job-google', {
      provider: 'google_ads',
      externalId: 'customers/1/campaigns/77',
    });
    const day: DayMetrics = {
      campaignId: google.id,
      dayStart: at(0),
      dayEnd: at(1),
      impressions: 1000,
      clicks: 25,
      costMicros: 512_340_000,
    };
    const reportMetrics = vi.fn(async () => [day]);
    overrideAds({ ...sandboxAds, name: 'google_ads', launch: sandboxAds.launch, reportMetrics });
    try {
      await refreshCampaignMetrics(t.ctx.deps.campaigns, at(1.2));
    } finally {
      overrideAds(sandboxAds);
    }
    // Only the Google campaign was asked about (the sandbox ones are the sandbox's).
    expect(reportMetrics).toHaveBeenCalledTimes(1);
    const asked = (reportMetrics.mock.calls[0] as unknown as [{ campaignId: string }[]])[0];
    expect(asked.map((r) => r.campaignId)).toEqual([google.id]);
    expect(await stored(google.id)).toMatchObject([
      { impressions: 1000, clicks: 25, costMicros: 512_340_000, source: 'google_ads' },
    ]);
  });
});

describe('POST /api/get_ad_campaigns', () => {
  it('carries each campaign’s stored figures with their source, and null before any report', async () => {
    const list = await getCampaigns();
    const byName = new Map(list.map((c) => [c.campaign_name, c]));
    expect(byName.get('job-unpaid')).toMatchObject({ metrics: null, metrics_source: 'sandbox' });
    expect(byName.get('job-google')).toMatchObject({
      metrics_source: 'google_ads',
      metrics: { impressions: 1000, clicks: 25, cost: 512.34, ctr: 0.025, cpc: 20.49 },
    });
    const sandbox = byName.get('job-idempotent')!;
    const rows = await stored(sandbox.id);
    const sum = (k: 'impressions' | 'clicks' | 'costMicros') => rows.reduce((s, r) => s + r[k], 0);
    expect(sandbox.metrics_source).toBe('sandbox');
    expect(sandbox.metrics).toEqual({
      impressions: sum('impressions'),
      clicks: sum('clicks'),
      cost: Math.round(sum('costMicros') / 10_000) / 100,
      ctr: sum('clicks') / sum('impressions'),
      cpc: Math.round((sum('costMicros') / 1e6 / sum('clicks')) * 100) / 100,
    });
    expect(sandbox.metrics!.cost).toBeLessThanOrEqual(sandbox.budget);
  });

  it('reads stored figures only: it never asks the provider', async () => {
    const reportMetrics = vi.fn(async () => []);
    overrideAds({ ...sandboxAds, launch: sandboxAds.launch, reportMetrics });
    try {
      const before = await t.ctx.db.select().from(adCampaignMetrics);
      await getCampaigns();
      expect(reportMetrics).not.toHaveBeenCalled();
      expect(await t.ctx.db.select().from(adCampaignMetrics)).toHaveLength(before.length);
    } finally {
      overrideAds(sandboxAds);
    }
  });
});
