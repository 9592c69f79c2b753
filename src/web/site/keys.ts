// The site feature's React Query keys (GET /api/site: the whole answer, and the home page's support email alone).
export const siteKey = ['site'] as const;
export const supportEmailKey = [...siteKey, 'email'] as const;
