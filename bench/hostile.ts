// Hostile bodies against a live server (issue 15): four clients, on a thread of their own, send 1 MB
// bodies of nested arrays (each about 2 a second, as in the attack run; BENCH_HOSTILE_RATE=0 sends
// as fast as each can) to public JSON routes and to an authenticated route without a token, while
// /healthz is probed every 20 ms. Prints /healthz p50/p99 with and without the attack (goal: p99
// ≤ 50 ms under attack; before the depth check it was p50 4.3 s). Figures only: nothing here fails
// on time. Alone: `npx tsx bench/hostile.ts`.
import { request } from 'node:http';
import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import { createTestApp, TEST_DRIVER } from '../test/helpers/app';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SENDERS = 4;
const RATE = Number(process.env.BENCH_HOSTILE_RATE ?? 2);

/** The senders, as plain JavaScript run on a worker thread (their work is not the server's). */
const SENDERS_SOURCE = `
const { request } = require('node:http');
const { workerData, parentPort } = require('node:worker_threads');
const { port, until, senders, rate, targets } = workerData;
const body = Buffer.from('['.repeat(500000) + ']'.repeat(500000));
const answers = {};
let sent = 0;
const send = (path) => new Promise((resolve) => {
  const req = request({ host: '127.0.0.1', port, method: 'POST', path, agent: false,
    headers: { 'content-type': 'application/json', 'content-length': body.length } }, (res) => {
    res.resume();
    res.on('end', () => resolve(String(res.statusCode)));
  });
  req.on('error', (err) => resolve(err.code || 'error'));
  req.end(body);
});
const sender = async (n) => {
  for (let i = n; Date.now() < until; i += senders) {
    const started = Date.now();
    const status = await send(targets[i % targets.length]);
    answers[status] = (answers[status] || 0) + 1;
    sent++;
    if (rate > 0) await new Promise((r) => setTimeout(r, Math.max(0, 1000 / rate - (Date.now() - started))));
  }
};
Promise.all(Array.from({ length: senders }, (_, n) => sender(n))).then(() => parentPort.postMessage({ sent, answers }));
`;
const TARGETS = ['/api/contact_form', '/api/auth/sign-in/email', '/place-order', '/api/landing_page', '/api/events'];

export interface HostileRow {
  case: string;
  'healthz probes': number;
  'healthz p50 ms': number;
  'healthz p99 ms': number;
  'healthz max ms': number;
  'hostile requests': number;
  'hostile answers': string;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** One HTTP request on a fresh connection; resolves with the status (or the error's code). */
function send(port: number, method: string, path: string, body?: string): Promise<string> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.statusCode)));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
    req.end(body);
  });
}

async function probe(port: number, until: number): Promise<number[]> {
  const times: number[] = [];
  while (Date.now() < until) {
    const started = performance.now();
    const status = await send(port, 'GET', '/healthz');
    if (status === '200') times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 20));
  }
  return times.sort((a, b) => a - b);
}

export async function runHostileBench(): Promise<HostileRow[]> {
  const t = await createTestApp({ EVENTS_RATE_LIMIT_PER_MINUTE: '1000000', AUTH_RATE_LIMIT_MAX: '1000000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  const rows: HostileRow[] = [];
  try {
    const quiet = await probe(port, Date.now() + SECONDS * 1000);
    rows.push({
      case: `no attack (${TEST_DRIVER})`,
      'healthz probes': quiet.length,
      'healthz p50 ms': Number(percentile(quiet, 50).toFixed(1)),
      'healthz p99 ms': Number(percentile(quiet, 99).toFixed(1)),
      'healthz max ms': Number(quiet.at(-1)!.toFixed(1)),
      'hostile requests': 0,
      'hostile answers': '-',
    });

    const until = Date.now() + SECONDS * 1000;
    const worker = new Worker(SENDERS_SOURCE, {
      eval: true,
      workerData: { port, until, senders: SENDERS, rate: RATE, targets: TARGETS },
    });
    const done = new Promise<{ sent: number; answers: Record<string, number> }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    const attacked = await probe(port, until);
    const { sent, answers } = await done;
    await worker.terminate();
    rows.push({
      case: `${SENDERS} senders of 1 MB nested bodies, ${RATE ? `${RATE}/s each` : 'unthrottled'} (${TEST_DRIVER})`,
      'healthz probes': attacked.length,
      'healthz p50 ms': Number(percentile(attacked, 50).toFixed(1)),
      'healthz p99 ms': Number(percentile(attacked, 99).toFixed(1)),
      'healthz max ms': Number(attacked.at(-1)!.toFixed(1)),
      'hostile requests': sent,
      'hostile answers': Object.entries(answers)
        .map(([status, count]) => `${status}×${count}`)
        .join(' '),
    });
  } finally {
    await t.close();
  }
  console.table(rows);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runHostileBench();
  process.exit(0);
}
