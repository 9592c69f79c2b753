// Compiles the server (src/server/main.ts and everything it imports from src/) into one ES module,
// dist/server/main.js, that plain `node` runs: production needs neither tsx nor any other dev tool.
// The PDF pool's worker thread (src/server/report/pdf-worker.ts) is built next to it, as
// dist/server/pdf-worker.js, where the pool looks for it.
// Packages stay external (they are read from node_modules at run time). Run by `npm run build`.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_OUT = join(root, 'dist/server');

export async function buildServer(outDir = SERVER_OUT): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: {
      main: join(root, 'src/server/main.ts'),
      'pdf-worker': join(root, 'src/server/report/pdf-worker.ts'),
    },
    outdir: outDir,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node24',
    jsx: 'automatic',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    tsconfig: join(root, 'tsconfig.json'),
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildServer();
  console.log('server: dist/server/main.js, dist/server/pdf-worker.js');
}
