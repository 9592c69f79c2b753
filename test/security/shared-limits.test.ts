import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { contactSubmissions, requestCounters } from '../../src/server/db/schema';
import { rateLimitStore } from '../../src/server/http/rate-limit-store';
import { CONTACT_RATE_LIMIT } from '../../src/server/leads/limits';
import { createTestApp, TEST_DRIVER, type TestApp } from '../helpers/app';
import { insertOrder, sendContactFormPost, sendContactMessage } from '../landing/fixtures';

/**
 * Limits that must hold across app processes: two app instances on one database (as behind a load
 * balancer) share the contact form's count per address.
 */
let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  second = await buildApp(t.ctx, { webDist: join(tmpdir(), 'ideaproof-no-web') });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe(`limits shared across app processes (${TEST_DRIVER})`, () => {
  it('counts contact form messages from one address on every app instance together', async () => {
    const { orderId } = await insertOrder(t.ctx);
    const ip = '198.51.100.70';
    // Half on each instance: each alone is under the limit, together they reach it.
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect((await sendContactMessage(i % 2 ? second : t.app, orderId, ip)).statusCode).toBe(201);
    }
    for (const app of [t.app, second]) {
      const limited = await sendContactMessage(app, orderId, ip);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    }
    // Another address is not affected; the no-JavaScript form is counted in the same place.
    expect((await sendContactMessage(second, orderId, '198.51.100.71')).statusCode).toBe(201);
    const form = await sendContactFormPost(second, orderId, ip);
    // Refused (the page shows "Message not sent"), not stored.
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toContain('contact=failed');
    const stored = await t.ctx.db.select().from(contactSubmissions).where(eq(contactSubmissions.orderId, orderId));
    expect(stored).toHaveLength(CONTACT_RATE_LIMIT.max + 1);
  });

  it('starts a new window once the old one has passed, and says how long is left', async () => {
    const Store = rateLimitStore(t.ctx.db);
    const store = new Store({}).child({ sharedScope: 'test-window' } as never);
    const incr = (key: string, windowMs: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(key, (err, result) => (err ? reject(err) : resolve(result!)), windowMs, 5),
      );
    expect(await incr('a', 400)).toMatchObject({ current: 1 });
    const again = await incr('a', 400);
    expect(again.current).toBe(2);
    expect(again.ttl).toBeGreaterThan(0);
    expect(again.ttl).toBeLessThanOrEqual(400);
    expect((await incr('b', 400)).current).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await incr('a', 400)).current).toBe(1);
    const rows = await t.ctx.db.select().from(requestCounters).where(eq(requestCounters.key, 'test-window:a'));
    expect(rows).toHaveLength(1);
  });
});
