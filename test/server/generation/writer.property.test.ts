// The built-in writer (content → plan → wording) over random answers and over a table of
// realistic ideas: faithful (every card's text is a clause of the founder's, every heading made
// of the founder's words), complete phrases, each sentence once, one brand with a valid ad.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import nlp from 'compromise';
import * as solidIcons from '@fortawesome/free-solid-svg-icons';
import { builtinAd, builtinPage, builtinPlan } from '../../../src/server/generation/writer/builtin';
import { allMessages } from '../../../src/server/generation/writer/messages';
import { analyse, sentencesIn, tidy } from '../../../src/server/generation/writer/analyse';
import { INDUSTRIES, GENERAL } from '../../../src/server/generation/builtin/industries';
import { suggestionsFor } from '../../../src/server/generation/builtin/suggestions';
import { RULE_ICONS } from '../../../src/server/generation/builtin/icons';
import { cleanText } from '../../../src/server/generation/builtin/text';
import { adCopyProblems, type AdCopy } from '../../../src/shared/campaigns/ad-copy';
import { FORM_CALLS_TO_ACTION } from '../../../src/shared/campaigns/call-to-action';
import { WRITING_BUDGETS } from '../../../src/shared/contracts/page-plan';
import { ideaAnswersOf } from '../../../src/shared/orders/answers';
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

/** A verb's base form ("walked" → "walk", "taken" → "take"): a heading may say the founder's verb as a participle. */
const infinitives = new Map<string, string>();
const infinitive = (w: string) => {
  let base = infinitives.get(w);
  if (base === undefined) infinitives.set(w, (base = (nlp(w).verbs().toInfinitive().text() || w).toLowerCase()));
  return base;
};

/** Is `w` a form of one of `words` ("refilled" of "refills", "fixed" of "fix", "brought" of "bring")? */
function formOf(w: string, words: ReadonlySet<string>): boolean {
  if (words.has(w) || words.has(infinitive(w))) return true;
  // A compound of the founder's words ("45-minute" of "45 minutes").
  if (/^[^-]+(?:-[^-]+)+$/u.test(w) && w.split('-').every((part) => formOf(part, words))) return true;
  // A word cut from one of the founder's where a tokeniser split it ("一①一" of "𐡘一①一").
  if ([...words].some((f) => f.length > w.length && f.includes(w) && !/^\p{Script=Latin}+$/u.test(w))) return true;
  for (const f of words) {
    const stem = f.slice(0, Math.min(4, f.length));
    if (f.length >= 3 && w.length > f.length - 2 && w.startsWith(stem)) return true;
  }
  return false;
}

/** Words that say something (not function words). */
const contentWords = (text: string) =>
  wordsOf(text)
    .map(bare)
    .filter((w) => w && !FUNCTION_WORDS.has(w));

/** The words of the framing and the defaults (the same for every idea). */
const FRAMING_WORDS = [...wordsOf(JSON.stringify(allMessages())), ...wordsOf(JSON.stringify(LANDING_DEFAULTS))];

/** Every word the writer may end a text with: the founder's, the framing's, the defaults' (read once per answers: the page and the ad both ask). */
const vocabularies = new WeakMap<readonly string[], Set<string>>();
function vocabulary(answers: readonly string[]): Set<string> {
  let words = vocabularies.get(answers);
  if (!words) vocabularies.set(answers, (words = vocabularyOf(answers)));
  return words;
}

function vocabularyOf(answers: readonly string[]): Set<string> {
  const founder = answers.flatMap((a) => wordsOf(cleanText(a)));
  return new Set(
    [
      // A verb the founder wrote may be said as its participle ("we walk" → "walked").
      ...founder.map(infinitive),
      // The writer's tokenisers may split where wordsOf does not ("u'00" → "00"; a word of an unassigned character).
      ...founder.flatMap((w) => w.split(/['’-]/u)),
      ...answers.flatMap((a) =>
        [...new Intl.Segmenter('en', { granularity: 'word' }).segment(plainText(cleanText(a)))]
          .filter((w) => w.isWordLike)
          .flatMap((w) => wordsOf(w.segment)),
      ),
      ...answers.flatMap((a) => (nlp(plainText(cleanText(a))).terms().out('array') as string[]).flatMap((w) => wordsOf(w))),
      ...answers.flatMap((a) => wordsOf(cleanText(a))),
      // Ad text collapses repeated punctuation ("0--0" → "0-0").
      ...answers.flatMap((a) => wordsOf(plainText(cleanText(a)))),
      // The answers as the writer tidies them ("dont" → "don't": analyse.ts `tidy`).
      ...answers.flatMap((a) => wordsOf(tidy(plainText(cleanText(a)), 'en')).flatMap((w) => [w, ...w.split(/['’-]/u)])),
      ...FRAMING_WORDS,
    ].map(bare),
  );
}

/** The texts of a page a visitor reads (not image URLs, colours or icon classes). */
function readableTexts(page: LandingPage): [string, string][] {
  return strings(page).filter(
    ([path, text]) => text !== '' && !/image_url|theme_colour|font_awesome_icon|locale/.test(path) && typeof text === 'string',
  );
}

/** What is wrong with a page against the writer's promises (empty when nothing). */
function pageProblems(answers: readonly string[], page: LandingPage): string[] {
  const problems: string[] = [];
  const vocab = vocabulary(answers);
  const founderWords = new Set(answers.flatMap((a) => contentWords(cleanText(a))));
  const seo = page.seo_content;
  // (As the writer tidies them: each sentence opens on a capital, analyse.ts `tidy`.)
  const locale = analyse(ideaAnswersOf(answers)).locale;
  const fourth = (answers[3] ?? '').split(/\r?\n/u).map((l) => tidy(plainText(cleanText(l)), locale)).join('\n');
  for (const [path, text] of readableTexts(page)) {
    // The founder's questions are carried whole, as written.
    if (path.startsWith('questions.')) {
      const framing = allMessages().some(({ messages }) => messages.questions.some((q) => q.replace('{name}', () => seo.business_name) === text));
      if (!framing && !fourth.includes(text)) problems.push(`${path} is not the founder's question as written: "${text}"`);
      continue;
    }
    const last = bare(lastWord(text));
    if (last && !formOf(last, vocab)) problems.push(`${path} ends mid-word: "${text}"`);
    if (endsOnFunctionWord(text)) problems.push(`${path} ends on a function word: "${text}"`);
  }
  const cards = [...Object.entries(seo.why_us), ...Object.entries(seo.services)];
  for (const [key, card] of cards) {
    if (!card.heading !== !card.description) problems.push(`${key} is half-empty`);
    if (!card.heading) continue;
    // Every card is the founder's: its heading made of their words, its text sharing them.
    const shares = contentWords(card.description).some((w) => founderWords.has(w));
    if (!shares) problems.push(`${key} is not from the answers: ${JSON.stringify(card)}`);
    const foreign = contentWords(card.heading).filter((w) => !formOf(w, vocab));
    if (foreign.length) problems.push(`${key} heading has words the founder did not write: ${foreign.join(', ')}`);
    if (card.heading.split(/\s+/u).filter((w) => /\p{L}/u.test(w)).length > WRITING_BUDGETS.cardHeadingWords) {
      problems.push(`${key} heading over ${WRITING_BUDGETS.cardHeadingWords} words: "${card.heading}"`);
    }
    // Never the first words of its own text ("He Does the Oil Change" / "He does the oil change…").
    const h = wordsOf(card.heading);
    if (h.length && h.every((w, i) => wordsOf(card.description)[i] === w)) problems.push(`${key} heading opens its text`);
  }
  if (adTextLength(seo.business_name) > AD_LIMITS.businessName.maxLength) problems.push('name over the ad limit');
  if (/\bCo\.$/u.test(seo.business_name) && !answers[0]?.includes('Co.')) problems.push('an invented "Co." ending');
  return problems;
}

/** The ad the built-in writer writes for a page (the campaign form's default business name is the page's). */
function adFor(answers: readonly string[], page: LandingPage): AdCopy {
  const seo = page.seo_content;
  return builtinAd({
    businessName: seo.business_name,
    answers: ideaAnswersOf(answers),
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
  if (!FORM_CALLS_TO_ACTION.includes(ad.callToAction as never)) problems.push(`a call to action the form cannot honour: ${ad.callToAction}`);
  // Descriptions are not copies of long headlines.
  const longKeys = new Set(ad.longHeadlines.map((l) => wordsOf(l).join(' ')));
  for (const d of ad.descriptions) if (longKeys.has(wordsOf(d).join(' '))) problems.push(`description copies a long headline: "${d}"`);
  // Every word of the ad is the founder's or the catalogue's.
  for (const text of texts) {
    const foreign = contentWords(text).filter((w) => !formOf(w, vocab));
    if (foreign.length) problems.push(`ad text has words nobody wrote: "${text}" (${foreign.join(', ')})`);
  }
  for (const text of texts) {
    const last = bare(lastWord(text));
    if (last && !formOf(last, vocab)) problems.push(`ad text ends mid-word: "${text}"`);
    if (endsOnFunctionWord(text)) problems.push(`ad text ends on a function word: "${text}"`);
  }
  return problems;
}


/** Sentences of six or more words a visitor reads twice on a page (the business name aside). */
function repeatedSentences(page: LandingPage): string[] {
  const s = page.seo_content;
  const visible = [
    s.header,
    s.subheader ?? '',
    s.about_us.paragraph,
    s.about_us.point1,
    s.about_us.point2,
    s.about_us.point3,
    ...Object.values(s.why_us).flatMap((c) => [c.heading, c.description]),
    ...Object.values(s.services).flatMap((c) => [c.heading, c.description]),
    ...questionList(page.questions),
  ];
  const seen = new Map<string, number>();
  for (const text of visible) {
    for (const sentence of sentencesIn(text, 'en')) {
      const key = wordsOf(sentence).join(' ');
      if (key.split(' ').length >= 6) seen.set(key, (seen.get(key) ?? 0) + 1);
    }
  }
  return [...seen].filter(([, n]) => n > 1).map(([k]) => k);
}

describe('the built-in writer over random answers', () => {
  it('bounded, no HTML, complete phrases, cards of the founder’s words, each sentence once, a valid ad', () => {
    fc.assert(
      fc.property(ideaAnswers, fc.nat(5), (answers, variation) => {
        const page = builtinPage(ideaAnswersOf(answers), variation);
        landingPageSchema.parse(page); // every field present, every length within LANDING_LIMITS
        for (const [path, text] of strings(page)) {
          expect(text, path).not.toMatch(/[<>]/);
          expect(text, path).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
        }
        const seo = page.seo_content;
        expect(seo.business_name.trim()).not.toBe('');
        expect(seo.header.trim()).not.toBe('');
        expect(pageProblems(answers, page)).toEqual([]);
        expect(repeatedSentences(page)).toEqual([]);
        for (const service of Object.values(seo.services)) expect(iconExists(service.font_awesome_icon)).toBe(true);
        expect(seo.theme_colour).toMatch(/^#[0-9a-f]{6}$/i);
        const questions = questionList(page.questions);
        expect(questions.length).toBe(page.questions.num_questions);
        expect(questions.length).toBeGreaterThanOrEqual(1);
        // Deterministic: the same idea and variation always give the same page.
        expect(builtinPage(ideaAnswersOf(answers), variation)).toEqual(page);
        expect(adProblems(answers, page, adFor(answers, page))).toEqual([]);
      }),
      {
        numRuns: process.env.CI ? 300 : 150,
        // Found by a CI run of the old writer: a feature answer "ı" upper-cased to a headline "I" and a description "I.".
        examples: [
          [['', '<script>alert(1)</script>', 'ı', ''], 0],
          [["walkers for", "", "                                A                                                                                                                                                                                                   A            y   AA                                                                                                                                                                                     o                                    o                         y aA", "متجر إلكتروني للملابس"], 0],
          [['', '', 'i', ''], 0],
          // Found by a random run: a short feature split before "for" into a card "Dog dog" / "For in." of small words alone.
          [['متجر إلكتروني للملابس', '<b>Bold</b> idea &amp; more quam aliquet vitae', 'dog dog for in', ' '], 0],
          [['', 'dog dog dog and', '', '<script>alert(1)</script>'], 0],
          [['', '', 'B:I : A y o AA B CA AA AA0AAAAAA', ''], 0],
          [['enim', '', '$ 0! " R0 ! b: Y : B AA AAA B AA AA AA', ''], 0],
          [['lectus non', 'dog TiffinBox: a para before', 'dog', 'متجر إلكتروني للملابس'], 0],
        ],
      },
    );
    // 300 ideas, each written twice: about 10 s alone, three times that on a loaded CI machine.
  }, 120_000);
});

describe('the built-in writer on realistic ideas', () => {
  it(`${IDEAS.length} pages and ads: faithful, each sentence once, a hero of at most ${WRITING_BUDGETS.hero} characters, specific headlines`, () => {
    expect(IDEAS.length).toBeGreaterThanOrEqual(20);
    const generic = new Set(allMessages().flatMap(({ messages }) => [...messages.headlines, messages.shortHeadline]));
    for (const { industry, answers } of IDEAS) {
      const page = builtinPage(ideaAnswersOf(answers));
      const ad = adFor(answers, page);
      expect(pageProblems(answers, page), industry).toEqual([]);
      expect(repeatedSentences(page), industry).toEqual([]);
      expect(adProblems(answers, page, ad), industry).toEqual([]);
      expect(Array.from(page.seo_content.header).length, industry).toBeLessThanOrEqual(WRITING_BUDGETS.hero);
      // At most two lines that fit any business, unless the answers give too few for Google's minimum of three.
      const specific = ad.headlines.filter((h) => !generic.has(h)).length;
      expect(ad.headlines.length - specific, industry).toBeLessThanOrEqual(
        Math.max(WRITING_BUDGETS.ad.genericHeadlines, AD_LIMITS.headlines.min - specific),
      );
      expect(ad.longHeadlines.length, industry).toBeGreaterThanOrEqual(Math.min(2, ad.longHeadlines.length));
    }
  });

  it('every clause with a key phrase becomes a card once the answers hold three of them', () => {
    for (const { industry, answers } of IDEAS) {
      const a = analyse(ideaAnswersOf(answers));
      const plan = builtinPlan(ideaAnswersOf(answers));
      // (A clause the subhead says, alone or in its sentence whole, heads no card.)
      const headable = a.facts.filter((f) => f.phrases.length && f.text !== plan.subhead && f.sentence !== plan.subhead && f.text.split(/\s+/u).length > 4);
      const cards = plan.why_us.length + plan.services.length;
      if (headable.length >= 3) expect(cards, industry).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps the founder’s phrases whole and their name as written', () => {
    const coding = builtinPlan(ideaAnswersOf(IDEAS.find((i) => i.answers[0].startsWith('Weekend coding'))!.answers));
    expect(coding.hero).toBe('Weekend coding classes for children aged 8 to 14');
    const pune = builtinPlan(ideaAnswersOf(['dog walkers for busy professionals in Pune', '', '', '']));
    expect(pune.hero).toBe('Dog walkers for busy professionals in Pune');
    expect(pune.name).toBe('Dog Walkers');
  });

  it('adds no offering the founder did not write: the industry suggestions never reach a page', () => {
    const stock = [...INDUSTRIES, GENERAL].flatMap((i) => i.suggestions.map((s) => s.heading));
    for (const { industry, answers } of IDEAS) {
      const seo = builtinPage(ideaAnswersOf(answers)).seo_content;
      const headings = [...Object.values(seo.why_us), ...Object.values(seo.services)].map((c) => c.heading);
      const founder = answers.join(' ').toLowerCase();
      expect(
        headings.filter((h) => stock.includes(h) && !founder.includes(h.toLowerCase())),
        industry,
      ).toEqual([]);
    }
  });
});

describe('the framing catalogue and the editor’s suggestions', () => {
  it('every ad description of the catalogue fits the short description a Google ad needs (the last fallback)', () => {
    for (const { locale, messages } of allMessages()) {
      for (const d of messages.descriptions) expect(adTextLength(d), `${locale}: ${d}`).toBeLessThanOrEqual(WRITING_BUDGETS.ad.shortDescription);
    }
  });

  it('states no number, price or place, and ends no line on a small word', () => {
    for (const { locale, messages } of allMessages()) {
      const texts = Object.values(messages).flatMap((v) => (typeof v === 'string' ? [v] : Array.isArray(v) ? v : Object.values(v)));
      console.log(`Framing (${locale}):\n` + texts.map((t) => `  ${t}`).join('\n'));
      for (const t of texts) {
        expect(t).not.toMatch(/\d|₹|\$|%/);
        expect(endsOnFunctionWord(t)).toBe(false);
      }
    }
  });

  it('suggestions are marked as not from the answers, for the founder to add by hand', () => {
    const suggestions = suggestionsFor(ideaAnswersOf(IDEAS.find((i) => i.answers[0].startsWith('Laptop'))!.answers));
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
