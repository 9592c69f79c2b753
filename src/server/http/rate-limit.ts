import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rateLimited } from './errors';
import type { GivesBack } from './rate-limit-store';
import { HOUR_MS, MINUTE_MS } from '../../shared/time';

export interface PerIpLimit {
  /** Requests allowed per client address within the window. */
  max: number;
  /** Window length in milliseconds. */
  timeWindow: number;
  /**
   * The name the count is kept under in the database, shared by every app process (a fixed
   * window; one upsert per request unless `sharedSyncMs` batches them).
   */
  sharedScope: string;
  /** Count in memory and add to the database in batches this often (a hot path: the beacon). */
  sharedSyncMs?: number;
}

/** Seconds to wait, rounded up, never below one (the value of a `Retry-After` header). */
export function retryAfterSeconds(ttlMs: number): number {
  return Math.max(1, Math.ceil(ttlMs / 1000));
}

export interface PerIpLimiter {
  (request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /**
   * Take back the hit this request counted, when the server refused it for its own fault (a 503
   * in a database outage): a visitor who retries is not pushed over the limit. Only limits that
   * count in memory first (`sharedSyncMs`) can; for the others it does nothing.
   */
  giveBack(request: FastifyRequest): void;
}

/**
 * A per-IP limiter for a public write, used as an `onRequest`/`preHandler` hook (or awaited inside
 * a handler): counts the request and, once the address is over the limit, answers 429 with a
 * `Retry-After` header (seconds) and `{ detail }` built from the wait. Shared by every app process
 * through the database (http/rate-limit-store.ts).
 */
export function perIpLimiter(
  app: FastifyInstance,
  limit: PerIpLimit,
  detail: (retryAfter: number) => string,
): PerIpLimiter {
  const ref: { store?: Partial<GivesBack> } = {};
  // `sharedScope` is passed through to the store's child (see http/rate-limit-store.ts).
  const options = {
    max: limit.max,
    timeWindow: limit.timeWindow,
    sharedScope: limit.sharedScope,
    sharedSyncMs: limit.sharedSyncMs,
    sharedStoreRef: ref,
  };
  const check = app.createRateLimit(options);
  const counted = new WeakMap<FastifyRequest, string>();
  const hook = async (request: FastifyRequest, _reply: FastifyReply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      const wait = retryAfterSeconds(result.ttl);
      throw rateLimited(detail(wait), wait);
    }
    if (!result.isAllowed && ref.store?.giveBack) counted.set(request, result.key);
  };
  return Object.assign(hook, {
    giveBack(request: FastifyRequest) {
      const key = counted.get(request);
      if (key === undefined) return;
      counted.delete(request);
      ref.store?.giveBack?.(key);
    },
  });
}

/** A wait as people say it: "45 seconds", "12 minutes". */
export function describeWait(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * Route options (`config: { rateLimit: perUserRateLimit(...) }`) limiting a signed-in write per
 * user, counted in PostgreSQL so every app process shares the count. Runs after the `onRequest`
 * sign-in (app.ts) and after validation, so the key is the user id and only well-formed requests
 * count; 429 with `Retry-After` and a detail saying what
 * the limit is and how long to wait.
 */
export function perUserRateLimit(scope: string, perHour: number, what: string) {
  return {
    ...perUser(scope, perHour, HOUR_MS),
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      rateLimited(
        `You can create at most ${perHour} ${what} an hour. Try again in ${describeWait(retryAfterSeconds(context.ttl))}.`,
      ),
  };
}

/**
 * Route options (`config: { rateLimit: perUserPerMinute(...) }`) for a signed-in editor's writes:
 * at most `max` a minute per user, shared by every app process (counted in PostgreSQL); the
 * plugin's 429 with `Retry-After`.
 */
export function perUserPerMinute(scope: string, max: number) {
  return perUser(scope, max, MINUTE_MS);
}

/**
 * A per-user limit shared in PostgreSQL (`sharedScope`), counted once the request is signed in
 * and its body is valid (`preHandler`): a refused form costs nothing.
 */
function perUser(scope: string, max: number, timeWindow: number) {
  return {
    max,
    timeWindow,
    sharedScope: scope,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => request.user?.id ?? `ip:${request.ip}`,
  };
}
