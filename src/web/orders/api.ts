import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../lib/api';
import { orderKey, ordersKey } from '../lib/queryKeys';
import { orderPriceKey, orderRemovalKey, ordersPageKey } from './keys';
import {
  deleteOrderResponseSchema,
  listOrdersResponseSchema,
  orderPriceSchema,
  orderRemovalSchema,
  orderSchema,
  placeOrderResponseSchema,
  type Order,
} from '../../shared/contracts/orders';
import type { IdeaAnswer } from '../../shared/orders/questions';
import type { OrderSortKey, SortDir } from '../../shared/orders/list';
import { MINUTE_MS } from '../../shared/time';

export interface OrdersQuery {
  search: string;
  sort: OrderSortKey;
  dir: SortDir;
  page: number;
  pageSize: number;
}

/** While an order is being generated, the dashboard asks again this often (ms). */
const ORDER_POLL_MS = 2000;

export function useOrders(q: OrdersQuery) {
  const params = new URLSearchParams({
    search: q.search,
    sort: q.sort,
    dir: q.dir,
    page: String(q.page),
    page_size: String(q.pageSize),
  });
  return useQuery({
    queryKey: ordersPageKey(q),
    queryFn: ({ signal }) => api(`/orders?${params}`, { schema: listOrdersResponseSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/** One order; polls while Under Processing so the page turns Active by itself. */
export function useOrder(id: string) {
  return useQuery({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => api(`/api/order/${encodeURIComponent(id)}`, { schema: orderSchema, signal }),
    retry: (count, err) => !isApiError(err, 404) && count < 1,
    refetchInterval: (query) => (query.state.data?.status === 'Under Processing' ? ORDER_POLL_MS : false),
    staleTime: 0,
  });
}

/** What an order costs and buys, as the server charges it (never a second copy in the web app). */
export function useOrderPrice(enabled = true) {
  return useQuery({
    queryKey: orderPriceKey,
    queryFn: ({ signal }) => api('/api/orders/price', { schema: orderPriceSchema, signal }),
    staleTime: 10 * MINUTE_MS,
    enabled,
  });
}

/** What deleting an order does (page offline, leads, campaigns stopped, or why not now). */
export function useOrderRemoval(id: string | null) {
  return useQuery({
    queryKey: orderRemovalKey(id),
    queryFn: ({ signal }) =>
      api(`/api/order/${encodeURIComponent(id!)}/removal`, { schema: orderRemovalSchema, signal }),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    // The spec's `amount` is left out: the server prices the order itself.
    mutationFn: (businessIdea: IdeaAnswer[]) =>
      api('/place-order', {
        method: 'POST',
        body: { business_idea: businessIdea },
        schema: placeOrderResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, businessIdea }: { id: string; businessIdea: IdeaAnswer[] }) =>
      api(`/api/order/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: { business_idea: businessIdea },
        schema: orderSchema,
      }),
    onSuccess: (order: Order) => {
      queryClient.setQueryData(orderKey(order.id), order);
      return queryClient.invalidateQueries({ queryKey: ordersKey });
    },
  });
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/orders/${encodeURIComponent(id)}`, { method: 'DELETE', schema: deleteOrderResponseSchema }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: orderKey(id) });
      return queryClient.invalidateQueries({ queryKey: ordersKey });
    },
  });
}
