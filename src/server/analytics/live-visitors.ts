import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { currentVisitors } from './page-visits';

/** How old a `current_visitors` figure may be when the route answers with it. */
const LIVE_VISITORS_MAX_AGE_MS = 1_000;

/**
 * `current_visitors` per order for this process: counted at most once per LIVE_VISITORS_MAX_AGE_MS,
 * and by one query at a time (requests arriving while it runs share its answer). The count is
 * exact over the last five minutes of raw visits (page-visits.ts), so its cost grows with the
 * traffic of those minutes, while the figure only feeds the dashboard's "N visitors in the last 5
 * minutes" line, which the dashboard refreshes every 15 s: a founder with several tabs open, or a
 * load test, pays for it once a second, not once per request. Everything else in the answer is
 * read fresh on every request.
 */
export class LiveVisitors {
  private readonly kept = new LRUCache<string, { n: number; at: number }>({ max: 5_000 });
  private readonly pending = new Map<string, Promise<number>>();

  constructor(
    private readonly db: Db,
    private readonly maxAgeMs = LIVE_VISITORS_MAX_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  count(orderId: string): Promise<number> {
    const kept = this.kept.get(orderId);
    if (kept && this.now() - kept.at < this.maxAgeMs) return Promise.resolve(kept.n);
    const inFlight = this.pending.get(orderId);
    if (inFlight) return inFlight;
    const at = this.now();
    const counting = currentVisitors(this.db, orderId, new Date(at))
      .then((n) => {
        this.kept.set(orderId, { n, at });
        return n;
      })
      .finally(() => this.pending.delete(orderId));
    this.pending.set(orderId, counting);
    return counting;
  }
}
