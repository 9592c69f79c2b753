/**
 * The order dashboard's sections (docs/product.md#screens): each has its own address under
 * /dashboard/overview/{orderId}, so a section can be linked to and the back button returns to the
 * one before. A live page opens on its results; set-up (the page, experiments, ads, payments)
 * is one click away.
 */
export const ORDER_SECTIONS = [
  { id: 'results', label: 'Results', path: '' },
  { id: 'page', label: 'Landing page', path: 'page' },
  { id: 'experiments', label: 'Experiments', path: 'experiments' },
  { id: 'campaigns', label: 'Ad campaigns', path: 'campaigns' },
  { id: 'payments', label: 'Payments', path: 'payments' },
] as const;

export type OrderSection = (typeof ORDER_SECTIONS)[number];
export type OrderSectionId = OrderSection['id'];

/** The address of a section of an order's dashboard. */
export function sectionPath(orderId: string, section: OrderSectionId = 'results'): string {
  const base = `/dashboard/overview/${encodeURIComponent(orderId)}`;
  const path = ORDER_SECTIONS.find((s) => s.id === section)!.path;
  return path ? `${base}/${path}` : base;
}

/** The section a `:section` route parameter names (none = results); null for an unknown one. */
export function sectionOf(param: string | undefined): OrderSection | null {
  if (param === undefined || param === '') return ORDER_SECTIONS[0];
  return ORDER_SECTIONS.find((s) => s.path === param) ?? null;
}
