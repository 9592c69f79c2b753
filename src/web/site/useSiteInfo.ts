import { useQuery } from '@tanstack/react-query';
import { siteInfoSchema, type SiteInfo } from '../../shared/contracts/site';
import { api } from '../lib/api';
import { siteKey } from './keys';

/** The merchant's public details (GET /api/site, from the server's MERCHANT_* settings). */
export function useSiteInfo() {
  return useQuery<SiteInfo>({
    queryKey: siteKey,
    queryFn: ({ signal }) => api('/api/site', { schema: siteInfoSchema, signal }),
    staleTime: Infinity,
  });
}
