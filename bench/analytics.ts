// Analytics benchmark (issues 5 and 14): one order with 100,000 and then 1,000,000 visits inside the
// window, spread over channels, sources and campaigns, with funnel steps (a call-to-action click
// for 1 visitor in 10, a form start for 1 in 30, a form sent for 1 in 200) and 1 lead per 199 visits (one per
// person, spread over every country and channel; of those, 1 in 10 suspected spam and 1 in 20 ruled out by the founder, the rest counted); the
// p50/p95 of the page_visits query (channels and funnel included), of the Demand signal card
// (demandCounts: the verdict's counts) and of the ideas list sorted by demand (listOrders with
// sort=leads, the card's counts over the idea's whole life) on PostgreSQL and on PGlite. Figures only, never a pass/fail.
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
import { demandCounts } from '../src/server/analytics/demand';
import { demandSortValues } from '../src/server/analytics/idea-demand';
import { listOrders } from '../src/server/orders/service';
import { resolveWindow } from '../src/server/analytics/window';

const DAY = 86_400_000;
const WINDOW_DAYS = 30;
const SIZES = (process.env.BENCH_ANALYTICS_SIZES ?? '100000,1000000').split(',').map(Number);
const DRIVERS = (process.env.BENCH_ANALYTICS_DRIVERS ?? 'postgres,pglite').split(',');
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 40);
// Small enough that one insert through every rollup trigger stays well inside the pool's 10 s statement
// timeout on a loaded machine (50,000 did not: canceled at 500,000 visits with load average 6).
const CHUNK = 10_000;

function openScratch(driver: string): Promise<{ database: Database; drop(): Promise<void> }> {
  return createTestDatabase({
    driver: driver === 'pglite' ? 'pglite' : 'postgres',
    adminUrl: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL,
    prefix: 'ideaproof_bench',
  });
}

const CHANNEL_MIX = ['Direct', 'Organic Search', 'Paid Search', 'Organic Social', 'Paid Social', 'Referral', 'Email'];

/**
 * Add visits spread evenly at random over the window: 20 countries, 300 cities (some with
 * neighbourhoods), 5 % without a city, 7 channels, 40 sources, 5 campaigns on paid traffic; the
 * rollup trigger writes each visitor's page_view step; then call-to-action and form-start steps
 * and leads with their channel and visitor (a lead counts on its visitor's row, docs/analytics.md#leads):
 * 1 in 10 with a spam rule (suspected spam), 1 in 20 marked "Not a fit" (ruled out).
 * `offset`: visits already seeded for this order, so that visitor hashes (and leads, one per
 * visitor) never repeat across calls.
 */
export async function seed(database: Database, orderId: string, from: Date, count: number, offset = 0): Promise<void> {
  const channels = sql.raw(`array[${CHANNEL_MIX.map((c) => `'${c}'`).join(',')}]`);
  for (let done = 0; done < count; done += CHUNK) {
    const n = Math.min(CHUNK, count - done);
    await database.db.execute(sql`
      insert into visits (order_id, occurred_at, visitor_hash, country, country_code, city, channel, source, utm_campaign)
      select ${orderId},
             ${from.toISOString()}::timestamptz + random() * interval '${sql.raw(String(WINDOW_DAYS))} days',
             md5((${offset + done} + i)::text || 'v'),
             'Country ' || (i % 20),
             'C' || (i % 20),
             case when i % 20 = 7 then null when i % 3 = 0 then 'City ' || (i % 300) || ' (Part ' || (i % 4) || ')'
                  else 'City ' || (i % 300) end,
             (${channels})[1 + i % 7],
             case when i % 7 = 0 then '' else 'source' || (i % 40) end,
             case when i % 7 in (2, 4) then 'Campaign ' || (i % 5) else null end
        from generate_series(1, ${n}) as s(i)`);
    await database.db.execute(sql`
      insert into visit_steps (order_id, visitor_hash, step, occurred_at, country, channel, campaign)
      select order_id, visitor_hash, step, occurred_at + interval '1 minute', coalesce(country, ''), channel, coalesce(utm_campaign, '')
        from visits v, (values ('cta_click', 10), ('form_start', 30), ('form_sent', 200)) as s(step, every)
       where v.order_id = ${orderId} and v.id % s.every = 0 and v.id > (select coalesce(max(id), 0) - ${n} from visits)
      on conflict do nothing`);
    await database.db.execute(sql`
      insert into contact_submissions (order_id, name, email, message, channel, campaign, created_at, visitor_hash,
                                       spam_reasons, status)
      select order_id, 'Lead', 'lead' || v.id || '@example.com', 'Hello', channel, utm_campaign, occurred_at + interval '2 minutes',
             visitor_hash,
             case when v.id % 1990 = 0 then '["too_fast"]'::jsonb else '[]'::jsonb end,
             case when v.id % 3980 = 199 then 'not_a_fit' else 'new' end
        from visits v
       where v.order_id = ${orderId} and v.id % 199 = 0 and v.id > (select coalesce(max(id), 0) - ${n} from visits)`);
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** p50/p95 of `RUNS` calls after 5 warm-up calls. */
async function timed(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 5; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** page_visits (the charts) and demandCounts (the Demand signal card) of one window and filter. */
async function measure(
  database: Database,
  orderId: string,
  start: Date,
  end: Date,
  country?: string,
  channel?: 'Paid Search',
) {
  const w = resolveWindow(
    {
      start_date: start.toISOString(),
      end_date: end.toISOString(),
      'fields.country': country,
      'fields.channel': channel,
    },
    'Asia/Kolkata',
    start,
    end,
  );
  const first = await pageVisits(database.db, orderId, w, 100);
  const channelSum = first.aggregations.channel.reduce((n, c) => n + c.visits, 0);
  if (channelSum !== first.summary.total_visits) {
    throw new Error(`channels add up to ${channelSum}, not ${first.summary.total_visits}`);
  }
  const visits = await timed(() => pageVisits(database.db, orderId, w, 100));
  const d = await demandCounts(database.db, orderId, w);
  const demand = await timed(() => demandCounts(database.db, orderId, w));
  return {
    ...visits,
    total: first.summary.total_visits,
    funnel: first.aggregations.funnel,
    demand,
    counts: `${d.visits}/${d.visitors}/${d.leads}/${d.left_out.suspected_spam}/${d.left_out.ruled_out}`,
  };
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
        await seed(database, orderId, new Date(createdAt.getTime() + 60_000), size - seeded, seeded);
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
          'visit_channel_15m',
          'visit_channel_day',
          'visit_channel_hour',
          'visit_channel_week',
          'visit_city_week',
          'visit_channel_country_15m',
          'visit_channel_totals_15m',
          'visit_channel_city_week',
          'visit_channel_city_day',
          'visit_channel_city_hour',
          'visit_steps',
          'visit_step_week',
          'visit_step_day',
          'visit_step_hour',
          'contact_submissions',
        ]) {
          await database.db.execute(sql.raw(`vacuum analyze ${table}`));
        }
        const all = await measure(database, orderId, createdAt, now);
        // GET /orders?sort=leads: the founder's ideas sorted by counted leads over each idea's life
        // (the Demand card's counts from its creation to now, UTC), this idea among them.
        const list = await timed(() =>
          listOrders(
            database.db,
            userId,
            { search: '', sort: 'leads', dir: 'desc', page: 1, pageSize: 20 },
            (r, key, at) => demandSortValues(database.db, r, key, at),
            now,
          ),
        );
        const one = await measure(database, orderId, createdAt, now, 'Country 3');
        // The channel filter: every part from the rollups keyed by the channel (migrations 0020, 0023).
        const paid = await measure(database, orderId, createdAt, now, undefined, 'Paid Search');
        // An arbitrary window inside the data (days 5 to 25, off every boundary): the generic path.
        // measure() passes the window's start as the order's creation, so no previous period is
        // compared here (resolveWindow: nothing existed before the order).
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
          'p50 ms (1 country)': one.p50.toFixed(1),
          'p95 ms (1 country)': one.p95.toFixed(1),
          'p50 ms (Paid Search)': paid.p50.toFixed(1),
          'p95 ms (Paid Search)': paid.p95.toFixed(1),
          'p50 ms (days 5-25)': inner.p50.toFixed(1),
          'p95 ms (days 5-25)': inner.p95.toFixed(1),
          'demand p50 ms': all.demand.p50.toFixed(1),
          'demand p95 ms': all.demand.p95.toFixed(1),
          'demand p50 ms (1 country)': one.demand.p50.toFixed(1),
          'demand p95 ms (1 country)': one.demand.p95.toFixed(1),
          'demand p50 ms (Paid Search)': paid.demand.p50.toFixed(1),
          'demand p95 ms (Paid Search)': paid.demand.p95.toFixed(1),
          'demand p50 ms (days 5-25)': inner.demand.p50.toFixed(1),
          'demand p95 ms (days 5-25)': inner.demand.p95.toFixed(1),
          'ideas list p50 ms (sort=leads)': list.p50.toFixed(1),
          'ideas list p95 ms (sort=leads)': list.p95.toFixed(1),
          'visits counted': all.total,
          funnel: `${all.funnel.visitors}/${all.funnel.cta_clicks}/${all.funnel.form_starts}/${all.funnel.submissions}`,
          // visits/visitors/counted leads/suspected spam/ruled out of the Demand card, each window.
          demand: [all, one, paid, inner].map((m) => m.counts).join(' '),
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
