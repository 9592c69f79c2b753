// Durability under SIGKILL: the real server process (`node --import tsx src/server/main.ts`) on
// PGlite or PostgreSQL takes contact-form submissions and page views from concurrent clients, is
// killed with SIGKILL mid-load, restarted, and loaded again. Every request that got a 2xx must be
// stored, and nothing stored twice. Alone: `npx tsx bench/durability.ts` (PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, PGlite always).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type Database } from '../src/server/db/client';
import type { Composition } from '../src/server/services';
import { insertOrder } from '../test/landing/fixtures';
import { VisitInbox } from '../src/server/tracking/inbox';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export interface DurabilityOptions {
  driver: 'pglite' | 'postgres';
  /** Admin URL of a PostgreSQL server (a fresh database is created on it); postgres only. */
  adminUrl?: string;
  /** Requests in all (half contact-form submissions, half page views). */
  requests: number;
  /** Concurrent clients. */
  concurrency: number;
  /** Kill the server once this many requests were acknowledged. */
  killAfterAcknowledged: number;
  port: number;
}

export interface DurabilityResult {
  driver: string;
  sent: number;
  acknowledged: number;
  stored: number;
  lost: number;
  duplicated: number;
  failedWhileDown: number;
  /** Page views acknowledged but still in the inbox (not yet in `visits`) when the process was killed. */
  viewsInInboxAtKill: number;
}

async function openTarget(
  options: DurabilityOptions,
): Promise<{ env: Record<string, string>; open(): Promise<Database>; drop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ideaproof-durability-'));
  if (options.driver === 'pglite') {
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir: join(dataDir, 'pglite') }),
      drop: async () => {},
    };
  }
  const adminUrl = options.adminUrl!;
  const name = `ideaproof_durability_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    open: () => openDatabase({ url: url.toString(), log: console }),
    async drop() {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists "${name}" with (force)`);
      await a.end();
    },
  };
}

function startServer(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    if (process.env.DURABILITY_VERBOSE) process.stderr.write(chunk);
  });
  return child;
}

async function waitHealthy(base: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy in time');
}

/** A port nobody listens on right now (asked from the OS), so parallel runs do not clash. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((r) => child.once('exit', () => r()));

/** The real server's environment for a check: production mode on the given port and database. */
function serverEnv(databaseEnv: Record<string, string>, port: number): Record<string, string> {
  return {
    ...databaseEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: 'durability-check-secret-0123456789abcdef',
    // After a SIGKILL the PGlite folder lock goes stale only after ~10 s: wait for it.
    LOCK_WAIT_MS: '60000',
  };
}

export async function runDurability(options: DurabilityOptions): Promise<DurabilityResult> {
  const target = await openTarget(options);
  // Seed one published landing page before the server owns the database.
  const seed = await target.open();
  await migrateDatabase(seed);
  const { orderId } = await insertOrder({ db: seed.db } as Composition);
  await seed.close();

  const base = `http://127.0.0.1:${options.port}`;
  const env = {
    ...serverEnv(target.env, options.port),
    TRUST_PROXY: 'true',
    EVENTS_RATE_LIMIT_PER_MINUTE: '100000000',
  };
  let server = startServer(env);
  await waitHealthy(base, server);

  const acknowledged = { contact: new Set<string>(), views: new Set<string>() };
  let next = 0;
  let failedWhileDown = 0;
  let down: Promise<void> | null = null;
  let killed = false;

  let viewsInInboxAtKill = 0;
  const restart = async () => {
    server.kill('SIGKILL');
    await exited(server);
    // What the restarted process must still move into `visits` (the kill came before its drain).
    const dead = await target.open();
    viewsInInboxAtKill = (await new VisitInbox(dead.db, pino({ level: 'silent' })).backlog()).visits;
    await dead.close();
    server = startServer(env);
    await waitHealthy(base, server);
  };

  const send = async (i: number) => {
    const key = `k${i}`;
    const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255 || 1}`;
    const isContact = i % 2 === 0;
    const res = await fetch(`${base}${isContact ? '/api/contact_form' : '/api/events'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': CHROME, 'x-forwarded-for': ip },
      body: JSON.stringify(
        isContact
          ? {
              order_id: orderId,
              name: 'Durable Visitor',
              // One person per submission (a distinct email each).
              email: `durable-${key}@example.com`,
              message: `message ${key}`,
              policy: true,
            }
          : { order_id: orderId, type: 'page_view', referrer: `https://ref.example.com/${key}` },
      ),
    });
    await res.arrayBuffer();
    if (res.status >= 200 && res.status < 300) (isContact ? acknowledged.contact : acknowledged.views).add(key);
  };

  const worker = async () => {
    for (;;) {
      if (down) await down;
      const i = next++;
      if (i >= options.requests) return;
      try {
        await send(i);
      } catch {
        failedWhileDown++;
      }
      if (!killed && acknowledged.contact.size + acknowledged.views.size >= options.killAfterAcknowledged) {
        killed = true;
        down = restart().finally(() => {
          down = null;
        });
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  if (down) await down;

  server.kill('SIGTERM');
  await exited(server);

  const db = await target.open();
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.db.execute(query)) as unknown as { rows: { k: string }[] }).rows.map((r) => r.k);
  const storedContact = await rows(
    sql`select substring(message from 'k[0-9]+$') as k from contact_submissions where order_id = ${orderId}`,
  );
  const storedViews = await rows(
    sql`select substring(referrer from 'k[0-9]+$') as k from visits where order_id = ${orderId}`,
  );
  await db.close();
  await target.drop();

  const count = (list: string[]) => list.reduce((m, k) => m.set(k, (m.get(k) ?? 0) + 1), new Map<string, number>());
  const contactCounts = count(storedContact);
  const viewCounts = count(storedViews);
  const lost =
    [...acknowledged.contact].filter((k) => !contactCounts.has(k)).length +
    [...acknowledged.views].filter((k) => !viewCounts.has(k)).length;
  const duplicated = [...contactCounts.values(), ...viewCounts.values()].filter((n) => n > 1).length;
  return {
    driver: options.driver,
    sent: options.requests,
    acknowledged: acknowledged.contact.size + acknowledged.views.size,
    stored: storedContact.length + storedViews.length,
    lost,
    duplicated,
    failedWhileDown,
    viewsInInboxAtKill,
  };
}

export interface PaidOrderResult {
  driver: string;
  finalStatus: string;
  paidPaymentOrders: number;
  landingPageStored: boolean;
}

/**
 * A paid order killed between payment verification and generation: sign up, place, pay (sandbox)
 * and verify through the real server, SIGKILL it at once, restart, and wait for Active. Exactly once:
 * one paid payment order, the order Active with its landing page.
 */
export async function runPaidOrderKill(options: {
  driver: 'pglite' | 'postgres';
  adminUrl?: string;
  port: number;
}): Promise<PaidOrderResult> {
  const target = await openTarget({ ...options, requests: 0, concurrency: 0, killAfterAcknowledged: 0 });
  const base = `http://127.0.0.1:${options.port}`;
  const env = serverEnv(target.env, options.port);
  let server = startServer(env);
  await waitHealthy(base, server);
  const call = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      // better-auth refuses a sign-up without an Origin outside the test runner: send the app's own.
      headers: {
        'content-type': 'application/json',
        origin: base,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (res.status >= 300) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return { json, headers: res.headers };
  };
  const signUp = await call('/api/auth/sign-up/email', {
    name: 'Durable Founder',
    email: `durable-${randomBytes(4).toString('hex')}@example.com`,
    password: 'correct horse battery staple',
  });
  const token = signUp.headers.get('set-auth-token')!;
  const questions = [
    'What is your business idea?',
    'What is your business solution?',
    'What is your unique feature?',
    'What is your question prompt?',
  ];
  const placed = await call(
    '/place-order',
    {
      // The solution and the unique feature need a few words each (no payment for an empty page).
      business_idea: questions.map((question, i) => ({
        question,
        answer: ['Durable idea', 'A page that survives a crash', 'Nothing acknowledged is ever lost', ''][i]!,
      })),
      amount: 99,
    },
    token,
  );
  const orderId = String(placed.json.order_id);
  const po = await call('/create-razorpay-order', { amount: 0, use: 'landing_page', pfa_order_id: orderId }, token);
  const paid = await call(
    '/api/payments/sandbox/complete',
    { razorpay_order_id: po.json.id, outcome: 'success' },
    token,
  );
  await call('/verify-razorpay-payment', { ...paid.json, pfa_order_id: orderId, use: 'landing_page' }, token);
  // Verified: the generation job is queued. Kill before it can run to the end, and restart.
  server.kill('SIGKILL');
  await exited(server);
  server = startServer(env);
  await waitHealthy(base, server);
  let finalStatus = '';
  const start = Date.now();
  while (Date.now() - start < 120_000) {
    finalStatus = String((await call(`/api/order/${orderId}`, undefined, token)).json.status);
    if (finalStatus === 'Active') break;
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill('SIGTERM');
  await exited(server);
  const db = await target.open();
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;
  const [payments] = await rows<{ n: number }>(
    sql`select count(*)::int as n from payment_orders where target_id = ${orderId} and status = 'paid'`,
  );
  const [order] = await rows<{ status: string; has_page: boolean }>(
    sql`select status, landing_page is not null as has_page from orders where id = ${orderId}`,
  );
  await db.close();
  await target.drop();
  return {
    driver: options.driver,
    finalStatus: order?.status ?? finalStatus,
    paidPaymentOrders: Number(payments?.n ?? 0),
    landingPageStored: Boolean(order?.has_page),
  };
}

/** For bench/run.ts: both drivers (PostgreSQL when a server is named), larger counts. */
export async function runDurabilityBench(): Promise<DurabilityResult[]> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const results: DurabilityResult[] = [];
  for (const driver of ['postgres', 'pglite'] as const) {
    try {
      results.push(
        await runDurability({
          driver,
          adminUrl,
          requests: 4000,
          concurrency: 32,
          killAfterAcknowledged: 1500,
          port: await freePort(),
        }),
      );
    } catch (err) {
      console.error(`durability on ${driver} did not run: ${(err as Error).message}`);
    }
  }
  console.table(results);
  const paid: PaidOrderResult[] = [];
  for (const driver of ['postgres', 'pglite'] as const) {
    try {
      paid.push(await runPaidOrderKill({ driver, adminUrl, port: await freePort() }));
    } catch (err) {
      console.error(`paid order kill on ${driver} did not run: ${(err as Error).message}`);
    }
  }
  console.log(
    'A paid order killed right after payment verification, then restarted (want: Active, 1 paid payment order, page stored):',
  );
  console.table(paid);
  return results;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runDurabilityBench();
  process.exit(0);
}
