import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { areaEdges, areaLoops, SERVER_DIR } from '../../scripts/area-graph';
import { SERVER_AREAS } from '../../scripts/areas.mjs';
import { fromRoot } from '../../src/server/paths';
import { documentedTable } from './docs-table';

describe('server areas', () => {
  const { all, runtime } = areaEdges();

  it('have no import loop between them (run-time imports, files directly in src/server included)', () => {
    expect(areaLoops(runtime)).toEqual([]);
  });

  it('finds a loop when there is one (the check can fail)', () => {
    const looped = new Map([
      ['orders', new Set(['payments'])],
      ['payments', new Set(['notifications', 'orders'])],
    ]);
    expect(areaLoops(looped)).toEqual([['orders', 'payments']]);
  });

  it('import only what the table allows (every import, types too)', () => {
    const refused: string[] = [];
    for (const [from, tos] of all) {
      if (from === 'app' || from === 'kernel') continue; // the composition root; the context type
      for (const to of tos) if (!SERVER_AREAS[from]?.includes(to)) refused.push(`${from} -> ${to}`);
    }
    expect(refused).toEqual([]);
  });

  it('are all in the table: a new folder under src/server needs a row', () => {
    const folders = readdirSync(SERVER_DIR).filter((name) => statSync(join(SERVER_DIR, name)).isDirectory());
    expect(folders.filter((f) => !(f in SERVER_AREAS))).toEqual([]);
  });

  it('are documented: docs/architecture.md#areas shows the same table', () => {
    const documented = documentedTable('## Areas');
    expect(Object.keys(documented).sort()).toEqual(Object.keys(SERVER_AREAS).sort());
    for (const [area, allowed] of Object.entries(SERVER_AREAS)) {
      expect([area, [...documented[area]!].sort()]).toEqual([area, [...allowed].sort()]);
    }
  });
});

describe('npx eslint . refuses a forbidden import', () => {
  const eslint = new ESLint({ cwd: fromRoot('.') });
  const fixture = (name: string) => readFileSync(fromRoot(`test/architecture/fixtures/${name}`), 'utf8');

  it('from one area into an area its row does not allow (payments -> orders)', async () => {
    const [result] = await eslint.lintText(fixture('payments-imports-orders.ts.fixture'), {
      filePath: fromRoot('src/server/payments/forbidden.ts'),
    });
    expect(result!.messages.map((m) => [m.ruleId, m.line])).toEqual([['boundaries/dependencies', 4]]);
    expect(result!.messages[0]!.message).toContain('"payments" to elements of type "orders"');
  });

  it('allows the same import where the table allows it (orders -> payments)', async () => {
    const code = "import type { Payable } from '../payments/payables';\nexport type P = Payable;\n";
    const [result] = await eslint.lintText(code, { filePath: fromRoot('src/server/orders/allowed.ts') });
    expect(result!.messages).toEqual([]);
  });

  it('from an area into the composition root', async () => {
    const [result] = await eslint.lintText(fixture('area-imports-composition-root.ts.fixture'), {
      filePath: fromRoot('src/server/landing/forbidden.ts'),
    });
    expect(result!.messages.map((m) => m.ruleId)).toEqual(['no-restricted-imports']);
  });
});
