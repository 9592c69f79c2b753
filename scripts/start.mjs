// `npm start`: build the web app, the landing page script and the server when missing or older
// than their sources, then run the compiled server (dist/server/main.js) with plain node.
// A production install (`npm ci && npm run build && npm prune --omit=dev`) starts the same way:
// its build is fresh, so nothing is rebuilt and no development tool runs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SERVER = join(root, 'dist/server/main.js');
const builtFiles = [
  join(root, 'dist/web/index.html'),
  join(root, 'dist/web/.prerendered/pages.json'),
  join(root, 'dist/landing/manifest.json'),
  SERVER,
];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const sources = ['src', 'docs', 'CHANGELOG.md'].map((d) => join(root, d)).filter(existsSync);
const newestSource = Math.max(
  ...sources.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
);
const stale = builtFiles.some((f) => !existsSync(f) || newestSource > statSync(f).mtimeMs);
if (stale) {
  if (!existsSync(join(root, 'node_modules/vite')) || !existsSync(join(root, 'node_modules/tsx'))) {
    console.error(
      'The build (dist/) is missing or older than the sources, and the build tools are not installed.\n' +
        'Run `npm install && npm run build` first (a production install builds before `npm prune --omit=dev`).',
    );
    process.exit(1);
  }
  console.log('Building (first start or sources changed)…');
  const r = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// A .env file in the working folder, if any (variables already set in the environment win).
if (existsSync('.env')) process.loadEnvFile('.env');
// Production mode unless told otherwise: React renders landing pages about ten times faster.
process.env.NODE_ENV ??= 'production';

const child = spawn(process.execPath, ['--enable-source-maps', SERVER], { cwd: process.cwd(), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
