// Issue 38 item 2: one founder downloads 60 decision-report PDFs at once while other people use
// the server: a visitor loads a landing page, the page sends its page-view beacon, a visitor sends
// the contact form (a lead), and another founder lists their orders. Each of those four clients
// sends one request after the other for the whole burst. Printed per case: the burst's length,
// the PDFs' answers, each client's p50/p99/max and any 503, and the process's memory (RSS) before,
// at its peak and 35 s after the burst (idle PDF workers end after 30 s).
// Cases: "before" renders on the event loop without per-founder caps (REPORT_PDF_WORKERS=0 and
// the caps lifted: what main did), "after" runs with the defaults (a worker pool sized to the
// machine, 2 PDFs at once and 30 an hour per founder); between them, the worker pool with the caps
// lifted shows what the pool alone does. Figures only: nothing fails on time.
// Alone: `npx tsx bench/pdf.ts` (TEST_DATABASE_URL: PostgreSQL, as `npm run bench` sets it).
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, TEST_DRIVER } from '../test/helpers/app';
import { signUp } from '../test/helpers/users';
import { insertLeads, insertOrder as insertOwnedOrder, insertVisits } from '../test/server/analytics/fixtures';
import { insertOrder as insertPublishedPage } from '../test/landing/fixtures';

const PDFS = Number(process.env.BENCH_PDFS ?? 60);
const SETTLE_MS = Number(process.env.BENCH_PDF_SETTLE_MS ?? 35_000);
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export interface PdfBenchRow {
  case: string;
  client: string;
  requests: number;
  'p50 ms': number;
  'p99 ms': number;
  'max ms': number;
  answers: string;
}

interface Answer {
  status: string;
  ms: number;
}

function send(port: number, method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<Answer>((resolve) => {
    const started = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: body
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers }
          : headers,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: String(res.statusCode), ms: performance.now() - started }));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve({ status: err.code ?? 'error', ms: performance.now() - started }),
    );
    req.end(body);
  });
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const tally = (answers: Answer[]) => {
  const counts: Record<string, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return Object.entries(counts)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
};

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function runCase(name: string, env: Record<string, string>): Promise<PdfBenchRow[]> {
  const t = await createTestApp({
    TRUST_PROXY: 'true',
    EVENTS_RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_MAX: '1000000',
    ...env,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  try {
    const founder = await signUp(t.app);
    const other = await signUp(t.app);
    const order = await insertOwnedOrder(t.ctx, founder.id, { createdAt: new Date(Date.now() - 20 * 86_400_000) });
    await insertVisits(
      t.ctx,
      order,
      Array.from({ length: 2_000 }, (_, i) => ({
        at: new Date(Date.now() - (i % 20) * 86_400_000 - 3_600_000),
        visitor: `v${i % 900}`,
        source: i % 3 ? 'google' : '',
        channel: i % 3 ? 'Paid Search' : 'Direct',
      })),
    );
    await insertLeads(
      t.ctx,
      order,
      Array.from({ length: 40 }, (_, i) => ({
        at: new Date(Date.now() - (i % 20) * 86_400_000),
        question1: `Answer ${i}`,
      })),
    );
    for (let i = 0; i < 20; i++) await insertOwnedOrder(t.ctx, other.id);
    const page = await insertPublishedPage(t.ctx);

    let ip = 0;
    const nextIp = () => `198.18.${Math.floor(++ip / 250) % 250}.${(ip % 250) + 1}`;
    const clients: Record<string, () => Promise<Answer>> = {
      'landing page': () =>
        send(port, 'GET', `/p/${page.orderId}`, { 'x-forwarded-for': nextIp(), 'user-agent': CHROME }),
      beacon: () =>
        send(
          port,
          'POST',
          '/api/events',
          { 'x-forwarded-for': nextIp(), 'user-agent': CHROME },
          JSON.stringify({ order_id: page.orderId, type: 'page_view' }),
        ),
      lead: () =>
        send(
          port,
          'POST',
          '/api/contact_form',
          { 'x-forwarded-for': nextIp(), 'user-agent': CHROME },
          JSON.stringify({
            order_id: page.orderId,
            name: 'A visitor',
            email: `visitor${ip}@example.org`,
            message: 'Is this available in Pune?',
            policy: true,
          }),
        ),
      "another founder's orders": () => send(port, 'GET', '/orders', { authorization: `Bearer ${other.token}` }),
    };
    // Warm every path once (first renders, prepared statements).
    for (const client of Object.values(clients)) await client();
    await send(port, 'GET', `/api/orders/${order}/report.pdf`, { authorization: `Bearer ${founder.token}` });

    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
    let running = true;
    const seen: Record<string, Answer[]> = {};
    const loops = Object.entries(clients).map(async ([clientName, client]) => {
      seen[clientName] = [];
      while (running) seen[clientName]!.push(await client());
    });
    const started = performance.now();
    const pdfs = await Promise.all(
      Array.from({ length: PDFS }, () =>
        send(port, 'GET', `/api/orders/${order}/report.pdf`, { authorization: `Bearer ${founder.token}` }),
      ),
    );
    const burstMs = performance.now() - started;
    running = false;
    await Promise.all(loops);
    clearInterval(sampler);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const rssAfter = process.memoryUsage().rss;

    const caseName = `${name} (${TEST_DRIVER})`;
    const pdfTimes = pdfs.map((a) => a.ms).sort((x, y) => x - y);
    const rows: PdfBenchRow[] = [
      {
        case: caseName,
        client: `${PDFS} PDFs at once (burst ${(burstMs / 1000).toFixed(1)} s; RSS ${mb(rssBefore)} → peak ${mb(rssPeak)} → ${mb(rssAfter)} MB ${SETTLE_MS / 1000} s later)`,
        requests: pdfs.length,
        'p50 ms': Math.round(percentile(pdfTimes, 50)),
        'p99 ms': Math.round(percentile(pdfTimes, 99)),
        'max ms': Math.round(pdfTimes.at(-1)!),
        answers: tally(pdfs),
      },
    ];
    for (const [clientName, answers] of Object.entries(seen)) {
      const times = answers.map((a) => a.ms).sort((x, y) => x - y);
      rows.push({
        case: caseName,
        client: clientName,
        requests: answers.length,
        'p50 ms': Math.round(percentile(times, 50)),
        'p99 ms': Math.round(percentile(times, 99)),
        'max ms': Math.round(times.at(-1)!),
        answers: tally(answers),
      });
    }
    return rows;
  } finally {
    await t.close();
  }
}

export async function runPdfBench(): Promise<PdfBenchRow[]> {
  const rows = [
    ...(await runCase('before: on the event loop, no per-founder caps', {
      REPORT_PDF_WORKERS: '0',
      REPORT_PDF_CONCURRENT: '100',
      REPORT_PDF_RATE_LIMIT_PER_HOUR: '10000',
    })),
    ...(await runCase('worker pool only: caps lifted', {
      REPORT_PDF_CONCURRENT: '100',
      REPORT_PDF_RATE_LIMIT_PER_HOUR: '10000',
    })),
    ...(await runCase('after: worker pool, 2 at once and 30 an hour per founder', {})),
  ];
  console.table(rows);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runPdfBench();
  process.exit(0);
}
