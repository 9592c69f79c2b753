import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { visits } from '../db/schema';

export type VisitRow = typeof visits.$inferInsert;

const text = (rows: VisitRow[], pick: (r: VisitRow) => string | null | undefined) =>
  sql.param(rows.map((r) => pick(r) ?? null));

/**
 * Insert many visits in one statement with one array parameter per column (`unnest`): the
 * statement's size does not grow with the batch, so PostgreSQL parses it once per batch at the
 * same cost whether it carries 2 rows or 1,000.
 */
export async function insertVisits(db: Db, rows: VisitRow[]): Promise<void> {
  if (!rows.length) return;
  const occurredAt = sql.param(rows.map((r) => (r.occurredAt ?? new Date()).toISOString()));
  await db.execute(sql`
    insert into visits (order_id, occurred_at, visitor_hash, country, country_code, region, city,
                        referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content)
    select * from unnest(
      ${text(rows, (r) => r.orderId)}::text[], ${occurredAt}::timestamptz[], ${text(rows, (r) => r.visitorHash)}::text[],
      ${text(rows, (r) => r.country)}::text[], ${text(rows, (r) => r.countryCode)}::text[], ${text(rows, (r) => r.region)}::text[],
      ${text(rows, (r) => r.city)}::text[], ${text(rows, (r) => r.referrer)}::text[], ${text(rows, (r) => r.utmSource)}::text[],
      ${text(rows, (r) => r.utmMedium)}::text[], ${text(rows, (r) => r.utmCampaign)}::text[], ${text(rows, (r) => r.utmTerm)}::text[],
      ${text(rows, (r) => r.utmContent)}::text[]
    )`);
}
