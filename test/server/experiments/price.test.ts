import { makeDecidable } from './decidable';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSubmissions, visitSteps } from '../../../src/server/db/schema';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../helpers/app';
import { signUp, type TestUser } from '../../helpers/users';
import { getEditor, insertLiveOrder } from '../page-editor/helpers';
import { EXPERIMENT_MESSAGES, type Experiment } from '../../../src/shared/contracts/experiments';
import type { PageVisitsResponse } from '../../../src/shared/contracts/analytics';
import { PRICE_TEXT } from '../../../src/shared/contracts/leads';

// Price tests (issue 18 item 3): a fake door, said plainly. One price per visitor ("price") or
// tiers side by side ("tiers"); "Choose" is a price_click with the price; an email left in the
// dialog is a lead tagged with the price; page_visits reads price clicks per variant and per price.

let t: TestApp;
let a: TestUser;
let b: TestUser;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', EVENTS_RATE_LIMIT_PER_MINUTE: '100000' });
  a = await signUp(t.app);
  b = await signUp(t.app);
}, 180_000);
afterAll(async () => {
  await t?.close();
}, 180_000);

const CHEAP = { amount: 9, currency: 'USD', period: 'month', included: 'Ten deliveries a month' };
const DEAR = { amount: 19.5, currency: 'USD', period: 'month', included: 'Thirty deliveries a month, live tracking' };
const TOP = { amount: 49, currency: 'USD', period: 'once', included: 'One bulk delivery day' };

const start = (user: TestUser, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/experiments', headers: user.headers, payload: body });
const visitor = (i: number) => ({
  ip: `10.9.${(i >> 8) & 255}.${i & 255}`,
  ua: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.${i % 97}.0 Safari/537.36`,
});
type Visitor = ReturnType<typeof visitor>;
const visit = (orderId: string, v: Visitor, query = '') =>
  t.app.inject({ method: 'GET', url: `/p/${orderId}${query}`, remoteAddress: v.ip, headers: { 'user-agent': v.ua } });
const variantIn = (html: string) => /<body[^>]*data-variant="([^"]+)"/.exec(html)?.[1] ?? null;
const send = (orderId: string, v: Visitor, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/events',
    remoteAddress: v.ip,
    headers: { 'user-agent': v.ua },
    payload: { order_id: orderId, form_ms: 20_000, ...payload },
  });
const interest = (orderId: string, v: Visitor, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/price_interest',
    remoteAddress: v.ip,
    headers: { 'user-agent': v.ua },
    payload: { order_id: orderId, form_ms: 20_000, ...payload },
  });
/** The funnel steps stored for an order, as "step:variant:price", sorted. */
const stepsOf = async (orderId: string) =>
  (
    await t.ctx.db
      .select({ step: visitSteps.step, variant: visitSteps.variant, price: visitSteps.price })
      .from(visitSteps)
      .where(eq(visitSteps.orderId, orderId))
  )
    .map((s) => `${s.step}:${s.variant}:${s.price}`)
    .sort();
const pageVisits = async (orderId: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tracking',
    headers: a.headers,
    payload: { order_id: orderId, tracking_type: 'page_visits' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as PageVisitsResponse).aggregations;
};

describe(`price tests (${TEST_DRIVER})`, () => {
  it('validates the prices: one to three, distinct, a known currency and period, owner only', async () => {
    const orderId = await insertLiveOrder(t.ctx, a);
    expect((await start(a, { order_id: orderId, kind: 'price' })).statusCode).toBe(400);
    expect((await start(a, { order_id: orderId, kind: 'price', prices: [] })).statusCode).toBe(400);
    expect((await start(a, { order_id: orderId, kind: 'price', prices: [CHEAP, DEAR, TOP, CHEAP] })).statusCode).toBe(
      400,
    );
    expect((await start(a, { order_id: orderId, kind: 'price', prices: [CHEAP, { ...CHEAP }] })).statusCode).toBe(400);
    expect(
      (await start(a, { order_id: orderId, kind: 'price', prices: [{ ...CHEAP, currency: 'XYZ' }] })).statusCode,
    ).toBe(400);
    expect(
      (await start(a, { order_id: orderId, kind: 'price', prices: [{ ...CHEAP, amount: 1.234 }] })).statusCode,
    ).toBe(400);
    expect(
      (await start(a, { order_id: orderId, kind: 'price', prices: [{ ...CHEAP, period: 'week' }] })).statusCode,
    ).toBe(400);
    expect(
      (await start(a, { order_id: orderId, kind: 'tiers', prices: [CHEAP], variants: [{ name: 'B', header: 'x' }] }))
        .statusCode,
    ).toBe(400);
    // One currency per test (docs/product.md): the API says so and names the price.
    for (const kind of ['price', 'tiers']) {
      const mixed = await start(a, {
        order_id: orderId,
        kind,
        prices: [CHEAP, { ...DEAR, currency: 'EUR' }, { ...TOP, currency: 'INR' }],
      });
      expect(mixed.statusCode, mixed.body).toBe(400);
      expect((mixed.json() as { detail: string }).detail).toBe(
        `body.prices.1.currency: ${EXPERIMENT_MESSAGES.mixedCurrencies('USD')}; body.prices.2.currency: ${EXPERIMENT_MESSAGES.mixedCurrencies('USD')}`,
      );
    }
    expect((await start(b, { order_id: orderId, kind: 'price', prices: [CHEAP, DEAR] })).statusCode).toBe(404);
    const created = await start(a, { order_id: orderId, kind: 'price', prices: [CHEAP, DEAR] });
    expect(created.statusCode, created.body).toBe(201);
    const experiment = created.json() as Experiment;
    expect(experiment.kind).toBe('price');
    expect(experiment.variants.map((v) => [v.name, v.control, v.prices?.map((p) => p.amount)])).toEqual([
      ['A', true, [9]],
      ['B', false, [19.5]],
    ]);
  });

  it('shows each visitor one price with an honest "Choose"; clicks and emails are counted per price', async () => {
    const orderId = await insertLiveOrder(t.ctx, a);
    const experiment = (
      await start(a, { order_id: orderId, kind: 'price', prices: [CHEAP, DEAR] })
    ).json() as Experiment;
    const byVariant = new Map<string, Visitor>();
    for (let i = 1; byVariant.size < 2 && i < 200; i++) {
      const v = visitor(i);
      const res = await visit(orderId, v);
      const name = variantIn(res.body)!;
      expect(res.headers['cache-control']).toBe('private, no-cache');
      // One price per page: the variant's own, server-rendered, with its dialog.
      expect(res.body).toContain('id="pricing"');
      expect(res.body.match(/data-price-open=/g)?.length).toBe(1);
      expect(res.body).toContain(name === 'A' ? '$9 per month' : '$19.50 per month');
      expect(res.body).not.toContain(name === 'A' ? '$19.50 per month' : '$9 per month');
      expect(res.body).toContain(PRICE_TEXT.notOpen);
      expect(res.body).toContain(`data-price="${name === 'A' ? '9 USD/month' : '19.50 USD/month'}"`);
      if (!byVariant.has(name)) byVariant.set(name, v);
    }
    const va = byVariant.get('A')!;
    const vb = byVariant.get('B')!;
    expect((await send(orderId, va, { type: 'page_view', variant: 'A' })).statusCode).toBe(202);
    expect((await send(orderId, vb, { type: 'page_view', variant: 'B' })).statusCode).toBe(202);
    expect((await send(orderId, vb, { type: 'price_click', variant: 'B', price: '19.50 USD/month' })).statusCode).toBe(
      202,
    );
    // A price tag longer than any price is refused.
    expect((await send(orderId, vb, { type: 'price_click', variant: 'B', price: 'x'.repeat(25) })).statusCode).toBe(
      400,
    );
    // The email: a lead tagged with the price (and the variant the visitor saw).
    expect((await interest(orderId, vb, { email: 'not-an-email', price: '19.50 USD/month' })).statusCode).toBe(400);
    expect((await interest(orderId, vb, { email: 'bee@example.com', price: '99 USD/month' })).statusCode).toBe(409);
    const left = await interest(orderId, vb, { email: 'bee@example.com', price: '19.50 USD/month' });
    expect(left.statusCode, left.body).toBe(201);
    expect(left.json()).toEqual({ message: PRICE_TEXT.sent });
    await t.ctx.visitInbox.drain();
    // The email is B's visitor's "form sent" step, which implies a form start (issue 25).
    expect(await stepsOf(orderId)).toEqual([
      'form_sent:B:',
      'form_start:B:',
      'page_view:A:',
      'page_view:B:',
      'price_click:B:19.50 USD/month',
    ]);
    const [lead] = await t.ctx.db.select().from(contactSubmissions).where(eq(contactSubmissions.orderId, orderId));
    expect(lead).toMatchObject({
      email: 'bee@example.com',
      price: '19.50 USD/month',
      variant: 'B',
      name: '',
      message: '',
    });
    // The owner's dashboard: the lead with its price, and conversion = price clicks ÷ visitors.
    const leads = await t.app.inject({
      method: 'POST',
      url: '/api/tracking',
      headers: a.headers,
      payload: { order_id: orderId, tracking_type: 'contact_form' },
    });
    expect(leads.statusCode, leads.body).toBe(200);
    expect((leads.json() as { data: { email: string; price: string | null }[] }).data).toMatchObject([
      { email: 'bee@example.com', price: '19.50 USD/month' },
    ]);
    const agg = await pageVisits(orderId);
    expect(agg.experiment).toMatchObject({ id: experiment.id, kind: 'price', status: 'running' });
    expect(agg.variant?.map((v) => [v.variant, v.visitors, v.price_clicks, v.leads, v.conversion])).toEqual([
      ['A', 1, 0, 0, 0],
      ['B', 1, 1, 1, 1],
    ]);
    expect(agg.price).toEqual([
      {
        price: '9 USD/month',
        amount: 9,
        currency: 'USD',
        period: 'month',
        variant: 'A',
        visitors: 1,
        price_clicks: 0,
        leads: 0,
        click_through: 0,
      },
      {
        price: '19.50 USD/month',
        amount: 19.5,
        currency: 'USD',
        period: 'month',
        variant: 'B',
        visitors: 1,
        price_clicks: 1,
        leads: 1,
        click_through: 1,
      },
    ]);

    // Stopping a price test publishes nothing: the pricing section goes, the page's text stays.
    const before = await getEditor(t.app, a, orderId);
    await makeDecidable(t.ctx, experiment.id, orderId, ['A', 'B']);
    const stopped = await t.app.inject({
      method: 'POST',
      url: `/api/experiments/${experiment.id}/stop`,
      headers: a.headers,
      payload: { winner: 'B' },
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toMatchObject({ experiment: { status: 'stopped', winner: 'B' }, version: null });
    expect((await getEditor(t.app, a, orderId)).versions.length).toBe(before.versions.length);
    await expect.poll(async () => (await visit(orderId, va)).body.includes('id="pricing"')).toBe(false);
    // No price test runs: an email for a price is refused.
    expect((await interest(orderId, va, { email: 'late@example.com', price: '9 USD/month' })).statusCode).toBe(409);
  }, 60_000);

  it('tiers: every price side by side to everyone; clicks and leads per tier; the form works without JavaScript', async () => {
    const orderId = await insertLiveOrder(t.ctx, a);
    const experiment = (
      await start(a, { order_id: orderId, kind: 'tiers', prices: [DEAR, CHEAP, TOP] })
    ).json() as Experiment;
    expect(experiment.variants).toHaveLength(1);
    const v1 = visitor(300);
    const v2 = visitor(301);
    const page = await visit(orderId, v1);
    expect(variantIn(page.body)).toBe('A');
    expect(page.body.match(/data-price-open=/g)?.length).toBe(3);
    for (const label of ['$19.50 per month', '$9 per month', '$49 one-time']) expect(page.body).toContain(label);
    for (const v of [v1, v2])
      expect((await send(orderId, v, { type: 'page_view', variant: 'A' })).statusCode).toBe(202);
    expect((await send(orderId, v1, { type: 'price_click', variant: 'A', price: '9 USD/month' })).statusCode).toBe(202);
    expect((await send(orderId, v2, { type: 'price_click', variant: 'A', price: '9 USD/month' })).statusCode).toBe(202);
    expect((await interest(orderId, v1, { email: 'one@example.com', price: '9 USD/month' })).statusCode).toBe(201);

    // Without JavaScript: the dialog's form posts to the page and is answered with a redirect.
    const form = await t.app.inject({
      method: 'POST',
      url: `/p/${orderId}/notify`,
      remoteAddress: v2.ip,
      headers: { 'user-agent': v2.ua, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ order_id: orderId, email: 'two@example.com', price: '49 USD/once' }).toString(),
    });
    expect(form.statusCode, form.body).toBe(303);
    expect(form.headers.location).toBe(`/p/${orderId}?interest=sent#pricing`);
    expect((await visit(orderId, v2, '?interest=sent')).body).toContain(
      `data-price-result="true">${PRICE_TEXT.sent}</p>`,
    );
    const bad = await t.app.inject({
      method: 'POST',
      url: `/p/${orderId}/notify`,
      remoteAddress: v2.ip,
      headers: { 'user-agent': v2.ua, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: 'nope', price: '49 USD/once' }).toString(),
    });
    expect(bad.headers.location).toBe(`/p/${orderId}?interest=failed#pricing`);

    const agg = await pageVisits(orderId);
    expect(agg.experiment?.kind).toBe('tiers');
    expect(agg.variant?.map((v) => [v.variant, v.visitors, v.price_clicks, v.leads, v.conversion])).toEqual([
      ['A', 2, 2, 2, 1],
    ]);
    // Lowest price first. v2's form post did not add a click: v2 had chosen 9 USD/month already
    // today (once per visitor per day, the first choice counts).
    expect(agg.price?.map((p) => [p.price, p.visitors, p.price_clicks, p.leads, p.click_through])).toEqual([
      ['9 USD/month', 2, 2, 1, 1],
      ['19.50 USD/month', 2, 0, 0, 0],
      ['49 USD/once', 2, 0, 1, 0],
    ]);
  }, 60_000);
  it('a price chosen without JavaScript is a price click: its variant, once per visitor per day, bots left out', async () => {
    const orderId = await insertLiveOrder(t.ctx, a);
    await start(a, { order_id: orderId, kind: 'price', prices: [CHEAP, DEAR] });
    const notify = (v: Visitor, price: string, email: string, userAgent: string | null = v.ua) =>
      t.app.inject({
        method: 'POST',
        url: `/p/${orderId}/notify`,
        remoteAddress: v.ip,
        headers: {
          ...(userAgent === null ? {} : { 'user-agent': userAgent }),
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ order_id: orderId, email, price }).toString(),
      });
    // A visitor shown B (no JavaScript: no beacon event at all) leaves an email for B's price.
    let vb: Visitor | undefined;
    for (let i = 400; !vb && i < 600; i++)
      if (variantIn((await visit(orderId, visitor(i))).body) === 'B') vb = visitor(i);
    const sent = await notify(vb!, '19.50 USD/month', 'nojs@example.com');
    expect(sent.headers.location).toBe(`/p/${orderId}?interest=sent#pricing`);
    // Whoever sends a form is a visitor (issue 25): the click brings the visitor's row of the day,
    // and the email a form sent (and started).
    expect(await stepsOf(orderId)).toEqual([
      'form_sent:B:',
      'form_start:B:',
      'page_view:B:',
      'price_click:B:19.50 USD/month',
    ]);
    // The lead is credited to B (found through that step), with the price.
    const [lead] = await t.ctx.db.select().from(contactSubmissions).where(eq(contactSubmissions.orderId, orderId));
    expect(lead).toMatchObject({
      email: 'nojs@example.com',
      price: '19.50 USD/month',
      variant: 'B',
      channel: 'Direct',
    });
    // Once per visitor per day: a second post the same day updates the visitor's lead (one lead per
    // person, issue 34), and adds no click.
    expect((await notify(vb!, '19.50 USD/month', 'again@example.com')).headers.location).toContain('interest=sent');
    expect(await stepsOf(orderId)).toEqual([
      'form_sent:B:',
      'form_start:B:',
      'page_view:B:',
      'price_click:B:19.50 USD/month',
    ]);
    // The same visitor hash as the beacon's: a click the beacon counted today is not counted again.
    const vj = visitor(700);
    expect((await send(orderId, vj, { type: 'page_view', variant: 'A' })).statusCode).toBe(202);
    expect((await send(orderId, vj, { type: 'price_click', variant: 'A', price: '9 USD/month' })).statusCode).toBe(202);
    await notify(vj, '9 USD/month', 'js@example.com');
    await t.ctx.visitInbox.drain();
    expect(await stepsOf(orderId)).toEqual([
      'form_sent:A:',
      'form_sent:B:',
      'form_start:A:',
      'form_start:B:',
      'page_view:A:',
      'page_view:B:',
      'price_click:A:9 USD/month',
      'price_click:B:19.50 USD/month',
    ]);
    // Bots and requests without a user agent: the email is kept as a lead, no click is counted.
    const bot = await notify(
      visitor(701),
      '9 USD/month',
      'bot@example.com',
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
    );
    expect(bot.headers.location).toContain('interest=sent');
    await notify(visitor(702), '9 USD/month', 'noagent@example.com', null);
    expect(await stepsOf(orderId)).toEqual([
      'form_sent:A:',
      'form_sent:B:',
      'form_start:A:',
      'form_start:B:',
      'page_view:A:',
      'page_view:B:',
      'price_click:A:9 USD/month',
      'price_click:B:19.50 USD/month',
    ]);
    // nojs@ (sent twice by one visitor: one lead, now again@), js@, bot@ and noagent@.
    expect(
      (await t.ctx.db.select().from(contactSubmissions).where(eq(contactSubmissions.orderId, orderId)))
        .map((r) => `${r.email}:${r.timesSent}`)
        .sort(),
    ).toEqual(['again@example.com:2', 'bot@example.com:1', 'js@example.com:1', 'noagent@example.com:1']);
    // A price the test does not show is refused (409 → "failed"), and nothing is counted.
    expect((await notify(visitor(703), '99 USD/month', 'x@example.com')).headers.location).toContain('interest=failed');
    expect(await stepsOf(orderId)).toHaveLength(8);
    // The dashboard: B's no-JavaScript click and lead are read with B, and its visitor is B's
    // visitor though they sent no page view (issue 25: whoever takes a step is a visitor). Leads
    // per variant are visitors who sent a form (B's visitor sent two emails the same day: one).
    const agg = await pageVisits(orderId);
    expect(agg.variant?.map((v) => [v.variant, v.visitors, v.price_clicks, v.leads])).toEqual([
      ['A', 1, 1, 1],
      ['B', 1, 1, 1],
    ]);
  }, 60_000);
});
