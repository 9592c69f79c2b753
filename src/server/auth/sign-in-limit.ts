import { parseCookie } from 'cookie';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { describeWait, retryAfterSeconds } from '../http/rate-limit';
import { DAY_MS, MINUTE_MS, SECOND_MS } from '../../shared/time';

/** Failed sign-ins one account may take per window before sign-ins from unknown browsers wait. */
export const ACCOUNT_FAILURES_MAX = 10;
const ACCOUNT_FAILURES_WINDOW_MS = 15 * MINUTE_MS;
/** The name the per-account count is kept under (`request_counters`, shared by every process; cleared by a reset). */
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

/** A sign-in's hold on one of its account's ACCOUNT_FAILURES_MAX checks (see accountSignInLimit). */
export interface Reservation {
  account: string;
  /** The counter's window, as the database wrote it: a release touches only this window. */
  windowStart: string;
}

/**
 * The per-account limit on failed sign-ins (docs/configuration.md#limits-and-hostile-input).
 * Every password check of an email takes a reservation first, in one PostgreSQL statement on the
 * `request_counters` row of the account (shared by every process): the row's count goes up by one
 * only while it is under ACCOUNT_FAILURES_MAX, so checks in flight count as failures until they
 * answer, and at most ACCOUNT_FAILURES_MAX passwords are checked per account per window whatever
 * the timing, across processes. A wrong password keeps its reservation (one failure); any other
 * answer (a success, a refusal before the check, an error) gives it back. Past the limit a sign-in
 * for that email is answered 429 without the password being checked, so a guesser spread over
 * many addresses gets ten guesses per quarter hour. The owner is not locked out by it: a browser
 * where the account signed in before carries a signed cookie and is still let in, a password reset
 * clears the count, and signed-in sessions are untouched.
 */
export function accountSignInLimit(db: Db, secret: () => Promise<string>) {
  const key = (account: string) => `${ACCOUNT_FAILURES_SCOPE}:${account}`;
  const window = sql`(${ACCOUNT_FAILURES_WINDOW_MS} * interval '1 millisecond')`;
  const ttlOf = sql`least(${ACCOUNT_FAILURES_WINDOW_MS}, greatest(0, extract(epoch from (window_start + ${window} - now())) * 1000))::float8`;
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

  /** One check taken for the account, atomically; null when all of the window's checks are taken. */
  const reserve = async (account: string): Promise<Reservation | null> => {
    // ON CONFLICT DO UPDATE locks the row and evaluates its WHERE on the latest version, so two
    // processes racing for the last check cannot both get it.
    const result = await db.execute(
      sql`insert into request_counters as c (key, window_start, hits)
          values (${key(account)}, now(), 1)
          on conflict (key) do update set
            hits = case when c.window_start <= now() - ${window} then 1 else c.hits + 1 end,
            window_start = case when c.window_start <= now() - ${window} then now() else c.window_start end
          where c.window_start <= now() - ${window} or c.hits < ${ACCOUNT_FAILURES_MAX}
          returning window_start::text as window_start`,
    );
    const [row] = (result as unknown as { rows: { window_start: string }[] }).rows;
    return row ? { account, windowStart: row.window_start } : null;
  };

  /** Milliseconds until the account's window ends. */
  const waitOf = async (account: string): Promise<number> => {
    const result = await db.execute(sql`select ${ttlOf} as ttl from request_counters where key = ${key(account)}`);
    const [row] = (result as unknown as { rows: { ttl: number }[] }).rows;
    return row ? Math.ceil(Number(row.ttl)) : ACCOUNT_FAILURES_WINDOW_MS;
  };

  return {
    /**
     * Before the password is checked: a reservation (null for a body without an email, or for the
     * owner's known browser once the account is limited: such a check is counted when it fails),
     * or the seconds to wait when this sign-in is refused for its account's failures.
     */
    async reserve(request: FastifyRequest): Promise<{ reservation: Reservation | null } | { wait: number }> {
      const account = accountOf(request.body);
      if (!account) return { reservation: null };
      const reservation = await reserve(account);
      if (reservation) return { reservation };
      if (await isKnownBrowser(request, account)) return { reservation: null };
      return { wait: retryAfterSeconds(await waitOf(account)) };
    },
    /**
     * The check answered. A wrong password (`failed`) keeps its reservation, or, for a known
     * browser that took none, counts one failure; any other answer gives the reservation back.
     */
    async settle(request: FastifyRequest, reservation: Reservation | null, failed: boolean): Promise<void> {
      if (reservation && !failed) {
        await db.execute(
          sql`update request_counters set hits = greatest(0, hits - 1)
              where key = ${key(reservation.account)} and window_start = ${reservation.windowStart}::timestamptz`,
        );
      } else if (!reservation && failed) {
        const account = accountOf(request.body);
        if (account) {
          await db.execute(
            sql`insert into request_counters as c (key, window_start, hits)
                values (${key(account)}, now(), 1)
                on conflict (key) do update set
                  hits = case when c.window_start <= now() - ${window} then 1 else c.hits + 1 end,
                  window_start = case when c.window_start <= now() - ${window} then now() else c.window_start end`,
          );
        }
      }
    },
    /** A sign-in that succeeded: this browser is known to the account from now on. */
    async succeeded(request: FastifyRequest, reply: FastifyReply, secure: boolean): Promise<void> {
      const account = accountOf(request.body);
      if (!account) return;
      reply.header(
        'set-cookie',
        `${KNOWN_BROWSER_COOKIE}=${await mark(account)}; Path=/api/auth; Max-Age=${KNOWN_BROWSER_DAYS * (DAY_MS / SECOND_MS)}; ` +
          `HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
      );
    },
  };
}
