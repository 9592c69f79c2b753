import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { DEFAULT_PAGE_CACHE_LIMITS, PublishedPageCache, type CachedPage, type PageCacheLimits } from './page-cache';
import type { ChangeFeed } from '../db/change-feed';
import { findPublishedOrder, findPublishedPage, findPublishedVersion, type PublishedOrder } from './published';
import type { RenderedPage } from './render';
import { preparePage } from './send';
import { applyVariant, type StoredVariant } from '../../shared/contracts/experiments';

export type PageLookup = { kind: 'page'; entry: CachedPage } | { kind: 'missing' } | { kind: 'unavailable' };

/** How long a page request waits for the database before answering without it. */
const PAGE_DATABASE_TIMEOUT_MS = 5_000;
/** While the database cannot confirm a kept page, it is served without asking again for this long. */
const RETRY_WHILE_DOWN_MS = 5_000;

class DatabaseUnavailable extends Error {}

/**
 * The published landing pages of this process: kept in memory by order id (see page-cache.ts),
 * dropped when the `orders` trigger notifies a change on `landing_pages` (the process's change
 * feed, src/server/db/change-feed.ts), read and rendered
 * once per version with one database read however many visitors arrive together, and served from
 * memory while the database is down.
 */
export class PublishedPages {
  readonly cache: PublishedPageCache;
  private readonly pending = new Map<string, Promise<PageLookup>>();
  private unsubscribe: (() => void) | null = null;
  private lastOutageLog = 0;

  constructor(
    private readonly deps: {
      database: Database;
      /** The process's change feed (notifications on `landing_pages` drop a kept page). */
      changes: ChangeFeed;
      log: FastifyBaseLogger;
      /** `variant`: the name written in `<body data-variant>` (the content already carries its changes). */
      render: (orderId: string, landingPage: unknown, now: Date, variant?: string) => RenderedPage;
      limits?: PageCacheLimits;
      databaseTimeoutMs?: number;
      now?: () => number;
    },
  ) {
    this.cache = new PublishedPageCache(deps.limits ?? DEFAULT_PAGE_CACHE_LIMITS, deps.now);
  }

  /** True while change notifications arrive (kept pages are then dropped as soon as they change). */
  get listening(): boolean {
    return this.unsubscribe !== null && this.deps.changes.listening;
  }

  /** Receive the page change notifications (the feed is started if it was not). */
  start(): Promise<void> {
    if (!this.unsubscribe) {
      // Pages kept while not subscribed may have changed unnoticed.
      this.cache.clear();
      this.pending.clear();
      this.unsubscribe = this.deps.changes.subscribe('landing_pages', {
        changed: (orderId) => {
          this.cache.invalidate(orderId);
          this.pending.delete(orderId);
        },
        reset: () => {
          this.cache.clear();
          this.pending.clear();
        },
      });
    }
    return this.deps.changes.start();
  }

  async stop(): Promise<void> {
    if (!this.unsubscribe) return;
    this.unsubscribe();
    this.unsubscribe = null;
    await this.deps.changes.stop();
  }

  /** A kept page that needs no database check (no promise: the hot path). */
  fresh(orderId: string): CachedPage | undefined {
    return this.cache.fresh(orderId);
  }

  /** Read (or confirm) a page with the database; concurrent lookups of one order share one read. */
  lookup(orderId: string): Promise<PageLookup> {
    const inFlight = this.pending.get(orderId);
    if (inFlight) return inFlight;
    const lookup = this.load(orderId).finally(() => {
      if (this.pending.get(orderId) === lookup) this.pending.delete(orderId);
    });
    this.pending.set(orderId, lookup);
    return lookup;
  }

  /** The order behind a page shown once (a form result), or 'unavailable' when the database is down. */
  async publishedOrder(orderId: string): Promise<PublishedOrder | null | 'unavailable'> {
    try {
      return await this.ask(findPublishedOrder(this.deps.database.db, orderId));
    } catch (err) {
      if (err instanceof DatabaseUnavailable) return 'unavailable';
      throw err;
    }
  }

  private async load(orderId: string): Promise<PageLookup> {
    const generation = this.cache.generation;
    const kept = this.cache.peek(orderId);
    const now = this.now();
    const year = new Date(now).getUTCFullYear();
    let row: { landingPage: unknown; version: string; experiment: StoredVariant[] | null } | null;
    try {
      if (kept) {
        const version = await this.ask(findPublishedVersion(this.deps.database.db, orderId));
        if (version === null) {
          this.cache.invalidate(orderId);
          return { kind: 'missing' };
        }
        if (version === kept.version && kept.year === year) {
          this.cache.confirm(kept, generation);
          return { kind: 'page', entry: kept };
        }
      }
      row = await this.ask(findPublishedPage(this.deps.database.db, orderId));
    } catch (err) {
      if (!(err instanceof DatabaseUnavailable)) throw err;
      if (kept) {
        // Served as kept; asked again after a short while rather than on every request.
        this.cache.retryLater(kept, RETRY_WHILE_DOWN_MS);
        return { kind: 'page', entry: kept };
      }
      return { kind: 'unavailable' };
    }
    if (!row) {
      if (kept) this.cache.invalidate(orderId);
      return { kind: 'missing' };
    }
    const entry: CachedPage = row.experiment
      ? await this.prepareVariants(orderId, row.landingPage, row.experiment, row.version, year, now)
      : {
          orderId,
          version: row.version,
          year,
          prepared: await preparePage(this.deps.render(orderId, row.landingPage, new Date(now))),
          checkedAt: now,
        };
    this.cache.store(entry, generation);
    return { kind: 'page', entry };
  }

  /** Every variant of a running experiment rendered and compressed (once per version, as a plain page is). */
  private async prepareVariants(
    orderId: string,
    landingPage: unknown,
    variants: StoredVariant[],
    version: string,
    year: number,
    now: number,
  ): Promise<CachedPage> {
    const pages = await Promise.all(
      variants.map((v) =>
        preparePage(this.deps.render(orderId, applyVariant(landingPage, v), new Date(now), v.name), {
          perVisitor: true,
        }),
      ),
    );
    return {
      orderId,
      version,
      year,
      prepared: pages[0]!,
      variants: { names: variants.map((v) => v.name), pages },
      checkedAt: now,
    };
  }

  /** A database read with a deadline; any failure (down, refused, too slow) is DatabaseUnavailable. */
  private async ask<T>(query: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${this.deps.databaseTimeoutMs ?? PAGE_DATABASE_TIMEOUT_MS} ms`)),
        this.deps.databaseTimeoutMs ?? PAGE_DATABASE_TIMEOUT_MS,
      );
    });
    try {
      return await Promise.race([query, deadline]);
    } catch (err) {
      const now = this.now();
      if (now - this.lastOutageLog > 10_000) {
        this.lastOutageLog = now;
        this.deps.log.warn({ err }, 'landing pages: database unavailable; serving kept pages, 503 for the others');
      }
      throw new DatabaseUnavailable((err as Error).message);
    } finally {
      clearTimeout(timer);
    }
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }
}
