/**
 * Module-level state in src/server, read with the TypeScript compiler (as area-graph.ts reads the
 * imports): the composition root (src/server/services.ts) builds every stateful service once per
 * process and hands it to the areas through the context, so no file keeps state of its own at
 * module level (docs/architecture.md#composition). Found per file:
 *
 * - a top-level `let` or `var`;
 * - a top-level `const` holding a new collection (`new Map`, `Set`, `WeakMap`, `WeakSet`,
 *   `LRUCache`) that the file changes (`.set`, `.add`, `.delete`, `.clear`), or an empty `[]` or
 *   `{}` (a collection filled later). A constant lookup table (`new Set(['a', 'b'])`, never
 *   changed) is not state;
 * - a route plugin (a `*Routes` function) that builds a service of the server (`new X(...)` of a
 *   class imported from a relative path, errors aside): services come from the context.
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { SERVER_DIR, sourceFiles } from './area-graph';

const COLLECTIONS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'LRUCache']);
const MUTATORS = new Set(['set', 'add', 'delete', 'clear']);

export interface StateFinding {
  /** The file, relative to src/server. */
  file: string;
  name: string;
  kind: 'let' | 'var' | 'collection' | 'service in routes';
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
        if (kind !== 'const') {
          findings.push({ file, name, kind, line: lineOf(declaration) });
          continue;
        }
        const init = declaration.initializer;
        if (!init) continue;
        const emptyLiteral =
          (ts.isArrayLiteralExpression(init) && init.elements.length === 0) ||
          (ts.isObjectLiteralExpression(init) && init.properties.length === 0);
        const collection =
          ts.isNewExpression(init) && ts.isIdentifier(init.expression) && COLLECTIONS.has(init.expression.text);
        if (emptyLiteral || (collection && mutated.has(name))) {
          findings.push({ file, name, kind: 'collection', line: lineOf(declaration) });
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

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `npx tsx scripts/module-state.ts [dir]`: every finding (the test allows four, each with its reason).
  const found = moduleState(process.argv[2] ? resolve(process.argv[2]) : SERVER_DIR);
  for (const f of found) console.log(`${f.file}: ${f.kind} ${f.name}`);
  console.log(`${found.length} finding(s)`);
}
