// The Razorpay adapter against a loopback HTTP server that answers like Razorpay's Orders and
// Payments API: the same verify code path as the sandbox, with the amount read from the gateway.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, eventually, type TestApp } from '../../helpers/app';
import { signUp, type TestUser } from '../../helpers/users';
import { orders, paymentOrders } from '../../../src/server/db/schema';
import { usePaymentGateway } from '../../../src/server/payments/active';
import { RazorpayGateway } from '../../../src/server/payments/razorpay';
import { paymentSignature } from '../../../src/server/payments/signature';
import { placeOrder, verify } from './flow';

const KEY_ID = 'rzp_test_loopback';
const KEY_SECRET = 'loopback_secret_0123456789';

interface FakeRazorpay {
  url: string;
  created: { body: Record<string, unknown>; auth: string }[];
  payments: Map<string, { id: string; order_id: string; amount: number; currency: string; status: string }>;
  close(): Promise<void>;
}

async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const state: FakeRazorpay = { url: '', created: [], payments: new Map(), close: async () => {} };
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
      const m = /^\/v1\/payments\/([^/?]+)/.exec(req.url ?? '');
      if (req.method === 'GET' && m) {
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
  t = await createTestApp({ RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, AUTH_RATE_LIMIT_MAX: '1000' });
  usePaymentGateway(t.ctx, new RazorpayGateway(KEY_ID, KEY_SECRET, fake.url));
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
    expect(sent.body).toMatchObject({ amount: 9900, currency: 'USD', notes: { use: 'landing_page', target_id: orderId } });
    expect(String(sent.body.receipt)).toMatch(/^rcpt_[a-z0-9]{20}$/);
    expect(sent.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);

    const sandbox = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/complete',
      headers: user.headers,
      payload: { razorpay_order_id: po.id, outcome: 'success' },
    });
    expect(sandbox.statusCode).toBe(404);

    fake.payments.set('pay_real1', { id: 'pay_real1', order_id: po.id, amount: 9900, currency: 'USD', status: 'captured' });
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
});
