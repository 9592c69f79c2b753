import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { outbox, users } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/http/log';
import { createTestApp, eventually, TEST_DRIVER, type TestApp } from '../helpers/app';
import type { TestUser } from '../helpers/users';
import { insertOrder } from '../landing/fixtures';
import { createPaymentOrder, placeOrder, sandboxPay, verify } from '../server/payments/flow';

/**
 * The production log (NODE_ENV=production, LOG_LEVEL=info, the server's own logger configuration)
 * through sign-up, sign-in, a password reset, the contact form, a payment and database errors:
 * no token, password, email address, name or message may appear in it.
 */
const lines: string[] = [];
let t: TestApp;
let failing: FastifyInstance;

const suffix = Date.now().toString(36);
const founder = {
  name: 'Meera Iyengar',
  email: `meera.iyengar.${suffix}@example.com`,
  password: 'tangerine kayak 1987 orbit',
};
const newPassword = 'saffron glacier 2042 lantern';
const visitor = {
  name: 'Anjali Venkataraman',
  email: `anjali.v.${suffix}@example.org`,
  message: 'Please call me about the tiffin service',
};

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp(
    { NODE_ENV: 'production', LOG_LEVEL: 'info', AUTH_RATE_LIMIT_MAX: '1000' },
    { log: createLogger('info', stream) },
  );
  // A second instance with one extra route whose queries fail while carrying personal data as
  // parameters (a duplicate email, a name where a number belongs): what a bug would log.
  failing = await buildApp(t.ctx, { webDist: join(tmpdir(), 'ideaproof-no-web') });
  failing.post('/test/failing-insert', async () => {
    await t.ctx.db.insert(users).values({ id: `dup_${suffix}`, name: visitor.name, email: founder.email });
    return { ok: true };
  });
  failing.post('/test/failing-cast', async () => {
    await t.ctx.db.execute(sql`select ${visitor.name}::int, ${visitor.email}::int`);
    return { ok: true };
  });
  await failing.ready();
}, 120_000);
afterAll(async () => {
  await failing?.close();
  await t?.close();
});

describe(`the production log holds no secrets or personal data (${TEST_DRIVER})`, () => {
  it('through sign-up, reset, contact form, payment and database errors', async () => {
    const app = t.app;
    // Sign-up and sign-in.
    const signUp = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: founder });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const sessionToken = signUp.headers['set-auth-token'] as string;
    const userId = signUp.json().user.id as string;

    // Password reset: the email is kept in the outbox (no SMTP_URL), the link opened, used.
    const requested = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: founder.email },
    });
    expect(requested.statusCode).toBe(200);
    const mail = await eventually(async () => {
      const [row] = await t.ctx.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, founder.email), eq(outbox.kind, 'password-reset')))
        .orderBy(desc(outbox.createdAt))
        .limit(1);
      return row?.sentAt ? row : undefined;
    });
    const link = /(http:\/\/\S+\/reset-password\?token=\S+)/.exec(mail.text)![1]!;
    const resetToken = new URL(link).searchParams.get('token')!;
    await app.inject({ method: 'GET', url: `/reset-password?token=${resetToken}` });
    await app.inject({ method: 'GET', url: `/api/auth/reset-password/${resetToken}?callbackURL=%2Freset-password` });
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, newPassword },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: founder.email, password: newPassword },
    });
    expect(signIn.statusCode).toBe(200);
    const signInToken = signIn.headers['set-auth-token'] as string;
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: founder.email, password: founder.password },
    });
    expect(wrong.statusCode).toBe(401);

    // A payment.
    const user: TestUser = {
      id: userId,
      email: founder.email,
      name: founder.name,
      token: signInToken,
      headers: { authorization: `Bearer ${signInToken}` },
    };
    const orderId = await placeOrder(app, user);
    const paymentOrder = await createPaymentOrder(app, user, orderId);
    const paid = await verify(app, user, await sandboxPay(app, user, paymentOrder.id), orderId);
    expect(paid.statusCode, paid.body).toBe(200);

    // The contact form, with JavaScript and without; the founder's new-lead email goes to the outbox.
    const page = await insertOrder(t.ctx);
    const lead = await app.inject({
      method: 'POST',
      url: '/api/contact_form',
      remoteAddress: '203.0.113.9',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0' },
      payload: { order_id: page.orderId, ...visitor, policy: true, form_ms: 20_000 },
    });
    expect(lead.statusCode, lead.body).toBe(201);
    const form = await app.inject({
      method: 'POST',
      url: `/p/${page.orderId}/contact`,
      remoteAddress: '203.0.113.10',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...visitor, policy: 'on' }).toString(),
    });
    expect(form.statusCode).toBe(303);
    await eventually(async () => {
      const rows = await t.ctx.db.select().from(outbox).where(eq(outbox.to, page.email));
      return rows.length >= 1 && rows.every((r) => r.sentAt);
    });

    // Database errors whose parameters are a visitor's name and email.
    expect((await failing.inject({ method: 'POST', url: '/test/failing-insert' })).statusCode).toBe(500);
    expect((await failing.inject({ method: 'POST', url: '/test/failing-cast' })).statusCode).toBe(500);

    const log = lines.join('');
    // The log did capture all of this: request lines, the outbox notes, both database errors.
    expect(log).toContain('/api/contact_form');
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).toContain('/api/auth/reset-password/[redacted]');
    expect(log).toContain('email kept in the outbox table');
    expect(log.match(/"msg":"unhandled error"/g)).toHaveLength(2);
    expect(log).toContain('params: [redacted]');

    const secrets: Record<string, string> = {
      'session token': sessionToken.split('.')[0]!,
      'sign-in token': signInToken.split('.')[0]!,
      'reset token': resetToken,
      'first password': founder.password,
      'new password': newPassword,
      "founder's email": founder.email,
      "founder's name": founder.name,
      "visitor's name": visitor.name,
      "visitor's email": visitor.email,
      "visitor's message": visitor.message,
      "founder's email (lead notice)": page.email,
    };
    const found = Object.entries(secrets)
      .filter(([, value]) => log.includes(value) || log.includes(encodeURIComponent(value)))
      .map(([name]) => name);
    expect(found).toEqual([]);
  }, 120_000);
});
