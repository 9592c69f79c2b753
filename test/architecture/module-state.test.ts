import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { memoState, moduleState, moduleStateOf } from '../../scripts/module-state';
import { fromRoot } from '../../src/server/paths';

/**
 * Module-level state src/server keeps on purpose, each with why it is not a service of the
 * context. Anything else is built by `createContext` (src/server/services.ts).
 */
const ALLOWED: Record<string, string> = {
  // Which data folders this process holds the lock of: process-wide by nature (the lock is a file
  // of the operating system), and taken by main.ts before there is a context.
  'db/lock.ts heldHere': 'process-wide lock bookkeeping',
  // The statement names given to each pooled PostgreSQL connection, held weakly by the connection.
  'db/prepared.ts connections': 'per-connection data, dropped with the connection',
  // nanoid's generator per id length: a memo of a pure function (the same ids without it).
  'ids.ts generators': 'memo of a pure function',
  // Accept-Encoding header → chosen encoding, at most 200: a memo of a pure function.
  'landing/send.ts negotiated': 'memo of a pure function',
  // The AI SDK reads this switch from globalThis only (it has no option for it): set once, when the
  // module loads, to the same value. (A writer file, being edited: not moved for now.)
  'generation/model-client.ts globalThis.AI_SDK_LOG_WARNINGS': 'the SDK has no other way to be told',
};

/**
 * Memo caches and globalThis writes in the rest of src (shared, web, landing; named from src),
 * each with why it may stay. In the web app a module lives as long as the page: one visitor's.
 */
const ALLOWED_MEMOS: Record<string, string> = {
  // Intl.NumberFormat per currency, display and decimals: a memo of a pure function.
  'shared/money.ts moneyFormats': 'memo of a pure function',
  // zxcvbn's matcher, built on first use from constant dictionaries: a memo of a constant.
  'shared/password-strength.ts factory': 'memo of a constant',
  // Icon name → its SVG data, at most 2000: a memo of a pure function (the landing page's renderer).
  'landing/components/Icon.tsx cache': 'memo of a pure function',
  // The page's one session: who listens for a 401 (the AuthProvider), and the answers asked for
  // before the app started (read once each): state of the page, not of a server.
  'web/lib/api.ts unauthorizedListeners': 'the page session, in the browser',
  'web/lib/api.ts early': 'the page session, in the browser',
  // A lazy import() or script load, started once per page: a memo of a constant.
  'web/lib/usePasswordStrength.ts checker': 'memo of a lazy import',
  'web/ui/checkout/razorpayCheckout.ts loading': 'memo of a script load',
  // The country and dial-code options, built on first use from constant tables: a memo of a constant.
  'web/profile/components/GeneralInfoCard.tsx options': 'memo of a constant',
};

describe('memo caches and globalThis writes in src/shared, src/web and src/landing', () => {
  const found = memoState().map((f) => `${f.file} ${f.name}`);

  it('are none but the allowed ones', () => {
    expect(found.filter((key) => !(key in ALLOWED_MEMOS))).toEqual([]);
  });

  it('the allow-list names only ones that still exist', () => {
    expect(Object.keys(ALLOWED_MEMOS).filter((key) => !found.includes(key))).toEqual([]);
  });
});

describe('module-level state in src/server', () => {
  const found = moduleState().map((f) => `${f.file} ${f.name}`);

  it('is none: services are built once by the composition root and reached through the Deps of each area', () => {
    expect(found.filter((key) => !(key in ALLOWED))).toEqual([]);
  });

  it('the allow-list names only state that still exists', () => {
    expect(Object.keys(ALLOWED).filter((key) => !found.includes(key))).toEqual([]);
  });

  it('finds memo caches and globalThis writes (test/architecture/fixtures/memo-caches.ts.fixture: the check can fail)', () => {
    const fixture = readFileSync(fromRoot('test/architecture/fixtures/memo-caches.ts.fixture'), 'utf8');
    expect(moduleStateOf('things/memo.ts', fixture).map((f) => `${f.kind} ${f.name}:${f.line}`)).toEqual([
      'globalThis globalThis.SOME_SWITCH:23',
      'globalThis Object.assign(globalThis):25',
      'globalThis globalThis.registry:26',
      'globalThis global.legacy:27',
      'cache formats:4',
      'cache lastAnswer:5',
      'cache state.seen:6',
      'cache state.calls:6',
      'cache buckets:7',
      'cache lookUp.memo:10',
    ]);
  });

  it('finds a module-level cache, a mutated collection and a service built in a route plugin (the check can fail)', () => {
    const fixture = `
      import { LiveThings } from './live-things';
      import { notFound, HttpError } from '../http/errors';
      const LOOKUP = new Set(['a', 'b']);
      const seen = new Map<string, number>();
      const queue: string[] = [];
      let cached: string | null = null;
      var legacy = 1;
      export function remember(key: string) {
        seen.set(key, 1);
        return LOOKUP.has(key);
      }
      export async function thingRoutes(app: unknown, ctx: unknown) {
        const live = new LiveThings(ctx);
        const when = new Date();
        if (!live) throw new HttpError(404);
        return [when, notFound];
      }
    `;
    expect(moduleStateOf('things/routes.ts', fixture).map((f) => `${f.kind} ${f.name}`)).toEqual([
      'cache seen',
      'collection queue',
      'let cached',
      'var legacy',
      'service in routes LiveThings',
    ]);
  });

  it('lets constants be: lookup tables, functions, a collection built in a function', () => {
    const fixture = `
      const CODES = new Set(['x', 'y']);
      const LIMITS = { max: 3 } as const;
      export const area = (ctx: { db: unknown }) => new Map([[1, ctx.db]]);
      export function cache() {
        const kept = new Map<string, string>();
        kept.set('a', 'b');
        let n = 0;
        return { kept, n: ++n, codes: CODES, limits: LIMITS };
      }
    `;
    expect(moduleStateOf('things/table.ts', fixture)).toEqual([]);
  });
});
