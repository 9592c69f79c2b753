import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Composition } from '../../src/server/services';
import { openDatabase, type Database } from '../../src/server/db/client';
import { visits } from '../../src/server/db/schema';
import { OUTAGE_DETAIL } from '../../src/server/http/errors';
import { createLogger } from '../../src/server/http/log';
import { createContext } from '../../src/server/services';
import { createTestDatabase, eventually } from '../helpers/app';
import { signUp, type TestUser } from '../helpers/users';
import { insertOrder } from '../landing/fixtures';

/**
 * A database outage, made by cutting a TCP proxy (node:net, on loopback) between the app and
 * PostgreSQL: the API answers 503 with Retry-After, the beacon 503, a published page already
 * served is still served, one never served gets an HTML 503 page; once the proxy is back every
 * page view that was acknowledged is counted. Always on PostgreSQL (PGlite runs in-process: there
 * is no connection to cut), TEST_DATABASE_URL or the local default.
 */

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      this.sockets.add(client).add(upstream);
      const end = () => {
        client.destroy();
        upstream.destroy();
        this.sockets.delete(client);
        this.sockets.delete(upstream);
      };
      for (const s of [client, upstream]) s.on('error', end).on('close', end);
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Refuse new connections and drop every open one, as a database that went away. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
  }
}

let proxy: TcpProxy;
let direct: { database: Database; drop(): Promise<void> };
let database: Database;
let ctx: Composition;
let app: FastifyInstance;
/** Every line the server logged (the production logger at LOG_LEVEL=info). */
const lines: string[] = [];

beforeAll(async () => {
  direct = await createTestDatabase({ driver: 'postgres' });
  const target = new URL((direct.database as { url: string }).url);
  proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  await proxy.open();
  const viaProxy = new URL(target);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const log = createLogger('info', stream);
  database = await openDatabase({ url: viaProxy.toString(), log });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ideaproof-outage-')),
    AUTH_RATE_LIMIT_MAX: '1000',
    // Small, so the test below can show that beacons refused in the outage do not count.
    EVENTS_RATE_LIMIT_PER_MINUTE: '5',
  });
  ctx = createContext(config, database, log, {
    secret: 'test-secret-test-secret-test-secret-0123',
    jobPollingSeconds: 0.5,
  });
  app = await buildApp(ctx, { webDist: join(tmpdir(), 'ideaproof-no-web') });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close().catch(() => undefined);
  await database?.close().catch(() => undefined);
  await proxy?.cut();
  await direct?.drop();
}, 60_000);

const health = () => app.inject({ method: 'GET', url: '/healthz' });
let ip = 0;
const beacon = (orderId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/events',
    remoteAddress: `198.51.100.${++ip}`,
    headers: { 'content-type': 'application/json', 'user-agent': CHROME },
    payload: { order_id: orderId, type: 'page_view' },
  });

describe('a database outage (PostgreSQL behind a TCP proxy that is cut)', () => {
  it('answers 503 with Retry-After, keeps serving pages it served, loses nothing acknowledged', async () => {
    const user: TestUser = await signUp(app);
    const served = await insertOrder(ctx);
    const neverServed = await insertOrder(ctx);
    const page = await app.inject({ method: 'GET', url: `/p/${served.orderId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);

    let acknowledged = 0;
    for (let i = 0; i < 10; i++) if ((await beacon(served.orderId)).statusCode === 202) acknowledged++;
    expect(acknowledged).toBe(10);

    await proxy.cut();
    await eventually(async () => (await health()).statusCode === 503);

    // The API: 503, Retry-After, a clear detail (signing in needs the database too).
    const orders = await app.inject({ method: 'GET', url: '/orders', headers: user.headers });
    expect(orders.statusCode, orders.body).toBe(503);
    expect(Number(orders.headers['retry-after'])).toBeGreaterThan(0);
    expect(orders.json()).toEqual({ detail: OUTAGE_DETAIL });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: 'x'.repeat(12) },
    });
    expect(signIn.statusCode, signIn.body).toBe(503);
    expect(signIn.json()).toEqual({ detail: OUTAGE_DETAIL });
    expect(Number(signIn.headers['retry-after'])).toBeGreaterThan(0);

    // The beacon: 503, so the browser's view is not counted as stored.
    for (let i = 0; i < 5; i++) {
      const res = await beacon(served.orderId);
      expect(res.statusCode, res.body).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      if (res.statusCode === 202) acknowledged++;
    }

    // A page never served: an HTML 503 page, never JSON.
    const down = await app.inject({ method: 'GET', url: `/p/${neverServed.orderId}` });
    expect(down.statusCode).toBe(503);
    expect(down.headers['content-type']).toMatch(/^text\/html/);
    expect(down.headers['retry-after']).toBeDefined();
    expect(down.body).toContain('temporarily unavailable');

    // A page served before the outage (checked last, below: it relies on the published-page cache).
    const cached = await app.inject({ method: 'GET', url: `/p/${served.orderId}` });
    expect(cached.headers['content-type']).toMatch(/^text\/html/);

    // The proxy comes back: the API answers again and every acknowledged view is counted.
    await proxy.open();
    await eventually(async () => (await health()).statusCode === 200, 30_000);
    expect((await app.inject({ method: 'GET', url: '/orders', headers: user.headers })).statusCode).toBe(200);
    expect((await beacon(served.orderId)).statusCode).toBe(202);
    acknowledged++;
    await ctx.visitInbox.drain();
    const stored = await direct.database.db.select().from(visits).where(eq(visits.orderId, served.orderId));
    expect(stored).toHaveLength(acknowledged);

    expect(cached.statusCode, 'a page served before the outage is still served').toBe(200);
  }, 120_000);
});

describe('the log through a database outage with signed-in requests', () => {
  it("holds no session token (better-auth's own error lines included), and says the database is down", async () => {
    await eventually(async () => (await health()).statusCode === 200, 30_000);
    const founders: TestUser[] = [];
    for (let i = 0; i < 4; i++) founders.push(await signUp(app));
    // A session cookie, as after Google sign-in (the same signed token better-auth sets).
    const cookieName = (await ctx.auth.$context).authCookies.sessionToken.name;
    const before = lines.length;

    await proxy.cut();
    await eventually(async () => (await health()).statusCode === 503);
    expect(founders).toHaveLength(4);
    for (const user of founders) {
      const signedIn = [
        { method: 'GET', url: '/orders', headers: user.headers },
        { method: 'GET', url: '/api/notifications', headers: user.headers },
        { method: 'GET', url: '/api/auth/get-session', headers: user.headers },
        { method: 'GET', url: '/api/auth/list-sessions', headers: user.headers },
        { method: 'POST', url: '/api/auth/sign-out', headers: user.headers, payload: {} },
        {
          method: 'POST',
          url: '/api/session/token',
          headers: { cookie: `${cookieName}=${encodeURIComponent(user.token)}` },
        },
      ] as const;
      for (const request of signedIn) {
        const res = await app.inject(request);
        expect(res.statusCode, `${request.method} ${request.url}: ${res.body}`).toBeGreaterThanOrEqual(500);
      }
    }
    await proxy.open();
    await eventually(async () => (await health()).statusCode === 200, 30_000);

    const during = lines.slice(before);
    // The outage was logged, better-auth's own lines included (so the check below read real
    // error lines with the failed session lookups)…
    expect(during.filter((line) => line.includes('"level":50')).length).toBeGreaterThan(0);
    expect(during.filter((line) => line.includes('better-auth: ')).length).toBeGreaterThan(0);
    expect(during.filter((line) => line.includes('from \\"sessions\\"')).length).toBeGreaterThan(0);
    // …and no session token, whole or its unsigned part (what the database stores), is in any line.
    const secrets = founders.flatMap((user) => [user.token, user.token.split('.')[0]!, encodeURIComponent(user.token)]);
    expect(secrets.every((secret) => secret.length >= 20)).toBe(true);
    const leaks = lines.filter((line) => secrets.some((secret) => line.includes(secret)));
    expect(leaks, 'log lines holding a session token').toEqual([]);
    // No failed query's parameters at all, from any library.
    expect(lines.filter((line) => /params: (?!\[redacted\])|"params":/.test(line))).toEqual([]);
  }, 120_000);
});

describe('the page-view limit through a database outage', () => {
  it('does not count beacons refused with 503: the address is let in once the database is back', async () => {
    await eventually(async () => (await health()).statusCode === 200, 30_000);
    const page = await insertOrder(ctx);
    expect((await app.inject({ method: 'GET', url: `/p/${page.orderId}` })).statusCode).toBe(200);
    const from = (address: string) =>
      app.inject({
        method: 'POST',
        url: '/api/events',
        remoteAddress: address,
        headers: { 'content-type': 'application/json', 'user-agent': CHROME },
        payload: { order_id: page.orderId, type: 'page_view' },
      });

    await proxy.cut();
    await eventually(async () => (await health()).statusCode === 503);
    // Twice the limit from one address: every one refused because of the outage, none with 429.
    const during: number[] = [];
    for (let i = 0; i < 10; i++) during.push((await from('203.0.113.77')).statusCode);
    expect(during).toEqual(Array(10).fill(503));

    await proxy.open();
    await eventually(async () => (await health()).statusCode === 200, 30_000);
    // The address has its whole allowance (5 a minute), and the limit still holds after it.
    const after: number[] = [];
    for (let i = 0; i < 6; i++) after.push((await from('203.0.113.77')).statusCode);
    expect(after).toEqual([202, 202, 202, 202, 202, 429]);
  }, 120_000);
});
