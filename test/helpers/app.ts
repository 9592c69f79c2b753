import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/server/config';
import { migrateDatabase, openDatabase, type Database } from '../../src/server/db/client';
import { createContext, type ServiceOverrides } from '../../src/server/services';
import { buildApp } from '../../src/server/app';
import type { Composition } from '../../src/server/services';
import { openTemplateDatabase } from './pglite-template';

/** Which driver the API tests run on: PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DRIVER = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * An isolated, migrated database for one test file (or one benchmark): a new in-memory PGlite
 * loaded from the migrated template (see pglite-template.ts),
 * or a new database created on the PostgreSQL server named by `adminUrl` (default
 * TEST_DATABASE_URL), dropped again by `drop()`.
 */
export async function createTestDatabase(
  options: { driver?: 'pglite' | 'postgres'; adminUrl?: string; prefix?: string } = {},
): Promise<{ database: Database; drop(): Promise<void> }> {
  const driver = options.driver ?? TEST_DRIVER;
  if (driver === 'pglite') {
    // Loaded from the migrated template (test/helpers/pglite-template.ts); migrating is then a
    // no-op, kept so the helper stays correct whatever the database holds.
    const database = await openTemplateDatabase();
    await migrateDatabase(database);
    return { database, drop: () => database.close() };
  }
  const adminUrl = options.adminUrl ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `${options.prefix ?? 'ideaproof_t'}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    url: url.toString(),
    log: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
  });
  await migrateDatabase(database);
  return {
    database,
    async drop() {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      // Give closing connections (the app's pool, pg-boss's) a moment to go before forcing the drop.
      for (let i = 0; i < 50; i++) {
        const { rows } = await a.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await a.query(`drop database if exists "${name}" with (force)`);
      await a.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  ctx: Composition;
  close(): Promise<void>;
}

/** A full app (database, job queue, auth, routes) for API tests through `app.inject`. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { log?: pino.Logger; services?: ServiceOverrides } = {},
): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ideaproof-test-')),
    ...env,
  });
  const log = options.log ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const ctx = createContext(config, database, log, {
    secret: 'test-secret-test-secret-test-secret-0123',
    jobPollingSeconds: 0.5,
    services: options.services,
  });
  const app = await buildApp(ctx, { webDist: join(tmpdir(), 'ideaproof-no-web') });
  // Starts the context's services (ctx.lifecycle); app.close() stops them.
  await app.ready();
  return {
    app,
    ctx,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/** Poll until `check` returns a truthy value (for work done by background jobs). */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
