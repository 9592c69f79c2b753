import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export interface PerIpLimit {
  /** Requests allowed per client address within the window. */
  max: number;
  /** Window length in milliseconds. */
  timeWindow: number;
  /**
   * Count in the database under this name, shared by every app process (a fixed window, one
   * upsert per request), instead of in this process's memory. For low-volume writes only.
   */
  sharedScope?: string;
}

/** Seconds to wait, rounded up, never below one (the value of a `Retry-After` header). */
export function retryAfterSeconds(ttlMs: number): number {
  return Math.max(1, Math.ceil(ttlMs / 1000));
}

/**
 * A per-IP limiter for a public write, used as an `onRequest`/`preHandler` hook (or awaited inside
 * a handler): counts the request and, once the address is over the limit, answers 429 with a
 * `Retry-After` header (seconds) and `{ detail }` built from the wait. In memory per process, or
 * shared through the database when the limit names a `sharedScope`.
 */
export function perIpLimiter(
  app: FastifyInstance,
  limit: PerIpLimit,
  detail: (retryAfter: number) => string,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  // `sharedScope` is passed through to the store's child (see http/rate-limit-store.ts).
  const options = { max: limit.max, timeWindow: limit.timeWindow, sharedScope: limit.sharedScope };
  const check = app.createRateLimit(options);
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      const wait = retryAfterSeconds(result.ttl);
      reply.header('retry-after', String(wait));
      throw new HttpError(429, detail(wait));
    }
  };
}
