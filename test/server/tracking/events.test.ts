import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { visitorSalts, visits } from '../../../src/server/db/schema';
import { demandCounts } from '../../../src/server/analytics/demand';
import { VisitorSalts, utcDay, visitorHash } from '../../../src/server/visitors/visitor';
import { createTestApp, type TestApp } from '../../helpers/app';
import { insertOrder } from '../../landing/fixtures';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const DAY = 86_400_000;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function beacon(payload: object, options: { ip?: string; ua?: string | null } = {}) {
  const headers: Record<string, string> = {};
  if (options.ua !== null) headers['user-agent'] = options.ua ?? CHROME;
  return t.app.inject({
    method: 'POST',
    url: '/api/events',
    payload,
    headers,
    remoteAddress: options.ip ?? '203.0.113.7',
  });
}

/** The stored visits of an order, once the inbox has been drained into `visits`. */
const rowsOf = async (orderId: string) => {
  await t.ctx.visitInbox.drain();
  return t.ctx.db.select().from(visits).where(eq(visits.orderId, orderId));
};
/** Visits and unique visitors as the founder's Demand card counts them (the inbox drained first). */
const totalsOf = async (orderId: string) => {
  await t.ctx.visitInbox.drain();
  const now = Date.now();
  const demand = await demandCounts(t.ctx.db, orderId, {
    start: new Date(now - DAY),
    end: new Date(now + DAY),
    previousStart: new Date(now - 3 * DAY),
    comparedStart: null,
    timeZone: 'UTC',
    country: null,
    channel: null,
  });
  return { visits: demand.visits, uniqueVisitors: demand.visitors };
};

describe('POST /api/events (page-view beacon)', () => {
  it('answers 202 and stores the visit with country and city from the embedded IP database', async () => {
    const { orderId } = await insertOrder(t.ctx);
    const res = await beacon(
      {
        order_id: orderId,
        type: 'page_view',
        referrer: 'https://www.google.com/search?q=secret',
        utm_source: 'google',
        utm_campaign: 'launch',
      },
      { ip: '8.8.8.8' },
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'accepted' });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const [row] = await rowsOf(orderId);
    expect(row).toMatchObject({
      country: 'United States',
      countryCode: 'US',
      city: 'Mountain View',
      referrer: 'https://www.google.com/search',
      utmSource: 'google',
      utmCampaign: 'launch',
    });
    expect(row!.visitorHash).toMatch(/^[a-f0-9]{64}$/);
  });

  it('stores odd text exactly (commas, quotes, braces, backslashes, NULL, unicode)', async () => {
    const { orderId } = await insertOrder(t.ctx);
    const odd = 'a,b "c" {d} \\e NULL ü 🚲 \'; drop table visits; --';
    const res = await beacon({ order_id: orderId, type: 'page_view', utm_campaign: odd, utm_term: 'NULL' });
    expect(res.statusCode).toBe(202);
    const [row] = await rowsOf(orderId);
    expect(row!.utmCampaign).toBe(odd);
    expect(row!.utmTerm).toBe('NULL');
    expect(row!.utmMedium).toBeNull();
  });

  it('stores no raw IP address and sets no cookie', async () => {
    const { orderId } = await insertOrder(t.ctx);
    const res = await beacon({ order_id: orderId, type: 'page_view' }, { ip: '81.2.69.160' });
    expect(res.headers['set-cookie']).toBeUndefined();
    const [row] = await rowsOf(orderId);
    expect(row!.city).toBe('London');
    expect(JSON.stringify(row)).not.toContain('81.2.69.160');
  });

  it('drops bots: a crawler user agent (or none at all) is acknowledged but never counted', async () => {
    const { orderId } = await insertOrder(t.ctx);
    for (const ua of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'curl/8.5.0',
      'python-requests/2.32',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      null,
    ]) {
      const res = await beacon({ order_id: orderId, type: 'page_view' }, { ua });
      expect(res.statusCode).toBe(202);
    }
    expect(await rowsOf(orderId)).toHaveLength(0);
    await beacon({ order_id: orderId, type: 'page_view' }, { ua: FIREFOX });
    expect(await rowsOf(orderId)).toHaveLength(1);
  });

  it('counts the same visitor twice in a day as two visits but one unique visitor', async () => {
    const { orderId } = await insertOrder(t.ctx);
    await beacon({ order_id: orderId, type: 'page_view' }, { ip: '198.51.100.20' });
    await beacon({ order_id: orderId, type: 'page_view' }, { ip: '198.51.100.20' });
    expect(await totalsOf(orderId)).toEqual({ visits: 2, uniqueVisitors: 1 });
    // Another browser, or another address, is another visitor.
    await beacon({ order_id: orderId, type: 'page_view' }, { ip: '198.51.100.20', ua: FIREFOX });
    await beacon({ order_id: orderId, type: 'page_view' }, { ip: '198.51.100.21' });
    expect(await totalsOf(orderId)).toEqual({ visits: 4, uniqueVisitors: 3 });
  });

  it('the same visitor on another order is another hash (no cross-page tracking)', async () => {
    const a = await insertOrder(t.ctx);
    const b = await insertOrder(t.ctx);
    await beacon({ order_id: a.orderId, type: 'page_view' }, { ip: '198.51.100.30' });
    await beacon({ order_id: b.orderId, type: 'page_view' }, { ip: '198.51.100.30' });
    const [ra] = await rowsOf(a.orderId);
    const [rb] = await rowsOf(b.orderId);
    expect(ra!.visitorHash).not.toBe(rb!.visitorHash);
  });

  it('answers 404 for an order that is not published, and stores nothing', async () => {
    for (const status of ['Payment Required', 'Under Processing']) {
      const { orderId } = await insertOrder(t.ctx, { status });
      const res = await beacon({ order_id: orderId, type: 'page_view' });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBeTruthy();
      expect(await rowsOf(orderId)).toHaveLength(0);
    }
    expect((await beacon({ order_id: 'nope', type: 'page_view' })).statusCode).toBe(404);
  });

  it('refuses malformed or huge events with 4xx and a detail, never 5xx', async () => {
    const { orderId } = await insertOrder(t.ctx);
    const cases: [object | string, number][] = [
      [{ order_id: orderId, type: 'click' }, 400],
      [{ type: 'page_view' }, 400],
      [{ order_id: orderId, type: 'page_view', referrer: 'x'.repeat(2001) }, 400],
      [{ order_id: orderId, type: 'page_view', utm_source: 'y'.repeat(1000) }, 400],
      [{ order_id: orderId, type: 'page_view', pad: 'z'.repeat(9000) }, 413],
    ];
    for (const [payload, status] of cases) {
      const res = await beacon(payload as object);
      expect(res.statusCode).toBe(status);
      expect(res.json().detail).toBeTruthy();
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'application/json', 'user-agent': CHROME },
      payload: '{"order_id":',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('stores every acknowledged event when many arrive at once (group commit)', async () => {
    const { orderId } = await insertOrder(t.ctx);
    const results = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        beacon({ order_id: orderId, type: 'page_view' }, { ip: `192.0.2.${i % 250}` }),
      ),
    );
    expect(results.every((r) => r.statusCode === 202)).toBe(true);
    expect(await rowsOf(orderId)).toHaveLength(120);
  });
});

describe('visitor hash salt', () => {
  it('changes every day, is shared through the database, and old salts are deleted', async () => {
    const salts = new VisitorSalts(t.ctx.db);
    const day1 = new Date('2031-03-01T10:00:00Z');
    const day2 = new Date('2031-03-02T09:00:00Z');
    const day4 = new Date('2031-03-04T09:00:00Z');
    const s1 = await salts.saltFor(day1);
    expect(await salts.saltFor(new Date('2031-03-01T23:59:00Z'))).toBe(s1);
    // Another process sees the same salt for the same day.
    expect(await new VisitorSalts(t.ctx.db).saltFor(day1)).toBe(s1);
    const s2 = await salts.saltFor(day2);
    expect(s2).not.toBe(s1);
    expect(visitorHash(s1, '1.2.3.4', CHROME, 'o')).not.toBe(visitorHash(s2, '1.2.3.4', CHROME, 'o'));
    await salts.saltFor(day4);
    const days = (await t.ctx.db.select({ day: visitorSalts.day }).from(visitorSalts)).map((r) => r.day);
    expect(days).not.toContain('2031-03-01');
    expect(days).not.toContain('2031-03-02');
    expect(days).toContain(utcDay(day4));
  });
});

describe('client address behind a proxy (TRUST_PROXY)', () => {
  it('locates the visitor by X-Forwarded-For only when the proxy is trusted, IPv6 included', async () => {
    const trusted = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const { orderId } = await insertOrder(trusted.ctx);
      const res = await trusted.app.inject({
        method: 'POST',
        url: '/api/events',
        payload: { order_id: orderId, type: 'page_view' },
        headers: { 'user-agent': CHROME, 'x-forwarded-for': '2001:4860:4860::8888' },
        remoteAddress: '127.0.0.1',
      });
      expect(res.statusCode).toBe(202);
      await trusted.ctx.visitInbox.drain();
      const [row] = await trusted.ctx.db.select().from(visits).where(eq(visits.orderId, orderId));
      expect(row!.countryCode).toMatch(/^[A-Z]{2}$/);
    } finally {
      await trusted.close();
    }
    // Not trusted (the default): the header is ignored, the socket address (loopback) has no location.
    const { orderId } = await insertOrder(t.ctx);
    await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { order_id: orderId, type: 'page_view' },
      headers: { 'user-agent': CHROME, 'x-forwarded-for': '8.8.8.8' },
      remoteAddress: '127.0.0.1',
    });
    const [row] = await rowsOf(orderId);
    expect(row!.country).toBeNull();
  });
});
