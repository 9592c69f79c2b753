import { describe, expect, it } from 'vitest';
import { moduleState, moduleStateOf } from '../../scripts/module-state';

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
};

describe('module-level state in src/server', () => {
  const found = moduleState().map((f) => `${f.file} ${f.name}`);

  it('is none: services are built once by the composition root and reached through the context', () => {
    expect(found.filter((key) => !(key in ALLOWED))).toEqual([]);
  });

  it('the allow-list names only state that still exists', () => {
    expect(Object.keys(ALLOWED).filter((key) => !found.includes(key))).toEqual([]);
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
      'collection seen',
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
