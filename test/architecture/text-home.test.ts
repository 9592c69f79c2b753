// docs/architecture.md "Time, money and ids": the text helpers every area needs (letter case,
// words, sentences, shortening) are written once, in src/shared/text; a second definition
// anywhere in src is refused here (read with the TypeScript parser, whatever its style). A
// shortening function is told by its name: one named cut…, shorten…, truncate…, clip… or
// ellipsi…/ellipsize… (the built-in writer's phrase tests such as `cutsCompound` aside).
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findingsInSrc, walk, lineOf } from './scan';

/** Names that are src/shared/text's alone. */
const TEXT_HELPERS = new Set([
  'capitalise',
  'capitalize',
  'truncate',
  'words',
  'wordsOf',
  'sentences',
  'sentencesOf',
  'titleCase',
]);
/** A function that shortens a text, by its name (`cutAtWord`, `shortenToCap`, `truncateTitle`, `ellipsize`). */
const SHORTENING = /^(?:cut(?:At|To|With)|shorten(?!ed)|truncat|clip|ellips)/u;

const isTextHelper = (name: string) => TEXT_HELPERS.has(name) || SHORTENING.test(name);

/** Every function named like a text helper that a source text defines (a declaration or a const arrow or function), by line. */
function textHelpersDefined(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  walk(source, (node) => {
    if (ts.isFunctionDeclaration(node) && node.name && isTextHelper(node.name.text))
      found.push(`${node.name.text}:${lineOf(source, node)}`);
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      isTextHelper(node.name.text) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    ) {
      found.push(`${node.name.text}:${lineOf(source, node)}`);
    }
  });
  return found;
}

describe('text helpers have one home, src/shared/text', () => {
  it('no file elsewhere in src defines one', () => {
    const defined = findingsInSrc(textHelpersDefined, (file) => file.startsWith('shared/text/'));
    // (titleCase is the built-in writer's until the ad's headline case joins it: the one known second home.)
    expect(defined.filter((d) => !d.startsWith('server/generation/builtin/text.ts:titleCase'))).toEqual([]);
  });

  it('finds one in any style (the check can fail)', () => {
    expect(textHelpersDefined('a.ts', 'export function capitalise(t: string) { return t; }')).toEqual(['capitalise:1']);
    expect(textHelpersDefined('a.ts', 'const words = (t: string) => t.split(" ");')).toEqual(['words:1']);
    expect(
      textHelpersDefined('a.ts', 'function cutAtWord(t: string, max: number) { return t.slice(0, max); }'),
    ).toEqual(['cutAtWord:1']);
    expect(
      textHelpersDefined('a.ts', 'export const shortenToCap = (t: string, cap: number) => t.slice(0, cap);'),
    ).toEqual(['shortenToCap:1']);
    expect(textHelpersDefined('a.ts', 'function cutsCompound(p: string) { return false; }')).toEqual([]);
    expect(textHelpersDefined('a.ts', 'function shortenedNote(n: number) { return String(n); }')).toEqual([]);
    expect(
      textHelpersDefined('a.ts', 'import { capitalise } from "../shared/text/case";\nconst x = capitalise("a");'),
    ).toEqual([]);
  });
});
