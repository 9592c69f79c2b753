import { AD_LIMITS } from './ad-limits';
import { adTextLength } from '../text/fit';

/**
 * Google Ads' limits and basic editorial rules for the texts of a Performance Max asset group,
 * written once for the server (which refuses copy that breaks them) and the web form (which
 * shows the same messages while the founder types). Every message names its field.
 */

/** The length Google Ads counts: one per character, two for double-width (East Asian wide) ones. */
export const googleTextLength = adTextLength;

/** The founder-editable texts of an ad (the same order as stored and sent to Google). */
export interface AdCopyTexts {
  headlines: string[];
  long_headlines: string[];
  descriptions: string[];
  business_name: string;
}

export type AdTextKind = 'headline' | 'long_headline' | 'description' | 'business_name';

/** Where a problem is: one text (`index` for headlines and descriptions) or a whole list. */
export interface AdCopyIssue {
  field: 'headlines' | 'long_headlines' | 'descriptions' | 'business_name';
  /** 0-based position in `headlines` / `long_headlines` / `descriptions`; absent for the name and list-wide rules. */
  index?: number;
  message: string;
}

export const AD_TEXT_MAX: Record<AdTextKind, number> = {
  headline: AD_LIMITS.headlines.maxLength,
  long_headline: AD_LIMITS.longHeadlines.maxLength,
  description: AD_LIMITS.descriptions.maxLength,
  business_name: AD_LIMITS.businessName.maxLength,
};

/** A word of 2–5 capital letters may be an acronym ("AI", "USA", "NGO"); a longer all-caps word is shouting. */
export const ACRONYM_MAX_LETTERS = 5;
/** A phone number: 7 or more digits, possibly split by spaces, dashes, dots, a leading + or parentheses. */
export const PHONE_MIN_DIGITS = 7;

const PHONE = /\+?\(?\d(?:[\s\-.()]*\d){6,}/u;
const LETTER_RUN = /\p{L}+/gu;
/** "!!", "??", "?!", "!?" and any doubled mark such as ",," or "--". */
const REPEATED_PUNCTUATION = /[!?]{2,}|([.,;:*~#@&_|/\\\-–—'"])\1/u;

/** "Headline 2", "Long headline 1", "Description 1", "Business name". */
export function adFieldLabel(kind: AdTextKind, index = 0): string {
  switch (kind) {
    case 'headline':
      return `Headline ${index + 1}`;
    case 'description':
      return `Description ${index + 1}`;
    case 'long_headline':
      return `Long headline ${index + 1}`;
    case 'business_name':
      return 'Business name';
  }
}

function shouting(text: string): string | null {
  for (const [word] of text.matchAll(LETTER_RUN)) {
    if ([...word].length > ACRONYM_MAX_LETTERS && word === word.toUpperCase() && word !== word.toLowerCase()) {
      return word;
    }
  }
  return null;
}

/**
 * The problems of one text, each message starting with the field's label. Empty when it is fine.
 * An empty text reports only that it is empty.
 */
export function adTextProblems(kind: AdTextKind, text: string, index = 0): string[] {
  const label = adFieldLabel(kind, index);
  if (text.trim() === '') return [`${label}: enter some text`];
  const problems: string[] = [];
  const max = AD_TEXT_MAX[kind];
  const length = googleTextLength(text);
  if (length > max) problems.push(`${label}: at most ${max} characters (now ${length})`);
  if (text !== text.trim()) problems.push(`${label}: no space at the start or end`);
  if (/\s{2,}/u.test(text)) problems.push(`${label}: one space between words`);
  if (/[\r\n\t]/u.test(text)) problems.push(`${label}: one line, no line breaks or tabs`);
  const loud = shouting(text);
  if (loud) {
    problems.push(
      `${label}: "${loud}" is in capital letters; only acronyms of up to ${ACRONYM_MAX_LETTERS} letters may be`,
    );
  }
  const bangs = [...text].filter((c) => c === '!').length;
  if (kind === 'headline' && bangs > 0) problems.push(`${label}: no exclamation marks in headlines`);
  else if (bangs > 1) problems.push(`${label}: at most one exclamation mark`);
  const repeated = REPEATED_PUNCTUATION.exec(text);
  if (repeated) problems.push(`${label}: no repeated punctuation ("${repeated[0]}")`);
  if (PHONE.test(text)) problems.push(`${label}: no phone numbers in ad text`);
  return problems;
}

/**
 * The problems of a list of texts of one kind: its count (`min`–`max`), each text, the same text
 * twice, and (when `short` is given) at least one text of at most `short` characters.
 */
function listIssues(
  field: 'headlines' | 'long_headlines' | 'descriptions',
  kind: 'headline' | 'long_headline' | 'description',
  texts: string[],
  limits: { min: number; max: number; shortMaxLength?: number },
): AdCopyIssue[] {
  const issues: AdCopyIssue[] = [];
  const plural = { headline: 'headlines', long_headline: 'long headlines', description: 'descriptions' }[kind];
  const List = plural[0]!.toUpperCase() + plural.slice(1);
  if (texts.length < limits.min || texts.length > limits.max) {
    issues.push({ field, message: `${List}: ${limits.min} to ${limits.max} ${plural}` });
  }
  texts.forEach((t, index) => {
    for (const message of adTextProblems(kind, t, index)) issues.push({ field, index, message });
    const first = texts.findIndex((o) => o.trim().toLowerCase() === t.trim().toLowerCase());
    if (t.trim() && first < index) {
      issues.push({
        field,
        index,
        message: `${adFieldLabel(kind, index)}: the same as ${adFieldLabel(kind, first).toLowerCase()}`,
      });
    }
  });
  const short = limits.shortMaxLength;
  if (short !== undefined && texts.length && !texts.some((t) => t.trim() && googleTextLength(t) <= short)) {
    issues.push({ field, message: `${List}: at least one ${kind.replace('_', ' ')} of ${short} characters or fewer` });
  }
  return issues;
}

/** Each rule's problems for a whole ad, in field order (business name, headlines, long headlines, descriptions). */
export function adCopyIssues(copy: AdCopyTexts): AdCopyIssue[] {
  const issues: AdCopyIssue[] = [];
  for (const message of adTextProblems('business_name', copy.business_name)) {
    issues.push({ field: 'business_name', message });
  }
  issues.push(...listIssues('headlines', 'headline', copy.headlines, AD_LIMITS.headlines));
  issues.push(...listIssues('long_headlines', 'long_headline', copy.long_headlines, AD_LIMITS.longHeadlines));
  issues.push(...listIssues('descriptions', 'description', copy.descriptions, AD_LIMITS.descriptions));
  return issues;
}
