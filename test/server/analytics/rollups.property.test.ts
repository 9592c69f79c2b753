import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { createTestApp, type TestApp } from '../../helpers/app';
import { bearer, signUp, type Account } from '../auth/accounts';
import { orders, visitSteps, visits as visitsTable } from '../../../src/server/db/schema';
import { CHANNELS, CLICK_IDS, sourceName } from '../../../src/shared/analytics/channel';
import { DIRECT_SOURCE, HOURLY_MAX_HOURS, UNKNOWN_COUNTRY } from '../../../src/shared/contracts/analytics';
import { fullLandingPage } from '../../landing/fixtures';
import { insertOrder, insertVisits } from './fixtures';
import { foldCity, referencePageVisits } from './reference';

/**
 * Issue 14: every analytics rollup (migrations 0006, 0015, 0019, 0020, 0023) equals a recomputation in plain
 * TypeScript from the raw rows (`visits`, `visit_steps`), after random writes through the real
 * beacon (POST /api/events: bots dropped at write time, the inbox drained into `visits`), random
 * multi-row INSERTs at random times, funnel steps repeated (ON CONFLICT DO NOTHING), and some
 * deletes and moves. The founder's whole page_visits answer (read from the rollups: totals, daily
 * and hourly series, countries, cities, channels, sources, campaigns, funnel) equals a brute-force
 * count of the raw rows for random windows, with and without a country and a channel filter. The owner's own visits are
 * excluded in the browser (the page sends no event), so the server has no owner rule to test here.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const Q = 900_000;
const WEEK = 7 * DAY;
const BASE = Date.UTC(2025, 2, 5, 0, 0, 0);
const SPAN = 20 * DAY;

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
/** null: no user-agent header (dropped like a bot). */
const AGENTS: { ua: string | null; bot: boolean }[] = [
  { ua: CHROME, bot: false },
  { ua: FIREFOX, bot: false },
  { ua: 'Googlebot/2.1 (+http://www.google.com/bot.html)', bot: true },
  { ua: 'curl/8.5.0', bot: true },
  { ua: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', bot: true },
  { ua: null, bot: true },
];
const IPS = ['203.0.113.7', '8.8.8.8', '81.2.69.142', '49.207.0.1', '2001:db8::1'];
const PLACES: [string | null, string | null][] = [
  ['India', 'Pune'],
  ['India', 'Bengaluru (Jayaraj Nagar)'],
  ['India', null],
  ['Canada', 'Springfield'],
  [null, null],
  ['', 'Nowhere'],
];

const instant = fc.oneof(
  fc.integer({ min: BASE, max: BASE + SPAN }),
  fc.integer({ min: BASE, max: BASE + SPAN }).map((t) => Math.floor(t / Q) * Q),
  fc.integer({ min: BASE, max: BASE + SPAN }).map((t) => Math.floor(t / DAY) * DAY),
);

const eventArb = fc.record({
  type: fc.constantFrom('page_view', 'page_view', 'cta_click', 'form_start'),
  agent: fc.integer({ min: 0, max: AGENTS.length - 1 }),
  ip: fc.integer({ min: 0, max: IPS.length - 1 }),
  click_id: fc.option(fc.constantFrom(...CLICK_IDS), { nil: undefined }),
  utm_source: fc.option(fc.constantFrom('google', 'facebook', 'newsletter'), { nil: undefined }),
  utm_medium: fc.option(fc.constantFrom('cpc', 'email', 'social'), { nil: undefined }),
  utm_campaign: fc.option(fc.constantFrom('Spring', 'Autumn'), { nil: undefined }),
  referrer: fc.option(fc.constantFrom('https://www.google.com/', 'https://t.co/x', 'https://example.org/a'), {
    nil: undefined,
  }),
});

const visitArb = fc.record({
  at: instant,
  place: fc.integer({ min: 0, max: PLACES.length - 1 }),
  channel: fc.constantFrom(...CHANNELS),
  source: fc.constantFrom('', 'google', 'google.com', 'google.co.in', 'news.example'),
  campaign: fc.constantFrom(null, 'Spring', 'Autumn'),
  visitor: fc.integer({ min: 0, max: 5 }),
});

const stepArb = fc.record({
  at: instant,
  visitor: fc.integer({ min: 0, max: 5 }),
  step: fc.constantFrom('cta_click', 'form_start'),
  country: fc.constantFrom('', 'India', 'Canada'),
  channel: fc.constantFrom(...CHANNELS),
});

const caseArb = fc.record({
  events: fc.array(eventArb, { maxLength: 12 }),
  visits: fc.array(visitArb, { maxLength: 60 }),
  batches: fc.integer({ min: 1, max: 3 }),
  steps: fc.array(stepArb, { maxLength: 30 }),
  deleteEvery: fc.integer({ min: 0, max: 6 }),
  moveEvery: fc.integer({ min: 0, max: 6 }),
  moveBy: fc.integer({ min: -2 * DAY, max: 2 * DAY }),
  deleteStepEvery: fc.integer({ min: 0, max: 5 }),
  window: fc.record({
    start: instant.map((t) => t - DAY),
    length: fc.oneof(
      fc.integer({ min: 1, max: 6 * HOUR }),
      fc.integer({ min: 1, max: 8 * DAY }),
      fc.integer({ min: 7 * DAY, max: 21 * DAY }),
    ),
  }),
  country: fc.constantFrom(null, 'India', 'Canada', UNKNOWN_COUNTRY),
  channel: fc.constantFrom(null, null, ...CHANNELS),
});

type Row = Record<string, unknown>;
const ms = (v: unknown) => new Date(v as string | Date).getTime();
const bin = (t: number, step: number) => Math.floor(t / step) * step;

/** Sum of `value` per key. */
function tally<T>(rows: readonly T[], key: (r: T) => string, value: (r: T) => number = () => 1): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of rows) out.set(key(r), (out.get(key(r)) ?? 0) + value(r));
  return out;
}
const sorted = (m: Map<string, number>) => [...m].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** Each rollup: its table, its count column, its key from a rollup row and from a raw row. */
interface Rollup {
  table: string;
  count: 'visits' | 'visitors';
  of: 'visits' | 'visit_steps';
  fromRollup: (r: Row) => string;
  fromRaw: (r: Row) => string;
}
const c = (v: unknown) => (v ?? '') as string;
const visitKey =
  (step: number, ...cols: string[]) =>
  (r: Row) =>
    [bin(ms(r.occurred_at), step), ...cols.map((k) => c(r[k]))].join('|');
const ROLLUPS: Rollup[] = [
  {
    table: 'visit_totals_15m',
    count: 'visits',
    of: 'visits',
    fromRollup: (r) => `${ms(r.bucket)}`,
    fromRaw: visitKey(Q),
  },
  {
    table: 'visit_country_15m',
    count: 'visits',
    of: 'visits',
    fromRollup: (r) => `${ms(r.bucket)}|${c(r.country)}`,
    fromRaw: visitKey(Q, 'country'),
  },
  {
    table: 'visit_country_day',
    count: 'visits',
    of: 'visits',
    fromRollup: (r) => `${ms(r.day)}|${c(r.country)}`,
    fromRaw: visitKey(DAY, 'country'),
  },
  {
    table: 'visit_city_day',
    count: 'visits',
    of: 'visits',
    fromRollup: (r) => `${ms(r.day)}|${c(r.country)}|${c(r.city)}`,
    fromRaw: visitKey(DAY, 'country', 'city'),
  },
  {
    table: 'visit_city_hour',
    count: 'visits',
    of: 'visits',
    fromRollup: (r) => `${ms(r.hour)}|${c(r.country)}|${c(r.city)}`,
    fromRaw: visitKey(HOUR, 'country', 'city'),
  },
  {
    table: 'visit_city_week',
    count: 'visits',
    of: 'visits',
    fromRollup: (r) => `${ms(r.week)}|${c(r.country)}|${c(r.city)}`,
    fromRaw: visitKey(WEEK, 'country', 'city'),
  },
  ...(
    [
      ['visit_channel_15m', 'bucket', Q],
      ['visit_channel_week', 'week', WEEK],
      ['visit_channel_hour', 'hour', HOUR],
      ['visit_channel_day', 'day', DAY],
    ] as const
  ).map(([table, column, step]): Rollup => ({
    table,
    count: 'visits',
    of: 'visits',
    fromRollup: (r) => [ms(r[column]), c(r.country), c(r.channel), c(r.source), c(r.campaign)].join('|'),
    fromRaw: visitKey(step, 'country', 'channel', 'source', 'utm_campaign'),
  })),
  {
    table: 'visit_channel_country_15m',
    count: 'visits',
    of: 'visits',
    fromRollup: (r) => [ms(r.bucket), c(r.channel), c(r.country)].join('|'),
    fromRaw: visitKey(Q, 'channel', 'country'),
  },
  {
    table: 'visit_channel_totals_15m',
    count: 'visits',
    of: 'visits',
    fromRollup: (r) => [ms(r.bucket), c(r.channel)].join('|'),
    fromRaw: visitKey(Q, 'channel'),
  },
  ...(
    [
      ['visit_channel_city_week', 'week', WEEK],
      ['visit_channel_city_day', 'day', DAY],
      ['visit_channel_city_hour', 'hour', HOUR],
    ] as const
  ).map(([table, column, step]): Rollup => ({
    table,
    count: 'visits',
    of: 'visits',
    fromRollup: (r) => [ms(r[column]), c(r.channel), c(r.country), c(r.city)].join('|'),
    fromRaw: visitKey(step, 'channel', 'country', 'city'),
  })),
  ...(
    [
      ['visit_step_hour', 'hour', HOUR],
      ['visit_step_day', 'day', DAY],
      ['visit_step_week', 'week', WEEK],
    ] as const
  ).map(([table, column, step]): Rollup => ({
    table,
    count: 'visitors',
    of: 'visit_steps',
    fromRollup: (r) => [ms(r[column]), c(r.step), c(r.country), c(r.channel)].join('|'),
    fromRaw: visitKey(step, 'step', 'country', 'channel'),
  })),
];

let t: TestApp;
let owner: Account;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
});

const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.ctx.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** Every rollup of an order against its recomputation from the raw rows. */
async function expectRollupsMatchRaw(orderId: string) {
  const raw = {
    visits: await rows(sql`select * from visits where order_id = ${orderId}`),
    visit_steps: await rows(sql`select * from visit_steps where order_id = ${orderId}`),
  };
  for (const r of ROLLUPS) {
    const stored = await rows(sql`select * from ${sql.raw(r.table)} where order_id = ${orderId}`);
    const actual = sorted(tally(stored, r.fromRollup, (x) => Number(x[r.count])));
    const expected = sorted(tally(raw[r.of], r.fromRaw));
    expect(actual, r.table).toEqual(expected);
    // The city rollups keep each name's city and neighbourhood (migration 0024): the same fold as
    // the reference's, on every row.
    if (/city/.test(r.table)) {
      for (const row of stored) {
        expect([row.city_base, row.city_hood], `${r.table} ${String(row.city)}`).toEqual(foldCity(String(row.city)));
      }
    }
  }
  return raw;
}

describe('analytics rollups equal a recomputation from the raw rows', () => {
  it('after random beacon events (bots dropped), inserts, repeated steps, deletes and moves; the answer under every filter matches brute force', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async (k) => {
        const createdAt = new Date(BASE - 2 * DAY);
        const orderId = await insertOrder(t.ctx, owner.userId, { createdAt });
        // Published, so the beacon accepts its events.
        await t.ctx.db.update(orders).set({ landingPage: fullLandingPage() }).where(eq(orders.id, orderId));
        const before = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(visitsTable);

        // Through the real beacon: bots and requests without a user agent are dropped at write time.
        const sent = new Set<string>();
        let humanViews = 0;
        for (const e of k.events) {
          const agent = AGENTS[e.agent]!;
          const { agent: _a, ip, ...body } = e;
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/events',
            payload: { order_id: orderId, ...body },
            headers: agent.ua === null ? {} : { 'user-agent': agent.ua },
            remoteAddress: IPS[ip]!,
          });
          expect(res.statusCode, res.body).toBe(202);
          if (agent.bot) continue;
          if (e.type === 'page_view') humanViews++;
          else sent.add(`${ip}|${e.agent}|${e.type}`);
        }
        await t.ctx.visitInbox.drain();

        // Multi-row INSERTs at random times (the drain's shape), and funnel steps, repeats included.
        const size = Math.ceil(k.visits.length / k.batches) || 1;
        for (let i = 0; i < k.visits.length; i += size) {
          await insertVisits(
            t.ctx,
            orderId,
            k.visits.slice(i, i + size).map((v) => ({
              at: new Date(v.at),
              country: PLACES[v.place]![0],
              city: PLACES[v.place]![1],
              channel: v.channel,
              source: v.source,
              campaign: v.campaign,
              visitor: `d${v.visitor}`,
            })),
          );
        }
        for (let i = 0; i < k.steps.length; i += 7) {
          await t.ctx.db
            .insert(visitSteps)
            .values(
              k.steps.slice(i, i + 7).map((s) => ({
                orderId,
                visitorHash: `d${s.visitor}`,
                step: s.step,
                occurredAt: new Date(s.at),
                country: s.country,
                channel: s.channel,
              })),
            )
            .onConflictDoNothing();
        }

        // Bots stored nothing; every human event is stored (page views in `visits`, steps once per visitor).
        const fromBeacon = await rows(
          sql`select step, count(*)::int as n from visit_steps where order_id = ${orderId} and length(visitor_hash) = 64 group by step`,
        );
        const beaconSteps = new Map(fromBeacon.map((r) => [r.step as string, Number(r.n)]));
        const [after] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(visitsTable);
        expect(after!.n - before[0]!.n).toBe(humanViews + k.visits.length);
        expect((beaconSteps.get('cta_click') ?? 0) + (beaconSteps.get('form_start') ?? 0)).toBe(sent.size);

        // Deletes and moves (the DELETE and UPDATE paths of the triggers).
        const stored = await t.ctx.db
          .select({ id: visitsTable.id })
          .from(visitsTable)
          .where(eq(visitsTable.orderId, orderId))
          .orderBy(visitsTable.id);
        if (k.deleteEvery > 0) {
          const gone = stored.filter((_, i) => i % k.deleteEvery === 0).map((r) => r.id);
          if (gone.length) await t.ctx.db.delete(visitsTable).where(inArray(visitsTable.id, gone));
        }
        if (k.moveEvery > 0) {
          const moved = stored.filter((_, i) => i % k.moveEvery === 1).map((r) => r.id);
          if (moved.length) {
            await t.ctx.db
              .update(visitsTable)
              .set({
                occurredAt: sql`${visitsTable.occurredAt} + ${`${k.moveBy} milliseconds`}::interval`,
                country: 'Canada',
                channel: 'Referral',
              })
              .where(and(eq(visitsTable.orderId, orderId), inArray(visitsTable.id, moved)));
          }
        }
        if (k.deleteStepEvery > 0) {
          await t.ctx.db.execute(sql`
            delete from visit_steps s using (
              select visitor_hash, step, row_number() over (order by visitor_hash, step) as i
                from visit_steps where order_id = ${orderId}) d
             where s.order_id = ${orderId} and s.visitor_hash = d.visitor_hash and s.step = d.step
               and d.i % ${k.deleteStepEvery} = 0`);
        }

        const raw = await expectRollupsMatchRaw(orderId);

        // The founder's answer for a random window and filter, against the raw rows.
        const start = k.window.start;
        const end = start + k.window.length;
        const countryOk = (v: unknown) => k.country === null || (k.country === UNKNOWN_COUNTRY ? !v : v === k.country);
        const pick = (r: Row) =>
          ms(r.occurred_at) >= start &&
          ms(r.occurred_at) < end &&
          countryOk(r.country) &&
          (k.channel === null || r.channel === k.channel);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/tracking',
          headers: bearer(owner.token),
          payload: {
            order_id: orderId,
            tracking_type: 'page_visits',
            timezone: 'UTC',
            limit: 100,
            filters: {
              start_date: new Date(start).toISOString(),
              end_date: new Date(end).toISOString(),
              ...(k.country === null ? {} : { 'fields.country': k.country }),
              ...(k.channel === null ? {} : { 'fields.channel': k.channel }),
            },
          },
        });
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json();
        const chosen = raw.visits.filter(pick);
        const steps = raw.visit_steps.filter(pick);
        const stepCount = (step: string) => steps.filter((s) => s.step === step).length;
        expect(body.aggregations.funnel).toEqual({
          visitors: stepCount('page_view'),
          cta_clicks: stepCount('cta_click'),
          form_starts: stepCount('form_start'),
          submissions: 0,
        });
        const bySize = (a: { n: number; k: string }, b: { n: number; k: string }) =>
          b.n - a.n || (a.k < b.k ? -1 : a.k > b.k ? 1 : 0);
        const list = (m: Map<string, number>) => [...m].map(([k2, n]) => ({ k: k2, n })).sort(bySize);
        expect(
          body.aggregations.source.map((s: { source: string; visits: number }) => ({ k: s.source, n: s.visits })),
        ).toEqual(list(tally(chosen, (v) => sourceName(c(v.source)) || DIRECT_SOURCE)));
        expect(
          body.aggregations.campaign.map((s: { campaign: string; visits: number; leads: number }) => ({
            k: s.campaign,
            n: s.visits,
            leads: s.leads,
          })),
        ).toEqual(
          list(
            tally(
              chosen.filter((v) => v.utm_campaign),
              (v) => c(v.utm_campaign),
            ),
          ).map((x) => ({ ...x, leads: 0 })),
        );
        expect(body.summary.total_visits).toBe(chosen.length);

        // The rest of the answer (series, countries, cities, channels, the previous period), under
        // the same filters, against the brute-force reference.
        const expected = referencePageVisits(
          raw.visits.map((v) => ({
            at: new Date(ms(v.occurred_at)),
            country: (v.country ?? null) as string | null,
            city: (v.city ?? null) as string | null,
            visitor: String(v.visitor_hash),
            channel: String(v.channel),
          })),
          {
            start: new Date(start),
            end: new Date(end),
            timeZone: 'UTC',
            country: k.country,
            limit: 100,
            channel: k.channel,
            createdAt,
          },
        );
        expect(body.summary).toEqual(expected.summary);
        expect(body.previous_summary).toEqual(expected.previous_summary);
        expect(body.aggregations.daily).toEqual(expected.aggregations.daily);
        expect(body.aggregations.country).toEqual(expected.aggregations.country);
        expect(body.aggregations.city).toEqual(expected.aggregations.city);
        expect(body.aggregations.channel).toEqual(expected.aggregations.channel);
        if (end - start <= HOURLY_MAX_HOURS * HOUR) {
          const perHour = tally(chosen, (v) => new Date(bin(ms(v.occurred_at), HOUR)).toISOString().slice(0, 13));
          const hours: { hour: string; visits: number }[] = [];
          for (let h = bin(start, HOUR); h < end; h += HOUR) {
            const key = new Date(h).toISOString().slice(0, 13);
            hours.push({ hour: `${key}:00`, visits: perHour.get(key) ?? 0 });
          }
          expect(body.aggregations.hourly).toEqual(hours);
        } else {
          expect(body.aggregations.hourly).toEqual([]);
        }
      }),
      { numRuns: Number(process.env.ROLLUP_PROPERTY_RUNS ?? 40) },
    );
  }, 300_000);

  it.each([
    {
      migration: '0019_visit_rollups.sql',
      marker: '-- Visits and funnel rows stored before this migration.',
      tables: [
        'visit_channel_week',
        'visit_channel_day',
        'visit_channel_hour',
        'visit_city_week',
        'visit_step_week',
        'visit_step_day',
        'visit_step_hour',
      ],
    },
    {
      migration: '0020_channel_rollups.sql',
      marker: '-- Visits stored before this migration.',
      tables: [
        'visit_channel_country_15m',
        'visit_channel_city_week',
        'visit_channel_city_day',
        'visit_channel_city_hour',
      ],
    },
    {
      migration: '0023_channel_totals_rollup.sql',
      marker: '-- Visits stored before this migration.',
      tables: ['visit_channel_totals_15m'],
    },
  ])(
    'the migration backfill ($migration) rebuilds the same rollups from the raw rows',
    async ({ migration: file, marker, tables }) => {
      // Visits over three weeks, so that week, day and hour rows all have several keys.
      const createdAt = new Date(BASE - 2 * DAY);
      const orderId = await insertOrder(t.ctx, owner.userId, { createdAt });
      await insertVisits(
        t.ctx,
        orderId,
        Array.from({ length: 40 }, (_, i) => ({
          at: new Date(BASE + i * 37 * 60_000 + (i % 5) * 4 * DAY),
          country: PLACES[i % PLACES.length]![0],
          city: PLACES[i % PLACES.length]![1],
          channel: CHANNELS[i % CHANNELS.length],
          source: i % 3 ? 'google' : '',
          campaign: i % 4 ? null : 'Spring',
          visitor: `b${i % 9}`,
        })),
      );
      await t.ctx.db
        .insert(visitSteps)
        .values(
          Array.from({ length: 12 }, (_, i) => ({
            orderId,
            visitorHash: `b${i}`,
            step: i % 2 ? 'cta_click' : 'form_start',
            occurredAt: new Date(BASE + i * 3 * HOUR),
            country: i % 3 ? 'India' : '',
            channel: CHANNELS[i % CHANNELS.length]!,
          })),
        )
        .onConflictDoNothing();
      const snapshot = async () =>
        Promise.all(
          tables.map(async (table) =>
            (await rows(sql`select * from ${sql.raw(table)} where order_id = ${orderId}`))
              .map((r) => JSON.stringify(r))
              .sort(),
          ),
        );
      const kept = await snapshot();
      expect(kept.every((rowsOfTable) => rowsOfTable.length > 0)).toBe(true);
      // Empty the new rollups (the state before the migration) and run the migration's backfill statements.
      await t.ctx.db.execute(sql.raw(`truncate ${tables.join(', ')}`));
      const migration = readFileSync(new URL(`../../../drizzle/${file}`, import.meta.url), 'utf8');
      expect(migration).toContain(marker);
      const backfill = migration
        .slice(migration.indexOf(marker))
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter((s) => s.includes('INSERT INTO'));
      expect(backfill).toHaveLength(tables.length);
      for (const statement of backfill) await t.ctx.db.execute(sql.raw(statement));
      expect(await snapshot()).toEqual(kept);
      await expectRollupsMatchRaw(orderId);
    },
  );
});
