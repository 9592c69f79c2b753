// The campaigns feature's React Query keys.
export const campaignsKey = (orderId: string) => ['ad-campaigns', orderId] as const;
export const adContentKey = (orderId: string, campaignName: string | null) =>
  ['ad-content', orderId, campaignName] as const;
export const campaignDefaultsKey = (orderId: string) => ['campaign-defaults', orderId] as const;
export const countriesKey = ['geo', 'countries'] as const;
/** The lookup is the same whatever the letter case. */
export const locationsKey = (query: string) => ['geo', 'locations', query.toLowerCase()] as const;
