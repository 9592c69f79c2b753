import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { getConstructionPlans } from 'pg-boss';
import lockfile from 'proper-lockfile';
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase, type Database } from '../../src/server/db/client';
import { JOB_SCHEMA } from '../../src/server/jobs/queue';
import { fromRoot } from '../../src/server/paths';

/**
 * A migrated PGlite, made once and loaded by every test file.
 *
 * A fresh PGlite runs initdb (most of a test file's start-up on PGlite), then the drizzle
 * migrations, then pg-boss creates its schema. Instead the first test file that needs a database
 * builds one (the migrations and pg-boss's schema, nothing else), dumps its data folder to a tar
 * file in the temp folder, and every test file opens a new in-memory PGlite from that file.
 *
 * The file's name carries a hash of everything the template is made from (the drizzle folder,
 * the PGlite and pg-boss versions, this file): a changed migration gives a new name, so a stale
 * template is never loaded. `openTemplateDatabase` checks it again against the migration files.
 */

const PREFIX = 'ideaproof-pglite-template-';
/** Another key's template older than this is removed when a template is built. */
const UNUSED_TEMPLATE_MS = 24 * 60 * 60 * 1000;

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(fromRoot('node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    })
    .sort();
}

/** The hash naming the template: what it is built from, so a change makes a new one. */
export function templateKey(migrationsFolder = MIGRATIONS_FOLDER): string {
  const hash = createHash('sha256');
  hash.update(`pglite ${packageVersion('@electric-sql/pglite')}\npg-boss ${packageVersion('pg-boss')}\n`);
  hash.update(readFileSync(fromRoot('test', 'helpers', 'pglite-template.ts')));
  for (const file of filesUnder(migrationsFolder)) {
    hash.update(`\n${relative(migrationsFolder, file)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 24);
}

export function templatePath(key = templateKey()): string {
  return join(tmpdir(), `${PREFIX}${key}.tar`);
}

/** Build the template: migrations and pg-boss's schema on a fresh PGlite, its data folder as a tar. */
async function buildTemplate(path: string): Promise<void> {
  const database = await openDatabase({ memory: true });
  try {
    await migrateDatabase(database);
    if (database.driver !== 'pglite') throw new Error('unreachable');
    // The same SQL pg-boss runs when it installs itself on start, without starting it.
    await database.pglite.exec(getConstructionPlans(JOB_SCHEMA, { backend: 'pglite' }));
    const tar = await database.pglite.dumpDataDir('none');
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, new Uint8Array(await tar.arrayBuffer()));
    renameSync(partial, path);
  } finally {
    await database.close();
  }
  removeUnusedTemplates(path);
}

/**
 * Templates of earlier migrations are of no further use, once nobody has used one for a day (each
 * read renews its time): a recent one may be another checkout's, in use (removed, its suites built
 * it again and again while this one's ran, each build minutes on a busy machine). `keep`: the
 * template just built.
 */
export function removeUnusedTemplates(keep: string, dir = tmpdir(), now = Date.now()): void {
  for (const name of readdirSync(dir)) {
    const other = join(dir, name);
    if (!name.startsWith(PREFIX) || !name.endsWith('.tar') || other === keep) continue;
    try {
      if (now - statSync(other).mtimeMs > UNUSED_TEMPLATE_MS) rmSync(other, { force: true });
    } catch {
      // removed meanwhile
    }
  }
}

/** The template's tar, built first if no test file has yet (one builder at a time, across processes). */
async function templateData(): Promise<Blob> {
  const path = templatePath();
  const read = () => {
    try {
      const blob = new Blob([readFileSync(path)]);
      // In use: its time says so to other checkouts' clean-up (removeUnusedTemplates).
      const now = new Date();
      utimesSync(path, now, now);
      return blob;
    } catch {
      return undefined;
    }
  };
  const ready = read();
  if (ready) return ready;
  const release = await lockfile.lock(path, {
    realpath: false,
    lockfilePath: `${path}.lock`,
    stale: 30_000,
    retries: { retries: 1_000, minTimeout: 100, maxTimeout: 500 },
    // A builder whose event loop stalled past `stale` (a busy machine) may see another file take
    // the lock and build too: harmless (each writes its own file and renames it into place), so
    // the lost lock is reported instead of thrown (thrown, it ended the test worker).
    onCompromised: (err) => console.warn(`PGlite template lock lost while building (${err.message}); going on.`),
  });
  try {
    if (!read()) await buildTemplate(path);
  } finally {
    await release();
  }
  const built = read();
  if (!built) throw new Error(`PGlite template ${path} was not written`);
  return built;
}

/**
 * A new in-memory PGlite from the template. Fails if its applied migrations are not exactly the
 * migration files' (so a test can never run on a stale schema); migrating it afterwards is a no-op.
 */
export async function openTemplateDatabase(): Promise<Database> {
  const database = await openDatabase({ memory: true, loadDataDir: await templateData() });
  if (database.driver !== 'pglite') throw new Error('unreachable');
  const { rows } = await database.pglite.query<{ hash: string }>(
    'select hash from drizzle.__drizzle_migrations order by created_at, id',
  );
  const expected = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.hash);
  if (rows.map((r) => r.hash).join() !== expected.join()) {
    await database.close();
    throw new Error(`the PGlite template ${templatePath()} does not hold the current migrations; delete it`);
  }
  return database;
}
