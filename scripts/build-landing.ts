// Builds the landing page's browser script (src/landing/client) into dist/landing/assets with a
// content hash in its name, and writes dist/landing/manifest.json, which the server reads.
// Run by `npm run build` (after the web app's Vite build) and by `npm start` when sources changed.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { LANDING_CSS_FILE, LANDING_STYLESHEET, minifyLandingCss } from '../src/server/landing/assets';

const root = fileURLToPath(new URL('..', import.meta.url));
export const LANDING_ENTRY = join(root, 'src/landing/client/main.ts');
export const LANDING_OUT = join(root, 'dist/landing');

export interface LandingBundle {
  fileName: string;
  code: string;
}

/** Bundle and minify the browser script in memory. */
export async function bundleLandingScript(): Promise<LandingBundle> {
  const result = await esbuild.build({
    entryPoints: [LANDING_ENTRY],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]!.text;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 12);
  return { fileName: `landing-${hash}.js`, code };
}

export async function buildLanding(outDir = LANDING_OUT): Promise<LandingBundle> {
  const bundle = await bundleLandingScript();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(join(outDir, 'assets'), { recursive: true });
  writeFileSync(join(outDir, 'assets', bundle.fileName), bundle.code);
  // The server reads the minified stylesheet from here where esbuild is not installed (production).
  writeFileSync(join(outDir, LANDING_CSS_FILE), minifyLandingCss(esbuild, readFileSync(LANDING_STYLESHEET, 'utf8')));
  writeFileSync(join(outDir, 'manifest.json'), JSON.stringify({ script: `assets/${bundle.fileName}` }, null, 2) + '\n');
  return bundle;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const bundle = await buildLanding();
  console.log(`landing script: dist/landing/assets/${bundle.fileName} (${bundle.code.length} bytes)`);
}
