// Must show: every endpoint of this issue × another user's order → 404, nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { signUp, type TestUser } from '../../helpers/users';
import { orders, paymentOrders, sandboxPayments } from '../../../src/server/db/schema';
import { IDEA_QUESTIONS } from '../../../src/shared/orders/questions';
import { createPaymentOrder, placeOrder, sandboxPay, type PaymentResult } from '../payments/flow';

let t: TestApp;
let owner: TestUser;
let mallory: TestUser;
let orderId: string;
let paymentOrderId: string;
let result: PaymentResult;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  owner = await signUp(t.app);
  mallory = await signUp(t.app);
  orderId = await placeOrder(t.app, owner);
  paymentOrderId = (await createPaymentOrder(t.app, owner, orderId)).id;
  // A second order of the owner's with a sandbox payment made but not verified.
  const other = await placeOrder(t.app, owner);
  const po = await createPaymentOrder(t.app, owner, other);
  result = await sandboxPay(t.app, owner, po.id);
});
afterAll(async () => {
  await t?.close();
});

async function snapshot() {
  return {
    orders: await t.ctx.db.select().from(orders).orderBy(asc(orders.id)),
    paymentOrders: await t.ctx.db.select().from(paymentOrders).orderBy(asc(paymentOrders.id)),
    sandboxPayments: await t.ctx.db.select().from(sandboxPayments).orderBy(asc(sandboxPayments.id)),
  };
}

const idea = IDEA_QUESTIONS.map((question) => ({ question, answer: 'Taken over by someone else' }));

const endpoints: [string, () => { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }][] = [
  ['GET /api/order/{id}', () => ({ method: 'GET', url: `/api/order/${orderId}` })],
  ['PUT /api/order/{id}', () => ({ method: 'PUT', url: `/api/order/${orderId}`, payload: { business_idea: idea } })],
  ['DELETE /orders/{id}', () => ({ method: 'DELETE', url: `/orders/${orderId}` })],
  [
    'POST /create-razorpay-order',
    () => ({
      method: 'POST',
      url: '/create-razorpay-order',
      payload: { amount: 99, use: 'landing_page', pfa_order_id: orderId },
    }),
  ],
  [
    'POST /api/payments/sandbox/complete',
    () => ({
      method: 'POST',
      url: '/api/payments/sandbox/complete',
      payload: { razorpay_order_id: paymentOrderId, outcome: 'success' },
    }),
  ],
  [
    'POST /verify-razorpay-payment',
    () => ({ method: 'POST', url: '/verify-razorpay-payment', payload: { ...result, use: 'landing_page' } }),
  ],
];

describe("another user's order", () => {
  it.each(endpoints)('%s → 404, nothing changed', async (_name, request) => {
    const before = await snapshot();
    const res = await t.app.inject({ ...request(), headers: mallory.headers });
    expect(res.statusCode, res.body).toBe(404);
    expect(typeof res.json().detail).toBe('string');
    expect(await snapshot()).toEqual(before);
  });

  it('GET /orders lists only the caller’s orders', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/orders', headers: mallory.headers });
    expect(res.json()).toMatchObject({ orders: [], total: 0 });
    const mine = await t.app.inject({ method: 'GET', url: '/orders', headers: owner.headers });
    expect(mine.json().total).toBe(2);
  });

  it('the answers for "someone else’s" and "missing" are the same', async () => {
    const theirs = await t.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: mallory.headers });
    const missing = await t.app.inject({ method: 'GET', url: '/api/order/zzzzzzzzzzzzzzzz', headers: mallory.headers });
    expect(theirs.json().detail.replace(orderId, 'X')).toBe(missing.json().detail.replace('zzzzzzzzzzzzzzzz', 'X'));
  });
});
