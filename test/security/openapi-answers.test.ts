import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { signUp, type TestUser } from '../helpers/users';
import { collectRoutes, PUBLIC_ROUTES, type RouteEntry } from './route-table';

/**
 * The OpenAPI document against the live server: every route of the route table (route-table.ts,
 * collected from the real route areas) is called as a client would get it wrong — without a
 * session, with a body of the wrong shape, with an id that does not exist — and each status the
 * server answers must be one the document lists for that operation, with the `{ detail }` schema.
 * At least: 401 for every signed-in route without a session, 400 for every body of the wrong shape,
 * 404 for every unknown id in a GET or DELETE path.
 */

type Answer = { $ref?: string; content?: Record<string, { schema?: unknown }> };
type Operation = { responses?: Record<string, Answer>; security?: unknown[]; requestBody?: unknown };
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Answer>; schemas: Record<string, unknown> };
};

let t: TestApp;
let user: TestUser;
let doc: Doc;
let routes: RouteEntry[];

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', EVENTS_RATE_LIMIT_PER_MINUTE: '100000' });
  routes = (await collectRoutes(t.ctx)).filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
  user = await signUp(t.app);
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  doc = res.json() as Doc;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const operationOf = (r: RouteEntry) => doc.paths[toOpenApiPath(r.url)]?.[r.method.toLowerCase()];
const isPublic = (r: RouteEntry) => PUBLIC_ROUTES.has(`${r.method} ${r.url}`);
/** Documented routes (the hidden ones are listed with a reason in test/server/openapi/openapi.test.ts). */
const documented = () => routes.filter((r) => operationOf(r));

/** The error answer the document gives for this status, following its `$ref`. */
function documentedError(op: Operation, status: number): Answer | undefined {
  const answer = op.responses?.[String(status)];
  if (!answer?.$ref) return answer;
  return doc.components.responses[answer.$ref.split('/').pop()!];
}

/** `/api/orders/:id/page` with every parameter an id nobody has. */
const withUnknownIds = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, () => randomUUID());

interface Probe {
  route: string;
  status: number;
  why: string;
}

/** A mismatch: the status is not documented, or it is but not with the `{ detail }` error schema. */
function mismatch(r: RouteEntry, status: number, body: string, why: string): string | null {
  const op = operationOf(r)!;
  const answer = documentedError(op, status);
  if (!answer) return `${r.method} ${r.url} (${why}): answered ${status}, not in the document`;
  if (status >= 400) {
    const schema = JSON.stringify(answer.content?.['application/json']?.schema ?? null);
    if (!schema.includes('#/components/schemas/Error'))
      return `${r.method} ${r.url}: ${status} not documented as {detail}`;
    let detail: unknown;
    try {
      detail = (JSON.parse(body) as { detail?: unknown }).detail;
    } catch {
      detail = undefined;
    }
    if (typeof detail !== 'string') return `${r.method} ${r.url} (${why}): ${status} without a { detail } body`;
  }
  return null;
}

describe('the OpenAPI document against the live answers of every route in the route table', () => {
  it('has the route table and the document to compare (the checks below are not vacuous)', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(documented().length).toBeGreaterThan(40);
    expect(routes.filter((r) => !isPublic(r) && operationOf(r)).length).toBeGreaterThan(30);
  });

  it('every signed-in route answers 401 without a session, and documents it', async () => {
    const seen: Probe[] = [];
    const wrong: string[] = [];
    for (const r of documented().filter((r) => !isPublic(r))) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: withUnknownIds(r.url),
        ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }),
      });
      seen.push({ route: `${r.method} ${r.url}`, status: res.statusCode, why: 'no session' });
      if (res.statusCode !== 401) wrong.push(`${r.method} ${r.url}: ${res.statusCode} without a session`);
      const m = mismatch(r, res.statusCode, res.body, 'no session');
      if (m) wrong.push(m);
    }
    expect(seen.length).toBeGreaterThan(30);
    expect(wrong).toEqual([]);
  });

  it('every public route is documented as public, every signed-in one as needing the bearer token', () => {
    const wrong: string[] = [];
    for (const r of documented()) {
      const security = operationOf(r)!.security;
      if (isPublic(r) && !(Array.isArray(security) && security.length === 0))
        wrong.push(`${r.method} ${r.url} not public`);
      if (!isPublic(r) && JSON.stringify(security) !== JSON.stringify([{ bearer: [] }])) {
        wrong.push(`${r.method} ${r.url} without the bearer scheme`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every route with a body answers a body of the wrong shape with 400, and documents it', async () => {
    const wrong: string[] = [];
    let probed = 0;
    for (const r of documented().filter((r) => operationOf(r)!.requestBody)) {
      const res = await t.app.inject({
        method: r.method as 'POST',
        url: withUnknownIds(r.url),
        headers: { ...user.headers, 'content-type': 'application/json' },
        payload: '[["not", "an", "object"]]',
      });
      probed++;
      // The webhook checks its signature header before anything else (documented 400 or 503).
      if (res.statusCode !== 400 && r.url !== '/webhooks/razorpay') {
        wrong.push(`${r.method} ${r.url}: ${res.statusCode} for a body of the wrong shape`);
      }
      const m = mismatch(r, res.statusCode, res.body, 'wrong body');
      if (m) wrong.push(m);
    }
    expect(probed).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });

  it('every GET or DELETE with an id in its path answers an unknown id with 404, and documents it', async () => {
    const wrong: string[] = [];
    let probed = 0;
    for (const r of documented().filter((r) => /:/.test(r.url) && (r.method === 'GET' || r.method === 'DELETE'))) {
      const res = await t.app.inject({ method: r.method as 'GET', url: withUnknownIds(r.url), headers: user.headers });
      probed++;
      if (res.statusCode !== 404) wrong.push(`${r.method} ${r.url}: ${res.statusCode} for an unknown id`);
      const m = mismatch(r, res.statusCode, res.body, 'unknown id');
      if (m) wrong.push(m);
    }
    expect(probed).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });

  it('every other id in a path (a write with a well-formed body aside) is documented with whatever it answers', async () => {
    const wrong: string[] = [];
    for (const r of documented().filter((r) => /:/.test(r.url) && r.method !== 'GET' && r.method !== 'DELETE')) {
      const res = await t.app.inject({
        method: r.method as 'POST',
        url: withUnknownIds(r.url),
        headers: user.headers,
        payload: {},
      });
      const m = mismatch(r, res.statusCode, res.body, 'unknown id, empty body');
      if (m) wrong.push(m);
    }
    expect(wrong).toEqual([]);
  });

  it('sign-up, sign-in and sign-out are documented with the statuses they answer', async () => {
    const auth = (path: string) => doc.paths[`/api/auth/${path}`]?.post;
    expect(auth('sign-up/email')?.responses?.['200']).toBeDefined();
    const badSignIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: 'not-the-password-1' },
    });
    expect(badSignIn.statusCode).toBe(401);
    expect(auth('sign-in/email')?.responses?.['401']).toBeDefined();
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: user.headers,
      payload: {},
    });
    expect(auth('sign-out')?.responses?.[String(signOut.statusCode)]).toBeDefined();
  });

  it('documents report.pdf as a PDF', () => {
    const ok = doc.paths['/api/orders/{id}/report.pdf']?.get?.responses?.['200'];
    expect(Object.keys(ok?.content ?? {})).toEqual(['application/pdf']);
  });
});
