// Analytics benchmark (issue 5): one order with 100,000 and then 1,000,000 visits inside the window;
// the page_visits query's p50/p95 on PostgreSQL and on PGlite. Figures only, never a pass/fail.
// Goal: ≤ 100 ms p95 at 1,000,000 on PostgreSQL, and at most 2× the 100,000 figure.
//
// Run alone: `npx tsx bench/analytics.ts` (PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/test, a scratch database created and dropped; PGlite
// in memory). BENCH_ANALYTICS_DRIVERS=postgres,pglite picks the drivers; BENCH_ANALYTICS_SIZES the sizes.
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { createTestDatabase } from '../test/helpers/app';
import { orders, users } from '../src/server/db/schema';
import { pageVisits } from '../src/server/analytics/page-visits';
import { resolveWindow } from '../src/server/analytics/window';

const DAY = 86_400_000;
const WINDOW_DAYS = 30;
const SIZES = (process.env.BENCH_ANALYTICS_SIZES ?? '100000,1000000').split(',').map(Number);
const DRIVERS = (process.env.BENCH_ANALYTICS_DRIVERS ?? 'postgres,pglite').split(',');
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 40);
const CHUNK = 50_000;

function openScratch(driver: string): Promise<{ database: Database; drop(): Promise<void> }> {
  return createTestDatabase({
    driver: driver === 'pglite' ? 'pglite' : 'postgres',
    adminUrl: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL,
    prefix: 'ideaproof_bench',
  });
}

/** Add visits spread evenly at random over the window: 20 countries, 300 cities, 5 % without a city. */
async function seed(database: Database, orderId: string, from: Date, count: number): Promise<void> {
  for (let done = 0; done < count; done += CHUNK) {
    const n = Math.min(CHUNK, count - done);
    await database.db.execute(sql`
      insert into visits (order_id, occurred_at, visitor_hash, country, country_code, city)
      select ${orderId},
             ${from.toISOString()}::timestamptz + random() * interval '${sql.raw(String(WINDOW_DAYS))} days',
             md5((${done} + i)::text || 'v'),
             'Country ' || (i % 20),
             'C' || (i % 20),
             case when i % 20 = 7 then null else 'City ' || (i % 300) end
        from generate_series(1, ${n}) as s(i)`);
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(database: Database, orderId: string, start: Date, end: Date, country?: string) {
  const w = resolveWindow(
    { start_date: start.toISOString(), end_date: end.toISOString(), 'fields.country': country },
    'Asia/Kolkata',
    start,
    end,
  );
  for (let i = 0; i < 5; i++) await pageVisits(database.db, orderId, w, 100);
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const r = await pageVisits(database.db, orderId, w, 100);
    times.push(performance.now() - t0);
    total = r.summary.total_visits;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), total };
}

export async function runAnalyticsBench(): Promise<void> {
  console.log(`\n== analytics: page_visits over a ${WINDOW_DAYS}-day window (Asia/Kolkata), ${RUNS} runs each ==`);
  const rows: Record<string, string | number>[] = [];
  for (const driver of DRIVERS) {
    const { database, drop } = await openScratch(driver);
    try {
      const userId = randomBytes(8).toString('hex');
      await database.db.insert(users).values({ id: userId, name: 'Bench', email: `${userId}@bench.local` });
      const now = new Date();
      // The window does not start on a 15-minute boundary: its edges are read from raw visits.
      const createdAt = new Date(now.getTime() - WINDOW_DAYS * DAY - 7 * 60_000 - 13_000);
      const orderId = randomBytes(8).toString('hex');
      await database.db.insert(orders).values({
        id: orderId,
        userId,
        businessIdea: [],
        title: 'Bench',
        amountMinor: 9900,
        currency: 'INR',
        status: 'Active',
        createdAt,
        dueAt: new Date(createdAt.getTime() + 7 * DAY),
      });
      let seeded = 0;
      for (const size of SIZES) {
        const t0 = performance.now();
        await seed(database, orderId, new Date(createdAt.getTime() + 60_000), size - seeded);
        seeded = size;
        const seedSeconds = (performance.now() - t0) / 1000;
        // What autovacuum does in production: statistics and visibility maps for index-only scans.
        for (const table of [
          'visits',
          'visit_totals_15m',
          'visit_country_15m',
          'visit_country_day',
          'visit_city_day',
          'visit_city_hour',
        ]) {
          await database.db.execute(sql.raw(`vacuum analyze ${table}`));
        }
        const all = await measure(database, orderId, createdAt, now);
        const one = await measure(database, orderId, createdAt, now, 'Country 3');
        // An arbitrary window inside the data (days 5 to 25, off every boundary): the generic path,
        // with a previous period full of visits too.
        const inner = await measure(
          database,
          orderId,
          new Date(createdAt.getTime() + 5 * DAY + 17 * 60_000 + 3_000),
          new Date(createdAt.getTime() + 25 * DAY + 43 * 60_000 + 11_000),
        );
        rows.push({
          driver,
          visits: size.toLocaleString('en-US'),
          'seed s': seedSeconds.toFixed(1),
          'p50 ms': all.p50.toFixed(1),
          'p95 ms': all.p95.toFixed(1),
          'p95 ms (1 country)': one.p95.toFixed(1),
          'p95 ms (days 5-25)': inner.p95.toFixed(1),
          'visits counted': all.total,
        });
        console.log(JSON.stringify(rows.at(-1)));
      }
    } finally {
      await drop();
    }
  }
  console.table(rows);
  for (const driver of DRIVERS) {
    const [small, big] = rows.filter((r) => r.driver === driver);
    if (small && big) {
      console.log(
        `${driver}: p95 at ${big.visits} = ${big['p95 ms']} ms, ${(Number(big['p95 ms']) / Number(small['p95 ms'])).toFixed(2)}× the ${small.visits} figure`,
      );
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runAnalyticsBench();
  process.exit(0);
}
