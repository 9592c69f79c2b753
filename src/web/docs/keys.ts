// The docs feature's React Query keys.
export const openApiKey = ['openapi'] as const;
