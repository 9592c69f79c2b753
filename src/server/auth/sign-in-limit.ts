import { parseCookie } from 'cookie';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describeWait, retryAfterSeconds } from '../http/rate-limit';

/** Failed sign-ins one account may take per window before sign-ins from unknown browsers wait. */
export const ACCOUNT_FAILURES_MAX = 10;
const ACCOUNT_FAILURES_WINDOW_MS = 15 * 60 * 1000;
/** The name the per-account count is kept under (`request_counters`, shared by every process). */
export const ACCOUNT_FAILURES_SCOPE = 'sign-in-failures';
/** The cookie that marks a browser where the account signed in before (its owner's). */
export const KNOWN_BROWSER_COOKIE = 'ideaproof_known_browser';
const KNOWN_BROWSER_DAYS = 365;

/** The account a sign-in is for: its email as better-auth compares it (lower case), or null. */
export function accountOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
}

/** The detail of a sign-in refused for the account's failures. */
export function accountLimitedDetail(seconds: number): string {
  return (
    `Too many wrong passwords for this account. Try again in ${describeWait(seconds)}, ` +
    'or reset your password (Forgot password).'
  );
}

/**
 * The per-account limit on failed sign-ins (docs/configuration.md#limits-and-hostile-input):
 * every wrong password for an email counts, in PostgreSQL through @fastify/rate-limit's store
 * (shared by every process), whatever address it came from. Past ACCOUNT_FAILURES_MAX in the
 * window, a sign-in for that email is answered 429 without the password being checked, so a
 * guesser spread over many addresses gets ten guesses per quarter hour. The owner is not locked
 * out by it: a browser where the account signed in before carries a signed cookie and is still let
 * in, a password reset clears the count, and signed-in sessions are untouched.
 */
export function accountSignInLimit(app: FastifyInstance, secret: () => Promise<string>) {
  // `sharedScope` is passed through to the store's child (see http/rate-limit-store.ts).
  const options = {
    max: ACCOUNT_FAILURES_MAX,
    timeWindow: ACCOUNT_FAILURES_WINDOW_MS,
    sharedScope: ACCOUNT_FAILURES_SCOPE,
    keyGenerator: (request: FastifyRequest) => accountOf(request.body) ?? '',
  };
  const check = app.createRateLimit(options);
  const mark = async (account: string) =>
    createHmac('sha256', await secret())
      .update(`known browser:${account}`)
      .digest('base64url');

  const isKnownBrowser = async (request: FastifyRequest, account: string) => {
    const sent = parseCookie(request.headers.cookie ?? '')[KNOWN_BROWSER_COOKIE];
    if (!sent) return false;
    const expected = Buffer.from(await mark(account));
    const given = Buffer.from(sent);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  return {
    /** Seconds to wait when this sign-in is refused for its account's failures; null when it may go on. */
    async refusal(request: FastifyRequest): Promise<number | null> {
      const account = accountOf(request.body);
      if (!account) return null;
      const count = await check(request, { increment: false });
      if (count.isAllowed || count.remaining > 0) return null;
      if (await isKnownBrowser(request, account)) return null;
      return retryAfterSeconds(count.ttl);
    },
    /** A wrong password: one more failure for the account. */
    async failed(request: FastifyRequest): Promise<void> {
      if (accountOf(request.body)) await check(request);
    },
    /** A sign-in that succeeded: this browser is known to the account from now on. */
    async succeeded(request: FastifyRequest, reply: FastifyReply, secure: boolean): Promise<void> {
      const account = accountOf(request.body);
      if (!account) return;
      reply.header(
        'set-cookie',
        `${KNOWN_BROWSER_COOKIE}=${await mark(account)}; Path=/api/auth; Max-Age=${KNOWN_BROWSER_DAYS * 86_400}; ` +
          `HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
      );
    },
  };
}
