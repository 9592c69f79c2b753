import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createTestApp, type TestApp } from '../../helpers/app';
import { insertOrder } from '../../landing/fixtures';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

// The beacon shares one warn-level logger instead of a child logger per request (routes.ts):
// what it must still log, and what it must not.
const lines: Record<string, unknown>[] = [];
let t: TestApp;
beforeAll(async () => {
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  t = await createTestApp({ LOG_LEVEL: 'info' }, { log });
});
afterAll(async () => {
  await t?.close();
});

const beacon = (orderId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/events',
    payload: { order_id: orderId, type: 'page_view' },
    headers: { 'user-agent': CHROME },
    remoteAddress: '203.0.113.9',
  });

describe('page-view beacon logging', () => {
  it('writes no request log lines for page views, unlike other routes', async () => {
    const { orderId } = await insertOrder(t.ctx);
    lines.length = 0;
    for (let i = 0; i < 3; i++) expect((await beacon(orderId)).statusCode).toBe(202);
    expect(lines.filter((l) => JSON.stringify(l).includes('/api/events'))).toEqual([]);
    // The same logger does log requests of other routes at info level.
    await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(true);
  });

  it('still logs an error, naming the route, when a page view cannot be stored', async () => {
    const { orderId } = await insertOrder(t.ctx);
    const inbox = t.ctx.visitInbox;
    const write = inbox.write.bind(inbox);
    inbox.write = () => Promise.reject(new Error('the database is down'));
    lines.length = 0;
    try {
      const res = await beacon(orderId);
      expect(res.statusCode).toBe(500);
      expect(typeof res.json().detail).toBe('string');
      expect(res.body).not.toContain('the database is down');
    } finally {
      inbox.write = write;
    }
    const errors = lines.filter((l) => l.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ route: '/api/events', err: { message: 'the database is down' } });
    // A view sent once the database is back is stored as usual.
    expect((await beacon(orderId)).statusCode).toBe(202);
  });
});
