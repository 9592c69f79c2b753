// docs/architecture.md "Time, money and ids": money changes units only in src/shared/money.ts
// (toMinor, toMajor). A "× 100" or "÷ 100" on something named like money anywhere else in src
// is refused here (read with the TypeScript parser); a percentage or a rounding to cents is not money changing units.
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findingsInSrc } from './scan';

const MONEY = /minor|major|amount|price|budget|fee|cost|spend/iu;

/** Every `x * 100` or `x / 100` whose other side is named like money, by line. */
function unitChanges(file: string, text: string): number[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lines: number[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isBinaryExpression(node) &&
      (node.operatorToken.kind === ts.SyntaxKind.AsteriskToken || node.operatorToken.kind === ts.SyntaxKind.SlashToken)
    ) {
      const [number, other] = ts.isNumericLiteral(node.right) ? [node.right, node.left] : [node.left, node.right];
      if (ts.isNumericLiteral(number) && number.text === '100' && MONEY.test(other.getText(source))) {
        lines.push(source.getLineAndCharacterOfPosition(node.getStart()).line + 1);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

describe('money changes units in src/shared/money.ts only', () => {
  it('no file elsewhere in src multiplies or divides money by 100', () => {
    const found = findingsInSrc(unitChanges, (file) => file === 'shared/money.ts');
    expect(found).toEqual([]);
  });

  it('finds one when there is one (the check can fail)', () => {
    expect(unitChanges('a.ts', 'const major = row.amountMinor / 100;')).toEqual([1]);
    expect(unitChanges('a.ts', 'const minor = Math.round(body.budget * 100);')).toEqual([1]);
    expect(unitChanges('a.ts', 'const pct = (part / total) * 100;')).toEqual([]);
  });
});
