import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { loadLandingAssets } from '../../../src/server/landing/assets';
import { PublishedPages } from '../../../src/server/landing/published-pages';
import { renderLandingPage } from '../../../src/server/landing/render';
import { createTestApp, eventually, TEST_DRIVER, type TestApp } from '../../helpers/app';
import { insertOrder } from '../../landing/fixtures';

/**
 * The database goes away under a running app: on PostgreSQL the test database stops accepting
 * connections and every connection to it is ended (the app's pool, its listening connection, the
 * job queue's); on PGlite the in-process database is closed.
 */
let t: TestApp;
let databaseName = '';
beforeAll(async () => {
  t = await createTestApp();
  if (t.ctx.database.driver === 'postgres') databaseName = new URL(t.ctx.database.url).pathname.slice(1);
});
afterAll(async () => {
  if (t?.ctx.database.driver === 'postgres') await setConnections(true);
  // PGlite was closed by the outage: closing it again is harmless or throws; the folder is in memory.
  await t?.close().catch(() => undefined);
});

async function setConnections(allowed: boolean): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`alter database "${databaseName}" allow_connections ${allowed}`);
    if (!allowed) {
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [databaseName]);
    }
  } finally {
    await admin.end();
  }
}

async function stopDatabase(): Promise<void> {
  if (t.ctx.database.driver === 'postgres') await setConnections(false);
  else await t.ctx.database.pglite.close();
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe(`landing pages during a database outage (${TEST_DRIVER})`, () => {
  it('serves a kept page from memory and answers an HTML 503 for any other page, then recovers', async () => {
    const kept = await insertOrder(t.ctx);
    const notKept = await insertOrder(t.ctx);
    const first = await get(`/p/${kept.orderId}`, { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);

    const assets = loadLandingAssets();
    let clock = Date.now();
    const pages = new PublishedPages({
      database: t.ctx.database,
      changes: t.ctx.changes,
      log: t.ctx.log,
      render: (orderId, landingPage, now) =>
        renderLandingPage({ orderId, landingPage, assets, publicUrl: 'http://localhost:3000', now }),
      now: () => clock,
    });
    const held = await pages.lookup(kept.orderId);
    expect(held.kind).toBe('page');

    await stopDatabase();

    const during = await get(`/p/${kept.orderId}`);
    expect(during.statusCode).toBe(200);
    expect(during.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(during.body).toContain('Green Pedal Deliveries');
    const revisit = await get(`/p/${kept.orderId}`, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(revisit.statusCode).toBe(304);

    for (const url of [`/p/${notKept.orderId}`, '/p/unknown-order', `/p/${kept.orderId}?contact=sent`]) {
      const res = await get(url, { 'accept-encoding': 'gzip' });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['retry-after']).toBe('30');
      expect(res.headers['cache-control']).toBe('no-store');
      const { gunzipSync } = await import('node:zlib');
      const html = gunzipSync(res.rawPayload).toString();
      expect(html).toMatch(/^<!doctype html>/);
      expect(html).toContain('Page temporarily unavailable');
      expect(html).not.toContain('"detail"');
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
    }

    // Past its max age a kept page cannot be confirmed: it is served as kept rather than not at all.
    clock += 120_000;
    expect(pages.fresh(kept.orderId)).toBeUndefined();
    expect(await pages.lookup(kept.orderId)).toEqual(held);
    expect(await pages.lookup(notKept.orderId)).toEqual({ kind: 'unavailable' });

    if (t.ctx.database.driver === 'postgres') {
      await setConnections(true);
      const back = await eventually(async () => {
        const res = await get(`/p/${notKept.orderId}`);
        return res.statusCode === 200 ? res : null;
      }, 15_000);
      expect(back.body).toContain('Green Pedal Deliveries');
    }
  });
});
