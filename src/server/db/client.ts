import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import * as schema from './schema';
import { fromRoot } from '../paths';

type Schema = typeof schema;
/** The drizzle handle every module uses; the same queries run on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database =
  | { driver: 'pglite'; db: Db; pglite: PGlite; close(): Promise<void> }
  | { driver: 'postgres'; db: Db; pool: pg.Pool; url: string; close(): Promise<void> };

export const MIGRATIONS_FOLDER = fromRoot('drizzle');

/**
 * Where the database is: a PostgreSQL URL, a PGlite folder, or an in-memory PGlite (empty, or
 * started from a data folder dumped with `dumpDataDir`, as the tests' migrated template).
 */
export type DatabaseTarget =
  | { url: string; log: DatabaseLog; queryTimeoutMs?: number }
  | { dataDir: string }
  | { memory: true; loadDataDir?: Blob };

/** The longest one statement may run on PostgreSQL by default (DATABASE_QUERY_TIMEOUT_SECONDS). */
const DEFAULT_QUERY_TIMEOUT_MS = 10_000;
/** How long a request waits for a connection (a new one, or a free one of the pool). */
const CONNECT_TIMEOUT_MS = 5_000;
/** The client gives up on an answer this long after the server's own statement timeout. */
const QUERY_TIMEOUT_MARGIN_MS = 1_000;

/**
 * The longest a request waits on a silent database for one query: a connection (CONNECT_TIMEOUT_MS),
 * then the query (the statement timeout and the client's margin). docs/configuration.md#database-outages.
 */
export function silentDatabaseBoundMs(queryTimeoutMs = DEFAULT_QUERY_TIMEOUT_MS): number {
  return CONNECT_TIMEOUT_MS + queryTimeoutMs + QUERY_TIMEOUT_MARGIN_MS;
}

/**
 * The pool's options for every PostgreSQL connection of the app. A connection attempt, or a wait
 * for a free connection, gives up after 5 s; the server cancels a statement that runs longer than
 * `queryTimeoutMs` (statement_timeout), and the client stops waiting for an answer a second after
 * that (query_timeout: a partitioned server never answers, and its socket stays open), dropping
 * the connection; TCP keepalive finds idle connections whose peer is gone.
 */
function poolOptions(url: string, queryTimeoutMs = DEFAULT_QUERY_TIMEOUT_MS): pg.PoolConfig {
  return {
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: queryTimeoutMs,
    query_timeout: queryTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

/** Where PostgreSQL's pool reports what happens outside a query (the process's logger). */
export type DatabaseLog = Pick<FastifyBaseLogger, 'warn'>;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    // During an outage (refused, or silent) a request answers 503 within silentDatabaseBoundMs
    // instead of waiting on the operating system's TCP timeout or for ever.
    const pool = new pg.Pool(poolOptions(target.url, target.queryTimeoutMs));
    // An idle or closing connection can be ended by the server (restart, failover, an admin's
    // terminate). Without listeners node-postgres raises that as an uncaught exception and the
    // process dies; queries in flight still reject with the error as usual.
    pool.on('error', (err) => target.log.warn(`database: idle connection closed (${err.message})`));
    pool.on('connect', (client) => client.on('error', () => {}));
    // Surface connection problems at start-up, not on the first request.
    try {
      await pool.query('select 1');
    } catch (err) {
      await pool.end().catch(() => undefined);
      throw err;
    }
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { driver: 'postgres', db, pool, url: target.url, close: () => pool.end() };
  }
  let pglite: PGlite;
  if ('dataDir' in target) {
    // PGlite does not create parent folders.
    mkdirSync(target.dataDir, { recursive: true });
    pglite = await PGlite.create(target.dataDir);
  } else {
    pglite = await PGlite.create(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
  }
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return { driver: 'pglite', db, pglite, close: () => pglite.close() };
}

/** Apply the committed SQL migrations in ./drizzle (idempotent). */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.driver === 'pglite') {
    await migratePglite(database.db as never, config);
  } else {
    // A migration may rewrite a large table: on a connection of its own, without the requests'
    // statement timeout.
    const pool = new pg.Pool({ connectionString: database.url, max: 1, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    try {
      await migratePg(drizzlePg(pool, { schema }) as never, config);
    } finally {
      await pool.end();
    }
  }
}

export async function pingDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`select 1`);
}

/** Error codes meaning "the database cannot be reached right now", not "this query is wrong". */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '57014', // query_canceled: the statement timeout (the database is too slow to answer in time)
]);
const UNREACHABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed|connect ECONNREFUSED|PGlite is closed|Query read timeout/i;

/**
 * Whether an error, or any error in its cause chain (drizzle and better-auth wrap the driver's) or
 * among an AggregateError's errors, passes `test`: the one walk every reader of a driver's error uses.
 */
function someInChain(err: unknown, test: (e: { code?: unknown; message?: unknown }) => boolean): boolean {
  for (let e = err, depth = 0; e && depth < 6; depth++) {
    if (typeof e !== 'object') return false;
    if (test(e as { code?: unknown; message?: unknown })) return true;
    const inner = (e as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.some((x) => someInChain(x, test))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether PostgreSQL answered with one of these SQLSTATE codes ("23505" a unique violation, "40P01" a deadlock), on either driver. */
export function hasDatabaseCode(err: unknown, ...codes: string[]): boolean {
  return someInChain(err, ({ code }) => typeof code === 'string' && codes.includes(code));
}

/**
 * Whether an error (or any error in its cause chain, as drizzle and better-auth wrap the driver's)
 * says the database is unreachable: an outage, not a bug. Such requests answer 503.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  return someInChain(
    err,
    ({ code, message }) =>
      (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) ||
      (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)),
  );
}

/** Host and port of a database URL, for messages: never the user or password. */
function databaseHost(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname || 'localhost'}:${u.port || '5432'}`;
  } catch {
    return '(unparsable URL)';
  }
}

/**
 * Open PostgreSQL at start-up, retrying an unreachable server for up to `timeoutMs` (the database
 * may be starting next to the app). Prints one line when it first fails and one when it gives up;
 * neither shows the password. Errors other than "unreachable" (a wrong password, a missing
 * database) are not retried.
 */
export async function openDatabaseWithRetry(
  url: string,
  options: {
    timeoutMs: number;
    log: DatabaseLog;
    /** DATABASE_QUERY_TIMEOUT_SECONDS, in ms. */
    queryTimeoutMs?: number;
    /** The start-up's terminal output (main.ts prints to stderr, before the server runs). */
    print: (line: string) => void;
    intervalMs?: number;
  },
): Promise<Database> {
  const print = options.print;
  const started = Date.now();
  const where = `the database at ${databaseHost(url)} (DATABASE_URL)`;
  for (let attempt = 1; ; attempt++) {
    try {
      return await openDatabase({ url, log: options.log, queryTimeoutMs: options.queryTimeoutMs });
    } catch (err) {
      const reason = describeConnectError(err);
      const left = options.timeoutMs - (Date.now() - started);
      if (!isDatabaseUnavailable(err) || left <= 0) {
        throw new DatabaseUnreachableError(
          `Could not connect to ${where}: ${reason}` +
            (attempt > 1 ? ` (gave up after ${Math.round((Date.now() - started) / 1000)} s)` : ''),
        );
      }
      if (attempt === 1) {
        print(
          `Cannot reach ${where}: ${reason}. Retrying for up to ${Math.round(options.timeoutMs / 1000)} s (DATABASE_CONNECT_TIMEOUT_SECONDS).`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, Math.min(options.intervalMs ?? 1_000, Math.max(left, 0))));
    }
  }
}

export class DatabaseUnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUnreachableError';
  }
}

function describeConnectError(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown; errors?: { code?: unknown }[] };
  const code = typeof e.code === 'string' ? e.code : e.errors?.find((inner) => typeof inner.code === 'string')?.code;
  if (typeof code === 'string' && /^[A-Z]/.test(code)) return code;
  const message = typeof e.message === 'string' ? e.message.split('\n')[0]! : 'unknown error';
  // A driver message can quote the URL; never print its password.
  return message.replace(/\/\/[^@/\s]*@/g, '//');
}
