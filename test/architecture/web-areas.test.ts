import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { areaEdges, areaLoops, WEB_DIR } from '../../scripts/area-graph';
import { WEB_AREAS, WEB_ASSET_FOLDERS, WEB_FEATURES } from '../../scripts/areas.mjs';
import { fromRoot } from '../../src/server/paths';
import { documentedTable } from './docs-table';

describe('web areas (the folders of src/web)', () => {
  const { all, runtime } = areaEdges(WEB_DIR);

  it('have no import loop between them (the files directly in src/web are the entry, part of app)', () => {
    expect(areaLoops(runtime)).toEqual([]);
  });

  describe('a temporary folder loop', () => {
    // A copy of src/web where lib imports a feature: lib → orders → lib.
    const copy = join(mkdtempSync(join(tmpdir(), 'web-areas-')), 'src', 'web');
    cpSync(WEB_DIR, copy, { recursive: true });
    writeFileSync(join(copy, 'lib', 'loop.ts'), "export { useOrders } from '../orders/api';\n");
    afterAll(() => rmSync(join(copy, '..', '..'), { recursive: true, force: true }));

    it('is found (the check can fail)', () => {
      const loops = areaLoops(areaEdges(copy).runtime);
      expect(loops).toHaveLength(1);
      expect(loops[0]).toEqual(expect.arrayContaining(['lib', 'orders']));
    });
  });

  it('import only what the table allows (every import, types too)', () => {
    const refused: string[] = [];
    for (const [from, tos] of all) {
      for (const to of tos) if (!WEB_AREAS[from]?.includes(to)) refused.push(`${from} -> ${to}`);
    }
    expect(refused).toEqual([]);
  });

  it('keep features apart: a feature may import ui and lib only, and no feature imports app', () => {
    for (const feature of WEB_FEATURES) expect([feature, WEB_AREAS[feature]]).toEqual([feature, ['ui', 'lib']]);
    expect(WEB_AREAS.ui).toEqual(['lib']);
    expect(WEB_AREAS.lib).toEqual([]);
    const intoApp = [...all].filter(([from, tos]) => from !== 'app' && tos.has('app')).map(([from]) => from);
    expect(intoApp).toEqual([]);
  });

  it('are all in the table: a new folder under src/web needs a row', () => {
    const folders = readdirSync(WEB_DIR).filter(
      (name) => statSync(join(WEB_DIR, name)).isDirectory() && !WEB_ASSET_FOLDERS.includes(name),
    );
    expect(folders.filter((f) => !(f in WEB_AREAS))).toEqual([]);
    expect(Object.keys(WEB_AREAS).filter((area) => !folders.includes(area))).toEqual([]);
  });

  it('are documented: docs/architecture.md#web-areas shows the same table', () => {
    const documented = documentedTable('## Web areas');
    expect(Object.keys(documented).sort()).toEqual(Object.keys(WEB_AREAS).sort());
    for (const [area, allowed] of Object.entries(WEB_AREAS)) {
      expect([area, [...documented[area]!].sort()]).toEqual([area, [...allowed].sort()]);
    }
  });
});

describe('npx eslint . refuses a forbidden web import', () => {
  const eslint = new ESLint({ cwd: fromRoot('.') });
  const lint = async (code: string, file: string) =>
    (await eslint.lintText(code, { filePath: fromRoot(file) }))[0]!.messages.map((m) => [m.ruleId, m.message]);

  it('from one feature into another (orders -> analytics)', async () => {
    const code = "import { OrderAnalytics } from '../analytics';\nexport const A = OrderAnalytics;\n";
    const messages = await lint(code, 'src/web/orders/forbidden.tsx');
    expect(messages.map(([rule]) => rule)).toEqual(['boundaries/dependencies']);
    expect(messages[0]![1]).toContain('"orders" to elements of type "analytics"');
  });

  it('from lib into the UI kit (lib -> ui), and from a feature into the shell (site -> app)', async () => {
    const fromLib = await lint(
      "import { useToast } from '../ui/toast';\nexport const t = useToast;\n",
      'src/web/lib/x.ts',
    );
    expect(fromLib.map(([rule]) => rule)).toEqual(['boundaries/dependencies']);
    const intoApp = await lint("import { App } from '../app/App';\nexport const a = App;\n", 'src/web/site/x.tsx');
    expect(intoApp.map(([rule]) => rule)).toEqual(['boundaries/dependencies']);
  });

  it('allows what the table allows (a feature -> ui and lib; app -> a feature)', async () => {
    const feature =
      "import { useToast } from '../ui/toast';\nimport { api } from '../lib/api';\nexport const x = [useToast, api];\n";
    expect(await lint(feature, 'src/web/orders/allowed.ts')).toEqual([]);
    const app = "import { OrderAnalytics } from '../analytics';\nexport const A = OrderAnalytics;\n";
    expect(await lint(app, 'src/web/app/allowed.tsx')).toEqual([]);
  });
});
