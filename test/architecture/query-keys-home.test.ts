// docs/architecture.md "One home per concept": a React Query key is built only by a key factory,
// each feature's keys.ts (the keys more than one area reads in src/web/lib/queryKeys.ts). A
// `queryKey:` (in useQuery, useQueries, invalidateQueries, removeQueries…) or the key of
// setQueryData/getQueryData/getQueryState anywhere in src/web that is an array literal, or a name
// not imported from a key factory, is refused here (read with the TypeScript parser).
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findingsInSrc, walk, lineOf } from './scan';

/** A key factory's file: a feature's keys.ts, or lib's queryKeys.ts. */
const isKeyFactory = (file: string) => /(^|\/)keys\.ts$/u.test(file) || file === 'web/lib/queryKeys.ts';
/** An import of a key factory. */
const KEY_MODULE = /(^|\/)(keys|queryKeys)$/u;
/** The query client's methods whose first argument is a key (the others take filters with a queryKey). */
const KEY_FIRST = new Set(['setQueryData', 'getQueryData', 'getQueryState']);

/** The name a key expression starts from: `ordersKey`, `orderKey(id)`, `keys.order(id)` → ordersKey, orderKey, keys. */
function rootName(node: ts.Expression): string | undefined {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isCallExpression(node) || ts.isPropertyAccessExpression(node)) return rootName(node.expression);
  if (ts.isAsExpression(node) || ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node))
    return rootName(node.expression);
  return undefined;
}

/** Every query key not built by a key factory, by line and text. */
function keysNotFromAFactory(file: string, text: string): string[] {
  if (!file.startsWith('web/') || isKeyFactory(file)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const fromFactory = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!KEY_MODULE.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) for (const e of bindings.elements) fromFactory.add(e.name.text);
    if (bindings && ts.isNamespaceImport(bindings)) fromFactory.add(bindings.name.text);
  }
  const found: string[] = [];
  const check = (key: ts.Expression) => {
    const name = rootName(key);
    if (name === undefined || !fromFactory.has(name)) {
      found.push(`${lineOf(source, key)} ${key.getText(source)}`);
    }
  };
  walk(source, (node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'queryKey')
      check(node.initializer);
    if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'queryKey') check(node.name);
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      KEY_FIRST.has(node.expression.name.text) &&
      node.arguments[0]
    ) {
      check(node.arguments[0]);
    }
  });
  return found;
}

describe("query keys have one home, their feature's key factory", () => {
  it('every query key in src/web comes from a keys.ts (or lib/queryKeys.ts)', () => {
    expect(findingsInSrc(keysNotFromAFactory)).toEqual([]);
  });

  it('finds an inline key in any style (the check can fail)', () => {
    const inWeb = (code: string) => keysNotFromAFactory('web/orders/api.ts', code);
    expect(inWeb("useQuery({ queryKey: ['orders', id], queryFn });")).toEqual(["1 ['orders', id]"]);
    expect(
      inWeb("import { ordersKey } from '../lib/queryKeys';\nqc.invalidateQueries({ queryKey: [...ordersKey, q] });"),
    ).toEqual(['2 [...ordersKey, q]']);
    expect(inWeb("const digestKey = ['report', id];\nqc.setQueryData(digestKey, data);")).toEqual(['2 digestKey']);
    expect(inWeb("const queryKey = ['a'];\nuseQuery({ queryKey, queryFn });")).toEqual(['2 queryKey']);
    expect(inWeb("import { orderKey } from './keys';\nqc.removeQueries({ queryKey: orderKey(id) });")).toEqual([]);
    expect(inWeb("import { ordersKey } from '../lib/queryKeys';\nqc.getQueryData(ordersKey);")).toEqual([]);
  });
});
