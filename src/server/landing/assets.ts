import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fromRoot } from '../paths';

/**
 * The landing page's two assets: its stylesheet (inlined into every page, minified once per
 * process, when the composition root loads the assets) and its browser script (built by `npm run build` into dist/landing, served with a
 * content hash in its name and cached for a year).
 */
const LANDING_DIST = fromRoot('dist/landing');
const STYLESHEET = fromRoot('src/landing/styles/landing.css');

/** URL prefix of the built script (under /p/ with the pages it belongs to). */
export const LANDING_ASSET_PREFIX = '/p/assets/';

export interface LandingAssets {
  css: string;
  script: { url: string; fileName: string; code: Buffer } | null;
}

/** The stylesheet minified at build time (`npm run build` writes it next to the script). */
export const LANDING_CSS_FILE = 'landing.css';

/**
 * The minified stylesheet. From the sources with esbuild where it is installed (development,
 * tests: always the current file); otherwise (a production install without dev tools) the copy
 * `npm run build` wrote into dist/landing. Read once per process, by `loadLandingAssets` in the
 * composition root (LandingDeps.landing.assets).
 */
function landingCss(distDir = LANDING_DIST): string {
  const esbuild = optionalEsbuild();
  if (esbuild) return minifyLandingCss(esbuild, readFileSync(STYLESHEET, 'utf8'));
  if (existsSync(`${distDir}/${LANDING_CSS_FILE}`)) return readFileSync(`${distDir}/${LANDING_CSS_FILE}`, 'utf8');
  throw new Error(`The landing stylesheet is not built (${distDir}/${LANDING_CSS_FILE}): run \`npm run build\``);
}

function optionalEsbuild(): typeof import('esbuild') | null {
  try {
    return createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
  } catch {
    return null;
  }
}

/** How the stylesheet is minified, at build time and in development alike. */
export function minifyLandingCss(esbuild: typeof import('esbuild'), source: string): string {
  return esbuild.transformSync(source, { loader: 'css', minify: true, legalComments: 'none' }).code.trim();
}

export const LANDING_STYLESHEET = STYLESHEET;

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
  return { css: landingCss(distDir), script };
}
