import { LRUCache } from 'lru-cache';
import type { PreparedPage } from './send';
import { MINUTE_MS } from '../../shared/time';

/** A published page kept in memory, with the database version it was rendered from. */
export interface CachedPage {
  orderId: string;
  /** The stored content's version (`md5(landing_page::text)` in the database). */
  version: string;
  /** The UTC year in the page's footer. */
  year: number;
  prepared: PreparedPage;
  /**
   * With a running experiment: one prepared page per variant (the control first, the same object
   * as `prepared`) and their names; a visitor is served one of them (src/server/landing/routes.ts).
   */
  variants?: { names: string[]; pages: PreparedPage[] };
  /** When the database last confirmed this version (Date.now()). */
  checkedAt: number;
  /** Served without asking the database until then (set by the cache). */
  freshUntil?: number;
}

export interface PageCacheLimits {
  /** Most pages kept. */
  maxEntries: number;
  /** Most bytes kept (plain + gzip + brotli bodies). */
  maxBytes: number;
  /** After this long an entry is confirmed with the database again before it is served. */
  maxAgeMs: number;
}

export const DEFAULT_PAGE_CACHE_LIMITS: PageCacheLimits = {
  maxEntries: 2_000,
  maxBytes: 64 * 1024 * 1024,
  maxAgeMs: MINUTE_MS,
};

const startOfNextUtcYear = (year: number) => Date.UTC(year + 1, 0, 1);

/**
 * Published landing pages by order id: a visit to a cached page needs no database round trip.
 * Entries are dropped when the `orders` trigger says the order's page changed (see
 * published-pages.ts), all at once when notifications may have been missed, and confirmed with the
 * database again after `maxAgeMs` (a safety net, not the way edits arrive).
 *
 * lru-cache, bounded by entries and by bytes (least recently used go first). Freshness is kept
 * per entry (`freshUntil`) rather than as lru-cache's TTL: an entry past its age is not dropped,
 * it is served as it is while the database cannot confirm it (`peek`). `generation` changes with
 * every drop: a page read from the database before a drop is not stored after it (it may be the
 * old content).
 */
export class PublishedPageCache {
  private readonly entries: LRUCache<string, CachedPage>;
  private generationCounter = 0;

  constructor(
    readonly limits: PageCacheLimits = DEFAULT_PAGE_CACHE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LRUCache<string, CachedPage>({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      sizeCalculation: bodyBytes,
    });
  }

  get generation(): number {
    return this.generationCounter;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.entries.calculatedSize;
  }

  /** The entry if it can be served without asking the database (no promise: the hot path). */
  fresh(orderId: string): CachedPage | undefined {
    // One lookup: a request makes the page the most recently used whether or not it is fresh
    // (one past its age is confirmed and kept, or dropped, right after).
    const entry = this.entries.get(orderId);
    return entry && this.now() < entry.freshUntil! ? entry : undefined;
  }

  /** The entry whatever its age (served while the database cannot confirm it). */
  peek(orderId: string): CachedPage | undefined {
    return this.entries.peek(orderId);
  }

  private setFreshUntil(entry: CachedPage): void {
    // A new year changes the footer: the page is rendered again.
    entry.freshUntil = Math.min(entry.checkedAt + this.limits.maxAgeMs, startOfNextUtcYear(entry.year));
  }

  /** The database cannot be asked now: serve `entry` as it is for `ms` more before trying again. */
  retryLater(entry: CachedPage, ms: number): void {
    entry.freshUntil = this.now() + ms;
  }

  /** Keep a page read at `generation`; refused (false) if a drop happened since the read. */
  store(entry: CachedPage, generation: number): boolean {
    if (generation !== this.generationCounter) return false;
    this.entries.delete(entry.orderId);
    if (bodyBytes(entry) > this.limits.maxBytes) return false;
    this.setFreshUntil(entry);
    this.entries.set(entry.orderId, entry);
    return true;
  }

  /** The database confirmed `entry` at `generation` (unchanged): serve it for another max age. */
  confirm(entry: CachedPage, generation: number): void {
    if (generation === this.generationCounter && this.entries.peek(entry.orderId) === entry) {
      entry.checkedAt = this.now();
      this.setFreshUntil(entry);
    }
  }

  /** The order's page changed or is no longer public. */
  invalidate(orderId: string): void {
    this.generationCounter++;
    this.entries.delete(orderId);
  }

  clear(): void {
    this.generationCounter++;
    this.entries.clear();
  }
}

function bodyBytes(entry: CachedPage): number {
  let total = 0;
  for (const { bodies } of entry.variants?.pages ?? [entry.prepared]) {
    total += bodies.identity.length + bodies.gzip.length + bodies.br.length;
  }
  return total;
}
