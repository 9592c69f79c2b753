import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { pageVisitsKey } from './queryKeys';
import { useTimeZone } from './timeZone';
import { pageVisitsResponseSchema, type TrackingFilters } from '../../shared/contracts/analytics';
import type { Channel } from '../../shared/analytics/channel';

/**
 * An order's page visits (POST /api/tracking, page_visits): the analytics section draws them and
 * a running experiment reads its variants' counts from them, so the query lives here, once.
 */

/** The filters the founder applied, as the API takes them (instants with an offset). */
export interface AppliedFilters {
  start_date?: string;
  end_date?: string;
  country?: string;
  channel?: Channel;
}

/** While the dashboard is visible its numbers are fetched again this often (not in a hidden tab). */
const LIVE_REFRESH_MS = 15_000;
export const live = { refetchInterval: LIVE_REFRESH_MS, refetchIntervalInBackground: false } as const;

export function filtersBody(f: AppliedFilters): TrackingFilters {
  return { start_date: f.start_date, end_date: f.end_date, 'fields.country': f.country, 'fields.channel': f.channel };
}

export function usePageVisits(orderId: string, filters: AppliedFilters, enabled = true) {
  const timezone = useTimeZone();
  return useQuery({
    enabled,
    queryKey: pageVisitsKey(orderId, filters, timezone),
    queryFn: ({ signal }) =>
      api('/api/tracking', {
        method: 'POST',
        body: { order_id: orderId, tracking_type: 'page_visits', filters: filtersBody(filters), timezone },
        schema: pageVisitsResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    ...live,
  });
}
