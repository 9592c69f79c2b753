import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { createTestApp, eventually, type TestApp } from '../../helpers/app';
import { signUp, type TestUser } from '../../helpers/users';
import { adCampaigns } from '../../../src/server/db/schema';
import {
  createAdCampaignResponseSchema,
  getAdCampaignsResponseSchema,
  getAdContentResponseSchema,
} from '../../../src/shared/contracts/campaigns';
import { AD_IMAGE_SIZES, AD_LIMITS } from '../../../src/shared/campaigns/ad-limits';
import { CAMPAIGN_MESSAGES as M } from '../../../src/shared/campaigns/messages';
import { campaignBody, campaignCount, insertOrder } from './fixtures';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let orderId: string;

beforeAll(async () => {
  t = await createTestApp({ ADS_SANDBOX_LAUNCH_SECONDS: '0.5' });
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  orderId = await insertOrder(t.ctx, alice.id);
});
afterAll(async () => {
  await t?.close();
});

const post = (user: TestUser, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: user.headers, payload: payload as object });

describe('POST /api/create_ad_campaign', () => {
  it('creates a Draft campaign that turns into Payment Required with its ad content', async () => {
    const res = await post(
      alice,
      '/api/create_ad_campaign',
      campaignBody(orderId, { target_locations: ['2356', 'Mumbai,Maharashtra,India'] }),
    );
    expect(res.statusCode).toBe(201);
    const { ad_campaign: c, message } = createAdCampaignResponseSchema.parse(res.json());
    expect(message).toBe(M.created);
    expect(c).toMatchObject({
      campaign_name: `${orderId}_C1`,
      business_name: 'Green Cart',
      budget: 5000,
      currency: 'INR',
      duration: 7,
      daily_spend: 714.29,
      target_locations: ['India', 'Mumbai,Maharashtra,India'],
      target_location_ids: ['2356', '1007785'],
      status: 'Draft',
      sandbox: true,
    });

    const ready = await eventually(async () => {
      const list = getAdCampaignsResponseSchema.parse(
        (await post(alice, '/api/get_ad_campaigns', { order_id: orderId })).json(),
      );
      return list.ad_campaigns.find((x) => x.status === 'Payment Required');
    }, 20_000);
    expect(ready.id).toBe(c.id);

    const content = getAdContentResponseSchema.parse(
      (await post(alice, '/api/get_ad_content', { order_id: orderId, campaign_name: c.campaign_name })).json(),
    ).ad_content!;
    // Tagged so the campaign's visits are listed under Paid Search and the campaign's name.
    expect(content.final_url).toBe(
      `http://localhost:3000/p/${orderId}?utm_source=google&utm_medium=cpc&utm_campaign=${orderId}_C1`,
    );
    expect(content.business_name).toBe('Green Cart');
    // The strength meter's answer words: what the idea, solution and feature say, not the question.
    expect(content.answer_words).toEqual(expect.arrayContaining(['farm-fresh', 'pune', 'farmers', 'harvested']));
    expect(content.answer_words).not.toContain('often');
    expect(content.budget).toBe(5000);
    expect(content.target_locations).toEqual(['India', 'Mumbai,Maharashtra,India']);
    const headlines = Object.values(content.headlines);
    expect(headlines.length).toBeGreaterThanOrEqual(AD_LIMITS.headlines.min);
    expect(headlines.every((h) => h.length <= 30)).toBe(true);
    expect(headlines.some((h) => h.length <= 15)).toBe(true);
    expect(Object.keys(content.headlines)[0]).toBe('headline_1');
    expect(Object.keys(content.description)[0]).toBe('description_1');
    expect(content.long_headline.length).toBeLessThanOrEqual(90);
    expect(content.call_to_action_text).toBeTruthy();

    const images = {
      landscape: content.landscape_image_url,
      square: content.square_image_url,
      logo: content.logo_image_url,
      square_logo: content.square_logo_image_url,
    } as const;
    for (const [kind, url] of Object.entries(images)) {
      expect(url).toMatch(/^\/media\/[\w-]+\.png$/);
      const img = await t.app.inject({ method: 'GET', url: url! });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/png');
      const meta = await sharp(img.rawPayload).metadata();
      expect({ w: meta.width, h: meta.height, f: meta.format }).toEqual({
        w: AD_IMAGE_SIZES[kind as keyof typeof AD_IMAGE_SIZES].width,
        h: AD_IMAGE_SIZES[kind as keyof typeof AD_IMAGE_SIZES].height,
        f: 'png',
      });
    }
  });

  it('lists campaigns oldest first and lets the next one be named _C2', async () => {
    const res = await post(
      alice,
      '/api/create_ad_campaign',
      campaignBody(orderId, { campaign_name: `${orderId}_C2`, target_locations: ['United States', 'United Kingdom'] }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().ad_campaign.target_location_ids).toEqual(['2840', '2826']);
    const list = getAdCampaignsResponseSchema.parse(
      (await post(alice, '/api/get_ad_campaigns', { order_id: orderId })).json(),
    );
    expect(list.ad_campaigns.map((c) => c.campaign_name)).toEqual([`${orderId}_C1`, `${orderId}_C2`]);
  });

  describe('refusals change nothing', () => {
    it.each([
      ['a budget of 4999', { budget: 4999 }, 400, M.budgetRange],
      ['a budget of 20001', { budget: 20001 }, 400, M.budgetRange],
      ['a budget off the 10 INR step', { budget: 5005 }, 400, M.budgetStep],
      ['0 days', { duration: 0 }, 400, M.durationRange],
      ['8 days', { duration: 8 }, 400, M.durationRange],
      ['6 countries', { target_locations: ['2356', '2840', '2826', '2036', '2124', '2276'] }, 400, M.tooManyLocations],
      ['no location', { target_locations: [] }, 400, M.locationRequired],
      ['an unknown location id', { target_locations: ['2356', '999999999'] }, 400, 'Unknown location: 999999999'],
      ['an unknown place label', { target_locations: ['Atlantis,India'] }, 400, 'Unknown location: Atlantis,India'],
      ['the same place twice', { target_locations: ['India', '2356'] }, 400, M.duplicateLocation],
      ['an empty campaign name', { campaign_name: ' ' }, 400, M.nameRequired],
      ['an empty business name', { business_name: '' }, 400, M.businessNameRequired],
      ['a duplicate name', {}, 409, 'already exists for this order'],
    ])('%s', async (_what, patch, status, detail) => {
      const before = await campaignCount(t.ctx);
      const res = await post(alice, '/api/create_ad_campaign', campaignBody(orderId, patch));
      expect(res.statusCode).toBe(status);
      expect(res.json().detail).toContain(detail);
      expect(await campaignCount(t.ctx)).toBe(before);
    });

    it("another user's order is 404, for every call", async () => {
      const before = await campaignCount(t.ctx);
      const create = await post(bob, '/api/create_ad_campaign', campaignBody(orderId, { campaign_name: 'x_C9' }));
      expect(create.statusCode).toBe(404);
      expect(create.json().detail).toBe(`No order data found for ID: ${orderId}`);
      expect((await post(bob, '/api/get_ad_campaigns', { order_id: orderId })).statusCode).toBe(404);
      const content = await post(bob, '/api/get_ad_content', { order_id: orderId, campaign_name: `${orderId}_C1` });
      expect(content.statusCode).toBe(404);
      expect(await campaignCount(t.ctx)).toBe(before);
    });

    it('an order that is not live yet is 409', async () => {
      const unpaid = await insertOrder(t.ctx, alice.id, { status: 'Payment Required' });
      const res = await post(alice, '/api/create_ad_campaign', campaignBody(unpaid));
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toContain('once the order is Active');
    });

    it('without a token is 401', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/create_ad_campaign',
        payload: campaignBody(orderId),
      });
      expect(res.statusCode).toBe(401);
    });
  });

  it('get_ad_content of an unknown campaign is 404 and of a Draft one is null', async () => {
    const missing = await post(alice, '/api/get_ad_content', { order_id: orderId, campaign_name: 'nope' });
    expect(missing.statusCode).toBe(404);
    const [draft] = await t.ctx.db
      .insert(adCampaigns)
      .values({
        id: 'draft-row-1',
        orderId,
        userId: alice.id,
        campaignName: 'manual-draft',
        businessName: 'B',
        budgetMinor: 500_000,
        currency: 'INR',
        durationDays: 3,
        targets: [{ id: '2356', label: 'India' }],
        provider: 'sandbox',
      })
      .returning();
    const res = await post(alice, '/api/get_ad_content', { order_id: orderId, campaign_name: draft!.campaignName });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ad_content: null });
    await t.ctx.db.delete(adCampaigns).where(eq(adCampaigns.id, 'draft-row-1'));
  });
});
