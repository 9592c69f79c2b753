// docs/architecture.md "Time, money and ids": money changes units only in src/shared/money.ts
// (toMinor, toMajor, microsToMinor, microsToMajor, minorToMicros). A "× 100" or "÷ 100" (major ↔
// minor), or a "× 10_000", "÷ 10_000" or "÷ 1_000_000" (micros), on something named like money
// anywhere else in src is refused here (read with the TypeScript parser); a percentage or a
// rounding to cents is not money changing units.
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findingsInSrc, parsedSource, walk, lineOf } from './scan';

const MONEY = /minor|major|micros|amount|price|budget|fee|cost|spend/iu;

/** The factors between major units, minor units and micros. */
const FACTORS = new Set([100, 10_000, 1_000_000]);

/** Every `x * 100` or `x / 100` (or 10_000, 1_000_000) whose other side is named like money, by line. */
function unitChanges(file: string, text: string): number[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lines: number[] = [];
  walk(source, (node) => {
    if (
      ts.isBinaryExpression(node) &&
      (node.operatorToken.kind === ts.SyntaxKind.AsteriskToken || node.operatorToken.kind === ts.SyntaxKind.SlashToken)
    ) {
      const [number, other] = ts.isNumericLiteral(node.right) ? [node.right, node.left] : [node.left, node.right];
      if (
        ts.isNumericLiteral(number) &&
        FACTORS.has(Number(number.text.replace(/_/gu, ''))) &&
        MONEY.test(other.getText(source))
      ) {
        lines.push(lineOf(source, node));
      }
    }
  });
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
    expect(unitChanges('a.ts', 'const cost = totals.costMicros / 1_000_000;')).toEqual([1]);
    expect(unitChanges('a.ts', 'const micros = costMinor * 10_000;')).toEqual([1]);
    expect(unitChanges('a.ts', 'const pct = (part / total) * 100;')).toEqual([]);
  });
});

/**
 * Every percentage written by hand (docs/architecture.md: a share is shown by `formatPercent`), by
 * line: a JSX expression followed by "%" text (`{Math.round(x * 100)}%`), or a template's
 * `${…}%` whose expression has a 100 in it, unless it is a CSS length (a size, not a figure shown).
 */
/** A CSS length (`style={{ width: `${…}%` }}`, `{ height: … }`): a size, not a figure shown. */
function inStyle(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isJsxAttribute(at) && at.name.getText() === 'style') return true;
    if (ts.isPropertyAssignment(at) && /^(?:width|height|left|right|top|bottom)$/u.test(at.name.getText())) return true;
  }
  return false;
}

function percentsByHand(file: string, text: string): number[] {
  const source = parsedSource(file, text);
  const lines: number[] = [];
  walk(source, (node) => {
    if (ts.isJsxText(node) && node.text.startsWith('%')) {
      const siblings = node.parent
        .getChildren(source)
        .flatMap((c) => (c.kind === ts.SyntaxKind.SyntaxList ? c.getChildren(source) : [c]));
      const before = siblings[siblings.indexOf(node) - 1];
      if (before && ts.isJsxExpression(before)) lines.push(lineOf(source, before));
    }
    if (
      ts.isTemplateSpan(node) &&
      node.literal.text.startsWith('%') &&
      /\b100\b/u.test(node.expression.getText(source)) &&
      !inStyle(node)
    )
      lines.push(lineOf(source, node));
  });
  return lines;
}

describe('a percentage is shown by formatPercent (src/shared/money.ts)', () => {
  it('no file elsewhere in src writes one by hand (the demo pages, with no data of their own, aside)', () => {
    expect(findingsInSrc(percentsByHand, (file) => file === 'shared/money.ts' || file.startsWith('web/demo/'))).toEqual(
      [],
    );
  });

  it('finds one when there is one (the check can fail)', () => {
    expect(percentsByHand('a.tsx', 'const a = <span>{Math.round((c.visits / total) * 100)}%</span>;')).toEqual([1]);
    expect(percentsByHand('a.tsx', 'const a = <span>{c.share}%</span>;')).toEqual([1]);
    expect(percentsByHand('a.ts', 'const t = `${(rate * 100).toFixed(1)}%`;')).toEqual([1]);
    expect(
      percentsByHand('a.tsx', 'const a = <span style={{ width: `${share}%` }}>{formatPercent(share)}</span>;'),
    ).toEqual([]);
    expect(percentsByHand('a.tsx', 'const a = <span style={{ width: `${(100 * v) / max}%` }} />;')).toEqual([]);
    expect(percentsByHand('a.ts', 'const like = `%${search}%`;')).toEqual([]);
  });
});
