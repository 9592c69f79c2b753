// The experiments feature's React Query keys.
export const experimentsKey = (orderId: string) => ['experiments', orderId] as const;
