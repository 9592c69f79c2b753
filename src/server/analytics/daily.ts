import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countedLeads } from './leads';
import { at, queryRows } from './sql';
import type { AnalyticsWindow } from './window';

/**
 * Unique visitors and counted leads per local day of a window (the daily CSV): visitors are the
 * visitors' rows of the day (visit_steps 'page_view', as the demand card counts them) and leads the
 * counted leads (`countedLeads`), each on the local date of its visitor row, under the window's
 * country and channel filters. Days without any are absent.
 */
export async function dailyVisitorsAndLeads(
  db: Db,
  orderId: string,
  w: AnalyticsWindow,
): Promise<Map<string, { visitors: number; leads: number }>> {
  const country = w.country === null ? sql`true` : sql`s.country = ${w.country}`;
  const channel = w.channel === null ? sql`true` : sql`s.channel = ${w.channel}`;
  const day = (column: string) => sql`to_char((${sql.raw(column)} at time zone ${w.timeZone})::date, 'YYYY-MM-DD')`;
  const rows = await queryRows<{ day: string; visitors: number; leads: number }>(
    db,
    sql`select day, sum(visitors)::int as visitors, sum(leads)::int as leads from (
          select ${day('s.occurred_at')} as day, count(*) as visitors, 0 as leads from visit_steps s
           where s.order_id = ${orderId} and s.step = 'page_view'
             and s.occurred_at >= ${at(w.start)} and s.occurred_at < ${at(w.end)} and ${country} and ${channel}
           group by 1
          union all
          select ${day('l.at')}, 0, count(*) from (${countedLeads(orderId, { start: w.start.getTime(), end: w.end.getTime() }, w)}) l
           group by 1
        ) x group by day`,
  );
  return new Map(rows.map((r) => [r.day, { visitors: Number(r.visitors), leads: Number(r.leads) }]));
}
