/** docs/product.md#rules-and-limits: orders page size 20; default sort created_at descending; sortable columns. */
export const ORDERS_PAGE_SIZE = 20;
export const ORDERS_MAX_PAGE_SIZE = 100;
export const ORDER_SORT_KEYS = ['id', 'title', 'created_at', 'amount', 'status', 'visitors', 'leads', 'verdict'] as const;
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];
/**
 * The keys that sort by an idea's demand over its page's whole life (the Demand signal card's
 * numbers): sorted by the server across every page of the list (issue 34). Ideas whose page has
 * not been live (no numbers) come last when descending, first when ascending.
 */
const DEMAND_SORT_KEYS = ['visitors', 'leads', 'verdict'] as const satisfies readonly OrderSortKey[];
export type DemandSortKey = (typeof DEMAND_SORT_KEYS)[number];
export const isDemandSortKey = (key: OrderSortKey): key is DemandSortKey =>
  (DEMAND_SORT_KEYS as readonly string[]).includes(key);
/** Statuses whose page has been live, so it has visitors and leads to compare. */
export const MEASURED_STATUSES: ReadonlySet<string> = new Set(['Active', 'Completed']);
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
