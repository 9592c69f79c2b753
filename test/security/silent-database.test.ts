import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Composition } from '../../src/server/services';
import { openDatabase, silentDatabaseBoundMs, type Database } from '../../src/server/db/client';
import { OUTAGE_DETAIL } from '../../src/server/http/errors';
import { createLogger } from '../../src/server/http/log';
import { createContext } from '../../src/server/services';
import { createTestDatabase, eventually } from '../helpers/app';
import { signUp, type TestUser } from '../helpers/users';
import { insertOrder } from '../landing/fixtures';

/**
 * Issue 38 item 3: a silent database (a partition: the sockets stay open, nothing comes back).
 * A TCP proxy on loopback between the app and PostgreSQL stops forwarding in both directions and
 * takes new connections without forwarding them. Every request answers within the documented
 * bound (silentDatabaseBoundMs: a connection wait, the statement timeout and the client's
 * margin), the API with 503 and Retry-After; once the proxy forwards again, so does the app.
 * Always on PostgreSQL (PGlite has no connection), TEST_DATABASE_URL or the local default.
 */

class SilentProxy {
  private server: net.Server | null = null;
  private readonly pairs = new Set<[net.Socket, net.Socket]>();
  private readonly waiting = new Set<net.Socket>();
  private silent = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      client.on('error', () => client.destroy());
      if (this.silent) {
        // Accepted, never answered: the app's connection attempt waits (as on a partition).
        client.pause();
        this.waiting.add(client);
        return;
      }
      this.forward(client);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  private forward(client: net.Socket): void {
    const upstream = net.connect(this.targetPort, this.targetHost);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    this.pairs.add(pair);
    const end = () => {
      client.destroy();
      upstream.destroy();
      this.pairs.delete(pair);
    };
    for (const s of pair) s.on('error', end).on('close', end);
    client.pipe(upstream).pipe(client);
  }

  /** Stop forwarding: every byte either way is held (TCP keeps the sockets open), none is lost. */
  blackHole(): void {
    this.silent = true;
    for (const [client, upstream] of this.pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  }

  /** The partition heals: held bytes flow on, waiting connections are forwarded. */
  heal(): void {
    this.silent = false;
    for (const [client, upstream] of this.pairs) client.pipe(upstream).pipe(client);
    for (const client of this.waiting) this.forward(client);
    this.waiting.clear();
  }

  async close(): Promise<void> {
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    for (const client of this.waiting) client.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

/** Small, so the test is quick; production's default is 10 s (DATABASE_QUERY_TIMEOUT_SECONDS). */
const QUERY_TIMEOUT_MS = 2_000;
const BOUND_MS = silentDatabaseBoundMs(QUERY_TIMEOUT_MS);
/** The event loop of a busy two-core test machine, on top of the bound. */
const SLACK_MS = 1_500;

let proxy: SilentProxy;
let direct: { database: Database; drop(): Promise<void> };
let database: Database;
let ctx: Composition;
let app: FastifyInstance;

beforeAll(async () => {
  direct = await createTestDatabase({ driver: 'postgres' });
  const target = new URL((direct.database as { url: string }).url);
  proxy = new SilentProxy(target.hostname, Number(target.port || 5432));
  await proxy.open();
  const viaProxy = new URL(target);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  const log = createLogger('silent');
  database = await openDatabase({ url: viaProxy.toString(), log, queryTimeoutMs: QUERY_TIMEOUT_MS });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ideaproof-silent-')),
    AUTH_RATE_LIMIT_MAX: '1000',
    SESSION_CACHE_MS: '0',
  });
  ctx = createContext(config, database, log, {
    secret: 'test-secret-test-secret-test-secret-0123',
    jobPollingSeconds: 0.5,
  });
  app = await buildApp(ctx, { webDist: join(tmpdir(), 'ideaproof-no-web') });
  await app.ready();
}, 120_000);

afterAll(async () => {
  proxy?.heal();
  await app?.close().catch(() => undefined);
  await database?.close().catch(() => undefined);
  await proxy?.close();
  await direct?.drop();
}, 60_000);

describe('a silent database (PostgreSQL behind a proxy that stops forwarding)', () => {
  it(`every request answers within ${BOUND_MS / 1000} s (+ slack), the API 503 with Retry-After; it recovers`, async () => {
    const user: TestUser = await signUp(app);
    const page = await insertOrder(ctx);
    expect((await app.inject({ method: 'GET', url: '/orders', headers: user.headers })).statusCode).toBe(200);

    proxy.blackHole();
    const timed = async (name: string, request: InjectOptions) => {
      const started = performance.now();
      const res = await app.inject(request);
      return { name, res, ms: Math.round(performance.now() - started) };
    };
    // More signed-in requests than the pool has connections (10), so some wait for one.
    const results = await Promise.all([
      ...Array.from({ length: 14 }, (_, i) =>
        timed(`orders ${i}`, { method: 'GET', url: '/orders', headers: user.headers }),
      ),
      timed('sign-in', {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: user.email, password: 'x'.repeat(12) },
      }),
      timed('contact form', {
        method: 'POST',
        url: '/api/contact_form',
        remoteAddress: '203.0.113.50',
        payload: { order_id: page.orderId, name: 'A visitor', email: 'v@example.org', message: 'Hello', policy: true },
      }),
      timed('page never served', { method: 'GET', url: `/p/${page.orderId}` }),
      timed('health', { method: 'GET', url: '/healthz' }),
    ]);
    const summary = results.map((r) => `${r.name}: ${r.res.statusCode} in ${r.ms} ms`);
    console.log(`black hole, bound ${BOUND_MS} ms:\n  ${summary.join('\n  ')}`);
    for (const r of results) {
      expect(r.ms, summary.join('; ')).toBeLessThanOrEqual(BOUND_MS + SLACK_MS);
      expect(r.res.statusCode, `${r.name}: ${r.res.body.slice(0, 200)}`).toBe(503);
      // The health check answers its own 503 body, without Retry-After (docs: Health check).
      if (r.name !== 'health') expect(Number(r.res.headers['retry-after']), r.name).toBeGreaterThan(0);
    }
    for (const r of results.filter((x) => x.name.startsWith('orders') || x.name === 'sign-in')) {
      expect(r.res.json()).toEqual({ detail: OUTAGE_DETAIL });
    }

    // The partition heals: answers again, with the connections that were stuck replaced.
    proxy.heal();
    await eventually(async () => (await app.inject({ method: 'GET', url: '/healthz' })).statusCode === 200, 30_000);
    const after = await app.inject({ method: 'GET', url: '/orders', headers: user.headers });
    expect(after.statusCode, after.body).toBe(200);
  }, 120_000);
});
