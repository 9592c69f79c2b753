import { describe, expect, it } from 'vitest';
import { criticalCss, mayMatch, pageVocabulary, parseBlocks, splitSelectors } from '../../scripts/critical-css';

/** The rules inlined into a pre-rendered page (scripts/critical-css.ts). */
const PAGE = `<!doctype html><html lang="en"><head><title>x</title></head><body>
<div id="root"><nav class="navbar navbar-expand-lg" aria-label="Site"><a class="btn btn-primary" href="/sign-up">Get started</a></nav>
<span class="spinner-border" aria-hidden="true"></span><input type="email" class="form-control" disabled></div></body></html>`;

describe('critical CSS', () => {
  const page = pageVocabulary(PAGE);

  it('reads the elements, classes, ids and attributes of the page', () => {
    expect([...page.classes]).toEqual(
      expect.arrayContaining(['navbar', 'navbar-expand-lg', 'btn', 'btn-primary', 'spinner-border', 'form-control']),
    );
    expect([...page.ids]).toEqual(['root']);
    expect(page.tags.has('nav') && page.tags.has('input') && page.tags.has('body')).toBe(true);
    expect(page.attributes.has('aria-label') && page.attributes.has('disabled')).toBe(true);
  });

  it('keeps a selector only when everything it names is on the page, whatever its state', () => {
    for (const selector of [
      ':root',
      '*,::after',
      'body',
      '.btn:hover',
      '.btn-primary:not(:disabled)',
      '.navbar-expand-lg .navbar-nav .nav-link',
      '#root>nav',
      '.form-control::placeholder',
      '.form-control[type=email]',
      'input:disabled',
      'a:not([href]):not([class])',
    ]) {
      expect(mayMatch(selector, page), selector).toBe(selector !== '.navbar-expand-lg .navbar-nav .nav-link');
    }
    for (const selector of ['.card', '#main', 'table td', '[data-bs-theme=dark]', '.btn-check:checked+.btn', 'h1']) {
      expect(mayMatch(selector, page), selector).toBe(false);
    }
  });

  it('splits selector lists and blocks the way the browser does', () => {
    expect(splitSelectors('a,.b:is(.c,.d),[title="x,y"]')).toEqual(['a', '.b:is(.c,.d)', '[title="x,y"]']);
    expect(parseBlocks('@charset "utf-8";a{color:red}@media (min-width:1px){b{c:d}}')).toEqual([
      { prelude: '@charset "utf-8";', body: null },
      { prelude: 'a', body: 'color:red' },
      { prelude: '@media (min-width:1px)', body: 'b{c:d}' },
    ]);
  });

  it('keeps the matching rules in order, inside their media queries, with the keyframes and fonts they use', () => {
    const css =
      '@font-face{font-family:Inter;src:url(a.woff2)}@font-face{font-family:Other;src:url(b.woff2)}' +
      '@keyframes spinner-border{to{transform:rotate(1turn)}}@keyframes fade{to{opacity:0}}' +
      '.card{color:red}.btn,.card-body{font-family:Inter,sans-serif}' +
      '@media (min-width:992px){.navbar-expand-lg{flex-wrap:nowrap}.col-lg-6{flex:0 0 auto}}' +
      '@media print{.d-print-none{display:none}}' +
      '.spinner-border{animation:.75s linear infinite spinner-border}';
    expect(criticalCss(css, PAGE)).toBe(
      '@font-face{font-family:Inter;src:url(a.woff2)}@keyframes spinner-border{to{transform:rotate(1turn)}}' +
        '.btn{font-family:Inter,sans-serif}' +
        '@media (min-width:992px){.navbar-expand-lg{flex-wrap:nowrap}}' +
        '.spinner-border{animation:.75s linear infinite spinner-border}',
    );
  });
});
