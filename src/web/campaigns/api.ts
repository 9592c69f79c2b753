import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../lib/api';
import {
  campaignDefaultsResponseSchema,
  createAdCampaignResponseSchema,
  getAdCampaignsResponseSchema,
  getAdContentResponseSchema,
  updateAdContentResponseSchema,
  type AdCampaign,
  type AdContent,
  type CreateAdCampaignBody,
  type UpdateAdContentBody,
} from '../../shared/contracts/campaigns';
import { countriesResponseSchema, locationsResponseSchema } from '../../shared/contracts/geo';
import { TRANSITIONAL_STATUSES } from '../../shared/campaigns/status';
import { MINUTE_MS } from '../../shared/time';
import { adContentKey, campaignDefaultsKey, campaignsKey, countriesKey, locationsKey } from './keys';

/** How often the table asks again while a campaign is Draft or Under Processing. */
export const CAMPAIGN_POLL_MS = 2000;
/** While a campaign runs, its reported figures (stored every 15 minutes) and its end are fetched again this often. */
const ACTIVE_POLL_MS = MINUTE_MS;

/**
 * The server's detail when it gave one (docs/product.md#messages), else the fallback text. The API client words
 * an answer without a detail as "Request failed (status)": that counts as no detail.
 */
export function errorText(err: unknown, fallback: string): string {
  if (isApiError(err) && err.detail && !/^Request failed \(\d+\)$/.test(err.detail)) return err.detail;
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
        : (query.state.data ?? []).some((c: AdCampaign) => c.status === 'Active')
          ? ACTIVE_POLL_MS
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
    queryKey: adContentKey(orderId, campaignName),
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

/**
 * Save the founder's ad copy (before paying). The stored copy the server answers with becomes the
 * cached ad content, so the preview shows exactly what was saved; the campaigns list refreshes
 * (business name, "edited" mark).
 */
export function useUpdateAdContent(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<UpdateAdContentBody, 'order_id'>) =>
      api('/api/update_ad_content', {
        method: 'POST',
        body: { ...body, order_id: orderId },
        schema: updateAdContentResponseSchema,
      }),
    onSuccess: (res, body) => {
      queryClient.setQueryData<AdContent | null>(adContentKey(orderId, body.campaign_name), res.ad_content);
      void queryClient.invalidateQueries({ queryKey: campaignsKey(orderId) });
    },
  });
}

/** Where a new campaign's locations start: the places the order's answers name, else the default country. */
export function useCampaignDefaults(orderId: string, enabled = true) {
  return useQuery({
    queryKey: campaignDefaultsKey(orderId),
    queryFn: ({ signal }) =>
      api('/api/get_campaign_defaults', {
        method: 'POST',
        body: { order_id: orderId },
        schema: campaignDefaultsResponseSchema,
        signal,
      }),
    enabled,
    staleTime: Infinity,
    // Without them the form starts from the default country, as it did.
    retry: false,
  });
}

/** Google Ads countries ([{ value, label }]); the form falls back to three when this fails. */
export function useCountries(enabled = true) {
  return useQuery({
    queryKey: countriesKey,
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
    queryKey: locationsKey(q),
    queryFn: ({ signal }) =>
      api(`/api/locations?q=${encodeURIComponent(q)}&limit=8`, { schema: locationsResponseSchema, signal }).then(
        (r) => r.locations,
      ),
    enabled: q.length >= 2,
    staleTime: 5 * MINUTE_MS,
    placeholderData: (prev) => prev,
  });
}
