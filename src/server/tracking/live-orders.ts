import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { publishedOrderWhere } from '../landing/published';

/**
 * Whether an order's landing page is public, cached for a few seconds: the page-view beacon is
 * the hot path (DESIGN §3) and must not cost a lookup per event.
 */
export class LiveOrderCache {
  private readonly entries = new Map<string, { live: boolean; expires: number }>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 15_000,
    private readonly maxEntries = 10_000,
  ) {}

  /** The cached answer while it is fresh (no promise: the hot path), else `undefined`. */
  peek(orderId: string): boolean | undefined {
    const hit = this.entries.get(orderId);
    return hit && hit.expires > Date.now() ? hit.live : undefined;
  }

  async isLive(orderId: string): Promise<boolean> {
    const cached = this.peek(orderId);
    if (cached !== undefined) return cached;
    const now = Date.now();
    const rows = await this.db.select({ id: orders.id }).from(orders).where(publishedOrderWhere(orderId)).limit(1);
    const live = rows.length > 0;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(orderId, { live, expires: now + (live ? this.ttlMs : this.ttlMs / 5) });
    return live;
  }
}
