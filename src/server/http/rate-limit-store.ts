import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & { sharedScope?: string };

// The plugin's own in-memory store (not re-exported by its entry point; the file is part of the package).
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => FastifyRateLimitStore;

/** Longest window a shared limit may use: counters older than this are deleted. */
export const SHARED_WINDOW_MAX_MS = 24 * 60 * 60 * 1000;
const CLEANUP_EVERY_MS = 10 * 60 * 1000;

/**
 * Counts in PostgreSQL (`request_counters`), so every app process behind a load balancer shares
 * one count per address: a fixed window that starts with the first request, one upsert per request.
 * For low-volume public writes (the contact form), not for the page-view beacon's hot path.
 */
class DatabaseStore implements FastifyRateLimitStore {
  private lastCleanup = 0;

  constructor(
    private readonly db: Db,
    private readonly scope: string,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    if (timeWindow > SHARED_WINDOW_MAX_MS) {
      callback(new Error(`a shared rate limit window may not exceed ${SHARED_WINDOW_MAX_MS} ms`));
      return;
    }
    const window = sql`(${timeWindow} * interval '1 millisecond')`;
    this.db
      .execute(
        sql`insert into request_counters as c (key, window_start, hits)
            values (${`${this.scope}:${key}`}, now(), 1)
            on conflict (key) do update set
              hits = case when c.window_start <= now() - ${window} then 1 else c.hits + 1 end,
              window_start = case when c.window_start <= now() - ${window} then now() else c.window_start end
            returning hits, greatest(0, extract(epoch from (window_start + ${window} - now())) * 1000)::float8 as ttl`,
      )
      .then((result) => {
        const [row] = (result as unknown as { rows: { hits: number; ttl: number }[] }).rows;
        callback(null, { current: Number(row!.hits), ttl: Math.ceil(Number(row!.ttl)) });
        this.cleanUp();
      }, callback);
  }

  child(): FastifyRateLimitStore {
    return this;
  }

  /** Now and then, drop counters whose window ended long ago (an address seen once stays a row). */
  private cleanUp(): void {
    const now = Date.now();
    if (now - this.lastCleanup < CLEANUP_EVERY_MS) return;
    this.lastCleanup = now;
    this.db
      .execute(
        sql`delete from request_counters where window_start < now() - ${SHARED_WINDOW_MAX_MS} * interval '1 millisecond'`,
      )
      .catch(() => undefined);
  }
}

/**
 * The store for @fastify/rate-limit: in memory per process (the plugin's LocalStore) unless a limit
 * asks for `sharedScope`, which counts in the database across processes.
 */
export function rateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class implements FastifyRateLimitStore {
    private readonly local: FastifyRateLimitStore;

    constructor(options: FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      // The plugin passes its resolved global settings, which include these two.
      this.local = new LocalStore(options.continueExceeding, options.exponentialBackoff);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.local.incr(key, callback, timeWindow, max);
    }

    child(options: ChildOptions): FastifyRateLimitStore {
      return options.sharedScope ? new DatabaseStore(db, options.sharedScope) : this.local.child(options);
    }
  };
}
