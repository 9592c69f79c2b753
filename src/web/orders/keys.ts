// The orders feature's React Query keys (the ones other areas share are in lib/queryKeys.ts).
import { ordersKey } from '../lib/queryKeys';

/** One page of the orders list, as searched, sorted and paged. */
export const ordersPageKey = (query: object) => [...ordersKey, query] as const;
/** What an order costs and buys. */
export const orderPriceKey = ['order-price'] as const;
/** What deleting an order does. */
export const orderRemovalKey = (id: string | null) => ['order-removal', id] as const;
