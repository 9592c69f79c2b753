import { LANDING_DEFAULTS } from '../../../shared/contracts/landing';
import { AD_LIMITS } from '../../../shared/campaigns/ad-limits';
import {
  clausesOf,
  fitText,
  FUNCTION_WORDS,
  phrasePrefixes,
  plainText,
  strictLength,
  trimDangling,
} from '../../../shared/text/fit';
import nlp from 'compromise';
import { AD_POLICIES, adTextPolicyFindings } from '../../../shared/campaigns/policy';
import { titleCase } from '../builtin/text';
import type { Locale } from './locale';
import { KIND_NOUNS, looksLikeParticiple } from './lexicon';

/**
 * A business name fits the page and the ad alike (Google's limit for the ad's business name),
 * so the ad can carry exactly the page's name.
 */
const BUSINESS_NAME_MAX = AD_LIMITS.businessName.maxLength;


/** Small words that may sit inside a brand written before a dash ("Ghar ka Khana – …"). */
const NAME_JOINERS = new Set(['ka', 'ki', 'ke', 'de', 'da', 'la', 'le', 'di', 'of', 'on', 'and', 'the', '&', 'n', 'y', 'e']);

/** Another company's mark ("WhatsApp", "Instagram"): never a business's name (Google restricts it in ads, and a visitor reads the page as theirs). */
const othersMark = (name: string) => adTextPolicyFindings('business_name', name).some((f) => f.policy === AD_POLICIES.trademark);

/** Words that name a kind of business, not what it does ("Snow clearing | subscription"). */

/**
 * A name of one word says only the category ("Accounting"): with whom it is for when that fits
 * ("Freelancer Accounting", "Shop Owner Bookkeeping": the people's noun before it, as English
 * names a trade), else with where it is ("Tutoring in Leeds"), else as it is.
 */
function namedMore(word: string, idea: string): string {
  // (The people's noun with a word before it that is its kind: "Shop Owner" of "for Lagos shop owners".)
  const people = /\bfor\s+(?:[\p{L}'’-]+\s+){0,2}?((?:\p{Ll}[\p{Ll}-]+\s+)?\p{Ll}[\p{Ll}-]+s)\b/u.exec(idea)?.[1];
  if (people) {
    const parts = people.split(/\s+/u);
    const last = parts.pop()!;
    const single = (nlp(last).nouns().toSingular().text() as string) || last;
    // (Only a noun before it is the people's kind: "shop owners", not "busy families".)
    // (Read in its phrase; the tagger may take "shop" for a verb, never for an adjective.)
    const firstTags = (nlp(people).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
    const kind = parts.length && !firstTags.includes('Adjective') ? `${parts[0]} ` : '';
    const named = titleCase(`${kind}${single} ${word}`);
    if (single !== last && strictLength(named) <= BUSINESS_NAME_MAX) return named;
  }
  const place = /\b(?:in|near|across)\s+(\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+)?)/u.exec(idea)?.[1];
  if (place && strictLength(`${word} in ${place}`) <= BUSINESS_NAME_MAX) return `${word} in ${place}`;
  return word;
}

/** A name shortened by whole words to fit the page and the ad ('' when nothing of it is a letter or digit). */
export function fitName(text: string): string {
  // (fitText never leaves a bracket open: "Vans (VW Transporter" of "vans (VW Transporter, Ford…)" is "Vans".)
  const name = fitText(plainText(text), BUSINESS_NAME_MAX, { measure: strictLength, heading: true });
  return /[\p{L}\p{N}]/u.test(name) ? name : '';
}

/**
 * The business name and the rest of the idea (its title without the name). The founder's own
 * name when the first answer holds one ("PawWalk Pune: dog walkers…", "TiffinBox – …", a
 * CamelCase brand); otherwise the idea's leading phrase ("Laptop rental for students" →
 * "Laptop Rental"), never with an invented ending.
 */
export function businessNameOf(
  idea: string,
  locale: Locale = 'en',
): { name: string; rest: string; explicit: boolean } {
  const text = idea.trim().replace(/[.!?…।]+$/u, '');
  // A first answer written as a name, every word capitalised ("CoWork + Creche Hyderabad",
  // "Sourdough Subscription Pune"): the name is all of it, shortened by words from the end.
  const tokens = text.split(/\s+/).filter(Boolean);
  const nameLike =
    tokens.length >= 2 &&
    !/[:|]|\s[-–—]\s/u.test(text) &&
    tokens.every((w, i) => /^[\p{Lu}\p{N}&+]/u.test(w) || (i > 0 && NAME_JOINERS.has(w.toLowerCase())));
  if (nameLike) {
    const name = fitName(text);
    if (name && !othersMark(name)) return { name, rest: '', explicit: true };
  }
  // "Groove Crate, Austin TX: a monthly box…": a name, then where it is, then the offer; the place
  // goes on with the offer ("a monthly box… in Austin TX") rather than into the name or the offer's start.
  const placed = /^\s*([\p{L}\p{N}][\p{L}\p{N}'’&.+-]*(?:\s+[\p{L}\p{N}'’&.+-]+){0,3}),\s+(\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,2})\s*:\s*(.+)$/u.exec(text);
  if (placed && /^[\p{Lu}\p{N}]/u.test(placed[1]!) && fitName(placed[1]!) && !othersMark(placed[1]!)) {
    // (In the idea's own language: "… en Houston"; a language without a word for it here keeps the offer alone.)
    const inWord = locale === 'en' ? 'in' : locale === 'es' ? 'en' : '';
    const offer = placed[3]!.trim().replace(/[.!?…]+$/u, '');
    return { name: fitName(placed[1]!), rest: inWord ? `${offer} ${inWord} ${placed[2]}` : offer, explicit: true };
  }
  const strong = /^\s*([\p{L}\p{N}][\p{L}\p{N}'’&.+-]*(?:\s+[\p{L}\p{N}'’&.+-]+){0,3})\s*[:|]\s*(.*)$/u.exec(text);
  const dashed = /^\s*([\p{L}\p{N}][\p{L}\p{N}'’&.+]*(?:\s+[\p{L}\p{N}'’&.+]+){0,3})\s+[-–—]\s+(.*)$/u.exec(text);
  const capitalised = (s: string) =>
    s.split(/\s+/).every((w, i) => /^[\p{Lu}\p{N}]/u.test(w) || (i > 0 && NAME_JOINERS.has(w.toLowerCase())));
  for (const m of [strong, dashed]) {
    if (!m) continue;
    if (m === dashed && !capitalised(m[1]!)) continue;
    if (m === strong && !/^[\p{Lu}\p{N}]/u.test(m[1]!)) continue;
    const name = fitName(m[1]!);
    if (name && !othersMark(name)) return { name, rest: m[2]!.trim(), explicit: true };
  }
  const camel = /(?:^|\s)(\p{Lu}\p{Ll}+\p{Lu}[\p{L}\p{N}]*(?:\s+\p{Lu}[\p{Ll}\p{N}]+)?)(?=[\s,.!?]|$)/u.exec(text);
  // ("WhatsApp bookkeeping…": another company's mark names a channel, not the business.)
  if (camel && fitName(camel[1]!) === camel[1] && !othersMark(camel[1]!)) {
    const atStart = text.startsWith(camel[1]!);
    const rest = atStart ? text.slice(camel[1]!.length).replace(/^[\s,;:|–—-]+/u, '') : text;
    return { name: camel[1]!, rest, explicit: true };
  }
  // "An app that helps salaried people in India file…": whom it helps names it with its kind ("App
  // for Salaried People"), never its verb ("Helps Salaried People").
  const helps = /^(?:a|an|the)\s+((?:[\p{L}-]+\s+)?(?:app|platform|service|website|tool|marketplace|agency|company|business))\s+(?:that|which)\s+(?:helps|lets|allows|enables)\s+((?:[\p{L}-]+\s+){0,2}?(?:[\p{L}-]+s|people|children|men|women|staff))\s+(?:in\s+\p{Lu}\p{L}*\s+)?(?:to\s+)?\p{Ll}+\b/iu.exec(text);
  if (locale === 'en' && helps) {
    // (Too long, without a word that only sizes them: "Platform for Restaurants" of "…helps small restaurants…".)
    // ("helps people be more productive": people alone are no one in particular.)
    const whom = [helps[2]!, helps[2]!.replace(/^(?:small|local|independent|busy|new|young|working)\s+/iu, '')].filter((w) => !/^(?:people|users|everyone|customers)$/iu.test(w));
    const name = whom.map((w) => titleCase(`${helps[1]} for ${w}`)).find((n) => strictLength(n) <= BUSINESS_NAME_MAX && !othersMark(n));
    if (name) return { name, rest: text, explicit: false };
  }
  // "An app that reminds parents…": the name comes from what it does, not from "app".
  // ("A monthly subscription for hearing aid batteries" → "Hearing Aid Batteries": a kind of business
  // names what it is for; "We help expats in the Netherlands file…" → no "We Help Expats": a sentence
  // about "we" is named by its object.)
  const bare = text
    .replace(/^(a|an|the)\s+/iu, '')
    .replace(
      /^(app|platform|service|website|site|tool|marketplace|startup|portal|business|company)\s+(that|which|to)\s+/iu,
      '',
    )
    .replace(/^(?:(?:monthly|weekly|online|mobile|simple|small|new|local)\s+)*(?:subscription|service|platform|app|marketplace|website|business)\s+(?:for|of)\s+/iu, '')
    .replace(/^(?:we|i)\s+(?:help|let|allow|enable)\s+\p{L}+(?:\s+in\s+(?:the\s+)?\p{Lu}\p{L}*)?\s+/iu, '');
  // (Never with another company's mark in it: "WhatsApp Bookkeeping" is named "Bookkeeping in Lagos".)
  const words = (locale === 'en' ? derivedName(bare) : leadingWords(text)).split(/\s+/u).filter(Boolean);
  const unmarked = words.filter((w) => !othersMark(w)).join(' ');
  const derived = locale === 'en' && unmarked && !/\s/u.test(unmarked) ? namedMore(unmarked, text) : unmarked;
  if (derived) {
    // Latin script reads as a name in Title Case; other scripts stay as written.
    return { name: /\p{Script=Latin}/u.test(derived) ? titleCase(derived) : derived, rest: text, explicit: false };
  }
  return { name: LANDING_DEFAULTS.business_name, rest: text, explicit: false };
}

/**
 * A name from an idea without one: the whole idea when it fits; else its leading noun phrase
 * (the words before the first preposition or conjunction: "Laptop rental for college students"
 * → "Laptop rental"); when that is one word, the longest phrase that fits ("Physiotherapy at
 * home"); when the noun phrase is too long, its last words, where English puts the noun
 * ("Affordable wedding photography" → "Wedding photography").
 */
/** Words English puts after the noun they qualify ("classes online", "delivery daily"). */
const POST_MODIFIERS = new Set(['online', 'nearby', 'worldwide', 'daily', 'weekly', 'monthly', 'overnight', 'abroad', 'locally', 'together']);

/** Work said as a verb in -ing, and the noun a name says it with ("Restoring old furniture" → "Furniture Restoration"). */
const WORK_NOUNS: Readonly<Record<string, string>> = {
  restoring: 'restoration', repairing: 'repair', fixing: 'repair', installing: 'installation', translating: 'translation',
  designing: 'design', renovating: 'renovation', servicing: 'servicing', upholstering: 'upholstery', tuning: 'tuning', framing: 'framing',
};

/** "Restoring old wooden furniture in Utrecht" → "Furniture Restoration": the work's noun after what it is done to, never "Old Wooden Furniture". */
function workName(idea: string): string {
  const m = /^(\p{L}+ing)\s+(?!and\b|or\b|&)(?:(?:a|an|the|your|old|used|broken)\s+)*((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+?)(?=\s+(?:for|in|at|near|across|with|from|to|and|or|by)\b|[,.;:]|$)/iu.exec(idea);
  const work = m && WORK_NOUNS[m[1]!.toLowerCase()];
  if (!m || !work) return '';
  const words = m[2]!.split(/\s+/u);
  const last = words[words.length - 1]!;
  // (A noun before another is said in the singular: "Phone Repair", "Solar Panel Installation".)
  const single = (nlp(`the ${last}`).nouns().toSingular().text() as string).replace(/^the\s+/iu, '') || last;
  // (What it is done to, one thing: "Furniture" of "wooden furniture", "Phone" of "phones".)
  for (let from = 0; from < words.length; from++) {
    const name = titleCase([...words.slice(from, -1), single].join(' ') + ` ${work}`);
    if (strictLength(name) <= BUSINESS_NAME_MAX) return name;
  }
  return '';
}

/** "I write…", "We design, make and install…": the first person and its verbs (a list too), before what they make. */
const FIRST_PERSON_HEAD = String.raw`^(?:i|we)\s+(?:\p{Ll}+(?:,\s*|\s+(?:and|&)\s+))*\p{Ll}+\s+`;
const FIRST_PERSON = new RegExp(`${FIRST_PERSON_HEAD}\\p{L}`, 'iu');
/** The same words with the article or possessive after them: what a name made of the rest leaves out. */
const FIRST_PERSON_VERBS = new RegExp(`${FIRST_PERSON_HEAD}(?:(?:a|an|the|your|our)\\s+)?`, 'iu');

function derivedName(idea: string): string {
  const work = workName(idea);
  if (work) return work;
  // (An idea said in the first person names what it makes: "Life Stories" of "I write life stories
  // for grandparents…", never "I Write Life Stories".)
  const text = FIRST_PERSON.test(idea) ? idea.replace(FIRST_PERSON_VERBS, '') : idea;
  const named = wholeWords(derivedNameOf(text), text);
  // (Nor the last item of a pair cut from its first, "Silver Jewellery Repair" of "Gold & silver jewellery
  // repair": the thing both qualify then, "Jewellery Repair".)
  const at = named ? text.toLowerCase().indexOf(named.toLowerCase()) : -1;
  const paired = at > 0 && /(?:^|\s)(?:&|and|or)\s+$/iu.test(text.slice(0, at)) && named.split(/\s+/u).length >= 3;
  const name = paired ? named.split(/\s+/u).slice(1).join(' ') : named;
  // (Never a list cut at its comma, "Camera, Lighting" of "Camera, lighting and sound equipment hire": its last item's words then.)
  if (!name.includes(',')) return name;
  const last = text.split(/\s+(?:for|in|with|to|at)\s+/iu)[0]!.split(/,\s*|\s+(?:and|or)\s+/iu).pop() ?? '';
  const tail = fitName(last);
  return tail && !tail.includes(',') && tail.split(/\s+/u).length >= 2 ? tail : name.split(',')[0]!;
}

/**
 * A name's words as a name reads them: never opening on a joining word ("And Reordering Software" of
 * "Inventory and reordering software…") nor ending on the verb the idea went on with ("Mobile Escape
 * Room Built" of "…built into a van", "Phlebotomist Comes" of "…comes to your home").
 */
function wholeWords(name: string, idea: string): string {
  // (Tagged where the idea says them: "Parties" of "Kids birthday parties in…" is a noun there.)
  const all = (nlp(idea).json() as { terms: { text: string; tags: string[] }[] }[]).flatMap((s) => s.terms);
  const words = name.toLowerCase().split(/\s+/u);
  const clean = (w: string) => w.toLowerCase().replace(/[^\p{L}\p{N}'’-]+/gu, '');
  const at = all.findIndex((_, k) => words.every((w, i) => clean(all[k + i]?.text ?? '') === w));
  if (at < 0) return name;
  const terms = all.slice(at, at + words.length);
  // (A participle, or a verb the tagger cannot mistake for a plural noun: "Kids Birthday Parties" and "Himalayan Treks" stay.)
  const verb = (t: { text: string; tags: string[] }) =>
    t.tags.includes('Verb') && !t.tags.includes('Noun') && !t.tags.includes('Gerund') && (t.tags.includes('PastTense') || /^(?:comes|goes|visits|arrives|brings|helps|lets|delivers|travels)$/iu.test(t.text));
  let from = 0;
  let to = terms.length;
  while (from < to - 1 && terms[from]!.tags.some((tag) => tag === 'Conjunction' || tag === 'Preposition')) from++;
  while (to - 1 > from && verb(terms[to - 1]!)) to--;
  return from === 0 && to === terms.length ? name : name.split(/\s+/u).slice(from, to).join(' ');
}

function derivedNameOf(text: string): string {
  const whole = fitName(text);
  if (whole === text.replace(/[.!?…]+$/u, '')) return whole;
  const clause = clausesOf(text)[0] ?? text;
  const prefixes = phrasePrefixes(clause);
  const np = prefixes[0] ?? clause;
  if (strictLength(np) <= BUSINESS_NAME_MAX && np.split(/\s+/).length >= 2) return np;
  const longer = [...prefixes].reverse().find((p) => strictLength(p) <= BUSINESS_NAME_MAX);
  if (longer && longer.split(/\s+/).length >= 2) return longer;
  // One word before "and", and the phrase with it too long ("Wedding | and event catering in
  // Austin"): the phrase's last words, where English puts its noun ("Event Catering").
  const andNext = /^\S+\s+(?:and|&)\s/iu.test(clause);
  const npWords = (np.split(/\s+/).length < 2 && andNext && prefixes[1] ? prefixes[1] : np).split(/\s+/);
  // A noun followed by a participle phrase ("Fresh idli batter | delivered every morning"): the
  // words before the participle, not the phrase's last words ("Delivered Every Morning").
  // (Irregular ones too: "Handwoven kente cloth | sold online…" is "Handwoven Kente Cloth", not "Kente Cloth Sold".)
  const participle = npWords.findIndex((w, i) => i >= 2 && /^\p{Ll}/u.test(w) && looksLikeParticiple(w));
  if (participle > 0) {
    // (Too long, its last words, where the noun is: "Sheep wool loft insulation | installed…" → "Wool Loft Insulation".)
    for (let from = 0; from < participle - 1; from++) {
      const head = trimDangling(npWords.slice(from, participle).join(' '));
      if (head && strictLength(head) <= BUSINESS_NAME_MAX) return head;
    }
  }
  // A kind of business after what it does ("Snow clearing | subscription"): what it does.
  if (npWords.length >= 3 && KIND_NOUNS.has(npWords[npWords.length - 1]!.toLowerCase())) {
    const head = trimDangling(npWords.slice(0, -1).join(' '));
    if (head && strictLength(head) <= BUSINESS_NAME_MAX) return head;
  }
  // A noun phrase with a word after its noun ("Sign language classes | online"): the words up to the noun.
  if (npWords.length >= 3 && POST_MODIFIERS.has(npWords[npWords.length - 1]!.toLowerCase())) {
    const head = trimDangling(npWords.slice(0, -1).join(' '));
    if (head && strictLength(head) <= BUSINESS_NAME_MAX) return head;
  }
  // (Its last words without the word after its noun: "Spanish conversation classes online" → "Conversation Classes", not "Classes Online".)
  const nounLast = npWords.length >= 3 && POST_MODIFIERS.has(npWords[npWords.length - 1]!.toLowerCase()) ? npWords.slice(0, -1) : npWords;
  for (let i = 1; i < nounLast.length; i++) {
    const tail = trimDangling(nounLast.slice(i).join(' '));
    // (Never a word cut from the number that counts it: "Emergency Locksmith" of "24 hour emergency locksmith", not "Hour Emergency Locksmith".)
    if (/\d$/u.test(nounLast[i - 1]!)) continue;
    if (tail && strictLength(tail) <= BUSINESS_NAME_MAX && !FUNCTION_WORDS.has(nounLast[i]!.toLowerCase())) return tail;
  }
  return longer ?? whole;
}

/**
 * A name from an idea in a language whose noun does not come last (Hindi, Spanish): its first
 * words that fit, never cut at its start ("गाँव से सीधे…" keeps "गाँव").
 */
function leadingWords(text: string): string {
  const words = text.split(/\s+/u).filter(Boolean);
  let out = '';
  for (const w of words) {
    const next = out ? `${out} ${w}` : w;
    if (strictLength(next) > BUSINESS_NAME_MAX) break;
    out = next;
  }
  // Never ending on a small word ("Clases de Guitarra para"), nor on a number cut from what it
  // counts ("Cerrajería a Domicilio 24" of "…24 horas").
  const cut = out.split(/\s+/u).length < words.length && /\s\d+$/u.test(out) ? out.replace(/\s\d+$/u, '') : out;
  return /[\p{L}\p{N}]/u.test(cut) ? trimDangling(cut.replace(/[\s,;:.!?…।-]+$/u, '')) : '';
}
