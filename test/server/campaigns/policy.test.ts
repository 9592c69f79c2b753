import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, eventually, type TestApp } from '../../helpers/app';
import { signUp, type TestUser } from '../../helpers/users';
import { adCampaigns, orders, paymentOrders } from '../../../src/server/db/schema';
import { getAdCampaignsResponseSchema, getAdContentResponseSchema } from '../../../src/shared/contracts/campaigns';
import { AD_POLICIES as P } from '../../../src/shared/campaigns/policy';
import { campaignBody, insertOrder, vegetablePage } from './fixtures';

/**
 * Google's ad policies before payment (src/shared/campaigns/policy.ts): the server refuses a save
 * and a payment with the review dialog's messages, each naming its policy.
 */

let t: TestApp;
let alice: TestUser;

beforeAll(async () => {
  t = await createTestApp({ ADS_SANDBOX_LAUNCH_SECONDS: '0.2', ADS_SANDBOX_DAY_SECONDS: '60' });
  alice = await signUp(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: alice.headers, payload: payload as object });

const COPY = {
  headlines: ['Fresh Veg Weekly', 'Picked This Morning', 'Pune Farm Boxes'],
  long_headlines: ['Vegetables picked the morning they reach your door in Pune'],
  descriptions: ['A weekly box from farmers near Pune.', 'No cold storage: harvested the day it is delivered.'],
};

/** A campaign of a new order of Alice's, once its ad is written (Payment Required). */
async function readyCampaign(options: Parameters<typeof insertOrder>[2] = {}) {
  const orderId = await insertOrder(t.ctx, alice.id, options);
  const name = `${orderId}_C1`;
  const created = await post('/api/create_ad_campaign', campaignBody(orderId));
  expect(created.statusCode, created.body).toBe(201);
  const campaign = await eventually(async () => {
    const list = getAdCampaignsResponseSchema.parse(
      (await post('/api/get_ad_campaigns', { order_id: orderId })).json(),
    );
    const c = list.ad_campaigns.find((x) => x.campaign_name === name);
    return c?.status === 'Payment Required' ? c : undefined;
  }, 30_000);
  return { orderId, name, campaign };
}

const edit = (orderId: string, name: string, patch: Record<string, unknown>) =>
  post('/api/update_ad_content', { order_id: orderId, campaign_name: name, ...COPY, ...patch });

const pay = (id: string, name: string) =>
  post('/create-razorpay-order', { amount: 1, use: 'ad_campaign', pfa_order_id: id, campaign_name: name });

const paymentOrderCount = async () => (await t.ctx.db.select({ id: paymentOrders.id }).from(paymentOrders)).length;

/** Put texts into the stored ad directly, as a writer that broke a rule would have. */
async function storeCopy(campaignId: string, patch: { headlines?: string[]; descriptions?: string[] }) {
  const [row] = await t.ctx.db.select().from(adCampaigns).where(eq(adCampaigns.id, campaignId));
  await t.ctx.db
    .update(adCampaigns)
    .set({ content: { ...row!.content!, ...patch } })
    .where(eq(adCampaigns.id, campaignId));
}

describe('the ad policy check before payment', () => {
  it('refuses to save a phone number, an email address or a superlative, naming field and policy', async () => {
    const { orderId, name } = await readyCampaign();
    const res = await edit(orderId, name, {
      headlines: ['Best Veg in Pune', 'Picked This Morning', 'Pune Farm Boxes'],
      descriptions: ['Call 98765 43210 to order.', 'Write to veg@greencart.in for a box.'],
    });
    expect(res.statusCode).toBe(400);
    const detail = res.json().detail as string;
    expect(detail).toContain(
      `Headline 1: "Best" is a superlative Google allows only with independent proof; say what makes the offer so instead (${P.claim})`,
    );
    expect(detail).toContain(`Description 1: no phone numbers in ad text (${P.phone})`);
    expect(detail).toContain(`Description 2: no email addresses in ad text ("veg@greencart.in") (${P.contact})`);
    const stored = getAdContentResponseSchema.parse(
      (await post('/api/get_ad_content', { order_id: orderId, campaign_name: name })).json(),
    ).ad_content!;
    expect(Object.values(stored.headlines)).not.toContain('Best Veg in Pune');
  }, 60_000);

  it('allows "guaranteed" only when the order’s answers state the guarantee with its terms', async () => {
    const plain = await readyCampaign();
    const guaranteed = { headlines: ['Fresh Veg Guaranteed', 'Picked This Morning', 'Pune Farm Boxes'] };
    const refused = await edit(plain.orderId, plain.name, guaranteed);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toContain(`Headline 1: "Guaranteed" promises what your answers do not state`);

    const idea = [
      'Farm-fresh vegetables delivered in Pune',
      'A weekly box from local farmers. Freshness guaranteed: a full refund for any box that is not fresh.',
      'Harvested the morning of delivery, zero cold storage',
      'How often would you order fresh vegetables?',
    ];
    const backed = await readyCampaign({ idea });
    const content = getAdContentResponseSchema.parse(
      (await post('/api/get_ad_content', { order_id: backed.orderId, campaign_name: backed.name })).json(),
    ).ad_content!;
    expect(content.claim_evidence).toEqual(idea);
    expect(content.page_findings).toEqual([]);
    const saved = await edit(backed.orderId, backed.name, guaranteed);
    expect(saved.statusCode, saved.body).toBe(200);
  }, 60_000);

  it('refuses to pay for a stored ad with a superlative, phone number or email, and changes nothing', async () => {
    const { name, campaign } = await readyCampaign();
    await storeCopy(campaign.id, {
      headlines: ['#1 Veg Box in Pune', 'Picked This Morning', 'Pune Farm Boxes'],
      descriptions: [
        'Call 98765 43210 or write to veg@greencart.in',
        'No cold storage: harvested the day it is delivered.',
      ],
    });
    const before = await paymentOrderCount();
    const res = await pay(campaign.id, name);
    expect(res.statusCode).toBe(409);
    const detail = res.json().detail as string;
    expect(detail).toMatch(/^Google would refuse this ad, so it cannot be paid for yet: /);
    expect(detail).toContain(`Headline 1: "#1" is a superlative`);
    expect(detail).toContain(`(${P.claim})`);
    expect(detail).toContain(`Description 1: no phone numbers in ad text (${P.phone})`);
    expect(detail).toContain(`Description 1: no email addresses in ad text ("veg@greencart.in") (${P.contact})`);
    expect(await paymentOrderCount()).toBe(before);
    const [row] = await t.ctx.db.select().from(adCampaigns).where(eq(adCampaigns.id, campaign.id));
    expect(row!.status).toBe('Payment Required');

    // Fixed through the review (the same rules), it can be paid for.
    const fixed = await edit(campaign.order_id, name, COPY);
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await pay(campaign.id, name)).statusCode).toBe(200);
  }, 60_000);

  it('refuses to pay while the landing page has too little content or is not live, and the review is told', async () => {
    const page = vegetablePage();
    const { orderId, name, campaign } = await readyCampaign();
    const empty = { heading: '', description: '' };
    const thin = {
      ...page,
      seo_content: {
        ...page.seo_content,
        subheader: 'Vegetables delivered',
        about_us: { paragraph: 'Fresh vegetables.', point1: '', point2: '', point3: '' },
        why_us: {
          point1: { ...empty, image_url: '' },
          point2: { ...empty, image_url: '' },
          point3: { ...empty, image_url: '' },
          point4: { ...empty, image_url: '' },
        },
        services: {
          ...page.seo_content.services,
          service1: { ...page.seo_content.services.service1, description: '' },
        },
      },
    };
    await t.ctx.db.update(orders).set({ landingPage: thin }).where(eq(orders.id, orderId));
    const contentRes = await post('/api/get_ad_content', { order_id: orderId, campaign_name: name });
    const content = getAdContentResponseSchema.parse(contentRes.json()).ad_content!;
    expect(content.page_findings.map((f) => f.policy)).toEqual([P.content]);
    const thinPay = await pay(campaign.id, name);
    expect(thinPay.statusCode).toBe(409);
    expect(thinPay.json().detail).toContain(
      `Your landing page has 4 words of its own besides its heading; Google wants at least 15: add to About or the cards in the page editor (${P.content})`,
    );

    await t.ctx.db.update(orders).set({ landingPage: null }).where(eq(orders.id, orderId));
    const gone = await pay(campaign.id, name);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().detail).toContain(`(${P.destination})`);

    await t.ctx.db.update(orders).set({ landingPage: page }).where(eq(orders.id, orderId));
    expect((await pay(campaign.id, name)).statusCode).toBe(200);
  }, 60_000);
});
