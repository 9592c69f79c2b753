// docs/architecture.md "Time, money and ids": numbers and dates are written for people in their
// homes only: src/shared/money.ts (counts, money, shares: the one locale rule) and src/shared/time.ts
// (formatDay, formatDateTime, calendar dates with date-fns), with time-zone math in
// src/shared/time-zones.ts, the one file that imports @date-fns/tz (so the web app's bundle does not
// carry it). A locale API (`Intl.NumberFormat`, `Intl.DateTimeFormat`, `toLocaleString`,
// `toLocaleDateString`, `toLocaleTimeString`) or an import of date-fns anywhere else in src is
// refused here (read with the TypeScript parser), but for the two files named below.
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findingsInSrc, parsedSource, walk, lineOf } from './scan';

/** Where each library may be imported from. */
const IMPORT_HOMES: Record<string, string[]> = {
  'date-fns': ['shared/time.ts', 'shared/time-zones.ts'],
  '@date-fns/tz': ['shared/time-zones.ts'],
};
const LOCALE_HOMES = ['shared/money.ts', 'shared/time.ts', 'shared/time-zones.ts'];
/** Files that use a locale API without writing a number or a date for anyone, and why. */
const NOT_FORMATTING: Record<string, string> = {
  'shared/time-zone-name.ts': 'Intl.DateTimeFormat only tells whether a string names a time zone',
  'web/lib/timeZone.ts': "Intl.DateTimeFormat().resolvedOptions() reads the browser's time zone (the one place)",
};
const LOCALE_METHODS = new Set(['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']);
const INTL_FORMATS = new Set(['NumberFormat', 'DateTimeFormat']);

/** Every locale API used and every date library imported outside its home, by line and name. */
function localeOutsideHome(file: string, text: string): string[] {
  const source = parsedSource(file, text);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) => found.push(`${lineOf(source, node)} ${what}`);
  walk(source, (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const homes = IMPORT_HOMES[node.moduleSpecifier.text];
      if (homes && !homes.includes(file)) at(node, node.moduleSpecifier.text);
    }
    if (!LOCALE_HOMES.includes(file) && !(file in NOT_FORMATTING)) {
      if (ts.isPropertyAccessExpression(node) && LOCALE_METHODS.has(node.name.text)) at(node, node.name.text);
      if (
        ts.isPropertyAccessExpression(node) &&
        INTL_FORMATS.has(node.name.text) &&
        node.expression.getText(source) === 'Intl'
      )
        at(node, `Intl.${node.name.text}`);
    }
  });
  return found;
}

describe('numbers and dates are written in src/shared/money.ts and src/shared/time.ts only', () => {
  it('no file elsewhere in src uses a locale API or imports date-fns', () => {
    expect(findingsInSrc(localeOutsideHome)).toEqual([]);
  });

  it('the files named as not formatting still use one', () => {
    const users = new Set(
      findingsInSrc((file, text) => (file in NOT_FORMATTING ? localeOutsideHome('elsewhere.ts', text) : [])).map((at) =>
        at.slice(0, at.indexOf(':')),
      ),
    );
    expect(Object.keys(NOT_FORMATTING).filter((file) => !users.has(file))).toEqual([]);
  });

  it('finds one in any form (the check can fail)', () => {
    const inWeb = (code: string) => localeOutsideHome('web/orders/OrderRow.tsx', code);
    expect(inWeb('const a = <td>{order.amount.toLocaleString()}</td>;')).toEqual(['1 toLocaleString']);
    expect(inWeb("const f = new Intl.NumberFormat('en-IN').format(n);")).toEqual(['1 Intl.NumberFormat']);
    expect(inWeb('const d = new Date(at).toLocaleDateString();')).toEqual(['1 toLocaleDateString']);
    expect(inWeb("import { format } from 'date-fns';")).toEqual(['1 date-fns']);
    expect(localeOutsideHome('shared/time.ts', "import { tz } from '@date-fns/tz';")).toEqual(['1 @date-fns/tz']);
    expect(inWeb("import { formatDay } from '../../shared/time';\nconst d = formatDay(at);")).toEqual([]);
    expect(localeOutsideHome('shared/time.ts', "import { addDays } from 'date-fns';")).toEqual([]);
  });
});
