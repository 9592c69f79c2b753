import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors';
import { SESSION_DAYS, SESSION_REFRESH_SECONDS, SHORT_SESSION_SECONDS, type Auth } from './auth';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A session made with "Remember me" lives SESSION_DAYS and is pushed back to SESSION_DAYS from now
 * once it is a day old; a session made without it keeps its one day (better-auth's own refresh is
 * off: see auth.ts).
 */
async function extendRememberedSession(
  auth: Auth,
  session: { token: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  const lifetimeMs = session.expiresAt.getTime() - session.createdAt.getTime();
  if (lifetimeMs <= SHORT_SESSION_SECONDS * 1000 + 60_000) return;
  const fullMs = SESSION_DAYS * DAY_MS;
  if (session.expiresAt.getTime() - Date.now() > fullMs - SESSION_REFRESH_SECONDS * 1000) return;
  const context = await auth.$context;
  await context.internalAdapter.updateSession(session.token, {
    expiresAt: new Date(Date.now() + fullMs),
    updatedAt: new Date(),
  });
}

/**
 * Checks `Authorization: Bearer <signed token>` and sets `request.user`, or throws 401. Cookies are
 * deliberately not passed on, so the API cannot be driven cross-site (no CSRF).
 */
export async function authenticate(auth: Auth, request: FastifyRequest): Promise<AuthUser> {
  const authorization = request.headers.authorization;
  if (!authorization || !/^Bearer\s+\S+$/i.test(authorization)) throw unauthorized();
  const session = await auth.api.getSession({ headers: new Headers({ authorization }) });
  if (!session?.user?.email) throw unauthorized('Your session has expired or is not valid. Sign in again.');
  await extendRememberedSession(auth, session.session);
  request.user = { id: session.user.id, email: session.user.email, name: session.user.name };
  return request.user;
}

/** Whether a route is for signed-in users only: its schema declares the bearer `security` scheme. */
export function requiresSignIn(request: FastifyRequest): boolean {
  const security = (request.routeOptions.schema as { security?: unknown[] } | undefined)?.security;
  return Array.isArray(security) && security.length > 0;
}

/**
 * The `onRequest` hook (app.ts) that signs in every route declaring `security`: it runs before the
 * body is read, so a caller without a valid token gets 401 without the server parsing anything.
 */
export function makeAuthenticateHook(auth: Auth) {
  // A callback hook, not an async one: a public route (a landing page visit) goes on at once,
  // without a promise and a microtask per request.
  return function authenticateHook(request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void {
    if (!requiresSignIn(request)) return done();
    authenticate(auth, request).then(() => done(), done);
  };
}

/**
 * preHandler for the product's API: the user the `onRequest` hook signed in, or (for a route that
 * does not declare `security`) the same check done now.
 */
export function makeRequireUser(auth: Auth) {
  return async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    if (!request.user) await authenticate(auth, request);
  };
}
