import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../api/client';
import {
  createAdCampaignResponseSchema,
  getAdCampaignsResponseSchema,
  getAdContentResponseSchema,
  type AdCampaign,
  type CreateAdCampaignBody,
} from '../../shared/contracts/campaigns';
import { countriesResponseSchema, locationsResponseSchema } from '../../shared/contracts/geo';
import { TRANSITIONAL_STATUSES } from '../../shared/campaigns/status';

/** How often the table asks again while a campaign is Draft or Under Processing. */
export const CAMPAIGN_POLL_MS = 2000;

export const campaignsKey = (orderId: string) => ['ad-campaigns', orderId] as const;

/**
 * The server's detail when it gave one (SPEC §8), else the fallback text. The API client words
 * an answer without a detail as "Request failed (status)": that counts as no detail.
 */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.detail && !/^Request failed \(\d+\)$/.test(err.detail)) return err.detail;
  return fallback;
}

/** An order's campaigns; polls while one of them is being worked on, so statuses change without a reload. */
export function useAdCampaigns(orderId: string, enabled = true) {
  return useQuery({
    queryKey: campaignsKey(orderId),
    queryFn: ({ signal }) =>
      api('/api/get_ad_campaigns', {
        method: 'POST',
        body: { order_id: orderId },
        schema: getAdCampaignsResponseSchema,
        signal,
      }).then((r) => r.ad_campaigns),
    enabled,
    staleTime: 0,
    refetchInterval: (query) =>
      (query.state.data ?? []).some((c: AdCampaign) => TRANSITIONAL_STATUSES.includes(c.status))
        ? CAMPAIGN_POLL_MS
        : false,
  });
}

export function useCreateCampaign(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAdCampaignBody) =>
      api('/api/create_ad_campaign', { method: 'POST', body, schema: createAdCampaignResponseSchema }),
    onSuccess: (res) => {
      queryClient.setQueryData<AdCampaign[]>(campaignsKey(orderId), (old) => [...(old ?? []), res.ad_campaign]);
      void queryClient.invalidateQueries({ queryKey: campaignsKey(orderId) });
    },
  });
}

export function useAdContent(orderId: string, campaignName: string | null) {
  return useQuery({
    queryKey: ['ad-content', orderId, campaignName],
    queryFn: ({ signal }) =>
      api('/api/get_ad_content', {
        method: 'POST',
        body: { order_id: orderId, campaign_name: campaignName },
        schema: getAdContentResponseSchema,
        signal,
      }).then((r) => r.ad_content),
    enabled: Boolean(campaignName),
    retry: false,
  });
}

/** Google Ads countries ([{ value, label }]); the form falls back to three when this fails. */
export function useCountries(enabled = true) {
  return useQuery({
    queryKey: ['geo', 'countries'],
    queryFn: ({ signal }) => api('/api/countries', { schema: countriesResponseSchema, signal }),
    enabled,
    staleTime: Infinity,
    retry: 1,
  });
}

/** Location lookup as you type (Indian states, cities and countries). */
export function useLocationSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['geo', 'locations', q.toLowerCase()],
    queryFn: ({ signal }) =>
      api(`/api/locations?q=${encodeURIComponent(q)}&limit=8`, { schema: locationsResponseSchema, signal }).then(
        (r) => r.locations,
      ),
    enabled: q.length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: (prev) => prev,
  });
}
