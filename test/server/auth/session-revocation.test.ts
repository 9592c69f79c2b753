import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionCache } from '../../../src/server/auth/session-cache';
import { sessions, users } from '../../../src/server/db/schema';
import { createTestApp, eventually, TEST_DRIVER, type TestApp } from '../../helpers/app';
import { secondInstance } from '../landing/two-instances';
import { bearer, signIn, signUp } from './accounts';

/**
 * The bearer session cache (src/server/auth/session-cache.ts) never outlives a revocation: in the
 * process that signs out, the next request is refused; in another process, or after a change made
 * on another database connection, requests are refused once the `auth_sessions` notification
 * arrives, and at the latest SESSION_CACHE_MS after the session was last read from the database.
 * The TTL is set to its maximum here (60 s), so a refusal seen sooner is the notification's work.
 */
const TTL_MS = 60_000;
let t: TestApp;
let other: { app: FastifyInstance; close(): Promise<void> };
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_MS: String(TTL_MS), AUTH_RATE_LIMIT_MAX: '1000' });
  other = await secondInstance(t);
}, 180_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
const isKept = (token: string) => t.ctx.sessions.get(SessionCache.keyOf(`Bearer ${token}`)) !== undefined;
const rawToken = (token: string) => decodeURIComponent(token).split('.')[0]!;

/** Sign up and use the token once, so that this process keeps the session. */
async function keptSession() {
  await eventually(async () => t.ctx.changes.listening);
  const a = await signUp(t.app);
  expect((await me(t.app, a.token)).statusCode).toBe(200);
  expect(isKept(a.token)).toBe(true);
  expect((await me(t.app, a.token)).statusCode).toBe(200);
  return a;
}

/**
 * Run `body` with the sessions trigger off: no notification, so only what this process does
 * synchronously can make it refuse a revoked session.
 */
async function withoutNotifications(body: () => Promise<void>) {
  await t.ctx.db.execute(sql`alter table sessions disable trigger sessions_auth_sessions_notify`);
  try {
    await body();
  } finally {
    await t.ctx.db.execute(sql`alter table sessions enable trigger sessions_auth_sessions_notify`);
  }
}

/** Poll this process until the token is refused; the time it took. */
async function refusedWithin(token: string): Promise<number> {
  const started = performance.now();
  await eventually(async () => (await me(t.app, token)).statusCode === 401, TTL_MS / 2);
  return performance.now() - started;
}

describe(`bearer sessions kept in memory stop at revocation (${TEST_DRIVER})`, () => {
  it('refuses a kept session on the very next request after signing out', async () => {
    const a = await keptSession();
    await withoutNotifications(async () => {
      const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(a.token) });
      expect(out.statusCode).toBe(200);
      const next = await me(t.app, a.token);
      expect(next.statusCode).toBe(401);
      expect(next.json().detail).toMatch(/expired or is not valid/);
    });
  });

  it('refuses a kept session on the next request after revoking every session of the user', async () => {
    const a = await keptSession();
    const second = await signIn(t.app, a.email, a.password);
    const secondToken = second.headers['set-auth-token'] as string;
    expect((await me(t.app, secondToken)).statusCode).toBe(200);
    expect(isKept(secondToken)).toBe(true);
    await withoutNotifications(async () => {
      const revoked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/revoke-sessions',
        headers: bearer(a.token),
      });
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect((await me(t.app, a.token)).statusCode).toBe(401);
      expect((await me(t.app, secondToken)).statusCode).toBe(401);
    });
  });

  it('refuses a session signed out through another app process once the notification arrives', async () => {
    const a = await keptSession();
    expect((await me(other.app, a.token)).statusCode).toBe(200);
    const out = await other.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(a.token) });
    expect(out.statusCode).toBe(200);
    const ms = await refusedWithin(a.token);
    console.log(`sign-out in the other process refused here after ${Math.round(ms)} ms (${TEST_DRIVER})`);
    expect(ms).toBeLessThan(TTL_MS / 2);
  });

  it('refuses a session deleted on another database connection once the notification arrives', async () => {
    const a = await keptSession();
    const start = performance.now();
    if (t.ctx.database.driver === 'postgres') {
      const client = new pg.Client({ connectionString: t.ctx.database.url });
      await client.connect();
      try {
        await client.query('delete from sessions where token = $1', [rawToken(a.token)]);
      } finally {
        await client.end();
      }
    } else {
      // PGlite is one process with one connection: the delete goes through it, the notification
      // arrives through its listener like any other.
      await t.ctx.db.delete(sessions).where(eq(sessions.token, rawToken(a.token)));
    }
    const ms = await refusedWithin(a.token);
    console.log(
      `session deleted on another connection refused after ${Math.round(performance.now() - start)} ms (${TEST_DRIVER})`,
    );
    expect(ms).toBeLessThan(TTL_MS / 2);
  });

  it("drops a kept session when its user's name changes, when its expiry moves, and when notifications may have been missed", async () => {
    const a = await keptSession();
    await t.ctx.db.update(users).set({ name: 'Renamed Founder' }).where(eq(users.id, a.userId));
    await eventually(async () => !isKept(a.token));
    expect((await me(t.app, a.token)).statusCode).toBe(200);
    expect(isKept(a.token)).toBe(true);
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: sql`${sessions.expiresAt} - interval '1 hour'` })
      .where(eq(sessions.token, rawToken(a.token)));
    await eventually(async () => !isKept(a.token));
    expect((await me(t.app, a.token)).statusCode).toBe(200);
    expect(isKept(a.token)).toBe(true);
    if (t.ctx.database.driver === 'postgres') {
      // The listening connections drop (a restart, a failover): nothing kept is trusted after it.
      await t.ctx.database.pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%'`,
      );
      await eventually(async () => !isKept(a.token));
      await eventually(async () => t.ctx.changes.listening);
      expect((await me(t.app, a.token)).statusCode).toBe(200);
    }
  });
});
