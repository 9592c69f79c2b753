// docs/architecture.md "Time, money and ids": every id and token the server makes is made in
// src/server/ids.ts, one named generator each. A random generator (an import of nanoid, or a call
// of randomBytes, randomUUID or getRandomValues) anywhere else in src is refused here (read with the
// TypeScript parser), but for the secrets and salts named below, which never leave the server.
// (Ids the database makes, `uuid … defaultRandom()` in src/server/db/schema, are not code's.)
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findingsInSrc, parsedSource, walk, lineOf } from './scan';

const RANDOM_CALLS = new Set(['randomBytes', 'randomUUID', 'getRandomValues']);
const RANDOM_MODULES = new Set(['nanoid', 'uuid']);

/** Randomness made outside ids.ts on purpose: not ids, never sent out. */
const NOT_IDS: Record<string, string> = {
  'server/services.ts': 'the AUTH_SECRET generated into DATA_DIR when none is set',
  'server/visitors/visitor.ts': 'the daily salt of the visitor hash, stored, never sent',
};

/** Every random generator a source text imports or calls, by line and name. */
function randomMade(file: string, text: string): string[] {
  const source = parsedSource(file, text);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) => found.push(`${lineOf(source, node)} ${what}`);
  walk(source, (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (RANDOM_MODULES.has(node.moduleSpecifier.text.split('/')[0]!)) at(node, node.moduleSpecifier.text);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : undefined;
      if (name && RANDOM_CALLS.has(name)) at(node, name);
    }
  });
  return found;
}

describe('ids and tokens are made in src/server/ids.ts only', () => {
  it('no file elsewhere in src makes random ids (the secrets and salts named aside)', () => {
    expect(findingsInSrc(randomMade, (file) => file === 'server/ids.ts' || file in NOT_IDS)).toEqual([]);
  });

  it('the files named still make their secret or salt', () => {
    const makers = new Set(
      findingsInSrc(randomMade, (file) => !(file in NOT_IDS)).map((at) => at.slice(0, at.indexOf(':'))),
    );
    expect(Object.keys(NOT_IDS).filter((file) => !makers.has(file))).toEqual([]);
  });

  it('finds one in any form (the check can fail)', () => {
    expect(randomMade('server/leads/service.ts', "import { nanoid } from 'nanoid';")).toEqual(['1 nanoid']);
    expect(randomMade('server/leads/service.ts', 'const id = crypto.randomUUID();')).toEqual(['1 randomUUID']);
    expect(randomMade('server/leads/service.ts', "const t = randomBytes(24).toString('base64url');")).toEqual([
      '1 randomBytes',
    ]);
    expect(randomMade('web/lib/x.ts', 'crypto.getRandomValues(new Uint8Array(8));')).toEqual(['1 getRandomValues']);
    expect(
      randomMade('server/leads/service.ts', "import { newOrderId } from '../ids';\nconst id = newOrderId();"),
    ).toEqual([]);
  });
});
