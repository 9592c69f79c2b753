import { describe, expect, it } from 'vitest';
import { criticalCss } from '../../scripts/critical-css';

/** The rules inlined into a pre-rendered page (scripts/critical-css.ts, Beasties). */
const PAGE = `<!doctype html><html lang="en"><head><title>x</title></head><body>
<div id="root"><nav class="navbar navbar-expand-lg" aria-label="Site"><a class="btn btn-primary" href="/sign-up">Get started</a></nav>
<span class="spinner-border" aria-hidden="true"></span><input type="email" class="form-control" disabled></div></body></html>`;

const kept = async (selector: string) => (await criticalCss(`${selector}{color:red}`, PAGE)).includes('color:red');

describe('critical CSS', () => {
  it('keeps a selector that can match the page, whatever its state', async () => {
    for (const selector of [
      ':root',
      'body',
      '.btn:hover',
      '.btn-primary:not(:disabled)',
      '#root>nav',
      '.form-control::placeholder',
      '.form-control[type=email]',
      'input:disabled',
    ]) {
      expect(await kept(selector), selector).toBe(true);
    }
  });

  it('drops a selector that names what the page does not have', async () => {
    for (const selector of ['.card', '#main', 'table td', '.navbar-expand-lg .navbar-nav .nav-link', 'h1']) {
      expect(await kept(selector), selector).toBe(false);
    }
  });

  it('keeps the matching rules in order, inside their media queries, with the keyframes and fonts they use', async () => {
    const css =
      '@font-face{font-family:Inter;src:url(a.woff2)}@font-face{font-family:Other;src:url(b.woff2)}' +
      '@keyframes spinner-border{to{transform:rotate(1turn)}}@keyframes fade{to{opacity:0}}' +
      '.card{color:red}.btn,.card-body{font-family:Inter,sans-serif}' +
      '@media (min-width:992px){.navbar-expand-lg{flex-wrap:nowrap}.col-lg-6{flex:0 0 auto}}' +
      '@media print{.d-print-none{display:none}}' +
      '.spinner-border{animation:.75s linear infinite spinner-border}';
    const out = await criticalCss(css, PAGE);
    expect(out).toContain('font-family:Inter;src:url(a.woff2)');
    expect(out).not.toContain('Other');
    expect(out).toContain('@keyframes spinner-border');
    expect(out).not.toContain('fade');
    expect(out).not.toContain('.card');
    expect(out).not.toContain('col-lg-6');
    expect(out).not.toContain('d-print-none');
    expect(out.indexOf('.btn{font-family:Inter,sans-serif}')).toBeLessThan(
      out.indexOf('@media (min-width:992px){.navbar-expand-lg{flex-wrap:nowrap}}'),
    );
    expect(out).toContain('.spinner-border{animation:.75s linear infinite spinner-border}');
  });
});
