import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../../src/server/db/schema';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../helpers/app';
import { signUp, uniqueEmail } from './accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const signUpRaw = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', remoteAddress: '10.3.0.1', payload });

describe(`sign-up and the user document (${TEST_DRIVER})`, () => {
  it('creates the account and its user document: username, email, created_at, every other field empty', async () => {
    const a = await signUp(t.app, { username: '  Grace Hopper ' });
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, a.userId));
    expect(user).toMatchObject({ email: a.email, name: 'Grace Hopper' });
    const [doc] = await t.ctx.db.select().from(profiles).where(eq(profiles.userId, a.userId));
    expect(doc).toMatchObject({
      username: 'Grace Hopper',
      email: a.email,
      subscribedStrategies: [],
      firstName: null,
      lastName: null,
      birthday: null,
      profilePicture: null,
      displayName: null,
    });
    expect(Math.abs(doc!.createdAt.getTime() - user!.createdAt.getTime())).toBeLessThan(1000);
  });

  it('refuses bad sign-ups with 4xx and a detail', async () => {
    const cases: [object, RegExp][] = [
      [{ name: 'A', email: uniqueEmail(), password: 'long enough pw' }, /at least 2/],
      [{ name: 'x'.repeat(51), email: uniqueEmail(), password: 'long enough pw' }, /at most 50/],
      [{ name: '<script>', email: uniqueEmail(), password: 'long enough pw' }, /cannot contain/],
      [{ email: uniqueEmail(), password: 'long enough pw' }, /username is required/i],
      [{ name: 'Valid Name', email: 'nope', password: 'long enough pw' }, /email/i],
      [{ name: 'Valid Name', email: uniqueEmail(), password: 'short' }, /too short/i],
      [{ name: 'Valid Name', email: uniqueEmail(), password: 'x'.repeat(129) }, /too long/i],
    ];
    for (const [payload, detail] of cases) {
      const res = await signUpRaw(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().detail).toMatch(detail);
    }
    const a = await signUp(t.app);
    const again = await signUpRaw({ name: 'Someone Else', email: a.email, password: 'long enough pw' });
    expect(again.statusCode).toBe(422);
    expect(again.json().detail).toMatch(/already exists/i);
  });

  it('switches off better-auth endpoints the product does not use', async () => {
    const a = await signUp(t.app);
    for (const path of ['/api/auth/update-user', '/api/auth/change-email', '/api/auth/delete-user']) {
      const res = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { authorization: `Bearer ${a.token}` },
        payload: { name: '<b>x</b>', newEmail: 'other@example.com' },
      });
      expect(res.statusCode, path).toBe(404);
      expect(res.json().detail).toBeTruthy();
    }
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, a.userId));
    expect(user!.name).toBe(a.username);
  });

  it('GET /api/auth-options says Google sign-in is off without its settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth-options' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ google: false });
  });
});

describe(`Google sign-in configured (${TEST_DRIVER})`, () => {
  let g: TestApp;
  beforeAll(async () => {
    g = await createTestApp({
      GOOGLE_CLIENT_ID: 'test-client-id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'test-secret',
    });
  });
  afterAll(async () => {
    await g?.close();
  });

  it('is announced by /api/auth-options and starts at Google with our callback', async () => {
    expect((await g.app.inject({ method: 'GET', url: '/api/auth-options' })).json()).toEqual({ google: true });
    const res = await g.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      remoteAddress: '10.3.1.1',
      payload: { provider: 'google', callbackURL: '/sign-in?social=google' },
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url as string);
    expect(url.hostname).toBe('accounts.google.com');
    expect(url.searchParams.get('client_id')).toBe('test-client-id.apps.googleusercontent.com');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/google');
  });
});
