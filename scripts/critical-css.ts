// The rules of the web app's stylesheet that can apply to one pre-rendered page
// (scripts/build-prerender.ts inlines them, so the page paints without waiting for the whole
// stylesheet). Beasties (the maintained fork of Google's critters) does the work with real parsers:
// postcss for the CSS, htmlparser2 and css-select to test each selector against the page. A rule
// for a state (:hover, :focus, ::before…) of an element the page has is kept; @font-face and
// @keyframes are kept when a kept rule uses them. The whole stylesheet, loaded after the content,
// covers what scripts change later.
import Beasties from 'beasties';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*>/g;

/** The rules of `css` that can apply to `html` (a whole page), with the fonts and keyframes they use. */
export async function criticalCss(css: string, html: string): Promise<string> {
  if (/<\/style/i.test(css)) throw new Error('the stylesheet contains "</style"');
  const beasties = new Beasties({
    reduceInlineStyles: true,
    pruneSource: false,
    keyframes: 'critical',
    inlineFonts: true,
    preloadFonts: false,
    compress: true,
    logLevel: 'silent',
  });
  // The page without its stylesheet links (Beasties would read them from disk), with the
  // stylesheet's text as one inline style for Beasties to reduce.
  const probe = html
    .replace(STYLESHEET_LINK, '')
    .replace('</head>', () => `<style data-critical-probe>${css}</style></head>`);
  const out = await beasties.process(probe);
  const reduced = /<style data-critical-probe>([\s\S]*?)<\/style>/.exec(out);
  return reduced?.[1] ?? '';
}
