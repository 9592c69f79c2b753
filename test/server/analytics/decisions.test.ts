import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { bearer, signUp, type Account } from '../auth/accounts';
import { adCampaignMetrics, adCampaigns, contactSubmissions, orders } from '../../../src/server/db/schema';
import { demandSignal } from '../../../src/shared/analytics/demand';
import { fullLandingPage } from '../../landing/fixtures';
import { insertLeads, insertOrder, insertVisits } from './fixtures';

/**
 * Issue 14: numbers a founder can decide on. Each test here fails if the number it guards misleads:
 * comparisons with a time before the order existed, neighbourhoods counted as cities, leads that
 * came before the ads lowering the cost per lead, and traffic whose channel is lost.
 */

const DAY = 86_400_000;
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

let t: TestApp;
let owner: Account;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(owner.token), payload });
const pageVisits = async (orderId: string, filters: object = {}) => {
  const res = await post('/api/tracking', { order_id: orderId, tracking_type: 'page_visits', filters });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the previous period', () => {
  it('is null when it lies wholly before the order was placed (the default window of a new order)', async () => {
    const created = new Date(Date.now() - 2 * DAY);
    const orderId = await insertOrder(t.ctx, owner.userId, { createdAt: created });
    await insertVisits(t.ctx, orderId, [{ at: new Date(created.getTime() + DAY) }]);
    const body = await pageVisits(orderId);
    expect(body.summary.total_visits).toBe(1);
    expect(body.previous_summary).toBeNull();
    expect(body.window).toMatchObject({ compared_start: null, previous_partial: false });
    // Also for an explicit window starting before the order.
    const early = await pageVisits(orderId, {
      start_date: new Date(created.getTime() - DAY).toISOString(),
      end_date: new Date(created.getTime() + DAY).toISOString(),
    });
    expect(early.previous_summary).toBeNull();
  });

  it('is compared over the overlap when it began before the order', async () => {
    const created = new Date('2025-06-01T00:00:00Z');
    const orderId = await insertOrder(t.ctx, owner.userId, { createdAt: created });
    await insertVisits(t.ctx, orderId, [
      { at: new Date('2025-06-01T12:00:00Z') },
      { at: new Date('2025-06-02T12:00:00Z') },
      { at: new Date('2025-06-04T12:00:00Z') },
    ]);
    // Window: June 3 → June 6 (3 days); its previous period May 31 → June 3 begins before the order.
    const body = await pageVisits(orderId, { start_date: '2025-06-03T00:00:00Z', end_date: '2025-06-06T00:00:00Z' });
    expect(body.previous_summary).toEqual({ total_visits: 2, unique_cities: 0 });
    expect(body.window).toMatchObject({ compared_start: created.toISOString(), previous_partial: true });
    // A window whose previous period is wholly after the order is compared in full.
    const later = await pageVisits(orderId, { start_date: '2025-06-02T00:00:00Z', end_date: '2025-06-03T00:00:00Z' });
    expect(later.window).toMatchObject({ compared_start: '2025-06-01T00:00:00.000Z', previous_partial: false });
    expect(later.previous_summary).toEqual({ total_visits: 1, unique_cities: 0 });
  });
});

describe('cities', () => {
  it('count the neighbourhoods of one city as that city, listing them under it', async () => {
    const orderId = await insertOrder(t.ctx, owner.userId, { createdAt: new Date('2025-06-01T00:00:00Z') });
    const at = new Date('2025-06-02T10:00:00Z');
    await insertVisits(t.ctx, orderId, [
      { at, country: 'India', city: 'Bengaluru' },
      { at, country: 'India', city: 'Bengaluru (Ambedkar Veedhi)' },
      { at, country: 'India', city: 'Bengaluru (Jayaraj Nagar)' },
      { at, country: 'India', city: 'Bengaluru (Jayaraj Nagar)' },
      { at, country: 'India', city: 'Pune' },
    ]);
    const body = await pageVisits(orderId, { start_date: '2025-06-01T00:00:00Z', end_date: '2025-06-03T00:00:00Z' });
    expect(body.summary.unique_cities).toBe(2);
    expect(body.aggregations.city).toEqual([
      {
        city: 'Bengaluru',
        country: 'India',
        visits: 4,
        neighbourhoods: [
          { name: 'Jayaraj Nagar', visits: 2 },
          { name: 'Ambedkar Veedhi', visits: 1 },
        ],
      },
      { city: 'Pune', country: 'India', visits: 1, neighbourhoods: [] },
    ]);
  });
});

describe('cost per lead', () => {
  const costPerLead = (r: { visitors: number; leads: number; spend_minor: number | null; paid_leads: number }) =>
    demandSignal({ visitors: r.visitors, leads: r.leads, spendMinor: r.spend_minor, paidLeads: r.paid_leads })
      .costPerLeadMinor;

  it('divides the reported spend (not the budget) by leads from paid traffic sent while the campaign ran', async () => {
    const orderId = await insertOrder(t.ctx, owner.userId, { createdAt: new Date('2025-06-01T00:00:00Z') });
    const campaignId = randomBytes(8).toString('hex');
    await t.ctx.db.insert(adCampaigns).values({
      id: campaignId,
      orderId,
      userId: owner.userId,
      campaignName: `${orderId}_C1`,
      businessName: 'Green Cart',
      budgetMinor: 500_000,
      currency: 'INR',
      durationDays: 5,
      targets: [{ id: '2356', label: 'India' }],
      status: 'Active',
      provider: 'sandbox',
      paidAt: new Date('2025-06-03T00:00:00Z'),
      startsAt: new Date('2025-06-03T00:00:00Z'),
      endsAt: new Date('2025-06-08T00:00:00Z'),
    });
    const body = {
      order_id: orderId,
      filters: { start_date: '2025-06-01T00:00:00Z', end_date: '2025-06-10T00:00:00Z' },
    };
    // A visitor from the ad who sent the form (a lead counts on its visitor's row, docs/analytics.md#leads).
    await insertVisits(t.ctx, orderId, [
      { at: new Date('2025-06-03T23:00:00Z'), visitor: 'ad-visitor', channel: 'Paid Search' },
    ]);
    await insertLeads(t.ctx, orderId, [
      { at: new Date('2025-06-04T00:00:00Z'), channel: 'Paid Search', visitor: 'ad-visitor' },
    ]);
    // Nothing reported yet: no spend, whatever the budget.
    expect((await post('/api/tracking/demand', body)).json()).toMatchObject({ paid_leads: 1, spend_minor: null });

    // Two reported days: ₹900 and ₹700 (the budget would say ₹1,000 a day).
    const day = (d: number) => new Date(Date.UTC(2025, 5, d));
    await t.ctx.db.insert(adCampaignMetrics).values([
      {
        campaignId,
        dayStart: day(3),
        dayEnd: day(4),
        impressions: 3000,
        clicks: 60,
        costMicros: 900_000_000,
        source: 'sandbox',
      },
      {
        campaignId,
        dayStart: day(4),
        dayEnd: day(5),
        impressions: 2500,
        clicks: 40,
        costMicros: 700_000_000,
        source: 'sandbox',
      },
    ]);
    const one = (await post('/api/tracking/demand', body)).json();
    expect(one).toMatchObject({ leads: 1, paid_leads: 1, spend_minor: 160_000, spend_source: 'sandbox' });
    expect(costPerLead(one)).toBe(160_000);
    // A window holding only the second day gets only its cost.
    const second = (
      await post('/api/tracking/demand', {
        order_id: orderId,
        filters: { start_date: day(4).toISOString(), end_date: day(5).toISOString() },
      })
    ).json();
    expect(second.spend_minor).toBe(70_000);

    // A lead from before the campaign started (even one tagged paid), one from organic traffic
    // during it, and one after it ended: none lowers the cost per lead.
    await insertVisits(t.ctx, orderId, [
      { at: new Date('2025-06-02T00:00:00Z'), visitor: 'early', channel: 'Paid Search' },
      { at: new Date('2025-06-05T00:00:00Z'), visitor: 'organic', channel: 'Organic Search' },
      { at: new Date('2025-06-09T00:00:00Z'), visitor: 'late', channel: 'Paid Search' },
      { at: new Date('2025-06-05T00:00:00Z'), visitor: 'direct' },
    ]);
    await insertLeads(t.ctx, orderId, [
      { at: new Date('2025-06-02T00:00:00Z'), channel: 'Paid Search', visitor: 'early', email: 'e@example.com' },
      { at: new Date('2025-06-05T00:00:00Z'), channel: 'Organic Search', visitor: 'organic', email: 'o@example.com' },
      { at: new Date('2025-06-09T00:00:00Z'), channel: 'Paid Search', visitor: 'late', email: 'l@example.com' },
      { at: new Date('2025-06-05T00:00:00Z'), channel: null, visitor: 'direct', email: 'd@example.com' },
    ]);
    const five = (await post('/api/tracking/demand', body)).json();
    expect(five).toMatchObject({ leads: 5, paid_leads: 1, spend_minor: 160_000 });
    expect(costPerLead(five)).toBe(160_000);
  });

  it('marks the spend as Google’s when every reported day comes from Google Ads', async () => {
    const orderId = await insertOrder(t.ctx, owner.userId, { createdAt: new Date('2025-06-01T00:00:00Z') });
    const campaignId = randomBytes(8).toString('hex');
    await t.ctx.db.insert(adCampaigns).values({
      id: campaignId,
      orderId,
      userId: owner.userId,
      campaignName: `${orderId}_C1`,
      businessName: 'Green Cart',
      budgetMinor: 500_000,
      currency: 'INR',
      durationDays: 5,
      targets: [{ id: '2356', label: 'India' }],
      status: 'Completed',
      provider: 'google_ads',
      paidAt: new Date('2025-06-03T00:00:00Z'),
      startsAt: new Date('2025-06-03T00:00:00Z'),
      endsAt: new Date('2025-06-08T00:00:00Z'),
    });
    await t.ctx.db.insert(adCampaignMetrics).values({
      campaignId,
      dayStart: new Date('2025-06-03T00:00:00Z'),
      dayEnd: new Date('2025-06-04T00:00:00Z'),
      impressions: 10,
      clicks: 1,
      costMicros: 12_345_678,
      source: 'google_ads',
    });
    const res = (
      await post('/api/tracking/demand', {
        order_id: orderId,
        filters: { start_date: '2025-06-01T00:00:00Z', end_date: '2025-06-10T00:00:00Z' },
      })
    ).json();
    expect(res).toMatchObject({ spend_minor: 1235, spend_source: 'google_ads' });
  });
});

describe('channels, sources, campaigns and the funnel from the beacon', () => {
  it('classifies visits, keeps a lead’s channel and counts each funnel step once per visitor per day', async () => {
    const orderId = await insertOrder(t.ctx, owner.userId, { createdAt: new Date(Date.now() - DAY) });
    await t.ctx.db.update(orders).set({ landingPage: fullLandingPage() }).where(eq(orders.id, orderId));
    const beacon = (payload: object, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/events',
        payload: { order_id: orderId, ...payload },
        headers: { 'user-agent': CHROME },
        remoteAddress: ip,
      });
    const ad = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'Spring', click_id: 'gclid' };
    // An ad visitor who reloads, clicks twice, types, and sends the form.
    for (const type of ['page_view', 'page_view', 'cta_click', 'cta_click', 'form_start']) {
      expect((await beacon({ type, ...ad }, '198.51.100.1')).statusCode).toBe(202);
    }
    // A visitor from Google search, one from Facebook, one direct.
    await beacon({ type: 'page_view', referrer: 'https://www.google.co.in/' }, '198.51.100.2');
    await beacon({ type: 'page_view', referrer: 'https://m.facebook.com/' }, '198.51.100.3');
    await beacon({ type: 'page_view' }, '198.51.100.4');
    const lead = await t.app.inject({
      method: 'POST',
      url: '/api/contact_form',
      remoteAddress: '198.51.100.1',
      headers: { 'user-agent': CHROME },
      payload: {
        order_id: orderId,
        name: 'Priya Sharma',
        email: 'priya@example.com',
        message: 'Hi',
        policy: true,
        form_ms: 20_000,
      },
    });
    expect(lead.statusCode, lead.body).toBe(201);
    const [stored] = await t.ctx.db
      .select({ channel: contactSubmissions.channel, campaign: contactSubmissions.campaign })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.orderId, orderId));
    expect(stored).toEqual({ channel: 'Paid Search', campaign: 'Spring' });

    const body = await pageVisits(orderId);
    expect(body.summary.total_visits).toBe(5);
    expect(body.current_visitors).toBe(4);
    expect(body.aggregations.channel).toEqual([
      { channel: 'Paid Search', visits: 2 },
      { channel: 'Direct', visits: 1 },
      { channel: 'Organic Search', visits: 1 },
      { channel: 'Organic Social', visits: 1 },
    ]);
    // utm_source=google and the referrer www.google.co.in are one source (issue 25).
    expect(body.aggregations.source).toEqual([
      { source: 'Google', visits: 3 },
      { source: '(direct)', visits: 1 },
      { source: 'Facebook', visits: 1 },
    ]);
    expect(body.aggregations.campaign).toEqual([{ campaign: 'Spring', visits: 2, leads: 1 }]);
    expect(body.aggregations.funnel).toEqual({ visitors: 4, cta_clicks: 1, form_starts: 1, submissions: 1 });
    expect(body.aggregations.funnel_by_channel[0]).toEqual({
      channel: 'Paid Search',
      visitors: 1,
      cta_clicks: 1,
      form_starts: 1,
      submissions: 1,
    });

    // The channel filter narrows visits, the funnel and the leads alike.
    const paid = await pageVisits(orderId, { 'fields.channel': 'Paid Search' });
    expect(paid.summary.total_visits).toBe(2);
    expect(paid.aggregations.channel).toEqual([{ channel: 'Paid Search', visits: 2 }]);
    expect(paid.aggregations.funnel).toEqual({ visitors: 1, cta_clicks: 1, form_starts: 1, submissions: 1 });
    const direct = await pageVisits(orderId, { 'fields.channel': 'Direct' });
    expect(direct.aggregations.funnel).toEqual({ visitors: 1, cta_clicks: 0, form_starts: 0, submissions: 0 });
    const leads = await post('/api/tracking', {
      order_id: orderId,
      tracking_type: 'contact_form',
      filters: { 'fields.channel': 'Direct' },
    });
    expect(leads.json().total).toBe(0);
  });

  it('refuses an unknown event type or click id', async () => {
    const orderId = await insertOrder(t.ctx, owner.userId);
    for (const payload of [
      { order_id: orderId, type: 'purchase' },
      { order_id: orderId, type: 'page_view', click_id: 'x' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        payload,
        headers: { 'user-agent': CHROME },
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
