/** React Query keys of the landing page editor. */
export const pageEditorKey = (orderId: string) => ['page-editor', orderId] as const;

/** The editor's API path of an order. */
export const pagePath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/page`;
