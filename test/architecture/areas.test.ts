import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { areaEdges, areaLoops, SERVER_DIR } from '../../scripts/area-graph';
import { SERVER_AREAS } from '../../scripts/areas.mjs';
import { fromRoot } from '../../src/server/paths';
import { documentedTable } from './docs-table';
import { areaCapabilities, crossedHandOvers, refusedCapabilities } from './area-deps';

/**
 * The areas whose routes or jobs the composition root hands a Deps (services.ts, AreaDeps): all
 * that have any. ads, db, generation, http, jobs, openapi and visitors are handed nothing: their
 * functions take what they need as arguments, or (openapi) need nothing.
 */
const NARROWED = [
  'analytics',
  'auth',
  'campaigns',
  'email',
  'experiments',
  'geo',
  'landing',
  'leads',
  'media',
  'notifications',
  'orders',
  'page-editor',
  'payments',
  'profile',
  'report',
  'site',
  'tracking',
];

/** openapi has routes and is handed nothing: its document is built from the app's own routes. */
const HANDED_NOTHING = ['openapi'];

/** The folders under `dir` with a routes.ts or a jobs.ts but no deps.ts (those in HANDED_NOTHING aside). */
function routesOrJobsWithoutDeps(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory() && !HANDED_NOTHING.includes(name))
    .filter((name) => ['routes.ts', 'jobs.ts'].some((file) => existsSync(join(dir, name, file))))
    .filter((name) => !existsSync(join(dir, name, 'deps.ts')));
}

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

  it('import only what the table allows (every import, types too; the kernel imports nothing)', () => {
    const refused: string[] = [];
    for (const [from, tos] of all) {
      if (from === 'app') continue; // the composition root
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

describe('server areas are handed only what their row allows', () => {
  const capabilities = areaCapabilities();

  it('the kernel context is the config, the database, the log and the job queue, nothing more (and no area is handed it)', () => {
    const services = readFileSync(fromRoot('src/server/services.ts'), 'utf8');
    const kernel = /\ninterface Kernel \{\n([\s\S]*?)\n\}/.exec(services)?.[1] ?? '';
    expect(
      kernel
        .match(/^ {2}(\w+):/gm)
        ?.map((m) => m.trim().slice(0, -1))
        .sort(),
    ).toEqual(['config', 'database', 'db', 'jobs', 'log']);
  });

  it('every area with routes or jobs declares its Deps', () => {
    expect([...new Set(capabilities.map((c) => c.area))].sort()).toEqual(NARROWED);
  });

  it('an area with a routes.ts or a jobs.ts has a deps.ts (openapi, handed nothing, aside)', () => {
    expect(routesOrJobsWithoutDeps(SERVER_DIR)).toEqual([]);
  });

  it('finds an area with routes and no Deps (the check can fail)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'areas-'));
    try {
      for (const [area, files] of [
        ['planted', ['routes.ts']],
        ['narrowed', ['routes.ts', 'deps.ts']],
        ['worker', ['jobs.ts']],
        ['openapi', ['routes.ts']],
      ] as const) {
        mkdirSync(join(dir, area));
        for (const file of files) writeFileSync(join(dir, area, file), '');
      }
      expect(routesOrJobsWithoutDeps(dir).sort()).toEqual(['planted', 'worker']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('each Deps names only capabilities of areas its row allows (as written and as resolved)', () => {
    expect(refusedCapabilities(capabilities)).toEqual([]);
  });

  it("the composition root hands each area its own Deps, never another area's", () => {
    expect(crossedHandOvers()).toEqual([]);
  });

  it('finds a capability the row does not allow (the check can fail)', () => {
    const planted = fromRoot('src/server/site/planted-deps.ts');
    const found = areaCapabilities({
      [planted]: [
        "import type { Config } from '../config';",
        "import type { JobQueue } from '../jobs/queue';",
        // A type named in place: no import declaration for the import graph to see.
        "export interface PlantedDeps { config: Config; jobs: JobQueue; inbox: import('../tracking/inbox').VisitInbox }",
      ].join('\n'),
    }).filter((c) => c.deps === 'PlantedDeps');
    expect(refusedCapabilities(found).sort()).toEqual([
      'site: PlantedDeps.inbox -> tracking (VisitInbox)',
      'site: PlantedDeps.jobs -> jobs (JobQueue)',
    ]);
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
