import { createHash } from 'node:crypto';
import { AD_LIMITS, CALL_TO_ACTIONS } from '../../../shared/campaigns/ad-limits';
import type { AdCopy, AdCopyInput } from './ad-copy';
import { adTextLength, capitalise, cleanAdText, fitAdText, headlineSafe } from './text-fit';

const H = AD_LIMITS.headlines;
const D = AD_LIMITS.descriptions;

/** Stock lines used when the answers do not give enough usable text. Each fits its slot. */
const SHORT_HEADLINES = ['Try It Early', 'Join the Pilot', 'See What It Is', 'Be Among First', 'Early Access'];
const STOCK_HEADLINES = ['Built for You', 'A Smarter Way', 'Made Simple', 'Get Early Access'];
const STOCK_DESCRIPTIONS = [
  'Tell us what you need and help shape what comes next.',
  'Be among the first to try it. Share your view in a minute.',
];

function pick<T>(list: readonly T[], seed: string, salt: string): T {
  const h = createHash('sha256').update(salt).update('\0').update(seed).digest();
  return list[h.readUInt32BE(0) % list.length]!;
}

function firstSentence(text: string): string {
  const m = /^(.+?[.!?])(\s|$)/u.exec(text.trim());
  return m ? m[1]! : text;
}

function headline(text: string, max: number = H.maxLength): string {
  return capitalise(fitAdText(headlineSafe(text), max).replace(/[.;,]+$/u, ''));
}

function sentence(text: string, max: number): string {
  const fitted = capitalise(fitAdText(text, max));
  if (!fitted) return '';
  // A cut sentence gets no full stop; a whole one keeps its own punctuation or gains one.
  return /[.!?]$/u.test(fitted) || adTextLength(fitted) + 1 > max ? fitted : `${fitted}.`;
}

/**
 * Headlines from the clauses of a longer answer, each only when it survives nearly whole (at
 * most one word cut): "Harvested the morning of delivery, zero cold storage" gives "Zero cold
 * storage", not "Harvested the morning" — better a stock line than a broken phrase.
 */
function clauseHeadlines(text: string): string[] {
  const words = (t: string) => t.split(/\s+/).filter(Boolean).length;
  return cleanAdText(headlineSafe(text))
    .split(/\s*[,;:.!?—–]\s+|\s+-\s+/u)
    .map((clause) => {
      const fitted = headline(clause);
      return fitted && words(fitted) >= words(clause) - 1 ? fitted : '';
    })
    .filter(Boolean);
}

/** Add `text` unless empty or already present (case-insensitively). */
function addUnique(list: string[], text: string): void {
  if (text && !list.some((x) => x.toLowerCase() === text.toLowerCase())) list.push(text);
}

/** The first of these that fits whole: idea + solution, idea + feature; else the idea (or header) cut to fit. */
function longHeadlineFor(input: AdCopyInput): string {
  const max = AD_LIMITS.longHeadline.maxLength;
  const idea = cleanAdText(input.idea).replace(/[.:;,]+$/u, '');
  const whole = [
    idea && input.solution.trim() ? `${idea}: ${cleanAdText(firstSentence(input.solution))}` : '',
    idea && input.feature.trim() ? `${idea} — ${cleanAdText(input.feature)}` : '',
  ].find((s) => s && adTextLength(headlineSafe(s)) <= max);
  return headline(whole ?? (idea || input.header || input.title || ''), max);
}

/**
 * The built-in, deterministic ad copy writer: the founder's own words (idea, solution, unique
 * feature, landing page texts) fitted into Google's limits, topped up with stock lines.
 * Always returns copy that passes `adCopyProblems`.
 */
export function builtinAdCopy(input: AdCopyInput): AdCopy {
  const seed = [input.businessName, input.idea, input.solution, input.feature].join('\n');
  const businessName = fitAdText(input.businessName, AD_LIMITS.businessName.maxLength) || 'Untitled Business';

  const headlines: string[] = [];
  addUnique(headlines, headline(businessName));
  addUnique(headlines, headline(input.idea));
  for (const text of [input.feature, input.title ?? '', input.solution]) {
    for (const h of clauseHeadlines(text)) addUnique(headlines, h);
  }
  for (const stock of STOCK_HEADLINES) {
    if (headlines.length >= H.min) break;
    addUnique(headlines, stock);
  }
  headlines.splice(H.max - 1);
  // One short headline (≤ 15) is required: take a short one the founder wrote, or a stock one.
  const short = headlines.find((h) => adTextLength(h) <= H.shortMaxLength);
  if (short) {
    headlines.splice(headlines.indexOf(short), 1);
    headlines.unshift(short);
  } else {
    const shortIdea = headline(input.idea, H.shortMaxLength);
    const candidate =
      shortIdea && !headlines.some((h) => h.toLowerCase() === shortIdea.toLowerCase()) && shortIdea.includes(' ')
        ? shortIdea
        : pick(
            SHORT_HEADLINES.filter((s) => !headlines.some((h) => h.toLowerCase() === s.toLowerCase())),
            seed,
            'short',
          );
    headlines.unshift(candidate);
  }
  headlines.splice(H.max);

  const longHeadline = longHeadlineFor(input) || `${businessName}: a new idea worth a look`;

  const descriptions: string[] = [];
  addUnique(descriptions, sentence(firstSentence(input.solution), D.maxLength));
  addUnique(descriptions, sentence(input.feature, D.maxLength));
  addUnique(descriptions, sentence(firstSentence(input.about ?? ''), D.maxLength));
  addUnique(descriptions, sentence(input.question, D.maxLength));
  descriptions.splice(D.max - 1);
  for (const stock of STOCK_DESCRIPTIONS) {
    if (descriptions.length >= D.min) break;
    addUnique(descriptions, stock);
  }
  if (!descriptions.some((d) => adTextLength(d) <= D.shortMaxLength)) {
    const fromIdea = sentence(firstSentence(input.solution), D.shortMaxLength);
    addUnique(
      descriptions,
      fromIdea && fromIdea.includes(' ') && !descriptions.includes(fromIdea)
        ? fromIdea
        : sentence(`Be among the first to try ${businessName}`, D.shortMaxLength),
    );
    if (!descriptions.some((d) => adTextLength(d) <= D.shortMaxLength)) descriptions.push(STOCK_DESCRIPTIONS[0]!);
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
