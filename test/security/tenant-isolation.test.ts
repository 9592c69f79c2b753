import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { adCampaigns, contactSubmissions, orders } from '../../src/server/db/schema';
import { createTestApp, eventually, TEST_DRIVER, type TestApp } from '../helpers/app';
import { signUp, type TestUser } from '../helpers/users';
import { createPaymentOrder, placeAndPay, placeOrder, type PaymentResult } from '../server/payments/flow';
import { campaignBody } from '../server/campaigns/fixtures';
import { IDEA_QUESTIONS } from '../../src/shared/orders/questions';
import { collectRoutes, PUBLIC_ROUTES, type RouteEntry } from './route-table';
import { fullLandingPage } from '../landing/fixtures';

let t: TestApp;
let a: TestUser;
let b: TestUser;
let paidOrder: string;
let unpaidOrder: string;
let campaignName: string;
let paidResult: PaymentResult;
let openPaymentOrder: string;
let routes: RouteEntry[];
let experimentOfA: string;
let leadOfA: string;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  routes = await collectRoutes(t.ctx);
  a = await signUp(t.app);
  b = await signUp(t.app);
  const paid = await placeAndPay(t.app, a);
  paidOrder = paid.orderId;
  paidResult = paid.result;
  await eventually(async () => {
    const [o] = await t.ctx.db.select().from(orders).where(eq(orders.id, paidOrder));
    return o?.status === 'Active';
  }, 60_000);
  unpaidOrder = await placeOrder(t.app, a);
  openPaymentOrder = (await createPaymentOrder(t.app, a, unpaidOrder)).id;
  campaignName = `${paidOrder}_C1`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/create_ad_campaign',
    headers: a.headers,
    payload: campaignBody(paidOrder),
  });
  expect(created.statusCode, created.body).toBeLessThan(300);
  const experiment = await t.app.inject({
    method: 'POST',
    url: '/api/experiments',
    headers: a.headers,
    payload: { order_id: paidOrder, kind: 'message', variants: [{ name: 'B', header: 'A second promise' }] },
  });
  expect(experiment.statusCode, experiment.body).toBe(201);
  experimentOfA = (experiment.json() as { id: string }).id;
  // Visitors leave a message and a page view on A's landing page.
  const contact = await t.app.inject({
    method: 'POST',
    url: '/api/contact_form',
    remoteAddress: '198.51.100.77',
    payload: {
      order_id: paidOrder,
      form_ms: 20_000,
      name: 'Visitor One',
      email: 'visitor@example.com',
      message: 'Interested!',
      policy: true,
    },
  });
  expect(contact.statusCode).toBe(201);
  const [lead] = await t.ctx.db
    .select({ id: contactSubmissions.id })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.orderId, paidOrder));
  leadOfA = lead!.id;
  await t.app.inject({
    method: 'POST',
    url: '/api/events',
    remoteAddress: '198.51.100.78',
    headers: {
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    },
    payload: { order_id: paidOrder, type: 'page_view' },
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** Rows of a raw query on either driver (both answer `{ rows }`). */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await t.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every row, in every table, that names A (user id, email, orders, campaign), as exact JSON text. */
async function snapshotOfA(): Promise<string[]> {
  const [campaign] = await t.ctx.db.select().from(adCampaigns).where(eq(adCampaigns.orderId, paidOrder));
  const needles = [a.id, a.email, paidOrder, unpaidOrder, openPaymentOrder, campaign?.id].filter(Boolean) as string[];
  const tables = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const out: string[] = [];
  for (const { table_name } of tables) {
    if (table_name === 'rate_limits') continue; // counters of request addresses, not A's data
    const rows = await rowsOf<{ j: string }>(sql.raw(`select row_to_json(t)::text as j from "${table_name}" t`));
    for (const { j } of rows) if (needles.some((n) => j.includes(n))) out.push(`${table_name}: ${j}`);
  }
  return out.sort();
}

/** Wait until background jobs have settled A's rows (two equal snapshots a second apart). */
async function settledSnapshot(): Promise<string[]> {
  let previous = await snapshotOfA();
  for (let i = 0; i < 60; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const next = await snapshotOfA();
    if (JSON.stringify(next) === JSON.stringify(previous)) return next;
    previous = next;
  }
  throw new Error('A’s data never settled');
}

interface Case {
  /** What B tries. */
  what: string;
  url: () => string;
  payload?: () => unknown;
  /** 'not-found': 404 for B. 'self': the route acts on the caller only (B's own data); A must not show. */
  expect: 'not-found' | 'self';
}

/** A version id that exists nowhere (B is refused before it is looked up). */
const NO_VERSION = '00000000-0000-4000-8000-000000000000';

/** Every answer says `text` (with a few words more where the contract asks for a few words). */
const idea = (text: string) =>
  IDEA_QUESTIONS.map((question, i) => ({ question, answer: i === 1 || i === 2 ? `${text}, said in words` : text }));

/** The matrix: every authenticated route, keyed as Fastify registers it. */
const MATRIX: Record<string, Case[]> = {
  'GET /api/order/:id': [{ what: "read A's order", url: () => `/api/order/${paidOrder}`, expect: 'not-found' }],
  'PUT /api/order/:id': [
    {
      what: "edit A's unpaid order",
      url: () => `/api/order/${unpaidOrder}`,
      payload: () => ({ business_idea: idea('hijacked') }),
      expect: 'not-found',
    },
  ],
  'DELETE /orders/:id': [
    { what: "delete A's order", url: () => `/orders/${paidOrder}`, expect: 'not-found' },
    { what: "delete A's unpaid order", url: () => `/orders/${unpaidOrder}`, expect: 'not-found' },
  ],
  'POST /create-razorpay-order': [
    {
      what: "pay for A's order",
      url: () => '/create-razorpay-order',
      payload: () => ({ amount: 0, use: 'landing_page', pfa_order_id: unpaidOrder }),
      expect: 'not-found',
    },
    {
      what: "pay for A's campaign",
      url: () => '/create-razorpay-order',
      payload: () => ({ amount: 0, use: 'ad_campaign', pfa_order_id: paidOrder, campaign_name: campaignName }),
      expect: 'not-found',
    },
  ],
  'POST /api/payments/sandbox/complete': [
    {
      what: "complete A's payment order",
      url: () => '/api/payments/sandbox/complete',
      payload: () => ({ razorpay_order_id: openPaymentOrder, outcome: 'success' }),
      expect: 'not-found',
    },
  ],
  'POST /verify-razorpay-payment': [
    {
      what: "replay A's verified payment",
      url: () => '/verify-razorpay-payment',
      payload: () => ({ ...paidResult, pfa_order_id: paidOrder, use: 'landing_page' }),
      expect: 'not-found',
    },
    {
      what: "verify A's open payment order",
      url: () => '/verify-razorpay-payment',
      payload: () => ({
        razorpay_order_id: openPaymentOrder,
        razorpay_payment_id: 'pay_x',
        razorpay_signature: 'sig',
        pfa_order_id: unpaidOrder,
        use: 'landing_page',
      }),
      expect: 'not-found',
    },
  ],
  'GET /api/order/:id/removal': [
    { what: "see what deleting A's order would do", url: () => `/api/order/${paidOrder}/removal`, expect: 'not-found' },
  ],
  // The price is the same for everyone: nothing of A's to show.
  'GET /api/orders/price': [{ what: 'read the order price', url: () => '/api/orders/price', expect: 'self' }],
  'GET /api/order/:id/payments': [
    { what: "read A's payment history", url: () => `/api/order/${paidOrder}/payments`, expect: 'not-found' },
    {
      what: "read the payment history of A's unpaid order",
      url: () => `/api/order/${unpaidOrder}/payments`,
      expect: 'not-found',
    },
  ],
  'POST /api/get_ad_campaigns': [
    {
      what: "list A's campaigns",
      url: () => '/api/get_ad_campaigns',
      payload: () => ({ order_id: paidOrder }),
      expect: 'not-found',
    },
  ],
  'POST /api/create_ad_campaign': [
    {
      what: "add a campaign to A's order",
      url: () => '/api/create_ad_campaign',
      payload: () => campaignBody(paidOrder, { campaign_name: `${paidOrder}_C2` }),
      expect: 'not-found',
    },
  ],
  'POST /api/get_campaign_defaults': [
    {
      what: "read the places A's answers name",
      url: () => '/api/get_campaign_defaults',
      payload: () => ({ order_id: paidOrder }),
      expect: 'not-found',
    },
  ],
  'POST /api/get_ad_content': [
    {
      what: "read A's ad content",
      url: () => '/api/get_ad_content',
      payload: () => ({ order_id: paidOrder, campaign_name: campaignName }),
      expect: 'not-found',
    },
  ],
  'POST /api/update_ad_content': [
    {
      what: "rewrite A's ad copy",
      url: () => '/api/update_ad_content',
      payload: () => ({
        order_id: paidOrder,
        campaign_name: campaignName,
        headlines: ['Mallory Was Here', 'Cheap Deals', 'Buy From Us'],
        long_headline: 'Mallory rewrote this ad',
        descriptions: ['Mallory rewrote this ad.', 'Not the founder.'],
      }),
      expect: 'not-found',
    },
  ],
  'POST /api/tracking': [
    {
      what: "A's page visits",
      url: () => '/api/tracking',
      payload: () => ({ order_id: paidOrder, tracking_type: 'page_visits' }),
      expect: 'not-found',
    },
    {
      what: "A's submissions",
      url: () => '/api/tracking',
      payload: () => ({ order_id: paidOrder, tracking_type: 'contact_form', limit: 5 }),
      expect: 'not-found',
    },
  ],
  'POST /api/tracking/demand': [
    {
      what: "A's demand signal",
      url: () => '/api/tracking/demand',
      payload: () => ({ order_id: paidOrder }),
      expect: 'not-found',
    },
  ],
  'POST /api/tracking/export/contact_form': [
    {
      what: "A's submissions CSV",
      url: () => '/api/tracking/export/contact_form',
      payload: () => ({ order_id: paidOrder }),
      expect: 'not-found',
    },
  ],
  'POST /api/tracking/export/daily_visits': [
    {
      what: "A's visits CSV",
      url: () => '/api/tracking/export/daily_visits',
      payload: () => ({ order_id: paidOrder }),
      expect: 'not-found',
    },
  ],
  // The landing page editor: B can neither read, change, preview, regenerate nor add images to A's page.
  'GET /api/orders/:id/page': [
    { what: "read A's page editor", url: () => `/api/orders/${paidOrder}/page`, expect: 'not-found' },
  ],
  'PUT /api/orders/:id/page': [
    {
      what: "save A's page",
      url: () => `/api/orders/${paidOrder}/page`,
      payload: () => ({ content: fullLandingPage(), base_version_id: NO_VERSION }),
      expect: 'not-found',
    },
  ],
  'POST /api/orders/:id/page/versions/:versionId/restore': [
    {
      what: "restore a version of A's page",
      url: () => `/api/orders/${paidOrder}/page/versions/${NO_VERSION}/restore`,
      expect: 'not-found',
    },
  ],
  'POST /api/orders/:id/page/preview': [
    {
      what: "preview A's page",
      url: () => `/api/orders/${paidOrder}/page/preview`,
      payload: () => ({ content: fullLandingPage() }),
      expect: 'not-found',
    },
  ],
  'POST /api/orders/:id/page/regenerate': [
    {
      what: "regenerate A's page",
      url: () => `/api/orders/${paidOrder}/page/regenerate`,
      payload: () => ({ section: 'all' }),
      expect: 'not-found',
    },
  ],
  'POST /api/orders/:id/page/images/:slot': [
    {
      what: "upload an image to A's page",
      url: () => `/api/orders/${paidOrder}/page/images/main`,
      expect: 'not-found',
    },
  ],
  // Experiments: B can neither start one on A's page, list A's, nor stop A's.
  'POST /api/experiments': [
    {
      what: "start an experiment on A's page",
      url: () => '/api/experiments',
      payload: () => ({ order_id: paidOrder, kind: 'message', variants: [{ name: 'B', header: 'Mallory was here' }] }),
      expect: 'not-found',
    },
  ],
  'GET /api/experiments': [
    { what: "list A's experiments", url: () => `/api/experiments?order_id=${paidOrder}`, expect: 'not-found' },
  ],
  'POST /api/experiments/:id/stop': [
    {
      what: "stop A's experiment",
      url: () => `/api/experiments/${experimentOfA}/stop`,
      payload: () => ({ winner: 'B' }),
      expect: 'not-found',
    },
  ],
  // Lead follow-up: B can neither mark A's lead nor write a note on it.
  'PATCH /api/leads/:id': [
    {
      what: "set the follow-up of A's lead",
      url: () => `/api/leads/${leadOfA}`,
      payload: () => ({ status: 'not_a_fit', note: 'Mallory was here' }),
      expect: 'not-found',
    },
  ],
  // The decision report: B can neither share A's report, revoke A's links, nor download its PDF.
  'POST /api/orders/:id/share': [
    { what: "share A's report", url: () => `/api/orders/${paidOrder}/share`, payload: () => ({}), expect: 'not-found' },
  ],
  'DELETE /api/orders/:id/share': [
    { what: "revoke A's report links", url: () => `/api/orders/${paidOrder}/share`, expect: 'not-found' },
  ],
  'GET /api/orders/:id/report.pdf': [
    { what: "download A's report as PDF", url: () => `/api/orders/${paidOrder}/report.pdf`, expect: 'not-found' },
  ],
  'GET /api/orders/:id/digest': [
    { what: "read A's weekly digest setting", url: () => `/api/orders/${paidOrder}/digest`, expect: 'not-found' },
  ],
  'PUT /api/orders/:id/digest': [
    {
      what: "turn on A's weekly digest",
      url: () => `/api/orders/${paidOrder}/digest`,
      payload: () => ({ enabled: true, timezone: 'UTC' }),
      expect: 'not-found',
    },
  ],
  // Routes without a resource id act on the caller: B sees and changes only B.
  'GET /orders': [{ what: 'list orders', url: () => '/orders', expect: 'self' }],
  'GET /api/me': [{ what: 'read the profile', url: () => '/api/me', expect: 'self' }],
  'PATCH /api/me': [
    {
      what: 'change subscriptions',
      url: () => '/api/me',
      payload: () => ({ subscribed_strategies: ['x'] }),
      expect: 'self',
    },
  ],
  'PUT /profile': [
    {
      what: 'save the profile with A’s email',
      url: () => '/profile',
      payload: () => ({
        first_name: 'Mallory',
        last_name: 'B',
        email: a.email,
        phone: '+91 98765 43210',
        address: 'MG Road',
        address_number: '12',
        city: 'Pune',
        country: 'IN',
        zip_code: '411001',
        birthday: '01/31/1990',
      }),
      expect: 'self',
    },
  ],
  'PUT /api/me/preferences': [
    {
      what: 'save the email preferences',
      url: () => '/api/me/preferences',
      payload: () => ({ time_zone: 'Asia/Kolkata', email_digest: false, email_lead_alerts: false }),
      expect: 'self',
    },
  ],
  'POST /api/me/password': [
    {
      what: 'change the password (a wrong current one: B cannot reach A’s)',
      url: () => '/api/me/password',
      payload: () => ({ current_password: 'not the password', new_password: 'plum orchard lantern 42' }),
      expect: 'self',
    },
  ],
  'DELETE /api/me': [
    {
      what: 'delete the account confirmed with A’s email',
      url: () => '/api/me',
      payload: () => ({ confirm_email: a.email }),
      expect: 'self',
    },
  ],
  'POST /upload-profile-picture': [
    { what: 'upload a photo (empty)', url: () => '/upload-profile-picture', expect: 'self' },
  ],
  'POST /place-order': [
    {
      what: 'place an order',
      url: () => '/place-order',
      payload: () => ({ business_idea: idea('mine'), amount: 99 }),
      expect: 'self',
    },
  ],
  'GET /api/payments/config': [{ what: 'payment gateway config', url: () => '/api/payments/config', expect: 'self' }],
  'GET /api/notifications': [{ what: 'list notifications', url: () => '/api/notifications', expect: 'self' }],
  'POST /api/notifications/read': [
    { what: 'mark every notification read', url: () => '/api/notifications/read', payload: () => ({}), expect: 'self' },
  ],
};

/** HEAD routes are Fastify's automatic twins of GET routes. */
const caseKey = (r: RouteEntry) => `${r.method === 'HEAD' ? 'GET' : r.method} ${r.url}`;
const methodOf = (key: string) => key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe(`tenant isolation matrix (${TEST_DRIVER})`, () => {
  it('covers every route: each is either in the matrix or explicitly public', () => {
    const uncovered = routes
      .filter((r) => !PUBLIC_ROUTES.has(`${r.method} ${r.url}`) && !MATRIX[caseKey(r)])
      .map((r) => `${r.method} ${r.url}`);
    expect(uncovered).toEqual([]);
    const stale = Object.keys(MATRIX).filter((k) => !routes.some((r) => `${r.method} ${r.url}` === k));
    expect(stale).toEqual([]);
    expect(routes.length).toBeGreaterThan(30);
  });

  it("every authenticated route answers 401 without a token (and with a forged one), and A's data is unchanged", async () => {
    const before = await settledSnapshot();
    for (const [key, cases] of Object.entries(MATRIX)) {
      for (const c of cases) {
        for (const headers of [
          {},
          { authorization: 'Bearer not-a-real-token' },
          { authorization: `Bearer ${a.token}x` },
        ]) {
          const res = await t.app.inject({
            method: methodOf(key),
            url: c.url(),
            headers,
            payload: c.payload?.() as object,
          });
          expect(res.statusCode, `${key} (${c.what}) ${JSON.stringify(headers)}`).toBe(401);
          expect(res.json().detail).toBeTruthy();
        }
      }
    }
    expect(await snapshotOfA()).toEqual(before);
  });

  it("user B gets 404 on each of A's resources, never sees A's data, and A's rows stay byte-for-byte the same", async () => {
    const before = await settledSnapshot();
    // A's user, session, orders, payment orders, payment, campaign, submission, visit…
    for (const table of ['users', 'orders', 'ad_campaigns', 'contact_submissions']) {
      expect(
        before.some((row) => row.startsWith(`${table}: `)),
        `snapshot holds ${table}`,
      ).toBe(true);
    }
    let calls = 0;
    for (const [key, cases] of Object.entries(MATRIX)) {
      for (const c of cases) {
        const res = await t.app.inject({
          method: methodOf(key),
          url: c.url(),
          headers: b.headers,
          payload: c.payload?.() as object,
        });
        calls++;
        const label = `${key} (${c.what}) → ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (c.expect === 'not-found') {
          expect(res.statusCode, label).toBe(404);
          expect(res.json().detail, label).toBeTruthy();
        } else {
          expect(res.statusCode, label).toBeLessThan(500);
        }
        // Ids B sent may be echoed back ("No order data found for ID: …"); nothing else of A's may appear.
        const sent = c.url() + JSON.stringify(c.payload?.() ?? '');
        const secrets = [a.id, a.email, paidOrder, unpaidOrder, openPaymentOrder, 'Visitor One', 'visitor@example.com'];
        for (const secret of secrets.filter((s) => !sent.includes(s))) {
          expect(res.body.includes(secret), `${label} leaks ${secret}`).toBe(false);
        }
      }
    }
    expect(calls).toBeGreaterThanOrEqual(Object.keys(MATRIX).length);
    expect(await snapshotOfA()).toEqual(before);
    // A still sees everything.
    const own = await t.app.inject({ method: 'GET', url: `/api/order/${paidOrder}`, headers: a.headers });
    expect(own.statusCode).toBe(200);
  });
});
