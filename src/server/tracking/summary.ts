import { and, countDistinct, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { visits } from '../db/schema';

/** Total and unique visits of an order's landing page, optionally within [from, to). */
export async function visitTotals(
  db: Db,
  orderId: string,
  range: { from?: Date; to?: Date } = {},
): Promise<{ visits: number; uniqueVisitors: number }> {
  const where = and(
    eq(visits.orderId, orderId),
    range.from ? gte(visits.occurredAt, range.from) : undefined,
    range.to ? lt(visits.occurredAt, range.to) : undefined,
  );
  const [row] = await db
    .select({ visits: count(), uniqueVisitors: countDistinct(visits.visitorHash) })
    .from(visits)
    .where(where);
  return { visits: Number(row?.visits ?? 0), uniqueVisitors: Number(row?.uniqueVisitors ?? 0) };
}
