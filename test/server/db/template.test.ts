import { appendFileSync, cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../../src/server/db/client';
import { createTestDatabase } from '../../helpers/app';
import { templateKey, templatePath } from '../../helpers/pglite-template';

// The API tests' PGlite databases are loaded from one migrated template (test/helpers/pglite-template.ts).
describe('PGlite test template', () => {
  it('is named by the migrations: changing a migration names another template', () => {
    const copy = join(mkdtempSync(join(tmpdir(), 'ideaproof-migrations-')), 'drizzle');
    cpSync(MIGRATIONS_FOLDER, copy, { recursive: true });
    const key = templateKey(copy);
    expect(key).toBe(templateKey());
    appendFileSync(join(copy, '0000_foundation.sql'), '\n-- changed\n');
    expect(templateKey(copy)).not.toBe(key);
    expect(templatePath(templateKey(copy))).not.toBe(templatePath());
  });

  // PGlite whatever TEST_DRIVER says: the template is PGlite's, and runs need not skip this.
  it('holds exactly the current migrations and pg-boss schema', async () => {
    const { database, drop } = await createTestDatabase({ driver: 'pglite' });
    try {
      if (database.driver !== 'pglite') throw new Error('expected PGlite');
      const query = async <T>(text: string) => (await database.pglite.query<T>(text)).rows;
      const applied = await query<{ hash: string }>(
        'select hash from drizzle.__drizzle_migrations order by created_at, id',
      );
      expect(applied.map((r) => r.hash)).toEqual(
        readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.hash),
      );
      expect(await query('select version from pgboss.version')).toHaveLength(1);
      // Nothing but the schema: no queues, jobs or schedules carried into every test file.
      const [counts] = await query<{ n: number }>(
        'select (select count(*) from pgboss.queue)::int + (select count(*) from pgboss.job)::int + (select count(*) from pgboss.schedule)::int as n',
      );
      expect(counts!.n).toBe(0);
    } finally {
      await drop();
    }
  });
});
