import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, eventually, type TestApp } from '../../helpers/app';
import { signUp, type TestUser } from '../../helpers/users';
import { adCampaigns, paymentOrders } from '../../../src/server/db/schema';
import { getAdCampaignsResponseSchema, type AdCampaign } from '../../../src/shared/contracts/campaigns';
import { paymentOrderResponseSchema, paymentResultSchema } from '../../../src/shared/contracts/payments';
import { campaignBody, insertOrder } from './fixtures';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let orderId: string;

beforeAll(async () => {
  t = await createTestApp({ ADS_SANDBOX_LAUNCH_SECONDS: '0.5', ADS_SANDBOX_DAY_SECONDS: '2' });
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  orderId = await insertOrder(t.ctx, alice.id);
});
afterAll(async () => {
  await t?.close();
});

const post = (user: TestUser, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: user.headers, payload: payload as object });

async function campaign(name: string): Promise<AdCampaign | undefined> {
  const list = getAdCampaignsResponseSchema.parse(
    (await post(alice, '/api/get_ad_campaigns', { order_id: orderId })).json(),
  );
  return list.ad_campaigns.find((c) => c.campaign_name === name);
}

const paymentOrderCount = async () => (await t.ctx.db.select({ id: paymentOrders.id }).from(paymentOrders)).length;

/** `pfa` is the order id (docs/product.md#api-calls) or the campaign id (what the web sends). */
const payOrder = (user: TestUser, name: string | undefined, pfa = orderId) =>
  post(user, '/create-razorpay-order', { amount: 1, use: 'ad_campaign', pfa_order_id: pfa, campaign_name: name });

describe('paying for an ad campaign (use: "ad_campaign")', () => {
  it('refuses a campaign that is still Draft, and changes nothing', async () => {
    await t.ctx.db.insert(adCampaigns).values({
      id: 'still-draft',
      orderId,
      userId: alice.id,
      campaignName: 'still-draft',
      businessName: 'B',
      budgetMinor: 500_000,
      currency: 'INR',
      durationDays: 3,
      targets: [{ id: '2356', label: 'India' }],
      provider: 'sandbox',
    });
    const before = await paymentOrderCount();
    const res = await payOrder(alice, 'still-draft');
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      'The ad content is still being generated. Pay once the campaign shows Payment Required.',
    );
    expect(await paymentOrderCount()).toBe(before);
    const [row] = await t.ctx.db.select().from(adCampaigns).where(eq(adCampaigns.id, 'still-draft'));
    expect(row!.status).toBe('Draft');
    expect(row!.paidAt).toBeNull();
  });

  it("refuses another user's campaign with 404, and changes nothing", async () => {
    const created = await post(alice, '/api/create_ad_campaign', campaignBody(orderId));
    expect(created.statusCode).toBe(201);
    await eventually(async () => (await campaign(`${orderId}_C1`))?.status === 'Payment Required', 20_000);
    const before = await paymentOrderCount();
    const res = await payOrder(bob, `${orderId}_C1`);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toContain(`No ad campaign named ${orderId}_C1`);
    expect(await paymentOrderCount()).toBe(before);
    expect((await campaign(`${orderId}_C1`))?.status).toBe('Payment Required');
  });

  it('needs the campaign name', async () => {
    const res = await payOrder(alice, undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('campaign_name');
  });

  it('prices the campaign the same whether named by order id or by campaign id', async () => {
    const c = (await campaign(`${orderId}_C1`))!;
    const byOrder = paymentOrderResponseSchema.parse((await payOrder(alice, c.campaign_name)).json());
    const byCampaign = paymentOrderResponseSchema.parse((await payOrder(alice, c.campaign_name, c.id)).json());
    expect(byOrder.amount).toBe(500_000);
    expect(byCampaign.amount).toBe(500_000);
    // A campaign id with another campaign's name is not found.
    expect((await payOrder(alice, 'still-draft', c.id)).statusCode).toBe(404);
  });

  it('pays the server-side budget in the sandbox, then goes Under Processing → Active → Completed', async () => {
    const name = `${orderId}_C1`;
    const c = (await campaign(name))!;
    const res = await payOrder(alice, name, c.id);
    expect(res.statusCode).toBe(200);
    const po = paymentOrderResponseSchema.parse(res.json());
    expect(po).toMatchObject({ amount: 500_000, currency: 'INR', gateway: 'sandbox' });
    expect(po.description).toContain('₹5,000.00');

    const paid = await post(alice, '/api/payments/sandbox/complete', { razorpay_order_id: po.id, outcome: 'success' });
    expect(paid.statusCode).toBe(200);
    const result = paymentResultSchema.parse(paid.json());
    const verify = await post(alice, '/verify-razorpay-payment', {
      ...result,
      use: 'ad_campaign',
      campaign_name: name,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ status: 'success', order_status: 'Under Processing' });
    const processing = await campaign(name);
    expect(processing?.paid_at).not.toBeNull();
    expect(['Under Processing', 'Active']).toContain(processing?.status);

    const active = await eventually(async () => {
      const c = await campaign(name);
      return c?.status === 'Active' ? c : undefined;
    }, 20_000);
    expect(active.starts_at).not.toBeNull();
    expect(new Date(active.ends_at!).getTime() - new Date(active.starts_at!).getTime()).toBe(7 * 2000);
    const [row] = await t.ctx.db.select().from(adCampaigns).where(eq(adCampaigns.id, active.id));
    expect(row!.externalId).toBe(`sandbox/${active.id}`);

    // A second payment for the same campaign is refused.
    const again = await payOrder(alice, name);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This ad campaign has already been paid for');

    await eventually(async () => (await campaign(name))?.status === 'Completed', 30_000);
  }, 60_000);
});
