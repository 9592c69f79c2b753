import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../../src/server/db/schema';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../helpers/app';
import { bearer, signUp } from '../auth/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** docs/product.md#data User fields, plus the document key. */
const SPEC_FIELDS = [
  'email',
  'username',
  'created_at',
  'birthday',
  'subscribed_strategies',
  'first_name',
  'last_name',
  'gender',
  'phone',
  'address',
  'address_number',
  'city',
  'state',
  'zip_code',
  'display_name',
  'job_title',
  'location',
  'profile_picture',
];
/** Ideaproof's own settings (docs/product.md#deliberate-differences-from-the-specification). */
const SETTINGS_FIELDS = ['country', 'phone_country', 'time_zone', 'email_digest', 'email_lead_alerts'];

describe(`GET and PATCH /api/me (${TEST_DRIVER})`, () => {
  it('returns the docs/product.md#data user document of a new account', async () => {
    const a = await signUp(t.app, { username: 'Ada' });
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(a.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const doc = res.json();
    expect(Object.keys(doc).sort()).toEqual([...SPEC_FIELDS, ...SETTINGS_FIELDS, 'id'].sort());
    expect(doc).toMatchObject({
      id: a.userId,
      email: a.email,
      username: 'Ada',
      subscribed_strategies: [],
      birthday: null,
      first_name: null,
      gender: null,
      state: null,
      profile_picture: null,
    });
    expect(new Date(doc.created_at).toISOString()).toBe(doc.created_at);
    expect(Date.now() - Date.parse(doc.created_at)).toBeLessThan(60_000);
  });

  it('recreates a missing user document on read', async () => {
    const a = await signUp(t.app, { username: 'Lost Doc' });
    await t.ctx.db.delete(profiles).where(eq(profiles.userId, a.userId));
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(a.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'Lost Doc', email: a.email });
  });

  it('PATCH updates subscribed_strategies (trimmed, de-duplicated) and nothing else', async () => {
    const a = await signUp(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: bearer(a.token),
      payload: { subscribed_strategies: [' growth ', 'growth', 'seo'], username: 'hacker', email: 'x@y.z' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      subscribed_strategies: ['growth', 'seo'],
      username: a.username,
      email: a.email,
    });
    const again = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(a.token) });
    expect(again.json().subscribed_strategies).toEqual(['growth', 'seo']);
  });

  it('PATCH refuses bad input with 400 and a detail, and a signed-out caller with 401', async () => {
    const a = await signUp(t.app);
    for (const payload of [
      {},
      { subscribed_strategies: 'seo' },
      { subscribed_strategies: [1] },
      { subscribed_strategies: [''] },
    ]) {
      const res = await t.app.inject({ method: 'PATCH', url: '/api/me', headers: bearer(a.token), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toMatch(/subscribed_strategies/);
    }
    const anon = await t.app.inject({ method: 'PATCH', url: '/api/me', payload: { subscribed_strategies: [] } });
    expect(anon.statusCode).toBe(401);
  });
});
