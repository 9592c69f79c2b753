import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { bearer, signUp, type Account } from '../auth/accounts';
import { insertLeads, insertOrder, insertVisits } from '../analytics/fixtures';
import { buildReport, type ReportModel } from '../../../src/server/report/data';
import { PdfPool } from '../../../src/server/report/pdf-pool';

/**
 * Issue 38 item 2: one founder cannot stall the server with PDF downloads. At most
 * REPORT_PDF_CONCURRENT of a founder's PDFs are made at once and REPORT_PDF_RATE_LIMIT_PER_HOUR an
 * hour (429 with Retry-After past either); another founder is not held by them; and the PDF is
 * rendered on a worker thread, so the event loop keeps turning while it is made.
 */
let t: TestApp;
let a: Account;
let b: Account;
let orderA: string;
let orderB: string;

beforeAll(async () => {
  t = await createTestApp({
    REPORT_PDF_CONCURRENT: '2',
    REPORT_PDF_RATE_LIMIT_PER_HOUR: '12',
    REPORT_PDF_WORKERS: '1',
  });
  a = await signUp(t.app);
  b = await signUp(t.app);
  orderA = await insertOrder(t.ctx, a.userId);
  orderB = await insertOrder(t.ctx, b.userId);
  await insertVisits(
    t.ctx,
    orderA,
    Array.from({ length: 30 }, (_, i) => ({ at: new Date(Date.now() - (i % 5) * 86_400_000), visitor: `v${i}` })),
  );
  await insertLeads(t.ctx, orderA, [{ at: new Date(), question1: 'Every week' }]);
});
afterAll(async () => {
  await t?.close();
});

const pdf = (who: Account, orderId: string) =>
  t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/report.pdf`, headers: bearer(who.token) });

describe('PDF reports per founder', () => {
  it('six at once from one founder: two are made, four answer 429 with Retry-After; another founder is not held', async () => {
    const burst = await Promise.all([...Array.from({ length: 6 }, () => pdf(a, orderA)), pdf(b, orderB)]);
    const mine = burst.slice(0, 6);
    expect(mine.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const refused = mine.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(4);
    for (const r of refused) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      expect(r.json().detail).toBe('At most 2 of your PDF reports are made at once. Try again in a few seconds.');
    }
    expect(burst[6]!.statusCode).toBe(200);
    expect(burst[6]!.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Once they are made, the founder may ask again.
    expect((await pdf(a, orderA)).statusCode).toBe(200);
  });

  it('past REPORT_PDF_RATE_LIMIT_PER_HOUR in the hour: 429 saying the limit and the wait', async () => {
    // The burst above counted 6 and the one after it 1 (of 12).
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await pdf(a, orderA)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const over = await pdf(a, orderA);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(60);
    expect(over.json().detail).toMatch(/^You can create at most 12 PDF reports an hour\. Try again in \d+ minutes\.$/);
    // The other founder's count is their own.
    expect((await pdf(b, orderB)).statusCode).toBe(200);
  });
});

/** The longest the event loop went without a turn while `work` ran (a 5 ms timer's largest gap). */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  // A loop held until the end never ran the timer: the gap since its last turn counts too.
  return Math.max(longest, performance.now() - last);
}

describe('the PDF pool', () => {
  it('renders on a worker thread: the event loop keeps turning (it stalls when rendered in place)', async () => {
    const model = (await buildReport(t.ctx.db, orderA, { quote: [], timeZone: 'UTC' })) as ReportModel;
    const pooled = new PdfPool(1);
    const inPlace = new PdfPool(0);
    try {
      // Warm both up (the worker's start, pdfkit's fonts), then measure four PDFs each.
      await pooled.render(model);
      await inPlace.render(model);
      const four = (pool: PdfPool) => Promise.all(Array.from({ length: 4 }, () => pool.render(model)));
      const offLoop = await longestStall(async () => {
        const pdfs = await four(pooled);
        for (const p of pdfs) expect(p.subarray(0, 5).toString()).toBe('%PDF-');
      });
      const onLoop = await longestStall(() => four(inPlace));
      console.log(
        `longest event-loop stall, 4 PDFs: on a worker ${offLoop.toFixed(0)} ms, in place ${onLoop.toFixed(0)} ms`,
      );
      expect(pooled.workers).toBe(1);
      // In place, the loop waits for whole PDFs (hundreds of ms); on a worker, only for handing the
      // model over and the PDF back.
      expect(offLoop).toBeLessThan(onLoop / 2);
    } finally {
      await pooled.close();
    }
    expect(pooled.workers).toBe(0);
  });
});
