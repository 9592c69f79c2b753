import type { Db } from '../db/client';
import { demandCounts } from './demand';
import { resolveWindow } from './window';
import { DEMAND_LEVEL_RANK, demandSignalOf } from '../../shared/analytics/demand';
import { MEASURED_STATUSES, type DemandSortKey } from '../../shared/orders/list';

/**
 * Each listed idea's sort value by its demand over its page's whole life, read as the Demand signal
 * card reads it (demandCounts over the window from the order's creation to now, UTC): visitors,
 * leads, or the verdict's rank. -1 for an idea whose page has not been live.
 */
export async function demandSortValues(
  db: Db,
  rows: readonly { id: string; status: string; createdAt: Date }[],
  key: DemandSortKey,
  now: Date,
): Promise<Map<string, number>> {
  const values = await Promise.all(
    rows.map(async (o) => {
      if (!MEASURED_STATUSES.has(o.status)) return -1;
      const d = await demandCounts(db, o.id, resolveWindow({}, 'UTC', o.createdAt, now));
      return key === 'verdict' ? DEMAND_LEVEL_RANK[demandSignalOf(d).level] : d[key];
    }),
  );
  return new Map(rows.map((o, i) => [o.id, values[i]!]));
}
