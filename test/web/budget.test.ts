import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';

/**
 * Byte budget (bytes, not time): the JavaScript a signed-out visitor downloads before a page
 * shows, from the Vite build manifest: the entry, the route's lazily loaded chunks, and every
 * chunk those import statically. Dynamic imports (demo, docs, charts) are not counted: they are
 * separate chunks loaded only where used. The test builds the app itself into a temporary folder,
 * so it never measures a stale dist/.
 */
const KB = 1024;
const BUDGETS = [
  // The home page is part of the entry chunk (src/web/app/lazyPages.ts): no lazy chunk of its own.
  { path: '/', limit: 120 * KB, modules: [] },
  {
    // A signed-out visitor of /transactions gets the session shell and the layout (which holds
    // ProtectedRoute), then is sent to sign-in; a signed-in one gets the page. Count all of them.
    path: '/transactions',
    // 206 KB since issues 33 and 34: the idea form counts the founder's questions and outlines the
    // page before payment, and the ideas list shows each idea's visitors, leads and verdict (205.02
    // KB measured with issue 34); issue 35 splits the dashboard's first load further. 207 KB since
    // issue 35's fast dashboard: the entry asks a dashboard's session and order early (lib/api.ts
    // startEarly, 206.4 KB measured). 209 KB since issue 36's one shortening home: the idea form's
    // paste cut now comes from src/shared/text/fit.ts, a 2.1 KB chunk the page editor shares
    // (208.5 KB measured); loading the idea form only when opened would win it back.
    limit: 209 * KB,
    modules: [
      'app/AuthShell.tsx',
      'app/layout/DashboardLayout.tsx',
      'orders/TransactionsPage.tsx',
      'auth/pages/SignInPage.tsx',
    ],
  },
];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

let outDir: string;
let manifest: Manifest;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'ideaproof-budget-'));
  // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(import.meta.dirname, '../../vite.config.ts'),
      mode: 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** The manifest keys a set of modules needs: themselves plus static imports, transitively. */
function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest (renamed? update BUDGETS)`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

const gzipBytes = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;

describe('JavaScript byte budget (gzip)', () => {
  it('has one entry', () => {
    expect(
      Object.values(manifest)
        .filter((c) => c.isEntry)
        .map((c) => c.file),
    ).toHaveLength(1);
  });

  for (const budget of BUDGETS) {
    it(`${budget.path} downloads at most ${budget.limit / KB} KB gzip of JavaScript`, () => {
      const keys = closure(['index.html', ...budget.modules]);
      const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
      const sizes = files.map((f) => ({ f, gz: gzipBytes(f) })).sort((a, b) => b.gz - a.gz);
      const total = sizes.reduce((s, x) => s + x.gz, 0);
      const report = sizes.map((s) => `${(s.gz / KB).toFixed(1).padStart(6)} KB  ${s.f}`).join('\n');
      console.log(`${budget.path}: ${(total / KB).toFixed(1)} KB gzip of JavaScript\n${report}`);
      expect(total, `${budget.path} ships ${(total / KB).toFixed(1)} KB gzip:\n${report}`).toBeLessThanOrEqual(
        budget.limit,
      );
    });
  }

  it('keeps the demo pages, documentation and charts in lazily loaded chunks of their own', () => {
    const eager = new Set([...BUDGETS.flatMap((b) => [...closure(['index.html', ...b.modules])])]);
    const lazyOnly = ['demo/DemoRoute.tsx', 'docs/DocsRoute.tsx'];
    for (const key of lazyOnly) {
      expect(manifest[key]?.isDynamicEntry, `${key} is a lazy chunk`).toBe(true);
      expect(eager.has(key), `${key} must not be loaded by / or /transactions`).toBe(false);
    }
    // Chart modules (the order dashboard's charts) are lazy chunks too.
    for (const key of Object.keys(manifest).filter((k) => /chart/i.test(k) && !k.startsWith('_'))) {
      expect(eager.has(key), `${key} must not be loaded by / or /transactions`).toBe(false);
    }
    const eagerCode = [...eager].map((k) => readFileSync(join(outDir, manifest[k]!.file), 'utf8')).join('\n');
    // Chart.js's own error text: the library itself is in none of the counted chunks.
    expect(eagerCode).not.toContain('complete date adapter');
    // marked (documentation only) is not in them either.
    expect(eagerCode).not.toContain('marked(): input parameter');
  });
});

describe('Dashboard font bytes', () => {
  it('declares Inter only as woff2, and the Latin files of its three weights fit in 80 KB', () => {
    const assets = join(outDir, 'assets');
    const css = readdirSync(assets)
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(join(assets, f), 'utf8'))
      .join('\n');
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    const inter = faces.filter((f) => /font-family:\s*['"]?Inter/.test(f));
    expect(inter.length, 'Inter @font-face rules in the built CSS').toBeGreaterThanOrEqual(3);
    // Every face names its unicode-range (a page fetches only the scripts it shows) and no TTF.
    for (const face of inter) {
      expect(face).toMatch(/unicode-range:/);
      expect(face).not.toMatch(/\.ttf/);
    }
    const latin = readdirSync(assets).filter((f) => /^inter-latin-(400|600|700)-normal-.*\.woff2$/.test(f));
    expect(latin).toHaveLength(3);
    const total = latin.reduce((sum, f) => sum + statSync(join(assets, f)).size, 0);
    console.log(`Inter Latin woff2 (400, 600, 700): ${(total / KB).toFixed(1)} KB`);
    expect(total).toBeLessThanOrEqual(80 * KB);
  });
});
