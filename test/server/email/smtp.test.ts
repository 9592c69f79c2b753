import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../src/server/db/schema';
import { startSmtpSink, type SmtpSink } from '../../../e2e/support/smtpSink';
import { createTestApp, eventually, TEST_DRIVER, type TestApp } from '../../helpers/app';
import { signUp } from '../auth/accounts';

let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_FROM: 'Ideaproof <no-reply@ideaproof.test>',
  });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe(`email over SMTP to a real SMTP server on loopback (${TEST_DRIVER})`, () => {
  it('uses SMTP when SMTP_URL is set', () => {
    expect(t.ctx.mailer.mode).toBe('smtp');
  });

  it('delivers a queued message and marks it sent in the outbox', async () => {
    const id = await t.ctx.mailer.send({
      to: 'founder@example.com',
      subject: 'Hello from the queue',
      text: 'Plain text body with a link: http://localhost:3000/transactions?a=1&b=2',
      html: '<p>HTML body</p>',
      kind: 'test',
    });
    const mail = await eventually(async () => sink.messages.find((m) => m.subject === 'Hello from the queue'));
    expect(mail.to).toEqual(['founder@example.com']);
    expect(mail.from).toBe('no-reply@ideaproof.test');
    expect(mail.body).toContain('http://localhost:3000/transactions?a=1&b=2');
    expect(mail.body).toContain('<p>HTML body</p>');
    const row = await eventually(async () => {
      const [r] = await t.ctx.db.select().from(outbox).where(eq(outbox.id, id));
      return r?.sentAt ? r : undefined;
    });
    expect(row.transport).toBe('smtp');
    expect(row.lastError).toBeNull();
  });

  it('sends a message’s extra headers (the digest’s List-Unsubscribe and List-Unsubscribe-Post)', async () => {
    await t.ctx.mailer.send({
      to: 'founder@example.com',
      subject: 'With unsubscribe headers',
      text: 'Weekly',
      kind: 'test',
      headers: {
        'List-Unsubscribe': '<http://localhost:3000/digest/unsubscribe/abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const mail = await eventually(async () => sink.messages.find((m) => m.subject === 'With unsubscribe headers'));
    const head = mail.raw.split(/\r?\n\r?\n/)[0]!;
    expect(head).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/digest\/unsubscribe\/abc>$/m);
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('sends the password-reset email with the /reset-password link through SMTP', async () => {
    const a = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: '10.4.0.1',
      payload: { email: a.email },
    });
    expect(res.statusCode).toBe(200);
    const mail = await eventually(async () => sink.messages.find((m) => m.to.includes(a.email)));
    expect(mail.subject).toBe('Reset your Ideaproof password');
    const link = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.body);
    expect(link, mail.body).toBeTruthy();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: '10.4.0.2',
      payload: { token: link![1], newPassword: 'a fresh password' },
    });
    expect(reset.statusCode).toBe(200);
    const [row] = await t.ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, a.email), eq(outbox.kind, 'password-reset')));
    expect(row!.transport).toBe('smtp');
  });
});

describe(`SMTP failures are retried (${TEST_DRIVER})`, () => {
  it('keeps the error on the outbox row and delivers once the server is back', async () => {
    const down = await startSmtpSink();
    const port = down.port;
    await down.close();
    const app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    let back: SmtpSink | undefined;
    try {
      const id = await app.ctx.mailer.send({ to: 'late@example.com', subject: 'Retry me', text: 'body', kind: 'test' });
      const failed = await eventually(async () => {
        const [r] = await app.ctx.db.select().from(outbox).where(eq(outbox.id, id));
        return r?.lastError ? r : undefined;
      });
      expect(failed.sentAt).toBeNull();
      expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
      back = await startSmtpSink({ port });
      const mail = await eventually(async () => back!.messages.find((m) => m.subject === 'Retry me'), 20_000);
      expect(mail.to).toEqual(['late@example.com']);
      const sent = await eventually(async () => {
        const [r] = await app.ctx.db.select().from(outbox).where(eq(outbox.id, id));
        return r?.sentAt ? r : undefined;
      });
      expect(sent.transport).toBe('smtp');
    } finally {
      await app.close();
      await back?.close();
    }
  });
});
