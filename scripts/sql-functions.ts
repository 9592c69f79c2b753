/**
 * One readable home per SQL function: `src/server/db/sql/<function>.sql` holds the definition of
 * each function of schema `public` (and the triggers that run it) as a database has it after every
 * migration in `drizzle/`. Migrations stay as they are (production databases applied them); a
 * function replaced in three migrations is read here, once, in its current form.
 *
 * `npx tsx scripts/sql-functions.ts` applies the migrations to a fresh in-memory PGlite and writes
 * the files again (and removes the file of a function no longer there): run it after writing a
 * migration that creates, replaces or drops a function or trigger. test/server/db/sql-functions.test.ts
 * fails while a file differs from the migrations' result.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase, type Database } from '../src/server/db/client';
import { fromRoot } from '../src/server/paths';

export const SQL_FUNCTIONS_FOLDER = fromRoot('src', 'server', 'db', 'sql');
export const SQL_FUNCTIONS_COMMAND = 'npx tsx scripts/sql-functions.ts';

/** Line ends as `\n`, no trailing spaces, one final newline: how a file and the database's text are compared. */
export function normaliseSql(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .trim() + '\n'
  );
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The migrations (file names without `.sql`, in order) whose text creates the function or one of its triggers. */
function migrationsDefining(name: string, triggers: string[], migrationsFolder: string): string[] {
  const patterns = [
    new RegExp(`CREATE\\s+(?:OR\\s+REPLACE\\s+)?FUNCTION\\s+(?:"?public"?\\.)?"?${escapeRegExp(name)}"?\\s*\\(`, 'i'),
    ...triggers.map(
      (t) => new RegExp(`CREATE\\s+(?:OR\\s+REPLACE\\s+)?(?:CONSTRAINT\\s+)?TRIGGER\\s+"?${escapeRegExp(t)}"?\\s`, 'i'),
    ),
  ];
  return readdirSync(migrationsFolder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .filter((file) => {
      const text = readFileSync(join(migrationsFolder, file), 'utf8');
      return patterns.some((p) => p.test(text));
    })
    .map((file) => file.replace(/\.sql$/, ''));
}

/**
 * Every function of schema `public` in a migrated database, as its file's text (file name →
 * text): the header, `pg_get_functiondef`, then each trigger that runs it (`pg_get_triggerdef`,
 * by trigger name). Functions of extensions are left out. Two functions of one name (overloads)
 * are refused: one file per name.
 */
export async function sqlFunctionFiles(
  database: Database,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<Map<string, string>> {
  const query = async <T>(text: string): Promise<T[]> =>
    database.driver === 'pglite'
      ? (await database.pglite.query<T>(text)).rows
      : ((await database.pool.query(text)).rows as T[]);
  const functions = await query<{ oid: number; name: string; def: string }>(`
    select p.oid::int as oid, p.proname as name, pg_get_functiondef(p.oid) as def
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public'
      and not exists (
        select 1 from pg_depend d
        where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    order by p.proname, p.oid`);
  const triggers = await query<{ fn: number; name: string; def: string }>(`
    select t.tgfoid::int as fn, t.tgname as name, pg_get_triggerdef(t.oid) as def
    from pg_trigger t
    where not t.tgisinternal
    order by t.tgname, t.oid`);
  const files = new Map<string, string>();
  for (const fn of functions) {
    const file = `${fn.name}.sql`;
    if (files.has(file)) throw new Error(`two functions named ${fn.name} in schema public: one file per name`);
    const own = triggers.filter((t) => t.fn === fn.oid);
    const from = migrationsDefining(
      fn.name,
      own.map((t) => t.name),
      migrationsFolder,
    );
    const header = [
      `-- ${fn.name}: its definition after every migration in drizzle/, and the triggers that run it.`,
      `-- Written by: ${from.length ? from.join(', ') : '(no migration names it)'}.`,
      `-- Generated, do not edit: change it in a new migration, then run \`${SQL_FUNCTIONS_COMMAND}\``,
      `-- (test/server/db/sql-functions.test.ts compares this file with the migrations' result).`,
    ];
    const body = [header.join('\n'), `${fn.def.trimEnd()};`, ...own.map((t) => `${t.def};`)].join('\n\n');
    files.set(file, normaliseSql(body));
  }
  return files;
}

/** The files as the migrations make them: a fresh in-memory PGlite, migrated, read, closed. */
export async function migratedSqlFunctionFiles(): Promise<Map<string, string>> {
  const database = await openDatabase({ memory: true });
  try {
    await migrateDatabase(database);
    return await sqlFunctionFiles(database);
  } finally {
    await database.close();
  }
}

/** The `.sql` files in the folder now (file name → text). */
export function committedSqlFunctionFiles(folder = SQL_FUNCTIONS_FOLDER): Map<string, string> {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.sql'));
  } catch {
    names = [];
  }
  return new Map(names.sort().map((name) => [name, readFileSync(join(folder, name), 'utf8')]));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const live = await migratedSqlFunctionFiles();
  const committed = committedSqlFunctionFiles();
  mkdirSync(SQL_FUNCTIONS_FOLDER, { recursive: true });
  let changed = 0;
  for (const [name, text] of live) {
    const before = committed.get(name);
    if (before !== undefined && normaliseSql(before) === text) continue;
    writeFileSync(join(SQL_FUNCTIONS_FOLDER, name), text);
    console.log(`${before === undefined ? 'added' : 'updated'} src/server/db/sql/${name}`);
    changed++;
  }
  for (const name of committed.keys()) {
    if (live.has(name)) continue;
    rmSync(join(SQL_FUNCTIONS_FOLDER, name));
    console.log(`removed src/server/db/sql/${name} (no such function after the migrations)`);
    changed++;
  }
  console.log(`${live.size} function(s), ${changed} file(s) changed`);
}
