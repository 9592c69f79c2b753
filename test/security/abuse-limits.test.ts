import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactSubmissions, visits } from '../../src/server/db/schema';
import { CONTACT_RATE_LIMIT } from '../../src/server/leads/limits';
import { createTestApp, eventually, TEST_DRIVER, type TestApp } from '../helpers/app';
import { insertOrder, sendContactMessage } from '../landing/fixtures';
import { signUp } from '../helpers/users';

const EVENTS_PER_MINUTE = 5;
const AUTH_MAX = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    EVENTS_RATE_LIMIT_PER_MINUTE: String(EVENTS_PER_MINUTE),
    AUTH_RATE_LIMIT_MAX: String(AUTH_MAX),
    MAX_UPLOAD_BYTES: String(64 * 1024),
  });
});
afterAll(async () => {
  await t?.close();
});

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A 429 must say how long to wait, in whole seconds, in the header and in words. */
function expectRetryAfter(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(429);
  const header = Number(res.headers['retry-after']);
  expect(Number.isInteger(header) && header >= 1).toBe(true);
  expect((res.json() as { detail: string }).detail).toMatch(/Try again/i);
}

describe(`abuse limits on public writes (${TEST_DRIVER})`, () => {
  it(`page-view beacon: ${EVENTS_PER_MINUTE} per minute per address, then 429 with Retry-After; nothing stored past the limit`, async () => {
    const { orderId } = await insertOrder(t.ctx);
    const send = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/events',
        remoteAddress: ip,
        headers: { 'user-agent': CHROME },
        payload: { order_id: orderId, type: 'page_view' },
      });
    for (let i = 0; i < EVENTS_PER_MINUTE; i++) expect((await send('198.51.100.20')).statusCode).toBe(202);
    const limited = await send('198.51.100.20');
    expectRetryAfter(limited);
    // Junk from a limited address is refused before its body is even read.
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      remoteAddress: '198.51.100.20',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(junk.statusCode).toBe(429);
    expect((await send('198.51.100.21')).statusCode).toBe(202);
    const stored = await eventually(async () => {
      await t.ctx.visitInbox.drain();
      const rows = await t.ctx.db.select().from(visits).where(eq(visits.orderId, orderId));
      return rows.length === EVENTS_PER_MINUTE + 1 ? rows : null;
    });
    expect(stored).toHaveLength(EVENTS_PER_MINUTE + 1);
  });

  it(`contact form: ${CONTACT_RATE_LIMIT.max} per 15 minutes per address, then 429 with Retry-After and nothing stored`, async () => {
    const { orderId } = await insertOrder(t.ctx);
    const send = () => sendContactMessage(t.app, orderId, '198.51.100.30');
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expectRetryAfter(limited);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    // One person (one email): one lead, sent as many times as the limit let through (issue 34).
    const rows = await t.ctx.db.select().from(contactSubmissions).where(eq(contactSubmissions.orderId, orderId));
    expect(rows.map((r) => r.timesSent)).toEqual([CONTACT_RATE_LIMIT.max]);
  });

  it(`sign-in: ${AUTH_MAX} attempts per window per address, then 429 with Retry-After`, async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '198.51.100.40',
        payload: { email: 'nobody@example.com', password: 'wrong password!' },
      });
    for (let i = 0; i < AUTH_MAX; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limited.json().detail).toBeTruthy();
  });

  it('sign-up is limited the same way', async () => {
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: '198.51.100.41',
        payload: { name: 'Abuser', email: `abuser-${i}@example.com`, password: 'correct horse battery staple' },
      });
    for (let i = 0; i < AUTH_MAX; i++) expect((await attempt(i)).statusCode).toBe(200);
    const limited = await attempt(99);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('bodies over the limits are refused with 413 and a detail (events 8 KiB, contact 32 KiB, any route 1 MiB)', async () => {
    const big = (n: number) => JSON.stringify({ order_id: 'x', type: 'page_view', referrer: 'r'.repeat(n) });
    const events = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      remoteAddress: '198.51.100.50',
      headers: { 'content-type': 'application/json' },
      payload: big(9 * 1024),
    });
    expect(events.statusCode).toBe(413);
    expect(events.json().detail).toBe('Request body is too large');
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact_form',
      remoteAddress: '198.51.100.51',
      headers: { 'content-type': 'application/json' },
      payload: big(40 * 1024),
    });
    expect(contact.statusCode).toBe(413);
    const landing = await t.app.inject({
      method: 'POST',
      url: '/api/landing_page',
      headers: { 'content-type': 'application/json' },
      payload: big(1_100_000),
    });
    expect(landing.statusCode).toBe(413);
    expect(landing.json().detail).toBe('Request body is too large');
  });

  it('a profile photo over MAX_UPLOAD_BYTES is refused with 413 and a detail', async () => {
    const user = await signUp(t.app);
    const boundary = '----ideaproofboundary';
    const file = Buffer.alloc(80 * 1024, 7);
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/upload-profile-picture',
      remoteAddress: '198.51.100.60',
      headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toMatch(/at most/);
  });
});
