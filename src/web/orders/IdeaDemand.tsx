import { useQueries } from '@tanstack/react-query';
import { api } from '../lib/api';
import { demandKey } from '../lib/queryKeys';
import { useTimeZone } from '../lib/timeZone';
import { demandResponseSchema, type DemandResponse } from '../../shared/contracts/analytics';
import { demandSignalOf, type DemandLevel } from '../../shared/analytics/demand';
import type { OrderSummary } from '../../shared/contracts/orders';
import { MEASURED_STATUSES } from '../../shared/orders/list';

/** The verdict's word per level, as the Demand signal card's verdict opens (docs/analytics.md#what-the-verdict-means). */
export const VERDICT_WORD: Record<DemandLevel, string> = {
  early: 'Too early to tell',
  noise: 'Noise',
  promising: 'Some demand',
  strong: 'Strong demand',
};

export interface IdeaNumbers {
  visitors: number;
  leads: number;
  level: DemandLevel;
}


/**
 * Each idea's visitors, leads and verdict over its page's whole life (the Demand signal card's
 * numbers, POST /api/tracking/demand), for the ideas list: one request per live idea on the page.
 */
export function useIdeaNumbers(orders: readonly OrderSummary[]): Map<string, IdeaNumbers | undefined> {
  const timezone = useTimeZone();
  const live = orders.filter((o) => MEASURED_STATUSES.has(o.status));
  const results = useQueries({
    queries: live.map((o) => ({
      queryKey: demandKey(o.id, {}, timezone),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api('/api/tracking/demand', {
          method: 'POST',
          body: { order_id: o.id, filters: {}, timezone },
          schema: demandResponseSchema,
          signal,
        }),
      staleTime: 30_000,
    })),
  });
  const out = new Map<string, IdeaNumbers | undefined>();
  live.forEach((o, i) => {
    const d = results[i]?.data as DemandResponse | undefined;
    out.set(o.id, d && { visitors: d.visitors, leads: d.leads, level: demandSignalOf(d).level });
  });
  return out;
}
