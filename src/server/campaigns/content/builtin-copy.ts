import { AD_LIMITS } from '../../../shared/campaigns/ad-limits';
import { distinctKey } from '../../../shared/campaigns/ad-strength';
import { callToActionFor } from '../../../shared/campaigns/call-to-action';
import { fitBusinessName } from '../../../shared/campaigns/rules';
import {
  clausesOf,
  DETERMINERS,
  endsOnFunctionWord,
  FUNCTION_WORDS,
  phrasePrefixes,
  sentencesOf,
  wordsOf,
} from '../../../shared/text/fit';
import { businessNameOf } from '../../generation/builtin/builtin';
import { cleanText } from '../../generation/builtin/text';
import type { AdCopy, AdCopyInput } from './ad-copy';
import { AD_NEUTRAL } from './neutral';
import { adTextLength, capitalise, cleanAdText, fitAdText, headlineSafe } from './text-fit';

const H = AD_LIMITS.headlines;
const L = AD_LIMITS.longHeadlines;
const D = AD_LIMITS.descriptions;

/** Headlines the built-in copy aims for before it stops adding neutral lines (Google recommends 11 or more). */
export const NEUTRAL_HEADLINES_UP_TO = 8;

/** Subject pronouns: a clause that starts with one stands on its own ("We walk your dog…"). */
const SUBJECTS = new Set(['we', 'you', 'they', 'i']);
/** Words that join the items of a list: a phrase is never cut just before one ("Dal, chawal, sabzi | and roti"). */
const LIST_JOINERS = new Set(['and', 'or', '&', '+', 'y', 'e', 'o', 'et', 'aur']);
/** Verbs that open a clause leaning on the one before ("…cakes, | kept below 8°C"). */
const LEANING = /^(?:\p{L}{3,}ed|kept|made|built|sent|done|shown|given|taken|brought|sold|grown|run|paid)$/iu;

/** A first word that is an acronym or has another capital ("SEO audits", "iPhone repairs") keeps its case mid-sentence. */
function keepsCase(text: string): boolean {
  const first = text.split(/\s+/u)[0] ?? '';
  return /^\p{Lu}{2}/u.test(first) || /^.\p{L}*\p{Lu}/u.test(first);
}

/** Subject pronouns: they say nothing on their own ("It works" is no headline). */
const PRONOUNS = new Set(['it', 'we', 'you', 'they', 'i']);

/** How many words of a text say something (not "an", "for", "the", "it"…). */
function contentWordCount(text: string, count: { pronouns?: boolean } = {}): number {
  // A question's pronoun is part of what it asks ("Have you climbed before?"): it counts there.
  return wordsOf(text).filter((w) => !FUNCTION_WORDS.has(w) && (count.pronouns || !PRONOUNS.has(w))).length;
}

/**
 * Is `fitted` the whole of `source`, or `source` cut just before a phrase of its own ("Dog
 * walkers | for busy professionals in Pune")? Not when the cut drops a lone last word ("booked
 * the evening | before"), splits a list ("detergent | and shampoo") or ends inside a phrase.
 */
export function isCompleteCut(source: string, fitted: string): boolean {
  const src = wordsOf(source);
  const fit = wordsOf(fitted);
  if (!fit.length || fit.length > src.length || fit.some((w, i) => w !== src[i])) return false;
  if (fit.length === src.length) return true;
  const next = src[fit.length]!;
  // The phrase after the cut, up to the next punctuation, must be a phrase of its own: at least
  // two words ("booked the evening | before, every day" leaves "before" alone).
  const tokens = source.trim().split(/\s+/u);
  let seen = 0;
  let at = 0;
  while (at < tokens.length && seen < fit.length) seen += wordsOf(tokens[at++]!).length;
  const rest: string[] = [];
  for (const token of tokens.slice(at)) {
    rest.push(...wordsOf(token));
    if (/[,.;:!?)\u2013\u2014]$/u.test(token)) break;
  }
  // "and" opens a clause of its own before a subject ("…every weekday | and we deliver it").
  const joinsClause = LIST_JOINERS.has(next) && SUBJECTS.has(src[fit.length + 1] ?? '');
  // A participle phrase after a noun ("Farm-fresh vegetables | delivered in Pune"), not after a verb ("is | shared").
  const participle = LEANING.test(next) && !NO_END.has(fit[fit.length - 1]!);
  return ((FUNCTION_WORDS.has(next) && (!LIST_JOINERS.has(next) || joinsClause)) || participle) && rest.length >= 2;
}

/**
 * Does the sentence list things with commas ("Dal, chawal, sabzi and roti…", "refills of
 * detergent, dish soap and shampoo")? Then its commas are not clause breaks.
 */
function listsWithCommas(sentence: string): boolean {
  if (/,\s*[^,.;:]{1,30}?\s(?:and|or|&|y|e|et|aur)\s/iu.test(sentence)) return true;
  const parts = sentence.split(',').map((p) => p.trim().split(/\s+/).filter(Boolean).length);
  return parts.slice(0, -1).some((n) => n === 1) && parts.length > 2;
}

/**
 * Clauses split at the comma between two adjectives ("Sends polite, escalating reminders") joined
 * again: a clause of one or two words that the next one continues in lower case is not a clause.
 */
function adjectivesJoined(clauses: string[]): string[] {
  const out: string[] = [];
  for (const clause of clauses) {
    const last = out.at(-1);
    const first = clause.split(/\s+/)[0]!;
    const continues = /^\p{Ll}/u.test(first) && !FUNCTION_WORDS.has(first) && !SUBJECTS.has(first);
    if (last !== undefined && last.split(/\s+/).length <= 2 && continues) out[out.length - 1] = `${last}, ${clause}`;
    else out.push(clause);
  }
  return out;
}

/** The units a headline may be taken from: each clause of a sentence, or the sentence whole when it lists. */
function unitsOf(text: string): string[] {
  const out: string[] = [];
  for (const sentence of sentencesOf(cleanAdText(headlineSafe(text)))) {
    const bare = sentence.replace(/[.!?。！？]+$/u, '').trim();
    if (listsWithCommas(bare)) {
      out.push(bare);
      continue;
    }
    adjectivesJoined(clausesOf(bare)).forEach((clause, i) => {
      const words = clause.split(/\s+/);
      const first = words[0]!.toLowerCase();
      // A clause that leans on another ("if they do not confirm", "and take back…", "kept below 8°C").
      if (FUNCTION_WORDS.has(first) && !DETERMINERS.has(first) && !SUBJECTS.has(first)) return;
      if (i > 0 && LEANING.test(first)) return;
      out.push(clause);
    });
  }
  return out;
}

/**
 * Where a headline may end inside a longer phrase: just before a phrase that adds a place, a
 * time, an audience or a manner ("Dog walkers | for busy professionals", "delivered | to your
 * door"). Not before "of", or "to" not followed by "your", "the"…,
 * "about", "into", "than" (the phrase usually needs them: "uses up | to 90% less water", "takes |
 * about ten minutes"), and a relative clause only after three words ("Bridal makeup artists |
 * who come…", never "Only products | that are tested…").
 */
const CUT_BEFORE = new Set(
  'for in at on with from by near across within without after before during while when where who which that'.split(' '),
);
const RELATIVE = new Set(['who', 'which', 'that', 'where', 'when']);
/** A phrase never ends on one of these: it would leave a verb or an adverb hanging ("Spraying uses up"). */
const NO_END = new Set(
  'up down out off only just also even still is are was were be has have had takes take uses use goes go gets get makes make comes come works work'.split(
    ' ',
  ),
);

/** The words of `unit` before each past participle in it ("Farm-fresh vegetables | delivered in Pune"). */
function beforeParticiples(unit: string): string[] {
  const parts = unit.trim().split(/\s+/u);
  return parts.flatMap((w, i) =>
    i > 1 && LEANING.test(w)
      ? [
          parts
            .slice(0, i)
            .join(' ')
            .replace(/[,;:]+$/u, ''),
        ]
      : [],
  );
}

/** The longest complete phrase of `unit` (from its start) within `max` characters, or ''. */
function phraseOf(unit: string, max: number): string {
  const prefix = [...phrasePrefixes(unit), ...beforeParticiples(unit)]
    .sort((a, b) => b.length - a.length)
    .find((p) => {
      const words = wordsOf(p);
      const next = wordsOf(unit)[words.length] ?? '';
      return (
        adTextLength(p) <= max &&
        isCompleteCut(unit, p) &&
        contentWordCount(p) >= 2 &&
        (CUT_BEFORE.has(next) ||
          LEANING.test(next) ||
          (next === 'to' && DETERMINERS.has(wordsOf(unit)[words.length + 1] ?? ''))) &&
        (!RELATIVE.has(next) || words.length >= 3) &&
        !NO_END.has(words[words.length - 1] ?? '')
      );
    });
  return prefix ?? '';
}

/** A headline from one unit: the unit whole, else its longest complete phrase that fits; '' when none. */
function headlineOf(unit: string, max: number = H.maxLength): string {
  const whole = capitalise(headlineSafe(unit).replace(/[.:;,]+$/u, ''));
  if (
    adTextLength(whole) <= max &&
    wordsOf(whole).length >= 2 &&
    contentWordCount(whole) >= 1 &&
    !endsOnFunctionWord(whole)
  ) {
    return whole;
  }
  return capitalise(phraseOf(unit, max));
}

/** A description: a whole sentence, or a complete clause of it, within `max`, ending with a full stop. */
function sentence(text: string, max: number): string {
  const fitted = capitalise(fitAdText(text, max, false));
  if (!fitted || !isCompleteCut(text, fitted.replace(/[.!?]+$/u, ''))) return '';
  return /[.!?]$/u.test(fitted) || adTextLength(fitted) + 1 > max ? fitted : `${fitted}.`;
}

/** A list of texts that keeps only distinct ones (by the words that say something). */
class DistinctList {
  readonly items: string[] = [];
  private readonly keys = new Set<string>();
  constructor(
    private readonly accept: (text: string) => boolean = () => true,
    private readonly taken: Set<string> = new Set(),
  ) {}
  add(text: string): boolean {
    const key = distinctKey(text);
    if (!text || !key || this.keys.has(key) || this.taken.has(key) || !this.accept(text)) return false;
    this.keys.add(key);
    this.items.push(text);
    return true;
  }
  has(text: string): boolean {
    return this.keys.has(distinctKey(text));
  }
}

/** The idea as a title: the page's header, else the first answer without the founder's brand name. */
function subjectOf(input: AdCopyInput): string {
  const fromIdea = businessNameOf(cleanAdText(input.idea)).rest;
  return cleanAdText(input.header || fromIdea || input.title || '').replace(/[.:;,!?]+$/u, '');
}

const withoutEnd = (s: string) => s.replace(/[.!?。！？]+$/u, '').trim();

/**
 * The built-in, deterministic ad copy writer (docs/ad-campaigns.md#the-ad-text): the founder's
 * own words as complete phrases within Google's limits, topped up with neutral lines
 * (`AD_NEUTRAL`).
 * - Headline 1 is the landing page's header when it fits 30 characters (message match), else
 *   its longest complete phrase that does; then the business name, then each clause of the
 *   idea, the unique feature and the solution that fits whole or as a complete phrase, then the
 *   founder's questions that fit; neutral lines only up to 8 headlines; at most 15.
 * - Long headlines (up to 5): whole sentences that say what is offered — the header when too
 *   long for a headline, "header: first solution sentence", each solution and feature sentence,
 *   "header — feature" — never the name or one of the headlines.
 * - Descriptions (up to 5, one of at most 60): the solution's and feature's sentences, the
 *   founder's question, neutral lines up to 4.
 * - The business name is the campaign's, fitted to 25 characters as a complete name.
 * - The call to action follows the idea's intent (`callToActionFor`).
 * Always passes `adCopyProblems`.
 */
export function builtinAdCopy(raw: AdCopyInput): AdCopy {
  // The same hygiene as the page: no markup or unsafe characters in ad text.
  const input: AdCopyInput = {
    businessName: cleanText(raw.businessName),
    idea: cleanText(raw.idea),
    solution: cleanText(raw.solution),
    feature: cleanText(raw.feature),
    question: cleanText(raw.question),
    title: raw.title === undefined ? undefined : cleanText(raw.title),
    header: raw.header === undefined ? undefined : cleanText(raw.header),
    about: raw.about === undefined ? undefined : cleanText(raw.about),
  };
  const subject = subjectOf(input);
  const businessName =
    fitBusinessName(cleanAdText(input.businessName)) ||
    fitBusinessName(subject) ||
    fitBusinessName(cleanAdText(input.idea)) ||
    'Untitled Business';

  // Headlines: never with "!" (Google's rule), never ending on "for", "with"….
  const headlines = new DistinctList(
    (h) => !h.includes('!') && !endsOnFunctionWord(h) && adTextLength(h) <= H.maxLength,
  );
  const hero = headlineOf(subject);
  if (contentWordCount(hero) >= 1) headlines.add(hero);
  headlines.add(capitalise(headlineSafe(businessName)));
  const ideaRest = businessNameOf(cleanAdText(input.idea)).rest;
  // Not the page's About paragraph: besides the idea it holds the page's neutral framing.
  for (const text of [ideaRest, input.feature, input.solution]) {
    for (const unit of unitsOf(text)) {
      if (headlines.items.length >= H.max) break;
      headlines.add(headlineOf(unit));
    }
  }
  for (const q of sentencesOf(cleanAdText(input.question))) {
    if (
      headlines.items.length < H.max &&
      adTextLength(q) <= H.maxLength &&
      contentWordCount(q, { pronouns: true }) >= 2
    ) {
      headlines.add(capitalise(headlineSafe(q)));
    }
  }
  // The hero phrase inside a neutral invitation: the page's words, no claim.
  const heroPhrase =
    hero && !hero.endsWith('?') ? (keepsCase(hero) ? hero : hero.charAt(0).toLowerCase() + hero.slice(1)) : '';
  for (const template of AD_NEUTRAL.subjectHeadlines) {
    if (!heroPhrase || headlines.items.length >= NEUTRAL_HEADLINES_UP_TO) break;
    const line = capitalise(template.replace('{subject}', template.startsWith('{') ? hero : heroPhrase));
    if (adTextLength(line) <= H.maxLength) headlines.add(line);
  }
  for (const line of AD_NEUTRAL.headlines) {
    if (headlines.items.length >= NEUTRAL_HEADLINES_UP_TO) break;
    headlines.add(line);
  }
  // One short headline (≤ 15) is required: the founder's, else a neutral one in the last place.
  const list = headlines.items.slice(0, H.max);
  if (!list.some((h) => adTextLength(h) <= H.shortMaxLength)) {
    const short = AD_NEUTRAL.shortHeadlines.find((s) => !headlines.has(s))!;
    if (list.length >= H.max) list[list.length - 1] = short;
    else list.push(short);
  }

  // Long headlines: say what is offered, never the name or one of the headlines.
  const nameWords = new Set(wordsOf(businessName));
  // Says what is offered: three words that say something, or two beyond the name ("Pune" or the name alone never).
  const saysWhat = (s: string) =>
    contentWordCount(s) >= 3 || wordsOf(s).filter((w) => !FUNCTION_WORDS.has(w) && !nameWords.has(w)).length >= 2;
  const taken = new Set([...list, businessName].map(distinctKey));
  const longs = new DistinctList(undefined, taken);
  const solutionSentences = sentencesOf(cleanAdText(input.solution)).map(withoutEnd);
  const featureSentences = sentencesOf(cleanAdText(input.feature)).map(withoutEnd);
  const long = (s: string) => {
    const text = capitalise(headlineSafe(s));
    if (
      longs.items.length < L.max &&
      adTextLength(text) <= L.maxLength &&
      saysWhat(text) &&
      !endsOnFunctionWord(text)
    ) {
      longs.add(text);
    }
  };
  if (adTextLength(subject) > H.maxLength) long(subject);
  if (subject && solutionSentences[0]) long(`${subject}: ${solutionSentences[0]}`);
  for (const s of [...solutionSentences, ...featureSentences]) long(s);
  if (subject && featureSentences[0]) long(`${subject} — ${featureSentences[0]}`);
  if (subject)
    for (const tail of AD_NEUTRAL.longHeadlineTails)
      if (longs.items.length < L.recommended) long(`${subject}: ${tail}`);
  // Nothing said what is offered (empty or one-word answers): the name with a neutral invitation
  // that is not one of the headlines.
  for (const tail of AD_NEUTRAL.longHeadlineTails) if (!longs.items.length) longs.add(`${businessName}: ${tail}`);
  if (!longs.items.length) longs.items.push(`${businessName}: ${AD_NEUTRAL.longHeadlineTails[1]}`);

  // Descriptions.
  const descriptions = new DistinctList();
  const facts = [...sentencesOf(cleanAdText(input.solution)), ...sentencesOf(cleanAdText(input.feature))];
  for (const text of [...facts, ...sentencesOf(cleanAdText(input.question))]) {
    const d = sentence(text, D.maxLength);
    if (descriptions.items.length < D.max - 1 && contentWordCount(d) >= 1) descriptions.add(d);
  }
  for (const stock of AD_NEUTRAL.descriptions) {
    if (descriptions.items.length >= D.recommended) break;
    descriptions.add(stock);
  }
  const descs = descriptions.items.slice(0, D.max);
  if (!descs.some((d) => adTextLength(d) <= D.shortMaxLength)) {
    const shortFact = facts.map((f) => sentence(f, D.shortMaxLength)).find((f) => f && f.includes(' '));
    const short = [shortFact, ...AD_NEUTRAL.descriptions].find(
      (s): s is string => !!s && adTextLength(s) <= D.shortMaxLength && !descriptions.has(s),
    )!;
    if (descs.length >= D.max) descs[descs.length - 1] = short;
    else descs.push(short);
  }

  return {
    businessName,
    headlines: list,
    longHeadlines: longs.items,
    descriptions: descs,
    callToAction: callToActionFor(input),
  };
}
