import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { executeNamed, NAMED_STATEMENTS_PER_CONNECTION, STATEMENT_NAME_PREFIX } from '../../../src/server/db/prepared';
import { createTestDatabase } from '../../helpers/app';

// A statement with values of the types the dashboard's statements return, and a timestamp.
const sample = (n: number) =>
  sql`select ${n}::int + 1 as n, json_build_object('k', ${n}::int) as j, to_char(now(), 'YYYY') as y,
             ${new Date(Date.UTC(2026, 10, 25, 12)).toISOString()}::timestamptz as t`;

// PostgreSQL whatever TEST_DRIVER says (as test/security/outage.test.ts): named statements are
// PostgreSQL's; PGlite is checked below to answer the same through its fallback.
describe('named prepared statements on PostgreSQL', () => {
  let pg: { database: Database; drop(): Promise<void> };
  beforeAll(async () => {
    pg = await createTestDatabase({ driver: 'postgres' });
  });
  afterAll(() => pg.drop());

  const pool = () => (pg.database as Extract<Database, { driver: 'postgres' }>).pool;
  /** The named statements of the pool's one connection (every call here runs one at a time). */
  const statements = async () => {
    expect(pool().totalCount).toBe(1);
    const { rows } = await pool().query<{ name: string; statement: string }>(
      `select name, statement from pg_prepared_statements where name like '${STATEMENT_NAME_PREFIX}%' order by name`,
    );
    return rows;
  };

  it('answers as db.execute does, and is parsed once per connection whatever the values', async () => {
    const { db } = pg.database;
    const plain = (await db.execute(sample(1))) as unknown as { rows: unknown[] };
    expect((await executeNamed(db, sample(1))).rows).toEqual(plain.rows);
    expect(plain.rows[0]).toMatchObject({ n: 2, j: { k: 1 }, t: '2026-11-25 12:00:00+00' });
    for (let n = 2; n < 12; n++) expect((await executeNamed(db, sample(n))).rows[0]).toMatchObject({ n: n + 1 });
    const named = await statements();
    expect(named).toHaveLength(1);
    expect(named[0]!.statement).toContain('json_build_object');
  });

  it(`names at most ${NAMED_STATEMENTS_PER_CONNECTION} statement texts per connection; the rest run unnamed`, async () => {
    const { db } = pg.database;
    const before = (await statements()).length;
    const texts = NAMED_STATEMENTS_PER_CONNECTION + 3;
    for (let i = 0; i < texts; i++) {
      const rows = (
        await executeNamed(db, sql`select ${i}::int as i, ${sql.raw(String(i))} as text_${sql.raw(String(i))}`)
      ).rows;
      expect(rows).toEqual([{ i, [`text_${i}`]: i }]);
    }
    expect(before).toBe(1);
    expect(await statements()).toHaveLength(NAMED_STATEMENTS_PER_CONNECTION);
  });

  it('in a transaction, runs on the transaction as db.execute does', async () => {
    const { db } = pg.database;
    const rows = await db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table seen (x int) on commit drop`);
      await tx.execute(sql`insert into seen values (7)`);
      return (await executeNamed(tx, sql`select x from seen`)).rows;
    });
    expect(rows).toEqual([{ x: 7 }]);
  });
});

describe('named prepared statements on PGlite', () => {
  it('run as db.execute does', async () => {
    const { database, drop } = await createTestDatabase({ driver: 'pglite' });
    try {
      const plain = (await database.db.execute(sample(5))) as unknown as { rows: unknown[] };
      expect((await executeNamed(database.db, sample(5))).rows).toEqual(plain.rows);
      expect(plain.rows[0]).toMatchObject({ n: 6, j: { k: 5 } });
    } finally {
      await drop();
    }
  });
});
