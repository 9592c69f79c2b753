// The one walk of src the architecture tests share: every source file read, its findings named
// "file:where" (relative to src), the files a rule exempts left out.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { sourceFiles } from '../../scripts/area-graph';
import { fromRoot } from '../../src/server/paths';

export function findingsInSrc(
  find: (file: string, text: string) => readonly (string | number)[],
  exempt: (file: string) => boolean = () => false,
): string[] {
  const src = fromRoot('src');
  return sourceFiles(src)
    .map((file) => relative(src, file))
    .filter((file) => !exempt(file))
    .flatMap((file) => find(file, readFileSync(join(src, file), 'utf8')).map((at) => `${file}:${at}`));
}

/** A source text parsed once, as TSX when its file is one (the checks that read JSX need it). */
export function parsedSource(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

/**
 * Every node of a parsed source, depth first, handed to `visit`: the one walk the checks share.
 * `visit` returns false to leave the node's children out (a finding already made of the whole).
 */
export function walk(source: ts.SourceFile, visit: (node: ts.Node) => boolean | void): void {
  const each = (node: ts.Node) => {
    if (visit(node) !== false) ts.forEachChild(node, each);
  };
  each(source);
}

/** The line (from 1) a node starts on. */
export const lineOf = (source: ts.SourceFile, node: ts.Node): number =>
  source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
