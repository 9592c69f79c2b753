/**
 * The server's areas (the folders under src/server) and the web app's (the folders under src/web),
 * and which import which, read with the TypeScript compiler's parser. `tsx scripts/area-graph.ts`
 * prints the server's edges and any loop between areas and exits 1 when there is one
 * (`tsx scripts/area-graph.ts web`: the web app's); test/architecture/areas.test.ts and
 * web-areas.test.ts run the same checks.
 *
 * Two graphs: `all` counts every import (`import type` too) and is what the allowed table
 * (scripts/areas.mjs) must cover; `runtime` leaves out type-only imports (the compiler erases them)
 * and is the one that must have no loop, for the files directly in src/server too.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { COMPOSITION_FILES } from './areas.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_DIR = join(ROOT, 'src/server');
export const WEB_DIR = join(ROOT, 'src/web');

/** Every TypeScript source file under a folder (declaration files aside). */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/**
 * The area of a file directly in `base`, from its name without extension. src/server: `app` (the
 * composition root), `config` (config.ts) or `kernel` (config-error, paths, ids,
 * lifecycle). src/web: the files directly in it (main.tsx, prerender.tsx, zodConfig.ts) are the
 * entry, part of `app`.
 */
function rootArea(base: string, name: string): string {
  if (base.split(sep).slice(-2).join('/') === 'src/web') return 'app';
  if (COMPOSITION_FILES.includes(`${name}.ts`)) return 'app';
  return name === 'config' ? 'config' : 'kernel';
}

/** The area of a file: its first folder under `base`; a file directly in it is named by `rootArea`. */
export function areaOf(file: string, base = SERVER_DIR): string {
  const parts = relative(base, file).split(sep);
  // A folder import (`../ads` for ads/index.ts) names its area too.
  if (parts.length > 1 || (existsSync(file) && statSync(file).isDirectory())) return parts[0]!;
  return rootArea(base, parts[0]!.replace(/\.(tsx?|m?js)$/, ''));
}

/** The relative imports of one file, each with whether it is erased at run time (type-only). */
export function importsOf(file: string): { specifier: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : undefined;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name && !!named && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)));
      out.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      out.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      // A type named in place, `import('../tracking/inbox').VisitInbox`: erased like `import type`.
      out.push({ specifier: node.argument.literal.text, typeOnly: true });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      out.push({ specifier: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out.filter((i) => i.specifier.startsWith('.'));
}

export type Edges = Map<string, Set<string>>;

/** Area-level edges between the areas under `base` (src/server, src/web): every import, and run-time imports only. */
export function areaEdges(base = SERVER_DIR): { all: Edges; runtime: Edges } {
  const all: Edges = new Map();
  const runtime: Edges = new Map();
  const add = (edges: Edges, from: string, to: string) => {
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from)!.add(to);
  };
  for (const file of sourceFiles(base)) {
    const from = areaOf(file, base);
    for (const { specifier, typeOnly } of importsOf(file)) {
      const target = resolve(dirname(file), specifier);
      if (!target.startsWith(base + sep)) continue;
      const to = areaOf(target, base);
      if (to === from) continue;
      add(all, from, to);
      if (!typeOnly) add(runtime, from, to);
    }
  }
  return { all, runtime };
}

/** Every loop between areas (strongly connected groups of more than one area), each sorted. */
export function areaLoops(edges: Edges): string[][] {
  // Tarjan's strongly connected components.
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const groups: string[][] = [];
  const nodes = new Set<string>([...edges.keys(), ...[...edges.values()].flatMap((s) => [...s])]);
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const group: string[] = [];
      for (;;) {
        const w = stack.pop()!;
        on.delete(w);
        group.push(w);
        if (w === v) break;
      }
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of [...nodes].sort()) if (!idx.has(v)) visit(v);
  return groups;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { all, runtime } = areaEdges(process.argv[2] === 'web' ? WEB_DIR : SERVER_DIR);
  for (const [from, tos] of [...all].sort()) {
    const line = [...tos].sort().map((to) => (runtime.get(from)?.has(to) ? to : `${to} (types)`));
    console.log(`${from} -> ${line.join(', ')}`);
  }
  const loops = areaLoops(runtime);
  for (const loop of loops) console.log(`LOOP: ${loop.join(' <-> ')}`);
  if (loops.length) process.exit(1);
  console.log('no loop between areas');
}
