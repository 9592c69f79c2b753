import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { signUp, type TestUser } from '../../helpers/users';
import { adCampaigns, contactSubmissions, orders } from '../../../src/server/db/schema';
import type { AdsProvider } from '../../../src/server/ads';
import { launchingDetail, stopFailedDetail } from '../../../src/server/orders/removal';
import { IDEA_QUESTIONS } from '../../../src/shared/orders/questions';
import { insertLiveOrder } from '../page-editor/helpers';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
const stop = vi.fn(async (_externalId: string) => {});

beforeAll(async () => {
  const provider: AdsProvider = {
    name: 'google_ads',
    dayMs: 86_400_000,
    launch: async () => ({ externalId: 'unused', activeAfterMs: 0 }),
    reportMetrics: async () => [],
    stop,
  };
  t = await createTestApp(
    { AUTH_RATE_LIMIT_MAX: '1000', ORDER_RATE_LIMIT_PER_HOUR: '1000' },
    { services: { ads: () => provider } },
  );
  alice = await signUp(t.app);
  bob = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  stop.mockReset();
  stop.mockImplementation(async () => {});
});

async function insertCampaign(orderId: string, name: string, status: string, externalId: string | null = null) {
  const id = randomBytes(12).toString('base64url');
  await t.ctx.db.insert(adCampaigns).values({
    id,
    orderId,
    userId: alice.id,
    campaignName: name,
    businessName: 'Cargo Pune',
    budgetMinor: 700_000,
    currency: 'INR',
    durationDays: 7,
    targets: [{ id: '2356', label: 'India' }],
    status,
    provider: 'google_ads',
    externalId,
    paidAt: status === 'Active' || status === 'Under Processing' ? new Date() : null,
    startsAt: status === 'Active' ? new Date() : null,
    endsAt: status === 'Active' ? new Date(Date.now() + 7 * 86_400_000) : null,
  });
  return id;
}

async function insertLeads(orderId: string, n: number) {
  for (let i = 0; i < n; i++) {
    await t.ctx.db
      .insert(contactSubmissions)
      .values({ orderId, name: `Visitor ${i}`, email: `v${i}@example.com`, message: 'Interested' });
  }
}

const impact = (user: TestUser, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/order/${id}/removal`, headers: user.headers });
const remove = (user: TestUser, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/orders/${id}`, headers: user.headers });
const campaign = async (id: string) => (await t.ctx.db.select().from(adCampaigns).where(eq(adCampaigns.id, id)))[0]!;

describe('GET /api/orders/price', () => {
  it('answers the price POST /place-order charges, and what it buys', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders/price', headers: alice.headers });
    expect(res.statusCode).toBe(200);
    const price = res.json();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/place-order',
      headers: alice.headers,
      payload: { business_idea: IDEA_QUESTIONS.map((question) => ({ question, answer: 'Tea stalls near offices' })) },
    });
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/order/${placed.json().order_id}`,
      headers: alice.headers,
    });
    expect(price).toEqual({
      amount_minor: order.json().amount_minor,
      currency: order.json().currency,
      validation_days: 7,
    });
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/price' })).statusCode).toBe(401);
  });
});

describe('deleting a live order', () => {
  it('says what will happen: page live, the number of leads, the running campaign', async () => {
    const id = await insertLiveOrder(t.ctx, alice);
    await insertLeads(id, 3);
    await insertCampaign(id, 'Diwali push', 'Active', 'customers/1/campaigns/7');
    await insertCampaign(id, 'Unpaid draft', 'Payment Required');
    const res = await impact(alice, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      order_id: id,
      status: 'Active',
      paid: true,
      page_live: true,
      leads: 3,
      campaigns_to_stop: [{ name: 'Diwali push', status: 'Active' }],
      blocked: null,
    });
    expect(res.json().campaigns_to_stop[0].ends_at).toMatch(/^\d{4}-/);
  });

  it('stops the running campaign through the ads provider, then takes the page offline and keeps the leads', async () => {
    const id = await insertLiveOrder(t.ctx, alice);
    await insertLeads(id, 2);
    const running = await insertCampaign(id, 'Running', 'Active', 'customers/1/campaigns/42');
    expect((await t.app.inject({ method: 'GET', url: `/p/${id}` })).statusCode).toBe(200);

    const res = await remove(alice, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(stop).toHaveBeenCalledWith('customers/1/campaigns/42');
    const after = await campaign(running);
    expect(after.status).toBe('Completed');
    expect(after.endsAt!.getTime()).toBeLessThanOrEqual(Date.now());
    // The kept page is dropped when PostgreSQL's notification reaches this process (asynchronously).
    await expect.poll(async () => (await t.app.inject({ method: 'GET', url: `/p/${id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/order/${id}`, headers: alice.headers })).statusCode).toBe(
      404,
    );
    // Kept in the database (not shown any more): what the dialog says.
    const leads = await t.ctx.db.select().from(contactSubmissions).where(eq(contactSubmissions.orderId, id));
    expect(leads).toHaveLength(2);
  });

  it('refuses with 409 and the reason while a campaign is being launched, and deletes nothing', async () => {
    const id = await insertLiveOrder(t.ctx, alice);
    await insertCampaign(id, 'Launching', 'Under Processing');
    expect((await impact(alice, id)).json().blocked).toBe(launchingDetail('Launching'));
    const res = await remove(alice, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(launchingDetail('Launching'));
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.deletedAt).toBeNull();
    expect(stop).not.toHaveBeenCalled();
  });

  it('deletes nothing when the provider cannot stop the campaign (502 with the reason)', async () => {
    const id = await insertLiveOrder(t.ctx, alice);
    const running = await insertCampaign(id, 'Stubborn', 'Active', 'customers/1/campaigns/9');
    stop.mockRejectedValueOnce(new Error('UNAVAILABLE'));
    const res = await remove(alice, id);
    expect(res.statusCode).toBe(502);
    expect(res.json().detail).toBe(stopFailedDetail('Stubborn'));
    expect((await campaign(running)).status).toBe('Active');
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.deletedAt).toBeNull();
    // A second try, once the provider answers, goes through.
    expect((await remove(alice, id)).statusCode).toBe(200);
  });

  it('an unpaid order: nothing live, nothing to stop', async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/place-order',
      headers: alice.headers,
      payload: { business_idea: IDEA_QUESTIONS.map((question) => ({ question, answer: 'Bike repair at home' })) },
    });
    const id = placed.json().order_id as string;
    expect((await impact(alice, id)).json()).toMatchObject({
      paid: false,
      page_live: false,
      leads: 0,
      campaigns_to_stop: [],
      blocked: null,
    });
    expect((await remove(alice, id)).statusCode).toBe(200);
  });

  it("another user's order is not found, for the impact and the delete", async () => {
    const id = await insertLiveOrder(t.ctx, alice);
    await insertCampaign(id, 'Mine', 'Active', 'customers/1/campaigns/5');
    expect((await impact(bob, id)).statusCode).toBe(404);
    expect((await remove(bob, id)).statusCode).toBe(404);
    expect(stop).not.toHaveBeenCalled();
  });
});
