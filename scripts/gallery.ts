// `npm run gallery`: the built-in writer's landing pages for the fixture ideas
// (test/server/generation/ideas.ts), rendered by the product's own renderer and photographed in
// Debian's Chromium at 360, 390 and 1440 px, with the ad text beside them. Writes gallery/ (git-ignored):
// one HTML file per page, two PNGs per page, and gallery/index.html to look at all of them at once.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { builtinAd, builtinPage } from '../src/server/generation/writer/builtin';
import { ideaAnswersOf } from '../src/shared/orders/answers';
import { backgroundSvg, cardSvg, mainSvg } from '../src/server/generation/images';
import { renderLandingPage } from '../src/server/landing/render';
import { loadLandingAssets } from '../src/server/landing/assets';
import { IDEAS } from '../test/server/generation/ideas';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'gallery');
const WIDTHS = [360, 390, 1440] as const;
// `npm run gallery -- --ideas file.json` photographs other ideas ([{ "industry"?, "answers": [4 answers] }]).
const args = process.argv.slice(2);
const file = args.includes('--ideas') ? args[args.indexOf('--ideas') + 1] : undefined;
const only = args.filter((a, i) => a !== '--ideas' && args[i - 1] !== '--ideas');
const ideas: readonly { industry: string; answers: readonly string[] }[] = file
  ? (JSON.parse(readFileSync(file, 'utf8')) as { industry?: string; name?: string; answers: string[] }[]).map(
      (idea, i) => ({
        industry: idea.industry ?? idea.name ?? `idea-${i + 1}`,
        answers: idea.answers,
      }),
    )
  : IDEAS;

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const assets = { ...loadLandingAssets(), script: null };
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const rows: string[] = [];
try {
  for (const [i, idea] of ideas.entries()) {
    const slug = `${String(i + 1).padStart(2, '0')}-${idea.industry.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
    if (only.length && !only.some((o) => slug.includes(o))) continue;
    const answers = ideaAnswersOf(idea.answers);
    const generated = builtinPage(answers);
    // The images the pipeline draws, as SVG files beside the page (the pipeline stores them as PNG media).
    const g = generated.seo_content;
    const image = (name: string, svg: string) => {
      writeFileSync(join(out, `${slug}-${name}.svg`), svg);
      return join(out, `${slug}-${name}.svg`);
    };
    const card = (c: (typeof g.why_us)['point1'], i: number) => ({
      ...c,
      image_url: c.heading ? image(`card${i}`, cardSvg(g.theme_colour, i, c.heading, i)) : '',
    });
    const page = {
      ...generated,
      seo_content: {
        ...g,
        bg_image_url: image('bg', backgroundSvg(g.theme_colour, i)),
        main_image_url: image('main', mainSvg(g.theme_colour, g.business_name, i)),
        why_us: {
          point1: card(g.why_us.point1, 0),
          point2: card(g.why_us.point2, 1),
          point3: card(g.why_us.point3, 2),
          point4: card(g.why_us.point4, 3),
        },
      },
    };
    const html = renderLandingPage({
      orderId: slug,
      landingPage: page,
      assets,
      publicUrl: 'http://localhost:3000',
    }).html;
    writeFileSync(join(out, `${slug}.html`), html);
    const heights: Record<number, number> = {};
    let reading = '';
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const tab = await context.newPage();
      await tab.goto(`file://${join(out, `${slug}.html`)}`);
      heights[width] = await tab.evaluate(() => document.documentElement.scrollHeight);
      // The page as a visitor reads it, section by section (the menu first).
      reading ||= await tab.evaluate(() =>
        [
          `menu: ${[...document.querySelectorAll('header nav a')].map((a) => (a as HTMLElement).innerText).join(' · ')}`,
          ...[...document.querySelectorAll('main > section')].map(
            (s) => `── ${s.id} ──\n${(s as HTMLElement).innerText.replace(/\n{2,}/g, '\n').trim()}`,
          ),
        ].join('\n'),
      );
      // (A full-page picture is taken without scrolling: the lazy images below the fold load first, as they would for a reader who scrolls.)
      await tab.evaluate(async () => {
        const images = [...document.images];
        for (const img of images) img.loading = 'eager';
        await Promise.all(
          images.map((img) =>
            img.complete
              ? null
              : new Promise((done) => {
                  img.addEventListener('load', done, { once: true });
                  img.addEventListener('error', done, { once: true });
                }),
          ),
        );
      });
      await tab.screenshot({ path: join(out, `${slug}-${width}.png`), fullPage: true });
      await context.close();
    }
    const seo = page.seo_content;
    const ad = builtinAd({
      businessName: seo.business_name,
      answers,
      title: seo.title,
      header: seo.header,
      about: seo.about_us.paragraph,
    });
    rows.push(`<section><h2>${escape(idea.industry)}: ${escape(idea.answers[0] ?? '')}</h2>
<ol class="answers">${idea.answers.map((a) => `<li>${escape(a)}</li>`).join('')}</ol>
<details><summary>as a visitor reads it</summary><pre>${escape(reading)}</pre></details>
<pre>${escape(JSON.stringify(ad, null, 2))}</pre>
<p>${WIDTHS.map((w) => `${w} px: ${heights[w]} px tall`).join(' · ')} · <a href="${slug}.html">page</a></p>
<div class="shots">${WIDTHS.map((w) => `<a href="${slug}-${w}.png"><img src="${slug}-${w}.png" alt="${w} px" loading="lazy" width="${w < 1000 ? w / 2 : 480}"></a>`).join('')}</div>
</section>`);
    writeFileSync(join(out, `${slug}.txt`), reading + '\n');
    console.log(`${slug}: ${WIDTHS.map((w) => `${w} px → ${heights[w]} px`).join(', ')}`);
  }
} finally {
  await browser.close();
}
writeFileSync(
  join(out, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>Ideaproof gallery</title>
<style>body{font:14px system-ui;margin:2rem;max-width:1200px}section{border-top:1px solid #ccc;padding:1rem 0}
.shots{display:flex;gap:1rem;align-items:flex-start}.shots img{border:1px solid #ddd}pre{white-space:pre-wrap;background:#f6f6f6;padding:.5rem}</style>
<h1>Built-in writer: ${rows.length} pages at ${WIDTHS.join(' and ')} px</h1>${rows.join('\n')}`,
);
console.log(`gallery: ${join('gallery', 'index.html')} (${rows.length} pages)`);
