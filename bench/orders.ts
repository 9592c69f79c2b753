// Orders benchmark (issue 3): one founder with 5,000 orders on PostgreSQL; p50/p95 of GET /orders
// pages (default, deep page, each sort, searches) through the whole HTTP stack (auth included).
// Figures only, never a pass/fail. Goal: a page in < 50 ms.
//
// Run alone: `npx tsx bench/orders.ts` (PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/test; a scratch database is created and dropped).
// BENCH_ORDERS_DRIVERS=postgres,pglite adds PGlite; BENCH_ORDERS_COUNT changes the 5,000.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { loadConfig } from '../src/server/config';
import type { Database } from '../src/server/db/client';
import { createTestDatabase } from '../test/helpers/app';
import { createContext } from '../src/server/services';
import { buildApp } from '../src/server/app';
import { orders } from '../src/server/db/schema';
import { newOrderId } from '../src/server/ids';
import { listOrders } from '../src/server/orders/service';
import { ORDER_STATUSES } from '../src/shared/orders/status';

const COUNT = Number(process.env.BENCH_ORDERS_COUNT ?? 5000);
const DRIVERS = (process.env.BENCH_ORDERS_DRIVERS ?? 'postgres').split(',');
const RUNS = Number(process.env.BENCH_ORDERS_RUNS ?? 60);
const WARMUP = 5;

const CASES: [string, string][] = [
  ['newest first, page 1', '/orders'],
  ['newest first, last page', `/orders?page=${Math.ceil(COUNT / 20)}`],
  ['title A→Z', '/orders?sort=title&dir=asc'],
  ['title Z→A, page 50', '/orders?sort=title&dir=desc&page=50'],
  ['status', '/orders?sort=status&dir=asc'],
  ['cost', '/orders?sort=amount&dir=desc'],
  ['id', '/orders?sort=id&dir=asc&page=10'],
  ['search "yoga"', '/orders?search=yoga'],
  ['search "active" (status)', '/orders?search=active&sort=title&dir=asc'],
  ['search with no hit', '/orders?search=zzzzzz'],
];

export interface BenchRow {
  bench: string;
  case: string;
  'p50 ms': string;
  'p95 ms': string;
}

function scratchDatabase(driver: string): Promise<{ database: Database; drop(): Promise<void> }> {
  return createTestDatabase({
    driver: driver === 'pglite' ? 'pglite' : 'postgres',
    adminUrl: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL,
    prefix: 'ideaproof_bench_orders',
  });
}

const WORDS = [
  'Meal',
  'kits',
  'yoga',
  'studio',
  'dog',
  'walkers',
  'solar',
  'tea',
  'bakery',
  'tutors',
  'app',
  'for',
  'busy',
  'parents',
  'students',
  'Pune',
  'eco',
  'bikes',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function benchDriver(driver: string): Promise<BenchRow[]> {
  const { database, drop } = await scratchDatabase(driver);
  const config = loadConfig({
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ideaproof-bench-')),
    AUTH_RATE_LIMIT_MAX: '1000',
  });
  const ctx = createContext(config, database, pino({ level: 'silent' }));
  const app = await buildApp(ctx, { webDist: join(tmpdir(), 'ideaproof-no-web') });
  await app.ready();
  try {
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        name: 'Bench Founder',
        email: `bench-${Date.now()}@example.com`,
        password: 'correct horse battery staple',
      },
    });
    const token = signUp.headers['set-auth-token'] as string;
    const userId = (signUp.json() as { user: { id: string } }).user.id;
    let seed = 12345;
    const rnd = () => ((seed = Math.imul(seed ^ (seed >>> 15), 2246822507) + 0x9e3779b9) >>> 0) / 4294967296;
    const start = Date.now() - 400 * 86_400_000;
    const rows = Array.from({ length: COUNT }, () => {
      const title = Array.from(
        { length: 2 + Math.floor(rnd() * 3) },
        () => WORDS[Math.floor(rnd() * WORDS.length)],
      ).join(' ');
      const createdAt = new Date(start + Math.floor(rnd() * 400 * 86_400_000));
      return {
        id: newOrderId(),
        userId,
        businessIdea: [{ question: 'What is your business idea?', answer: title }],
        title,
        amountMinor: 9900,
        currency: 'USD',
        status: ORDER_STATUSES[Math.floor(rnd() * 4)]!,
        createdAt,
        dueAt: new Date(createdAt.getTime() + 7 * 86_400_000),
      };
    });
    for (let i = 0; i < rows.length; i += 1000) await ctx.db.insert(orders).values(rows.slice(i, i + 1000));
    if (database.driver === 'postgres') await database.pool.query('analyze orders');

    const out: BenchRow[] = [];
    for (const [name, url] of CASES) {
      const times: number[] = [];
      for (let i = 0; i < WARMUP + RUNS; i++) {
        const t0 = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        const ms = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
        if (i >= WARMUP) times.push(ms);
      }
      times.sort((a, b) => a - b);
      out.push({
        bench: `orders (${driver}, ${COUNT} orders)`,
        case: name,
        'p50 ms': percentile(times, 50).toFixed(1),
        'p95 ms': percentile(times, 95).toFixed(1),
      });
    }
    // The database part alone (no HTTP, no session check), to tell the query from the rest.
    for (const [name, search, sort] of [
      ['query only: newest first', '', 'created_at'],
      ['query only: search "yoga"', 'yoga', 'created_at'],
    ] as const) {
      const times: number[] = [];
      for (let i = 0; i < WARMUP + RUNS; i++) {
        const t0 = performance.now();
        await listOrders(ctx.db, userId, { search, sort, dir: 'desc', page: 1, pageSize: 20 }, ctx.ideaDemand);
        if (i >= WARMUP) times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      out.push({
        bench: `orders (${driver}, ${COUNT} orders)`,
        case: name,
        'p50 ms': percentile(times, 50).toFixed(1),
        'p95 ms': percentile(times, 95).toFixed(1),
      });
    }
    return out;
  } finally {
    await app.close();
    await drop();
  }
}

/** GET /orders with 5,000 orders: p50/p95 per page kind, printed as a table and returned for the summary. */
export async function runOrdersBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const driver of DRIVERS) rows.push(...(await benchDriver(driver)));
  console.log(
    `\nGET /orders: one founder with ${COUNT} orders, ${RUNS} requests per case (through app.inject, auth included)`,
  );
  console.table(rows);
  const worst = Math.max(...rows.filter((r) => !r.case.startsWith('query only')).map((r) => Number(r['p95 ms'])));
  console.log(
    `worst p95 of a page: ${worst.toFixed(1)} ms (goal: < 50 ms on PostgreSQL; figures depend on the machine's load)`,
  );
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runOrdersBench();
  process.exit(0);
}
