import { FUNCTION_WORDS, wordsOf } from '../text/fit';
import { AD_LIMITS } from './ad-limits';

/**
 * An ad strength meter for the founder's ad copy, from Google's published criteria for a
 * Performance Max asset group (docs/ad-campaigns.md#ad-strength): the number of distinct
 * headlines (11 recommended), long headlines (2) and descriptions (4), a business name, and
 * headlines that use the landing page's words. Images are not scored: the app always draws all
 * four. It is our estimate; Google computes its own once the ad runs.
 */

export const AD_STRENGTH_LEVELS = ['Poor', 'Average', 'Good', 'Excellent'] as const;
export type AdStrengthLevel = (typeof AD_STRENGTH_LEVELS)[number];

export interface AdStrengthInput {
  business_name: string;
  headlines: string[];
  long_headlines: string[];
  descriptions: string[];
  /** The landing page's own words (`pageWordsOf` its header and title); [] when unknown. */
  page_words: string[];
}

export interface AdStrength {
  level: AdStrengthLevel;
  /** 0–1: the share of the points below that the copy earns. */
  score: number;
  distinct: { headlines: number; long_headlines: number; descriptions: number };
  /** Headlines (other than the business name) that use at least one of the page's words. */
  page_word_headlines: number;
  /** What to add or change to raise the strength, most valuable first; empty at Excellent. */
  suggestions: string[];
}

/** Headlines using the page's words that Google's "include keywords in your headlines" asks for. */
export const PAGE_WORD_HEADLINES = 2;

/**
 * The points of each criterion (score = earned ÷ total). Headlines weigh most: Google's own meter
 * moves most with them.
 */
const WEIGHTS = { headlines: 5, long_headlines: 1, descriptions: 2, business_name: 1, page_words: 1 } as const;

/** Good from 75 % of the points, Average from 50 %; Excellent only with every recommendation met. */
const GOOD = 0.75;
const AVERAGE = 0.5;

/** The words of a text that say something (lower case, no "the", "for", "and"…), as a sorted key. */
export function distinctKey(text: string): string {
  const words = wordsOf(text).filter((w) => !FUNCTION_WORDS.has(w));
  return [...new Set(words.length ? words : wordsOf(text))].sort().join(' ');
}

/**
 * How many of `texts` are distinct: two texts with the same words that say something (ignoring
 * case, order, punctuation and words such as "the", "for") count once, as do empty ones (none).
 */
export function distinctCount(texts: readonly string[]): number {
  return new Set(texts.map(distinctKey).filter(Boolean)).size;
}

/** A word without a plural "s" ("walkers" and "walker" match). */
const stem = (w: string) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);

/** Does `text` hold one of `words` (whole words, lower case, singular or plural)? */
function usesWords(text: string, words: ReadonlySet<string>): boolean {
  const stems = new Set([...words].map(stem));
  return wordsOf(text).some((w) => stems.has(stem(w)));
}

/** The page's words worth repeating in headlines: the words that say something in its header and title. */
export function pageWordsOf(texts: readonly (string | undefined)[]): string[] {
  const out = new Set<string>();
  for (const t of texts) {
    for (const w of wordsOf(t ?? '')) if (!FUNCTION_WORDS.has(w) && w.length > 1) out.add(w);
  }
  return [...out];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The strength of an ad's copy and what would raise it. */
export function adStrength(input: AdStrengthInput): AdStrength {
  const H = AD_LIMITS.headlines;
  const L = AD_LIMITS.longHeadlines;
  const D = AD_LIMITS.descriptions;
  const distinct = {
    headlines: distinctCount(input.headlines),
    long_headlines: distinctCount(input.long_headlines),
    descriptions: distinctCount(input.descriptions),
  };
  const pageWords = new Set(input.page_words.map((w) => w.toLowerCase()));
  // The business name as a headline does not count: it is there anyway.
  const name = distinctKey(input.business_name);
  const pageWordHeadlines = input.headlines.filter(
    (h) => h.trim() && distinctKey(h) !== name && usesWords(h, pageWords),
  ).length;
  const hasName = input.business_name.trim() !== '';
  const scorePageWords = pageWords.size > 0;

  const part = (have: number, want: number) => Math.min(1, have / want);
  let earned =
    WEIGHTS.headlines * part(distinct.headlines, H.recommended) +
    WEIGHTS.long_headlines * part(distinct.long_headlines, L.recommended) +
    WEIGHTS.descriptions * part(distinct.descriptions, D.recommended) +
    (hasName ? WEIGHTS.business_name : 0);
  let total = WEIGHTS.headlines + WEIGHTS.long_headlines + WEIGHTS.descriptions + WEIGHTS.business_name;
  if (scorePageWords) {
    earned += WEIGHTS.page_words * part(pageWordHeadlines, PAGE_WORD_HEADLINES);
    total += WEIGHTS.page_words;
  }
  const score = Math.round((earned / total) * 100) / 100;

  const suggestions: string[] = [];
  const repeated = (n: number, d: number, what: string) =>
    n > d ? ` (${plural(n - d, `${what} repeats`, `${what}s repeat`)} the words of another)` : '';
  const filled = (list: string[]) => list.filter((t) => t.trim()).length;
  if (distinct.headlines < H.recommended) {
    suggestions.push(
      `Add ${plural(H.recommended - distinct.headlines, 'more distinct headline', 'more distinct headlines')}: Google recommends ${H.recommended} or more${repeated(filled(input.headlines), distinct.headlines, 'headline')}.`,
    );
  }
  if (!hasName) suggestions.push('Add your business name.');
  if (distinct.descriptions < D.recommended) {
    suggestions.push(
      `Add ${plural(D.recommended - distinct.descriptions, 'more distinct description', 'more distinct descriptions')}: Google recommends ${D.recommended} or more${repeated(filled(input.descriptions), distinct.descriptions, 'description')}.`,
    );
  }
  if (distinct.long_headlines < L.recommended) {
    suggestions.push(
      `Add ${plural(L.recommended - distinct.long_headlines, 'more long headline', 'more long headlines')}: Google recommends ${L.recommended} or more.`,
    );
  }
  if (scorePageWords && pageWordHeadlines < PAGE_WORD_HEADLINES) {
    suggestions.push(
      `Use your page's words in ${plural(PAGE_WORD_HEADLINES - pageWordHeadlines, 'more headline', 'more headlines')} (for example “${input.page_words.slice(0, 3).join('”, “')}”), so the ad matches the page.`,
    );
  }

  const minimumMet =
    hasName && distinct.headlines >= H.min && distinct.long_headlines >= L.min && distinct.descriptions >= D.min;
  const level: AdStrengthLevel = !minimumMet
    ? 'Poor'
    : suggestions.length === 0
      ? 'Excellent'
      : score >= GOOD
        ? 'Good'
        : score >= AVERAGE
          ? 'Average'
          : 'Poor';
  return { level, score, distinct, page_word_headlines: pageWordHeadlines, suggestions };
}
