import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { orders, visitInbox, visitTotals15m, visits } from '../../../src/server/db/schema';
import { isTransientDrainFailure, VisitInbox, type VisitRow } from '../../../src/server/tracking/inbox';
import { createTestApp, type TestApp } from '../../helpers/app';
import { insertOrder } from '../../landing/fixtures';
import { signUp } from '../../helpers/users';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const silent = pino({ level: 'silent' });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** An inbox of its own whose timer never fires during a test: only explicit drains move rows. */
const manualInbox = () => new VisitInbox(t.ctx.db, silent, 3_600_000);

const visit = (orderId: string, overrides: Partial<VisitRow> = {}): VisitRow => ({
  orderId,
  occurredAt: new Date(),
  visitorHash: 'f'.repeat(64),
  country: 'India',
  countryCode: 'IN',
  region: 'Maharashtra',
  city: 'Pune',
  ...overrides,
});

const storedVisits = (orderId: string) => t.ctx.db.select().from(visits).where(eq(visits.orderId, orderId));
const inboxRows = async () => (await t.ctx.db.select().from(visitInbox)).length;

describe('page-view inbox', () => {
  it('holds an acknowledged view durably until a drain moves it into visits and the rollups', async () => {
    const inbox = manualInbox();
    await inbox.drain();
    const { orderId } = await insertOrder(t.ctx);
    await inbox.write([visit(orderId), visit(orderId, { visitorHash: 'e'.repeat(64) })]);
    // Committed to the inbox (one row for the whole batch), not yet in visits.
    expect(await inboxRows()).toBe(1);
    expect(await storedVisits(orderId)).toHaveLength(0);
    expect(await inbox.backlog()).toEqual({ rows: 1, visits: 2 });

    expect(await inbox.drain()).toBe(2);
    expect(await inboxRows()).toBe(0);
    expect(await inbox.backlog()).toEqual({ rows: 0, visits: 0 });
    const rows = await storedVisits(orderId);
    expect(rows.map((r) => r.visitorHash).sort()).toEqual(['e'.repeat(64), 'f'.repeat(64)]);
    expect(rows[0]).toMatchObject({ country: 'India', countryCode: 'IN', region: 'Maharashtra', city: 'Pune' });
    const [rollup] = await t.ctx.db.select().from(visitTotals15m).where(eq(visitTotals15m.orderId, orderId));
    expect(rollup?.visits).toBe(2);
    // A second drain finds nothing: each view is moved exactly once.
    expect(await inbox.drain()).toBe(0);
    expect(await storedVisits(orderId)).toHaveLength(2);
  });

  it('keeps text PostgreSQL cannot store as close as it can: NUL removed, a lone surrogate replaced', async () => {
    const inbox = manualInbox();
    const { orderId } = await insertOrder(t.ctx);
    const odd = 'a,b "c" {d} \\e NULL ü 🚲 \'; drop table visits; --';
    await inbox.write([
      visit(orderId, { utmCampaign: odd, utmTerm: 'x\u0000y', utmContent: 'lone \ud800 half', referrer: null }),
    ]);
    await inbox.drain();
    const [row] = await storedVisits(orderId);
    expect(row).toMatchObject({ utmCampaign: odd, utmTerm: 'xy', utmContent: 'lone \ufffd half', referrer: null });
  });

  it('drops the views of an order deleted before the drain and still moves the others', async () => {
    const inbox = manualInbox();
    const gone = await insertOrder(t.ctx);
    const kept = await insertOrder(t.ctx);
    await inbox.write([visit(gone.orderId), visit(kept.orderId)]);
    await t.ctx.db.delete(orders).where(eq(orders.id, gone.orderId));
    expect(await inbox.drain()).toBe(1);
    expect(await storedVisits(kept.orderId)).toHaveLength(1);
    expect(await inboxRows()).toBe(0);
  });

  it('sets aside a row it cannot read (with the reason) instead of holding up the others', async () => {
    const inbox = manualInbox();
    const { orderId } = await insertOrder(t.ctx);
    await inbox.write([visit(orderId)]);
    await t.ctx.db.insert(visitInbox).values({ visits: 'not json' });
    await inbox.write([visit(orderId)]);

    expect(await inbox.drain()).toBe(2);
    expect(await storedVisits(orderId)).toHaveLength(2);
    // Retried by later drains until it has failed 5 times, then left alone with its error.
    for (let i = 0; i < 5; i++) await inbox.drain();
    const left = await t.ctx.db.select().from(visitInbox);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ visits: 'not json', attempts: 5 });
    expect(left[0]!.lastError).toMatch(/json/i);
    expect(await inbox.drain()).toBe(0);
    // The operator sees it on the health check; the process stays healthy.
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', page_views_set_aside: 1 });
    await t.ctx.db.delete(visitInbox);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json().page_views_set_aside).toBe(0);
  });

  it('a failure that is not the rows’ own (timeout, deadlock) fails the drain and counts no attempt', async () => {
    const { orderId } = await insertOrder(t.ctx);
    await manualInbox().write([visit(orderId)]);
    for (const code of ['57014', '40P01']) {
      // The database as a loaded server answers: every statement that moves rows fails with this
      // code; the others (the newest id, the ids to try one by one, an attempt's count) are answered.
      const dialect = (t.ctx.db as unknown as { dialect: { sqlToQuery(q: unknown): { sql: string } } }).dialect;
      const failing = new Proxy(t.ctx.db, {
        get(target, key, receiver) {
          if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown;
          return (query: Parameters<typeof target.execute>[0]) =>
            dialect.sqlToQuery(query).sql.includes('json_to_recordset')
              ? Promise.reject(Object.assign(new Error(`failed (${code})`), { code }))
              : target.execute(query);
        },
      });
      await expect(new VisitInbox(failing, silent, 3_600_000).drain()).rejects.toThrow(code);
    }
    const [row] = await t.ctx.db.select().from(visitInbox);
    expect(row).toMatchObject({ attempts: 0, lastError: null });
    expect(await manualInbox().drain()).toBe(1);
    expect(await storedVisits(orderId)).toHaveLength(1);
  });

  it('moves each view exactly once when several drainers (app processes) run at the same time', async () => {
    const writer = manualInbox();
    const { orderId } = await insertOrder(t.ctx);
    for (let i = 0; i < 40; i++) {
      await writer.write(
        Array.from({ length: 25 }, (_, j) => visit(orderId, { visitorHash: `v${i}-${j}-`.padEnd(64, 'x') })),
      );
    }
    const drainers = [manualInbox(), manualInbox(), manualInbox()];
    const settled = await Promise.allSettled(drainers.map((d) => d.drain()));
    // A drainer stops at the first batch it finds empty, which rows another drainer holds make it
    // see. On a loaded machine a drainer may also fail for want of time (its statement waited out
    // the statement timeout behind another's locks): such a failure is the database's, never the
    // rows', so it counts no attempt against them and the next drain moves them. One more drain
    // after the three: every view moved, and moved once.
    const failed = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
    for (const reason of failed) expect(isTransientDrainFailure(reason) || String(reason)).toBe(true);
    const moved = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    moved.push(await manualInbox().drain());
    // No view is reported twice. (Not "all 1000 reported by these four": the app under test drains
    // the same inbox a second after it starts, and on a loaded machine that drain may run now and
    // move some of them itself; a drain that failed after the server committed its statement moved
    // views it could not report. Each view moved once is read from `visits` below.)
    expect(moved.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1000);
    expect(await inboxRows()).toBe(0);
    const [row] = (
      (await t.ctx.db.execute(
        sql`select count(*)::int as n, count(distinct visitor_hash)::int as distinct_n from visits where order_id = ${orderId}`,
      )) as unknown as { rows: { n: number; distinct_n: number }[] }
    ).rows;
    expect(row).toEqual({ n: 1000, distinct_n: 1000 });
  });

  it('the founder’s analytics include a view acknowledged a moment ago (drained before reading)', async () => {
    const founder = await signUp(t.app);
    const { orderId } = await insertOrder(t.ctx, { email: `owner-${Date.now()}@example.com` });
    // Hand the order to the signed-up founder.
    await t.ctx.db.update(orders).set({ userId: founder.id }).where(eq(orders.id, orderId));
    const beacon = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { order_id: orderId, type: 'page_view' },
      headers: { 'user-agent': CHROME },
      remoteAddress: '8.8.8.8',
    });
    expect(beacon.statusCode).toBe(202);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tracking',
      headers: { authorization: `Bearer ${founder.token}` },
      payload: { order_id: orderId, tracking_type: 'page_visits' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().summary.total_visits).toBe(1);
  });
});
