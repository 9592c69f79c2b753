// The notifications' React Query keys.
export const notificationsKey = ['notifications'] as const;
