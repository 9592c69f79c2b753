/**
 * Module-level state in src/server, read with the TypeScript compiler (as area-graph.ts reads the
 * imports): the composition root (src/server/services.ts) builds every stateful service once per
 * process and hands it to the areas through their Deps, so no file keeps state of its own at
 * module level (docs/architecture.md#composition). Found per file:
 *
 * - a top-level `let` or `var`;
 * - a top-level `const` holding a new collection (`new Map`, `Set`, `WeakMap`, `WeakSet`,
 *   `LRUCache`) that the file changes (`.set`, `.add`, `.delete`, `.clear`), or an empty `[]` or
 *   `{}` (a collection filled later). A constant lookup table (`new Set(['a', 'b'])`, never
 *   changed) is not state;
 * - a route plugin (a `*Routes` function) that builds a service of the server (`new X(...)` of a
 *   class imported from a relative path, errors aside): services come from the area's Deps;
 * - a memo cache (kind `cache`): a module-level collection that a function fills (`.set`, `.add`,
 *   `.push`, `x[k] = v`…), a module-level `let` that a function assigns, the same held in a
 *   module-level object (`const state = { seen: new Map() }`, `state.seen.set(…)`) or in the
 *   closure of a module-level IIFE (`const f = (() => { const memo = new Map(); return … })()`);
 * - a write to `globalThis` (or Node's `global`) anywhere in a file: `globalThis.x = …`,
 *   `(globalThis as T).x ??= …`, `delete globalThis.x`, `Object.assign(globalThis, …)`,
 *   `Object.defineProperty(globalThis, …)`.
 *
 * `moduleState()` reads src/server with every rule; `memoState()` reads the rest of src (shared,
 * web, landing: src/shared runs in the server too) for memo caches and globalThis writes.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { SERVER_DIR, sourceFiles } from './area-graph';

const COLLECTIONS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'LRUCache']);
const MUTATORS = new Set(['set', 'add', 'delete', 'clear']);
/** Methods that fill or empty a collection or an array (the memo cache check: written from a function). */
const WRITERS = new Set([...MUTATORS, 'push', 'pop', 'shift', 'unshift', 'splice']);
const GLOBALS = new Set(['globalThis', 'global']);
const ASSIGNMENTS = new Set([
  ts.SyntaxKind.EqualsToken,
  ts.SyntaxKind.PlusEqualsToken,
  ts.SyntaxKind.MinusEqualsToken,
  ts.SyntaxKind.QuestionQuestionEqualsToken,
  ts.SyntaxKind.BarBarEqualsToken,
  ts.SyntaxKind.AmpersandAmpersandEqualsToken,
]);

/** An expression without its parentheses, `as`/`!`/`satisfies` and type assertions. */
function bare(node: ts.Expression): ts.Expression {
  while (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isTypeAssertionExpression(node)
  ) {
    node = node.expression;
  }
  return node;
}

/** `a.b.c` for `a.b.c`, `(a as T).b`, `a['b']`; undefined for anything else (a call, `this`…). */
function pathOf(node: ts.Expression): string | undefined {
  node = bare(node);
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) {
    const base = pathOf(node.expression);
    return base === undefined ? undefined : `${base}.${node.name.text}`;
  }
  if (ts.isElementAccessExpression(node)) {
    const base = pathOf(node.expression);
    if (base === undefined) return undefined;
    return ts.isStringLiteralLike(node.argumentExpression) ? `${base}.${node.argumentExpression.text}` : `${base}[]`;
  }
  return undefined;
}

const isFunctionLike = (node: ts.Node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isGetAccessor(node) ||
  ts.isSetAccessor(node) ||
  ts.isConstructorDeclaration(node);

/** A module-level IIFE: `(() => { … })()` or `(function () { … })()`, its body's statements. */
function iifeBody(init: ts.Expression): readonly ts.Statement[] | undefined {
  init = bare(init);
  if (!ts.isCallExpression(init)) return undefined;
  const callee = bare(init.expression);
  if (!(ts.isArrowFunction(callee) || ts.isFunctionExpression(callee))) return undefined;
  return ts.isBlock(callee.body) ? callee.body.statements : undefined;
}

const isCollection = (init: ts.Expression | undefined) => {
  const node = init && bare(init);
  return (
    !!node && ts.isNewExpression(node) && ts.isIdentifier(node.expression) && COLLECTIONS.has(node.expression.text)
  );
};
const isEmptyLiteral = (init: ts.Expression | undefined) => {
  const node = init && bare(init);
  return (
    !!node &&
    ((ts.isArrayLiteralExpression(node) && node.elements.length === 0) ||
      (ts.isObjectLiteralExpression(node) && node.properties.length === 0))
  );
};

export interface StateFinding {
  /** The file, relative to src/server. */
  file: string;
  name: string;
  kind: 'let' | 'var' | 'collection' | 'cache' | 'globalThis' | 'service in routes';
  line: number;
}

/** Every finding of one source text (`file` only names it). */
export function moduleStateOf(file: string, text: string): StateFinding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const findings: StateFinding[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

  // Names the file changes through a mutating method, anywhere in it.
  const mutated = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      MUTATORS.has(node.expression.name.text)
    ) {
      mutated.add(node.expression.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  // What functions write (the memo cache check), as paths: `memo` for `memo.set(…)`, `memo = …`,
  // `memo[k] = …` or `memo++`; `state.seen` for `state.seen.set(…)`. And every globalThis write.
  const writtenInFunction = new Set<string>();
  const globalWrites: { name: string; line: number }[] = [];
  const written = (target: ts.Expression, node: ts.Node, inFunction: boolean) => {
    const path = pathOf(target);
    if (path === undefined) return;
    if (inFunction) {
      writtenInFunction.add(path);
      // `memo[key] = v` writes into memo (`state.count = v` writes state.count: a member).
      if (path.endsWith('[]')) writtenInFunction.add(path.slice(0, -2));
    }
    const root = path.split(/[.[]/u)[0]!;
    if (GLOBALS.has(root)) globalWrites.push({ name: path, line: lineOf(node) });
  };
  const visitWrites = (node: ts.Node, inFunction: boolean) => {
    const inside = inFunction || isFunctionLike(node);
    if (ts.isBinaryExpression(node) && ASSIGNMENTS.has(node.operatorToken.kind)) written(node.left, node, inFunction);
    if (
      (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
      (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken)
    ) {
      written(node.operand, node, inFunction);
    }
    if (ts.isDeleteExpression(node)) written(node.expression, node, inFunction);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const receiver = pathOf(node.expression.expression);
      if (inFunction && receiver !== undefined && WRITERS.has(method)) writtenInFunction.add(receiver);
      // Object.assign(globalThis, …), Object.defineProperty(globalThis, …), Reflect.set(globalThis, …).
      const target = node.arguments[0] && pathOf(node.arguments[0]);
      if (
        (receiver === 'Object' || receiver === 'Reflect') &&
        ['assign', 'defineProperty', 'defineProperties', 'set'].includes(method) &&
        target !== undefined &&
        GLOBALS.has(target.split('.')[0]!)
      ) {
        globalWrites.push({ name: `${receiver}.${method}(${target})`, line: lineOf(node) });
      }
    }
    ts.forEachChild(node, (child) => visitWrites(child, inside));
  };
  visitWrites(source, false);
  for (const write of globalWrites) findings.push({ file, name: write.name, kind: 'globalThis', line: write.line });

  // Classes imported from the server's own files (relative imports).
  const ownClasses = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!statement.moduleSpecifier.text.startsWith('.') || statement.importClause?.isTypeOnly) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) if (!element.isTypeOnly) ownClasses.add(element.name.text);
    }
  }

  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      const flags = statement.declarationList.flags;
      const kind = flags & ts.NodeFlags.Let ? 'let' : flags & ts.NodeFlags.Const ? 'const' : 'var';
      for (const declaration of statement.declarationList.declarations) {
        const name = declaration.name.getText(source);
        const cache = writtenInFunction.has(name);
        if (kind !== 'const') {
          findings.push({ file, name, kind: cache ? 'cache' : kind, line: lineOf(declaration) });
          continue;
        }
        const init = declaration.initializer;
        if (!init) continue;
        const collection = isCollection(init);
        const literal = ts.isObjectLiteralExpression(bare(init)) || ts.isArrayLiteralExpression(bare(init));
        if (isEmptyLiteral(init) || (collection && (mutated.has(name) || cache)) || (literal && cache)) {
          findings.push({ file, name, kind: cache ? 'cache' : 'collection', line: lineOf(declaration) });
          continue;
        }
        // A module-level object whose members functions write: `state.seen.set(…)`, `state.count++`.
        const object = bare(init);
        if (ts.isObjectLiteralExpression(object)) {
          for (const property of object.properties) {
            if (!property.name || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) continue;
            const member = `${name}.${property.name.text}`;
            if (writtenInFunction.has(member))
              findings.push({ file, name: member, kind: 'cache', line: lineOf(property) });
          }
        }
        // A cache in a module-level IIFE's closure: the returned functions write it.
        for (const inner of iifeBody(init) ?? []) {
          if (!ts.isVariableStatement(inner)) continue;
          const innerLet = !(inner.declarationList.flags & ts.NodeFlags.Const);
          for (const held of inner.declarationList.declarations) {
            const heldName = held.name.getText(source);
            if (!writtenInFunction.has(heldName)) continue;
            if (innerLet || isCollection(held.initializer) || isEmptyLiteral(held.initializer)) {
              findings.push({ file, name: `${name}.${heldName}`, kind: 'cache', line: lineOf(held) });
            }
          }
        }
      }
    }
    // A route plugin builds no service: `export async function fooRoutes(app, ctx)`.
    if (ts.isFunctionDeclaration(statement) && statement.name && /Routes$/.test(statement.name.text)) {
      const inRoutes = (node: ts.Node) => {
        if (
          ts.isNewExpression(node) &&
          ts.isIdentifier(node.expression) &&
          ownClasses.has(node.expression.text) &&
          !/Error$/.test(node.expression.text)
        ) {
          findings.push({ file, name: node.expression.text, kind: 'service in routes', line: lineOf(node) });
        }
        ts.forEachChild(node, inRoutes);
      };
      ts.forEachChild(statement, inRoutes);
    }
  }
  return findings;
}

/** Every finding under src/server (or `dir`). */
export function moduleState(dir = SERVER_DIR): StateFinding[] {
  return sourceFiles(dir).flatMap((path) => moduleStateOf(relative(dir, path), readFileSync(path, 'utf8')));
}

/** The rest of src (files named relative to src): memo caches and globalThis writes only. */
const MEMO_DIRS = ['shared', 'web', 'landing'];

/** Memo caches and globalThis writes in src/shared, src/web and src/landing (or `dirs` under `src`). */
export function memoState(src = join(SERVER_DIR, '..'), dirs = MEMO_DIRS): StateFinding[] {
  return dirs.flatMap((dir) =>
    sourceFiles(join(src, dir))
      .flatMap((path) => moduleStateOf(relative(src, path), readFileSync(path, 'utf8')))
      .filter((f) => f.kind === 'cache' || f.kind === 'globalThis'),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `npx tsx scripts/module-state.ts [dir]`: every finding (the test's allow-lists give each one's reason).
  const found = process.argv[2] ? moduleState(resolve(process.argv[2])) : [...moduleState(), ...memoState()];
  for (const f of found) console.log(`${f.file}: ${f.kind} ${f.name}`);
  console.log(`${found.length} finding(s)`);
}
