import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, verifications } from '../../../src/server/db/schema';
import { createTestApp, eventually, TEST_DRIVER, type TestApp } from '../../helpers/app';
import { bearer, signIn, signUp, uniqueEmail } from './accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const requestReset = (email: string, ip = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', remoteAddress: ip, payload: { email } });
const resetPassword = (token: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    remoteAddress: '10.1.0.2',
    payload: { token, newPassword },
  });

/** The reset link from the newest password-reset email to `email` (delivered by the job queue). */
async function resetLinkFor(email: string): Promise<URL> {
  const mail = await eventually(async () => {
    const [row] = await t.ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, 'password-reset')))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    return row?.sentAt ? row : undefined;
  });
  expect(mail.transport).toBe('outbox');
  const match = /(http:\/\/localhost:3000\/reset-password\?token=\S+)/.exec(mail.text);
  expect(match, mail.text).toBeTruthy();
  expect(mail.html).toContain('/reset-password?token=');
  return new URL(match![1]!);
}

describe(`password reset (${TEST_DRIVER})`, () => {
  it('answers a request for an unknown email exactly like one for a real account', async () => {
    const a = await signUp(t.app);
    const known = await requestReset(a.email);
    const unknown = await requestReset(uniqueEmail('ghost'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(unknown.headers['set-cookie']).toEqual(known.headers['set-cookie']);
    // Only the real account gets an email.
    await resetLinkFor(a.email);
    const ghostMails = await t.ctx.db.select().from(outbox).where(like(outbox.to, 'ghost.%'));
    expect(ghostMails).toHaveLength(0);
  });

  it('emails a one-hour link to /reset-password that works once and revokes every session', async () => {
    const a = await signUp(t.app);
    const other = await signIn(t.app, a.email, a.password);
    const otherToken = other.headers['set-auth-token'] as string;
    expect((await requestReset(a.email)).statusCode).toBe(200);
    const link = await resetLinkFor(a.email);
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(20);

    const [verification] = await t.ctx.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const ttl = verification!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000);

    const first = await resetPassword(token, 'brand new password');
    expect(first.statusCode).toBe(200);
    const second = await resetPassword(token, 'another new password');
    expect(second.statusCode).toBe(400);
    expect(second.json().detail).toMatch(/invalid token/i);

    // Every session made before the reset is gone: sign-up's and a second sign-in's.
    for (const old of [a.token, otherToken]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(old) });
      expect(res.statusCode).toBe(401);
    }
    expect((await signIn(t.app, a.email, a.password)).statusCode).toBe(401);
    expect((await signIn(t.app, a.email, 'brand new password')).statusCode).toBe(200);
    expect((await signIn(t.app, a.email, 'another new password')).statusCode).toBe(401);
  });

  it('a new link retires every older one; using a link retires every other one of the account', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    expect((await requestReset(b.email)).statusCode).toBe(200);
    const bToken = (await resetLinkFor(b.email)).searchParams.get('token')!;
    const tokens: string[] = [];
    /** A reset link requested now (waiting until its email, the newest, is in the outbox). */
    const newLink = async () => {
      expect((await requestReset(a.email)).statusCode).toBe(200);
      const token = await eventually(async () => {
        const next = (await resetLinkFor(a.email)).searchParams.get('token')!;
        return tokens.includes(next) ? undefined : next;
      });
      tokens.push(token);
      return token;
    };
    const live = async () =>
      (await t.ctx.db.select().from(verifications).where(like(verifications.identifier, 'reset-password:%')))
        .filter((row) => row.value === a.userId)
        .map((row) => row.identifier.slice('reset-password:'.length));

    const first = await newLink();
    const second = await newLink();
    // Requesting the second retired the first.
    expect(await live()).toEqual([second]);
    const old = await resetPassword(first, 'brand new password');
    expect(old.statusCode).toBe(400);
    expect(old.json().detail).toMatch(/invalid token/i);
    expect((await signIn(t.app, a.email, a.password)).statusCode).toBe(200);

    // A link made behind the product's back (as an older version left them) is retired when one is used.
    const third = await newLink();
    await t.ctx.db.insert(verifications).values({
      id: `v_${Date.now()}`,
      identifier: `reset-password:${'o'.repeat(24)}`,
      value: a.userId,
      expiresAt: new Date(Date.now() + 30 * 60 * 1000),
    });
    expect((await live()).sort()).toEqual([third, 'o'.repeat(24)].sort());
    expect((await resetPassword(third, 'brand new password')).statusCode).toBe(200);
    expect(await live()).toEqual([]);
    const stale = await resetPassword('o'.repeat(24), 'another new password');
    expect(stale.statusCode).toBe(400);
    expect((await signIn(t.app, a.email, 'brand new password')).statusCode).toBe(200);
    // Another account's link is untouched by all this.
    expect((await resetPassword(bToken, 'saffron glacier lantern')).statusCode).toBe(200);
  });

  it('refuses a reset request and a reset from another site (Origin or Sec-Fetch-Site), like sign-in', async () => {
    const a = await signUp(t.app);
    const before = await t.ctx.db.select().from(outbox).where(eq(outbox.to, a.email));
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: '10.1.0.7',
        headers,
        payload: { email: a.email },
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().detail).toContain('PUBLIC_URL');
    }
    expect(await t.ctx.db.select().from(outbox).where(eq(outbox.to, a.email))).toEqual(before);

    // From the app's own page: accepted, and the link cannot be used from another site either.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: '10.1.0.7',
      headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      payload: { email: a.email },
    });
    expect(own.statusCode, own.body).toBe(200);
    const token = (await resetLinkFor(a.email)).searchParams.get('token')!;
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: '10.1.0.7',
      headers: { origin: 'https://evil.example' },
      payload: { token, newPassword: 'brand new password' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await signIn(t.app, a.email, a.password)).statusCode).toBe(200);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: '10.1.0.7',
      headers: { origin: 'http://localhost:3000' },
      payload: { token, newPassword: 'brand new password' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses an expired token and a made-up one with a clear detail', async () => {
    const a = await signUp(t.app);
    await requestReset(a.email);
    const token = (await resetLinkFor(a.email)).searchParams.get('token')!;
    await t.ctx.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const expired = await resetPassword(token, 'brand new password');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toMatch(/invalid token/i);
    expect((await signIn(t.app, a.email, a.password)).statusCode).toBe(200);

    const madeUp = await resetPassword('x'.repeat(24), 'brand new password');
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().detail).toBeTruthy();
  });

  it('refuses bad input with 4xx and a detail, never 5xx', async () => {
    const bodies: unknown[] = [{}, { email: 'not-an-email' }, { email: 42 }, { email: ['a@b.co'] }];
    for (const payload of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: '10.1.9.9',
        payload: payload as object,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json().detail).toBe('string');
    }
    const short = await resetPassword('x'.repeat(24), 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toMatch(/too short/i);
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'long enough pw' },
    });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().detail).toBeTruthy();
  });
});
