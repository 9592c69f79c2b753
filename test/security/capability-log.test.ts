import { Writable } from 'node:stream';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, reportDigests } from '../../src/server/db/schema';
import { createLogger, redactUrl, URL_CAPABILITIES } from '../../src/server/http/log';
import { createTestApp, eventually, TEST_DRIVER, type TestApp } from '../helpers/app';
import { bearer, signUp } from '../server/auth/accounts';
import { insertOrder } from '../server/analytics/fixtures';

/**
 * Issue 38 item 4: the production log holds no capability that a URL carries (a shared report's
 * /r/{token}, the digest's /digest/unsubscribe/{token}, a reset token in a path or a query). The
 * run creates every kind of link, opens each the ways a browser, a mail scanner and a mail client
 * do, then scans the whole log for every token it created.
 */
const lines: string[] = [];
let t: TestApp;

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
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe(`capability links never reach the log (${TEST_DRIVER})`, () => {
  it('redacts every path capability of the one list, and keeps the rest of the URL', () => {
    for (const c of URL_CAPABILITIES) {
      if ('path' in c) expect(redactUrl(`${c.path}SeCrEt-123/more?x=1`)).toBe(`${c.path}[redacted]/more?x=1`);
      else expect(redactUrl(`/anything?a=1&${c.query}=SeCrEt-123`)).toBe(`/anything?a=1&${c.query}=[redacted]`);
    }
    expect(redactUrl('/R/SeCrEt-123')).toBe('/R/[redacted]');
    expect(redactUrl('/p/abc?utm_source=x')).toBe('/p/abc?utm_source=x');
  });

  it('through sharing a report, the digest’s unsubscribe and a password reset', async () => {
    const app = t.app;
    const founder = await signUp(app);
    const created: string[] = [];

    // Two shared report links, each opened (and one with a query, as a chat preview adds).
    const orderId = await insertOrder(t.ctx, founder.userId);
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/share`,
        headers: bearer(founder.token),
        payload: {},
      });
      expect(res.statusCode, res.body).toBe(201);
      const url = new URL((res.json() as { url: string }).url);
      created.push(url.pathname.split('/').pop()!);
      expect((await app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: `${url.pathname}?ref=chat` })).statusCode).toBe(200);
    }
    // A link that does not exist is a token too.
    const guessed = 'GuessedTokenThatDoesNotExist0123456789abcdef';
    created.push(guessed);
    expect((await app.inject({ method: 'GET', url: `/r/${guessed}` })).statusCode).toBe(404);

    // The digest's unsubscribe link: HEAD, GET, then the one-click POST.
    const on = await app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/digest`,
      headers: bearer(founder.token),
      payload: { enabled: true, timezone: 'UTC' },
    });
    expect(on.statusCode, on.body).toBe(200);
    const [digest] = await t.ctx.db
      .select({ token: reportDigests.unsubscribeToken })
      .from(reportDigests)
      .where(eq(reportDigests.orderId, orderId));
    created.push(digest!.token);
    const unsubscribe = `/digest/unsubscribe/${digest!.token}`;
    expect((await app.inject({ method: 'HEAD', url: unsubscribe })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: unsubscribe })).statusCode).toBe(200);
    const post = await app.inject({
      method: 'POST',
      url: unsubscribe,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);

    // A password reset: the link opened in the app and at better-auth's own route, then used.
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
    const resetToken = new URL(/(http:\/\/\S+\/reset-password\?token=\S+)/.exec(mail.text)![1]!).searchParams.get(
      'token',
    )!;
    created.push(resetToken);
    await app.inject({ method: 'GET', url: `/reset-password?token=${resetToken}` });
    await app.inject({ method: 'GET', url: `/api/auth/reset-password/${resetToken}?callbackURL=%2Freset-password` });

    const log = lines.join('');
    // The log did record these requests, with the place of each token kept.
    expect(log).toContain('"url":"/r/[redacted]"');
    expect(log).toContain('"url":"/r/[redacted]?ref=chat"');
    expect(log).toContain('"url":"/digest/unsubscribe/[redacted]"');
    expect(log).toContain('"method":"HEAD"');
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).toContain('/api/auth/reset-password/[redacted]');

    expect(created).toHaveLength(5);
    const leaked = created.filter((token) => log.includes(token) || log.includes(encodeURIComponent(token)));
    expect(leaked).toEqual([]);
  }, 120_000);
});
