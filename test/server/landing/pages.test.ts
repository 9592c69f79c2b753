import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visits } from '../../../src/server/db/schema';
import { createTestApp, eventually, type TestApp } from '../../helpers/app';
import { fullLandingPage, insertOrder, minimalLandingPage } from '../../landing/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Every stored visit, the inbox drained first (a view still in it would be missed otherwise). */
async function storedVisits(): Promise<number> {
  await t.ctx.visitInbox.drain();
  return (await t.ctx.db.select().from(visits)).length;
}

describe('GET /p/{orderId}', () => {
  it('serves the landing page of an Active order, with a strict CSP and revalidation headers', async () => {
    const { orderId } = await insertOrder(t.ctx, { status: 'Active' });
    const res = await t.app.inject({ method: 'GET', url: `/p/${orderId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(res.body).toContain('Green Pedal Deliveries');
    expect(res.body).toContain(`data-order-id="${orderId}"`);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: `/p/${orderId}`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends the page brotli- or gzip-compressed as accepted, with the usual security headers', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const { orderId } = await insertOrder(t.ctx);
    const get = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/p/${orderId}`,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
    const plain = await get();
    const br = await get('gzip, deflate, br');
    const zipped = await get('gzip, br;q=0');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(zipped.rawPayload.length);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    for (const res of [plain, br, zipped]) {
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // Never framed: X-Frame-Options agrees with the CSP's frame-ancestors 'none'.
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // Plain HTTP: no Strict-Transport-Security (test/server/http/headers.test.ts has HTTPS).
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('serves a Completed order too, and minimal content with the defaults', async () => {
    const { orderId } = await insertOrder(t.ctx, { status: 'Completed', landingPage: minimalLandingPage() });
    const res = await t.app.inject({ method: 'GET', url: `/p/${orderId}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Untitled Business');
    expect(res.body).toContain('Your Journey Starts Here');
  });

  it.each([
    ['Payment Required', {}],
    ['Under Processing', { landingPage: null }],
    ['Active but removed', { deleted: true }],
    ['Active without content', { landingPage: null }],
  ])('answers 404 with the not-found page for a %s order', async (label, extra) => {
    const status = label.startsWith('Active') ? 'Active' : label;
    const { orderId } = await insertOrder(t.ctx, { status, ...extra });
    const res = await t.app.inject({ method: 'GET', url: `/p/${orderId}` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('Page not found');
    expect(res.body).not.toContain('Green Pedal');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 for an unknown or absurd id, never a 5xx', async () => {
    for (const id of ['nope', 'x'.repeat(90), '%00', "'; drop table orders; --"]) {
      const res = await t.app.inject({ method: 'GET', url: `/p/${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Page not found');
    }
    // Fastify refuses path parameters over 100 characters itself: a 4xx, never a 5xx.
    const long = await t.app.inject({ method: 'GET', url: `/p/${'x'.repeat(5000)}` });
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
  });

  it('accepts campaign parameters in the URL and shows a form result passed back by the no-JS post', async () => {
    const { orderId } = await insertOrder(t.ctx);
    const plain = await t.app.inject({ method: 'GET', url: `/p/${orderId}?utm_source=google&utm_campaign=x&gclid=1` });
    expect(plain.statusCode).toBe(200);
    const sent = await t.app.inject({ method: 'GET', url: `/p/${orderId}?contact=sent` });
    expect(sent.body).toContain('data-status="true">Message sent successfully</div>');
    expect(sent.headers['cache-control']).toBe('no-store');
    const failed = await t.app.inject({ method: 'GET', url: `/p/${orderId}?contact=failed` });
    expect(failed.body).toContain('data-status="true">Message not sent, please try again later</div>');
    const odd = await t.app.inject({ method: 'GET', url: `/p/${orderId}?contact=<script>` });
    expect(odd.statusCode).toBe(200);
    expect(odd.body).not.toContain('<script>alert');
  });

  it('does not count a visit when the page is rendered (only the beacon does)', async () => {
    const { orderId } = await insertOrder(t.ctx);
    const before = await storedVisits();
    await t.app.inject({ method: 'GET', url: `/p/${orderId}`, headers: { 'user-agent': 'Mozilla/5.0 Chrome/130' } });
    expect(await storedVisits()).toBe(before);
  });
});

describe('POST /api/landing_page', () => {
  it('returns the content of a published page and does not count a visit', async () => {
    const { orderId } = await insertOrder(t.ctx);
    const before = await storedVisits();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/landing_page',
      payload: { order_id: orderId, city: 'Pune', state: 'Maharashtra', country: 'India' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.landing_page.seo_content.business_name).toBe('Green Pedal Deliveries');
    expect(body.landing_page.questions).toMatchObject({ num_questions: 2, question_1: 'What do you usually send?' });
    expect(body).toEqual({ landing_page: fullLandingPage() });
    expect(await storedVisits()).toBe(before);
  });

  it('answers 404 with a detail for an unpublished or unknown order, 400 for a malformed body', async () => {
    const { orderId } = await insertOrder(t.ctx, { status: 'Payment Required' });
    for (const id of [orderId, 'unknown']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/landing_page', payload: { order_id: id } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'No published landing page with this id' });
    }
    const bad = await t.app.inject({ method: 'POST', url: '/api/landing_page', payload: { order: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('order_id');
  });
});

describe('landing script asset', () => {
  it('answers 404 for an unknown asset name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/p/assets/landing-000000000000.js' });
    expect(res.statusCode).toBe(404);
  });
});

describe('landing assets', () => {
  it('reads the built script named by its manifest, and does without it when not built', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { buildLanding } = await import('../../../scripts/build-landing');
    const { loadLandingAssets } = await import('../../../src/server/landing/assets');
    const dir = mkdtempSync(join(tmpdir(), 'landing-dist-'));
    expect(loadLandingAssets(dir).script).toBeNull();
    const bundle = await buildLanding(dir);
    const assets = loadLandingAssets(dir);
    expect(assets.script?.url).toBe(`/p/assets/${bundle.fileName}`);
    expect(assets.script?.code.toString()).toBe(bundle.code);
    expect(bundle.fileName).toMatch(/^landing-[a-f0-9]{12}\.js$/);
  });
});

describe('rendered page cache', () => {
  it('shows new content once the stored landing page changes (after its change notification)', async () => {
    const { eq } = await import('drizzle-orm');
    const { orders } = await import('../../../src/server/db/schema');
    const { orderId } = await insertOrder(t.ctx);
    const first = await t.app.inject({ method: 'GET', url: `/p/${orderId}` });
    expect(first.body).toContain('Green Pedal Deliveries');
    await t.ctx.db
      .update(orders)
      .set({ landingPage: fullLandingPage({ business_name: 'Blue Pedal Couriers' }) })
      .where(eq(orders.id, orderId));
    // The notification arrives asynchronously on PostgreSQL (at once on PGlite): a bounded poll.
    const second = await eventually(async () => {
      const res = await t.app.inject({ method: 'GET', url: `/p/${orderId}` });
      return res.body.includes('Blue Pedal Couriers') ? res : null;
    }, 5_000);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    await t.ctx.db.update(orders).set({ status: 'Payment Required' }).where(eq(orders.id, orderId));
    await eventually(
      async () => (await t.app.inject({ method: 'GET', url: `/p/${orderId}` })).statusCode === 404,
      5_000,
    );
  });
});
