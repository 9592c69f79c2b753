import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, fetchFile, saveFile } from '../lib/api';
import {
  contactFormResponseSchema,
  demandResponseSchema,
  leadFollowUpSchema,
  SUBMISSIONS_PAGE_SIZE,
  type LeadQuality,
  type LeadStatus,
  type LeadUpdate,
} from '../../shared/contracts/analytics';
import { filtersBody, live, type AppliedFilters } from '../lib/pageVisits';
import { analyticsKey, demandKey } from '../lib/queryKeys';
import { latestAnswersKey, submissionsKey } from './keys';
import { useTimeZone } from '../lib/timeZone';

export { usePageVisits, type AppliedFilters } from '../lib/pageVisits';
export { useTimeZone } from '../lib/timeZone';

export function useSubmissions(
  orderId: string,
  filters: AppliedFilters,
  page: number,
  status?: LeadStatus,
  quality?: LeadQuality,
) {
  const timezone = useTimeZone();
  return useQuery({
    queryKey: submissionsKey(orderId, filters, timezone, page, status, quality),
    queryFn: ({ signal }) =>
      api('/api/tracking', {
        method: 'POST',
        body: {
          order_id: orderId,
          tracking_type: 'contact_form',
          limit: SUBMISSIONS_PAGE_SIZE,
          offset: (page - 1) * SUBMISSIONS_PAGE_SIZE,
          lead_status: status,
          lead_quality: quality,
          filters: filtersBody(filters),
          timezone,
        },
        schema: contactFormResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    ...live,
  });
}

/** How many of the latest leads the "answers to your question" card reads. */
export const LATEST_ANSWERS_READ = 100;

/**
 * The latest leads of the period (up to LATEST_ANSWERS_READ, newest first), for the answers to the
 * page's question: the card lists those who answered it.
 */
export function useLatestAnswers(orderId: string, filters: AppliedFilters, enabled: boolean) {
  const timezone = useTimeZone();
  return useQuery({
    enabled,
    queryKey: latestAnswersKey(orderId, filters, timezone, LATEST_ANSWERS_READ),
    queryFn: ({ signal }) =>
      api('/api/tracking', {
        method: 'POST',
        body: {
          order_id: orderId,
          tracking_type: 'contact_form',
          limit: LATEST_ANSWERS_READ,
          offset: 0,
          filters: filtersBody(filters),
          timezone,
        },
        schema: contactFormResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    ...live,
  });
}

/** Set a lead's follow-up (status and/or note); the lists of leads are fetched again after. */
export function useLeadFollowUp(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: LeadUpdate & { id: string }) =>
      api(`/api/leads/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: leadFollowUpSchema }),
    // "Not a fit" and "Not spam" change what counts: the demand card and funnel are read again too.
    onSuccess: () => client.invalidateQueries({ queryKey: analyticsKey(orderId) }),
  });
}

export function useDemand(orderId: string, filters: AppliedFilters) {
  const timezone = useTimeZone();
  return useQuery({
    queryKey: demandKey(orderId, filters, timezone),
    queryFn: ({ signal }) =>
      api('/api/tracking/demand', {
        method: 'POST',
        body: { order_id: orderId, filters: filtersBody(filters), timezone },
        schema: demandResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    ...live,
  });
}

export type CsvExport = 'contact_form' | 'daily_visits';

/** Fetch a CSV export through the API client (bearer token, 401) and hand it to the browser as a download. */
export async function downloadCsv(orderId: string, kind: CsvExport, filters: AppliedFilters, timezone: string): Promise<void> {
  const body =
    kind === 'contact_form'
      ? { order_id: orderId }
      : { order_id: orderId, filters: filtersBody(filters), timezone };
  const { blob, filename } = await fetchFile(`/api/tracking/export/${kind}`, { method: 'POST', body });
  saveFile(blob, filename ?? `${kind}.csv`);
}
