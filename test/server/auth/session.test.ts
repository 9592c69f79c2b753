import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../src/server/db/schema';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../helpers/app';
import { bearer, signIn, signUp, uniqueEmail } from './accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const me = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/me', headers });

async function sessionRow(token: string) {
  const raw = decodeURIComponent(token).split('.')[0]!;
  const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.token, raw));
  return row;
}

describe(`sessions and bearer tokens (${TEST_DRIVER})`, () => {
  it('refuses /api/me to a caller without a token, with a JSON detail', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: expect.stringMatching(/sign in/i) });
    const garbage = await me({ authorization: 'Bearer not-a-token' });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().detail).toBeTruthy();
    const basic = await me({ authorization: 'Basic dXNlcjpwYXNz' });
    expect(basic.statusCode).toBe(401);
  });

  it('serves /api/me to the signed token of a new account', async () => {
    const a = await signUp(t.app);
    expect(a.token).toContain('.');
    const res = await me(bearer(a.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: a.userId, email: a.email, username: a.username });
  });

  it('refuses the raw session token without its signature, and a token signed with another secret', async () => {
    const a = await signUp(t.app);
    const [raw, signature] = decodeURIComponent(a.token).split('.');
    expect(raw && signature).toBeTruthy();
    // The raw token is a real, live session id: only the missing signature makes it invalid.
    expect(await sessionRow(a.token)).toBeDefined();
    expect((await me(bearer(raw!))).statusCode).toBe(401);
    const forged = `${raw}.${Buffer.from('x'.repeat(32)).toString('base64url')}`;
    expect((await me(bearer(forged))).statusCode).toBe(401);
    expect((await me(bearer(a.token))).statusCode).toBe(200);
  });

  it('refuses a token after sign-out (the session is revoked on the server)', async () => {
    const a = await signUp(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(a.token) });
    expect(out.statusCode).toBe(200);
    expect(await sessionRow(a.token)).toBeUndefined();
    const res = await me(bearer(a.token));
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toMatch(/expired or is not valid/);
  });

  it('signs in with email and password; a wrong password is a 401 with detail', async () => {
    const a = await signUp(t.app);
    const ok = await signIn(t.app, a.email, a.password);
    expect(ok.statusCode).toBe(200);
    const token = ok.headers['set-auth-token'] as string;
    expect((await me(bearer(token))).json().email).toBe(a.email);
    const bad = await signIn(t.app, a.email, 'wrong password!');
    expect(bad.statusCode).toBe(401);
    expect(bad.json().detail).toMatch(/invalid email or password/i);
    expect(bad.headers['set-auth-token']).toBeUndefined();
    const unknown = await signIn(t.app, uniqueEmail('nobody'), 'whatever123');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().detail).toBe(bad.json().detail);
  });

  it('"Remember me" off gives a one-day session that use does not extend; on gives 30 days', async () => {
    const a = await signUp(t.app);
    const short = await signIn(t.app, a.email, a.password, { rememberMe: false });
    const shortToken = short.headers['set-auth-token'] as string;
    const long = await signIn(t.app, a.email, a.password, { rememberMe: true });
    const longToken = long.headers['set-auth-token'] as string;
    const day = 24 * 60 * 60 * 1000;
    const shortRow = (await sessionRow(shortToken))!;
    const longRow = (await sessionRow(longToken))!;
    expect(shortRow.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(day);
    expect(shortRow.expiresAt.getTime() - Date.now()).toBeGreaterThan(day - 60_000);
    expect(longRow.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * day);

    expect((await me(bearer(shortToken))).statusCode).toBe(200);
    expect((await me(bearer(shortToken))).statusCode).toBe(200);
    expect((await sessionRow(shortToken))!.expiresAt.getTime()).toBe(shortRow.expiresAt.getTime());
  });

  it('extends a remembered session that is more than a day old, and refuses an expired one', async () => {
    const a = await signUp(t.app);
    const long = await signIn(t.app, a.email, a.password, { rememberMe: true });
    const token = long.headers['set-auth-token'] as string;
    const row = (await sessionRow(token))!;
    const day = 24 * 60 * 60 * 1000;
    // Pretend the session was made 10 days ago.
    await t.ctx.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 10 * day), expiresAt: new Date(Date.now() + 20 * day) })
      .where(eq(sessions.id, row.id));
    expect((await me(bearer(token))).statusCode).toBe(200);
    const extended = (await sessionRow(token))!;
    expect(extended.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * day);

    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, row.id));
    expect((await me(bearer(token))).statusCode).toBe(401);
  });

  it('trades a cookie session (as after Google sign-in) for a bearer token once', async () => {
    const a = await signUp(t.app);
    const res = await signIn(t.app, a.email, a.password);
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const sessionCookie = setCookie.find((c) => c.includes('session_token='))!;
    expect(sessionCookie).toBeTruthy();
    const cookie = sessionCookie.split(';')[0]!;
    const traded = await t.app.inject({ method: 'POST', url: '/api/session/token', headers: { cookie } });
    expect(traded.statusCode).toBe(200);
    const { token } = traded.json() as { token: string };
    expect(token).toBe(res.headers['set-auth-token']);
    expect(String(traded.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect((await me(bearer(token))).statusCode).toBe(200);

    const none = await t.app.inject({ method: 'POST', url: '/api/session/token' });
    expect(none.statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/session/token',
      headers: { cookie: `better-auth.session_token=${decodeURIComponent(token).split('.')[0]}` },
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('refuses a cross-site trade (Origin of another site, or Sec-Fetch-Site: cross-site) without touching the cookie', async () => {
    const a = await signUp(t.app);
    const res = await signIn(t.app, a.email, a.password);
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.includes('session_token='))!
      .split(';')[0]!;
    const crossSite = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' },
      { referer: 'https://evil.example/page' },
    ];
    for (const headers of crossSite) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/session/token',
        headers: { cookie, ...headers },
      });
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(refused.headers['set-cookie'], JSON.stringify(headers)).toBeUndefined();
      expect(refused.json().detail).toContain('PUBLIC_URL');
      expect(refused.json()).not.toHaveProperty('token');
    }
    // The app's own page (same origin) still trades it.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/session/token',
      headers: { cookie, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().token).toBe(res.headers['set-auth-token']);
    expect(String(own.headers['set-cookie'])).toMatch(/Max-Age=0/);
  });
});
