import { useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '../../shared/contracts/site';
import { api } from '../lib/api';
import { supportEmailKey } from './keys';

/**
 * Only the support email from GET /api/site, for the home page's contact link. It checks the one
 * field it uses instead of parsing with the zod contract, which would add ~23 KB gzip of zod to
 * the home page (test/web/budget.test.ts); the Contact Us page parses the whole answer.
 */
export function useSupportEmail(): string | undefined {
  const { data } = useQuery({
    queryKey: supportEmailKey,
    queryFn: async ({ signal }) => {
      const site = await api<Partial<SiteInfo>>('/api/site', { signal });
      return typeof site?.email === 'string' && site.email.includes('@') ? site.email : null;
    },
    staleTime: Infinity,
  });
  return data ?? undefined;
}
