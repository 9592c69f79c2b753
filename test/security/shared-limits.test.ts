import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { contactSubmissions, requestCounters } from '../../src/server/db/schema';
import { BatchedDatabaseStore, rateLimitStore } from '../../src/server/http/rate-limit-store';
import { CONTACT_RATE_LIMIT } from '../../src/server/leads/limits';
import { createTestApp, eventually, TEST_DRIVER, type TestApp } from '../helpers/app';
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
    // Every send is one person's (one email): one lead, sent once per accepted message (issue 34).
    const stored = await t.ctx.db.select().from(contactSubmissions).where(eq(contactSubmissions.orderId, orderId));
    expect(stored.map((r) => r.timesSent)).toEqual([CONTACT_RATE_LIMIT.max + 1]);
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
    // The window is kept by the database clock, which fake timers cannot move: count again until
    // a new window has started (each call inside the old one counts on; the first after it is 1).
    const counts: number[] = [];
    await eventually(async () => {
      counts.push((await incr('a', 400)).current);
      return counts.at(-1) === 1;
    }, 5_000);
    expect(counts.slice(0, -1).every((n, i) => n === i + 3)).toBe(true);
    const rows = await t.ctx.db.select().from(requestCounters).where(eq(requestCounters.key, 'test-window:a'));
    expect(rows).toHaveLength(1);
  });
});

describe(`the beacon's batched shared limit (${TEST_DRIVER})`, () => {
  type Counted = { current: number; ttl: number };
  const incrOf = (store: BatchedDatabaseStore) => (key: string) =>
    new Promise<Counted>((resolve, reject) =>
      store.incr(key, (err, result) => (err ? reject(err) : resolve(result!)), 60_000),
    );

  it('two processes learn each other’s counts at their next sync, with no statement per request', async () => {
    const scope = `test-batched-${randomUUID()}`;
    const a = new BatchedDatabaseStore(t.ctx.db, scope, 60_000);
    const b = new BatchedDatabaseStore(t.ctx.db, scope, 60_000);
    const incrA = incrOf(a);
    const incrB = incrOf(b);
    for (let i = 1; i <= 6; i++) expect((await incrA('ip1')).current).toBe(i);
    // Nothing is written until a sync: the count lives in memory.
    const key = eq(requestCounters.key, `${scope}:ip1`);
    expect(await t.ctx.db.select().from(requestCounters).where(key)).toEqual([]);
    await a.sync();
    expect((await t.ctx.db.select().from(requestCounters).where(key))[0]!.hits).toBe(6);

    // B has not synced yet: it knows only its own hit.
    expect((await incrB('ip1')).current).toBe(1);
    await b.sync();
    // After its sync B sees A's six and its own one; its next hit is the eighth.
    const eighth = await incrB('ip1');
    expect(eighth.current).toBe(8);
    expect(eighth.ttl).toBeGreaterThan(50_000);
    expect(eighth.ttl).toBeLessThanOrEqual(60_000);
    // And A, at its next sync, sees B's synced hit (B's eighth is not written yet): 6 + 1 + A's 7th = 8.
    await incrA('ip1');
    await a.sync();
    expect((await incrA('ip1')).current).toBe(9);
    await Promise.all([a.sync(), b.sync()]);
    expect((await t.ctx.db.select().from(requestCounters).where(key))[0]!.hits).toBe(10);
  });

  it('keeps counts that could not be written and adds them at the next sync', async () => {
    let failing = true;
    const db = new Proxy(t.ctx.db, {
      get(target, prop, receiver) {
        if (prop === 'execute' && failing) return () => Promise.reject(new Error('connection lost'));
        return Reflect.get(target, prop, receiver);
      },
    });
    const scope = `test-batched-outage-${randomUUID()}`;
    const store = new BatchedDatabaseStore(db, scope, 60_000);
    const incr = incrOf(store);
    await incr('ip2');
    await incr('ip2');
    await store.sync(); // fails: nothing lost
    expect((await incr('ip2')).current).toBe(3);
    failing = false;
    await store.sync();
    const rows = await t.ctx.db
      .select()
      .from(requestCounters)
      .where(eq(requestCounters.key, `${scope}:ip2`));
    expect(rows[0]!.hits).toBe(3);
    expect((await incr('ip2')).current).toBe(4);
  });

  it('refuses a limit without a shared scope: no limit may hold per process only', () => {
    const Store = rateLimitStore(t.ctx.db);
    expect(() => new Store({}).child({} as never)).toThrow(/sharedScope/);
  });
});
