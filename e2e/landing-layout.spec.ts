import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { LANDING_LIMITS } from '../src/shared/contracts/landing';
import { builtinPage } from '../src/server/generation/writer/builtin';
import { ideaAnswersOf } from '../src/shared/orders/answers';

/**
 * The landing page's layout as a property: random page content, from the shortest to the longest
 * the limits allow (long words, Devanagari and Tamil text, a price test's pricing section),
 * rendered by the product's renderer (the public page and the editor's preview use the same one)
 * at 360, 390, 430, 768 and 1440 px. At every width: nothing wider than the screen, no block of
 * text narrower than 150 px, no card taller than two phone screens. The seed is fixed under CI
 * and printed otherwise, so a failure can be replayed (LAYOUT_SEED=…).
 */

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;
/** Two phone screens (the smallest phone above). */
const MAX_CARD = 2 * 740;
const MIN_TEXT_WIDTH = 150;
const SEED = Number(process.env.LAYOUT_SEED ?? (process.env.CI ? 20261127 : Date.now() % 2 ** 31));
const RUNS = Number(process.env.LAYOUT_RUNS ?? 12);
const SHOTS = 'e2e/screenshots/layout';

let renderer: ChildProcess;
let nextId = 1;
const waiting = new Map<number, (html: string) => void>();

function render(landingPage: unknown): Promise<string> {
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    renderer.send({ id, landingPage });
  });
}

test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  renderer = fork('test/landing/layout-renderer.ts', [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  await new Promise<void>((resolve, reject) => {
    renderer.once('exit', (code) => reject(new Error(`layout renderer exited with ${code}`)));
    renderer.on('message', (m: { ready?: boolean; id?: number; html?: string }) => {
      if (m.ready) resolve();
      if (m.id) waiting.get(m.id)?.(m.html ?? '');
    });
  });
});

test.afterAll(() => {
  renderer?.disconnect();
});

const L = LANDING_LIMITS;
const LONG_WORDS = [
  'Donaudampfschifffahrtsgesellschaftskapitänsmütze',
  'https://example.com/a/very/long/path/that/never/breaks/anywhere',
  'supercalifragilisticexpialidocious-and-then-some-more',
  'ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJ',
];
const DEVANAGARI = ['घर का खाना', 'छात्रों के लिए टिफ़िन सेवा', 'हर दिन ताज़ा भोजन आपके हॉस्टल तक', 'स्वादिष्ट'];
const TAMIL = ['வீட்டு உணவு', 'மாணவர்களுக்கான சேவை', 'ஒவ்வொரு நாளும் புதிய உணவு', 'சுவையான'];
const word = fc.oneof(
  { weight: 6, arbitrary: fc.lorem({ maxCount: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom(...LONG_WORDS) },
  { weight: 2, arbitrary: fc.constantFrom(...DEVANAGARI, ...TAMIL) },
);
/** A text of up to `max` characters: empty, a few words, or filled to the limit. */
function text(max: number) {
  return fc
    .oneof(
      fc.constant(''),
      fc.array(word, { minLength: 1, maxLength: 6 }).map((w) => w.join(' ')),
      fc.array(word, { minLength: 1, maxLength: 200 }).map((w) => w.join(' ')),
    )
    .map((s) => s.slice(0, max).trim());
}
const card = fc.record({
  heading: text(L.heading),
  description: text(L.description),
  image_url: fc.constantFrom('', '/media/x.png'),
});
const service = fc.record({
  heading: text(L.heading),
  description: text(L.description),
  font_awesome_icon: fc.constantFrom('fa-check', 'fa-truck', 'fa-leaf'),
});
const page = fc.record({
  seo_content: fc.record({
    business_name: text(25),
    title: text(L.title),
    header: text(L.header),
    subheader: text(L.subheader),
    about_us: fc.record({
      paragraph: text(L.paragraph),
      point1: text(L.point),
      point2: text(L.point),
      point3: text(L.point),
    }),
    why_us: fc.record({ point1: card, point2: card, point3: card, point4: card }),
    services: fc.record({
      service1: service,
      service2: service,
      service3: service,
      service4: service,
      service5: service,
      service6: service,
    }),
    main_image_url: fc.constantFrom('', '/media/x.png'),
    bg_image_url: fc.constant(''),
    theme_colour: fc.constantFrom('#1f4e79', '#f5c400', '#0b6e4f'),
    heavy_description: text(L.heavyDescription),
    cta_text: text(L.ctaText),
  }),
  questions: fc
    .array(text(L.question), { maxLength: L.maxQuestions })
    .map((qs) => ({ num_questions: qs.length, ...Object.fromEntries(qs.map((q, i) => [`question_${i + 1}`, q])) })),
  pricing: fc.oneof(
    fc.constant(undefined),
    fc.array(
      fc.record({
        amount: fc.integer({ min: 1, max: 99999 }),
        currency: fc.constant('USD'),
        period: fc.constantFrom('month', 'once'),
        included: text(120),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  ),
});

/** What is wrong with the page's layout in the current viewport (empty when nothing). */
function layoutProblems(limits: { minText: number; maxCard: number }): string[] {
  const out: string[] = [];
  const vw = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > vw)
    out.push(`page ${document.documentElement.scrollWidth} px wide in ${vw}`);
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.className ? '.' + String(el.className).split(' ').join('.') : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
  for (const el of document.querySelectorAll('main h1, main h2, main h3, main p, main li, main label')) {
    const r = el.getBoundingClientRect();
    // The honeypot field is off-screen on purpose; hidden elements are not read.
    if (!r.width || !(el.textContent ?? '').trim() || el.closest('.hp, [aria-hidden="true"], [hidden]')) continue;
    if (r.right > vw + 0.5 || r.left < -0.5) out.push(`${describe(el)} outside the screen (${r.left}–${r.right})`);
    if (r.width < limits.minText) out.push(`${describe(el)} only ${Math.round(r.width)} px wide`);
  }
  for (const el of document.querySelectorAll('main .btn, header .brand, footer a')) {
    const r = el.getBoundingClientRect();
    if (r.width && r.right > vw + 0.5) out.push(`${describe(el)} beyond the screen (right ${Math.round(r.right)})`);
  }
  // Content cards (the contact form is a form, as long as its fields need).
  for (const el of document.querySelectorAll('main .card:not(form)')) {
    const h = el.getBoundingClientRect().height;
    if (h > limits.maxCard) out.push(`${describe(el)} ${Math.round(h)} px tall`);
  }
  return out;
}

test('any page content lays out at 360, 390, 430, 768 and 1440 px', async ({ browser }) => {
  test.setTimeout(240_000);
  console.log(`landing layout property: seed ${SEED}, ${RUNS} pages × ${WIDTHS.length} widths`);
  const contexts = await Promise.all(WIDTHS.map((viewport) => browser.newContext({ viewport })));
  const tabs = await Promise.all(contexts.map((c) => c.newPage()));
  // Images are not served here: an empty response keeps their boxes, as a slow image would.
  for (const tab of tabs) await tab.route('**/*', (route) => route.fulfill({ status: 204, body: '' }));
  try {
    await fc.assert(
      fc.asyncProperty(page, async (content) => {
        const html = await render(content);
        for (const [i, tab] of tabs.entries()) {
          await tab.setContent(html, { waitUntil: 'domcontentloaded' });
          const problems = await tab.evaluate(layoutProblems, { minText: MIN_TEXT_WIDTH, maxCard: MAX_CARD });
          expect(problems, `${WIDTHS[i]!.width} px`).toEqual([]);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});

test('a page written from long, real answers, photographed at 360 and 390 px', async ({ browser }) => {
  const answers = [
    'CleanNest Pune',
    'Trained, background-checked cleaners deep-clean your flat in four hours, bring their own equipment and eco-friendly products, and you book and pay in the app.',
    'Every cleaner is paid a fixed monthly salary with health insurance, not per job, so the same people stay with us and come back to your home each time. Slots open from 7am to 9pm, seven days a week, and you can reschedule up to two hours before at no cost.',
    'What do you pay for cleaning today, and how often? What would make you switch to us?',
  ];
  const html = await render(builtinPage(ideaAnswersOf(answers)));
  for (const viewport of [WIDTHS[0], WIDTHS[1]]) {
    const context = await browser.newContext({ viewport });
    const tab = await context.newPage();
    await tab.route('**/*', (route) => route.fulfill({ status: 204, body: '' }));
    await tab.setContent(html, { waitUntil: 'domcontentloaded' });
    expect(await tab.evaluate(layoutProblems, { minText: MIN_TEXT_WIDTH, maxCard: MAX_CARD })).toEqual([]);
    await tab.screenshot({ path: `${SHOTS}/long-answers-${viewport.width}.png`, fullPage: true });
    await context.close();
  }
});
