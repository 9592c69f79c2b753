import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { UNKNOWN_COUNTRY, type PageVisitsResponse } from '../../shared/contracts/analytics';
import { at, inRanges, queryRows } from './sql';
import { BUCKET_MS, coverWindow, DAY_MS, HOUR_MS, snapWindow, type Range } from './segments';
import { windowJson, type AnalyticsWindow } from './window';

/**
 * page_visits from the rollup tables (src/server/db/schema/analytics.ts): each question reads the
 * coarsest whole buckets that fit in the window and the raw visits of its partial edges only, after
 * the edges are widened to bucket boundaries wherever that adds no visit (`snappedWindows`).
 * - daily series and totals: 15-minute totals (or one country's 15-minute counts); local days are
 *   computed by PostgreSQL (`at time zone`), one conversion per bucket;
 * - countries: whole UTC days, then 15-minute buckets at the partial days;
 * - cities: whole UTC days, then hours at the partial days.
 */

const countryIs = (column: SQL, country: string | null) => (country === null ? sql`true` : sql`${column} = ${country}`);
const rawCountry = sql`coalesce(v.country, '')`;

/** (t, visits) rows of a window: 15-minute buckets plus raw edges. */
function timeSource(orderId: string, start: number, end: number, country: string | null): SQL {
  const { levels, raw } = coverWindow(start, end, [BUCKET_MS]);
  const buckets =
    country === null
      ? sql`select r.bucket as t, r.visits as n from visit_totals_15m r
             where r.order_id = ${orderId} and (${inRanges(sql`r.bucket`, levels[0]!)})`
      : sql`select r.bucket as t, r.visits as n from visit_country_15m r
             where r.order_id = ${orderId} and r.country = ${country} and (${inRanges(sql`r.bucket`, levels[0]!)})`;
  return sql`${buckets}
    union all
    select v.occurred_at, 1 from visits v
     where v.order_id = ${orderId} and (${inRanges(sql`v.occurred_at`, raw)}) and ${countryIs(rawCountry, country)}`;
}

/** (country, visits) of a window. */
function countrySource(orderId: string, start: number, end: number, country: string | null): SQL {
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
       where v.order_id = ${orderId} and (${inRanges(sql`v.occurred_at`, raw)}) and ${countryIs(rawCountry, country)}
    ) x
    group by country
    having sum(n) > 0`;
}

/** (country, city, visits) of a window, known cities only. */
function citySource(orderId: string, start: number, end: number, country: string | null): SQL {
  const { levels, raw } = coverWindow(start, end, [DAY_MS, HOUR_MS]);
  return sql`
    select country, city, sum(n)::int as visits from (
      select d.country, d.city, d.visits as n from visit_city_day d
       where d.order_id = ${orderId} and (${inRanges(sql`d.day`, levels[0]!)}) and ${countryIs(sql`d.country`, country)}
      union all
      select h.country, h.city, h.visits from visit_city_hour h
       where h.order_id = ${orderId} and (${inRanges(sql`h.hour`, levels[1]!)}) and ${countryIs(sql`h.country`, country)}
      union all
      select ${rawCountry}, coalesce(v.city, ''), 1 from visits v
       where v.order_id = ${orderId} and (${inRanges(sql`v.occurred_at`, raw)}) and ${countryIs(rawCountry, country)}
    ) x
    where city <> ''
    group by country, city
    having sum(n) > 0`;
}

/**
 * The window and its predecessor widened to bucket boundaries where that adds no visit (see
 * `snapWindow`): one round trip of four index probes on (order_id, occurred_at). Visits stored by
 * a drain between this probe and the counts may be counted at the widened edges; they are views
 * from the moment of the request.
 */
async function snappedWindows(
  db: Db,
  orderId: string,
  prev: number,
  start: number,
  end: number,
): Promise<[Range, Range]> {
  const edge = (fn: 'max' | 'min', op: SQL) =>
    sql`(select extract(epoch from ${sql.raw(fn)}(v.occurred_at)) * 1000 from visits v where v.order_id = ${orderId} and ${op})`;
  const [row] = await queryRows<{ a: number | null; b: number | null; c: number | null; d: number | null }>(
    db,
    sql`select ${edge('max', sql`v.occurred_at < ${at(prev)}`)} as a, ${edge('min', sql`v.occurred_at >= ${at(start)}`)} as b,
               ${edge('max', sql`v.occurred_at < ${at(start)}`)} as c, ${edge('min', sql`v.occurred_at >= ${at(end)}`)} as d`,
  );
  const num = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Number(v));
  return [snapWindow(prev, start, num(row?.a), num(row?.b)), snapWindow(start, end, num(row?.c), num(row?.d))];
}

/** Every calendar date from `first` to `last` (YYYY-MM-DD, inclusive). Plain calendar arithmetic. */
export function datesBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += DAY_MS) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export async function pageVisits(
  db: Db,
  orderId: string,
  w: AnalyticsWindow,
  limit: number,
): Promise<PageVisitsResponse> {
  // The dates listed are those of the window as asked; the counts come from the snapped windows,
  // which hold exactly the same visits.
  const [[prev, prevEnd], [start, end]] = await snappedWindows(
    db,
    orderId,
    w.previousStart.getTime(),
    w.start.getTime(),
    w.end.getTime(),
  );
  const [[span], days, countries, cities, [previousTotal], [previousCities]] = await Promise.all([
    // The local dates the window spans (this also checks the zone name against PostgreSQL's own).
    queryRows<{ first: string; last: string }>(
      db,
      sql`select to_char((${at(w.start)} at time zone ${w.timeZone})::date, 'YYYY-MM-DD') as first,
                 to_char(((${at(w.end)} - interval '1 microsecond') at time zone ${w.timeZone})::date, 'YYYY-MM-DD') as last`,
    ),
    queryRows<{ day: string; visits: number }>(
      db,
      sql`select to_char((t at time zone ${w.timeZone})::date, 'YYYY-MM-DD') as day, sum(n)::int as visits
            from (${timeSource(orderId, start, end, w.country)}) s
           group by 1`,
    ),
    queryRows<{ country: string; visits: number }>(db, countrySource(orderId, start, end, w.country)),
    queryRows<{ country: string; city: string; visits: number; cities: number }>(
      db,
      sql`select country, city, visits, count(*) over ()::int as cities
            from (${citySource(orderId, start, end, w.country)}) c
           order by visits desc, city collate "C", country collate "C"
           limit ${limit}`,
    ),
    queryRows<{ visits: number }>(
      db,
      sql`select coalesce(sum(n), 0)::int as visits from (${timeSource(orderId, prev, prevEnd, w.country)}) s`,
    ),
    queryRows<{ cities: number }>(
      db,
      sql`select count(*)::int as cities from (${citySource(orderId, prev, prevEnd, w.country)}) c`,
    ),
  ]);

  const perDay = new Map(days.map((d) => [d.day, d.visits]));
  const daily = datesBetween(span!.first, span!.last).map((date) => ({ date, visits: perDay.get(date) ?? 0 }));
  const country = countries
    .map((c) => ({ country: c.country || UNKNOWN_COUNTRY, visits: c.visits }))
    .sort((a, b) => b.visits - a.visits || byCode(a.country, b.country))
    .slice(0, limit);
  return {
    summary: { total_visits: days.reduce((sum, d) => sum + d.visits, 0), unique_cities: cities[0]?.cities ?? 0 },
    previous_summary: { total_visits: previousTotal?.visits ?? 0, unique_cities: previousCities?.cities ?? 0 },
    aggregations: {
      daily,
      country,
      city: cities.map((c) => ({ city: c.city, country: c.country || UNKNOWN_COUNTRY, visits: c.visits })),
    },
    window: windowJson(w),
  };
}
