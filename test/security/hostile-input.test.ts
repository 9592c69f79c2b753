import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createTestApp, TEST_DRIVER, type TestApp } from '../helpers/app';
import { signUp, type TestUser } from '../helpers/users';
import { placeOrder } from '../server/payments/flow';
import { jsonBody as jsonBodyParser, MAX_JSON_DEPTH } from '../../src/server/http/input';
import { collectRoutes, PUBLIC_ROUTES, type RouteEntry } from './route-table';

/**
 * Hostile input run (docs/architecture.md#how-we-test): every route × malformed JSON, wrong types, huge strings and arrays,
 * deep nesting, unicode edge cases, SQL and HTML payloads, wrong content types and oversized bodies.
 * Every answer is below 500; every JSON error answer has a `detail`; no answer carries a stack trace
 * or SQL text; the server still serves its health check afterwards. A second run sends, to every
 * route, a NUL character and lone surrogates in the path, the query and every body field, and a
 * body nested past the depth limit: each is refused with 400 before any handler sees it.
 */

const SEED = Number(process.env.HOSTILE_SEED ?? 20261123);
const RUNS_PUBLIC = Number(process.env.HOSTILE_RUNS_PUBLIC ?? 60);
const RUNS_AUTHENTICATED = Number(process.env.HOSTILE_RUNS ?? 25);

let t: TestApp;
let user: TestUser;
let realOrder: string;
let routes: RouteEntry[];

beforeAll(async () => {
  // A webhook secret so the webhook's signature check is exercised (unset, it answers 503 by design).
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '100000',
    EVENTS_RATE_LIMIT_PER_MINUTE: '100000',
    ORDER_RATE_LIMIT_PER_HOUR: '100000',
    PAYMENT_ORDER_RATE_LIMIT_PER_HOUR: '100000',
    CAMPAIGN_RATE_LIMIT_PER_HOUR: '100000',
    RAZORPAY_WEBHOOK_SECRET: 'hostile-run-webhook-secret',
  });
  routes = await collectRoutes(t.ctx);
  user = await signUp(t.app);
  realOrder = await placeOrder(t.app, user);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const hostileStrings = [
  "' OR '1'='1",
  "'; DROP TABLE orders; --",
  '1; select pg_sleep(5)',
  '"\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '\u0000',
  '\ud800',
  '\udfff\ud800',
  '\u202etxt.exe',
  '\uFEFF',
  '👩🏽‍💻'.repeat(50),
  'ﷺ𒐫𒈙',
  '=HYPERLINK("http://x")',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'x'.repeat(70_000),
];
const hostileString = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ maxLength: 40 }),
);

const FIELD_NAMES = [
  'order_id',
  'tracking_type',
  'limit',
  'offset',
  'filters',
  'timezone',
  'email',
  'password',
  'name',
  'message',
  'subject',
  'question_1',
  'policy',
  'country',
  'city',
  'state',
  'type',
  'referrer',
  'business_idea',
  'amount',
  'use',
  'pfa_order_id',
  'razorpay_order_id',
  'razorpay_payment_id',
  'razorpay_signature',
  'outcome',
  'campaign_name',
  'business_name',
  'budget',
  'duration',
  'target_locations',
  'status',
  'note',
  'lead_status',
  'answers',
  'first_name',
  'birthday',
  'subscribed_strategies',
  'token',
  'newPassword',
  'callbackURL',
  '__proto__',
  'constructor',
  'event',
  'payload',
];

const leaf = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308, -0),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('node'), { maxLength: 5 }),
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), tie('node'), { maxKeys: 5 }),
  ),
})).node;

/** Bodies as JSON objects with the product's field names, or any JSON at all. */
const jsonBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), value, { maxKeys: 12 }),
  fc.jsonValue({ maxDepth: 4 }),
  fc.record({
    order_id: fc.constant('REAL'),
    tracking_type: fc.constantFrom('page_visits', 'contact_form', 'x'),
    limit: leaf,
    offset: leaf,
    filters: value,
  }),
  fc.record({
    order_id: fc.constant('REAL'),
    name: hostileString,
    email: hostileString,
    message: hostileString,
    policy: leaf,
    question_1: hostileString,
  }),
  fc.record({ email: hostileString, password: hostileString, name: hostileString }),
);

type Request = { body?: string | Buffer; contentType?: string; label: string };

/** Raw bodies: malformed JSON, deep nesting, wrong content types, oversized. */
const rawRequests: Request[] = [
  { body: '{', contentType: 'application/json', label: 'truncated JSON' },
  { body: '{"order_id": "x",}', contentType: 'application/json', label: 'trailing comma' },
  { body: "{'a': 1}", contentType: 'application/json', label: 'single quotes' },
  { body: '', contentType: 'application/json', label: 'empty JSON body' },
  { body: 'null', contentType: 'application/json', label: 'JSON null' },
  { body: '"just a string"', contentType: 'application/json', label: 'JSON string' },
  { body: '[]', contentType: 'application/json', label: 'JSON array' },
  {
    body: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}',
    contentType: 'application/json',
    label: 'prototype pollution',
  },
  { body: '['.repeat(20_000) + ']'.repeat(20_000), contentType: 'application/json', label: 'deep array nesting' },
  {
    body: '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000),
    contentType: 'application/json',
    label: 'deep object nesting',
  },
  {
    body: JSON.stringify({ order_id: 'x', items: Array.from({ length: 100_000 }, (_, i) => i) }),
    contentType: 'application/json',
    label: 'huge array',
  },
  { body: Buffer.from([0xff, 0xfe, 0x00, 0x7b]), contentType: 'application/json', label: 'invalid UTF-8' },
  { body: 'order_id=x&name=%3Cscript%3E', contentType: 'application/x-www-form-urlencoded', label: 'form encoded' },
  { body: '<xml>1</xml>', contentType: 'application/xml', label: 'XML' },
  { body: 'hello', contentType: 'text/plain', label: 'text/plain' },
  {
    body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n',
    contentType: 'multipart/form-data; boundary=x',
    label: 'multipart',
  },
  { body: '--x\r\ngarbage', contentType: 'multipart/form-data; boundary=x', label: 'broken multipart' },
  { body: '{}', contentType: 'application/json; charset=utf-16', label: 'odd charset' },
  { body: '{}', contentType: 'invalid/content/type;;', label: 'invalid content type' },
  { body: 'x'.repeat(2 * 1024 * 1024), contentType: 'application/json', label: 'oversized body (2 MiB)' },
];

const LEAK =
  /(\bat [\w.<>]+ \(.*:\d+:\d+\))|node_modules|\/work\/|\bselect\b.+\bfrom\b|\binsert into\b|syntax error at|violates .* constraint|relation ".*"|ECONNREFUSED|PGlite|drizzle|TypeError|ReferenceError|RangeError/i;

const AUTH_PATHS = [
  'sign-in/email',
  'sign-up/email',
  'get-session',
  'request-password-reset',
  'reset-password',
  'sign-out',
  'sign-in/social',
  'update-user',
  'list-sessions',
  'x/../../etc',
];

/** Percent-encode any text, lone surrogates included (they become U+FFFD); RAW_BAD stays malformed. */
const enc = (s: string) => (s === RAW_BAD ? s : encodeURIComponent(s.replace(/[\ud800-\udfff]/gu, '\ufffd')));
const RAW_BAD = '%E0%A4%A%zz';

function pathFor(route: RouteEntry, param: string): string {
  let url = route.url.replace(/:\w+/g, () => enc(param));
  if (url.endsWith('*')) url = url.slice(0, -1) + param;
  return url;
}

let tried = 0;
const failures: string[] = [];
let ipCounter = 0;

async function fire(route: RouteEntry, path: string, req: Request, authenticated: boolean, query?: string) {
  const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  const headers: Record<string, string> = {};
  if (req.contentType) headers['content-type'] = req.contentType;
  if (authenticated) headers.authorization = user.headers.authorization;
  if (route.url === '/webhooks/razorpay') headers['x-razorpay-signature'] = 'f'.repeat(64);
  ipCounter++;
  const withBody = method !== 'GET' && method !== 'HEAD';
  const res = await t.app.inject({
    method,
    url: path + (query ? `?${query}` : ''),
    headers,
    payload: withBody ? req.body : undefined,
    remoteAddress: `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
  });
  tried++;
  const where = `${route.method} ${path.slice(0, 80)} [${req.label}] → ${res.statusCode}`;
  if (res.statusCode >= 500) failures.push(`${where}: ${res.body.slice(0, 200)}`);
  if (
    LEAK.test(res.body) &&
    !/^text\/html/.test(String(res.headers['content-type'])) &&
    route.url !== '/api/openapi.json'
  ) {
    failures.push(`${where} leaks internals: ${res.body.slice(0, 200)}`);
  }
  if (
    res.statusCode >= 400 &&
    String(res.headers['content-type']).startsWith('application/json') &&
    method !== 'HEAD'
  ) {
    let detail: unknown;
    try {
      detail = (res.json() as { detail?: unknown }).detail;
    } catch {
      detail = undefined;
    }
    if (typeof detail !== 'string' || !detail) failures.push(`${where} has no detail: ${res.body.slice(0, 200)}`);
  }
}

async function runRoute(route: RouteEntry, runs: number, authenticated: boolean) {
  const params = fc.oneof(hostileString, fc.constant('REAL'), fc.constant(RAW_BAD), fc.constantFrom(...AUTH_PATHS));
  const sample = fc.sample(fc.tuple(params, jsonBody, fc.option(hostileString)), { numRuns: runs, seed: SEED + tried });
  for (const [param, body, q] of sample) {
    const p = param === 'REAL' ? realOrder : param;
    const text = JSON.stringify(body).replaceAll('"REAL"', JSON.stringify(realOrder));
    const query = q === null ? undefined : `q=${enc(q)}&limit=${enc(q)}&order_id=${enc(q)}`;
    await fire(
      route,
      pathFor(route, p),
      { body: text, contentType: 'application/json', label: 'generated JSON' },
      authenticated,
      query,
    );
  }
  for (const raw of rawRequests)
    await fire(route, pathFor(route, route.url.includes('*') ? 'sign-in/email' : realOrder), raw, authenticated);
}

describe(`hostile input run over every route (${TEST_DRIVER})`, () => {
  it('never answers 5xx, a stack trace or SQL text; error answers carry a detail; the server keeps serving', async () => {
    const publicFirst = [...routes].sort(
      (x, y) => Number(!PUBLIC_ROUTES.has(`${x.method} ${x.url}`)) - Number(!PUBLIC_ROUTES.has(`${y.method} ${y.url}`)),
    );
    for (const route of publicFirst) {
      const isPublic = PUBLIC_ROUTES.has(`${route.method} ${route.url}`);
      await runRoute(route, isPublic ? RUNS_PUBLIC : RUNS_AUTHENTICATED, !isPublic);
      if (!isPublic) await runRoute(route, 5, false);
    }
    console.log(
      `hostile input run (${TEST_DRIVER}): ${tried} requests over ${routes.length} routes, seed ${SEED}, ${failures.length} failures`,
    );
    const kinds = [...new Set(failures.map((f) => f.replace(/ \[generated JSON\].*?→/, ' →').slice(0, 160)))];
    expect(kinds.slice(0, 40)).toEqual([]);
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    // The run may have removed the user's own order (DELETE is fair game): a new one still works end to end.
    const fresh = await placeOrder(t.app, user);
    const stillWorks = await t.app.inject({ method: 'GET', url: `/api/order/${fresh}`, headers: user.headers });
    expect(stillWorks.statusCode).toBe(200);
  }, 240_000);
});

/** JSON text whose every field holds `bad` (written as a JSON escape: the parser makes it real). */
function bodyWithEveryField(bad: string): string {
  // JSON.stringify writes NUL and lone surrogates as \u escapes.
  const escaped = JSON.stringify('a' + bad + 'b');
  return `{${FIELD_NAMES.filter((n) => !n.startsWith('__') && n !== 'constructor')
    .map((n) => `"${n}":${escaped}`)
    .join(',')}}`;
}

const QUERY_NAMES = [
  'q',
  'search',
  'limit',
  'offset',
  'order_id',
  'token',
  'status',
  'sort',
  'from',
  'to',
  'callbackURL',
];

describe(`NUL, lone surrogates and deep nesting on every route, in body, path and query (${TEST_DRIVER})`, () => {
  it('refuses each with 400 naming where it was, never 5xx', async () => {
    const wrong: string[] = [];
    let sent = 0;
    const send = async (route: RouteEntry, url: string, body: string | undefined, expectation: RegExp | null) => {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
      const isPublic = PUBLIC_ROUTES.has(`${route.method} ${route.url}`);
      const withBody = method !== 'GET' && method !== 'HEAD';
      ipCounter++;
      const res = await t.app.inject({
        method,
        url,
        headers: { ...(isPublic ? {} : user.headers), ...(withBody ? { 'content-type': 'application/json' } : {}) },
        payload: withBody ? body : undefined,
        remoteAddress: `10.200.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
      });
      sent++;
      const where = `${route.method} ${url.slice(0, 90)} → ${res.statusCode}`;
      if (res.statusCode !== 400) {
        wrong.push(`${where}: ${res.body.slice(0, 160)}`);
        return;
      }
      if (expectation && method !== 'HEAD' && route.url !== '/webhooks/razorpay' && !expectation.test(res.body)) {
        wrong.push(`${where}: detail does not say where: ${res.body.slice(0, 160)}`);
      }
    };
    for (const route of routes) {
      const real = route.url.includes('*') ? 'sign-in/email' : realOrder;
      const base = pathFor(route, real);
      // Path: a NUL inside each parameter (a lone surrogate cannot be sent in a URL: it is not UTF-8).
      if (/[:*]/.test(route.url))
        await send(route, route.url.replace(/:\w+/g, 'a%00b').replace(/\*$/, 'a%00b'), '{}', /params\./);
      // Query: a NUL in every name the product reads, on every route.
      await send(route, `${base}?${QUERY_NAMES.map((n) => `${n}=a%00b`).join('&')}`, '{}', /querystring\./);
      if (route.method === 'GET' || route.method === 'HEAD') continue;
      // Body: NUL, a lone high and a lone low surrogate in every field; nesting one past the limit.
      for (const bad of ['\u0000', '\ud800', '\udfff']) await send(route, base, bodyWithEveryField(bad), /body\./);
      const deep = '{"order_id":' + '['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH) + '}';
      await send(route, base, deep, /nested too deeply/);
    }
    console.log(
      `NUL/surrogate/depth run (${TEST_DRIVER}): ${sent} requests over ${routes.length} routes, ${wrong.length} not refused`,
    );
    expect(wrong).toEqual([]);
  }, 240_000);

  it('accepts nesting up to the limit, and text with valid surrogate pairs', async () => {
    const ok = '{"order_id":"' + realOrder + '","type":"page_view","referrer":"https://example.com/😀"}';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: ok,
      headers: { 'content-type': 'application/json' },
      remoteAddress: '10.201.0.1',
    });
    expect(res.statusCode, res.body).not.toBe(400);
    // Exactly MAX_JSON_DEPTH levels parse (and fail validation for their shape, not their depth).
    const atLimit = '['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH);
    const limit = await t.app.inject({
      method: 'POST',
      url: '/api/contact_form',
      payload: atLimit,
      headers: { 'content-type': 'application/json' },
      remoteAddress: '10.201.0.2',
    });
    expect(limit.statusCode).toBe(400);
    expect(limit.json().detail).not.toMatch(/nested too deeply/);
  });
});

describe(`authentication before the body (${TEST_DRIVER})`, () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers a 1 MB nested body without a token with 401, without parsing it', async () => {
    const parse = vi.spyOn(jsonBodyParser, 'parse');
    const nested = '['.repeat(500_000) + ']'.repeat(500_000);
    expect(nested.length).toBeGreaterThanOrEqual(1_000_000);
    const authenticated = routes.filter((r) => !PUBLIC_ROUTES.has(`${r.method} ${r.url}`) && r.method === 'POST');
    expect(authenticated.length).toBeGreaterThan(5);
    for (const route of authenticated) {
      const res = await t.app.inject({
        method: 'POST',
        url: pathFor(route, realOrder),
        headers: { 'content-type': 'application/json' },
        payload: nested,
      });
      expect(res.statusCode, `${route.url}: ${res.body.slice(0, 100)}`).toBe(401);
      expect(res.json().detail).toBe('Sign in to continue');
    }
    expect(parse).not.toHaveBeenCalled();
    // With a bad token too: refused before the body is read.
    const res = await t.app.inject({
      method: 'POST',
      url: '/place-order',
      headers: { 'content-type': 'application/json', authorization: 'Bearer nope.nope' },
      payload: nested,
    });
    expect(res.statusCode).toBe(401);
    expect(parse).not.toHaveBeenCalled();
    // The spy does see a signed-in request's body: the assertion above can fail.
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/place-order',
      headers: { 'content-type': 'application/json', ...user.headers },
      payload: nested,
    });
    expect(signedIn.statusCode).toBe(400);
    expect(signedIn.json().detail).toMatch(/nested too deeply/);
    expect(parse).toHaveBeenCalledTimes(1);
  });
});
