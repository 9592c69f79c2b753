// Must show: money is taken once and only when captured. A table of payment tricks, each stating
// the money of every payment involved before and after (captured / refunded, in minor units, as the
// sandbox gateway records it), what the founder is told, and what the order became.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, eventually, type TestApp } from '../../helpers/app';
import { signUp, type TestUser } from '../../helpers/users';
import { adCampaigns, orders, paymentOrders, payments, sandboxPayments } from '../../../src/server/db/schema';
import type { GatewayPayment, GatewayRefund } from '../../../src/server/payments/gateway';
import { SandboxGateway } from '../../../src/server/payments/sandbox';
import { webhookSignature } from '../../../src/server/payments/signature';
import { COMPLETE_JOB, GENERATE_JOB } from '../../../src/server/orders/enqueue';
import { CAMPAIGN_JOBS } from '../../../src/server/campaigns/enqueue';
import {
  CAPTURE_FAILED_DETAIL,
  paymentHistorySchema,
  refundedPaymentDetail,
  type PaymentHistoryEntry,
  type SandboxOutcome,
} from '../../../src/shared/contracts/payments';
import { campaignBody, insertOrder } from '../campaigns/fixtures';
import { createPaymentOrder, placeOrder, verify, type PaymentResult } from './flow';
import { REFUND_JOB, runRefundJob } from '../../../src/server/payments/settle';

const WEBHOOK_SECRET = 'whsec_money_0123456789';

/** The sandbox gateway, counting capture and refund calls per payment; a capture can be made to not take. */
class CountingSandbox extends SandboxGateway {
  readonly captures = new Map<string, number>();
  readonly refunds = new Map<string, number>();
  /** Payments whose capture answers "still authorized" (the gateway did not capture). */
  readonly notCaptured = new Set<string>();

  override async capturePayment(paymentId: string, amountMinor: number, currency: string): Promise<GatewayPayment> {
    this.captures.set(paymentId, (this.captures.get(paymentId) ?? 0) + 1);
    if (this.notCaptured.has(paymentId)) return (await this.fetchPayment(paymentId))!;
    return super.capturePayment(paymentId, amountMinor, currency);
  }

  /** Payments whose refund the gateway refuses (an outage), until removed. */
  readonly refusingRefund = new Set<string>();

  override async refundPayment(paymentId: string, amountMinor: number): Promise<GatewayRefund> {
    this.refunds.set(paymentId, (this.refunds.get(paymentId) ?? 0) + 1);
    if (this.refusingRefund.has(paymentId)) throw new Error('gateway unavailable');
    return super.refundPayment(paymentId, amountMinor);
  }
}

let t: TestApp;
let gateway: CountingSandbox;

beforeAll(async () => {
  t = await createTestApp(
    {
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      AUTH_RATE_LIMIT_MAX: '1000',
      ADS_SANDBOX_LAUNCH_SECONDS: '0.5',
    },
    { services: { paymentGateway: ({ db, secret }) => (gateway = new CountingSandbox(db, secret)) } },
  );
});
afterAll(async () => {
  await t?.close();
});

/** Money of one payment, as the gateway holds it. */
interface Money {
  captured: number;
  refunded: number;
}
const NONE: Money = { captured: 0, refunded: 0 };
const PAID: Money = { captured: 9900, refunded: 0 };
const GIVEN_BACK: Money = { captured: 9900, refunded: 9900 };

async function money(paymentIds: string[]): Promise<Money[]> {
  const out: Money[] = [];
  for (const id of paymentIds) {
    const [row] = await t.ctx.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
    const captured = row && (row.status === 'captured' || row.status === 'refunded') ? row.amountMinor : 0;
    out.push({ captured, refunded: row?.refundedAmountMinor ?? 0 });
  }
  return out;
}

async function checkout(
  user: TestUser,
  paymentOrderId: string,
  outcome: SandboxOutcome = 'success',
): Promise<PaymentResult> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/complete',
    headers: user.headers,
    payload: { razorpay_order_id: paymentOrderId, outcome },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PaymentResult;
}

function webhook(event: string, paymentOrderId: string, paymentId: string, status: string, eventId?: string) {
  const raw = JSON.stringify({
    event,
    payload: {
      payment: { entity: { id: paymentId, order_id: paymentOrderId, amount: 9900, currency: 'USD', status } },
    },
  });
  return t.app.inject({
    method: 'POST',
    url: '/webhooks/razorpay',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(raw, WEBHOOK_SECRET),
      'x-razorpay-event-id': eventId ?? `evt_${Math.random().toString(36).slice(2)}`,
    },
    payload: raw,
  });
}

async function history(user: TestUser, orderId: string): Promise<PaymentHistoryEntry[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/order/${orderId}/payments`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return paymentHistorySchema.parse(res.json()).payments;
}

const orderStatus = async (orderId: string) =>
  (await t.ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;

const SECOND_PAYMENT_REFUNDED = refundedPaymentDetail('already_paid', 'landing_page', 9900, 'USD', true);
const DELETED_ORDER_REFUNDED = refundedPaymentDetail('target_deleted', 'landing_page', 9900, 'USD', true);

/** A scene: a user, an order, payments made in the sandbox checkout (authorized), and the attack. */
interface Scene {
  user: TestUser;
  orderId: string;
  paymentIds: string[];
  attack: () => Promise<LightMyRequestResponse[]>;
}

interface Row {
  name: string;
  scene: () => Promise<Scene>;
  moneyBefore: Money[];
  moneyAfter: Money[];
  /** Status code and detail of each answer to the attack. */
  answers: { status: number; detail?: string }[];
  orderAfter: string[];
  /** The owner's payment history afterwards (status and refund reason of each, in payment order). */
  historyAfter: { status: string; reason?: string | null }[] | 'not-found';
  /** Gateway refund calls per payment (exactly once each, never more). */
  refundCalls: number[];
}

/** Place an order and create `n` payment orders for it while it still needs payment (n tabs). */
async function tabs(n: number) {
  const user = await signUp(t.app);
  const orderId = await placeOrder(t.app, user);
  const pos = [];
  for (let i = 0; i < n; i++) pos.push((await createPaymentOrder(t.app, user, orderId)).id);
  return { user, orderId, pos };
}

const rows: Row[] = [
  {
    name: 'authorized but not captured (the gateway did not capture) → not settled',
    scene: async () => {
      const { user, orderId, pos } = await tabs(1);
      const result = await checkout(user, pos[0]!);
      gateway.notCaptured.add(result.razorpay_payment_id);
      return {
        user,
        orderId,
        paymentIds: [result.razorpay_payment_id],
        attack: async () => [await verify(t.app, user, result, orderId)],
      };
    },
    moneyBefore: [NONE],
    moneyAfter: [NONE],
    answers: [{ status: 402, detail: CAPTURE_FAILED_DETAIL }],
    orderAfter: ['Payment Required'],
    historyAfter: [{ status: 'failed', reason: null }],
    refundCalls: [0],
  },
  {
    name: 'payment.authorized webhook alone never settles (the capture is declined)',
    scene: async () => {
      const { user, orderId, pos } = await tabs(1);
      const result = await checkout(user, pos[0]!, 'capture_failure');
      return {
        user,
        orderId,
        paymentIds: [result.razorpay_payment_id],
        attack: async () => [await webhook('payment.authorized', pos[0]!, result.razorpay_payment_id, 'authorized')],
      };
    },
    moneyBefore: [NONE],
    moneyAfter: [NONE],
    answers: [{ status: 402, detail: CAPTURE_FAILED_DETAIL }],
    orderAfter: ['Payment Required'],
    historyAfter: [{ status: 'failed', reason: null }],
    refundCalls: [0],
  },
  {
    name: 'capture failure (sandbox "capture fails") → not settled, the founder is told',
    scene: async () => {
      const { user, orderId, pos } = await tabs(1);
      const result = await checkout(user, pos[0]!, 'capture_failure');
      return {
        user,
        orderId,
        paymentIds: [result.razorpay_payment_id],
        attack: async () => [await verify(t.app, user, result, orderId)],
      };
    },
    moneyBefore: [NONE],
    moneyAfter: [NONE],
    answers: [{ status: 402, detail: CAPTURE_FAILED_DETAIL }],
    orderAfter: ['Payment Required'],
    historyAfter: [{ status: 'failed', reason: null }],
    refundCalls: [0],
  },
  {
    name: 'a second payment from another tab → refunded, visible in the history with the reason',
    scene: async () => {
      const { user, orderId, pos } = await tabs(2);
      const first = await checkout(user, pos[0]!);
      const second = await checkout(user, pos[1]!);
      expect((await verify(t.app, user, first, orderId)).statusCode).toBe(200);
      return {
        user,
        orderId,
        paymentIds: [first.razorpay_payment_id, second.razorpay_payment_id],
        attack: async () => [await verify(t.app, user, second, orderId)],
      };
    },
    moneyBefore: [PAID, NONE],
    moneyAfter: [PAID, GIVEN_BACK],
    answers: [{ status: 409, detail: SECOND_PAYMENT_REFUNDED }],
    orderAfter: ['Under Processing', 'Active'],
    historyAfter: [
      { status: 'paid', reason: null },
      { status: 'refunded', reason: 'A second payment: this order was already paid.' },
    ],
    refundCalls: [0, 1],
  },
  {
    name: 'a second payment arriving by webhook (payment.captured) → refunded',
    scene: async () => {
      const { user, orderId, pos } = await tabs(2);
      const first = await checkout(user, pos[0]!);
      const second = await checkout(user, pos[1]!);
      expect((await verify(t.app, user, first, orderId)).statusCode).toBe(200);
      // Razorpay captured it (auto-capture): the webhook reports it captured.
      await gateway.capturePayment(second.razorpay_payment_id, 9900, 'USD');
      return {
        user,
        orderId,
        paymentIds: [first.razorpay_payment_id, second.razorpay_payment_id],
        attack: async () => [await webhook('payment.captured', pos[1]!, second.razorpay_payment_id, 'captured')],
      };
    },
    moneyBefore: [PAID, PAID],
    moneyAfter: [PAID, GIVEN_BACK],
    answers: [{ status: 200 }],
    orderAfter: ['Under Processing', 'Active'],
    historyAfter: [
      { status: 'paid', reason: null },
      { status: 'refunded', reason: 'A second payment: this order was already paid.' },
    ],
    refundCalls: [0, 1],
  },
  {
    name: 'a payment order created before the order was deleted, paid afterwards → refunded, order stays deleted',
    scene: async () => {
      const { user, orderId, pos } = await tabs(1);
      const result = await checkout(user, pos[0]!);
      const del = await t.app.inject({ method: 'DELETE', url: `/orders/${orderId}`, headers: user.headers });
      expect(del.statusCode, del.body).toBe(200);
      return {
        user,
        orderId,
        paymentIds: [result.razorpay_payment_id],
        attack: async () => [await verify(t.app, user, result, orderId)],
      };
    },
    moneyBefore: [NONE],
    moneyAfter: [GIVEN_BACK],
    answers: [{ status: 409, detail: DELETED_ORDER_REFUNDED }],
    orderAfter: ['Payment Required'],
    historyAfter: 'not-found',
    refundCalls: [1],
  },
  {
    name: 'two concurrent second payments (and their webhooks) → exactly one refund each',
    scene: async () => {
      const { user, orderId, pos } = await tabs(3);
      const first = await checkout(user, pos[0]!);
      const b = await checkout(user, pos[1]!);
      const c = await checkout(user, pos[2]!);
      expect((await verify(t.app, user, first, orderId)).statusCode).toBe(200);
      return {
        user,
        orderId,
        paymentIds: [first.razorpay_payment_id, b.razorpay_payment_id, c.razorpay_payment_id],
        attack: () =>
          Promise.all([
            verify(t.app, user, b, orderId),
            verify(t.app, user, c, orderId),
            verify(t.app, user, b, orderId),
            verify(t.app, user, c, orderId),
          ]),
      };
    },
    moneyBefore: [PAID, NONE, NONE],
    moneyAfter: [PAID, GIVEN_BACK, GIVEN_BACK],
    answers: [409, 409, 409, 409].map((status) => ({ status })),
    orderAfter: ['Under Processing', 'Active'],
    historyAfter: [
      { status: 'paid', reason: null },
      { status: 'refunded', reason: 'A second payment: this order was already paid.' },
      { status: 'refunded', reason: 'A second payment: this order was already paid.' },
    ],
    refundCalls: [0, 1, 1],
  },
  {
    name: 'two first payments racing (two tabs paid at once) → one settles, the other is refunded',
    scene: async () => {
      const { user, orderId, pos } = await tabs(2);
      const a = await checkout(user, pos[0]!);
      const b = await checkout(user, pos[1]!);
      return {
        user,
        orderId,
        paymentIds: [a.razorpay_payment_id, b.razorpay_payment_id],
        attack: () => Promise.all([verify(t.app, user, a, orderId), verify(t.app, user, b, orderId)]),
      };
    },
    moneyBefore: [NONE, NONE],
    // Which of the two wins is up to the race; checked below as "one paid, one given back".
    moneyAfter: [],
    answers: [],
    orderAfter: ['Under Processing', 'Active'],
    historyAfter: [],
    refundCalls: [],
  },
];

describe('money is taken once, and only when captured', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const scene = await row.scene();
    expect(await money(scene.paymentIds)).toEqual(row.moneyBefore);
    const answers = await scene.attack();
    const refundCalls = scene.paymentIds.map((id) => gateway.refunds.get(id) ?? 0);
    if (row.moneyAfter.length === 0) {
      // The race: exactly one payment kept, the other refunded once.
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect((await money(scene.paymentIds)).sort((x, y) => x.refunded - y.refunded)).toEqual([PAID, GIVEN_BACK]);
      expect(refundCalls.sort()).toEqual([0, 1]);
      const h = await history(scene.user, scene.orderId);
      expect(h.map((p) => p.status).sort()).toEqual(['paid', 'refunded']);
    } else {
      expect(await money(scene.paymentIds)).toEqual(row.moneyAfter);
      expect(answers.map((a) => a.statusCode)).toEqual(row.answers.map((a) => a.status));
      row.answers.forEach((a, i) => {
        if (a.detail) expect(answers[i]!.json().detail).toBe(a.detail);
      });
      expect(refundCalls).toEqual(row.refundCalls);
      if (row.historyAfter === 'not-found') {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/order/${scene.orderId}/payments`,
          headers: scene.user.headers,
        });
        expect(res.statusCode).toBe(404);
      } else {
        const h = await history(scene.user, scene.orderId);
        const byId = new Map(h.map((p) => [p.id, p]));
        expect(
          scene.paymentIds.map((id) => ({ status: byId.get(id)?.status, reason: byId.get(id)?.refund_reason })),
        ).toEqual(row.historyAfter);
      }
    }
    expect(row.orderAfter).toContain(await orderStatus(scene.orderId));
    // The database agrees with the gateway: a refunded payment is recorded with its refund id.
    for (const id of scene.paymentIds) {
      const [p] = await t.ctx.db.select().from(payments).where(eq(payments.id, id));
      const [m] = await money([id]);
      if (m!.refunded)
        expect(p).toMatchObject({
          status: 'refunded',
          refundedAmountMinor: 9900,
          refundId: expect.stringMatching(/^rfnd_sbx/),
        });
    }
  });

  it('a refund the gateway refuses stays pending (money still held, founder told), and the refund job gives it back once, when the gateway answers', async () => {
    const { user, orderId, pos } = await tabs(2);
    const first = await checkout(user, pos[0]!);
    const second = await checkout(user, pos[1]!);
    const id = second.razorpay_payment_id;
    expect((await verify(t.app, user, first, orderId)).statusCode).toBe(200);
    gateway.refusingRefund.add(id);

    const answer = await verify(t.app, user, second, orderId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().detail).toBe(refundedPaymentDetail('already_paid', 'landing_page', 9900, 'USD', false));
    expect(await money([first.razorpay_payment_id, id])).toEqual([PAID, PAID]);
    const statusOf = async () => (await t.ctx.db.select().from(payments).where(eq(payments.id, id)))[0]!.status;
    expect(await statusOf()).toBe('refund_pending');
    expect((await history(user, orderId)).find((p) => p.id === id)?.status).toBe('refund_pending');
    // A durable job was queued before the gateway was asked, so a crash cannot lose the refund.
    const queued = await t.ctx.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${REFUND_JOB} and data->>'paymentId' = ${id}`,
    );
    expect(Number((queued as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(1);

    // The job's run while the gateway still refuses fails, so the queue retries it.
    await expect(runRefundJob(t.ctx.deps.payments, id)).rejects.toThrow(/still pending/);
    expect(await money([id])).toEqual([PAID]);

    gateway.refusingRefund.delete(id);
    await runRefundJob(t.ctx.deps.payments, id);
    expect(await money([id])).toEqual([GIVEN_BACK]);
    expect(await statusOf()).toBe('refunded');
    const calls = gateway.refunds.get(id);
    // Once refunded, more runs (a retried job, a replayed verify) never ask the gateway again.
    await runRefundJob(t.ctx.deps.payments, id);
    expect((await verify(t.app, user, second, orderId)).json().detail).toBe(
      refundedPaymentDetail('already_paid', 'landing_page', 9900, 'USD', true),
    );
    expect(gateway.refunds.get(id)).toBe(calls);
    expect(await money([id])).toEqual([GIVEN_BACK]);
  });

  it('the payment history lists amount, currency, status, date and gateway, newest first; empty before any payment', async () => {
    const { user, orderId, pos } = await tabs(2);
    expect(await history(user, orderId)).toEqual([]);
    const first = await checkout(user, pos[0]!);
    const second = await checkout(user, pos[1]!);
    expect((await verify(t.app, user, first, orderId)).statusCode).toBe(200);
    expect((await verify(t.app, user, second, orderId)).statusCode).toBe(409);
    const h = await history(user, orderId);
    expect(h).toHaveLength(2);
    expect(h[0]).toMatchObject({
      id: second.razorpay_payment_id,
      use: 'landing_page',
      description: 'Landing page',
      amount_minor: 9900,
      currency: 'USD',
      status: 'refunded',
      gateway: 'sandbox',
      refund_reason: 'A second payment: this order was already paid.',
      refunded_amount_minor: 9900,
    });
    expect(h[1]).toMatchObject({
      id: first.razorpay_payment_id,
      status: 'paid',
      refund_reason: null,
      refunded_amount_minor: null,
    });
    expect(Date.parse(h[1]!.created_at)).toBeLessThanOrEqual(Date.parse(h[0]!.created_at));
    // Replaying the refunded payment answers the same, and refunds nothing more.
    const again = await verify(t.app, user, second, orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(SECOND_PAYMENT_REFUNDED);
    expect(gateway.refunds.get(second.razorpay_payment_id)).toBe(1);
  });

  it('a payment order cannot be created for a paid or deleted order (409, with the reason)', async () => {
    const { user, orderId, pos } = await tabs(1);
    expect((await verify(t.app, user, await checkout(user, pos[0]!), orderId)).statusCode).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/create-razorpay-order',
      headers: user.headers,
      payload: { amount: 0, use: 'landing_page', pfa_order_id: orderId },
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().detail).toBe('This order has already been paid.');
    const other = await placeOrder(t.app, user);
    await t.app.inject({ method: 'DELETE', url: `/orders/${other}`, headers: user.headers });
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/create-razorpay-order',
      headers: user.headers,
      payload: { amount: 0, use: 'landing_page', pfa_order_id: other },
    });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().detail).toBe('This order was deleted, so it cannot be paid for.');
  });
});

/** Rows of a raw query on either driver (both answer `{ rows }`). */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await t.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** pg-boss's own table: the jobs of each name for one key (`orderId` or `campaignId` in the data). */
async function jobCounts(field: 'orderId' | 'campaignId', id: string): Promise<Record<string, number>> {
  const rows = await rowsOf<{ name: string; n: number }>(
    sql`select name, count(*)::int as n from pgboss.job where data->>${field} = ${id} group by name order by name`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
}

describe('jobs once, however often a payment is verified', () => {
  it('a refunded second payment notifies its founder once, with the amount and the reason', async () => {
    const { user, orderId, pos } = await tabs(2);
    const first = await checkout(user, pos[0]!);
    const second = await checkout(user, pos[1]!);
    expect((await verify(t.app, user, first, orderId)).statusCode).toBe(200);
    expect((await verify(t.app, user, second, orderId)).statusCode).toBe(409);
    expect((await verify(t.app, user, second, orderId)).statusCode).toBe(409);
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: user.headers });
    const refunds = (res.json().notifications as { kind: string; message: string; link: string }[]).filter(
      (n) => n.kind === 'payment_refunded',
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.message).toContain('A second payment: this order was already paid.');
    expect(refunds[0]!.link).toBe(`/dashboard/overview/${orderId}`);
  });

  it('100 verify replays and 20 webhook replays of one paid order → one generation job and one completion job', async () => {
    const { user, orderId, pos } = await tabs(1);
    const result = await checkout(user, pos[0]!);
    for (let i = 0; i < 100; i++) {
      const res = await verify(t.app, user, result, orderId);
      expect(res.statusCode, res.body).toBe(200);
    }
    for (let i = 0; i < 20; i++) {
      const res = await webhook('payment.captured', pos[0]!, result.razorpay_payment_id, 'captured');
      expect(res.json()).toEqual({ status: 'already' });
    }
    expect(await jobCounts('orderId', orderId)).toEqual({ [COMPLETE_JOB]: 1, [GENERATE_JOB]: 1 });
    await eventually(async () => (await orderStatus(orderId)) === 'Active', 30_000);
    // After generation ran (it enqueues completion once more: deduplicated too), replays still add nothing.
    for (let i = 0; i < 10; i++) expect((await verify(t.app, user, result, orderId)).statusCode).toBe(200);
    expect(await jobCounts('orderId', orderId)).toEqual({ [COMPLETE_JOB]: 1, [GENERATE_JOB]: 1 });
    expect(gateway.captures.get(result.razorpay_payment_id)).toBe(1);
  });

  it('100 verify replays of one paid ad campaign → one launch job', async () => {
    const user = await signUp(t.app);
    const orderId = await insertOrder(t.ctx, user.id);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/create_ad_campaign',
      headers: user.headers,
      payload: campaignBody(orderId),
    });
    expect(created.statusCode, created.body).toBe(201);
    const name = `${orderId}_C1`;
    const campaign = await eventually(async () => {
      const [c] = await t.ctx.db.select().from(adCampaigns).where(eq(adCampaigns.campaignName, name));
      return c?.status === 'Payment Required' ? c : null;
    }, 30_000);
    const po = await t.app.inject({
      method: 'POST',
      url: '/create-razorpay-order',
      headers: user.headers,
      payload: { amount: 0, use: 'ad_campaign', pfa_order_id: campaign.id, campaign_name: name },
    });
    expect(po.statusCode, po.body).toBe(200);
    const result = await checkout(user, po.json().id);
    const payload = { ...result, pfa_order_id: campaign.id, use: 'ad_campaign', campaign_name: name };
    for (let i = 0; i < 100; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/verify-razorpay-payment',
        headers: user.headers,
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await jobCounts('campaignId', campaign.id))[CAMPAIGN_JOBS.launch]).toBe(1);
    const [row] = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, po.json().id));
    expect(row!.status).toBe('paid');
  });
});
