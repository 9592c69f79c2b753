// `npm start`: build the web app and the landing page script when missing or older than their
// sources, then run the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const builtFiles = [join(root, 'dist/web/index.html'), join(root, 'dist/landing/manifest.json')];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const sources = ['src/web', 'src/shared', 'src/landing', 'docs'].map((d) => join(root, d)).filter(existsSync);
const newestSource = Math.max(...sources.map(newestMtime));
const stale = builtFiles.some((f) => !existsSync(f) || newestSource > statSync(f).mtimeMs);
if (stale) {
  console.log('Building the web app (first start or sources changed)…');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  const l = spawnSync('npx', ['tsx', 'scripts/build-landing.ts'], { cwd: root, stdio: 'inherit' });
  if (l.status !== 0) process.exit(l.status ?? 1);
}

// A .env file in the working folder, if any (variables already set in the environment win).
if (existsSync('.env')) process.loadEnvFile('.env');
// Production mode unless told otherwise: React renders landing pages about ten times faster.
process.env.NODE_ENV ??= 'production';

const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server/main.ts')], {
  cwd: process.cwd(),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
