import { eq } from 'drizzle-orm';
import pino from 'pino';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../src/server/db/schema';
import { Mailer } from '../../../src/server/email/mailer';
import type { JobQueue } from '../../../src/server/jobs/queue';
import { passwordResetEmail } from '../../../src/server/email/templates/passwordReset';
import { createTestApp, eventually, TEST_DRIVER, type TestApp } from '../../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe(`email without SMTP_URL: the local outbox (${TEST_DRIVER})`, () => {
  it('keeps the message in the outbox table and marks it delivered there', async () => {
    expect(t.ctx.mailer.mode).toBe('outbox');
    const id = await t.ctx.mailer.send({ to: 'a@example.com', subject: 'Kept locally', text: 'hello', kind: 'test' });
    const row = await eventually(async () => {
      const [r] = await t.ctx.db.select().from(outbox).where(eq(outbox.id, id));
      return r?.sentAt ? r : undefined;
    });
    expect(row).toMatchObject({ to: 'a@example.com', subject: 'Kept locally', transport: 'outbox', kind: 'test' });
  });

  it('outside production, logs the message text, so the reset link can be read from the server log', async () => {
    const lines: string[] = [];
    const log = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const jobs = { define() {}, send: async () => null } as unknown as JobQueue;
    const mailer = new Mailer(t.ctx.db, jobs, log, { from: 'x <x@example.com>', logContents: true });
    const message = passwordResetEmail({
      to: 'b@example.com',
      name: 'Bea <b>',
      link: 'http://localhost:3000/reset-password?token=abc',
    });
    expect(message.html).toContain('Bea &lt;b&gt;');
    const id = await mailer.send(message);
    await mailer.deliver(id);
    const logged = lines.map((l) => JSON.parse(l) as { msg: string }).find((l) => l.msg.includes('outbox'));
    expect(logged?.msg).toContain('http://localhost:3000/reset-password?token=abc');
    await mailer.deliver(id); // idempotent: a delivered message is skipped
    expect(lines.filter((l) => l.includes('local outbox'))).toHaveLength(1);
  });

  it('without logContents (production), logs only the id and kind: no address, link or text', async () => {
    const lines: string[] = [];
    const log = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const jobs = { define() {}, send: async () => null } as unknown as JobQueue;
    const mailer = new Mailer(t.ctx.db, jobs, log, { from: 'x <x@example.com>' });
    const id = await mailer.send(
      passwordResetEmail({
        to: 'c@example.com',
        name: 'Cyrus Zed',
        link: 'http://localhost:3000/reset-password?token=xyz',
      }),
    );
    await mailer.deliver(id);
    expect(lines.join('')).toContain(id);
    expect(lines.join('')).not.toMatch(/c@example\.com|token=xyz|Cyrus Zed/);
  });
});
