// docs/architecture.md "One home per concept": the text helpers every area needs (letter case,
// words, sentences, shortening) are written once, in src/shared/text; a second definition
// anywhere in src is refused here (read with the TypeScript parser, whatever its style).
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findingsInSrc } from './scan';

/** Names that are src/shared/text's alone. */
const TEXT_HELPERS = new Set(['capitalise', 'capitalize', 'truncate', 'words', 'wordsOf', 'sentences', 'sentencesOf', 'titleCase']);

/** Every function named like a text helper that a source text defines (a declaration or a const arrow or function), by line. */
function textHelpersDefined(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name && TEXT_HELPERS.has(node.name.text)) found.push(`${node.name.text}:${line(node)}`);
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      TEXT_HELPERS.has(node.name.text) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    ) {
      found.push(`${node.name.text}:${line(node)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
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
    expect(textHelpersDefined('a.ts', 'import { capitalise } from "../shared/text/case";\nconst x = capitalise("a");')).toEqual([]);
  });
});
