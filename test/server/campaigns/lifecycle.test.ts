import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, eventually, type TestApp } from '../../helpers/app';
import { signUp, type TestUser } from '../../helpers/users';
import { adCampaigns } from '../../../src/server/db/schema';
import { overrideCampaignRuntime } from '../../../src/server/campaigns/runtime';
import { runLaunch } from '../../../src/server/campaigns/jobs';
import type { AdsProvider, LaunchRequest } from '../../../src/server/ads';
import { AD_IMAGE_SIZES } from '../../../src/shared/campaigns/ad-limits';
import { campaignBody, insertOrder } from './fixtures';

let t: TestApp;
let alice: TestUser;
let orderId: string;

beforeAll(async () => {
  t = await createTestApp();
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
    const provider: AdsProvider = {
      name: 'google_ads',
      dayMs: 86_400_000,
      launch: vi.fn(async (r: LaunchRequest) => {
        launched.push(r);
        return { externalId: 'customers/1/campaigns/99', activeAfterMs: 0 };
      }),
    };
    overrideCampaignRuntime(t.ctx, { ads: provider });
    const id = await readyCampaign('google-path');
    await t.ctx.db
      .update(adCampaigns)
      .set({ status: 'Under Processing', paidAt: new Date() })
      .where(eq(adCampaigns.id, id));
    await runLaunch(t.ctx, id);
    const after = await row(id);
    expect(after).toMatchObject({ status: 'Active', externalId: 'customers/1/campaigns/99' });
    expect(after.endsAt!.getTime() - after.startsAt!.getTime()).toBe(3 * 86_400_000);

    const r = launched[0]!;
    expect(r).toMatchObject({
      campaignId: id,
      campaignName: 'google-path',
      budgetMinor: 500_000,
      currency: 'INR',
      durationDays: 3,
      targets: [{ id: '2356', label: 'India' }],
      finalUrl: `http://localhost:3000/p/${orderId}`,
      businessName: 'Green Cart',
    });
    for (const [kind, size] of Object.entries(AD_IMAGE_SIZES)) {
      const meta = await sharp(r.images[kind as keyof typeof AD_IMAGE_SIZES]).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([size.width, size.height, 'png']);
    }

    // A retried launch job does not publish twice.
    await runLaunch(t.ctx, id);
    expect(provider.launch).toHaveBeenCalledTimes(1);
  });

  it('keeps the campaign Under Processing with a visible note when the provider fails (the job retries)', async () => {
    overrideCampaignRuntime(t.ctx, {
      ads: { name: 'google_ads', dayMs: 86_400_000, launch: async () => Promise.reject(new Error('quota')) },
    });
    const id = await readyCampaign('failing-launch');
    await t.ctx.db.update(adCampaigns).set({ status: 'Under Processing' }).where(eq(adCampaigns.id, id));
    await expect(runLaunch(t.ctx, id)).rejects.toThrow('quota');
    expect(await row(id)).toMatchObject({ status: 'Under Processing', externalId: null });
    expect((await row(id)).lastError).toBe('Launching with google_ads failed; retrying.');
  });
});

describe('resuming when a job was lost', () => {
  it('re-sends the generation of a Draft that made no progress for a minute, when the owner looks', async () => {
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
    await post('/api/get_ad_campaigns', { order_id: orderId });
    await eventually(async () => (await row('lost-draft')).status === 'Payment Required', 20_000);
  });

  it('activates a published campaign whose activation job was lost', async () => {
    const id = await readyCampaign('lost-activation');
    await t.ctx.db
      .update(adCampaigns)
      .set({ status: 'Under Processing', externalId: 'sandbox/y', updatedAt: sql`now() - interval '2 minutes'` })
      .where(eq(adCampaigns.id, id));
    const res = await post('/api/get_ad_campaigns', { order_id: orderId });
    const listed = (res.json().ad_campaigns as { id: string; status: string }[]).find((c) => c.id === id);
    expect(listed?.status).toBe('Active');
  });

  it('completes an Active campaign whose end has passed', async () => {
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
    const res = await post('/api/get_ad_campaigns', { order_id: orderId });
    const listed = (res.json().ad_campaigns as { id: string; status: string }[]).find((c) => c.id === id);
    expect(listed?.status).toBe('Completed');
    expect((await row(id)).completedAt).not.toBeNull();
  });
});
