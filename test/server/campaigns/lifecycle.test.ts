import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, eventually, type TestApp } from '../../helpers/app';
import { signUp, type TestUser } from '../../helpers/users';
import { adCampaigns, notifications } from '../../../src/server/db/schema';
import { runLaunch } from '../../../src/server/campaigns/jobs';
import { sweepCampaigns } from '../../../src/server/campaigns/sweep';
import { SWEEP_CRON, SWEEP_JOB } from '../../../src/server/services';
import { DIGEST_CRON, DIGEST_JOB } from '../../../src/server/report/digest';
import type { AdsProvider, LaunchRequest } from '../../../src/server/ads';
import { AD_IMAGE_SIZES } from '../../../src/shared/campaigns/ad-limits';
import { campaignBody, insertOrder } from './fixtures';
import { METRICS_CRON, METRICS_JOB } from '../../../src/server/campaigns/metrics';

let t: TestApp;
let alice: TestUser;
let orderId: string;
/** The provider a test puts in place (the configured sandbox until then). */
let provider: AdsProvider | undefined;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      services: {
        ads: (sandbox) => ({
          get name() {
            return (provider ?? sandbox).name;
          },
          get dayMs() {
            return (provider ?? sandbox).dayMs;
          },
          launch: (request) => (provider ?? sandbox).launch(request),
          reportMetrics: (campaigns, now) => (provider ?? sandbox).reportMetrics(campaigns, now),
          stop: (externalId) => (provider ?? sandbox).stop(externalId),
        }),
      },
    },
  );
  alice = await signUp(t.app);
  orderId = await insertOrder(t.ctx, alice.id);
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: alice.headers, payload: payload as object });
const row = async (id: string) => (await t.ctx.db.select().from(adCampaigns).where(eq(adCampaigns.id, id)))[0]!;

async function readyCampaign(name: string) {
  const res = await post('/api/create_ad_campaign', campaignBody(orderId, { campaign_name: name, duration: 3 }));
  expect(res.statusCode).toBe(201);
  const id = res.json().ad_campaign.id as string;
  await eventually(async () => (await row(id)).status === 'Payment Required', 20_000);
  return id;
}

describe('launching through a provider that publishes at once (the Google Ads path)', () => {
  it('sends the campaign, its targets, texts and the four PNGs, then is Active with the provider id', async () => {
    const launched: LaunchRequest[] = [];
    provider = {
      name: 'google_ads',
      dayMs: 86_400_000,
      launch: vi.fn(async (r: LaunchRequest) => {
        launched.push(r);
        return { externalId: 'customers/1/campaigns/99', activeAfterMs: 0 };
      }),
      reportMetrics: async () => [],
      stop: vi.fn(async () => {}),
    };
    const id = await readyCampaign('google-path');
    await t.ctx.db
      .update(adCampaigns)
      .set({ status: 'Under Processing', paidAt: new Date() })
      .where(eq(adCampaigns.id, id));
    await runLaunch(t.ctx.deps.campaigns, id);
    const after = await row(id);
    expect(after).toMatchObject({ status: 'Active', externalId: 'customers/1/campaigns/99' });
    expect(after.endsAt!.getTime() - after.startsAt!.getTime()).toBe(3 * 86_400_000);
    // The founder is told the campaign is running, once.
    const told = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventKey, `campaign_active:${id}`));
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain('google-path');

    const r = launched[0]!;
    expect(r).toMatchObject({
      campaignId: id,
      campaignName: 'google-path',
      budgetMinor: 500_000,
      currency: 'INR',
      durationDays: 3,
      targets: [{ id: '2356', label: 'India' }],
      // Tagged so its visits count as Paid Search under this campaign.
      finalUrl: `http://localhost:3000/p/${orderId}?utm_source=google&utm_medium=cpc&utm_campaign=google-path`,
      businessName: 'Green Cart',
    });
    for (const [kind, size] of Object.entries(AD_IMAGE_SIZES)) {
      const meta = await sharp(r.images[kind as keyof typeof AD_IMAGE_SIZES]).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([size.width, size.height, 'png']);
    }

    // A retried launch job does not publish twice.
    await runLaunch(t.ctx.deps.campaigns, id);
    expect(provider.launch).toHaveBeenCalledTimes(1);
  });

  it('keeps the campaign Under Processing with a visible note when the provider fails (the job retries)', async () => {
    provider = {
      name: 'google_ads',
      dayMs: 86_400_000,
      launch: async () => Promise.reject(new Error('quota')),
      reportMetrics: async () => [],
      stop: async () => {},
    };
    const id = await readyCampaign('failing-launch');
    await t.ctx.db.update(adCampaigns).set({ status: 'Under Processing' }).where(eq(adCampaigns.id, id));
    await expect(runLaunch(t.ctx.deps.campaigns, id)).rejects.toThrow('quota');
    expect(await row(id)).toMatchObject({ status: 'Under Processing', externalId: null });
    expect((await row(id)).lastError).toBe('Launching with google_ads failed; retrying.');
  });
});

describe('the scheduled sweep recovers campaigns whose job was lost; reading the list changes nothing', () => {
  const listed = async (id: string) => {
    const res = await post('/api/get_ad_campaigns', { order_id: orderId });
    expect(res.statusCode).toBe(200);
    return (res.json().ad_campaigns as { id: string; status: string }[]).find((c) => c.id === id)?.status;
  };

  it('re-sends the generation of a Draft that made no progress for a minute', async () => {
    await t.ctx.db.insert(adCampaigns).values({
      id: 'lost-draft',
      orderId,
      userId: alice.id,
      campaignName: 'lost-draft',
      businessName: 'Green Cart',
      budgetMinor: 500_000,
      currency: 'INR',
      durationDays: 2,
      targets: [{ id: '2356', label: 'India' }],
      provider: 'sandbox',
      updatedAt: sql`now() - interval '2 minutes'`,
    });
    const before = (await row('lost-draft')).updatedAt;
    expect(await listed('lost-draft')).toBe('Draft');
    expect((await row('lost-draft')).updatedAt).toEqual(before); // the read touched nothing
    expect(await sweepCampaigns(t.ctx.deps.campaigns)).toMatchObject({ resent: 1 });
    // A second sweep right after does not re-send again (the first touched the row).
    expect(await sweepCampaigns(t.ctx.deps.campaigns)).toMatchObject({ resent: 0 });
    await eventually(async () => (await row('lost-draft')).status === 'Payment Required', 20_000);
  });

  it('activates a published campaign whose activation job was lost', async () => {
    const id = await readyCampaign('lost-activation');
    await t.ctx.db
      .update(adCampaigns)
      .set({ status: 'Under Processing', externalId: 'sandbox/y', updatedAt: sql`now() - interval '2 minutes'` })
      .where(eq(adCampaigns.id, id));
    expect(await listed(id)).toBe('Under Processing');
    expect(await sweepCampaigns(t.ctx.deps.campaigns)).toMatchObject({ activated: 1 });
    expect(await listed(id)).toBe('Active');
  });

  it('is scheduled once, as one pg-boss schedule (the ad figures refresh and the weekly digest are the only others)', async () => {
    const schedules = await t.ctx.jobs.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron]).sort()).toEqual(
      [
        [METRICS_JOB, METRICS_CRON],
        [SWEEP_JOB, SWEEP_CRON],
        [DIGEST_JOB, DIGEST_CRON],
      ].sort(),
    );
  });

  it('completes an Active campaign whose end has passed, through the one sweep job', async () => {
    const id = await readyCampaign('overdue');
    await t.ctx.db
      .update(adCampaigns)
      .set({
        status: 'Active',
        externalId: 'sandbox/x',
        startsAt: sql`now() - interval '3 days'`,
        endsAt: sql`now() - interval '1 minute'`,
      })
      .where(eq(adCampaigns.id, id));
    expect(await listed(id)).toBe('Active');
    await t.ctx.jobs.send(SWEEP_JOB, {});
    await eventually(async () => (await row(id)).status === 'Completed', 20_000);
    expect((await row(id)).completedAt).not.toBeNull();
  });
});
