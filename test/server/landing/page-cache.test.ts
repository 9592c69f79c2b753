import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../../src/server/db/schema';
import { loadLandingAssets } from '../../../src/server/landing/assets';
import { PublishedPages } from '../../../src/server/landing/published-pages';
import { renderLandingPage } from '../../../src/server/landing/render';
import { createTestApp, eventually, TEST_DRIVER, type TestApp } from '../../helpers/app';
import { fullLandingPage, insertOrder } from '../../landing/fixtures';
import { secondInstance } from './two-instances';

let t: TestApp;
let other: { app: FastifyInstance; close(): Promise<void> };
beforeAll(async () => {
  t = await createTestApp();
  other = await secondInstance(t);
  // Two full apps: slow to start on a busy machine.
}, 180_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const page = (app: FastifyInstance, orderId: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/p/${orderId}`, headers });

const setName = (orderId: string, name: string) =>
  t.ctx.db
    .update(orders)
    .set({ landingPage: fullLandingPage({ business_name: name }) })
    .where(eq(orders.id, orderId));

/** Poll (bounded) until the app serves what `check` wants: notifications arrive asynchronously. */
async function served(
  app: FastifyInstance,
  orderId: string,
  check: (res: Awaited<ReturnType<typeof page>>) => boolean,
) {
  return eventually(async () => {
    const res = await page(app, orderId);
    return check(res) ? res : null;
  }, 5_000);
}

describe(`published page cache across app instances (${TEST_DRIVER})`, () => {
  it('serves an edit saved through one instance from the other once the notification arrives', async () => {
    const { orderId } = await insertOrder(t.ctx);
    for (const app of [t.app, other.app]) expect((await page(app, orderId)).body).toContain('Green Pedal Deliveries');

    const saved = performance.now();
    await setName(orderId, 'Blue Pedal Couriers');
    const fresh = await served(other.app, orderId, (res) => res.body.includes('Blue Pedal Couriers'));
    console.log(
      `edit visible on the other instance after ${Math.round(performance.now() - saved)} ms (${TEST_DRIVER})`,
    );
    expect(fresh.statusCode).toBe(200);
    expect((await served(t.app, orderId, (res) => res.body.includes('Blue Pedal Couriers'))).statusCode).toBe(200);
  });

  it('answers from memory: a change that sends no notification is not seen until notifications may have been missed', async () => {
    const { orderId } = await insertOrder(t.ctx);
    const before = await page(other.app, orderId);
    expect(before.body).toContain('Green Pedal Deliveries');
    // Without the trigger nothing tells the instances; they keep the page they have (no database read).
    await t.ctx.db.execute(sql`alter table orders disable trigger orders_landing_pages_notify`);
    try {
      await setName(orderId, 'Silent Edit Ltd');
      const after = await page(other.app, orderId);
      expect(after.body).toContain('Green Pedal Deliveries');
      expect(after.headers.etag).toBe(before.headers.etag);
    } finally {
      await t.ctx.db.execute(sql`alter table orders enable trigger orders_landing_pages_notify`);
    }
    if (t.ctx.database.driver === 'postgres') {
      // The listening connections drop (a restart, a failover): on reconnecting each instance
      // forgets every page, since notifications sent meanwhile are lost.
      const { rows } = await t.ctx.database.pool.query<{ n: number }>(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
         where datname = current_database() and query ilike 'LISTEN%'`,
      );
      expect(rows[0]!.n).toBe(2);
      await served(other.app, orderId, (res) => res.body.includes('Silent Edit Ltd'));
      await served(t.app, orderId, (res) => res.body.includes('Silent Edit Ltd'));
      // Listening again: the next edit arrives by notification as before.
      await setName(orderId, 'Loud Edit Ltd');
      await served(other.app, orderId, (res) => res.body.includes('Loud Edit Ltd'));
    }
  });

  it('gives each version its own strong ETag and answers 304 to any representation of the current one', async () => {
    const { orderId } = await insertOrder(t.ctx);
    const br = await page(other.app, orderId, { 'accept-encoding': 'br, gzip' });
    const gzip = await page(other.app, orderId, { 'accept-encoding': 'gzip' });
    const plain = await page(other.app, orderId);
    const tags = [br, gzip, plain].map((res) => String(res.headers.etag));
    for (const tag of tags) expect(tag).toMatch(/^"[A-Za-z0-9_-]{27}(-br|-gzip)?"$/);
    expect(new Set(tags).size).toBe(3);
    for (const res of [br, gzip, plain]) expect(res.headers['cache-control']).toBe('public, no-cache');

    for (const ifNoneMatch of [tags[0]!, tags[1]!, `W/${tags[2]}`, `"other", ${tags[1]}`, '*']) {
      const again = await page(other.app, orderId, { 'accept-encoding': 'br', 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(tags[0]);
    }
    expect((await page(other.app, orderId, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    await setName(orderId, 'Renamed Rides');
    const changed = await served(other.app, orderId, (res) => res.body.includes('Renamed Rides'));
    expect(changed.headers.etag).not.toBe(tags[2]);
    // A visitor holding the old version gets the new one, not a 304.
    const revisit = await page(other.app, orderId, { 'if-none-match': tags[2]! });
    expect(revisit.statusCode).toBe(200);
    expect(revisit.body).toContain('Renamed Rides');
  });

  it.each([
    ['removed', (id: string) => t.ctx.db.update(orders).set({ deletedAt: new Date() }).where(eq(orders.id, id))],
    [
      'unpublished',
      (id: string) => t.ctx.db.update(orders).set({ status: 'Payment Required' }).where(eq(orders.id, id)),
    ],
    ['deleted', (id: string) => t.ctx.db.delete(orders).where(eq(orders.id, id))],
  ])(
    'stops serving an order %s on the next request after the notification, on every instance',
    async (_label, change) => {
      const { orderId } = await insertOrder(t.ctx);
      for (const app of [t.app, other.app]) expect((await page(app, orderId)).statusCode).toBe(200);
      await change(orderId);
      for (const app of [t.app, other.app]) {
        const gone = await served(app, orderId, (res) => res.statusCode === 404);
        expect(gone.body).toContain('Page not found');
        expect(gone.headers['cache-control']).toBe('no-store');
      }
    },
  );

  it('keeps a form result out of the cache', async () => {
    const { orderId } = await insertOrder(t.ctx);
    const kept = await page(other.app, orderId);
    const sent = await other.app.inject({ method: 'GET', url: `/p/${orderId}?contact=sent` });
    expect(sent.body).toContain('data-status="true">Message sent successfully</div>');
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(sent.headers.etag).toBeUndefined();
    const again = await page(other.app, orderId);
    // The sent line is in every page's data-text (for the script); not in its status element.
    expect(again.body).not.toContain('data-status="true">Message sent successfully');
    expect(again.headers.etag).toBe(kept.headers.etag);
  });
});

describe(`published pages in memory (${TEST_DRIVER})`, () => {
  const assets = loadLandingAssets();
  let renders = 0;
  const render = (orderId: string, landingPage: unknown, now: Date) => {
    renders++;
    return renderLandingPage({ orderId, landingPage, assets, publicUrl: 'http://localhost:3000', now });
  };

  it('confirms a kept page with the database after its max age, rendering again only if it changed', async () => {
    let clock = Date.UTC(2026, 5, 1);
    // Not started: no notifications, so only the max age brings changes in.
    const pages = new PublishedPages({
      database: t.ctx.database,
      changes: t.ctx.changes,
      log: t.ctx.log,
      render,
      now: () => clock,
    });
    const { orderId } = await insertOrder(t.ctx);
    const first = await pages.lookup(orderId);
    expect(first.kind).toBe('page');
    const kept = pages.fresh(orderId);
    expect(kept).toBeDefined();

    clock += 59_000;
    expect(pages.fresh(orderId)).toBe(kept);
    clock += 2_000;
    expect(pages.fresh(orderId)).toBeUndefined();
    const rendersBefore = renders;
    const confirmed = await pages.lookup(orderId);
    expect(confirmed).toEqual({ kind: 'page', entry: kept });
    expect(renders).toBe(rendersBefore);
    expect(pages.fresh(orderId)).toBe(kept);

    await setName(orderId, 'Aged Out Ltd');
    expect(pages.fresh(orderId)).toBe(kept);
    clock += 61_000;
    const changed = await pages.lookup(orderId);
    expect(changed.kind === 'page' && changed.entry.prepared.bodies.identity.toString()).toContain('Aged Out Ltd');
    expect(renders).toBe(rendersBefore + 1);
  });

  it('renders again in a new year (the footer shows it)', async () => {
    let clock = Date.UTC(2026, 11, 31, 23, 59, 30);
    const pages = new PublishedPages({
      database: t.ctx.database,
      changes: t.ctx.changes,
      log: t.ctx.log,
      render,
      now: () => clock,
    });
    const { orderId } = await insertOrder(t.ctx);
    const before = await pages.lookup(orderId);
    expect(before.kind === 'page' && before.entry.year).toBe(2026);
    clock += 60_000;
    expect(pages.fresh(orderId)).toBeUndefined();
    const after = await pages.lookup(orderId);
    expect(after.kind === 'page' && after.entry.year).toBe(2027);
    expect(after.kind === 'page' && after.entry.prepared.bodies.identity.toString()).toContain('2027');
  });

  it('reads and renders once for visitors arriving together', async () => {
    const pages = new PublishedPages({ database: t.ctx.database, changes: t.ctx.changes, log: t.ctx.log, render });
    const { orderId } = await insertOrder(t.ctx);
    const rendersBefore = renders;
    const found = await Promise.all(Array.from({ length: 20 }, () => pages.lookup(orderId)));
    expect(renders).toBe(rendersBefore + 1);
    expect(new Set(found.map((f) => (f.kind === 'page' ? f.entry : null))).size).toBe(1);
  });

  it('does not keep a page read before a change notification arrived', async () => {
    const pages = new PublishedPages({ database: t.ctx.database, changes: t.ctx.changes, log: t.ctx.log, render });
    await pages.start();
    try {
      const { orderId } = await insertOrder(t.ctx);
      const reading = pages.lookup(orderId);
      // The notification of this change arrives while the read above may hold the old content.
      pages.cache.invalidate('some-other-or-this-order');
      const found = await reading;
      expect(found.kind).toBe('page');
      expect(pages.fresh(orderId)).toBeUndefined();
      await pages.lookup(orderId);
      expect(pages.fresh(orderId)).toBeDefined();
    } finally {
      await pages.stop();
    }
  });
});
