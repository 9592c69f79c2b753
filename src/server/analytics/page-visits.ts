import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { CITY_BASE_SQL, CITY_HOOD_SQL } from '../db/schema/analytics';
import {
  DIRECT_SOURCE,
  HOURLY_MAX_HOURS,
  UNKNOWN_COUNTRY,
  type Funnel,
  type PageVisitsResponse,
} from '../../shared/contracts/analytics';
import { CHANNELS, sourceName, type Channel } from '../../shared/analytics/channel';
import { at, inRanges, queryRows } from './sql';
import { countedLeads } from './leads';
import { DAY_MS, HOUR_MS, MINUTE_MS, WEEK_MS } from '../../shared/time';
import { BUCKET_MS, coverWindow, snapWindow, type Range } from './segments';
import { windowJson, type AnalyticsWindow } from './window';
import {
  experimentReadings,
  latestExperimentSql,
  parseLatestExperiment,
  type LatestExperiment,
} from './experiment-readings';

/**
 * page_visits from the rollup tables (src/server/db/schema/analytics.ts): each question reads the
 * coarsest whole buckets that fit in the window and the raw visits of its partial edges only, after
 * the edges are widened to bucket boundaries wherever that adds no visit (`snappedWindows`).
 * - daily series and totals: 15-minute totals (or one country's 15-minute counts); local days are
 *   computed by PostgreSQL (`at time zone`), one conversion per bucket;
 * - countries: whole UTC days, then 15-minute buckets at the partial days;
 * - cities: whole UTC days, then hours at the partial days;
 * - channels, sources and campaigns: whole UTC days, hours, then 15-minute buckets (visit_channel_*);
 * - the funnel: visit_steps (one row per visitor, day and step, migration 0025) counted by day
 *   and hour (visit_step_*), raw rows at partial hours; its last step, and the leads of each
 *   campaign, are the counted leads (`countedLeads` in leads.ts, the one definition of a lead).
 * With a channel filter every part is read from rollups keyed by the channel too: the totals and
 * the series from visit_channel_totals_15m (migration 0023; visit_channel_country_15m with a
 * country too), the cities from visit_channel_city_* (migration 0020),
 * the countries, channel lists and funnel from the channel and step rollups above.
 */

const countryIs = (column: SQL, country: string | null) => (country === null ? sql`true` : sql`${column} = ${country}`);
const rawCountry = sql`coalesce(v.country, '')`;

/** The filters of one query: the country as stored ('' = unknown, null = all) and the channel. */
export interface Filter {
  country: string | null;
  channel: Channel | null;
}

/** The raw visits' filter. */
function rawIs(f: Filter): SQL {
  const channel = f.channel === null ? sql`true` : sql`v.channel = ${f.channel}`;
  return sql`${countryIs(rawCountry, f.country)} and ${channel}`;
}

/**
 * (t, visits) rows of a window: 15-minute buckets plus raw edges, one row per bucket whatever the
 * filter: the order's totals, one country's, one channel's (visit_channel_totals_15m, migration
 * 0023) or one channel's in one country.
 */
export function timeSource(orderId: string, start: number, end: number, f: Filter): SQL {
  const country = f.country;
  const { levels, raw } = coverWindow(start, end, [BUCKET_MS]);
  const buckets =
    f.channel !== null
      ? country === null
        ? sql`select r.bucket as t, r.visits as n from visit_channel_totals_15m r
               where r.order_id = ${orderId} and r.channel = ${f.channel} and (${inRanges(sql`r.bucket`, levels[0]!)})`
        : sql`select r.bucket as t, r.visits as n from visit_channel_country_15m r
               where r.order_id = ${orderId} and r.channel = ${f.channel} and r.country = ${country}
                 and (${inRanges(sql`r.bucket`, levels[0]!)})`
      : country === null
        ? sql`select r.bucket as t, r.visits as n from visit_totals_15m r
               where r.order_id = ${orderId} and (${inRanges(sql`r.bucket`, levels[0]!)})`
        : sql`select r.bucket as t, r.visits as n from visit_country_15m r
               where r.order_id = ${orderId} and r.country = ${country} and (${inRanges(sql`r.bucket`, levels[0]!)})`;
  return sql`${buckets}
    union all
    select v.occurred_at, 1 from visits v
     where v.order_id = ${orderId} and (${inRanges(sql`v.occurred_at`, raw)}) and ${rawIs(f)}`;
}

/** (country, visits) of a window. With a channel filter, from the channel rollups (they have the country). */
function countrySource(orderId: string, start: number, end: number, f: Filter): SQL {
  const country = f.country;
  if (f.channel !== null) {
    const { levels, raw } = coverWindow(start, end, [WEEK_MS, DAY_MS, HOUR_MS, BUCKET_MS]);
    const filter = (r: SQL) =>
      sql`${r}.order_id = ${orderId} and ${countryIs(sql`${r}.country`, country)} and ${r}.channel = ${f.channel}`;
    return sql`
      select country, sum(n)::int as visits from (
        select k.country, k.visits as n from visit_channel_week k where ${filter(sql`k`)} and (${inRanges(sql`k.week`, levels[0]!)})
        union all
        select d.country, d.visits from visit_channel_day d where ${filter(sql`d`)} and (${inRanges(sql`d.day`, levels[1]!)})
        union all
        select h.country, h.visits from visit_channel_hour h where ${filter(sql`h`)} and (${inRanges(sql`h.hour`, levels[2]!)})
        union all
        select r.country, r.visits from visit_channel_15m r where ${filter(sql`r`)} and (${inRanges(sql`r.bucket`, levels[3]!)})
        union all
        select ${rawCountry}, 1 from visits v
         where v.order_id = ${orderId} and (${inRanges(sql`v.occurred_at`, raw)}) and ${rawIs(f)}
      ) x
      group by country
      having sum(n) > 0`;
  }
  const { levels, raw } = coverWindow(start, end, [DAY_MS, BUCKET_MS]);
  return sql`
    select country, sum(n)::int as visits from (
      select d.country, d.visits as n from visit_country_day d
       where d.order_id = ${orderId} and (${inRanges(sql`d.day`, levels[0]!)}) and ${countryIs(sql`d.country`, country)}
      union all
      select b.country, b.visits from visit_country_15m b
       where b.order_id = ${orderId} and (${inRanges(sql`b.bucket`, levels[1]!)}) and ${countryIs(sql`b.country`, country)}
      union all
      select ${rawCountry}, 1 from visits v
       where v.order_id = ${orderId} and (${inRanges(sql`v.occurred_at`, raw)}) and ${rawIs(f)}
    ) x
    group by country
    having sum(n) > 0`;
}

/**
 * (country, city, hood, visits) of a window, known cities only, with the location database's
 * "City (Neighbourhood)" names folded into their city: `hood` is the neighbourhood ('' for none).
 * The rollups store each name's fold beside it (city_base, city_hood: computed as rows are
 * written, migration 0024); only the raw visits at the window's edges are folded here, with the same expressions.
 * Under a channel filter, from the same rollups keyed by the channel (visit_channel_city_*).
 */
function citySource(orderId: string, start: number, end: number, f: Filter): SQL {
  const country = f.country;
  const { levels, raw } = coverWindow(start, end, [WEEK_MS, DAY_MS, HOUR_MS]);
  const table = (bucket: 'week' | 'day' | 'hour') =>
    sql.raw(f.channel === null ? `visit_city_${bucket}` : `visit_channel_city_${bucket}`);
  const filter = (r: SQL) =>
    sql`${r}.order_id = ${orderId} and ${countryIs(sql`${r}.country`, country)} and ${
      f.channel === null ? sql`true` : sql`${r}.channel = ${f.channel}`
    }`;
  return sql`
    select country, city, hood, sum(n)::int as visits from (
      select k.country, k.city_base as city, k.city_hood as hood, k.visits as n from ${table('week')} k
       where ${filter(sql`k`)} and k.city <> '' and (${inRanges(sql`k.week`, levels[0]!)})
      union all
      select d.country, d.city_base, d.city_hood, d.visits from ${table('day')} d
       where ${filter(sql`d`)} and d.city <> '' and (${inRanges(sql`d.day`, levels[1]!)})
      union all
      select h.country, h.city_base, h.city_hood, h.visits from ${table('hour')} h
       where ${filter(sql`h`)} and h.city <> '' and (${inRanges(sql`h.hour`, levels[2]!)})
      union all
      select ${rawCountry}, ${sql.raw(CITY_BASE_SQL)}, ${sql.raw(CITY_HOOD_SQL)}, 1 from visits v
       where v.order_id = ${orderId} and v.city <> '' and (${inRanges(sql`v.occurred_at`, raw)}) and ${rawIs(f)}
    ) x
    group by country, city, hood
    having sum(n) > 0`;
}

/**
 * (channel, source, campaign, visits) of a window: whole days, then whole hours, then 15-minute
 * buckets, then raw edges. These rollups have the channel, so a channel filter reads them too.
 */
function channelSource(orderId: string, start: number, end: number, f: Filter): SQL {
  const { levels, raw } = coverWindow(start, end, [WEEK_MS, DAY_MS, HOUR_MS, BUCKET_MS]);
  const filter = (r: SQL) =>
    sql`${r}.order_id = ${orderId} and ${countryIs(sql`${r}.country`, f.country)} and ${
      f.channel === null ? sql`true` : sql`${r}.channel = ${f.channel}`
    }`;
  return sql`
    select channel, source, campaign, sum(n)::int as visits from (
      select k.channel, k.source, k.campaign, k.visits as n from visit_channel_week k
       where ${filter(sql`k`)} and (${inRanges(sql`k.week`, levels[0]!)})
      union all
      select d.channel, d.source, d.campaign, d.visits from visit_channel_day d
       where ${filter(sql`d`)} and (${inRanges(sql`d.day`, levels[1]!)})
      union all
      select h.channel, h.source, h.campaign, h.visits from visit_channel_hour h
       where ${filter(sql`h`)} and (${inRanges(sql`h.hour`, levels[2]!)})
      union all
      select r.channel, r.source, r.campaign, r.visits from visit_channel_15m r
       where ${filter(sql`r`)} and (${inRanges(sql`r.bucket`, levels[3]!)})
      union all
      select v.channel, v.source, coalesce(v.utm_campaign, ''), 1 from visits v
       where v.order_id = ${orderId} and (${inRanges(sql`v.occurred_at`, raw)}) and ${rawIs(f)}
    ) x
    group by channel, source, campaign
    having sum(n) > 0`;
}

/**
 * The counted leads of a window by channel and campaign (`countedLeads`, the one definition: each
 * lead where the funnel counts its visitor), for the funnel's last step and the campaign table.
 */
function leadSource(orderId: string, start: number, end: number, f: Filter): SQL {
  return sql`
    select l.channel, l.campaign, count(*)::int as leads from (${countedLeads(orderId, { start, end }, f)}) l
     group by 1, 2`;
}

/**
 * Funnel steps of a window by channel: visit_steps rows (one per visitor, day and step), counted
 * from their day and hour rollups and the raw rows of the window's partial hours. `start`/`end`
 * is the window snapped against visit_steps (not against visits: steps have their own times).
 */
export function stepSource(orderId: string, start: number, end: number, f: Filter): SQL {
  const { levels, raw } = coverWindow(start, end, [WEEK_MS, DAY_MS, HOUR_MS]);
  const filter = (r: SQL) =>
    sql`${r}.order_id = ${orderId} and ${countryIs(sql`${r}.country`, f.country)} and ${
      f.channel === null ? sql`true` : sql`${r}.channel = ${f.channel}`
    }`;
  return sql`
    select channel, step, sum(n)::int as n from (
      select k.channel, k.step, k.visitors as n from visit_step_week k
       where ${filter(sql`k`)} and (${inRanges(sql`k.week`, levels[0]!)})
      union all
      select d.channel, d.step, d.visitors from visit_step_day d
       where ${filter(sql`d`)} and (${inRanges(sql`d.day`, levels[1]!)})
      union all
      select h.channel, h.step, h.visitors from visit_step_hour h
       where ${filter(sql`h`)} and (${inRanges(sql`h.hour`, levels[2]!)})
      union all
      select s.channel, s.step, 1 from visit_steps s
       where ${filter(sql`s`)} and (${inRanges(sql`s.occurred_at`, raw)})
    ) x
    group by 1, 2`;
}

const emptyFunnel = (): Funnel => ({ visitors: 0, cta_clicks: 0, form_starts: 0, submissions: 0 });
const STEP_FIELD: Record<string, keyof Funnel> = {
  page_view: 'visitors',
  cta_click: 'cta_clicks',
  form_start: 'form_starts',
  // 'form_sent' steps are not read: the funnel's last step is the counted leads (leadSource).
};
const isChannel = (c: string): c is Channel => (CHANNELS as readonly string[]).includes(c);

/**
 * The window and its predecessor widened to bucket boundaries where that adds no visit (see
 * `snapWindow`), and the window widened where that adds no funnel row: one round trip of six index
 * probes on (order_id, occurred_at) of visits and visit_steps, which also reads the order's latest
 * experiment. Rows stored by a drain or the beacon between this probe and the counts may be
 * counted at the widened edges; they are events from the moment of the request.
 */
async function snappedWindows(
  db: Db,
  orderId: string,
  prev: number,
  start: number,
  end: number,
): Promise<[Range, Range, Range, LatestExperiment | null]> {
  const edge = (table: 'visits' | 'visit_steps', fn: 'max' | 'min', op: (column: SQL) => SQL) =>
    sql`(select extract(epoch from ${sql.raw(fn)}(v.occurred_at)) * 1000 from ${sql.raw(table)} v
          where v.order_id = ${orderId} and ${op(sql`v.occurred_at`)})`;
  const before = (t: number) => (c: SQL) => sql`${c} < ${at(t)}`;
  const from = (t: number) => (c: SQL) => sql`${c} >= ${at(t)}`;
  const [row] = await queryRows<Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f', number | string | null> & { g: unknown }>(
    db,
    sql`select ${edge('visits', 'max', before(prev))} as a, ${edge('visits', 'min', from(start))} as b,
               ${edge('visits', 'max', before(start))} as c, ${edge('visits', 'min', from(end))} as d,
               ${edge('visit_steps', 'max', before(start))} as e, ${edge('visit_steps', 'min', from(end))} as f,
               ${latestExperimentSql(orderId)} as g`,
    // Run on every dashboard refresh: parsed once per connection (docs/benchmarks.md, named statements).
    { named: true },
  );
  const num = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Number(v));
  return [
    snapWindow(prev, start, num(row?.a), num(row?.b)),
    snapWindow(start, end, num(row?.c), num(row?.d)),
    snapWindow(start, end, num(row?.e), num(row?.f)),
    parseLatestExperiment(row?.g),
  ];
}

/** Every calendar date from `first` to `last` (YYYY-MM-DD, inclusive). Plain calendar arithmetic. */
function datesBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += DAY_MS) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const parseJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** `current_visitors` counts the visitors of this last stretch of time, whatever the window. */
const LIVE_WINDOW_MS = 5 * MINUTE_MS;

/**
 * The distinct visitor hashes of the order's visits in the last LIVE_WINDOW_MS: an index range on
 * (order_id, occurred_at). Exact, so its cost follows the visits of those minutes (tens of
 * thousands under a load test): the route counts it at most once a second per order
 * (live-visitors.ts). The hashes are hex, so they are compared bytewise ("C").
 */
const liveCount = (orderId: string, now: Date) =>
  sql`(select count(distinct v.visitor_hash collate "C")::int from visits v
        where v.order_id = ${orderId} and v.occurred_at >= ${at(now.getTime() - LIVE_WINDOW_MS)})`;

/** `current_visitors` of an order, alone (see `liveCount`). */
export async function currentVisitors(db: Db, orderId: string, now: Date = new Date()): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, sql`select ${liveCount(orderId, now)} as n`);
  return Number(row?.n ?? 0);
}

export interface PageVisitsOptions {
  /** `current_visitors` as the caller has it (counted apart, or not needed); counted in the statement otherwise. */
  currentVisitors?: number;
}

export async function pageVisits(
  db: Db,
  orderId: string,
  w: AnalyticsWindow,
  limit: number,
  now: Date = new Date(),
  options: PageVisitsOptions = {},
): Promise<PageVisitsResponse> {
  const f: Filter = { country: w.country, channel: w.channel };
  const compared = w.comparedStart?.getTime() ?? null;
  // The dates listed are those of the window as asked; the counts come from the snapped windows,
  // which hold exactly the same visits.
  const [[prev, prevEnd], [start, end], [stepStart, stepEnd], latest] = await snappedWindows(
    db,
    orderId,
    compared ?? w.start.getTime(),
    w.start.getTime(),
    w.end.getTime(),
  );
  const hourly = w.end.getTime() - w.start.getTime() <= HOURLY_MAX_HOURS * HOUR_MS;
  // Every part in one statement (one round trip, one plan), each part a JSON array of its rows.
  const part = (query: SQL, orderBy?: SQL) =>
    sql`(select coalesce(json_agg(x${orderBy ? sql` order by ${orderBy}` : sql``}), '[]'::json) from (${query}) x)`;
  const none = sql`'[]'::json`;
  const [[row], tested] = await Promise.all([
    queryRows<Record<string, unknown>>(
      db,
      sql`select
      -- The local dates the window spans (this also checks the zone name against PostgreSQL's own).
      to_char((${at(w.start)} at time zone ${w.timeZone})::date, 'YYYY-MM-DD') as first,
      to_char(((${at(w.end)} - interval '1 microsecond') at time zone ${w.timeZone})::date, 'YYYY-MM-DD') as last,
      ${part(sql`select to_char(d, 'YYYY-MM-DD') as day, visits from (
                   select (t at time zone ${w.timeZone})::date as d, sum(n)::int as visits
                     from (${timeSource(orderId, start, end, f)}) s
                    group by 1) g`)} as days,
      ${
        hourly
          ? part(
              sql`select to_char(h.h, 'YYYY-MM-DD"T"HH24:00') as hour, coalesce(c.visits, 0)::int as visits
                    from generate_series(date_trunc('hour', ${at(w.start)} at time zone ${w.timeZone}),
                                         (${at(w.end)} - interval '1 microsecond') at time zone ${w.timeZone},
                                         interval '1 hour') as h(h)
                    left join (
                      select date_trunc('hour', t at time zone ${w.timeZone}) as h, sum(n) as visits
                        from (${timeSource(orderId, start, end, f)}) s group by 1
                    ) c on c.h = h.h`,
              sql`x.hour`,
            )
          : none
      } as hours,
      ${part(countrySource(orderId, start, end, f))} as countries,
      ${part(
        sql`select country, city, visits, hoods, count(*) over ()::int as cities from (
              select country, city, sum(visits)::int as visits,
                     coalesce(json_agg(json_build_object('name', hood, 'visits', visits) order by visits desc, hood)
                              filter (where hood <> ''), '[]') as hoods
                from (${citySource(orderId, start, end, f)}) h
               group by country, city
            ) g
            order by visits desc, city collate "C", country collate "C"
            limit ${limit}`,
        sql`x.visits desc, x.city collate "C", x.country collate "C"`,
      )} as cities,
      ${
        compared === null
          ? sql`null::int`
          : sql`(select coalesce(sum(n), 0)::int from (${timeSource(orderId, prev, prevEnd, f)}) s)`
      } as previous_total,
      ${
        compared === null
          ? sql`null::int`
          : sql`(select count(distinct (country, city))::int from (${citySource(orderId, prev, prevEnd, f)}) c)`
      } as previous_cities,
      ${part(channelSource(orderId, start, end, f))} as channels,
      ${part(leadSource(orderId, w.start.getTime(), w.end.getTime(), f))} as leads,
      ${part(stepSource(orderId, stepStart, stepEnd, f))} as steps,
      ${options.currentVisitors === undefined ? liveCount(orderId, now) : sql`null::int`} as live`,
      // The largest statement of the product, run on every dashboard refresh with new values: parsed
      // and analysed once per connection (docs/benchmarks.md, named statements).
      { named: true },
    ),
    experimentReadings(db, orderId, w, latest),
  ]);
  const span = { first: String(row!.first), last: String(row!.last) };
  const days = parseJson<{ day: string; visits: number }[]>(row!.days);
  const hours = parseJson<{ hour: string; visits: number }[]>(row!.hours);
  const countries = parseJson<{ country: string; visits: number }[]>(row!.countries);
  const cities = parseJson<{ country: string; city: string; visits: number; hoods: unknown; cities: number }[]>(
    row!.cities,
  );
  const channels = parseJson<{ channel: string; source: string; campaign: string; visits: number }[]>(row!.channels);
  const leads = parseJson<{ channel: string; campaign: string; leads: number }[]>(row!.leads);
  const steps = parseJson<{ channel: string; step: string; n: number }[]>(row!.steps);
  const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

  const perDay = new Map(days.map((d) => [d.day, d.visits]));
  const daily = datesBetween(span.first, span.last).map((date) => ({ date, visits: perDay.get(date) ?? 0 }));
  const country = countries
    .map((c) => ({ country: c.country || UNKNOWN_COUNTRY, visits: c.visits }))
    .sort((a, b) => b.visits - a.visits || byCode(a.country, b.country))
    .slice(0, limit);

  const byChannel = new Map<string, number>();
  const bySource = new Map<string, number>();
  const byCampaign = new Map<string, { visits: number; leads: number }>();
  for (const r of channels) {
    byChannel.set(r.channel, (byChannel.get(r.channel) ?? 0) + r.visits);
    // One name per site (google, google.com, www.google.co.in → Google): the rollups keep the stored source.
    const source = sourceName(r.source) || DIRECT_SOURCE;
    bySource.set(source, (bySource.get(source) ?? 0) + r.visits);
    if (r.campaign) {
      const c = byCampaign.get(r.campaign) ?? { visits: 0, leads: 0 };
      c.visits += r.visits;
      byCampaign.set(r.campaign, c);
    }
  }
  const funnel = emptyFunnel();
  const funnels = new Map<Channel, Funnel>();
  const funnelOf = (channel: string) => {
    if (!isChannel(channel)) return null;
    let one = funnels.get(channel);
    if (!one) funnels.set(channel, (one = emptyFunnel()));
    return one;
  };
  for (const r of leads) {
    funnel.submissions += r.leads;
    const one = funnelOf(r.channel);
    if (one) one.submissions += r.leads;
    if (r.campaign) {
      const c = byCampaign.get(r.campaign) ?? { visits: 0, leads: 0 };
      c.leads += r.leads;
      byCampaign.set(r.campaign, c);
    }
  }
  for (const r of steps) {
    const field = STEP_FIELD[r.step];
    if (!field) continue;
    funnel[field] += r.n;
    const one = funnelOf(r.channel);
    if (one) one[field] += r.n;
  }
  const byCount =
    <T extends { visits: number }>(key: (x: T) => string) =>
    (a: T, b: T) =>
      b.visits - a.visits || byCode(key(a), key(b));

  return {
    summary: { total_visits: days.reduce((sum, d) => sum + d.visits, 0), unique_cities: cities[0]?.cities ?? 0 },
    previous_summary:
      compared === null ? null : { total_visits: num(row!.previous_total), unique_cities: num(row!.previous_cities) },
    current_visitors: options.currentVisitors ?? num(row!.live),
    aggregations: {
      daily,
      hourly: hours,
      country,
      city: cities.map((c) => ({
        city: c.city,
        country: c.country || UNKNOWN_COUNTRY,
        visits: c.visits,
        neighbourhoods: parseJson<{ name: string; visits: number }[]>(c.hoods),
      })),
      channel: [...byChannel]
        .filter((e): e is [Channel, number] => isChannel(e[0]))
        .map(([channel, visits]) => ({ channel, visits }))
        .sort(byCount((x) => x.channel)),
      source: [...bySource]
        .map(([source, visits]) => ({ source, visits }))
        .sort(byCount((x) => x.source))
        .slice(0, limit),
      campaign: [...byCampaign]
        .map(([campaign, c]) => ({ campaign, ...c }))
        .sort((a, b) => b.visits - a.visits || b.leads - a.leads || byCode(a.campaign, b.campaign))
        .slice(0, limit),
      funnel,
      funnel_by_channel: CHANNELS.filter((c) => funnels.has(c))
        .map((channel) => ({ channel, ...funnels.get(channel)! }))
        .sort((a, b) => b.visitors - a.visitors || b.submissions - a.submissions),
      ...(tested
        ? { variant: tested.variant, experiment: tested.experiment, ...(tested.price ? { price: tested.price } : {}) }
        : {}),
    },
    window: windowJson(w),
  };
}
