import { createHash } from 'node:crypto';
import { AD_LIMITS, CALL_TO_ACTIONS } from '../../../shared/campaigns/ad-limits';
import { clausesOf, DETERMINERS, FUNCTION_WORDS, sentencesOf, wordsOf } from '../../../shared/text/fit';
import { businessNameOf } from '../../generation/builtin/builtin';
import { FRAMING } from '../../generation/builtin/framing';
import { cleanText } from '../../generation/builtin/text';
import type { AdCopy, AdCopyInput } from './ad-copy';
import { adTextLength, capitalise, cleanAdText, fitAdText, headlineSafe } from './text-fit';

const H = AD_LIMITS.headlines;
const D = AD_LIMITS.descriptions;

function pick<T>(list: readonly T[], seed: string, salt: string): T {
  const h = createHash('sha256').update(salt).update('\0').update(seed).digest();
  return list[h.readUInt32BE(0) % list.length]!;
}

/** A headline: a complete phrase within `max`, no "!" and no end punctuation. */
function headline(text: string, max: number = H.maxLength): string {
  return capitalise(fitAdText(headlineSafe(text), max));
}

/** A description: a whole sentence, or a complete clause of it, within `max`, ending with a full stop. */
function sentence(text: string, max: number): string {
  const fitted = capitalise(fitAdText(text, max, false));
  if (!fitted) return '';
  return /[.!?]$/u.test(fitted) || adTextLength(fitted) + 1 > max ? fitted : `${fitted}.`;
}

/**
 * Headlines from the clauses of a longer answer, each only when it survives nearly whole (at
 * most one word dropped): "Harvested the morning of delivery, zero cold storage" gives "Zero
 * cold storage", never a broken phrase.
 */
function clauseHeadlines(text: string): string[] {
  const words = (t: string) => t.split(/\s+/).filter(Boolean).length;
  const clauses = clausesOf(cleanAdText(headlineSafe(text)));
  return clauses
    .map((clause) => {
      const fitted = headline(clause);
      // One word of a list ("Dal, chawal, …") is no headline, nor a clause that leans on
      // another ("if they do not confirm", "in groups of eight").
      if (clauses.length > 1 && words(clause) < 2) return '';
      const first = clause.split(/\s+/)[0]!.toLowerCase();
      if (FUNCTION_WORDS.has(first) && !DETERMINERS.has(first)) return '';
      return fitted && words(fitted) >= words(clause) - 1 ? fitted : '';
    })
    // A headline of function words only says nothing ("I", from an answer "i").
    .filter((h) => h && contentWordCount(h) >= 1);
}

/** How many words of a text say something (not "an", "for", "the"…). */
function contentWordCount(text: string): number {
  return wordsOf(text).filter((w) => !FUNCTION_WORDS.has(w)).length;
}

/** Add `text` unless empty or already present (case-insensitively). */
function addUnique(list: string[], text: string): void {
  if (text && !list.some((x) => x.toLowerCase() === text.toLowerCase())) list.push(text);
}

/** The idea as a title: the page's header, else the first answer without the founder's brand name. */
function subjectOf(input: AdCopyInput): string {
  const fromIdea = businessNameOf(cleanAdText(input.idea)).rest;
  return cleanAdText(input.header || fromIdea || input.title || '').replace(/[.:;,!?]+$/u, '');
}

/** The first of these that fits whole: idea + solution, idea + feature; else the idea shortened to a complete phrase. */
function longHeadlineFor(input: AdCopyInput, subject: string): string {
  const max = AD_LIMITS.longHeadline.maxLength;
  const firstSolution = sentencesOf(cleanAdText(input.solution))[0]?.replace(/[.!?]+$/u, '') ?? '';
  const firstFeature = sentencesOf(cleanAdText(input.feature))[0]?.replace(/[.!?]+$/u, '') ?? '';
  const whole = [
    subject && firstSolution ? `${subject}: ${firstSolution}` : '',
    subject && firstFeature ? `${subject} — ${firstFeature}` : '',
  ].find((s) => s && adTextLength(headlineSafe(s)) <= max);
  return headline(whole ?? subject, max);
}

/**
 * The built-in, deterministic ad copy writer: the founder's own words (idea, solution, unique
 * feature, the landing page's header) as complete phrases within Google's limits, topped up with
 * neutral lines (`FRAMING.ads`). The business name is the one the campaign was created with —
 * by default the landing page's — shortened by whole words. Always passes `adCopyProblems`.
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
  const seed = [input.businessName, input.idea, input.solution, input.feature].join('\n');
  const businessName = fitAdText(input.businessName, AD_LIMITS.businessName.maxLength) || 'Untitled Business';
  const subject = subjectOf(input);

  const headlines: string[] = [];
  addUnique(headlines, headline(businessName));
  // The idea's title, when a complete phrase of it that says something fits ("An app" does not).
  const subjectHeadline = headline(subject);
  if (contentWordCount(subjectHeadline) >= 2) addUnique(headlines, subjectHeadline);
  for (const text of [input.feature, input.solution]) {
    for (const h of clauseHeadlines(text)) addUnique(headlines, h);
  }
  for (const stock of FRAMING.ads.headlines) {
    if (headlines.length >= H.min) break;
    addUnique(headlines, stock);
  }
  headlines.splice(H.max - 1);
  // One short headline (≤ 15) is required: a short one the founder wrote, or a neutral one.
  const short = headlines.find((h) => adTextLength(h) <= H.shortMaxLength);
  if (short) {
    headlines.splice(headlines.indexOf(short), 1);
    headlines.unshift(short);
  } else {
    const shortSubject = headline(subject, H.shortMaxLength);
    const candidate =
      shortSubject &&
      contentWordCount(shortSubject) >= 2 &&
      !headlines.some((h) => h.toLowerCase() === shortSubject.toLowerCase())
        ? shortSubject
        : pick(
            FRAMING.ads.shortHeadlines.filter((s) => !headlines.some((h) => h.toLowerCase() === s.toLowerCase())),
            seed,
            'short',
          );
    headlines.unshift(candidate);
  }
  headlines.splice(H.max);

  const longHeadline = longHeadlineFor(input, subject) || headline(businessName, AD_LIMITS.longHeadline.maxLength);

  const descriptions: string[] = [];
  const facts = [...sentencesOf(cleanAdText(input.solution)).slice(0, 2), ...sentencesOf(cleanAdText(input.feature))];
  // Only sentences that say something: "I." (from an answer "i") is no description.
  const sayings = [...facts, cleanAdText(input.question)].map((f) => sentence(f, D.maxLength));
  for (const text of sayings) if (contentWordCount(text) >= 1) addUnique(descriptions, text);
  descriptions.splice(D.max - 1);
  for (const stock of FRAMING.ads.descriptions) {
    if (descriptions.length >= D.min) break;
    addUnique(descriptions, stock);
  }
  if (!descriptions.some((d) => adTextLength(d) <= D.shortMaxLength)) {
    const shortFact = facts.map((f) => sentence(f, D.shortMaxLength)).find((f) => f && f.includes(' '));
    addUnique(descriptions, shortFact && !descriptions.includes(shortFact) ? shortFact : FRAMING.ads.descriptions[0]);
    if (!descriptions.some((d) => adTextLength(d) <= D.shortMaxLength)) descriptions.push(FRAMING.ads.descriptions[1]);
  }
  // Keep the short one when trimming to the maximum count.
  while (descriptions.length > D.max) {
    const i = descriptions.findIndex((d, idx) => idx > 0 && adTextLength(d) > D.shortMaxLength);
    descriptions.splice(i > 0 ? i : descriptions.length - 1, 1);
  }

  return {
    businessName,
    headlines,
    longHeadline,
    descriptions,
    callToAction: pick(CALL_TO_ACTIONS, seed, 'cta'),
  };
}
