// The React Query keys more than one area reads: each feature's own keys are in its keys.ts
// (docs/architecture.md "One home per concept"; test/architecture/query-keys-home.test.ts).
import type { AppliedFilters } from './pageVisits';

/** React Query keys of the orders list and of one order (orders, the dashboard, the page editor). */
export const ordersKey = ['orders'] as const;
export const orderKey = (id: string) => ['order', id] as const;

/** React Query keys of the landing page editor. */
export const pageEditorKey = (orderId: string) => ['page-editor', orderId] as const;

/** Every number of an order's analytics (invalidated together when a lead or an experiment changes what counts). */
export const analyticsKey = (orderId: string) => ['analytics', orderId] as const;
/** The Demand signal card's numbers (the analytics section and the ideas list share them). */
export const demandKey = (orderId: string, filters: AppliedFilters, timezone: string) =>
  [...analyticsKey(orderId), 'demand', filters, timezone] as const;
/** The page visits (the analytics section and a running experiment). */
export const pageVisitsKey = (orderId: string, filters: AppliedFilters, timezone: string) =>
  [...analyticsKey(orderId), 'page_visits', filters, timezone] as const;

/** Every payment history on the page is refreshed after a checkout (paid, refunded or failed). */
export const paymentsKey = ['payments'] as const;
export const paymentHistoryKey = (orderId: string) => [...paymentsKey, 'history', orderId] as const;

/** The editor's API path of an order. */
export const pagePath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/page`;
