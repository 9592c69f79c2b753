import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, eventually, type TestApp } from '../../helpers/app';
import { signUp, type TestUser } from '../../helpers/users';
import { media, orders, paymentOrders } from '../../../src/server/db/schema';
import { seoContentSchema, landingPageSchema } from '../../../src/shared/contracts/landing';
import { createPaymentOrder, placeOrder, sandboxPay, verify } from './flow';

let t: TestApp;
let alice: TestUser;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  alice = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
});

const orderRow = async (id: string) => (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('the sandbox payment flow', () => {
  it('tells the web which gateway is active', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config', headers: alice.headers });
    expect(res.json()).toEqual({ gateway: 'sandbox', key_id: null });
  });

  it('create → sandbox pay → verify moves the order to Under Processing, then the job makes it Active', async () => {
    const orderId = await placeOrder(t.app, alice);
    const po = await createPaymentOrder(t.app, alice, orderId, 0);
    // The client's amount (0) is ignored: the server prices the order at 99.00 USD, in cents.
    expect(po).toMatchObject({ amount: 9900, currency: 'USD', gateway: 'sandbox' });
    expect(po.id).toMatch(/^order_sbx/);

    const result = await sandboxPay(t.app, alice, po.id);
    expect(result.razorpay_order_id).toBe(po.id);
    expect(result.razorpay_signature).toMatch(/^[0-9a-f]{64}$/);

    const res = await verify(t.app, alice, result, orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', pfa_order_id: orderId });
    expect(['Under Processing', 'Active']).toContain(res.json().order_status);

    const active = await eventually(async () => {
      const row = await orderRow(orderId);
      return row.status === 'Active' ? row : null;
    }, 20_000);
    expect(active.paidAt).toBeInstanceOf(Date);
    expect(active.generator).toBe('builtin');
    const page = landingPageSchema.parse(active.landingPage);
    // The founder's idea named it; the writer adds no "Co." of its own.
    expect(seoContentSchema.parse(page.seo_content).business_name).toBe('Meal Kits');
    expect(page.questions).toMatchObject({
      num_questions: 2,
      question_1: 'Would you pay $10 per meal?',
      question_2: 'What is your biggest dinner struggle?',
    });

    // The dashboard call shows the content; every image URL is served from /media with cache headers.
    const got = (await t.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: alice.headers })).json();
    expect(got.status).toBe('Active');
    expect(got.paid_with).toBe('sandbox');
    // A why-us card left empty (nothing true to say) is hidden by the page and gets no image.
    const cards = Object.values(got.landing_page.seo_content.why_us) as { heading: string; image_url: string }[];
    for (const c of cards.filter((c) => !c.heading)) expect(c.image_url).toBe('');
    const urls = [
      got.landing_page.seo_content.main_image_url,
      got.landing_page.seo_content.bg_image_url,
      ...cards.filter((c) => c.heading).map((c) => c.image_url),
    ];
    // The hero background and the main image always; a why-us card's image when it has one (the
    // copy plan leaves Why Us empty when the unique feature is one sentence: it is the hero's line).
    expect(urls.length).toBe(2 + cards.filter((c) => c.heading).length);
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/[A-Za-z0-9_-]+\.png$/);
      const img = await t.app.inject({ method: 'GET', url });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/png');
      expect(img.headers['cache-control']).toContain('immutable');
      expect(img.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
    const [stored] = await t.ctx.db.select({ id: media.id }).from(media).limit(1);
    expect(stored).toBeTruthy();
  });

  it('verifying the same payment twice changes nothing the second time', async () => {
    const orderId = await placeOrder(t.app, alice);
    const po = await createPaymentOrder(t.app, alice, orderId);
    const result = await sandboxPay(t.app, alice, po.id);
    expect((await verify(t.app, alice, result, orderId)).statusCode).toBe(200);
    const [first] = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, po.id));
    const again = await verify(t.app, alice, result, orderId);
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('success');
    const [second] = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, po.id));
    expect(second).toEqual(first);
  });

  it('a failed sandbox payment answers 402 and leaves the order unpaid', async () => {
    const orderId = await placeOrder(t.app, alice);
    const po = await createPaymentOrder(t.app, alice, orderId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/complete',
      headers: alice.headers,
      payload: { razorpay_order_id: po.id, outcome: 'failure' },
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().detail).toMatch(/declined/);
    expect((await orderRow(orderId)).status).toBe('Payment Required');
  });

  it('refuses a payment order for an order that is already paid (409)', async () => {
    const orderId = await placeOrder(t.app, alice);
    const po = await createPaymentOrder(t.app, alice, orderId);
    expect((await verify(t.app, alice, await sandboxPay(t.app, alice, po.id), orderId)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/create-razorpay-order',
      headers: alice.headers,
      payload: { amount: 99, use: 'landing_page', pfa_order_id: orderId },
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses to create a payment order for an unknown kind of thing (400)', async () => {
    const orderId = await placeOrder(t.app, alice);
    const res = await t.app.inject({
      method: 'POST',
      url: '/create-razorpay-order',
      headers: alice.headers,
      payload: { amount: 99, use: 'gift_card', pfa_order_id: orderId },
    });
    expect(res.statusCode).toBe(400);
    expect(await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.targetId, orderId))).toEqual([]);
  });
});
