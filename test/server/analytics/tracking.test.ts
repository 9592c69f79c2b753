import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { createTestApp, type TestApp } from '../../helpers/app';
import { bearer, signUp, type Account } from '../auth/accounts';
import {
  adCampaignMetrics,
  adCampaigns,
  contactSubmissions,
  visitCityDay,
  visitCityHour,
  visitCountry15m,
  visitCountryDay,
  visitTotals15m,
  visits,
} from '../../../src/server/db/schema';
import { insertLeads, insertOrder, insertVisits } from './fixtures';

let t: TestApp;
let owner: Account;
let other: Account;
let orderId: string;
const CREATED = new Date('2025-06-01T04:00:00Z');
// A window of three local days in India (+05:30): 2025-06-02 00:00 IST → 2025-06-05 00:00 IST.
const START = '2025-06-01T18:30:00Z';
const END = '2025-06-04T18:30:00Z';

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  other = await signUp(t.app);
  orderId = await insertOrder(t.ctx, owner.userId, { createdAt: CREATED });
  await insertVisits(t.ctx, orderId, [
    // 2025-06-02 IST (just after midnight IST, still 2025-06-01 in UTC)
    { at: new Date('2025-06-01T18:31:00Z'), country: 'India', city: 'Pune', visitor: 'a' },
    { at: new Date('2025-06-01T20:00:00Z'), country: 'India', city: 'Pune', visitor: 'a' },
    { at: new Date('2025-06-02T10:00:00Z'), country: 'India', city: 'Mumbai', visitor: 'b' },
    // 2025-06-03 IST: nothing. 2025-06-04 IST:
    { at: new Date('2025-06-04T05:00:00Z'), country: 'United States', city: 'Springfield', visitor: 'c' },
    { at: new Date('2025-06-04T06:00:00Z'), country: 'Canada', city: 'Springfield', visitor: 'd' },
    { at: new Date('2025-06-04T07:00:00Z'), country: null, city: null, visitor: 'e' },
    // Just outside: the end is exclusive.
    { at: new Date(END), country: 'India', city: 'Delhi', visitor: 'f' },
    // The previous period (2025-05-29 18:30Z → 2025-06-01 18:30Z).
    { at: new Date('2025-06-01T05:00:00Z'), country: 'India', city: 'Pune', visitor: 'g' },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, token: string | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload: payload as object });

const window = { start_date: START, end_date: END };

describe('page_visits', () => {
  it('answers totals, every local day (zero days too), countries and cities, and the previous period', async () => {
    const res = await post('/api/tracking', owner.token, {
      order_id: orderId,
      tracking_type: 'page_visits',
      aggregate: true,
      filters: window,
      timezone: 'Asia/Kolkata',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.summary).toEqual({ total_visits: 6, unique_cities: 4 });
    expect(body.previous_summary).toEqual({ total_visits: 1, unique_cities: 1 });
    expect(body.aggregations.daily).toEqual([
      { date: '2025-06-02', visits: 3 },
      { date: '2025-06-03', visits: 0 },
      { date: '2025-06-04', visits: 3 },
    ]);
    expect(body.aggregations.country).toEqual([
      { country: 'India', visits: 3 },
      { country: 'Canada', visits: 1 },
      { country: 'United States', visits: 1 },
      { country: 'Unknown', visits: 1 },
    ]);
    expect(body.aggregations.city).toEqual([
      { city: 'Pune', country: 'India', visits: 2, neighbourhoods: [] },
      { city: 'Mumbai', country: 'India', visits: 1, neighbourhoods: [] },
      { city: 'Springfield', country: 'Canada', visits: 1, neighbourhoods: [] },
      { city: 'Springfield', country: 'United States', visits: 1, neighbourhoods: [] },
    ]);
    expect(body.window).toEqual({
      start: '2025-06-01T18:30:00.000Z',
      end: '2025-06-04T18:30:00.000Z',
      previous_start: '2025-05-29T18:30:00.000Z',
      // The order was placed during the previous period: it is compared from then.
      compared_start: CREATED.toISOString(),
      previous_partial: true,
      timezone: 'Asia/Kolkata',
    });
  });

  it('buckets days in the requested time zone (UTC by default)', async () => {
    const res = await post('/api/tracking', owner.token, {
      order_id: orderId,
      tracking_type: 'page_visits',
      filters: window,
    });
    expect(res.json().aggregations.daily).toEqual([
      { date: '2025-06-01', visits: 2 },
      { date: '2025-06-02', visits: 1 },
      { date: '2025-06-03', visits: 0 },
      { date: '2025-06-04', visits: 3 },
    ]);
  });

  it('filters by country, "Unknown" meaning no known country', async () => {
    const india = await post('/api/tracking', owner.token, {
      order_id: orderId,
      tracking_type: 'page_visits',
      filters: { ...window, 'fields.country': 'India' },
    });
    expect(india.json().summary).toEqual({ total_visits: 3, unique_cities: 2 });
    expect(india.json().aggregations.country).toEqual([{ country: 'India', visits: 3 }]);
    const unknown = await post('/api/tracking', owner.token, {
      order_id: orderId,
      tracking_type: 'page_visits',
      filters: { ...window, 'fields.country': 'Unknown' },
    });
    expect(unknown.json().summary).toEqual({ total_visits: 1, unique_cities: 0 });
    expect(unknown.json().aggregations.city).toEqual([]);
  });

  it('limits the country and city lists (top by visits) but not the totals', async () => {
    const res = await post('/api/tracking', owner.token, {
      order_id: orderId,
      tracking_type: 'page_visits',
      filters: window,
      limit: 1,
    });
    expect(res.json().summary.unique_cities).toBe(4);
    expect(res.json().aggregations.city).toEqual([{ city: 'Pune', country: 'India', visits: 2, neighbourhoods: [] }]);
    expect(res.json().aggregations.country).toEqual([{ country: 'India', visits: 3 }]);
  });

  it('defaults to the order creation → now; empty filter strings mean "not set"', async () => {
    const res = await post('/api/tracking', owner.token, {
      order_id: orderId,
      tracking_type: 'page_visits',
      filters: { start_date: '', end_date: '', 'fields.country': '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().window.start).toBe(CREATED.toISOString());
    expect(Date.now() - Date.parse(res.json().window.end)).toBeLessThan(60_000);
    expect(res.json().summary.total_visits).toBe(8);
    expect(res.json().aggregations.daily[0]).toEqual({ date: '2025-06-01', visits: 3 });
  });
});

describe('contact_form', () => {
  it('pages the leads of the window newest first, with the total', async () => {
    const order = await insertOrder(t.ctx, owner.userId, { createdAt: CREATED });
    const base = Date.parse('2025-06-02T00:00:00Z');
    // Each lead's visit: every third from India by its IP (the country filter is the visit's, issue 34).
    await insertVisits(
      t.ctx,
      order,
      Array.from({ length: 12 }, (_, i) => ({
        at: new Date(base + i * 3_600_000 - 60_000),
        visitor: `lead-visitor-${i}`,
        country: i % 3 === 0 ? 'India' : 'Canada',
      })),
    );
    await insertLeads(
      t.ctx,
      order,
      Array.from({ length: 12 }, (_, i) => ({
        at: new Date(base + i * 3_600_000),
        name: `Lead ${String(i).padStart(2, '0')}`,
        // What they typed does not decide the filter.
        country: i % 3 === 0 ? 'Bharat' : i === 1 ? 'India' : null,
        visitor: `lead-visitor-${i}`,
        email: `lead${i}@example.com`,
      })),
    );
    const page = async (offset: number, filters: object = {}) =>
      post('/api/tracking', owner.token, {
        order_id: order,
        tracking_type: 'contact_form',
        limit: 5,
        offset,
        filters: { start_date: '2025-06-02T00:00:00Z', end_date: '2025-06-03T00:00:00Z', ...filters },
      });
    const first = await page(0);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().total).toBe(12);
    expect(first.json().data.map((d: { name: string }) => d.name)).toEqual([
      'Lead 11',
      'Lead 10',
      'Lead 09',
      'Lead 08',
      'Lead 07',
    ]);
    const third = await page(10);
    expect(third.json().data.map((d: { name: string }) => d.name)).toEqual(['Lead 01', 'Lead 00']);
    expect(Object.keys(third.json().data[0]).sort()).toEqual(
      [
        'answers',
        'campaign',
        'channel',
        'counted',
        'country',
        'email',
        'history',
        'id',
        'last_sent',
        'message',
        'name',
        'note',
        'price',
        'quality',
        'question_1',
        'question_2',
        'question_3',
        'spam_reasons',
        'status',
        'subject',
        'times_sent',
        'timestamp',
        'visit_country',
      ].sort(),
    );
    const india = await page(0, { 'fields.country': 'India' });
    expect(india.json().total).toBe(4);
    expect(
      india.json().data.map((d: { country: string; visit_country: string }) => [d.country, d.visit_country]),
    ).toEqual(Array.from({ length: 4 }, () => ['Bharat', 'India']));
    const narrow = await page(0, { start_date: '2025-06-02T05:00:00Z', end_date: '2025-06-02T07:00:00Z' });
    expect(narrow.json().data.map((d: { name: string }) => d.name)).toEqual(['Lead 06', 'Lead 05']);
  });
});

describe('bad requests → 400 with detail', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['end before start', { filters: { start_date: END, end_date: START } }, /end_date must be after start_date/],
    ['end equal to start', { filters: { start_date: START, end_date: START } }, /end_date must be after start_date/],
    ['a start after now (default end)', { filters: { start_date: '2999-01-01T00:00:00Z' } }, /before now/],
    ['a date without time zone', { filters: { start_date: '2025-06-01T00:00:00' } }, /ISO 8601/],
    ['a date that is not a date', { filters: { end_date: 'yesterday' } }, /ISO 8601/],
    ['an unknown time zone', { timezone: 'Mars/Olympus_Mons' }, /time zone/],
    ['a bare offset as time zone', { timezone: '+05:30' }, /time zone/],
    ['limit 0', { limit: 0 }, /limit/],
    ['limit over 1000', { limit: 1001 }, /limit/],
    ['a fractional limit', { limit: 2.5 }, /limit/],
    ['a negative offset', { offset: -1 }, /offset/],
    ['an unknown tracking type', { tracking_type: 'heatmap' }, /tracking_type/],
    [
      'a window of more than ten years',
      { filters: { start_date: '2000-01-01T00:00:00Z', end_date: '2025-01-01T00:00:00Z' } },
      /at most 3660 days/,
    ],
  ];
  for (const [name, patch, detail] of cases) {
    it(name, async () => {
      for (const type of ['page_visits', 'contact_form']) {
        const res = await post('/api/tracking', owner.token, { order_id: orderId, tracking_type: type, ...patch });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().detail).toMatch(detail);
      }
    });
  }
});

const ENDPOINTS: [string, (id: string) => Record<string, unknown>][] = [
  ['/api/tracking', (id) => ({ order_id: id, tracking_type: 'page_visits' })],
  ['/api/tracking', (id) => ({ order_id: id, tracking_type: 'contact_form' })],
  ['/api/tracking/demand', (id) => ({ order_id: id })],
  ['/api/tracking/export/contact_form', (id) => ({ order_id: id })],
  ['/api/tracking/export/daily_visits', (id) => ({ order_id: id })],
];

describe("ownership: every call × another user's order → 404, the same as a missing one", () => {
  for (const [url, body] of ENDPOINTS) {
    it(`${url} ${String(body('x').tracking_type ?? '')}`, async () => {
      const theirs = await post(url, other.token, body(orderId));
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual({ detail: `No order data found for ID: ${orderId}` });
      const missing = await post(url, owner.token, body('no-such-order'));
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: 'No order data found for ID: no-such-order' });
      const anonymous = await post(url, null, body(orderId));
      expect(anonymous.statusCode).toBe(401);
      const mine = await post(url, owner.token, body(orderId));
      expect(mine.statusCode, mine.body).toBe(200);
    });
  }
});

describe('CSV exports', () => {
  it('exports every submission with a BOM, correct quoting, UTF-8 and formula-safe cells', async () => {
    const order = await insertOrder(t.ctx, owner.userId, { createdAt: CREATED });
    await insertVisits(t.ctx, order, [
      {
        at: new Date('2025-06-02T09:00:00Z'),
        visitor: 'csv-ad',
        channel: 'Paid Search',
        source: 'google',
        campaign: 'Spring',
      },
    ]);
    const [zoe] = await insertLeads(t.ctx, order, [
      {
        at: new Date('2025-06-02T10:00:00Z'),
        visitor: 'csv-ad',
        channel: 'Paid Search',
        campaign: 'Spring',
        email: 'zoe@example.com',
        name: 'Zoë "Z" Ångström',
        message: 'Line one\nline two, with a comma',
        country: 'Deutschland',
      },
      {
        at: new Date('2025-06-03T10:00:00Z'),
        name: '=HYPERLINK("http://evil")',
        subject: '+1 call me',
        message: '@SUM(A1)',
        email: 'formula@example.com',
      },
    ]);
    await t.ctx.db.update(contactSubmissions).set({ timesSent: 2 }).where(eq(contactSubmissions.id, zoe!));
    const res = await post('/api/tracking/export/contact_form', owner.token, { order_id: order });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="leads-${order}.csv"`);
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(raw.toString('utf8'), { bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'Timestamp',
      'Name',
      'Email',
      'Subject',
      'Question 1',
      'Question 2',
      'Question 3',
      'Message',
      'Country',
      'Channel',
      'Source',
      'Campaign',
      'Quality',
      'Times sent',
      'Status',
      'Note',
    ]);
    expect(rows).toHaveLength(3);
    // Where the oldest came from (its visit from the ad), whether it counts, how often it was sent (issue 34).
    expect(rows[2]!.slice(9, 14)).toEqual(['Paid Search', 'Google', 'Spring', 'Counted', '2']);
    expect(rows[1]!.slice(9, 14)).toEqual(['', '', '', 'Counted', '1']);
    // Newest first; a formula typed by a visitor stays text.
    expect(rows[1]!.slice(0, 4)).toEqual([
      '2025-06-03T10:00:00.000Z',
      `'=HYPERLINK("http://evil")`,
      'formula@example.com',
      "'+1 call me",
    ]);
    expect(rows[1]![7]).toBe("'@SUM(A1)");
    expect(rows[2]![1]).toBe('Zoë "Z" Ångström');
    expect(rows[2]![7]).toBe('Line one\nline two, with a comma');
    expect(rows[2]![8]).toBe('Deutschland');
  });

  it('exports the daily visits, unique visitors and leads of a window', async () => {
    // Visitor b (2 June, local time) sent the form.
    await insertLeads(t.ctx, orderId, [{ at: new Date('2025-06-02T11:00:00Z'), visitor: 'b', email: 'b@example.com' }]);
    const res = await post('/api/tracking/export/daily_visits', owner.token, {
      order_id: orderId,
      filters: window,
      timezone: 'Asia/Kolkata',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="daily-visits-${orderId}.csv"`);
    // Kolkata days: a and b on the 2nd (a's first visit is 00:01 local), c, d and e on the 4th.
    expect(res.body).toBe(
      '\ufeffDate,Visits,Visitors,Leads\r\n2025-06-02,3,2,1\r\n2025-06-03,0,0,0\r\n2025-06-04,3,3,0\r\n',
    );
  });
});

describe('demand', () => {
  it('counts unique visitors and leads, and the reported spend of a paid campaign over the window', async () => {
    const order = await insertOrder(t.ctx, owner.userId, { createdAt: CREATED });
    await insertVisits(t.ctx, order, [
      { at: new Date('2025-06-02T01:00:00Z'), visitor: 'x' },
      { at: new Date('2025-06-02T02:00:00Z'), visitor: 'x' },
      { at: new Date('2025-06-02T03:00:00Z'), visitor: 'y' },
    ]);
    // Visitor y's lead counts; a lead without a visitor (a bot's) is kept but is no demand.
    await insertLeads(t.ctx, order, [
      { at: new Date('2025-06-02T04:00:00Z'), visitor: 'y', email: 'y@example.com' },
      { at: new Date('2025-06-02T05:00:00Z'), email: 'bot@example.com' },
    ]);
    const body = { order_id: order, filters: { start_date: '2025-06-02T00:00:00Z', end_date: '2025-06-04T00:00:00Z' } };
    const before = await post('/api/tracking/demand', owner.token, body);
    expect(before.json()).toMatchObject({ visits: 3, visitors: 2, leads: 1, spend_minor: null, currency: 'INR' });
    // A 500 000-paise campaign running 2025-06-01 → 2025-06-06 (5 days): 2 days of it fall in the window.
    const campaignId = randomBytes(8).toString('hex');
    await t.ctx.db.insert(adCampaigns).values({
      id: campaignId,
      orderId: order,
      userId: owner.userId,
      campaignName: `${order}_C1`,
      businessName: 'Green Cart',
      budgetMinor: 500_000,
      currency: 'INR',
      durationDays: 5,
      targets: [{ id: '2356', label: 'India' }],
      status: 'Active',
      provider: 'sandbox',
      paidAt: new Date('2025-06-01T00:00:00Z'),
      startsAt: new Date('2025-06-01T00:00:00Z'),
      endsAt: new Date('2025-06-06T00:00:00Z'),
    });
    // Nothing reported yet: no spend (never the budget).
    const unreported = await post('/api/tracking/demand', owner.token, body);
    expect(unreported.json()).toMatchObject({ visits: 3, visitors: 2, leads: 1, spend_minor: null });
    // Reported days: ₹500 on 1 June (outside the window), ₹800 and ₹900 on 2 and 3 June.
    const day = (d: number) => new Date(Date.UTC(2025, 5, d));
    await t.ctx.db.insert(adCampaignMetrics).values(
      [500, 800, 900].map((rupees, i) => ({
        campaignId,
        dayStart: day(1 + i),
        dayEnd: day(2 + i),
        impressions: 1000,
        clicks: 20,
        costMicros: rupees * 1_000_000,
        source: 'sandbox',
      })),
    );
    const after = await post('/api/tracking/demand', owner.token, body);
    expect(after.json()).toMatchObject({ visits: 3, visitors: 2, leads: 1, spend_minor: 170_000 });
  });
});

describe('rollup upkeep', () => {
  it('removes emptied rollup rows when visits are deleted, and everything with the order', async () => {
    const order = await insertOrder(t.ctx, owner.userId, { createdAt: CREATED });
    await insertVisits(t.ctx, order, [{ at: new Date('2025-06-02T01:00:00Z'), country: 'India', city: 'Pune' }]);
    const count = async () => {
      let n = 0;
      for (const table of [visitTotals15m, visitCountry15m, visitCountryDay, visitCityDay, visitCityHour]) {
        n += (await t.ctx.db.select().from(table).where(eq(table.orderId, order))).length;
      }
      return n;
    };
    expect(await count()).toBe(5);
    await t.ctx.db.delete(visits).where(eq(visits.orderId, order));
    expect(await count()).toBe(0);
  });
});
