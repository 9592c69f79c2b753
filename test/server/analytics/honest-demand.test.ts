import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { bearer, signUp, type Account } from '../auth/accounts';
import { contactSubmissions, orders, outbox, users } from '../../../src/server/db/schema';
import { fullLandingPage } from '../../landing/fixtures';
import { insertOrder } from './fixtures';
import { demandSignalOf } from '../../../src/shared/analytics/demand';

/**
 * Issue 34: demand counted once and honestly, through the API a founder and a visitor use.
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

const contact = (orderId: string, ip: string, fields: Record<string, unknown>, userAgent: string | null = CHROME) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact_form',
    remoteAddress: ip,
    headers: userAgent === null ? {} : { 'user-agent': userAgent },
    payload: {
      order_id: orderId,
      name: 'Meera',
      email: 'meera@example.com',
      message: 'Yes',
      policy: true,
      form_ms: 20_000,
      ...fields,
    },
  });

const leadsOf = async (orderId: string) => {
  const res = await post('/api/tracking', { order_id: orderId, tracking_type: 'contact_form' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { total: number; data: Record<string, unknown>[] };
};

describe('one lead per person (issue 34)', () => {
  it('three sends by one person are one lead, sent 3 times, the earlier answers kept as its history', async () => {
    const orderId = await liveOrder();
    const ip = '198.51.100.31';
    await beacon(orderId, { type: 'page_view' }, ip);
    await t.ctx.visitInbox.drain();
    // A double click, then a correction with a new message and another spelling of the same email.
    expect((await contact(orderId, ip, { message: 'First try', question_1: 'Weekly' })).statusCode).toBe(201);
    expect((await contact(orderId, ip, { message: 'First try', question_1: 'Weekly' })).statusCode).toBe(201);
    expect(
      (await contact(orderId, ip, { email: 'Meera@Example.com', message: 'Corrected', question_1: 'Daily' }))
        .statusCode,
    ).toBe(201);

    const leads = await leadsOf(orderId);
    expect(leads.total).toBe(1);
    const lead = leads.data[0]!;
    expect(lead).toMatchObject({ message: 'Corrected', question_1: 'Daily', times_sent: 3, counted: true });
    expect((lead.history as { message: string; question_1: string }[]).map((h) => [h.message, h.question_1])).toEqual([
      ['First try', 'Weekly'],
      ['First try', 'Weekly'],
    ]);
    // The demand card: 1 lead from 1 visitor (100 %, not 300 % capped), as the funnel says.
    const demand = (await post('/api/tracking/demand', { order_id: orderId })).json();
    expect({ visitors: demand.visitors, leads: demand.leads }).toEqual({ visitors: 1, leads: 1 });
    expect(demandSignalOf(demand).conversion).toBe(1);
    const visits = (await post('/api/tracking', { order_id: orderId, tracking_type: 'page_visits' })).json();
    expect(visits.aggregations.funnel.submissions).toBe(1);
    // The founder was emailed once, for the lead, not for each send.
    const [me] = await t.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, owner.userId));
    const mails = await t.ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, me!.email), eq(outbox.kind, 'new-lead')));
    expect(mails.filter((m) => m.text.includes(orderId))).toHaveLength(1);
  });

  it('the same email from another visitor on another day is the same lead; another email the same day from the same visitor too', async () => {
    const orderId = await liveOrder();
    await beacon(orderId, { type: 'page_view' }, '198.51.100.41');
    await beacon(orderId, { type: 'page_view' }, '198.51.100.42');
    await t.ctx.visitInbox.drain();
    await contact(orderId, '198.51.100.41', { email: 'sam@example.com' });
    // Another device, same person (email): their lead again.
    await contact(orderId, '198.51.100.42', { email: 'SAM@example.com' });
    // The first device sends with a work address: still that visitor's lead of the day.
    await contact(orderId, '198.51.100.41', { email: 'sam@work.example' });
    const stored = await t.ctx.db
      .select({ email: contactSubmissions.email, n: contactSubmissions.timesSent })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.orderId, orderId));
    expect(stored).toEqual([{ email: 'sam@work.example', n: 3 }]);
    const demand = (await post('/api/tracking/demand', { order_id: orderId })).json();
    expect({ visitors: demand.visitors, leads: demand.leads }).toEqual({ visitors: 2, leads: 1 });
  });
});

describe('qualified demand (issue 34)', () => {
  const demandOf = async (orderId: string) => (await post('/api/tracking/demand', { order_id: orderId })).json();

  it('a "Not a fit" lead leaves the verdict, is counted as left out, and comes back with another status', async () => {
    const orderId = await liveOrder();
    for (const [i, email] of ['a@example.com', 'b@example.com'].entries()) {
      await beacon(orderId, { type: 'page_view' }, `198.51.100.5${i}`);
      await t.ctx.visitInbox.drain();
      expect((await contact(orderId, `198.51.100.5${i}`, { email })).statusCode).toBe(201);
    }
    expect(await demandOf(orderId)).toMatchObject({ visitors: 2, leads: 2 });
    const lead = (await leadsOf(orderId)).data.find((l) => l.email === 'b@example.com')!;
    const patch = (body: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/leads/${String(lead.id)}`,
        headers: bearer(owner.token),
        payload: body,
      });
    expect((await patch({ status: 'not_a_fit' })).json()).toMatchObject({ quality: 'ruled_out' });
    const ruledOut = await demandOf(orderId);
    expect(ruledOut).toMatchObject({ visitors: 2, leads: 1, left_out: { ruled_out: 1, suspected_spam: 0 } });
    expect(demandSignalOf(ruledOut).conversion).toBe(0.5);
    const visits = (await post('/api/tracking', { order_id: orderId, tracking_type: 'page_visits' })).json();
    expect(visits.aggregations.funnel.submissions).toBe(1);
    // Still listed, under its filter.
    const listed = await post('/api/tracking', {
      order_id: orderId,
      tracking_type: 'contact_form',
      lead_quality: 'ruled_out',
    });
    expect(listed.json().data.map((l: { email: string; counted: boolean }) => [l.email, l.counted])).toEqual([
      ['b@example.com', false],
    ]);
    // Moved back: it counts again.
    expect((await patch({ status: 'contacted' })).json()).toMatchObject({ quality: 'ok' });
    expect(await demandOf(orderId)).toMatchObject({ leads: 2, left_out: { ruled_out: 0 } });
  });

  it('a lead from a script (no browser, no page proof, links) is kept as suspected spam, emails nobody, and counts once marked Not spam', async () => {
    const orderId = await liveOrder();
    const ip = '198.51.100.61';
    await beacon(orderId, { type: 'page_view' }, ip);
    await t.ctx.visitInbox.drain();
    // A script posts the JSON API straight away: no page proof (form_ms), and a link-stuffed message.
    const script = await t.app.inject({
      method: 'POST',
      url: '/api/contact_form',
      remoteAddress: ip,
      headers: { 'user-agent': CHROME },
      payload: {
        order_id: orderId,
        name: 'Cheap SEO',
        email: 'seo@mailinator.com',
        message: 'Visit https://a.example https://b.example and www.c-example.com now',
        policy: true,
      },
    });
    expect(script.statusCode).toBe(201);
    // A crawler, and a person too fast to be one.
    await contact(orderId, '198.51.100.62', { email: 'bot@example.com' }, 'curl/8.5.0');
    await contact(orderId, '198.51.100.63', { email: 'fast@example.com', form_ms: 400 });

    const all = await leadsOf(orderId);
    const byEmail = Object.fromEntries(all.data.map((l) => [l.email, [l.quality, l.spam_reasons, l.counted]]));
    expect(byEmail).toEqual({
      'seo@mailinator.com': ['suspected_spam', ['no_script_proof', 'links', 'disposable_email'], false],
      'bot@example.com': ['suspected_spam', ['no_browser'], false],
      'fast@example.com': ['suspected_spam', ['too_fast'], false],
    });
    const demand = await demandOf(orderId);
    expect(demand).toMatchObject({
      leads: 0,
      left_out: {
        ruled_out: 0,
        suspected_spam: 3,
        reasons: { no_script_proof: 1, links: 1, disposable_email: 1, no_browser: 1, too_fast: 1 },
      },
    });
    // Nobody was told of them.
    const [me] = await t.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, owner.userId));
    const mails = await t.ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, me!.email), eq(outbox.kind, 'new-lead')));
    expect(mails.filter((m) => m.text.includes(orderId))).toHaveLength(0);

    // The founder knows better: "Not spam" counts it (it has the visitor's row of the page view).
    const seo = all.data.find((l) => l.email === 'seo@mailinator.com')!;
    const marked = await t.app.inject({
      method: 'PATCH',
      url: `/api/leads/${String(seo.id)}`,
      headers: bearer(owner.token),
      payload: { spam: false },
    });
    expect(marked.json()).toMatchObject({ quality: 'ok' });
    expect(await demandOf(orderId)).toMatchObject({ leads: 1, left_out: { suspected_spam: 2 } });
  });
});

describe('attribution (issue 34)', () => {
  it('a lead after a direct visit then an ad visit belongs to the ad: channel rows, campaign table and filters', async () => {
    const orderId = await liveOrder();
    // Google's public resolver: the location database places it in the United States.
    const ip = '8.8.8.8';
    await beacon(orderId, { type: 'page_view' }, ip);
    await t.ctx.visitInbox.drain();
    await beacon(orderId, { type: 'page_view', utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'Spring' }, ip);
    await t.ctx.visitInbox.drain();
    // Sent from the page the ad opened (its tags ride along), typing another country.
    const sent = await contact(orderId, ip, {
      email: 'ad@example.com',
      country: 'Nepal',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'Spring',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    // Another visitor: a direct visit, an ad visit, then back directly (no tags on the page) to send
    // the form: the ad's visit is the last non-direct touch.
    const ip2 = '198.51.100.71';
    await beacon(orderId, { type: 'page_view' }, ip2);
    await t.ctx.visitInbox.drain();
    await beacon(orderId, { type: 'page_view', utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'Spring' }, ip2);
    await t.ctx.visitInbox.drain();
    await beacon(orderId, { type: 'page_view' }, ip2);
    await t.ctx.visitInbox.drain();
    expect((await contact(orderId, ip2, { email: 'back@example.com' })).statusCode).toBe(201);

    const leads = await leadsOf(orderId);
    expect(leads.data.map((l) => [l.email, l.channel, l.campaign, l.country, l.visit_country]).sort()).toEqual([
      ['ad@example.com', 'Paid Search', 'Spring', 'Nepal', 'United States'],
      ['back@example.com', 'Paid Search', 'Spring', null, 'Unknown'],
    ]);
    const visits = (await post('/api/tracking', { order_id: orderId, tracking_type: 'page_visits' })).json();
    expect(visits.aggregations.funnel_by_channel).toEqual([
      { channel: 'Paid Search', visitors: 2, cta_clicks: 0, form_starts: 2, submissions: 2 },
    ]);
    // Visits are still counted where each came from; the campaign has both leads.
    expect(visits.aggregations.channel).toEqual([
      { channel: 'Direct', visits: 3 },
      { channel: 'Paid Search', visits: 2 },
    ]);
    expect(visits.aggregations.campaign).toEqual([{ campaign: 'Spring', visits: 2, leads: 2 }]);
    const filtered = async (filters: object) =>
      (await post('/api/tracking/demand', { order_id: orderId, filters })).json();
    expect(await filtered({ 'fields.channel': 'Paid Search' })).toMatchObject({ visitors: 2, leads: 2 });
    expect(await filtered({ 'fields.channel': 'Direct' })).toMatchObject({ visitors: 0, leads: 0 });
    // The country filter is the visit's (the IP's), as for visits; the typed country is shown beside it.
    expect(await filtered({ 'fields.country': 'United States' })).toMatchObject({ leads: 1 });
    const listed = async (country: string) =>
      (
        await post('/api/tracking', {
          order_id: orderId,
          tracking_type: 'contact_form',
          filters: { 'fields.country': country },
        })
      )
        .json()
        .data.map((l: { email: string }) => l.email);
    expect(await listed('United States')).toEqual(['ad@example.com']);
    expect(await listed('Nepal')).toEqual([]);
  });
});
