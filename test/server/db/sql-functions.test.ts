import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import {
  committedSqlFunctionFiles,
  normaliseSql,
  SQL_FUNCTIONS_COMMAND,
  sqlFunctionFiles,
} from '../../../scripts/sql-functions';
import { createTestDatabase } from '../../helpers/app';

// Every SQL function of schema public has one file, src/server/db/sql/<function>.sql, holding the
// definition (and its triggers) that the migrations in drizzle/ end with (scripts/sql-functions.ts).
// The database: all migrations applied to a fresh PGlite (the tests' template), or to a new
// PostgreSQL database when TEST_DATABASE_URL is set.

let database: Database;
let drop: () => Promise<void>;
let live: Map<string, string>;
const committed = committedSqlFunctionFiles();
const fix = `run \`${SQL_FUNCTIONS_COMMAND}\` and commit src/server/db/sql/`;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  live = await sqlFunctionFiles(database);
});
afterAll(() => drop());

describe('src/server/db/sql: one file per SQL function', () => {
  it('finds the functions the migrations define', () => {
    // The rollup triggers of the visits, at least: a reader that finds nothing proves nothing.
    expect([...live.keys()]).toContain('analytics_channel_rollup.sql');
  });

  it('has a file for every live function, and no file for a function the migrations do not leave', () => {
    expect(
      [...live.keys()].filter((name) => !committed.has(name)),
      `functions without a file: ${fix}`,
    ).toEqual([]);
    expect(
      [...committed.keys()].filter((name) => !live.has(name)),
      `files of no live function: ${fix}`,
    ).toEqual([]);
  });

  it("holds in each file the migrations' definition of its function and triggers", () => {
    for (const [name, text] of committed) {
      const expected = live.get(name);
      if (expected === undefined) continue;
      expect.soft(normaliseSql(text), `src/server/db/sql/${name} differs from the migrations: ${fix}`).toBe(expected);
    }
  });
});
