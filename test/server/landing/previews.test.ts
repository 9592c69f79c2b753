import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { fullLandingPage, insertOrder } from '../../landing/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://ideaproof.example' });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const metaOf = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('what a landing page shows when shared', () => {
  it('links a 1200×628 PNG of its hero as og:image, with its size and alt, and serves it', async () => {
    const { orderId } = await insertOrder(t.ctx, { status: 'Active' });
    const page = await get(`/p/${orderId}`);
    expect(metaOf(page.body, 'og:image')).toBe(`https://ideaproof.example/p/${orderId}/og.png`);
    expect(metaOf(page.body, 'og:image:width')).toBe('1200');
    expect(metaOf(page.body, 'og:image:height')).toBe('628');
    expect(metaOf(page.body, 'og:image:alt')).toContain(fullLandingPage().seo_content.header);
    const image = await get(`/p/${orderId}/og.png`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const info = await sharp(image.rawPayload).metadata();
    expect([info.format, info.width, info.height]).toEqual(['png', 1200, 628]);
    // Not one flat colour: the hero's text is drawn on it.
    const stats = await sharp(image.rawPayload).stats();
    expect(stats.channels[0]!.stdev).toBeGreaterThan(5);
    const again = await get(`/p/${orderId}/og.png`, { 'if-none-match': String(image.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('has a favicon with its initial: inline SVG, a 32 px PNG and a 180 px apple-touch-icon', async () => {
    const { orderId } = await insertOrder(t.ctx, { status: 'Active' });
    const page = await get(`/p/${orderId}`);
    const svgHref = /<link rel="icon" type="image\/svg\+xml" href="([^"]+)"/.exec(page.body)?.[1];
    expect(decodeURIComponent(svgHref!.replace(/^data:image\/svg\+xml,/, ''))).toMatch(/>G<\/text>/);
    for (const [file, size] of [
      ['icon-32.png', 32],
      ['icon-180.png', 180],
    ] as const) {
      expect(page.body).toContain(`https://ideaproof.example/p/${orderId}/${file}`);
      const res = await get(`/p/${orderId}/${file}`);
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
      // The letter: more than the one colour of an empty square.
      expect((await sharp(res.rawPayload).stats()).channels[0]!.stdev).toBeGreaterThan(5);
    }
  });

  it('draws no image for an unknown page or file', async () => {
    const { orderId } = await insertOrder(t.ctx, { status: 'Payment Required' });
    expect((await get(`/p/${orderId}/og.png`)).statusCode).toBe(404);
    const live = await insertOrder(t.ctx, { status: 'Active' });
    expect((await get(`/p/${live.orderId}/secrets.png`)).statusCode).toBe(404);
  });
});

describe('files browsers and crawlers ask for', () => {
  it('/favicon.ico is an icon, not a 404', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    // ICO header: reserved 0, type 1, three images.
    expect([...res.rawPayload.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
  });

  it('/robots.txt keeps the API and shared reports out and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /r/');
    expect(res.body).toContain('Sitemap: https://ideaproof.example/sitemap.xml');
  });

  it('/sitemap.xml lists the live landing pages and no other', async () => {
    const live = await insertOrder(t.ctx, { status: 'Active' });
    const unpaid = await insertOrder(t.ctx, { status: 'Payment Required' });
    const removed = await insertOrder(t.ctx, { status: 'Active', deleted: true });
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toContain(`<loc>https://ideaproof.example/p/${live.orderId}</loc>`);
    expect(res.body).not.toContain(unpaid.orderId);
    expect(res.body).not.toContain(removed.orderId);
  });
});
