import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { createTestApp, TEST_DRIVER, type TestApp } from '../helpers/app';
import { signUp, type TestUser } from '../helpers/users';
import { ANSWERS } from '../server/payments/flow';
import { IDEA_QUESTIONS } from '../../src/shared/orders/questions';
import { campaignBody, insertOrder } from '../server/campaigns/fixtures';

/**
 * Per-user limits on signed-in writes (placing orders, creating payment orders, creating ad
 * campaigns): counted in PostgreSQL, so two app instances on one database (as behind a load
 * balancer) share each user's count; 429 with Retry-After and a detail saying what the limit is.
 */
const LIMIT = 3;
let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({
    ORDER_RATE_LIMIT_PER_HOUR: String(LIMIT),
    PAYMENT_ORDER_RATE_LIMIT_PER_HOUR: String(LIMIT),
    CAMPAIGN_RATE_LIMIT_PER_HOUR: String(LIMIT),
  });
  second = await buildApp(t.ctx, { webDist: join(tmpdir(), 'ideaproof-no-web') });
  await second.ready();
}, 120_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const orderBody = {
  business_idea: IDEA_QUESTIONS.map((question, i) => ({ question, answer: ANSWERS[i] ?? '' })),
  amount: 99,
};
const place = (app: FastifyInstance, user: TestUser, body: object = orderBody) =>
  app.inject({ method: 'POST', url: '/place-order', headers: user.headers, payload: body });

function expectLimited(
  res: { statusCode: number; headers: Record<string, unknown>; json(): { detail: string } },
  what: string,
) {
  expect(res.statusCode).toBe(429);
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(60);
  expect(wait).toBeLessThanOrEqual(3600);
  expect(res.json().detail).toMatch(
    new RegExp(`^You can create at most ${LIMIT} ${what} an hour\\. Try again in \\d+ minutes\\.$`),
  );
}

describe(`per-user limits shared across app processes (${TEST_DRIVER})`, () => {
  it('places at most the limit of orders per user per hour, counted on both instances together', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < LIMIT; i++) expect((await place(i % 2 ? second : t.app, user)).statusCode).toBe(201);
    expectLimited(await place(t.app, user), 'orders');
    expectLimited(await place(second, user), 'orders');
    // Another user is not affected; a refused (invalid) request does not count.
    const other = await signUp(t.app);
    expect((await place(second, other, { business_idea: 'nope' })).statusCode).toBe(400);
    for (let i = 0; i < LIMIT; i++) expect((await place(i % 2 ? t.app : second, other)).statusCode).toBe(201);
    expectLimited(await place(t.app, other), 'orders');
  });

  it('limits payment orders per user: 100 parallel requests for one order make at most the limit', async () => {
    const user = await signUp(t.app);
    const orderId = (await place(t.app, user)).json().order_id as string;
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        (i % 2 ? second : t.app).inject({
          method: 'POST',
          url: '/create-razorpay-order',
          headers: user.headers,
          payload: { amount: 0, use: 'landing_page', pfa_order_id: orderId },
        }),
      ),
    );
    const created = results.filter((r) => r.statusCode === 200);
    const limited = results.filter((r) => r.statusCode === 429);
    expect(created.length).toBeGreaterThan(0);
    expect(created.length).toBeLessThanOrEqual(LIMIT);
    expect(created.length + limited.length).toBe(100);
    expectLimited(limited[0]!, 'payment orders');
  });

  it('limits ad campaigns per user', async () => {
    const user = await signUp(t.app);
    const create = async (app: FastifyInstance) => {
      const orderId = await insertOrder(t.ctx, user.id);
      return app.inject({
        method: 'POST',
        url: '/api/create_ad_campaign',
        headers: user.headers,
        payload: campaignBody(orderId),
      });
    };
    for (let i = 0; i < LIMIT; i++) {
      const res = await create(i % 2 ? second : t.app);
      expect(res.statusCode, res.body).toBe(201);
    }
    expectLimited(await create(second), 'ad campaigns');
  });
});
