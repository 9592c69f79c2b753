import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../../src/server/db/schema';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../helpers/app';
import { signIn, signUp, uniqueEmail } from './accounts';

const MAX = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: String(MAX), AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' });
});
afterAll(async () => {
  await t?.close();
});

describe(`rate limits on identity endpoints, held in the database (${TEST_DRIVER})`, () => {
  it(`refuses the sign-in attempt after ${MAX} from one client IP with 429 and a detail`, async () => {
    const a = await signUp(t.app, { ip: '10.2.0.1' });
    const ip = '10.2.0.2';
    for (let i = 0; i < MAX; i++) {
      expect((await signIn(t.app, a.email, 'wrong password!', { ip })).statusCode).toBe(401);
    }
    const blocked = await signIn(t.app, a.email, a.password, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/too many requests/i);
    expect(blocked.headers['set-auth-token']).toBeUndefined();

    // A forged forwarding header (trust proxy is off) or our internal header does not reset the count.
    const spoofed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: ip,
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-ideaproof-client-ip': '203.0.113.10' },
      payload: { email: a.email, password: a.password },
    });
    expect(spoofed.statusCode).toBe(429);

    // Another client is not affected.
    expect((await signIn(t.app, a.email, a.password, { ip: '10.2.0.3' })).statusCode).toBe(200);

    // The counters live in the database (so they hold across server processes).
    const rows = await t.ctx.db.select().from(rateLimits);
    expect(rows.some((r) => r.key.includes('10.2.0.2') && r.key.includes('/sign-in/email'))).toBe(true);
  });

  it('limits sign-up and password-reset requests the same way', async () => {
    const ip = '10.2.1.1';
    for (let i = 0; i < MAX; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: ip,
        payload: { name: 'Someone', email: uniqueEmail('burst'), password: 'long enough pw' },
      });
      expect(res.statusCode).toBe(200);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: ip,
      payload: { name: 'Someone', email: uniqueEmail('burst'), password: 'long enough pw' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toBeTruthy();

    const resetIp = '10.2.1.2';
    const reset = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: resetIp,
        payload: { email: uniqueEmail('reset') },
      });
    for (let i = 0; i < MAX; i++) expect((await reset()).statusCode).toBe(200);
    const resetBlocked = await reset();
    expect(resetBlocked.statusCode).toBe(429);
    expect(resetBlocked.json().detail).toMatch(/too many requests/i);
  });
});
