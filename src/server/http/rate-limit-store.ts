import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { DAY_MS, MINUTE_MS } from '../../shared/time';

declare module '@fastify/rate-limit' {
  interface RateLimitOptions {
    /** Count in PostgreSQL under this name, shared by every app process (see DatabaseStore). */
    sharedScope?: string;
    /**
     * For a hot path: count in memory and add the counts to PostgreSQL in one statement every this
     * many milliseconds (see BatchedDatabaseStore) instead of one statement per request.
     */
    sharedSyncMs?: number;
    /** Filled in with the store the limit counts in, for a caller that gives hits back (perIpLimiter). */
    sharedStoreRef?: { store?: FastifyRateLimitStore };
  }
}

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  sharedScope?: string;
  sharedSyncMs?: number;
  sharedStoreRef?: { store?: FastifyRateLimitStore };
};

/** A store that can take back a hit it counted (a request that was refused for the server's own fault). */
export interface GivesBack {
  giveBack(key: string): void;
}

/** Longest window a shared limit may use: counters older than this are deleted. */
const SHARED_WINDOW_MAX_MS = DAY_MS;
const CLEANUP_EVERY_MS = 10 * MINUTE_MS;

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
            returning hits,
              -- A concurrent upsert's now() may be earlier than the window's start: never more than the window.
              least(${timeWindow}, greatest(0, extract(epoch from (window_start + ${window} - now())) * 1000))::float8 as ttl`,
      )
      .then((result) => {
        const [row] = (result as unknown as { rows: { hits: number; ttl: number }[] }).rows;
        callback(null, { current: Number(row!.hits), ttl: Math.ceil(Number(row!.ttl)) });
        this.cleanUp();
      }, callback);
  }

  /** The count as it stands, without adding to it (`createRateLimit(...)(request, { increment: false })`). */
  read(key: string, callback: Callback, timeWindow: number): void {
    const window = sql`(${timeWindow} * interval '1 millisecond')`;
    this.db
      .execute(
        sql`select hits,
              least(${timeWindow}, greatest(0, extract(epoch from (window_start + ${window} - now())) * 1000))::float8 as ttl
            from request_counters
            where key = ${`${this.scope}:${key}`} and window_start > now() - ${window}`,
      )
      .then((result) => {
        const [row] = (result as unknown as { rows: { hits: number; ttl: number }[] }).rows;
        callback(null, { current: row ? Number(row.hits) : 0, ttl: row ? Math.ceil(Number(row.ttl)) : timeWindow });
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

/** One counter as this process knows it (BatchedDatabaseStore). */
interface Tally {
  /** Hits every process had added to the database at the last sync (this one's included). */
  shared: number;
  /** Hits counted here since then, not yet added to the database. */
  pending: number;
  /** When the window ends (ms since the epoch), as the database said or, before the first sync, as assumed here. */
  resetAt: number;
  windowMs: number;
}

/** Keys one process keeps at most; the oldest is dropped first (an address flood cannot grow memory). */
const MAX_TALLIES = 50_000;

/**
 * The page-view beacon's limit, shared across processes without a database round trip per page
 * view: each process counts in memory and, every `syncMs`, adds what it counted to the same
 * `request_counters` rows in one statement, learning the totals of every process in return. A
 * process therefore sees the others' hits at most one sync late: with N processes an address can
 * get up to about N × (its rate × syncMs) more than the limit, which at 600 a minute and one second
 * is a handful. When the database cannot be reached the counts stay here and are added once it can
 * (the limit then holds per process, as it would without sharing).
 */
export class BatchedDatabaseStore implements FastifyRateLimitStore, GivesBack {
  private readonly tallies = new Map<string, Tally>();
  private timer: NodeJS.Timeout | null = null;
  private syncing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly scope: string,
    private readonly syncMs: number,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    if (timeWindow > SHARED_WINDOW_MAX_MS) {
      callback(new Error(`a shared rate limit window may not exceed ${SHARED_WINDOW_MAX_MS} ms`));
      return;
    }
    const now = Date.now();
    let tally = this.tallies.get(key);
    if (tally && tally.resetAt <= now) {
      // The window is over as far as this process knows; the database decides at the next sync.
      tally.shared = 0;
      tally.resetAt = now + timeWindow;
    }
    if (!tally) {
      if (this.tallies.size >= MAX_TALLIES) this.dropOldest();
      tally = { shared: 0, pending: 0, resetAt: now + timeWindow, windowMs: timeWindow };
      this.tallies.set(key, tally);
    }
    tally.pending += 1;
    this.schedule();
    callback(null, { current: tally.shared + tally.pending, ttl: tally.resetAt - now });
  }

  child(): FastifyRateLimitStore {
    return this;
  }

  /**
   * Take back one hit of `key` (the beacon refused with 503 while the database was down: the
   * visitor is not to blame). Taken from what this process has not yet added to the database,
   * or, once added, subtracted at the next sync (never below zero).
   */
  giveBack(key: string): void {
    const tally = this.tallies.get(key);
    if (!tally || tally.shared + tally.pending <= 0) return;
    tally.pending -= 1;
    this.schedule();
  }

  /**
   * Add every pending count to the database and take the totals back (also called by the timer).
   * Resolves once done; a failure keeps the counts pending for the next try.
   */
  sync(): Promise<void> {
    this.syncing ??= this.write().finally(() => {
      this.syncing = null;
    });
    return this.syncing;
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.sync().then(() => {
        if ([...this.tallies.values()].some((t) => t.pending !== 0)) this.schedule();
      });
    }, this.syncMs);
    this.timer.unref();
  }

  private async write(): Promise<void> {
    const pending = [...this.tallies].filter(([, t]) => t.pending !== 0);
    // One statement per window length (a route's limit has one, so normally one statement).
    const byWindow = new Map<number, [string, Tally][]>();
    for (const entry of pending) byWindow.set(entry[1].windowMs, [...(byWindow.get(entry[1].windowMs) ?? []), entry]);
    try {
      for (const [windowMs, batch] of byWindow) await this.add(windowMs, batch);
    } catch {
      // Kept pending: added at the next sync.
      return;
    }
    this.forgetEnded();
  }

  private async add(windowMs: number, batch: [string, Tally][]): Promise<void> {
    const sent = new Map(batch.map(([key, t]) => [key, t.pending]));
    const window = sql`(${windowMs} * interval '1 millisecond')`;
    const result = await this.db.execute(
      sql`insert into request_counters as c (key, window_start, hits)
          select k, now(), greatest(0, h)
          from jsonb_to_recordset(${JSON.stringify(batch.map(([key, t]) => ({ k: `${this.scope}:${key}`, h: t.pending })))}::jsonb)
            as b(k text, h int)
          on conflict (key) do update set
            hits = greatest(0, case when c.window_start <= now() - ${window} then excluded.hits else c.hits + excluded.hits end),
            window_start = case when c.window_start <= now() - ${window} then now() else c.window_start end
          returning key, hits,
            least(${windowMs}, greatest(0, extract(epoch from (window_start + ${window} - now())) * 1000))::float8 as ttl`,
    );
    const now = Date.now();
    for (const row of (result as unknown as { rows: { key: string; hits: number; ttl: number }[] }).rows) {
      const key = row.key.slice(this.scope.length + 1);
      const tally = this.tallies.get(key);
      if (!tally) continue;
      tally.pending -= sent.get(key) ?? 0;
      tally.shared = Number(row.hits);
      // The database's clock decides when the window ends.
      tally.resetAt = now + Math.ceil(Number(row.ttl));
    }
  }

  /** Drop counters whose window is over and that have nothing left to write. */
  private forgetEnded(): void {
    const now = Date.now();
    for (const [key, t] of this.tallies) if (t.pending === 0 && t.resetAt <= now) this.tallies.delete(key);
  }

  private dropOldest(): void {
    const oldest = this.tallies.keys().next();
    if (!oldest.done) this.tallies.delete(oldest.value);
  }
}

/** Forget one shared count (a limit whose reason is gone: the account's password was reset). */
export async function clearSharedCount(db: Db, scope: string, key: string): Promise<void> {
  await db.execute(sql`delete from request_counters where key = ${`${scope}:${key}`}`);
}

/**
 * The store for @fastify/rate-limit. Every limit is shared by all app processes through PostgreSQL,
 * so it names a `sharedScope`: counted per request in the database, or, with `sharedSyncMs`, in
 * memory and added to the database in batches (the beacon). A limit without a scope is a
 * programming error: it would hold per process only.
 */
export function rateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class implements FastifyRateLimitStore {
    incr(_key: string, callback: Callback): void {
      callback(new Error('rate limits are per route: give the route a sharedScope'));
    }

    child(options: ChildOptions): FastifyRateLimitStore {
      if (!options.sharedScope) {
        throw new Error('every rate limit is shared across processes: set config.rateLimit.sharedScope');
      }
      const store = options.sharedSyncMs
        ? new BatchedDatabaseStore(db, options.sharedScope, options.sharedSyncMs)
        : new DatabaseStore(db, options.sharedScope);
      if (options.sharedStoreRef) options.sharedStoreRef.store = store;
      return store;
    }
  };
}
