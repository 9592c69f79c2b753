import { appendFileSync, cpSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../../src/server/db/client';
import { createTestDatabase } from '../../helpers/app';
import { removeUnusedTemplates, templateKey, templatePath } from '../../helpers/pglite-template';

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

describe('removing unused templates', () => {
  it("removes another hash's template unread for a day, keeps a recent one and the current one", () => {
    const dir = mkdtempSync(join(tmpdir(), 'ideaproof-templates-'));
    const name = (key: string) => join(dir, `ideaproof-pglite-template-${key}.tar`);
    for (const key of ['current', 'recent', 'old']) writeFileSync(name(key), '');
    const now = Date.now();
    const twoDaysAgo = new Date(now - 2 * 24 * 60 * 60 * 1000);
    utimesSync(name('old'), twoDaysAgo, twoDaysAgo);
    utimesSync(name('current'), twoDaysAgo, twoDaysAgo);
    writeFileSync(join(dir, 'unrelated.tar'), '');
    utimesSync(join(dir, 'unrelated.tar'), twoDaysAgo, twoDaysAgo);
    removeUnusedTemplates(name('current'), dir, now);
    expect(readdirSync(dir).sort()).toEqual([
      'ideaproof-pglite-template-current.tar',
      'ideaproof-pglite-template-recent.tar',
      'unrelated.tar',
    ]);
  });
});
