import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../../src/server/db/schema';
import { passwordStrength, WEAK_PASSWORD_MESSAGE } from '../../../src/shared/password-strength';
import { createTestApp, eventually, TEST_DRIVER, type TestApp } from '../../helpers/app';
import { signIn, signUp, uniqueEmail } from './accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const WEAK = ['password', '12345678', 'qwertyuiop', 'iloveyou123', 'Password1!', 'letmein2024'];

describe('password strength (zxcvbn)', () => {
  it('judges common and keyboard passwords weak, long uncommon phrases strong', () => {
    for (const weak of WEAK) expect(passwordStrength(weak).acceptable, weak).toBe(false);
    for (const strong of ['correct horse battery', 'a fresh password', 'tangerine kayak 1987 orbit']) {
      expect(passwordStrength(strong).acceptable, strong).toBe(true);
    }
    // The person's own email or username counts as easy to guess.
    expect(passwordStrength('ravishankar42').acceptable).toBe(true);
    expect(passwordStrength('ravishankar42', ['ravishankar42@example.com']).acceptable).toBe(false);
    expect(passwordStrength('password').message).toBe(`This is a heavily used password. ${WEAK_PASSWORD_MESSAGE}`);
  });
});

describe(`weak passwords are refused by the identity server (${TEST_DRIVER})`, () => {
  it('on sign-up: 400 with the reason, and no account is made', async () => {
    for (const password of ['password', '12345678']) {
      const email = uniqueEmail('weak');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: '10.7.0.1',
        payload: { name: 'Weak Founder', email, password },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().detail).toContain(WEAK_PASSWORD_MESSAGE);
      expect(res.json().code).toBe('PASSWORD_TOO_WEAK');
      expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    }
    // A strong one goes through.
    await signUp(t.app, { password: 'tangerine kayak 1987 orbit', ip: '10.7.0.1' });
  });

  it('on reset: 400 with the reason; the link still works for a strong password', async () => {
    const a = await signUp(t.app, { ip: '10.7.0.2' });
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: '10.7.0.2',
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
      return row;
    });
    const token = new URL(/(http:\/\/\S+reset-password\?token=\S+)/.exec(mail.text)![1]!).searchParams.get('token')!;
    const reset = (newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        remoteAddress: '10.7.0.3',
        payload: { token, newPassword },
      });
    for (const weak of ['password', '12345678']) {
      const res = await reset(weak);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().detail).toContain(WEAK_PASSWORD_MESSAGE);
    }
    expect((await signIn(t.app, a.email, a.password)).statusCode).toBe(200);
    expect((await reset('tangerine kayak 1987 orbit')).statusCode).toBe(200);
    expect((await signIn(t.app, a.email, 'tangerine kayak 1987 orbit')).statusCode).toBe(200);
  });
});
