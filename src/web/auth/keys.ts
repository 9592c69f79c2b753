// The auth feature's React Query keys.
export const authOptionsKey = ['auth-options'] as const;
