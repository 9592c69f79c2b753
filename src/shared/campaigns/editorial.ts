import { AD_LIMITS } from './ad-limits';
import { adTextLength } from '../text/fit';
import { adTextPolicyFindings, type AdPolicy, type PolicyEvidence, type PolicyTextKind } from './policy';

/**
 * Google Ads' limits and basic editorial rules for the texts of a Performance Max asset group,
 * written once for the server (which refuses copy that breaks them) and the web form (which
 * shows the same messages while the founder types). Every message names its field. The rules
 * that name a Google policy (capitals, punctuation, phone numbers, addresses, claims, symbols,
 * trademarks) live in policy.ts and are part of every list here: one list, one way.
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

/** The kinds of ad text (policy.ts's `PolicyTextKind`: one list). */
export type AdTextKind = PolicyTextKind;

/** Where a problem is: one text (`index` for headlines and descriptions) or a whole list. */
export interface AdCopyIssue {
  field: 'headlines' | 'long_headlines' | 'descriptions' | 'business_name';
  /** 0-based position in `headlines` / `long_headlines` / `descriptions`; absent for the name and list-wide rules. */
  index?: number;
  message: string;
  /** The Google policy the problem breaks (policy.ts), when it is a policy finding; absent for limits and format. */
  policy?: AdPolicy;
}

/** One text's problem: its message (starting with the field's label) and, for a policy finding, the policy. */
export interface AdTextIssue {
  message: string;
  policy?: AdPolicy;
}

export const AD_TEXT_MAX: Record<AdTextKind, number> = {
  headline: AD_LIMITS.headlines.maxLength,
  long_headline: AD_LIMITS.longHeadlines.maxLength,
  description: AD_LIMITS.descriptions.maxLength,
  business_name: AD_LIMITS.businessName.maxLength,
};

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

/**
 * The problems of one text, each message starting with the field's label, policy findings
 * (`adTextPolicyFindings`) with their policy. Empty when it is fine. An empty text reports only
 * that it is empty. `evidence` (the founder's answers) lets a claim they state pass.
 */
function adTextIssues(kind: AdTextKind, text: string, index = 0, evidence?: PolicyEvidence): AdTextIssue[] {
  const label = adFieldLabel(kind, index);
  if (text.trim() === '') return [{ message: `${label}: enter some text` }];
  const problems: AdTextIssue[] = [];
  const max = AD_TEXT_MAX[kind];
  const length = googleTextLength(text);
  if (length > max) problems.push({ message: `${label}: at most ${max} characters (now ${length})` });
  if (text !== text.trim()) problems.push({ message: `${label}: no space at the start or end` });
  if (/\s{2,}/u.test(text)) problems.push({ message: `${label}: one space between words` });
  if (/[\r\n\t]/u.test(text)) problems.push({ message: `${label}: one line, no line breaks or tabs` });
  for (const f of adTextPolicyFindings(kind, text, evidence)) {
    problems.push({ message: `${label}: ${f.message}`, policy: f.policy });
  }
  return problems;
}

/** The messages of `adTextIssues`. */
export function adTextProblems(kind: AdTextKind, text: string, index = 0, evidence?: PolicyEvidence): string[] {
  return adTextIssues(kind, text, index, evidence).map((i) => i.message);
}

/** An issue as the server's error detail says it: its message, then the policy it breaks in parentheses. */
export function adIssueText(issue: { message: string; policy?: AdPolicy }): string {
  return issue.policy ? `${issue.message} (${issue.policy})` : issue.message;
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
  evidence?: PolicyEvidence,
): AdCopyIssue[] {
  const issues: AdCopyIssue[] = [];
  const plural = { headline: 'headlines', long_headline: 'long headlines', description: 'descriptions' }[kind];
  const List = plural[0]!.toUpperCase() + plural.slice(1);
  if (texts.length < limits.min || texts.length > limits.max) {
    issues.push({ field, message: `${List}: ${limits.min} to ${limits.max} ${plural}` });
  }
  texts.forEach((t, index) => {
    for (const issue of adTextIssues(kind, t, index, evidence)) issues.push({ field, index, ...issue });
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

/**
 * Each rule's problems for a whole ad, in field order (business name, headlines, long headlines,
 * descriptions), policy findings included. `evidence`: the founder's answers, which may back a
 * claim ("guaranteed" with its terms).
 */
export function adCopyIssues(copy: AdCopyTexts, evidence?: PolicyEvidence): AdCopyIssue[] {
  const issues: AdCopyIssue[] = [];
  for (const issue of adTextIssues('business_name', copy.business_name, 0, evidence)) {
    issues.push({ field: 'business_name', ...issue });
  }
  issues.push(...listIssues('headlines', 'headline', copy.headlines, AD_LIMITS.headlines, evidence));
  issues.push(...listIssues('long_headlines', 'long_headline', copy.long_headlines, AD_LIMITS.longHeadlines, evidence));
  issues.push(...listIssues('descriptions', 'description', copy.descriptions, AD_LIMITS.descriptions, evidence));
  return issues;
}
