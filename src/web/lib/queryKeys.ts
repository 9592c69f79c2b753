/** React Query keys of the orders list and of one order (orders, the dashboard, the page editor). */
export const ordersKey = ['orders'] as const;
export const orderKey = (id: string) => ['order', id] as const;

/** React Query keys of the landing page editor. */
export const pageEditorKey = (orderId: string) => ['page-editor', orderId] as const;

/** The editor's API path of an order. */
export const pagePath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/page`;
