/**
 * `npm run lint:api`: builds the OpenAPI document the server answers at /api/openapi.json (the app
 * on an in-memory PGlite database, as the tests build it) and runs Redocly's linter on it with the
 * rules of redocly.yaml. Exits with the linter's status: any error fails CI (.ci/run).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp } from '../test/helpers/app';
import { fromRoot } from '../src/server/paths';

const app = await createTestApp();
let body: string;
try {
  const res = await app.app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`);
  body = res.body;
} finally {
  await app.close();
}
const dir = mkdtempSync(join(tmpdir(), 'ideaproof-openapi-'));
const file = join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(JSON.parse(body), null, 2));
const lint = spawnSync(
  process.execPath,
  [
    fromRoot('node_modules/@redocly/cli/bin/cli.js'),
    'lint',
    file,
    '--config',
    fromRoot('redocly.yaml'),
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
rmSync(dir, { recursive: true, force: true });
process.exit(lint.status ?? 1);
