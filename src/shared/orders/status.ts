/** docs/product.md#statuses order statuses, in the order an order moves through them. */
export const ORDER_STATUSES = ['Payment Required', 'Under Processing', 'Active', 'Completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type BadgeVariant = 'warning' | 'success' | 'primary' | 'secondary' | 'danger';

/**
 * docs/product.md#statuses badge colours, of orders and ad campaigns alike: Under Processing
 * warning, Active success, Completed primary, Draft (campaigns only) secondary, any other danger.
 */
export function statusBadge(status: string): BadgeVariant {
  switch (status) {
    case 'Draft':
      return 'secondary';
    case 'Under Processing':
      return 'warning';
    case 'Active':
      return 'success';
    case 'Completed':
      return 'primary';
    default:
      return 'danger';
  }
}

/** Analytics (and the landing page link) exist only for these (docs/product.md#statuses). */
export function isLive(status: string): boolean {
  return status === 'Active' || status === 'Completed';
}
