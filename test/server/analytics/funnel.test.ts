import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { bearer, signUp, type Account } from '../auth/accounts';
import { contactSubmissions, orders } from '../../../src/server/db/schema';
import { fullLandingPage } from '../../landing/fixtures';
import { insertOrder } from './fixtures';

/**
 * Issue 25: the example the founder tried. Three visitors open the page, a fourth clicks the call
 * to action without a recorded page view, a fifth sends the contact form without JavaScript (no
 * beacon event at all). The answer was "visitors 3, form starts 0, sent 1"; whoever took a step is
 * a visitor and a sent form implies a started one, so it is now visitors 5, 1 click, 1 start, 1 sent.
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

async function liveOrder() {
  const orderId = await insertOrder(t.ctx, owner.userId, { createdAt: new Date(Date.now() - DAY) });
  await t.ctx.db.update(orders).set({ landingPage: fullLandingPage() }).where(eq(orders.id, orderId));
  return orderId;
}

const beacon = (orderId: string, payload: object, ip: string, userAgent = CHROME) =>
  t.app.inject({
    method: 'POST',
    url: '/api/events',
    payload: { order_id: orderId, ...payload },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });

/** The contact form posted by a browser without JavaScript (an HTML form post, then a redirect). */
const formWithoutScript = (orderId: string, ip: string, name = 'Li') =>
  t.app.inject({
    method: 'POST',
    url: `/p/${orderId}/contact`,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': CHROME },
    payload: new URLSearchParams({
      name,
      email: 'li@example.com',
      message: 'When can I order?',
      policy: 'on',
    }).toString(),
  });

describe('the funnel counts whoever took a step (issue 25)', () => {
  it('3 views, a click from a 4th visitor, a lead without JavaScript from a 5th → visitors 5, 1 click, 1 start, 1 sent', async () => {
    const orderId = await liveOrder();
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await beacon(orderId, { type: 'page_view' }, ip)).statusCode).toBe(202);
    }
    expect((await beacon(orderId, { type: 'cta_click' }, '198.51.100.4')).statusCode).toBe(202);
    const sent = await formWithoutScript(orderId, '198.51.100.5');
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/p/${orderId}?contact=sent#contact-form`);

    const res = await post('/api/tracking', { order_id: orderId, tracking_type: 'page_visits' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // The answer it now gives (it was visitors 3, form starts 0, sent 1).
    expect(body.summary.total_visits).toBe(3);
    expect(body.aggregations.funnel).toEqual({ visitors: 5, cta_clicks: 1, form_starts: 1, submissions: 1 });
    expect(body.aggregations.funnel_by_channel).toEqual([
      { channel: 'Direct', visitors: 5, cta_clicks: 1, form_starts: 1, submissions: 1 },
    ]);
    // The demand card counts the same visitors, and the lead.
    const demand = await post('/api/tracking/demand', { order_id: orderId });
    expect(demand.statusCode, demand.body).toBe(200);
    expect(demand.json()).toMatchObject({ visits: 3, visitors: 5, leads: 1 });
    // The lead keeps the channel of its visitor's day: a form post carries no referrer or tags.
    const [lead] = await t.ctx.db.select().from(contactSubmissions).where(eq(contactSubmissions.orderId, orderId));
    expect(lead).toMatchObject({ name: 'Li', channel: 'Direct' });
  });

  it('keeps each visitor in the channel of their first step that day, so the rows by channel add up', async () => {
    const orderId = await liveOrder();
    const ip = '203.0.113.9';
    // From Google search, then back directly and clicking, then a form sent twice (one visitor, one day).
    await beacon(orderId, { type: 'page_view', referrer: 'https://www.google.co.in/' }, ip);
    await t.ctx.visitInbox.drain();
    await beacon(orderId, { type: 'page_view' }, ip);
    await beacon(orderId, { type: 'cta_click' }, ip);
    expect((await formWithoutScript(orderId, ip, 'Raj')).statusCode).toBe(303);
    expect((await formWithoutScript(orderId, ip, 'Raj')).statusCode).toBe(303);
    // Another visitor sends the form from the page with its script, and one is a bot.
    await beacon(orderId, { type: 'page_view', utm_source: 'google', utm_medium: 'cpc' }, '203.0.113.10');
    await beacon(orderId, { type: 'form_start', utm_source: 'google', utm_medium: 'cpc' }, '203.0.113.10');
    const lead = await t.app.inject({
      method: 'POST',
      url: '/api/contact_form',
      remoteAddress: '203.0.113.10',
      headers: { 'user-agent': CHROME },
      payload: {
        order_id: orderId,
        name: 'Ana',
        email: 'ana@example.com',
        message: 'Yes',
        policy: true,
        form_ms: 20_000,
      },
    });
    expect(lead.statusCode, lead.body).toBe(201);
    await beacon(orderId, { type: 'cta_click' }, '203.0.113.11', 'Googlebot/2.1 (+http://www.google.com/bot.html)');

    const body = (await post('/api/tracking', { order_id: orderId, tracking_type: 'page_visits' })).json();
    expect(body.aggregations.funnel).toEqual({ visitors: 2, cta_clicks: 1, form_starts: 2, submissions: 2 });
    expect(body.aggregations.funnel_by_channel).toEqual([
      { channel: 'Organic Search', visitors: 1, cta_clicks: 1, form_starts: 1, submissions: 1 },
      { channel: 'Paid Search', visitors: 1, cta_clicks: 0, form_starts: 1, submissions: 1 },
    ]);
    // One lead per person (issue 34): Raj's two sends are one lead sent twice, each with its visitor's channel.
    const leads = await t.ctx.db
      .select({ name: contactSubmissions.name, channel: contactSubmissions.channel, n: contactSubmissions.timesSent })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.orderId, orderId));
    expect(leads.map((l) => `${l.name}:${l.channel}:${l.n}`).sort()).toEqual([
      'Ana:Paid Search:1',
      'Raj:Organic Search:2',
    ]);
    // One source for google (utm_source) and www.google.co.in (referrer), as the visits came.
    expect(body.aggregations.source).toEqual([
      { source: 'Google', visits: 2 },
      { source: '(direct)', visits: 1 },
    ]);
  });
});
