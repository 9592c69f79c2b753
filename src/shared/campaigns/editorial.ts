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
  long_headline: string;
  descriptions: string[];
  business_name: string;
}

export type AdTextKind = 'headline' | 'long_headline' | 'description' | 'business_name';

/** Where a problem is: one text (`index` for headlines and descriptions) or a whole list. */
export interface AdCopyIssue {
  field: 'headlines' | 'long_headline' | 'descriptions' | 'business_name';
  /** 0-based position in `headlines` / `descriptions`; absent for single texts and list-wide rules. */
  index?: number;
  message: string;
}

export const AD_TEXT_MAX: Record<AdTextKind, number> = {
  headline: AD_LIMITS.headlines.maxLength,
  long_headline: AD_LIMITS.longHeadline.maxLength,
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

/** "Headline 2", "Long headline", "Description 1", "Business name". */
export function adFieldLabel(kind: AdTextKind, index = 0): string {
  switch (kind) {
    case 'headline':
      return `Headline ${index + 1}`;
    case 'description':
      return `Description ${index + 1}`;
    case 'long_headline':
      return 'Long headline';
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

/** Each rule's problems for a whole ad, in field order (business name, headlines, long headline, descriptions). */
export function adCopyIssues(copy: AdCopyTexts): AdCopyIssue[] {
  const issues: AdCopyIssue[] = [];
  const H = AD_LIMITS.headlines;
  const D = AD_LIMITS.descriptions;
  for (const message of adTextProblems('business_name', copy.business_name)) {
    issues.push({ field: 'business_name', message });
  }
  if (copy.headlines.length < H.min || copy.headlines.length > H.max) {
    issues.push({ field: 'headlines', message: `Headlines: ${H.min} to ${H.max} headlines` });
  }
  copy.headlines.forEach((h, index) => {
    for (const message of adTextProblems('headline', h, index)) issues.push({ field: 'headlines', index, message });
    const first = copy.headlines.findIndex((o) => o.trim().toLowerCase() === h.trim().toLowerCase());
    if (h.trim() && first < index) {
      issues.push({ field: 'headlines', index, message: `Headline ${index + 1}: the same as headline ${first + 1}` });
    }
  });
  if (copy.headlines.length && !copy.headlines.some((h) => h.trim() && googleTextLength(h) <= H.shortMaxLength)) {
    issues.push({
      field: 'headlines',
      message: `Headlines: at least one headline of ${H.shortMaxLength} characters or fewer`,
    });
  }
  for (const message of adTextProblems('long_headline', copy.long_headline)) {
    issues.push({ field: 'long_headline', message });
  }
  if (copy.descriptions.length < D.min || copy.descriptions.length > D.max) {
    issues.push({ field: 'descriptions', message: `Descriptions: ${D.min} to ${D.max} descriptions` });
  }
  copy.descriptions.forEach((d, index) => {
    for (const message of adTextProblems('description', d, index)) {
      issues.push({ field: 'descriptions', index, message });
    }
    const first = copy.descriptions.findIndex((o) => o.trim().toLowerCase() === d.trim().toLowerCase());
    if (d.trim() && first < index) {
      issues.push({
        field: 'descriptions',
        index,
        message: `Description ${index + 1}: the same as description ${first + 1}`,
      });
    }
  });
  if (copy.descriptions.length && !copy.descriptions.some((d) => d.trim() && googleTextLength(d) <= D.shortMaxLength)) {
    issues.push({
      field: 'descriptions',
      message: `Descriptions: at least one description of ${D.shortMaxLength} characters or fewer`,
    });
  }
  return issues;
}
