// docs/architecture.md "Time, money and ids": lengths of time come from src/shared/time.ts
// (SECOND_MS, MINUTE_MS, HOUR_MS, DAY_MS, WEEK_MS). A minute, an hour, a day or a week typed as a
// number ("60_000", "86_400_000", "15 * 60 * 1000", "60 * 60 * 24") anywhere else in src is
// refused here, read with the TypeScript parser (so an SQL text's "* 1000" is not code).
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findingsInSrc, walk, lineOf } from './scan';

/** Milliseconds or seconds of a minute, an hour, a day or a week. */
const LENGTHS = new Set([60_000, 3_600_000, 86_400_000, 604_800_000, 3_600, 86_400, 604_800]);

/** The value of an expression made only of number literals and "*", or undefined. */
function constant(node: ts.Expression): number | undefined {
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isParenthesizedExpression(node)) return constant(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.AsteriskToken) {
    const l = constant(node.left);
    const r = constant(node.right);
    return l === undefined || r === undefined ? undefined : l * r;
  }
  return undefined;
}

/** Every length of time typed as a number (a literal, or a product of literals that makes one, or a multiple of a minute), by line. */
function typedLengths(file: string, text: string): number[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lines = new Set<number>();
  walk(source, (node) => {
    const product = ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.AsteriskToken;
    if (ts.isNumericLiteral(node) || product) {
      const value = constant(node as ts.Expression);
      // (A product's parts are not looked at again: "15 * 60 * 1000" is one length.)
      const minutesOfMs =
        product &&
        value !== undefined &&
        value % 60_000 === 0 &&
        /\b60\b/u.test(node.getText(source)) &&
        /\b1_?000\b/u.test(node.getText(source));
      if (value !== undefined && (LENGTHS.has(value) || minutesOfMs)) {
        lines.add(lineOf(source, node));
        return false;
      }
    }
  });
  return [...lines];
}

describe('lengths of time come from src/shared/time.ts', () => {
  it('no file elsewhere in src types one as a number', () => {
    const found = findingsInSrc(typedLengths, (file) => file === 'shared/time.ts');
    expect(found).toEqual([]);
  });

  it('finds one in any form (the check can fail)', () => {
    expect(typedLengths('a.ts', 'const STALE_MS = 60_000;')).toEqual([1]);
    expect(typedLengths('a.ts', 'const WINDOW = 15 * 60 * 1000;')).toEqual([1]);
    expect(typedLengths('a.ts', 'const DAY_SECONDS = 60 * 60 * 24;')).toEqual([1]);
    expect(typedLengths('a.ts', 'const q = sql`extract(epoch from x) * 1000`;\nconst n = 160_000;')).toEqual([]);
  });
});
