import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, eventually, type TestApp } from '../../helpers/app';
import { signUp, type TestUser } from '../../helpers/users';
import { adCampaigns } from '../../../src/server/db/schema';
import type { LaunchRequest } from '../../../src/server/ads/provider';
import {
  getAdCampaignsResponseSchema,
  getAdContentResponseSchema,
  updateAdContentResponseSchema,
  type AdCampaign,
  type AdContent,
} from '../../../src/shared/contracts/campaigns';
import { paymentOrderResponseSchema, paymentResultSchema } from '../../../src/shared/contracts/payments';
import { CAMPAIGN_MESSAGES as M } from '../../../src/shared/campaigns/messages';
import { campaignBody, insertOrder } from './fixtures';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let orderId: string;
let name: string;
const launched: LaunchRequest[] = [];

beforeAll(async () => {
  t = await createTestApp(
    { ADS_SANDBOX_LAUNCH_SECONDS: '0.2', ADS_SANDBOX_DAY_SECONDS: '60' },
    {
      services: {
        // The sandbox provider, recording what each launch sends.
        ads: (sandbox) => ({
          name: sandbox.name,
          dayMs: sandbox.dayMs,
          launch: async (request) => {
            launched.push(request);
            return sandbox.launch(request);
          },
          reportMetrics: async () => [],
          stop: (externalId) => sandbox.stop(externalId),
        }),
      },
    },
  );
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  orderId = await insertOrder(t.ctx, alice.id);
  name = `${orderId}_C1`;
  const created = await post(alice, '/api/create_ad_campaign', campaignBody(orderId));
  expect(created.statusCode, created.body).toBe(201);
  await eventually(async () => (await campaign())?.status === 'Payment Required', 30_000);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const post = (user: TestUser, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: user.headers, payload: payload as object });

async function campaign(): Promise<AdCampaign | undefined> {
  const res = await post(alice, '/api/get_ad_campaigns', { order_id: orderId });
  return getAdCampaignsResponseSchema.parse(res.json()).ad_campaigns.find((c) => c.campaign_name === name);
}

async function content(): Promise<AdContent> {
  const res = await post(alice, '/api/get_ad_content', { order_id: orderId, campaign_name: name });
  expect(res.statusCode).toBe(200);
  return getAdContentResponseSchema.parse(res.json()).ad_content!;
}

const COPY = {
  headlines: ['Fresh Veg Weekly', 'Picked This Morning', 'Pune Farm Boxes'],
  long_headline: 'Vegetables picked the morning they reach your door in Pune',
  descriptions: ['A weekly box from farmers near Pune.', 'No cold storage: harvested the day it is delivered.'],
};

const edit = (user: TestUser, patch: Record<string, unknown> = {}) =>
  post(user, '/api/update_ad_content', { order_id: orderId, campaign_name: name, ...COPY, ...patch });

describe('POST /api/update_ad_content (the founder edits the ad before paying)', () => {
  it('starts unedited', async () => {
    const c = await content();
    expect(c.edited_by_founder).toBe(false);
    expect(c.edited_at).toBeNull();
    expect((await campaign())?.ad_copy_edited_at).toBeNull();
  });

  it('refuses copy that breaks a rule with 400 naming the field, and stores nothing', async () => {
    const before = await content();
    const bang = await edit(alice, { headlines: ['Fresh Veg Weekly', 'Order Now!', 'Pune Farm Boxes'] });
    expect(bang.statusCode).toBe(400);
    expect(bang.json().detail).toContain('Headline 2: no exclamation marks in headlines');

    const several = await edit(alice, {
      long_headline: 'Call +91 98765 43210 TODAY',
      descriptions: ['Great!! Value', 'x'.repeat(91)],
    });
    expect(several.statusCode).toBe(400);
    const detail = several.json().detail as string;
    expect(detail).toContain('Long headline 1: no phone numbers in ad text');
    expect(detail).toContain('Description 1: at most one exclamation mark');
    expect(detail).toContain('Description 2: at most 90 characters (now 91)');

    const longName = await edit(alice, { business_name: 'A business name far too long' });
    expect(longName.statusCode).toBe(400);
    expect(longName.json().detail).toContain('Business name: at most 25 characters');

    expect(await content()).toEqual(before);
  });

  it("answers 404 to another user, and leaves the owner's copy unchanged", async () => {
    const before = await content();
    const res = await edit(bob);
    expect(res.statusCode).toBe(404);
    expect(await content()).toEqual(before);
  });

  it('stores the edit; get_ad_content returns exactly it, marked as edited, with images redrawn', async () => {
    const before = await content();
    const res = await edit(alice, { business_name: 'Green Cart Pune' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = updateAdContentResponseSchema.parse(res.json());
    expect(answer.message).toBe(M.copySaved);

    const after = await content();
    expect(after).toEqual(answer.ad_content);
    expect(Object.values(after.headlines)).toEqual(COPY.headlines);
    expect(after.long_headline).toBe(COPY.long_headline);
    expect(Object.values(after.description)).toEqual(COPY.descriptions);
    expect(after.business_name).toBe('Green Cart Pune');
    expect(after.edited_by_founder).toBe(true);
    expect(after.edited_at).not.toBeNull();
    // The images show the business name and the long headline: drawn again from the new texts.
    expect(after.landscape_image_url).not.toBe(before.landscape_image_url);
    expect(after.final_url).toBe(before.final_url);
    expect(after.call_to_action_text).toBe(before.call_to_action_text);

    const c = await campaign();
    expect(c?.business_name).toBe('Green Cart Pune');
    expect(c?.ad_copy_edited_at).toBe(after.edited_at);
    expect(c?.status).toBe('Payment Required');
  });

  it('saving the same texts again changes nothing', async () => {
    const before = await content();
    const res = await edit(alice, { business_name: 'Green Cart Pune' });
    expect(res.statusCode).toBe(200);
    expect(await content()).toEqual(before);
  });

  it('takes the whole list of long headlines (1 to 5); a lone `long_headline` replaces only the first', async () => {
    const longs = [
      'Vegetables picked the morning they reach your door in Pune',
      'Weekly farm boxes from growers near Pune',
    ];
    const res = await edit(alice, {
      business_name: 'Green Cart Pune',
      long_headline: undefined,
      long_headlines: longs,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await content()).long_headlines).toEqual(longs);

    const first = await edit(alice, {
      business_name: 'Green Cart Pune',
      long_headline: 'Farm-fresh vegetables in Pune',
    });
    expect(first.statusCode, first.body).toBe(200);
    const after = await content();
    expect(after.long_headlines).toEqual(['Farm-fresh vegetables in Pune', longs[1]]);
    expect(after.long_headline).toBe('Farm-fresh vegetables in Pune');

    const six = await edit(alice, { long_headline: undefined, long_headlines: [...longs, 'a b', 'c d', 'e f', 'g h'] });
    expect(six.statusCode).toBe(400);
    expect(six.json().detail).toContain('Long headlines: 1 to 5 long headlines');
    expect(await content()).toEqual(after);
  });

  it('launches exactly the stored copy, then refuses edits with 409 once paid', async () => {
    const stored = await content();
    const c = (await campaign())!;
    const po = paymentOrderResponseSchema.parse(
      (
        await post(alice, '/create-razorpay-order', {
          amount: 1,
          use: 'ad_campaign',
          pfa_order_id: c.id,
          campaign_name: name,
        })
      ).json(),
    );
    const paid = paymentResultSchema.parse(
      (await post(alice, '/api/payments/sandbox/complete', { razorpay_order_id: po.id, outcome: 'success' })).json(),
    );
    const verify = await post(alice, '/verify-razorpay-payment', { ...paid, use: 'ad_campaign', campaign_name: name });
    expect(verify.statusCode, verify.body).toBe(200);

    const late = await edit(alice, { headlines: ['Changed After Paying', 'Picked This Morning', 'Pune Farm Boxes'] });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(M.copyLocked);

    await eventually(async () => launched.find((r) => r.campaignName === name), 20_000);
    const sent = launched.find((r) => r.campaignName === name)!;
    expect(sent.headlines).toEqual(Object.values(stored.headlines));
    expect(sent.longHeadlines).toEqual(stored.long_headlines);
    expect(sent.longHeadlines[0]).toBe(stored.long_headline);
    expect(sent.descriptions).toEqual(Object.values(stored.description));
    expect(sent.businessName).toBe(stored.business_name);
    expect(await content()).toEqual(stored);
    const [row] = await t.ctx.db.select().from(adCampaigns).where(eq(adCampaigns.campaignName, name));
    // The images sent are the stored ones (the redrawn images of the edit).
    expect(`/media/${row!.content!.images.landscape}.png`).toBe(stored.landscape_image_url);

    await eventually(async () => (await campaign())?.status === 'Active', 20_000);
    const active = await edit(alice);
    expect(active.statusCode).toBe(409);
  }, 60_000);

  it('refuses an edit while the content is still being written (Draft without content)', async () => {
    await t.ctx.db.insert(adCampaigns).values({
      id: 'draft-no-content',
      orderId,
      userId: alice.id,
      campaignName: 'draft-no-content',
      businessName: 'B',
      budgetMinor: 500_000,
      currency: 'INR',
      durationDays: 3,
      targets: [{ id: '2356', label: 'India' }],
      provider: 'sandbox',
    });
    const res = await edit(alice, { campaign_name: 'draft-no-content' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(M.copyNotReady);
    const [row] = await t.ctx.db.select().from(adCampaigns).where(eq(adCampaigns.id, 'draft-no-content'));
    expect(row!.content).toBeNull();
    expect(row!.contentEditedAt).toBeNull();
  });
});
