import { FUNCTION_WORDS, singularOf, wordsOf } from '../text/fit';
import { AD_LIMITS } from './ad-limits';
import type { AdContent } from '../contracts/campaigns';
import { adCopyIssues, type AdCopyIssue } from './editorial';

/**
 * An ad strength meter for the founder's ad copy, from Google's published criteria for a
 * Performance Max asset group (docs/ad-campaigns.md#ad-strength): the number of headlines (11
 * recommended), long headlines (2) and descriptions (4) that count, a business name, and
 * headlines that use the landing page's words. A line counts once, and only when it says
 * something about this idea: duplicates, stubs ("Vegetables", "A web tool for"), copies of
 * another field's line and lines any business could run ("Share Your View", "Early Access") do
 * not. Good only with Google's recommendations met by lines that count; Excellent when, besides,
 * every line counts. An ad that breaks a rule of editorial.ts (a limit or a Google policy,
 * `adCopyIssues`) is at most Average: Google would refuse it, whatever its lines. Images are not
 * scored: the app always draws all four. It is our estimate; Google computes its own once the ad
 * runs.
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
  /**
   * The words that say something in the founder's answers (idea, solution, unique feature:
   * `pageWordsOf` them; the contract's `AdContent.answer_words`); [] or absent when unknown.
   */
  answer_words?: AdContent['answer_words'];
  /**
   * The founder's answers, the evidence a claim such as "guaranteed" needs (the contract's
   * `AdContent.claim_evidence`); absent: no claim is backed.
   */
  claim_evidence?: readonly string[];
}

/** Why a line of the ad does not count towards its strength. */
type NotCountedReason = 'duplicate' | 'generic' | 'stub' | 'copy';

interface NotCounted {
  field: 'headline' | 'long_headline' | 'description';
  text: string;
  reason: NotCountedReason;
}

export interface AdStrength {
  level: AdStrengthLevel;
  /** 0–1: the share of the points below that the copy earns. */
  score: number;
  /** Lines with distinct words (as Google's "make headlines more unique" reads them). */
  distinct: { headlines: number; long_headlines: number; descriptions: number };
  /** Lines that count towards the strength: distinct, about this idea, and saying something. */
  counted: { headlines: number; long_headlines: number; descriptions: number };
  /** The lines that do not count, and why. */
  not_counted: NotCounted[];
  /** Headlines (other than the business name) that use at least one of the page's words. */
  page_word_headlines: number;
  /** What to add or change to raise the strength, most valuable first; empty at Excellent. */
  suggestions: string[];
  /** The ad's problems (`adCopyIssues`, policy findings included): any caps the level at Average. */
  issues: AdCopyIssue[];
}

/** The highest level an ad with a problem (a broken limit or policy) can have. */
const MAX_LEVEL_WITH_ISSUES: AdStrengthLevel = 'Average';

/** Headlines using the page's words that Google's "include keywords in your headlines" asks for. */
const PAGE_WORD_HEADLINES = 2;

/**
 * The points of each criterion (score = earned ÷ total). Headlines weigh most: Google's own meter
 * moves most with them.
 */
const WEIGHTS = { headlines: 5, long_headlines: 1, descriptions: 2, business_name: 1, page_words: 1 } as const;

/** Average from 50 % of the points; Good and Excellent need Google's recommendations met (see `adStrength`). */
const AVERAGE = 0.5;

/**
 * Words that name no business: pronouns the function-word list leaves out. A line whose other
 * words are all absent from the founder's answers and page could be any advertiser's ad.
 */
const NAMES_NO_ONE: ReadonlySet<string> = new Set(['you', 'us', 'me', 'it', 'them', 'him', 'yours', 'ours']);

/** Words that count every one of a thing ("All Nannies…" says what "Nannies…" does). */
const QUANTIFIERS: ReadonlySet<string> = new Set(['all', 'every', 'each']);

/** The words of a text that say something (lower case, no "the", "for", "and"…), as a sorted key. */
export function distinctKey(text: string): string {
  // ("Kids' Coding Camp" and "Kids Coding Camp" are one headline: a possessive's apostrophe says nothing new.)
  // (Nor are "DBS-checked Nannies" and "All Nannies Are DBS Checked", or "Rent Agreements in Pune" and "Rent
  // Agreement in Pune": a hyphen's parts and a plural's "s" say nothing new either.)
  const words = wordsOf(text)
    .flatMap((w) => w.replace(/['’]$/u, '').split('-'))
    .filter((w) => w && !FUNCTION_WORDS.has(w) && !QUANTIFIERS.has(w))
    .map(singularOf);
  return [...new Set(words.length ? words : wordsOf(text))].sort().join(' ');
}

/**
 * How many of `texts` are distinct: two texts with the same words that say something (ignoring
 * case, order, punctuation and words such as "the", "for") count once, as do empty ones (none).
 */
export function distinctCount(texts: readonly string[]): number {
  return new Set(texts.map(distinctKey).filter(Boolean)).size;
}

/** Does `text` hold one of `words` (whole words, lower case, singular or plural)? */
function usesWords(text: string, words: ReadonlySet<string>): boolean {
  const stems = new Set([...words].map(singularOf));
  return wordsOf(text).some((w) => stems.has(singularOf(w)));
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

/** The words of a text that could tell one business from another. */
const sayingWords = (text: string) =>
  wordsOf(text).filter((w) => !FUNCTION_WORDS.has(w) && !NAMES_NO_ONE.has(w) && !/^\d+$/.test(w));

/**
 * A stub says too little to count: one word that says something ("Vegetables"), or a phrase
 * cut on a function word ("A web tool for"). A whole sentence ("What are you looking for?") is complete.
 */
function isStub(text: string): boolean {
  const t = text.trim();
  const words = wordsOf(t);
  const last = words[words.length - 1] ?? '';
  const cut = !/[.!?。！？]$/u.test(t) && FUNCTION_WORDS.has(last);
  return sayingWords(t).length <= 1 || cut;
}

/**
 * Which of `texts` count: each line once (by `distinctKey`), not empty, not a stub, not a copy of
 * another field's line (`taken`), and, when the founder's and the page's words are known, sharing
 * at least one of them (else it could be any business's line: "Share Your View", "Early Access").
 */
function countLines(
  field: NotCounted['field'],
  texts: readonly string[],
  known: ReadonlySet<string>,
  taken: ReadonlySet<string>,
  notCounted: NotCounted[],
  name = '',
): number {
  const seen = new Set<string>();
  let n = 0;
  for (const text of texts) {
    const key = distinctKey(text);
    if (!key) continue;
    const reason: NotCountedReason | null = seen.has(key)
      ? 'duplicate'
      : taken.has(key)
        ? 'copy'
        : key === name
          ? null // the business name, however short, is the advertiser's own
          : known.size > 0 && !usesWords(sayingWords(text).join(' '), known)
            ? 'generic'
            : isStub(text)
              ? 'stub'
              : null;
    seen.add(key);
    if (reason) notCounted.push({ field, text, reason });
    else n++;
  }
  return n;
}

const quoted = (lines: readonly NotCounted[]) =>
  lines
    .slice(0, 3)
    .map((l) => `“${l.text}”`)
    .join(', ') + (lines.length > 3 ? '…' : '');

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
  const known = new Set([...pageWords, ...(input.answer_words ?? []).map((w) => w.toLowerCase())]);
  const notCounted: NotCounted[] = [];
  const name = distinctKey(input.business_name);
  const headlineKeys = new Set(input.headlines.map(distinctKey).filter(Boolean));
  const longKeys = new Set(input.long_headlines.map(distinctKey).filter(Boolean));
  const counted = {
    headlines: countLines('headline', input.headlines, known, new Set(), notCounted, name),
    // A long headline that is one of the headlines, or a description that repeats a long headline
    // word for word, adds nothing Google can combine.
    long_headlines: countLines('long_headline', input.long_headlines, known, headlineKeys, notCounted),
    descriptions: countLines('description', input.descriptions, known, longKeys, notCounted),
  };
  // The business name as a headline does not count here: it is there anyway.
  const pageWordHeadlines = input.headlines.filter(
    (h) => h.trim() && distinctKey(h) !== name && usesWords(h, pageWords),
  ).length;
  const hasName = input.business_name.trim() !== '';
  const scorePageWords = pageWords.size > 0;

  const part = (have: number, want: number) => Math.min(1, have / want);
  let earned =
    WEIGHTS.headlines * part(counted.headlines, H.recommended) +
    WEIGHTS.long_headlines * part(counted.long_headlines, L.recommended) +
    WEIGHTS.descriptions * part(counted.descriptions, D.recommended) +
    (hasName ? WEIGHTS.business_name : 0);
  let total = WEIGHTS.headlines + WEIGHTS.long_headlines + WEIGHTS.descriptions + WEIGHTS.business_name;
  if (scorePageWords) {
    earned += WEIGHTS.page_words * part(pageWordHeadlines, PAGE_WORD_HEADLINES);
    total += WEIGHTS.page_words;
  }
  const score = Math.round((earned / total) * 100) / 100;

  const suggestions: string[] = [];
  const issues = adCopyIssues(input, input.claim_evidence ? { answers: input.claim_evidence } : undefined);
  const repeated = (n: number, d: number, what: string) =>
    n > d ? ` (${plural(n - d, `${what} repeats`, `${what}s repeat`)} the words of another)` : '';
  const filled = (list: string[]) => list.filter((t) => t.trim()).length;
  if (counted.headlines < H.recommended) {
    suggestions.push(
      `Add ${plural(H.recommended - counted.headlines, 'more distinct headline', 'more distinct headlines')}: Google recommends ${H.recommended} or more${repeated(filled(input.headlines), distinct.headlines, 'headline')}.`,
    );
  }
  const generic = notCounted.filter((l) => l.reason === 'generic');
  if (generic.length) {
    suggestions.push(
      `Replace ${plural(generic.length, 'line', 'lines')} that could be any business's (${quoted(generic)}) with what only your idea offers: they do not count.`,
    );
  }
  const stubs = notCounted.filter((l) => l.reason === 'stub');
  if (stubs.length) {
    suggestions.push(
      `Say more in ${plural(stubs.length, 'line that says', 'lines that say')} too little (${quoted(stubs)}): a single word or a phrase cut short does not count.`,
    );
  }
  const copies = notCounted.filter((l) => l.reason === 'copy');
  if (copies.length) {
    suggestions.push(
      `Rewrite ${plural(copies.length, 'line that repeats', 'lines that repeat')} another field word for word (${quoted(copies)}): a copy does not count.`,
    );
  }
  if (!hasName) suggestions.push('Add your business name.');
  if (counted.descriptions < D.recommended) {
    suggestions.push(
      `Add ${plural(D.recommended - counted.descriptions, 'more distinct description', 'more distinct descriptions')}: Google recommends ${D.recommended} or more${repeated(filled(input.descriptions), distinct.descriptions, 'description')}.`,
    );
  }
  if (counted.long_headlines < L.recommended) {
    suggestions.push(
      `Add ${plural(L.recommended - counted.long_headlines, 'more long headline', 'more long headlines')}: Google recommends ${L.recommended} or more.`,
    );
  }
  if (scorePageWords && pageWordHeadlines < PAGE_WORD_HEADLINES) {
    suggestions.push(
      `Use your page's words in ${plural(PAGE_WORD_HEADLINES - pageWordHeadlines, 'more headline', 'more headlines')} (for example “${input.page_words.slice(0, 3).join('”, “')}”), so the ad matches the page.`,
    );
  }

  const minimumMet =
    hasName && counted.headlines >= H.min && counted.long_headlines >= L.min && counted.descriptions >= D.min;
  // Google's published recommendations for the text of a Performance Max asset group: 11 or more
  // headlines, 2 or more long headlines, 4 or more descriptions, and keywords in the headlines.
  const recommended =
    counted.headlines >= H.recommended &&
    counted.long_headlines >= L.recommended &&
    counted.descriptions >= D.recommended &&
    (!scorePageWords || pageWordHeadlines >= PAGE_WORD_HEADLINES);
  const rated: AdStrengthLevel = !minimumMet
    ? 'Poor'
    : recommended && hasName
      ? notCounted.length === 0
        ? 'Excellent'
        : 'Good'
      : score >= AVERAGE
        ? 'Average'
        : 'Poor';
  const cap = AD_STRENGTH_LEVELS.indexOf(MAX_LEVEL_WITH_ISSUES);
  const capped = issues.length > 0 && AD_STRENGTH_LEVELS.indexOf(rated) > cap;
  const level = capped ? MAX_LEVEL_WITH_ISSUES : rated;
  // Said only when it lowers the level: the problems themselves are shown beside their fields.
  if (capped) {
    suggestions.unshift(
      `Fix ${plural(issues.length, 'problem', 'problems')} marked beside the fields: Google would refuse the ad, so it is rated at most ${MAX_LEVEL_WITH_ISSUES}.`,
    );
  }
  return {
    level,
    score,
    distinct,
    counted,
    not_counted: notCounted,
    page_word_headlines: pageWordHeadlines,
    suggestions,
    issues,
  };
}
