/**
 * Shortening that reads well, for every generated text (landing page and ads): a text that is
 * too long is replaced by a shorter complete phrase of the same text (its first sentence, its
 * first clause, the words before a preposition or conjunction), never cut inside a word, and
 * never left ending on a function word ("for", "and", "the", …). Used by the built-in page
 * writer, the ad copy writer and the model path alike (`fitText`, `fitSentences`). Two plainer
 * cuts live here too: `cutWithEllipsis` (a page's or report's title and description, with "…")
 * and `shortenToCap` (a paste into the idea form); both cut at a space, and inside a word only
 * when no space is near enough.
 */

/** How long a text is for a field: characters for the page, Google's count for ads. */
export type Measure = (text: string) => number;

/** UTF-16 length, the way the landing page contract's `max()` counts. */
const charLength: Measure = (text) => text.length;

function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  );
}

/** The length Google Ads counts for a text: one per character, two for double-width (East Asian wide) characters. */
export const adTextLength: Measure = (text) => {
  let n = 0;
  for (const ch of text) n += isWide(ch.codePointAt(0)!) ? 2 : 1;
  return n;
};

/**
 * Plain one-line text as Google Ads accepts it (and the business name shared by page and ad):
 * no emoji, control or format characters, single spaces, no repeated punctuation.
 */
export function plainText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\p{Extended_Pictographic}|[\p{Cc}\p{Cf}\p{Co}\p{Cs}]|[\u{FE0F}\u{20E3}]/gu, ' ')
    .replace(/([!?.,;:\-–—*~#@&_|/\\])\1+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The longest measure of a text under both counts (a business name must fit the page and the ad). */
export const strictLength: Measure = (text) => Math.max(charLength(text), adTextLength(text));

/**
 * English function words: a heading, headline or name never ends on one of these. Object
 * pronouns ("Built With You", "Your Feedback Shapes It") end a phrase naturally and are not here.
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the this that these those each every some any no our your their its his her my ' +
    'and or nor but so yet because although though if unless while whereas than as ' +
    'of for to in on at by with from into onto over under about above across after against along among around ' +
    'before behind below beneath beside between beyond despite during except inside like near ' +
    'outside past per since through throughout till toward towards until upon via within without ' +
    'is are was were be been being am has have had do does did will would can could shall should may might must ' +
    'who whom whose which what where when why how we they i he she own ' +
    '& + - – — / vs ' +
    // Common connectors of other languages founders mix in (Spanish, Portuguese, French, Hindi in Latin letters).
    'de del la las el los y en con para por al un una que e o da do das dos le les des et pour avec ' +
    'ka ki ke aur se mein ko'
  ).split(' '),
);

/** Auxiliary verbs: the word before one is a subject, so a phrase never ends just before one. */
const AUXILIARIES = new Set(
  'is are was were be been being am has have had do does did will would can could shall should may might must'.split(
    ' ',
  ),
);

const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*/gu;

/** The words of a text (letters or digits, any script), lower case. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/**
 * A word's singular, near enough to match a plural with it ("agreements" → "agreement", "boxes" →
 * "box", "nannies" → "nanny", "walkers" → "walker"; "glass", "bus" stay). Lower case in, lower case out.
 */
export function singularOf(word: string): string {
  if (/\p{L}{2}ies$/u.test(word)) return `${word.slice(0, -3)}y`;
  if (/\p{L}{2}(?:x|ch|sh|ss|z)es$/u.test(word)) return word.slice(0, -2);
  return /\p{L}{2}[^s\d]s$/u.test(word) ? word.slice(0, -1) : word;
}

/** Punctuation a shortened phrase should not end with. */
const TRAILING = /[\s,;:.!…\-–—(/&|+*~#@_"'“‘]+$/u;

/** The last word of a text (lower case, without punctuation), or ''. */
export function lastWord(text: string): string {
  const w = wordsOf(text);
  return w[w.length - 1] ?? '';
}

/**
 * Does the text end on a function word ("Dog walkers for")? A whole sentence (ending with ".",
 * "!" or "?", such as "What are you looking for?") is complete and does not count.
 */
export function endsOnFunctionWord(text: string): boolean {
  const t = text.trim();
  if (!t || /[.!?。！？]$/u.test(t)) return false;
  const parts = t.replace(TRAILING, '').split(/\s+/);
  return FUNCTION_WORDS.has((parts.pop() ?? '').toLowerCase()) && !contentEnding(parts.pop() ?? '', t);
}

/** Words of time after which "before" or "after" is an adverb that ends a phrase ("booked the evening before"). */
const TIME_NOUNS = new Set(
  'day days evening evenings night nights morning mornings week weeks month months year years hour hours minute minutes'.split(
    ' ',
  ),
);

/** Words before "will" or "can" that make it a noun ("Original will", "Living will", "Tin can"). */
const MODAL_NOUN_BEFORE = new Set('original living last new simple mirror single joint draft tin watering trash garbage spray paint oil soda beer'.split(' '));

/**
 * Does `text` end on a function word that is not one there, `previous` being the word before it:
 * "before"/"after" as an adverb ("booked the evening before"), or "will" or "can" as a noun
 * ("Original will", "Tin can")?
 */
function contentEnding(previous: string, text: string): boolean {
  const end = text.replace(TRAILING, '');
  if (/\b(?:before|after)$/iu.test(end)) return TIME_NOUNS.has(previous.toLowerCase());
  return /\s(?:will|can)$/iu.test(end) && MODAL_NOUN_BEFORE.has(previous.toLowerCase());
}

/** Drop trailing punctuation and trailing function words ("Harvested the morning of" → "Harvested the morning"). */
export function trimDangling(text: string): string {
  let t = text.replace(TRAILING, '').trim();
  for (;;) {
    const parts = t.split(/\s+/);
    if (parts.length <= 1 || !FUNCTION_WORDS.has(parts[parts.length - 1]!.toLowerCase().replace(TRAILING, ''))) break;
    if (contentEnding(parts[parts.length - 2]!, t)) break;
    parts.pop();
    t = parts.join(' ').replace(TRAILING, '').trim();
  }
  // A single remaining word that is itself a function word says nothing.
  return FUNCTION_WORDS.has(t.toLowerCase()) ? '' : t;
}

/** The sentences of a text, each with its end punctuation. */
export function sentencesOf(text: string): string[] {
  // (A point between digits is a decimal point: "Rs 1.5 lakh" is one sentence.)
  return (text.match(/(?:[^.!?。！？\n]|\.(?=\d))+(?:[.!?。！？]+|$)/gu) ?? [])
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** The clauses of a sentence: the parts between commas, semicolons, colons, dashes and brackets. */
export function clausesOf(text: string): string[] {
  return text
    .split(/\s*[,;:()\u2013\u2014]\s*|\s+-\s+|\s*[.!?]\s+/u)
    .map((c) => c.replace(TRAILING, '').trim())
    .filter((c) => /[\p{L}\p{N}]/u.test(c));
}

/**
 * Words that open a new clause. A sentence shortened for a description breaks only before one
 * of these, so a qualifier ("pause any day | before 9pm") is never dropped from a sentence.
 * Not "or": it joins the items of a list ("pesticide or fertiliser").
 */
const CONJUNCTIONS = new Set('and but so yet while whereas because although though which who whom whose'.split(' '));

/** Subject pronouns: a clause that starts with one stands on its own. */
const SUBJECTS = new Set(['we', 'you', 'they', 'it', 'i', 'he', 'she']);

/** Words that open a relative clause. */
const RELATIVES = new Set(['who', 'which', 'that', 'whose', 'whom', 'where']);

/** Words that open a noun phrase: the word before one is usually a verb or preposition ("prepare a"). */
const DETERMINERS = new Set(
  'a an the these those each every some any no our your their its his her my un una el la los las le les'.split(' '),
);

/**
 * Prefixes of a phrase that end just before a function word, shortest first: "Dog walkers for
 * busy professionals in Pune" → "Dog walkers", "Dog walkers for busy professionals". A number
 * range ("8 to 14") is never split, and a phrase is never ended just before an article ("Home
 * cooks prepare | a lunch" would leave a verb hanging) or an auxiliary verb. With `at: 'clause'`
 * it breaks only before a conjunction.
 */
export function phrasePrefixes(text: string, at: 'phrase' | 'clause' = 'phrase'): string[] {
  const parts = text.trim().split(/\s+/);
  const out: string[] = [];
  let inRelative = false;
  for (let i = 1; i < parts.length; i++) {
    const next = parts[i]!.toLowerCase();
    const prev = parts[i - 1]!;
    if (RELATIVES.has(prev.toLowerCase()) && i > 1) inRelative = true;
    if (!FUNCTION_WORDS.has(next) || DETERMINERS.has(next) || AUXILIARIES.has(next)) continue;
    if (at === 'clause' && !CONJUNCTIONS.has(next)) continue;
    // "and" joins clauses only before a new subject ("every weekday | and we deliver"); else it
    // joins the items of a list ("Saturday and Sunday"), which must stay together.
    if (at === 'clause' && next === 'and' && !SUBJECTS.has((parts[i + 1] ?? '').toLowerCase())) continue;
    // Inside a relative clause ("artists who come | to your home") every break leaves it unfinished.
    if (inRelative) break;
    // A range stays whole: "8 to 14", "7am to 9pm", "10% to 20%".
    if (/\d[\p{L}%]{0,3}$/u.test(prev) && /^(to|-|–|—)$/u.test(next) && /^\d/u.test(parts[i + 1] ?? '')) continue;
    const raw = parts.slice(0, i).join(' ').replace(TRAILING, '');
    const prefix = trimDangling(raw);
    // Only a clean break: a prefix that itself ended on a function word is not a phrase.
    if (prefix && prefix === raw && !out.includes(prefix)) out.push(prefix);
  }
  return out;
}

/**
 * Whether text that follows a cut goes on with an item of a list ("… a photo | and story of the
 * weaver", "price, availability | and specialism"): it opens with and/or/&/plus and no subject
 * pronoun follows. Only "and we ship…" style text opens a clause of its own.
 */
export function continuesAList(after: string): boolean {
  const [first = '', second = ''] = after.replace(/^[\s,;:]+/u, '').split(/\s+/);
  return /^(and|or|&|plus)$/iu.test(first) && !SUBJECTS.has(second.toLowerCase());
}

/** "that are" / "who is" … before a past participle: a relative clause that reduces to its participle. */
const REDUCIBLE_RELATIVE = /\b(?:that|which|who)\s+(?:are|is|were|was)\s+(?=\p{L}+(?:ed|en)\b)/giu;

export interface FitOptions {
  measure?: Measure;
  /**
   * A heading, headline or name: no end punctuation and never ending on a function word.
   * Otherwise (a sentence) a whole sentence keeps its own punctuation.
   */
  heading?: boolean;
  /** Only a complete phrase: '' rather than the first words that fit. */
  whole?: boolean;
}

/** The whole words of `text` that fit in `max` (cut at a space, dangling words dropped), or ''. */
function cutAtWord(text: string, max: number, measure: Measure): string {
  const parts = text.split(/\s+/);
  let out = '';
  for (const p of parts) {
    const next = out ? `${out} ${p}` : p;
    if (measure(next) > max) break;
    out = next;
  }
  return trimDangling(out);
}

/** How many round brackets a text opens and does not close ("Vans (VW Transporter" → 1); 0 when balanced. */
export function bracketDepth(text: string): number {
  return (text.match(/\(/gu) ?? []).length - (text.match(/\)/gu) ?? []).length;
}

/** A shortened text never leaves a bracket open: cut before its last unclosed "(" ("Vans (VW Transporter" → "Vans"). */
function closeBrackets(text: string): string {
  let out = text;
  while (bracketDepth(out) > 0) out = trimDangling(out.slice(0, out.lastIndexOf('(')).trim());
  return out;
}

/**
 * `text` within `max`, as a complete phrase: the whole text when it fits; else its first
 * sentence, its first clause, or the longest phrase before a function word that fits; only
 * when none of those fits, its first whole words. Never cuts inside a word and never ends on a
 * function word; '' when not even the first word fits.
 */
export function fitText(text: string, max: number, options: FitOptions = {}): string {
  const measure = options.measure ?? charLength;
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return '';
  const finish = (s: string) => (options.heading ? trimDangling(s) : s);
  if (measure(clean) <= max) {
    const whole = finish(clean);
    if (whole && !endsOnFunctionWord(whole)) return whole;
  }
  const first = sentencesOf(clean)[0] ?? clean;
  if (first !== clean && measure(first) <= max) {
    const s = finish(first);
    if (s && !endsOnFunctionWord(s)) return s;
  }
  const sentence = first.replace(/[.!?。！？]+$/u, '');
  const firstClause = clausesOf(first)[0] ?? first;
  // A one-word first clause is an item of a list ("Dal, chawal, sabzi and roti…"): read on.
  const clause = firstClause.split(/\s+/).length >= 2 ? firstClause : sentence;
  // The first comma-clause stands alone only when what follows opens a clause of its own
  // ("Book a technician online, | they arrive…"), not when it goes on with a list ("Sends
  // polite, | escalating reminders": the heading is then a phrase of the whole sentence).
  const after = sentence.slice(sentence.indexOf(clause) + clause.length);
  const nextWord = (after.replace(/^[\s,]+/u, '').split(/\s+/)[0] ?? '').toLowerCase();
  const standsAlone = !after.trimStart().startsWith(',') || SUBJECTS.has(nextWord) || CONJUNCTIONS.has(nextWord);
  let candidates: string[];
  if (options.heading) {
    const head = standsAlone ? clause : sentence;
    // A relative clause with a participle reads as well reduced ("products that are tested on
    // skin" → "products tested on skin"), and the reduced phrase may fit where cutting before
    // "that" would leave only its noun ("Only products").
    const reduced = head.replace(REDUCIBLE_RELATIVE, '');
    candidates = [
      ...(standsAlone ? [clause] : []),
      ...(reduced !== head ? [reduced] : []),
      ...phrasePrefixes(reduced, 'phrase').reverse(),
    ];
  } else {
    // A sentence breaks first before a conjunction ("…every weekday | and we deliver…"), which
    // keeps a list together; only then at its first comma or dash, then before any phrase.
    const part = sentence.split(/\s*[;:()\u2013\u2014]\s*|\s+-\s+/u)[0] ?? sentence;
    candidates = [
      ...phrasePrefixes(part, 'clause').reverse(),
      ...(standsAlone ? [clause] : []),
      ...(options.whole ? [] : phrasePrefixes(clause, 'phrase').reverse()),
    ];
  }
  for (const c of candidates) {
    const s = closeBrackets(trimDangling(c));
    if (s && measure(s) <= max && s.split(/\s+/).length >= Math.min(2, c.split(/\s+/).length)) return s;
  }
  return options.whole ? '' : closeBrackets(cutAtWord(clause, max, measure));
}

/**
 * As many whole sentences of `text` as fit in `max` (for paragraphs and descriptions); when not
 * even the first one fits, that sentence shortened by `fitText`.
 */
export function fitSentences(text: string, max: number, options: Omit<FitOptions, 'heading'> = {}): string {
  const measure = options.measure ?? charLength;
  const clean = text.replace(/[ \t]+/g, ' ').trim();
  if (measure(clean) <= max && !endsOnFunctionWord(clean)) return clean;
  let out = '';
  for (const s of sentencesOf(clean)) {
    const next = out ? `${out} ${s}` : s;
    if (measure(next) > max) break;
    out = next;
  }
  if (out && !endsOnFunctionWord(out)) return out;
  return fitText(clean, max, options);
}

/**
 * `text` (spaces collapsed) cut at a whole word to at most `max` characters, with an ellipsis when
 * cut (a `<title>`, a meta description, a shared report's card); inside the first word only when
 * that word alone is too long.
 */
export function cutWithEllipsis(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t
    .slice(0, max - 1)
    .replace(/\s+\S*$/, '')
    .replace(/[\s,;:—–-]+$/, '');
  return (cut || t.slice(0, max - 1)) + '…';
}

/**
 * A founder's pasted text cut to `cap` characters (the idea form, which says it was shortened): at
 * the last space when one is near the end (in the last 40%), else at the cap, inside a word.
 */
export function shortenToCap(text: string, cap: number): string {
  if (text.length <= cap) return text;
  const cut = text.slice(0, cap);
  const space = cut.lastIndexOf(' ');
  const atWord = /\s/.test(text[cap] ?? ' ') ? cut : space >= cap * 0.6 ? cut.slice(0, space) : cut;
  return atWord.replace(/[\s,;:–—-]+$/u, '');
}
