import type { FastifyReply, FastifyRequest } from 'fastify';
import { DAY_MS, MINUTE_MS, SECOND_MS } from '../../shared/time';
import { unauthorized } from '../http/errors';
import { SESSION_DAYS, SESSION_REFRESH_SECONDS, SHORT_SESSION_SECONDS, type Auth } from './auth';
import { SessionCache, type AuthUser } from './session-cache';

export type { AuthUser } from './session-cache';

/** What checks a bearer token: better-auth, and this process's cache of recently checked sessions. */
export interface SessionCheck {
  auth: Auth;
  sessions: SessionCache;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/**
 * A session made with "Remember me" lives SESSION_DAYS and is pushed back to SESSION_DAYS from now
 * once it is a day old; a session made without it keeps its one day (better-auth's own refresh is
 * off: see auth.ts).
 */
function needsExtension(createdAt: number, expiresAt: number, now: number): boolean {
  if (expiresAt - createdAt <= SHORT_SESSION_SECONDS * SECOND_MS + MINUTE_MS) return false;
  return expiresAt - now <= SESSION_DAYS * DAY_MS - SESSION_REFRESH_SECONDS * SECOND_MS;
}

async function extendSession(auth: Auth, token: string): Promise<void> {
  const context = await auth.$context;
  await context.internalAdapter.updateSession(token, {
    expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS),
    updatedAt: new Date(),
  });
}

/**
 * Checks `Authorization: Bearer <signed token>` and sets `request.user`, or throws 401. Cookies are
 * deliberately not passed on, so the API cannot be driven cross-site (no CSRF). A session checked
 * in the last few seconds is taken from this process's cache (see session-cache.ts for when it
 * stops being accepted); otherwise better-auth checks the signature and reads the session and its
 * user, and the answer is kept.
 */
async function authenticate(check: SessionCheck, request: FastifyRequest): Promise<AuthUser> {
  const authorization = request.headers.authorization;
  if (!authorization || !/^Bearer\s+\S+$/i.test(authorization)) throw unauthorized();
  const { auth, sessions } = check;
  const key = SessionCache.keyOf(authorization);
  const kept = sessions.get(key);
  if (kept && !needsExtension(kept.createdAt, kept.expiresAt, Date.now())) {
    request.user = kept.user;
    return kept.user;
  }
  const generation = sessions.generation;
  const session = await auth.api.getSession({ headers: new Headers({ authorization }) });
  if (!session?.user?.email) {
    sessions.delete(key);
    throw unauthorized('Your session has expired or is not valid. Sign in again.');
  }
  const user = { id: session.user.id, email: session.user.email, name: session.user.name };
  const createdAt = session.session.createdAt.getTime();
  const expiresAt = session.session.expiresAt.getTime();
  if (needsExtension(createdAt, expiresAt, Date.now())) {
    // Its new expiry is read from the database next time (the update also notifies every process).
    await extendSession(auth, session.session.token);
    sessions.delete(key);
  } else {
    sessions.set(key, { user, createdAt, expiresAt }, generation);
  }
  request.user = user;
  return user;
}

/** Whether a route is for signed-in users only: its schema declares the bearer `security` scheme. */
function requiresSignIn(request: FastifyRequest): boolean {
  const security = (request.routeOptions.schema as { security?: unknown[] } | undefined)?.security;
  return Array.isArray(security) && security.length > 0;
}

/**
 * The `onRequest` hook (app.ts) that signs in every route declaring `security` (every route of a
 * `signedInRoutes` scope, auth/signed-in.ts): it runs before the body is read, so a caller without
 * a valid token gets 401 without the server parsing anything.
 */
export function makeAuthenticateHook(check: SessionCheck) {
  // A callback hook, not an async one: a public route (a landing page visit) goes on at once,
  // without a promise and a microtask per request.
  return function authenticateHook(request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void {
    if (!requiresSignIn(request)) return done();
    authenticate(check, request).then(() => done(), done);
  };
}
