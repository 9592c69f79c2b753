// The built-in writer over random answers and over a table of realistic ideas: faithful (every
// card from the answers or a named framing card), complete phrases, one brand with the ad.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as solidIcons from '@fortawesome/free-solid-svg-icons';
import { businessNameOf, generateBuiltin, headingOf } from '../../../src/server/generation/builtin/builtin';
import { FRAMING, FRAMING_TEXTS } from '../../../src/server/generation/builtin/framing';
import { INDUSTRIES, GENERAL } from '../../../src/server/generation/builtin/industries';
import { suggestionsFor } from '../../../src/server/generation/builtin/suggestions';
import { RULE_ICONS } from '../../../src/server/generation/builtin/icons';
import { cleanText } from '../../../src/server/generation/builtin/text';
import { builtinAdCopy } from '../../../src/server/campaigns/content/builtin-copy';
import { AD_NEUTRAL } from '../../../src/server/campaigns/content/neutral';
import { adCopyProblems, type AdCopy } from '../../../src/server/campaigns/content/ad-copy';
import {
  landingPageSchema,
  LANDING_DEFAULTS,
  questionList,
  type LandingPage,
} from '../../../src/shared/contracts/landing';
import { AD_LIMITS } from '../../../src/shared/campaigns/ad-limits';
import {
  adTextLength,
  endsOnFunctionWord,
  FUNCTION_WORDS,
  lastWord,
  plainText,
  wordsOf,
} from '../../../src/shared/text/fit';
import { IDEA_ANSWER_CAPS } from '../../../src/shared/orders/questions';
import { IDEAS } from './ideas';

/** Does Font Awesome's free solid set have this icon ("fa-truck-fast" → faTruckFast)? */
function iconExists(cls: string): boolean {
  const key =
    'fa' +
    cls
      .replace(/^fa-/, '')
      .split('-')
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join('');
  return key in solidIcons;
}

const html = fc.constantFrom(
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '<b>Bold</b> idea &amp; more',
  '</textarea><a href="javascript:alert(1)">x</a>',
  '<<>>',
);
const rtl = fc.constantFrom(
  'متجر إلكتروني للملابس',
  'חנות פרחים שכונתית',
  'نوصل الطلبات خلال يوم واحد؟',
  '\u202Eevil override',
);
const emptyish = fc.constantFrom('', ' ', '.', '?', '\n\t', '🚀', '—', '0');
const emoji = fc.string({ unit: 'grapheme', maxLength: 40 });
/** Founder-like words, function words included, so phrases end on "for", "and", "the"… */
const word = fc.constantFrom(
  'dog',
  'walkers',
  'for',
  'busy',
  'professionals',
  'in',
  'Pune',
  'children',
  'aged',
  '8',
  'to',
  '14',
  'the',
  'and',
  'with',
  'of',
  'a',
  'weekly',
  'delivery',
  'PawWalk',
  'TiffinBox:',
  '–',
  ',',
  'we',
  'deliver',
  'refills',
  'laptop',
  'rental',
  'students',
  'drone',
  'spraying',
  'farms',
  'Ghar',
  'ka',
  'Khana',
  'para',
  'adultos',
  'before',
  '9pm.',
);
const founderish = fc.array(word, { maxLength: 40 }).map((w) => w.join(' ').replace(/ ([,.])/g, '$1'));

function answer(cap: number) {
  return fc
    .oneof(
      emptyish,
      html,
      rtl,
      emoji,
      founderish,
      founderish,
      fc.string({ maxLength: cap }),
      fc.string({ unit: 'grapheme-ascii', minLength: cap - 5, maxLength: cap }),
      fc.lorem({ maxCount: 40 }),
      fc.array(fc.oneof(html, rtl, fc.lorem({ maxCount: 5 }), emoji), { maxLength: 6 }).map((a) => a.join(' ')),
    )
    .map((s) => s.slice(0, cap));
}

const ideaAnswers = fc.tuple(...IDEA_ANSWER_CAPS.map((cap) => answer(cap)));

function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  }
  return [];
}

/** A word without the apostrophes and hyphens at its ends (a shortened text may drop a trailing "'"). */
// Compared case-folded through upper case: capitalising "ᲀ" gives "В", whose lower case is "в".
const bare = (w: string) =>
  w
    .replace(/^['’-]+|['’-]+$/gu, '')
    .toUpperCase()
    .toLowerCase();

/** Words that say something (not function words). */
const contentWords = (text: string) =>
  wordsOf(text)
    .map(bare)
    .filter((w) => w && !FUNCTION_WORDS.has(w));

/** Every word the writer may end a text with: the founder's, the framing's, the defaults'. */
function vocabulary(answers: readonly string[]): Set<string> {
  return new Set(
    [
      ...answers.flatMap((a) => wordsOf(cleanText(a))),
      // Ad text collapses repeated punctuation ("0--0" → "0-0").
      ...answers.flatMap((a) => wordsOf(plainText(cleanText(a)))),
      ...wordsOf(JSON.stringify(FRAMING)),
      ...wordsOf(JSON.stringify(AD_NEUTRAL)),
      ...wordsOf(JSON.stringify(LANDING_DEFAULTS)),
    ].map(bare),
  );
}

/** The texts of a page a visitor reads (not image URLs, colours or icon classes). */
function readableTexts(page: LandingPage): [string, string][] {
  return strings(page).filter(
    ([path, text]) => text !== '' && !/image_url|theme_colour|font_awesome_icon/.test(path) && typeof text === 'string',
  );
}

/** What is wrong with a page against the writer's promises (empty when nothing). */
function pageProblems(answers: readonly string[], page: LandingPage): string[] {
  const problems: string[] = [];
  const vocab = vocabulary(answers);
  const founderWords = new Set(answers.flatMap((a) => contentWords(cleanText(a))));
  const seo = page.seo_content;
  for (const [path, text] of readableTexts(page)) {
    const last = bare(lastWord(text));
    if (last && !vocab.has(last)) problems.push(`${path} ends mid-word: "${text}"`);
    if (endsOnFunctionWord(text)) problems.push(`${path} ends on a function word: "${text}"`);
  }
  const cards = [...Object.entries(seo.why_us), ...Object.entries(seo.services)];
  for (const [key, card] of cards) {
    if (!card.heading !== !card.description) problems.push(`${key} is half-empty`);
    if (!card.heading) continue;
    // Every card's text is the founder's (its heading may be a neutral label).
    const shares = contentWords(card.description).some((w) => founderWords.has(w));
    if (!shares) problems.push(`${key} is not from the answers: ${JSON.stringify(card)}`);
  }
  if (adTextLength(seo.business_name) > AD_LIMITS.businessName.maxLength) problems.push('name over the ad limit');
  if (/\bCo\.$/u.test(seo.business_name) && !answers[0]?.includes('Co.')) problems.push('an invented "Co." ending');
  return problems;
}

/** The ad the built-in copy writes for a page (the campaign form's default business name is the page's). */
function adFor(answers: readonly string[], page: LandingPage): AdCopy {
  const seo = page.seo_content;
  return builtinAdCopy({
    businessName: seo.business_name,
    idea: answers[0] ?? '',
    solution: answers[1] ?? '',
    feature: answers[2] ?? '',
    question: answers[3] ?? '',
    title: seo.title,
    header: seo.header,
    about: seo.about_us.paragraph,
  });
}

function adProblems(answers: readonly string[], page: LandingPage, ad: AdCopy): string[] {
  const problems = adCopyProblems(ad);
  const vocab = vocabulary(answers);
  if (ad.businessName !== page.seo_content.business_name) {
    problems.push(`ad name "${ad.businessName}" ≠ page name "${page.seo_content.business_name}"`);
  }
  const texts = [...ad.headlines, ...ad.longHeadlines, ...ad.descriptions, ad.businessName];
  for (const text of texts) {
    const last = bare(lastWord(text));
    if (last && !vocab.has(last)) problems.push(`ad text ends mid-word: "${text}"`);
    if (endsOnFunctionWord(text)) problems.push(`ad text ends on a function word: "${text}"`);
  }
  return problems;
}

describe('the built-in writer over random answers', () => {
  it('bounded, no HTML, complete phrases, cards only from the answers or named framing, one brand with a valid ad', () => {
    fc.assert(
      fc.property(ideaAnswers, fc.nat(5), (answers, variation) => {
        const page = generateBuiltin(answers, variation);
        landingPageSchema.parse(page); // every field present, every length within LANDING_LIMITS
        for (const [path, text] of strings(page)) {
          expect(text, path).not.toMatch(/[<>]/);
          expect(text, path).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
        }
        const seo = page.seo_content;
        expect(seo.business_name.trim()).not.toBe('');
        expect(seo.header.trim()).not.toBe('');
        // About may be empty: a section with nothing of its own is hidden (test/server/generation/copy-plan.test.ts).
        expect(pageProblems(answers, page)).toEqual([]);
        for (const service of Object.values(seo.services)) expect(iconExists(service.font_awesome_icon)).toBe(true);
        expect(seo.theme_colour).toMatch(/^#[0-9a-f]{6}$/i);
        const questions = questionList(page.questions);
        expect(questions.length).toBe(page.questions.num_questions);
        expect(questions.length).toBeGreaterThanOrEqual(1);
        // Deterministic: the same idea and variation always give the same page.
        expect(generateBuiltin(answers, variation)).toEqual(page);
        expect(adProblems(answers, page, adFor(answers, page))).toEqual([]);
      }),
      {
        numRuns: 400,
        // Found by a CI run: a feature answer "ı" upper-cased to a headline "I" and a description "I.".
        examples: [
          [['', '<script>alert(1)</script>', 'ı', ''], 0],
          [['', '', 'i', ''], 0],
        ],
      },
    );
  });
});

/** A page as a founder would read it, for the test output. */
function render(industry: string, answers: readonly string[], page: LandingPage, ad: AdCopy): string {
  const s = page.seo_content;
  const lines = [
    `━━━ ${industry} ━━━`,
    ...answers.map((a, i) => `  answer ${i + 1}: ${a || '(empty)'}`),
    `  business name: ${s.business_name}`,
    `  title:  ${s.title}`,
    `  H1:     ${s.header}`,
    `  sub:    ${s.subheader ?? ''}`,
    `  about:  ${s.about_us.paragraph}`,
    ...[s.about_us.point1, s.about_us.point2, s.about_us.point3].filter(Boolean).map((p) => `    • ${p}`),
    '  why us:',
    ...Object.values(s.why_us)
      .filter((c) => c.heading)
      .map((c) => `    [${c.heading}] ${c.description}`),
    '  services:',
    ...Object.values(s.services)
      .filter((c) => c.heading)
      .map((c) => `    [${c.heading}] ${c.description}  (${c.font_awesome_icon})`),
    '  long description:',
    ...s.heavy_description.split('\n\n').map((p) => `    ${p}`),
    `  questions: ${questionList(page.questions).join(' | ')}`,
    `  ad: ${ad.businessName} · headlines: ${ad.headlines.join(' | ')}`,
    `      long headlines: ${ad.longHeadlines.join(' | ')}`,
    `      descriptions: ${ad.descriptions.join(' | ')}`,
  ];
  return lines.join('\n');
}

describe('the built-in writer on realistic ideas', () => {
  it(`writes ${IDEAS.length} pages and ads a founder could share (printed below)`, () => {
    expect(IDEAS.length).toBeGreaterThanOrEqual(20);
    const out: string[] = [];
    for (const { industry, answers } of IDEAS) {
      const page = generateBuiltin(answers);
      const ad = adFor(answers, page);
      out.push(render(industry, answers, page, ad));
      expect(pageProblems(answers, page), industry).toEqual([]);
      expect(adProblems(answers, page, ad), industry).toEqual([]);
    }
    console.log(out.join('\n\n'));
  });

  it('keeps the founder’s phrases whole and their name as written', () => {
    const coding = generateBuiltin(IDEAS.find((i) => i.answers[0].startsWith('Weekend coding'))!.answers).seo_content;
    expect(coding.header).toBe('Weekend coding classes for children aged 8 to 14');
    expect(JSON.stringify(coding)).not.toMatch(/[Aa]ged 8(?! to 14)/);

    const pune = generateBuiltin(['dog walkers for busy professionals in Pune', '', '', '']).seo_content;
    expect(pune.header).toBe('Dog walkers for busy professionals in Pune');
    expect(pune.business_name).toBe('Dog Walkers');

    expect(businessNameOf('PawWalk Pune: dog walkers for busy professionals').name).toBe('PawWalk Pune');
    expect(businessNameOf('TiffinBox: home-cooked lunches').name).toBe('TiffinBox');
    expect(businessNameOf('Ghar ka Khana – tiffin service for students').name).toBe('Ghar ka Khana');
    expect(businessNameOf('Affordable wedding photography for small weddings').name).toBe('Wedding Photography');
    // A participle after the noun ends the name; it is not the name.
    expect(businessNameOf('Fresh idli batter delivered every morning').name).toBe('Fresh Idli Batter');

    // A qualifier too long for a heading is reduced, not dropped ("Only Products" said nothing).
    expect(headingOf('Only products that are tested on Indian skin tones.')).toBe(
      'Only Products Tested on Indian Skin Tones',
    );
    expect(headingOf('Artists who are trained in airbrush and HD bridal looks for every skin type.')).not.toBe(
      'Artists',
    );
  });

  it('adds no offering the founder did not write: the old stock cards are gone', () => {
    const stock = [...INDUSTRIES, GENERAL].flatMap((i) => i.suggestions.map((s) => s.heading));
    for (const { industry, answers } of IDEAS) {
      const seo = generateBuiltin(answers).seo_content;
      const headings = [...Object.values(seo.why_us), ...Object.values(seo.services)].map((c) => c.heading);
      const founder = answers.join(' ').toLowerCase();
      expect(
        headings.filter((h) => stock.includes(h) && !founder.includes(h.toLowerCase())),
        industry,
      ).toEqual([]);
    }
    const laptop = JSON.stringify(generateBuiltin(IDEAS.find((i) => i.answers[0].startsWith('Laptop'))!.answers));
    expect(laptop).not.toMatch(/Exam Preparation|Live Classes/);
  });

  it('a variation is another arrangement of the same facts: the name stays, the hero may change', () => {
    const answers = IDEAS[0]!.answers;
    const a = generateBuiltin(answers, 0).seo_content;
    const b = generateBuiltin(answers, 1).seo_content;
    expect(b).not.toEqual(a);
    expect(b.business_name).toBe(a.business_name);
    expect(b.header).not.toBe(a.header);
  });
});

describe('the neutral framing and the editor’s suggestions', () => {
  it('lists every framing text in one place (printed)', () => {
    console.log('Neutral framing:\n' + FRAMING_TEXTS.map((t) => `  ${t}`).join('\n'));
    expect(FRAMING_TEXTS.length).toBeGreaterThanOrEqual(4);
    for (const t of FRAMING_TEXTS) {
      // Framing states no number, price or place.
      expect(t).not.toMatch(/\d|₹|\$|%/);
      expect(endsOnFunctionWord(t)).toBe(false);
    }
  });

  it('suggestions are marked as not from the answers, for the founder to add by hand', () => {
    const suggestions = suggestionsFor(IDEAS.find((i) => i.answers[0].startsWith('Laptop'))!.answers);
    expect(suggestions.length).toBeGreaterThan(0);
    for (const s of suggestions) {
      expect(s).toMatchObject({ suggested: true, label: 'suggested — not from your answers' });
      expect(iconExists(s.font_awesome_icon)).toBe(true);
    }
  });

  it('every icon it can choose exists in Font Awesome’s free solid set', () => {
    const all = [
      ...RULE_ICONS,
      'fa-check',
      'fa-lightbulb',
      ...[...INDUSTRIES, GENERAL].flatMap((i) => i.suggestions.map((s) => s.icon)),
    ];
    expect(all.filter((i) => !iconExists(i))).toEqual([]);
  });
});
