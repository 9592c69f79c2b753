/** SPEC §4 order statuses, in the order an order moves through them. */
export const ORDER_STATUSES = ['Payment Required', 'Under Processing', 'Active', 'Completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type BadgeVariant = 'warning' | 'success' | 'primary' | 'danger';

/** SPEC §4 badge colours: Under Processing warning, Active success, Completed primary, any other danger. */
export function statusBadge(status: string): BadgeVariant {
  switch (status) {
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

/** Analytics (and the landing page link) exist only for these (SPEC §4). */
export function isLive(status: string): boolean {
  return status === 'Active' || status === 'Completed';
}
