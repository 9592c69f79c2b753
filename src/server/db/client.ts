import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle handle every module uses; the same queries run on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database =
  | { driver: 'pglite'; db: Db; pglite: PGlite; close(): Promise<void> }
  | { driver: 'postgres'; db: Db; pool: pg.Pool; url: string; close(): Promise<void> };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle or closing connection can be ended by the server (restart, failover, an admin's
    // terminate). Without listeners node-postgres raises that as an uncaught exception and the
    // process dies; queries in flight still reject with the error as usual.
    pool.on('error', (err) => console.warn(`database: idle connection closed (${err.message})`));
    pool.on('connect', (client) => client.on('error', () => {}));
    // Surface connection problems at start-up, not on the first request.
    await pool.query('select 1');
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { driver: 'postgres', db, pool, url: target.url, close: () => pool.end() };
  }
  let pglite: PGlite;
  if ('dataDir' in target) {
    // PGlite does not create parent folders.
    mkdirSync(target.dataDir, { recursive: true });
    pglite = await PGlite.create(target.dataDir);
  } else {
    pglite = await PGlite.create();
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
    await migratePg(database.db as never, config);
  }
}

export async function pingDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`select 1`);
}
