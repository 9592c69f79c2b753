import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client';

/**
 * The most named statements one PostgreSQL connection is given. Each stays in that backend's memory
 * until the connection closes (the pool closes a connection idle for 10 s): page_visits' statement
 * and its cached plan took about 0.4 MB (`pg_backend_memory_contexts`), so at most about 7 MB per
 * connection. A statement text beyond the limit runs unnamed on that connection, as any other query.
 */
export const NAMED_STATEMENTS_PER_CONNECTION = 16;

/** Prefix of the statement names, so they can be told apart in `pg_prepared_statements`. */
export const STATEMENT_NAME_PREFIX = 'ideaproof_';

const dialect = new PgDialect();
/** Per pooled connection: a drizzle handle on it (built once) and the statement names given to it. */
const connections = new WeakMap<pg.PoolClient, { db: NodePgDatabase; names: Set<string> }>();

/**
 * Run a query on PostgreSQL as a named prepared statement, named by a hash of its text: on each
 * connection it is parsed and analysed once, and after five runs PostgreSQL may keep a generic plan
 * instead of planning it again. For a large statement run often with the same text and new values
 * (the dashboard's page_visits statement). Answers as `db.execute` does (`{ rows }`, drizzle's type
 * parsers); on PGlite, or given a transaction, it is `db.execute`. (A fixed query-builder statement
 * is named with drizzle's own `.prepare(name)` instead, as the visit inbox's insert is.)
 */
export async function executeNamed(db: Db, query: SQL): Promise<{ rows: unknown[] }> {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return (await db.execute(query)) as unknown as { rows: unknown[] };
  const compiled = dialect.sqlToQuery(query);
  const name = STATEMENT_NAME_PREFIX + createHash('sha1').update(compiled.sql).digest('base64url');
  const client = await pool.connect();
  try {
    let connection = connections.get(client);
    if (!connection) connections.set(client, (connection = { db: drizzle(client), names: new Set() }));
    const { names } = connection;
    if (!names.has(name) && names.size < NAMED_STATEMENTS_PER_CONNECTION) names.add(name);
    const statement = connection.db._.session.prepareQuery(
      compiled,
      undefined,
      names.has(name) ? name : undefined,
      false,
    );
    return (await statement.execute()) as { rows: unknown[] };
  } finally {
    client.release();
  }
}
