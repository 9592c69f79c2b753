// Must show: a table of payment tricks, each refused with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, eventually, type TestApp } from '../../helpers/app';
import { signUp, type TestUser } from '../../helpers/users';
import { orders, paymentEvents, paymentOrders, payments, sandboxPayments } from '../../../src/server/db/schema';
import { paymentSignature, webhookSignature } from '../../../src/server/payments/signature';
import { createPaymentOrder, placeAndPay, placeOrder, sandboxPay, verify, type PaymentResult } from './flow';

const WEBHOOK_SECRET = 'whsec_test_0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await t?.close();
});

/** Everything a trick could change. */
async function snapshot() {
  const db = t.ctx.db;
  return {
    orders: await db.select().from(orders).orderBy(asc(orders.id)),
    paymentOrders: await db.select().from(paymentOrders).orderBy(asc(paymentOrders.id)),
    events: await db.select().from(paymentEvents).orderBy(asc(paymentEvents.id)),
    payments: await db.select().from(payments).orderBy(asc(payments.id)),
    sandboxPayments: await db.select().from(sandboxPayments).orderBy(asc(sandboxPayments.id)),
  };
}

function webhook(body: object, options: { secret?: string; eventId?: string } = {}) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/webhooks/razorpay',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(raw, options.secret ?? WEBHOOK_SECRET),
      'x-razorpay-event-id': options.eventId ?? `evt_${Math.random().toString(36).slice(2)}`,
    },
    payload: raw,
  });
}

const captured = (paymentId: string, orderId: string, amount = 9900, currency = 'USD') => ({
  event: 'payment.captured',
  payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, currency, status: 'captured' } } },
});

async function untilActive(orderId: string) {
  await eventually(async () => {
    const [row] = await t.ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    return row?.status === 'Active';
  }, 20_000);
}

/** A user with a placed order, its payment order and a sandbox payment (not yet verified). */
async function paidInSandbox(user?: TestUser) {
  const u = user ?? (await signUp(t.app));
  const orderId = await placeOrder(t.app, u);
  const po = await createPaymentOrder(t.app, u, orderId);
  const result = await sandboxPay(t.app, u, po.id);
  owners.set(po.id, u);
  return { user: u, orderId, po, result };
}

/** Each trick sets the scene, then returns the attack: one request that must be refused. */
type Trick = {
  name: string;
  setup: () => Promise<() => Promise<LightMyRequestResponse>>;
  /** The answer the gateway-facing webhook gives to a duplicate (2xx, so Razorpay stops retrying). */
  status?: number;
};

const tricks: Trick[] = [
  {
    name: 'forged signature',
    setup: async () => {
      const { user, orderId, result } = await paidInSandbox();
      return () => verify(t.app, user, { ...result, razorpay_signature: 'ab'.repeat(32) }, orderId);
    },
  },
  {
    name: 'a signature that is not hex at all',
    setup: async () => {
      const { user, orderId, result } = await paidInSandbox();
      return () => verify(t.app, user, { ...result, razorpay_signature: 'not-a-signature' }, orderId);
    },
  },
  {
    name: 'signature for another order',
    setup: async () => {
      const a = await paidInSandbox();
      const orderB = await placeOrder(t.app, a.user);
      const poB = await createPaymentOrder(t.app, a.user, orderB);
      // A's payment and signature presented for B's payment order.
      return () => verify(t.app, a.user, { ...a.result, razorpay_order_id: poB.id }, orderB);
    },
  },
  {
    name: 'a payment presented for a different order than it was made for',
    setup: async () => {
      const a = await paidInSandbox();
      const orderB = await placeOrder(t.app, a.user);
      return () => verify(t.app, a.user, a.result, orderB);
    },
  },
  {
    name: 'replay of a used payment (even validly signed for another payment order)',
    setup: async () => {
      const user = await signUp(t.app);
      const first = await placeAndPay(t.app, user);
      await untilActive(first.orderId);
      const orderB = await placeOrder(t.app, user);
      const poB = await createPaymentOrder(t.app, user, orderB);
      const paymentId = first.result.razorpay_payment_id;
      const replay: PaymentResult = {
        razorpay_order_id: poB.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(poB.id, paymentId, t.ctx.paymentGateway.signingSecret),
      };
      return () => verify(t.app, user, replay, orderB);
    },
  },
  {
    name: 'replay of a used payment through the webhook, for another payment order',
    setup: async () => {
      const user = await signUp(t.app);
      const first = await placeAndPay(t.app, user);
      await untilActive(first.orderId);
      const b = await paidInSandbox(user);
      return () => webhook(captured(first.result.razorpay_payment_id, b.po.id));
    },
  },
  {
    name: "paying another user's order (creating the payment order)",
    setup: async () => {
      const owner = await signUp(t.app);
      const mallory = await signUp(t.app);
      const orderId = await placeOrder(t.app, owner);
      return () =>
        t.app.inject({
          method: 'POST',
          url: '/create-razorpay-order',
          headers: mallory.headers,
          payload: { amount: 99, use: 'landing_page', pfa_order_id: orderId },
        });
    },
  },
  {
    name: "paying another user's order (verifying the owner's payment)",
    setup: async () => {
      const owner = await paidInSandbox();
      const mallory = await signUp(t.app);
      return () => verify(t.app, mallory, owner.result, owner.orderId);
    },
  },
  {
    name: "paying another user's order (completing their sandbox payment order)",
    setup: async () => {
      const owner = await signUp(t.app);
      const orderId = await placeOrder(t.app, owner);
      const po = await createPaymentOrder(t.app, owner, orderId);
      const mallory = await signUp(t.app);
      return () =>
        t.app.inject({
          method: 'POST',
          url: '/api/payments/sandbox/complete',
          headers: mallory.headers,
          payload: { razorpay_order_id: po.id, outcome: 'success' },
        });
    },
  },
  {
    name: 'a tampered amount (the gateway recorded less than the server asked)',
    setup: async () => {
      const { user, orderId, result } = await paidInSandbox();
      await t.ctx.db
        .update(sandboxPayments)
        .set({ amountMinor: 100 })
        .where(eq(sandboxPayments.id, result.razorpay_payment_id));
      return () => verify(t.app, user, result, orderId);
    },
  },
  {
    name: 'a tampered amount in a correctly signed webhook',
    setup: async () => {
      const { po, result } = await paidInSandbox();
      return () => webhook(captured(result.razorpay_payment_id, po.id, 100));
    },
  },
  {
    name: 'a tampered currency in a correctly signed webhook',
    setup: async () => {
      const { po, result } = await paidInSandbox();
      return () => webhook(captured(result.razorpay_payment_id, po.id, 9900, 'INR'));
    },
  },
  {
    name: 'a correctly signed payment.captured for a payment id the gateway never issued',
    setup: async () => {
      const { po } = await paidInSandbox();
      return () => webhook(captured('pay_sbxneverIssued01', po.id));
    },
  },
  {
    name: 'a correctly signed payment.captured for a payment the gateway has as failed',
    setup: async () => {
      const { po, result } = await paidInSandbox();
      await t.ctx.db
        .update(sandboxPayments)
        .set({ status: 'failed' })
        .where(eq(sandboxPayments.id, result.razorpay_payment_id));
      return () => webhook(captured(result.razorpay_payment_id, po.id));
    },
  },
  {
    name: "a correctly signed webhook naming another payment order than the gateway's record",
    setup: async () => {
      const a = await paidInSandbox();
      const b = await paidInSandbox(a.user);
      // A's real payment presented as B's: the gateway says it belongs to A's payment order.
      return () => webhook(captured(a.result.razorpay_payment_id, b.po.id));
    },
  },
  {
    name: 'verify before create',
    setup: async () => {
      const user = await signUp(t.app);
      const orderId = await placeOrder(t.app, user);
      const [po, pay] = ['order_sbxneverCreated', 'pay_sbxmadeUp'];
      const made = {
        razorpay_order_id: po,
        razorpay_payment_id: pay,
        razorpay_signature: paymentSignature(po, pay, t.ctx.paymentGateway.signingSecret),
      };
      return () => verify(t.app, user, made, orderId);
    },
  },
  {
    name: 'verify with a payment the gateway never saw',
    setup: async () => {
      const user = await signUp(t.app);
      const orderId = await placeOrder(t.app, user);
      const po = await createPaymentOrder(t.app, user, orderId);
      const made = {
        razorpay_order_id: po.id,
        razorpay_payment_id: 'pay_sbxmadeUp',
        razorpay_signature: paymentSignature(po.id, 'pay_sbxmadeUp', t.ctx.paymentGateway.signingSecret),
      };
      return () => verify(t.app, user, made, orderId);
    },
  },
  {
    name: 'webhook with a bad signature',
    setup: async () => {
      const { po, result } = await paidInSandbox();
      return () => webhook(captured(result.razorpay_payment_id, po.id), { secret: 'not-the-secret' });
    },
  },
  {
    name: 'duplicate webhook event (same event id, now pointing at another payment order)',
    status: 200,
    setup: async () => {
      const a = await paidInSandbox();
      const first = await webhook(captured(a.result.razorpay_payment_id, a.po.id), { eventId: 'evt_dup_1' });
      expect(first.json()).toEqual({ status: 'settled' });
      await untilActive(a.orderId);
      const b = await paidInSandbox();
      return () => webhook(captured(b.result.razorpay_payment_id, b.po.id), { eventId: 'evt_dup_1' });
    },
  },
];

describe('payment tricks are refused and change nothing', () => {
  it.each(tricks.map((trick) => [trick.name, trick] as const))('%s', async (_name, trick) => {
    const attack = await trick.setup();
    const before = await snapshot();
    const res = await attack();
    if (trick.status) {
      expect(res.statusCode).toBe(trick.status);
      expect(res.json()).toEqual({ status: 'duplicate' });
    } else {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json().detail).toBe('string');
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('the webhook', () => {
  it('moves a paid order forward when the browser closed before verify', async () => {
    const { orderId, po, result } = await paidInSandbox();
    const res = await webhook(captured(result.razorpay_payment_id, po.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'settled' });
    await untilActive(orderId);
    const [row] = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, po.id));
    expect(row).toMatchObject({ status: 'paid', paidVia: 'webhook', paymentId: result.razorpay_payment_id });
    // The browser's verify arriving late changes nothing and still answers success.
    const late = await verify(t.app, (await signUpOwnerOf(po.id))!, result, orderId);
    expect(late.statusCode).toBe(200);
    expect(late.json().order_status).toBe('Active');
  });

  it('never moves an order backwards (a repeat event for an Active order)', async () => {
    const { orderId, po, result } = await paidInSandbox();
    expect((await webhook(captured(result.razorpay_payment_id, po.id))).statusCode).toBe(200);
    await untilActive(orderId);
    const again = await webhook(captured(result.razorpay_payment_id, po.id));
    expect(again.json()).toEqual({ status: 'already' });
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.status).toBe('Active');
  });

  it('ignores events it does not act on, and answers 400 to a body that is not JSON', async () => {
    const ignored = await webhook({ event: 'refund.created', payload: {} });
    expect(ignored.json()).toEqual({ status: 'ignored' });
    const raw = 'not json';
    const res = await t.app.inject({
      method: 'POST',
      url: '/webhooks/razorpay',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': webhookSignature(raw, WEBHOOK_SECRET) },
      payload: raw,
    });
    expect(res.statusCode).toBe(400);
  });

  it('does not change JSON parsing of other routes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/place-order',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect([400, 401]).toContain(res.statusCode);
    const user = await signUp(t.app);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/place-order',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({
        business_idea: [
          { question: 'q', answer: 'Idea' },
          { question: 'q', answer: 'A solution in words' },
          { question: 'q', answer: 'A feature in words' },
        ],
      }),
    });
    expect(ok.statusCode).toBe(201);
  });
});

const owners = new Map<string, TestUser>();
async function signUpOwnerOf(paymentOrderId: string): Promise<TestUser | undefined> {
  return owners.get(paymentOrderId);
}
