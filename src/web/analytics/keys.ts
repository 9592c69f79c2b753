// The analytics feature's React Query keys (the ones other areas share are in lib/queryKeys.ts).
import type { LeadQuality, LeadStatus } from '../../shared/contracts/analytics';
import { analyticsKey } from '../lib/queryKeys';
import type { AppliedFilters } from '../lib/pageVisits';

/** One page of the leads (contact form submissions), as filtered. */
export const submissionsKey = (
  orderId: string,
  filters: AppliedFilters,
  timezone: string,
  page: number,
  status: LeadStatus | undefined,
  quality: LeadQuality | undefined,
) => [...analyticsKey(orderId), 'contact_form', filters, timezone, page, status ?? 'all', quality ?? 'all'] as const;
/** The latest leads of the period (the answers card). */
export const latestAnswersKey = (orderId: string, filters: AppliedFilters, timezone: string, limit: number) =>
  [...analyticsKey(orderId), 'contact_form', filters, timezone, 'latest', limit] as const;
/** Whether the weekly digest of the report is on. */
export const digestKey = (orderId: string) => ['report', orderId, 'digest'] as const;
