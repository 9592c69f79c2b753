import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { publishedOrderWhere } from '../landing/published';

/**
 * Whether an order's landing page is public, cached for a few seconds: the page-view beacon is
 * the hot path (docs/architecture.md#runs-anywhere-scales-out) and must not cost a lookup per event.
 */
export class LiveOrderCache {
  /** lru-cache with a time to live: a "yes" is kept `ttlMs`, a "no" a fifth of it. */
  private readonly entries: LRUCache<string, boolean>;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 15_000,
    maxEntries = 10_000,
  ) {
    this.entries = new LRUCache<string, boolean>({ max: maxEntries, ttl: ttlMs });
  }

  /** The cached answer while it is fresh (no promise: the hot path), else `undefined`. */
  peek(orderId: string): boolean | undefined {
    return this.entries.get(orderId);
  }

  async isLive(orderId: string): Promise<boolean> {
    const cached = this.peek(orderId);
    if (cached !== undefined) return cached;
    const rows = await this.db.select({ id: orders.id }).from(orders).where(publishedOrderWhere(orderId)).limit(1);
    const live = rows.length > 0;
    this.entries.set(orderId, live, { ttl: live ? this.ttlMs : this.ttlMs / 5 });
    return live;
  }
}
