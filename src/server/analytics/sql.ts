import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { executeNamed } from '../db/prepared';
import { badRequest } from '../http/errors';

/**
 * Rows of a raw query (node-postgres and PGlite both answer `{ rows }`). `named`: run it as a named
 * prepared statement on PostgreSQL (src/server/db/prepared.ts), for a statement run often.
 */
export async function queryRows<T>(db: Db, query: SQL, options: { named?: boolean } = {}): Promise<T[]> {
  try {
    const result = (options.named ? await executeNamed(db, query) : await db.execute(query)) as unknown as {
      rows: T[];
    };
    return result.rows;
  } catch (err) {
    // PostgreSQL's own time zone database is the final judge of a zone name (22023: invalid parameter).
    const cause =
      (err as { cause?: { code?: string; message?: string } }).cause ?? (err as { code?: string; message?: string });
    if (cause?.code === '22023' && /time zone/i.test(cause.message ?? '')) {
      throw badRequest('timezone: this time zone is not known to the database');
    }
    throw err;
  }
}

/** A timestamptz parameter (PGlite and node-postgres both take ISO strings). */
export const at = (d: Date | number) => sql`${new Date(d).toISOString()}::timestamptz`;

/** `col >= a and col < b` for each range, OR-ed; `false` for none. */
export function inRanges(column: SQL, ranges: readonly (readonly [number, number])[]): SQL {
  if (!ranges.length) return sql`false`;
  return sql.join(
    ranges.map(([a, b]) => sql`(${column} >= ${at(a)} and ${column} < ${at(b)})`),
    sql` or `,
  );
}
