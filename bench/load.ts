// Load with autocannon on PostgreSQL (issue 8): the landing page, the page-view beacon, the contact
// form and POST /api/tracking, each next to a bare Fastify route (same verb, same body size) measured
// in the same run, so the figures say what the product costs over the framework on this machine.
// Figures only: nothing here fails on time. Alone: `npx tsx bench/load.ts`.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { fileURLToPath } from 'node:url';
import { fullLandingPage } from '../test/landing/fixtures';
import { insertOrder } from '../test/server/campaigns/fixtures';
import { createTestApp } from '../test/helpers/app';
import { signUp } from '../test/helpers/users';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
/**
 * ANALYZE visits and visit_steps before the founder's read (default on; BENCH_LOAD_ANALYZE=0
 * for the figures before this switch). The write cases fill a brand-new database's visits and
 * funnel rows (tens of thousands) seconds before that case; with no statistics at all on
 * visit_steps PostgreSQL 15 spent 3.5–4 ms more planning each page_visits statement (5.4–6.5 ms
 * of backend CPU instead of 2.0). Autovacuum analyzes a table within a minute of such a change in
 * production; the cases follow each other faster than that.
 */
const ANALYZE = process.env.BENCH_LOAD_ANALYZE !== '0';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export interface LoadRow {
  case: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
  'bare req/s': number;
  'bare p50 ms': number;
  'bare p99 ms': number;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

let ipCounter = 0;
/** A new client address for every request (the per-address limits would otherwise answer 429). */
const nextIp = () => {
  ipCounter++;
  return `${11 + ((ipCounter >> 16) % 200)}.${(ipCounter >> 8) & 255}.${ipCounter & 255}.7`;
};

async function measure(
  url: string,
  method: 'GET' | 'POST',
  body: object | null,
  headers: Record<string, string> = {},
): Promise<Figures> {
  const result = await autocannon({
    url,
    method,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'content-type': 'application/json', 'user-agent': CHROME, ...headers },
    body: body ? JSON.stringify(body) : undefined,
    requests: [
      {
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': nextIp() } }),
      },
    ],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export async function runLoadBench(): Promise<LoadRow[]> {
  process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const t = await createTestApp({
    TRUST_PROXY: 'true',
    AUTH_RATE_LIMIT_MAX: '1000',
    EVENTS_RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const bare = Fastify();
  bare.get('/bare', async (_req, reply) => reply.type('text/html').send('<!doctype html><p>bare</p>'));
  bare.post('/bare', async (_req, reply) => reply.code(201).send({ ok: true }));
  try {
    const user = await signUp(t.app);
    const orderId = await insertOrder(t.ctx, user.id, { status: 'Active', landingPage: fullLandingPage() });
    const appUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const cases: {
      name: string;
      method: 'GET' | 'POST';
      path: string;
      body: object | null;
      headers?: Record<string, string>;
    }[] = [
      { name: 'GET /p/{id} (landing page)', method: 'GET', path: `/p/${orderId}`, body: null },
      {
        name: 'POST /api/events (page-view beacon, from an ad)',
        method: 'POST',
        path: '/api/events',
        body: {
          order_id: orderId,
          type: 'page_view',
          utm_source: 'google',
          utm_medium: 'cpc',
          utm_campaign: 'Spring',
          click_id: 'gclid',
        },
      },
      {
        name: 'POST /api/events (cta_click funnel step)',
        method: 'POST',
        path: '/api/events',
        body: { order_id: orderId, type: 'cta_click', referrer: 'https://www.google.com/' },
      },
      {
        name: 'POST /api/contact_form',
        method: 'POST',
        path: '/api/contact_form',
        body: {
          order_id: orderId,
          name: 'Load Visitor',
          email: 'load@example.com',
          message: 'Measuring the contact form',
          policy: true,
        },
      },
      {
        name: 'POST /api/tracking (page_visits, with channels and funnel)',
        method: 'POST',
        path: '/api/tracking',
        body: { order_id: orderId, tracking_type: 'page_visits' },
        headers: user.headers,
      },
    ];
    const rows: LoadRow[] = [];
    for (const c of cases) {
      if (ANALYZE && c.path === '/api/tracking') await t.ctx.db.execute(sql`analyze visits, visit_steps`);
      const product = await measure(`${appUrl}${c.path}`, c.method, c.body, c.headers);
      const baseline = await measure(`${bareUrl}/bare`, c.method, c.body);
      rows.push({
        case: c.name,
        'req/s': product.rps,
        'p50 ms': product.p50,
        'p99 ms': product.p99,
        errors: product.errors,
        'bare req/s': baseline.rps,
        'bare p50 ms': baseline.p50,
        'bare p99 ms': baseline.p99,
      });
    }
    console.log(
      `load on ${t.ctx.database.driver}, ${CONNECTIONS} connections, ${SECONDS} s per case (load generator in the same process)`,
    );
    console.table(rows);
    return rows;
  } finally {
    await bare.close();
    // Dropping the bench database (with force) can reach a pool connection left idle by the job
    // queue after it stopped: PostgreSQL's "terminating connection" (57P01) then arrives as an
    // unhandled pool error. It is the teardown, not a result: ignore that one code briefly.
    const ignoreTeardown = (err: Error & { code?: string }) => {
      if (err.code !== '57P01') throw err;
    };
    process.on('uncaughtException', ignoreTeardown);
    await t.close();
    await new Promise((r) => setTimeout(r, 500));
    process.off('uncaughtException', ignoreTeardown);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runLoadBench();
  process.exit(0);
}
