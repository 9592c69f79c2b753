// docs/architecture.md "Web areas": the web app has one API client, src/web/lib/api.ts (every
// request, JSON, text or file, goes through fetchOk). A `fetch(…)`, `new XMLHttpRequest` or
// `navigator.sendBeacon(…)` anywhere else in src/web is refused here (read with the TypeScript
// parser). The landing page's own script (src/landing/client) is not the web app: it posts its
// beacon and form itself.
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findingsInSrc, parsedSource, walk, lineOf } from './scan';

/** Every request a source text sends without the API client, by line. */
function requestsSent(file: string, text: string): number[] {
  const source = parsedSource(file, text);
  const lines: number[] = [];
  walk(source, (node) => {
    const called = ts.isCallExpression(node) ? node.expression.getText(source) : undefined;
    if (
      (called && /^(?:(?:window|globalThis|self)\.)?fetch$|^navigator\.sendBeacon$/u.test(called)) ||
      (ts.isNewExpression(node) && node.expression.getText(source) === 'XMLHttpRequest')
    )
      lines.push(lineOf(source, node));
  });
  return lines;
}

describe('the web app sends requests through src/web/lib/api.ts only', () => {
  it('no other file in src/web calls fetch, XMLHttpRequest or sendBeacon', () => {
    expect(findingsInSrc(requestsSent, (file) => !file.startsWith('web/') || file === 'web/lib/api.ts')).toEqual([]);
  });

  it('finds one in any form (the check can fail)', () => {
    expect(requestsSent('web/orders/api.ts', "const r = await fetch('/orders');")).toEqual([1]);
    expect(requestsSent('web/orders/api.ts', "void window.fetch('/orders');")).toEqual([1]);
    expect(requestsSent('web/orders/api.ts', 'const x = new XMLHttpRequest();')).toEqual([1]);
    expect(requestsSent('web/orders/api.ts', "navigator.sendBeacon('/api/events', body);")).toEqual([1]);
    expect(requestsSent('web/orders/api.ts', "const o = await api.fetchOk('/orders');\nconst q = refetch();")).toEqual(
      [],
    );
  });
});
