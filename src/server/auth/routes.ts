import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOptionsSchema, sessionTokenSchema } from '../../shared/contracts/auth';
import type { AuthDeps } from './deps';
import {
  AppError,
  badRequest,
  OUTAGE_DETAIL,
  OUTAGE_RETRY_AFTER_SECONDS,
  rateLimited,
  unauthorized,
} from '../http/errors';
import { pingDatabase } from '../db/client';
import { CLIENT_IP_HEADER, trustedOrigins } from './auth';
import { accountLimitedDetail, accountSignInLimit, type Reservation } from './sign-in-limit';
import { MINUTE_MS } from '../../shared/time';

/** The answer to a browser request from an untrusted origin: names PUBLIC_URL and the address to use. */
function invalidOriginDetail(publicUrl: string): string {
  return (
    `This page was opened at an address the server does not trust. Open the app at ${publicUrl}, ` +
    'or (if you run this server) set PUBLIC_URL to the address people use, and list any other addresses in TRUSTED_ORIGINS.'
  );
}

/** better-auth routes that change an account without a session: their Origin is checked here. */
const ORIGIN_CHECKED_PATHS = new Set(['/api/auth/request-password-reset', '/api/auth/reset-password']);

/**
 * Whether a browser sent this request from a page of another site: `Sec-Fetch-Site: cross-site`,
 * or an `Origin` (or, without one, a `Referer`) that is not one of the trusted origins. A request
 * with none of these headers is not a browser's cross-site request (a script, curl) and passes,
 * as it does for better-auth's own sign-in check.
 */
function isCrossSiteRequest(headers: FastifyRequest['headers'], trusted: readonly string[]): boolean {
  const site = headers['sec-fetch-site'];
  if (site === 'cross-site') return true;
  const origin = typeof headers.origin === 'string' ? headers.origin : undefined;
  const referer = typeof headers.referer === 'string' ? headers.referer : undefined;
  let from: string | undefined;
  if (origin !== undefined) from = origin;
  else if (referer !== undefined) {
    try {
      from = new URL(referer).origin;
    } catch {
      return true;
    }
  }
  if (from === undefined) return site === 'same-site';
  return !trusted.includes(from);
}

/** Mount better-auth at /api/auth/*: the Fastify request becomes a web Request and back. */
export async function authRoutes(app: FastifyInstance, ctx: AuthDeps): Promise<void> {
  const trusted = trustedOrigins(ctx.config);
  const accountLimit = accountSignInLimit(ctx.db, async () => (await ctx.auth.$context).secret);
  const crossSiteRefused = () =>
    new AppError('forbidden', invalidOriginDetail(ctx.config.PUBLIC_URL), {
      headers: { 'cache-control': 'no-store' },
      body: { code: 'INVALID_ORIGIN' },
    });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    // Sign-in, sign-up and reset bodies are a few short fields.
    bodyLimit: 16 * 1024,
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, ctx.config.PUBLIC_URL);
      // A password reset (asking for a link, or setting the new password) is refused from another
      // site's page, like sign-in and sign-up (better-auth checks those itself).
      if (
        request.method === 'POST' &&
        ORIGIN_CHECKED_PATHS.has(url.pathname) &&
        isCrossSiteRequest(request.headers, trusted)
      ) {
        throw crossSiteRefused();
      }
      // Failed sign-ins are limited per account too (auth/sign-in-limit.ts).
      const signIn = request.method === 'POST' && url.pathname === '/api/auth/sign-in/email';
      // A reservation is taken before the password is checked, and settled once it is answered.
      let reservation: Reservation | null = null;
      if (signIn) {
        const taken = await accountLimit.reserve(request);
        if ('wait' in taken) {
          throw rateLimited(accountLimitedDetail(taken.wait), taken.wait, {
            body: { code: 'ACCOUNT_SIGN_IN_LIMITED' },
          });
        }
        reservation = taken.reservation;
      }
      let settled = false;
      const settle = async (failed: boolean) => {
        if (!signIn || settled) return;
        settled = true;
        await accountLimit.settle(request, reservation, failed);
      };
      try {
        const headers = new Headers();
        for (const [key, value] of Object.entries(request.headers)) {
          if (value === undefined || key.toLowerCase() === CLIENT_IP_HEADER) continue;
          if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
          else headers.set(key, value);
        }
        // Fastify's request.ip honours the trust-proxy setting; better-auth reads only this header.
        headers.set(CLIENT_IP_HEADER, request.ip);
        let body: string | undefined;
        try {
          body = request.body === undefined || request.method === 'GET' ? undefined : JSON.stringify(request.body);
        } catch {
          // A body nested thousands of levels deep parses, but overflows the stack when re-serialised.
          throw badRequest('Request body is nested too deeply');
        }
        const response = await ctx.auth.handler(new Request(url, { method: request.method, headers, body }));
        // Sign-out, session revocations, password changes and resets end sessions: this process
        // stops trusting any session it kept before answering (other processes drop theirs when the
        // sessions trigger's notification arrives; see auth/session-cache.ts). Any POST does it,
        // so no path that ends a session can be missed; sign-ins are rare enough.
        if (request.method === 'POST') ctx.sessions.forgetAll();
        await settle(response.status === 401);
        if (signIn && response.status === 200) {
          await accountLimit.succeeded(request, reply, ctx.config.PUBLIC_URL.startsWith('https:'));
        }
        reply.status(response.status);
        response.headers.forEach((value, key) => {
          if (key.toLowerCase() !== 'content-length') reply.header(key, value);
        });
        // better-auth names its wait `X-Retry-After`; clients and proxies read the standard header.
        const retryAfter = response.headers.get('x-retry-after');
        if (response.status === 429 && retryAfter && !response.headers.has('retry-after')) {
          reply.header('retry-after', retryAfter);
        }
        const text = await response.text();
        if (response.status >= 500) {
          // better-auth's own 5xx text may quote a failed query: never passed on. An unreachable
          // database is an outage (503 + Retry-After), anything else an internal error.
          reply.removeHeader('set-cookie');
          const databaseUp = await pingDatabase(ctx.database).then(
            () => true,
            () => false,
          );
          if (!databaseUp) {
            throw new AppError('unavailable', OUTAGE_DETAIL, {
              headers: { 'retry-after': String(OUTAGE_RETRY_AFTER_SECONDS) },
            });
          }
          request.log.error({ status: response.status }, 'identity server error');
          throw new AppError('internal', 'Internal server error');
        }
        if (response.status >= 400) {
          // Normalise better-auth's errors to the product's `{ detail }` shape, keeping its fields.
          let parsed: Record<string, unknown>;
          try {
            parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
          } catch {
            parsed = { message: text };
          }
          // A page opened at an address the server does not know (say 127.0.0.1 behind a PUBLIC_URL of
          // localhost, or a second domain): say which setting decides, instead of "Invalid origin".
          const detail =
            (parsed.code === 'INVALID_ORIGIN' && invalidOriginDetail(ctx.config.PUBLIC_URL)) ||
            (typeof parsed.message === 'string' && parsed.message) ||
            (response.status === 429 ? 'Too many requests. Try again later.' : 'Request failed');
          return reply.type('application/json').send({ ...parsed, detail });
        }
        return reply.send(text || null);
      } finally {
        // A check that threw (an outage, a bug) gives its reservation back.
        await settle(false).catch(() => undefined);
      }
    },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/auth-options',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign-in methods offered',
        description: 'Public. Google sign-in is offered when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set.',
        response: { 200: authOptionsSchema },
      },
    },
    async () => ({ google: Boolean(ctx.config.GOOGLE_CLIENT_ID && ctx.config.GOOGLE_CLIENT_SECRET) }),
  );

  // After Google sign-in better-auth holds the session in an httpOnly cookie (the OAuth callback is
  // a redirect); the web app trades it here, once, for the bearer token it sends everywhere else.
  // A cross-site page could make the browser call this (it cannot read the answer: no CORS); it is
  // refused with 403 before the cookie is read or cleared.
  r.post(
    '/api/session/token',
    {
      // Counted in PostgreSQL (shared by every app process), per client address.
      config: { rateLimit: { max: 30, timeWindow: MINUTE_MS, sharedScope: 'session-token' } },
      schema: {
        tags: ['auth'],
        summary: 'Trade the session cookie for a bearer token',
        description: 'Used after Google sign-in. Clears the cookie; 401 when there is no valid cookie session.',
        response: { 200: sessionTokenSchema },
      },
    },
    async (request, reply) => {
      if (isCrossSiteRequest(request.headers, trusted)) throw crossSiteRefused();
      const context = await ctx.auth.$context;
      const cookie = context.authCookies.sessionToken;
      const token = parseCookie(request.headers.cookie ?? '')[cookie.name];
      if (!token) throw unauthorized('No session to exchange. Sign in again.');
      const session = await ctx.auth.api.getSession({ headers: new Headers({ authorization: `Bearer ${token}` }) });
      if (!session?.user?.email) throw unauthorized('Your session has expired or is not valid. Sign in again.');
      const secure = cookie.attributes.secure ? '; Secure' : '';
      reply.header('set-cookie', `${cookie.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`);
      reply.header('cache-control', 'no-store');
      return { token };
    },
  );
}
