// Pre-renders the public pages (src/web/prerender.tsx: home, sign-in, sign-up) into the built web
// app, after `vite build`: each page's HTML is dist/web/index.html with the rendered markup inside
// <div id="root">, its own <title>, and preloads of the lazy chunks it renders. Written to
// dist/web/.prerendered/ with pages.json (path → file), which the server reads: those paths get
// their page, every other one the empty shell (src/server/app.ts). Run by `npm run build`.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { criticalCss } from './critical-css';

const root = join(import.meta.dirname, '..');
export const WEB_OUT = join(root, 'dist/web');
/** Where the pages go, inside the web build; a dot folder, so the static file server skips it. */
export const PRERENDERED_DIR = '.prerendered';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface PageSpec {
  path: string;
  chunks: readonly string[];
}
interface PrerenderModule {
  PRERENDERED_PAGES: readonly PageSpec[];
  renderPage(path: string): Promise<{ html: string; head: string; title: string }>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The JavaScript files `chunks` need beyond what the shell already loads (entry and its imports). */
export function chunkFiles(manifest: Manifest, chunks: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest (renamed? update src/web/prerender.tsx)`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  chunks.forEach(visit);
  const shell = new Set<string>();
  const visitShell = (key: string) => {
    if (shell.has(key)) return;
    shell.add(key);
    manifest[key]?.imports?.forEach(visitShell);
  };
  visitShell('index.html');
  return [...seen].filter((k) => !shell.has(k)).map((k) => manifest[k]!.file);
}

export interface PageAssets {
  /** Files of the lazy chunks the page renders, preloaded from its head. */
  preloads?: readonly string[];
  /** The text of the shell's stylesheets, by their href: the page's rules of each are inlined. */
  stylesheets?: Readonly<Record<string, string>>;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * The shell (dist/web/index.html) with a rendered page in it, made to paint before any script or
 * stylesheet has loaded: the rules of the app's stylesheet that can apply to the page are inlined
 * (scripts/critical-css.ts); the whole stylesheet is fetched as `media="print"`, which blocks
 * nothing, and main.tsx applies it (`data-app-css`) when it hydrates; the scripts, which the page
 * does not need to show, are fetched at low priority. Throws when the shell is not what it
 * expects, rather than write a page without its content.
 */
export async function pageHtml(
  shell: string,
  page: { html: string; head: string; title: string },
  assets: PageAssets = {},
): Promise<string> {
  if (/<script(?![^>]*\bsrc=)/i.test(page.html + page.head)) {
    throw new Error('a pre-rendered page contains an inline script, which the Content-Security-Policy refuses');
  }
  const slots = ['<div id="root"></div>', '<title>Ideaproof</title>', '</head>'];
  for (const slot of slots) {
    if (shell.split(slot).length !== 2) throw new Error(`dist/web/index.html should contain ${slot} once`);
  }
  const headLines = [
    ...(page.head ? [page.head] : []),
    ...(assets.preloads ?? []).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ];
  const html = shell
    .replace('<title>Ideaproof</title>', () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => headLines.map((line) => `  ${line}\n  `).join('') + '</head>')
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
    .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
  const inlined: Record<string, string> = {};
  for (const [, href] of html.matchAll(STYLESHEET_LINK)) {
    const css = assets.stylesheets?.[href!];
    if (css !== undefined) inlined[href!] = await criticalCss(css, html);
  }
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const critical = inlined[href];
    if (critical === undefined) return link;
    return `<style>${critical}</style>\n    ${link.replace(/>$/, ' media="print" data-app-css>')}`;
  });
}

/** Build src/web/prerender.tsx for Node, render every page, and write them beside the shell. */
export async function buildPrerender(webOut = WEB_OUT): Promise<string[]> {
  // Inside the project, so that the bundle's imports of packages resolve to node_modules.
  const ssrOut = mkdtempSync(join(root, 'dist/.prerender-'));
  // React's production build, as the browser gets (vitest or a shell may have set another).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(root, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: {
        ssr: join(root, 'src/web/prerender.tsx'),
        outDir: ssrOut,
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
      },
    });
    const mod = (await import(pathToFileURL(join(ssrOut, 'prerender.mjs')).href)) as PrerenderModule;
    const shell = readFileSync(join(webOut, 'index.html'), 'utf8');
    const manifest = JSON.parse(readFileSync(join(webOut, '.vite/manifest.json'), 'utf8')) as Manifest;
    const stylesheets = Object.fromEntries(
      (manifest['index.html']?.css ?? []).map((file) => [`/${file}`, readFileSync(join(webOut, file), 'utf8')]),
    );
    const outDir = join(webOut, PRERENDERED_DIR);
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    const pages: Record<string, string> = {};
    for (const spec of mod.PRERENDERED_PAGES) {
      const file = spec.path === '/' ? 'index.html' : `${spec.path.slice(1).replace(/\//g, '-')}.html`;
      const page = await mod.renderPage(spec.path);
      writeFileSync(
        join(outDir, file),
        await pageHtml(shell, page, { preloads: chunkFiles(manifest, spec.chunks), stylesheets }),
      );
      pages[spec.path] = file;
    }
    writeFileSync(join(outDir, 'pages.json'), JSON.stringify(pages, null, 2) + '\n');
    return Object.keys(pages);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    rmSync(ssrOut, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const paths = await buildPrerender();
  console.log(`pre-rendered: ${paths.join(', ')} → dist/web/${PRERENDERED_DIR}/`);
}
