import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import {
  ACCOUNT_FAILURES_MAX,
  ACCOUNT_FAILURES_SCOPE,
  KNOWN_BROWSER_COOKIE,
} from '../../../src/server/auth/sign-in-limit';
import { outbox } from '../../../src/server/db/schema';
import { createTestApp, eventually, TEST_DRIVER, type TestApp } from '../../helpers/app';
import { signUp, uniqueEmail } from './accounts';

/**
 * The per-account limit on failed sign-ins: a guesser spread over many addresses (and over two
 * app processes sharing the database) gets ACCOUNT_FAILURES_MAX wrong passwords, then waits, even
 * with the right one; the owner's own browser is still let in, and a password reset clears it.
 */
let t: TestApp;
/** A second app on the same database, as a second process behind a load balancer. */
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp(t.ctx, { webDist: join(tmpdir(), 'ideaproof-no-web') });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

let address = 0;
/** A sign-in from a new address each time (the per-address limit never applies). */
function signIn(email: string, password: string, options: { app?: FastifyInstance; cookie?: string } = {}) {
  address++;
  return (options.app ?? t.app).inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: `198.18.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    // A browser sends its cookies with the page's Origin (better-auth checks it when cookies come).
    headers: options.cookie ? { cookie: options.cookie, origin: 'http://localhost:3000' } : {},
    payload: { email, password },
  });
}

function knownBrowserCookie(res: { headers: Record<string, unknown> }): string {
  const cookies = ([] as string[]).concat((res.headers['set-cookie'] as string[] | string | undefined) ?? []);
  const cookie = cookies.find((c) => c.startsWith(`${KNOWN_BROWSER_COOKIE}=`));
  expect(cookie, cookies.join(' | ')).toBeTruthy();
  expect(cookie).toMatch(/HttpOnly/);
  return cookie!.split(';')[0]!;
}

describe(`failed sign-ins per account (${TEST_DRIVER})`, () => {
  it('40 wrong passwords from 40 addresses over two processes: ten 401s, then 429 even for the right one', async () => {
    const a = await signUp(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await signIn(a.email, `wrong password ${i}`, { app: i % 2 ? other : t.app });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.json().detail).toMatch(/Too many wrong passwords for this account\. Try again in \d+ minutes/);
      }
    }
    expect(statuses.slice(0, ACCOUNT_FAILURES_MAX)).toEqual(Array(ACCOUNT_FAILURES_MAX).fill(401));
    expect(statuses.slice(ACCOUNT_FAILURES_MAX)).toEqual(Array(40 - ACCOUNT_FAILURES_MAX).fill(429));
    // The right password from a stranger's browser: refused too, without a session.
    const right = await signIn(a.email, a.password);
    expect(right.statusCode).toBe(429);
    expect(right.headers['set-auth-token']).toBeUndefined();
    // Another account is not affected.
    const b = await signUp(t.app);
    expect((await signIn(b.email, b.password)).statusCode).toBe(200);
  });

  it('30 wrong passwords at once from 30 addresses over two processes: at most ten checked, then the right one refused', async () => {
    const a = await signUp(t.app);
    // All 30 are in flight together: the limit is taken before each password is checked, not
    // counted after, so the ones already running cannot all pass.
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(a.email, `parallel guess ${i}`, { app: i % 2 ? other : t.app })),
    );
    const statuses = guesses.map((res) => res.statusCode);
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeLessThanOrEqual(ACCOUNT_FAILURES_MAX);
    expect(checked).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    // Inside the window the right password from a stranger's browser is refused too.
    const right = await signIn(a.email, a.password);
    expect(right.statusCode, right.body).toBe(429);
    expect(right.headers['set-auth-token']).toBeUndefined();
    // Nothing is held back: every check that answered left the count at exactly the failures.
    const [row] = (
      (await t.ctx.db.execute(
        sql`select hits from request_counters where key = ${`${ACCOUNT_FAILURES_SCOPE}:${a.email.toLowerCase()}`}`,
      )) as unknown as { rows: { hits: number }[] }
    ).rows;
    expect(Number(row!.hits)).toBe(checked);
  });

  it('a right password gives its reservation back: signing in often never limits the owner', async () => {
    const a = await signUp(t.app);
    for (let i = 0; i < ACCOUNT_FAILURES_MAX + 2; i++) {
      const res = await signIn(a.email, a.password);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await signIn(a.email, 'one wrong guess')).statusCode).toBe(401);
  });

  it('an unknown email is limited the same way (no way to tell accounts apart)', async () => {
    const ghost = uniqueEmail('ghost');
    const statuses: number[] = [];
    for (let i = 0; i <= ACCOUNT_FAILURES_MAX; i++) statuses.push((await signIn(ghost, 'whatever it is')).statusCode);
    expect(statuses).toEqual([...Array(ACCOUNT_FAILURES_MAX).fill(401), 429]);
  });

  it("the owner's browser (signed in there before) is still let in; a forged mark is not", async () => {
    const a = await signUp(t.app);
    const before = await signIn(a.email, a.password);
    expect(before.statusCode).toBe(200);
    const cookie = knownBrowserCookie(before);
    for (let i = 0; i < ACCOUNT_FAILURES_MAX; i++) await signIn(a.email, `guess ${i}`);
    expect((await signIn(a.email, a.password)).statusCode).toBe(429);
    expect((await signIn(a.email, a.password, { cookie: `${KNOWN_BROWSER_COOKIE}=forged` })).statusCode).toBe(429);
    // Another account's mark does not open this one.
    const b = await signUp(t.app);
    const bCookie = knownBrowserCookie(await signIn(b.email, b.password));
    expect((await signIn(a.email, a.password, { cookie: bCookie })).statusCode).toBe(429);
    const owner = await signIn(a.email, a.password, { cookie, app: other });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.headers['set-auth-token']).toBeTruthy();
  });

  it('a password reset clears the count: the owner signs in from any browser', async () => {
    const a = await signUp(t.app);
    for (let i = 0; i < ACCOUNT_FAILURES_MAX; i++) await signIn(a.email, `guess ${i}`);
    expect((await signIn(a.email, a.password)).statusCode).toBe(429);
    // Asking for a reset link is not limited by it.
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: '198.19.0.1',
      payload: { email: a.email },
    });
    expect(requested.statusCode).toBe(200);
    const mail = await eventually(async () => {
      const [row] = await t.ctx.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, a.email), eq(outbox.kind, 'password-reset')))
        .orderBy(desc(outbox.createdAt))
        .limit(1);
      return row?.sentAt ? row : undefined;
    });
    const token = new URL(/(http:\/\/\S+\/reset-password\?token=\S+)/.exec(mail.text)![1]!).searchParams.get('token')!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: '198.19.0.2',
      payload: { token, newPassword: 'saffron glacier lantern 2042' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(a.email, 'saffron glacier lantern 2042')).statusCode).toBe(200);
  });
});
