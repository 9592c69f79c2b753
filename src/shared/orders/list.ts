/** docs/product.md#rules-and-limits: orders page size 20; default sort created_at descending; sortable columns. */
export const ORDERS_PAGE_SIZE = 20;
export const ORDERS_MAX_PAGE_SIZE = 100;
export const ORDER_SORT_KEYS = ['id', 'title', 'created_at', 'amount', 'status'] as const;
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];
export type SortDir = 'asc' | 'desc';
export const DEFAULT_ORDER_SORT: { sort: OrderSortKey; dir: SortDir } = { sort: 'created_at', dir: 'desc' };

/** 1-based page numbers to show around the current one (first, last, neighbours; null = gap). */
export function pageWindow(page: number, pageCount: number, radius = 1): (number | null)[] {
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last > 1) out.push(null);
    out.push(p);
  }
  return out;
}
