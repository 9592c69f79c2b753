// The Razorpay adapter against a loopback HTTP server that answers like Razorpay's Orders and
// Payments API: the same verify code path as the sandbox, with the amount read from the gateway.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, eventually, type TestApp } from '../../helpers/app';
import { signUp, type TestUser } from '../../helpers/users';
import { orders, paymentOrders, payments } from '../../../src/server/db/schema';
import { CAPTURE_FAILED_DETAIL, refundedPaymentDetail } from '../../../src/shared/contracts/payments';
import { RazorpayGateway } from '../../../src/server/payments/razorpay';
import { paymentSignature, webhookSignature } from '../../../src/server/payments/signature';
import { placeOrder, verify } from './flow';

const KEY_ID = 'rzp_test_loopback';
const KEY_SECRET = 'loopback_secret_0123456789';
const WEBHOOK_SECRET = 'whsec_loopback_0123456789';

interface FakeRazorpay {
  url: string;
  created: { body: Record<string, unknown>; auth: string }[];
  payments: Map<
    string,
    { id: string; order_id: string; amount: number; currency: string; status: string; amount_refunded?: number }
  >;
  /** POST /v1/payments/{id}/capture and /refund requests, as received. */
  captures: { paymentId: string; body: Record<string, unknown>; auth: string }[];
  refunds: { paymentId: string; body: Record<string, unknown>; auth: string }[];
  /** Payments whose capture Razorpay refuses (like a payment authorized too long ago). */
  refuseCapture: Set<string>;
  /** GET /v1/payments/{id} requests (payments.fetch), as received. */
  fetches: { paymentId: string; auth: string }[];
  close(): Promise<void>;
}

async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const state: FakeRazorpay = {
    url: '',
    created: [],
    payments: new Map(),
    captures: [],
    refunds: [],
    refuseCapture: new Set(),
    fetches: [],
    close: async () => {},
  };
  const badRequest = (description: string) => ({ error: { code: 'BAD_REQUEST_ERROR', description } });
  let n = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && req.url === '/v1/orders') {
        const body = JSON.parse(raw) as Record<string, unknown>;
        state.created.push({ body, auth: req.headers.authorization ?? '' });
        return json(200, { id: `order_rzp${++n}`, entity: 'order', status: 'created', ...body });
      }
      const action = /^\/v1\/payments\/([^/?]+)\/(capture|refund)$/.exec(req.url ?? '');
      if (req.method === 'POST' && action) {
        const [, id, what] = action as unknown as [string, string, 'capture' | 'refund'];
        const body = JSON.parse(raw || '{}') as Record<string, unknown>;
        state[what === 'capture' ? 'captures' : 'refunds'].push({
          paymentId: id,
          body,
          auth: req.headers.authorization ?? '',
        });
        const p = state.payments.get(id);
        if (!p) return json(400, badRequest('The id provided does not exist'));
        if (what === 'capture') {
          if (state.refuseCapture.has(id)) return json(400, badRequest('Payment capture failed'));
          if (p.status !== 'authorized') return json(400, badRequest('This payment has already been captured'));
          if (Number(body.amount) !== p.amount || body.currency !== p.currency) {
            return json(400, badRequest('Capture amount must be equal to the amount authorized'));
          }
          p.status = 'captured';
          return json(200, { entity: 'payment', ...p });
        }
        if (p.status !== 'captured') return json(400, badRequest('The payment has not been captured'));
        const amount = Number(body.amount ?? p.amount);
        if (amount + (p.amount_refunded ?? 0) > p.amount) {
          return json(400, badRequest('The refund amount provided is greater than amount captured'));
        }
        p.amount_refunded = (p.amount_refunded ?? 0) + amount;
        if (p.amount_refunded === p.amount) p.status = 'refunded';
        return json(200, {
          id: `rfnd_${id}`,
          entity: 'refund',
          amount,
          currency: p.currency,
          payment_id: id,
          status: 'processed',
        });
      }
      const m = /^\/v1\/payments\/([^/?]+)/.exec(req.url ?? '');
      if (req.method === 'GET' && m) {
        state.fetches.push({ paymentId: m[1]!, auth: req.headers.authorization ?? '' });
        const p = state.payments.get(m[1]!);
        return p
          ? json(200, { entity: 'payment', ...p })
          : json(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
      }
      json(404, { error: { description: 'not found' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

let t: TestApp;
let fake: FakeRazorpay;
let user: TestUser;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  t = await createTestApp(
    {
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      AUTH_RATE_LIMIT_MAX: '1000',
    },
    { services: { paymentGateway: () => new RazorpayGateway(KEY_ID, KEY_SECRET, fake.url) } },
  );
  user = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** What Razorpay's checkout hands the browser after a payment. */
function checkoutResult(orderId: string, paymentId: string) {
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(orderId, paymentId, KEY_SECRET),
  };
}

describe('the Razorpay gateway', () => {
  it('tells the web to load checkout.js with the key id; the sandbox checkout is off', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config', headers: user.headers });
    expect(res.json()).toEqual({ gateway: 'razorpay', key_id: KEY_ID });
  });

  it('creates the order with the SDK (server amount in minor units, unique receipt) and verifies the payment', async () => {
    const orderId = await placeOrder(t.app, user);
    const res = await t.app.inject({
      method: 'POST',
      url: '/create-razorpay-order',
      headers: user.headers,
      payload: { amount: 0, use: 'landing_page', pfa_order_id: orderId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const po = res.json();
    expect(po).toMatchObject({ amount: 9900, currency: 'USD', gateway: 'razorpay', key_id: KEY_ID });
    expect(po.prefill.email).toBe(user.email);
    const sent = fake.created.at(-1)!;
    expect(sent.body).toMatchObject({
      amount: 9900,
      currency: 'USD',
      notes: { use: 'landing_page', target_id: orderId },
    });
    expect(String(sent.body.receipt)).toMatch(/^rcpt_[a-z0-9]{20}$/);
    expect(sent.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);

    const sandbox = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/complete',
      headers: user.headers,
      payload: { razorpay_order_id: po.id, outcome: 'success' },
    });
    expect(sandbox.statusCode).toBe(404);

    fake.payments.set('pay_real1', {
      id: 'pay_real1',
      order_id: po.id,
      amount: 9900,
      currency: 'USD',
      status: 'captured',
    });
    const ok = await verify(t.app, user, checkoutResult(po.id, 'pay_real1'), orderId);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().status).toBe('success');
    await eventually(async () => {
      const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
      return row?.status === 'Active';
    }, 20_000);
  });

  it.each([
    ['the gateway reports a smaller amount', { amount: 100, currency: 'USD', status: 'captured' }],
    ['the gateway reports another currency', { amount: 9900, currency: 'INR', status: 'captured' }],
    ['the payment failed at the gateway', { amount: 9900, currency: 'USD', status: 'failed' }],
  ])('refuses when %s (nothing changed)', async (_name, payment) => {
    const orderId = await placeOrder(t.app, user);
    const po = (
      await t.app.inject({
        method: 'POST',
        url: '/create-razorpay-order',
        headers: user.headers,
        payload: { amount: 0, use: 'landing_page', pfa_order_id: orderId },
      })
    ).json();
    const paymentId = `pay_${Math.random().toString(36).slice(2, 10)}`;
    fake.payments.set(paymentId, { id: paymentId, order_id: po.id, ...payment });
    const res = await verify(t.app, user, checkoutResult(po.id, paymentId), orderId);
    expect(res.statusCode).toBe(400);
    const [row] = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, po.id));
    expect(row!.status).toBe('created');
    const [o] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(o!.status).toBe('Payment Required');
  });

  /** Create a payment order for a new order through the SDK; returns both ids. */
  async function newPaymentOrder(existingOrderId?: string) {
    const orderId = existingOrderId ?? (await placeOrder(t.app, user));
    const res = await t.app.inject({
      method: 'POST',
      url: '/create-razorpay-order',
      headers: user.headers,
      payload: { amount: 0, use: 'landing_page', pfa_order_id: orderId },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { orderId, poId: res.json().id as string };
  }

  it('captures an authorized payment through the SDK with the server amount and currency, then settles', async () => {
    const { orderId, poId } = await newPaymentOrder();
    fake.payments.set('pay_auth1', {
      id: 'pay_auth1',
      order_id: poId,
      amount: 9900,
      currency: 'USD',
      status: 'authorized',
    });
    const res = await verify(t.app, user, checkoutResult(poId, 'pay_auth1'), orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('success');
    expect(fake.captures.filter((c) => c.paymentId === 'pay_auth1')).toEqual([
      {
        paymentId: 'pay_auth1',
        body: { amount: 9900, currency: 'USD' },
        auth: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
      },
    ]);
    expect(fake.payments.get('pay_auth1')!.status).toBe('captured');
    const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, 'pay_auth1'));
    expect(row).toMatchObject({ status: 'paid', amountMinor: 9900, currency: 'USD', gateway: 'razorpay' });
    // A replay neither captures again nor refunds.
    expect((await verify(t.app, user, checkoutResult(poId, 'pay_auth1'), orderId)).statusCode).toBe(200);
    expect(fake.captures.filter((c) => c.paymentId === 'pay_auth1')).toHaveLength(1);
    expect(fake.refunds.filter((r) => r.paymentId === 'pay_auth1')).toHaveLength(0);
  });

  it('does not settle when Razorpay refuses the capture (402 with a clear detail)', async () => {
    const { orderId, poId } = await newPaymentOrder();
    fake.payments.set('pay_nocap', {
      id: 'pay_nocap',
      order_id: poId,
      amount: 9900,
      currency: 'USD',
      status: 'authorized',
    });
    fake.refuseCapture.add('pay_nocap');
    const res = await verify(t.app, user, checkoutResult(poId, 'pay_nocap'), orderId);
    expect(res.statusCode).toBe(402);
    expect(res.json().detail).toBe(CAPTURE_FAILED_DETAIL);
    expect(fake.captures.filter((c) => c.paymentId === 'pay_nocap').map((c) => c.body)).toEqual([
      { amount: 9900, currency: 'USD' },
    ]);
    const [po] = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, poId));
    expect(po!.status).toBe('created');
    const [o] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(o!.status).toBe('Payment Required');
    const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, 'pay_nocap'));
    expect(row!.status).toBe('failed');
  });

  it('refunds a second payment for an already-paid order through the SDK (the server amount), and says so', async () => {
    const first = await newPaymentOrder();
    const second = await newPaymentOrder(first.orderId);
    fake.payments.set('pay_one', {
      id: 'pay_one',
      order_id: first.poId,
      amount: 9900,
      currency: 'USD',
      status: 'captured',
    });
    fake.payments.set('pay_two', {
      id: 'pay_two',
      order_id: second.poId,
      amount: 9900,
      currency: 'USD',
      status: 'authorized',
    });
    expect((await verify(t.app, user, checkoutResult(first.poId, 'pay_one'), first.orderId)).statusCode).toBe(200);
    const res = await verify(t.app, user, checkoutResult(second.poId, 'pay_two'), first.orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(refundedPaymentDetail('already_paid', 'landing_page', 9900, 'USD', true));
    expect(res.json().detail).toBe(
      'This order was already paid, so this second payment of $99 USD has been refunded. Refunds take 9-15 days to reach your account.',
    );
    expect(fake.captures.filter((c) => c.paymentId === 'pay_two').map((c) => c.body)).toEqual([
      { amount: 9900, currency: 'USD' },
    ]);
    const refunds = fake.refunds.filter((r) => r.paymentId === 'pay_two');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.body).toMatchObject({
      amount: 9900,
      notes: { reason: 'already_paid', payment_order_id: second.poId },
    });
    expect(fake.payments.get('pay_two')).toMatchObject({ status: 'refunded', amount_refunded: 9900 });
    expect(fake.refunds.filter((r) => r.paymentId === 'pay_one')).toHaveLength(0);
    const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, 'pay_two'));
    expect(row).toMatchObject({
      status: 'refunded',
      refundReason: 'already_paid',
      refundId: 'rfnd_pay_two',
      refundedAmountMinor: 9900,
    });
    // Asking again refunds nothing more.
    expect((await verify(t.app, user, checkoutResult(second.poId, 'pay_two'), first.orderId)).statusCode).toBe(409);
    expect(fake.refunds.filter((r) => r.paymentId === 'pay_two')).toHaveLength(1);
  });
});

describe('a Razorpay webhook is confirmed with payments.fetch before it settles anything', () => {
  const auth = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
  function webhook(entity: { id: string; order_id: string; amount: number; currency: string; status: string }) {
    const raw = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity } } });
    return t.app.inject({
      method: 'POST',
      url: '/webhooks/razorpay',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(raw, WEBHOOK_SECRET),
        'x-razorpay-event-id': `evt_${Math.random().toString(36).slice(2)}`,
      },
      payload: raw,
    });
  }
  /** A new founder's order and its Razorpay payment order (per-user order limits stay far away). */
  async function razorpayOrder() {
    const founder = await signUp(t.app);
    const orderId = await placeOrder(t.app, founder);
    const res = await t.app.inject({
      method: 'POST',
      url: '/create-razorpay-order',
      headers: founder.headers,
      payload: { amount: 0, use: 'landing_page', pfa_order_id: orderId },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { orderId, poId: res.json().id as string };
  }
  async function unchanged(poId: string, orderId: string, paymentId: string) {
    const [po] = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, poId));
    expect(po!.status).toBe('created');
    const [o] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(o!.status).toBe('Payment Required');
    expect(await t.ctx.db.select().from(payments).where(eq(payments.id, paymentId))).toEqual([]);
  }

  it('refuses a signed payment.captured for a payment id Razorpay never issued (400, nothing settled)', async () => {
    const { orderId, poId } = await razorpayOrder();
    const res = await webhook({ id: 'pay_forged1', order_id: poId, amount: 9900, currency: 'USD', status: 'captured' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().detail).toBe('The gateway has no such payment');
    expect(fake.fetches.filter((f) => f.paymentId === 'pay_forged1')).toEqual([{ paymentId: 'pay_forged1', auth }]);
    await unchanged(poId, orderId, 'pay_forged1');
  });

  it.each([
    ['a smaller amount', { amount: 100 }],
    ['another currency', { currency: 'INR' }],
    ['another payment order', { order_id: 'order_rzpSomeoneElse' }],
    ['a failed payment', { status: 'failed' }],
  ])('refuses an event whose payment Razorpay records with %s', async (_name, record) => {
    const { orderId, poId } = await razorpayOrder();
    const id = `pay_${Math.random().toString(36).slice(2, 10)}`;
    const claimed = { id, order_id: poId, amount: 9900, currency: 'USD', status: 'captured' };
    fake.payments.set(id, { ...claimed, ...record });
    const res = await webhook(claimed);
    expect(res.statusCode, res.body).toBe(400);
    expect(fake.fetches.some((f) => f.paymentId === id)).toBe(true);
    await unchanged(poId, orderId, id);
  });

  it('settles a payment Razorpay confirms (same order, amount, currency; captured)', async () => {
    const { poId } = await razorpayOrder();
    const entity = { id: 'pay_hook_ok', order_id: poId, amount: 9900, currency: 'USD', status: 'captured' };
    fake.payments.set(entity.id, { ...entity });
    const res = await webhook(entity);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'settled' });
    expect(fake.fetches.filter((f) => f.paymentId === entity.id)).toEqual([{ paymentId: entity.id, auth }]);
    const [po] = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, poId));
    expect(po).toMatchObject({ status: 'paid', paidVia: 'webhook', paymentId: entity.id });
  });
});
