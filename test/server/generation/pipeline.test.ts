import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, eventually, type TestApp } from '../../helpers/app';
import { signUp, type TestUser } from '../../helpers/users';
import { notifications, orders } from '../../../src/server/db/schema';
import { completeIfDue, generateLandingPage, sweepOrders } from '../../../src/server/orders/pipeline';
import { createPaymentOrder, placeAndPay, placeOrder, sandboxPay, verify } from '../payments/flow';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai';

let t: TestApp;
let fake: FakeOpenAi;
let user: TestUser;

beforeAll(async () => {
  fake = await startFakeOpenAi('good');
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '1000',
    LLM_BASE_URL: fake.url,
    LLM_API_KEY: 'sk-test',
    LLM_MODEL: 'test-model',
  });
  user = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const row = async (id: string) => (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const until = (id: string, status: string) =>
  eventually(async () => ((await row(id)).status === status ? row(id) : null), 25_000);

describe('the generation pipeline', () => {
  it('paid → Under Processing → Active, written by the model when LLM_* are set', async () => {
    fake.mode = 'good';
    const { orderId } = await placeAndPay(t.app, user);
    const active = await until(orderId, 'Active');
    // The model is named, so the dashboard can say who wrote the page.
    expect(active.generator).toBe('llm:test-model');
    // The business name is the founder's (from the first answer), never the model's own.
    expect(active.landingPage!.seo_content.business_name).toBe('Meal Kits');
    expect(active.landingPage!.seo_content.header).toBe('Dinner for busy families, sorted in fifteen minutes');
    expect(active.landingPage!.seo_content.main_image_url).toMatch(/^\/media\//);
  });

  it('falls back to the built-in generator when the model answers broken JSON', async () => {
    fake.mode = 'broken';
    const { orderId } = await placeAndPay(t.app, user);
    const active = await until(orderId, 'Active');
    expect(active.generator).toBe('builtin');
    expect(active.landingPage!.seo_content.business_name).toBe('Meal Kits');
  });

  it('a job that keeps failing uses the built-in generator only (no model call)', async () => {
    fake.mode = 'good';
    const orderId = await placeOrder(t.app, user);
    await t.ctx.db.update(orders).set({ status: 'Under Processing' }).where(eq(orders.id, orderId));
    const calls = fake.requests.length;
    expect(await generateLandingPage(t.ctx.deps.orders, orderId, { builtinOnly: true })).toBe('generated');
    expect(fake.requests.length).toBe(calls);
    expect((await row(orderId)).generator).toBe('builtin');
    // Idempotent: a second run (a duplicate job) changes nothing.
    const before = await row(orderId);
    expect(await generateLandingPage(t.ctx.deps.orders, orderId)).toBe('skipped');
    expect(await row(orderId)).toEqual(before);
    // The founder is told once that the page is live, linked to its dashboard.
    const told = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventKey, `page_live:${orderId}`));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ userId: user.id, kind: 'page_live', link: `/dashboard/overview/${orderId}` });
    // Named as the page names itself (as the lead notifications are), not by the order's title.
    const businessName = before.landingPage!.seo_content.business_name!;
    expect(businessName).not.toBe('');
    expect(told[0]!.message).toContain(`“${businessName}” is published.`);
  });

  it('resumes a paid order whose job was lost (crash between payment and enqueue)', async () => {
    fake.mode = 'good';
    const orderId = await placeOrder(t.app, user);
    await t.ctx.db
      .update(orders)
      .set({ status: 'Under Processing', paidAt: new Date(), updatedAt: sql`now() - interval '1 hour'` })
      .where(eq(orders.id, orderId));
    const swept = await sweepOrders(t.ctx.deps.orders);
    expect(swept.resumed).toBeGreaterThanOrEqual(1);
    await until(orderId, 'Active');
  });

  it('does not generate for an order that was never paid', async () => {
    const orderId = await placeOrder(t.app, user);
    expect(await generateLandingPage(t.ctx.deps.orders, orderId)).toBe('skipped');
    expect((await row(orderId)).status).toBe('Payment Required');
  });
});

describe('completion when the due date passes', () => {
  it('Active → Completed only once created + 7 days has passed, never backwards', async () => {
    fake.mode = 'good';
    const { orderId } = await placeAndPay(t.app, user);
    await until(orderId, 'Active');
    expect(await completeIfDue(t.ctx.deps.orders, orderId)).toBe(false);
    expect((await row(orderId)).status).toBe('Active');

    await t.ctx.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '8 days'`, dueAt: sql`now() - interval '1 day'` })
      .where(eq(orders.id, orderId));
    const swept = await sweepOrders(t.ctx.deps.orders);
    expect(swept.completed).toBeGreaterThanOrEqual(1);
    const done = await row(orderId);
    expect(done.status).toBe('Completed');
    expect(done.completedAt).toBeInstanceOf(Date);
    // Nothing moves a Completed order back.
    expect(await generateLandingPage(t.ctx.deps.orders, orderId)).toBe('skipped');
    expect(await completeIfDue(t.ctx.deps.orders, orderId)).toBe(false);
    expect((await row(orderId)).status).toBe('Completed');
  });

  it('the scheduled completion job completes an order paid after its due date', async () => {
    fake.mode = 'good';
    const orderId = await placeOrder(t.app, user);
    await t.ctx.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '8 days'`, dueAt: sql`now() - interval '1 day'` })
      .where(eq(orders.id, orderId));
    const po = await createPaymentOrder(t.app, user, orderId);
    const res = await verify(t.app, user, await sandboxPay(t.app, user, po.id), orderId);
    expect(res.statusCode).toBe(200);
    await until(orderId, 'Completed');
  });
});
