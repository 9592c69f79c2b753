import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

/**
 * The landing page's two assets: its stylesheet (inlined into every page, minified once per
 * process) and its browser script (built by `npm run build` into dist/landing, served with a
 * content hash in its name and cached for a year).
 */
export const LANDING_DIST = fileURLToPath(new URL('../../../dist/landing', import.meta.url));
const STYLESHEET = fileURLToPath(new URL('../../landing/styles/landing.css', import.meta.url));

/** URL prefix of the built script (under /p/ with the pages it belongs to). */
export const LANDING_ASSET_PREFIX = '/p/assets/';

export interface LandingAssets {
  css: string;
  script: { url: string; fileName: string; code: Buffer } | null;
}

let css: string | null = null;

export function landingCss(): string {
  css ??= transformSync(readFileSync(STYLESHEET, 'utf8'), {
    loader: 'css',
    minify: true,
    legalComments: 'none',
  }).code.trim();
  return css;
}

export function loadLandingAssets(distDir = LANDING_DIST): LandingAssets {
  let script: LandingAssets['script'] = null;
  const manifestFile = `${distDir}/manifest.json`;
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { script?: string };
    const rel = manifest.script ?? '';
    const fileName = rel.replace(/^assets\//, '');
    if (/^landing-[a-f0-9]+\.js$/.test(fileName) && existsSync(`${distDir}/${rel}`)) {
      script = { url: LANDING_ASSET_PREFIX + fileName, fileName, code: readFileSync(`${distDir}/${rel}`) };
    }
  }
  return { css: landingCss(), script };
}
