import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Three projects, chosen by what a file uses, so a new file lands in the right one by itself:
 * `process` starts server processes (child_process, or the durability bench that does);
 * `api` opens a database (the test app, a test database, or the server's database client);
 * `unit` is everything else (no database, no process). `npm test` runs all three.
 */
const PROCESS = /node:child_process|bench\/durability/;
const API = /helpers\/app'|createTestDatabase|openDatabase|migrateDatabase|two-instances'/;
const files = testFiles('test').map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const processFiles = files.filter((f) => PROCESS.test(f.text)).map((f) => f.file);
const apiFiles = files.filter((f) => !PROCESS.test(f.text) && API.test(f.text)).map((f) => f.file);
const unitFiles = files.filter((f) => !PROCESS.test(f.text) && !API.test(f.text)).map((f) => f.file);
// The api project shares one module graph per worker (isolate: false, below): a module mock there
// would leak into the next file. Refuse it here rather than let it pass or fail by file order.
const mockingApiFiles = files.filter((f) => apiFiles.includes(f.file) && /\bvi\.(mock|doMock)\(/.test(f.text));
if (mockingApiFiles.length) {
  throw new Error(
    `vi.mock in a file of the api project, whose files share their modules: ${mockingApiFiles.map((f) => f.file).join(', ')}`,
  );
}

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // PGlite and pg-boss per file are memory-hungry: two cores, two workers.
    maxWorkers: 2,
    setupFiles: ['test/setup.ts'],
    projects: [
      // No database and no process: worker threads start about twice as fast as forks here
      // (unit project 191 s → 86 s on this 2-core machine, same load); PGlite files gain nothing.
      { extends: true, test: { name: 'unit', include: unitFiles, pool: 'threads' } },
      // One module graph per worker for every api file (isolate: false): each file still opens its
      // own database and app (test/helpers/app.ts), but the server's modules, drizzle and PGlite's
      // compiled WebAssembly are loaded once per worker instead of once per file. 59 files on this
      // 2-core machine, idle: 506 s → 160 s, the same 402 tests passing (in a shuffled order too).
      // The price: a file must not leave module state behind (no vi.mock here: files that mock
      // modules open no database and run in `unit`; spies are restored by the file that sets them).
      { extends: true, test: { name: 'api', include: apiFiles, isolate: false } },
      { extends: true, test: { name: 'process', include: processFiles } },
    ],
  },
});
