import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { areaOf, SERVER_DIR, sourceFiles } from '../../scripts/area-graph';
import { SERVER_AREAS } from '../../scripts/areas.mjs';

/**
 * What each server area is handed, read with the TypeScript compiler: every area's `Deps`
 * interface (`src/server/<area>/deps.ts`) and, for each of its members, the areas whose types the
 * member names: the type written (`Pick<LandingArea, 'assets'>` names landing) and the type it
 * resolves to (`import('../tracking/inbox').VisitInbox`, which no import declaration names, resolves
 * to tracking's `VisitInbox`). Types from outside src/server
 * (fastify, src/shared) belong to no area.
 */
export interface Capability {
  area: string;
  deps: string;
  member: string;
  /** The areas the member's type comes from, with the type's name: `tracking (VisitInbox)`. */
  from: { area: string; type: string }[];
}

/** The program of every file under src/server, plus `extra` (a planted file, for the test that shows the check fails). */
function program(extra: Record<string, string> = {}): ts.Program {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    esModuleInterop: true,
    resolveJsonModule: true,
    types: ['node'],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => extra[file] ?? readFile(file);
  host.fileExists = (file) => file in extra || fileExists(file);
  host.getSourceFile = (file, language, onError, create) =>
    file in extra
      ? ts.createSourceFile(file, extra[file]!, language, true)
      : getSourceFile(file, language, onError, create);
  const roots = [...depsFiles(), ...Object.keys(extra)];
  return ts.createProgram(roots, options, host);
}

/** Every area's `deps.ts`. */
function depsFiles(): string[] {
  return readdirSync(SERVER_DIR)
    .map((name) => join(SERVER_DIR, name, 'deps.ts'))
    .filter((file) => existsSync(file));
}

/** The area and name of where a symbol is declared, or null outside src/server. */
function homesOf(checker: ts.TypeChecker, symbol: ts.Symbol | undefined): { area: string; type: string }[] {
  if (!symbol) return [];
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  return (target.declarations ?? [])
    .map((d) => d.getSourceFile().fileName)
    .filter((file) => file.startsWith(SERVER_DIR + sep) && !relative(SERVER_DIR, file).startsWith('..'))
    .map((file) => ({ area: areaOf(file), type: target.getName() }));
}

/** The areas a member's type names, as written and as resolved. */
function areasOfMember(checker: ts.TypeChecker, member: ts.Symbol): { area: string; type: string }[] {
  const found: { area: string; type: string }[] = [];
  for (const decl of member.declarations ?? []) {
    const visit = (node: ts.Node) => {
      if (ts.isTypeReferenceNode(node)) found.push(...homesOf(checker, checker.getSymbolAtLocation(node.typeName)));
      if (ts.isTypeQueryNode(node)) found.push(...homesOf(checker, checker.getSymbolAtLocation(node.exprName)));
      ts.forEachChild(node, visit);
    };
    const typeNode = (decl as ts.PropertySignature).type;
    if (typeNode) visit(typeNode);
  }
  const resolved = checker.getTypeOfSymbol(member);
  for (const type of resolved.isUnion() ? resolved.types : [resolved]) {
    found.push(...homesOf(checker, type.aliasSymbol), ...homesOf(checker, type.getSymbol()));
  }
  const seen = new Set<string>();
  return found.filter((f) => !seen.has(`${f.area}:${f.type}`) && seen.add(`${f.area}:${f.type}`));
}

/** Every member of every exported `…Deps` interface in the areas' deps.ts (and in `extra`). */
export function areaCapabilities(extra: Record<string, string> = {}): Capability[] {
  const prog = program(extra);
  const checker = prog.getTypeChecker();
  const out: Capability[] = [];
  for (const file of [...depsFiles(), ...Object.keys(extra)]) {
    const source = prog.getSourceFile(file)!;
    const area = areaOf(file);
    for (const statement of source.statements) {
      if (!ts.isInterfaceDeclaration(statement) || !statement.name.text.endsWith('Deps')) continue;
      const type = checker.getTypeAtLocation(statement.name);
      for (const member of checker.getPropertiesOfType(type)) {
        out.push({ area, deps: statement.name.text, member: member.getName(), from: areasOfMember(checker, member) });
      }
    }
  }
  return out;
}

/**
 * The members that name a capability of an area the holder's row does not allow:
 * `analytics: AnalyticsDeps.inbox -> tracking (VisitInbox)`.
 */
export function refusedCapabilities(capabilities: Capability[]): string[] {
  const refused: string[] = [];
  for (const c of capabilities) {
    for (const { area, type } of c.from) {
      if (area === c.area || area === 'kernel' || SERVER_AREAS[c.area]?.includes(area)) continue;
      refused.push(`${c.area}: ${c.deps}.${c.member} -> ${area} (${type})`);
    }
  }
  return refused;
}

/**
 * The composition root's hand-overs that give an area's function another area's Deps: a call in
 * routes.ts or services.ts of a function imported from `./<area>/…` with an argument `deps.<other>`,
 * `deps['<other>']` or a variable named after another area that has a Deps (`orders`).
 */
export function crossedHandOvers(): string[] {
  // The areas that are handed a Deps (a variable `db` or `config` names no Deps).
  const areas = new Set(depsFiles().map((file) => areaOf(file)));
  const crossed: string[] = [];
  for (const file of sourceFiles(SERVER_DIR).filter(
    (f) => /[/\\](routes|services)\.ts$/.test(f) && areaOf(f) === 'app',
  )) {
    const source = ts.createSourceFile(file, ts.sys.readFile(file)!, ts.ScriptTarget.Latest, true);
    const importedFrom = new Map<string, string>();
    for (const s of source.statements) {
      if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier)) continue;
      const match = /^\.\/([a-z-]+)\//.exec(s.moduleSpecifier.text);
      const named = s.importClause?.namedBindings;
      if (match && named && ts.isNamedImports(named))
        for (const e of named.elements) importedFrom.set(e.name.text, match[1]!);
    }
    // `deps` or `ctx.deps`.
    const isDeps = (e: ts.Expression) =>
      (ts.isIdentifier(e) && e.text === 'deps') || (ts.isPropertyAccessExpression(e) && e.name.text === 'deps');
    const handed = (arg: ts.Expression): string | null => {
      if (ts.isPropertyAccessExpression(arg) && isDeps(arg.expression)) return arg.name.text;
      if (ts.isElementAccessExpression(arg) && isDeps(arg.expression)) {
        return ts.isStringLiteral(arg.argumentExpression) ? arg.argumentExpression.text : null;
      }
      return ts.isIdentifier(arg) && areas.has(arg.text) ? arg.text : null;
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && importedFrom.has(node.expression.text)) {
        const area = importedFrom.get(node.expression.text)!;
        for (const arg of node.arguments) {
          const given = handed(arg);
          if (given && given !== area)
            crossed.push(`${relative(SERVER_DIR, file)}: ${node.expression.text}(${area}) gets ${given}'s Deps`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return crossed;
}
