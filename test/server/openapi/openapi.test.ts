import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { routeAreas } from '../../../src/server/routes';
import { createTestApp, type TestApp } from '../../helpers/app';

/**
 * Routes allowed to stay out of the OpenAPI document (they must also say `schema: { hide: true }`).
 * Adding one here is a decision a reviewer sees: say why.
 */
const HIDDEN: { pattern: RegExp; why: string }[] = [
  { pattern: /^\/api\/auth\/\*$/, why: 'better-auth owns and documents its own endpoints' },
  { pattern: /^\/healthz$/, why: 'load-balancer health check, not part of the API' },
  { pattern: /^\/api\/openapi\.json$/, why: 'the document itself' },
  { pattern: /^\/p(\/|$)/, why: 'server-rendered landing pages (HTML for visitors, not API)' },
  { pattern: /^\/digest\/unsubscribe\/:token$/, why: 'the weekly digest’s one-click unsubscribe page (HTML)' },
  {
    pattern: /^\/r\/:token(\/og\.png)?$/,
    why: 'a shared decision report and its share image (HTML and PNG for whoever holds the link, not API)',
  },
  { pattern: /^\/(robots\.txt|sitemap\.xml|favicon\.ico)$/, why: 'files for crawlers and browsers, not API' },
];

interface SeenRoute {
  method: string;
  url: string;
  hidden: boolean;
}

const seen: SeenRoute[] = [];

// Collect every route the areas register, whatever area adds it later (generic on purpose).
routeAreas.unshift(async (app) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = route.schema as { hide?: boolean } | undefined;
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      seen.push({ method, url: route.url, hidden: Boolean(schema?.hide) });
    }
  });
});

type Operation = { responses?: Record<string, { content?: unknown }> };
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };

/**
 * @fastify/swagger lists even a route with no schema (as a bare "Default Response"), which tells an
 * integrator nothing. Described means: a success answer with a body schema, or a body-less 204/3xx.
 */
function describes(op: Operation | undefined): boolean {
  if (!op?.responses) return false;
  return Object.entries(op.responses).some(
    ([status, r]) => (/^2\d\d$/.test(status) && Boolean(r.content)) || /^(204|3\d\d)$/.test(status),
  );
}

let t: TestApp;
let doc: Doc;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json() as Doc;
});
afterAll(async () => {
  await t?.close();
});

/** Fastify `/orders/:id` is OpenAPI `/orders/{id}`. */
const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with the public site route and its response schema', () => {
    expect(doc.openapi).toMatch(/^3\.1/);
    const site = doc.paths['/api/site']?.get;
    expect(site).toBeDefined();
    expect(JSON.stringify(site?.responses?.['200'])).toContain('"email"');
  });

  it('collected the registered routes (the check below is not vacuous)', () => {
    expect(seen.some((r) => r.url === '/api/site' && r.method === 'GET')).toBe(true);
    expect(seen.some((r) => r.url === '/api/auth/*')).toBe(true);
  });

  it('describes every route the server has, except the explicitly hidden ones', () => {
    const undocumented: string[] = [];
    const hiddenWithoutReason: string[] = [];
    for (const route of seen) {
      const allowed = HIDDEN.some((h) => h.pattern.test(route.url));
      if (route.hidden) {
        if (!allowed) hiddenWithoutReason.push(`${route.method} ${route.url}`);
        continue;
      }
      const op = doc.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!describes(op)) undocumented.push(`${route.method} ${route.url}`);
    }
    expect(undocumented, 'routes /api/openapi.json does not describe (give them a zod response schema)').toEqual([]);
    expect(
      hiddenWithoutReason,
      'routes hidden from the OpenAPI document without an entry in HIDDEN (test/server/openapi/openapi.test.ts)',
    ).toEqual([]);
  });

  it('does not describe the hidden routes', () => {
    expect(doc.paths['/api/openapi.json']).toBeUndefined();
    expect(doc.paths['/healthz']).toBeUndefined();
  });
});

describe('GET /api/site', () => {
  it('returns the merchant details from config, publicly', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: t.ctx.config.MERCHANT_NAME,
      email: t.ctx.config.MERCHANT_EMAIL,
      phone: t.ctx.config.MERCHANT_PHONE,
      address: t.ctx.config.MERCHANT_ADDRESS,
    });
  });

  it('reflects MERCHANT_* settings', async () => {
    const other = await createTestApp({ MERCHANT_NAME: 'Acme Ventures LLP', MERCHANT_EMAIL: 'help@acme.example' });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/site' });
      expect(res.json()).toMatchObject({ name: 'Acme Ventures LLP', email: 'help@acme.example' });
    } finally {
      await other.close();
    }
  });
});
