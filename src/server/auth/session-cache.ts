import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../db/change-feed';

/** The signed-in user a request acts for. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
}

/** What a bearer token was last found to mean (never the token itself). */
export interface CachedSession {
  user: AuthUser;
  /** The session's own times (Date.now() milliseconds): it expires, or is extended, from these. */
  createdAt: number;
  expiresAt: number;
}

/** Most sessions kept per process (least recently used go first). */
const SESSION_CACHE_MAX_ENTRIES = 10_000;

/**
 * Bearer sessions this process has checked recently, so that a signed-in request does not read
 * the session and its user from the database (and run better-auth's endpoint pipeline and two
 * HMAC verifications) every time. A session stops being accepted from here:
 * - when it is deleted or changed, or its user's name or email changes, in any process: the
 *   `sessions`/`users` triggers of migration 0022 notify `auth_sessions` with the user id, and the
 *   process's change feed (src/server/db/change-feed.ts, the one LISTEN connection the landing
 *   page cache uses too) drops that user's entries;
 * - at once, in this process, after any POST through better-auth (sign-out, revocations, password
 *   changes and resets): `forgetAll`, before the answer is sent;
 * - at the latest `ttlMs` after it was read from the database, whatever happened (the bound if a
 *   notification were lost without the listening connection noticing), and never past the
 *   session's own expiry.
 * Entries are served only while the feed is listening: without notifications (no connection,
 * or a process that never started the feed) every request asks the database. Keys are a SHA-256
 * of the bearer value, so the raw token is not held here. A read that started before a drop is
 * not stored after it (`generation`), as the landing page cache does.
 */
export class SessionCache {
  private readonly entries: LRUCache<string, { session: CachedSession; until: number }>;
  private generationCounter = 0;

  constructor(
    private readonly changes: ChangeFeed,
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    maxEntries = SESSION_CACHE_MAX_ENTRIES,
  ) {
    this.entries = new LRUCache({ max: maxEntries });
    changes.subscribe('auth_sessions', {
      changed: (userId) => this.forgetUser(userId),
      reset: () => this.forgetAll(),
    });
  }

  /** The key of a bearer value: its SHA-256 (the cache never holds the token). */
  static keyOf(bearer: string): string {
    return createHash('sha256').update(bearer).digest('base64url');
  }

  get enabled(): boolean {
    return this.ttlMs > 0 && this.changes.listening;
  }

  get generation(): number {
    return this.generationCounter;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The session behind `key` if it may be trusted without the database. */
  get(key: string): CachedSession | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (!(this.now() < entry.until)) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.session;
  }

  /** Keep a session read from the database at `generation`; refused if a drop happened since. */
  set(key: string, session: CachedSession, generation: number): boolean {
    if (!this.enabled || generation !== this.generationCounter) return false;
    const now = this.now();
    const until = Math.min(now + this.ttlMs, session.expiresAt);
    if (!(until > now)) return false;
    this.entries.set(key, { session, until });
    return true;
  }

  /** Forget `key` (its session now needs the database, for instance to be extended). */
  delete(key: string): void {
    this.entries.delete(key);
  }

  /** One user's sessions changed somewhere. */
  forgetUser(userId: string): void {
    this.generationCounter++;
    for (const [key, entry] of this.entries.entries()) {
      if (entry.session.user.id === userId) this.entries.delete(key);
    }
  }

  /** Everything (a revocation in this process, or notifications may have been missed). */
  forgetAll(): void {
    this.generationCounter++;
    this.entries.clear();
  }
}
