import type { LandingPage, SeoContent, ServiceCard, WhyUsCard } from '../../../shared/contracts/landing';
import { LANDING_DEFAULTS, LANDING_LIMITS } from '../../../shared/contracts/landing';
import { AD_LIMITS } from '../../../shared/campaigns/ad-limits';
import {
  clausesOf,
  continuesAList,
  DETERMINERS,
  fitSentences,
  phrasePrefixes,
  plainText,
  fitText,
  FUNCTION_WORDS,
  sentencesOf,
  strictLength,
  SUBJECTS,
  trimDangling,
  wordsOf,
} from '../../../shared/text/fit';
import { detectIndustry } from './industries';
import { iconFor } from './icons';
import { FRAMING, fillName, variant } from './framing';
import { asSentence, capitalise, cleanText, hash, pick, titleCase, words } from './text';

/**
 * A business name fits the page and the ad alike (Google's limit for the ad's business name),
 * so the ad can carry exactly the page's name.
 */
export const BUSINESS_NAME_MAX = AD_LIMITS.businessName.maxLength;

const L = LANDING_LIMITS;
const HEADING_MAX = 42;
/** A card heading that is a whole clause of the founder's sentence may be a little longer. */
const CARD_HEADING_MAX = 56;

/** Small words that may sit inside a brand written before a dash ("Ghar ka Khana – …"). */
const NAME_JOINERS = new Set(['ka', 'ki', 'ke', 'de', 'da', 'la', 'le', 'di', 'of', 'and', 'the', '&', 'n', 'y', 'e']);

/** A name shortened by whole words to fit the page and the ad. */
function fitName(text: string): string {
  const name = fitText(plainText(text), BUSINESS_NAME_MAX, { measure: strictLength, heading: true });
  return /[\p{L}\p{N}]/u.test(name) ? name : '';
}

/**
 * The business name and the rest of the idea (its title without the name). The founder's own
 * name when the first answer holds one ("PawWalk Pune: dog walkers…", "TiffinBox – …", a
 * CamelCase brand); otherwise the idea's leading phrase ("Laptop rental for students" →
 * "Laptop Rental"), never with an invented ending.
 */
export function businessNameOf(idea: string): { name: string; rest: string; explicit: boolean } {
  const text = idea.trim().replace(/[.!?…]+$/u, '');
  // A first answer written as a name, every word capitalised ("CoWork + Creche Hyderabad",
  // "Sourdough Subscription Pune"): the name is all of it, shortened by words from the end.
  const tokens = text.split(/\s+/).filter(Boolean);
  const nameLike =
    tokens.length >= 2 &&
    !/[:|]|\s[-–—]\s/u.test(text) &&
    tokens.every((w, i) => /^[\p{Lu}\p{N}&+]/u.test(w) || (i > 0 && NAME_JOINERS.has(w.toLowerCase())));
  if (nameLike) {
    const name = fitName(text);
    if (name) return { name, rest: '', explicit: true };
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
    if (name) return { name, rest: m[2]!.trim(), explicit: true };
  }
  const camel = /(?:^|\s)(\p{Lu}\p{Ll}+\p{Lu}[\p{L}\p{N}]*(?:\s+\p{Lu}[\p{Ll}\p{N}]+)?)(?=[\s,.!?]|$)/u.exec(text);
  if (camel && fitName(camel[1]!) === camel[1]) {
    const atStart = text.startsWith(camel[1]!);
    const rest = atStart ? text.slice(camel[1]!.length).replace(/^[\s,;:|–—-]+/u, '') : text;
    return { name: camel[1]!, rest, explicit: true };
  }
  // "An app that reminds parents…": the name comes from what it does, not from "app".
  const bare = text
    .replace(/^(a|an|the)\s+/iu, '')
    .replace(
      /^(app|platform|service|website|site|tool|marketplace|startup|portal|business|company)\s+(that|which|to)\s+/iu,
      '',
    );
  const derived = derivedName(bare);
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
function derivedName(text: string): string {
  const whole = fitName(text);
  if (whole === text.replace(/[.!?…]+$/u, '')) return whole;
  const clause = clausesOf(text)[0] ?? text;
  const prefixes = phrasePrefixes(clause);
  const np = prefixes[0] ?? clause;
  if (strictLength(np) <= BUSINESS_NAME_MAX && np.split(/\s+/).length >= 2) return np;
  const longer = [...prefixes].reverse().find((p) => strictLength(p) <= BUSINESS_NAME_MAX);
  if (longer && longer.split(/\s+/).length >= 2) return longer;
  const npWords = np.split(/\s+/);
  // A noun followed by a participle phrase ("Fresh idli batter | delivered every morning"): the
  // words before the participle, not the phrase's last words ("Delivered Every Morning").
  const participle = npWords.findIndex((w, i) => i >= 2 && /^\p{Ll}\p{L}{3,}ed$/u.test(w));
  if (participle > 0) {
    const head = trimDangling(npWords.slice(0, participle).join(' '));
    if (head && strictLength(head) <= BUSINESS_NAME_MAX) return head;
  }
  for (let i = 1; i < npWords.length; i++) {
    const tail = trimDangling(npWords.slice(i).join(' '));
    if (tail && strictLength(tail) <= BUSINESS_NAME_MAX && !FUNCTION_WORDS.has(npWords[i]!.toLowerCase())) return tail;
  }
  return longer ?? whole;
}

/**
 * The founder's separate statements in an answer: its sentences, and the items of a list
 * ("Rent by the week, free pickup, insurance included" → three). Each is a complete sentence.
 */
export function factsOf(text: string): string[] {
  const out: string[] = [];
  for (const sentence of sentencesOf(text)) {
    const body = sentence.replace(/[.!?。！？]+$/u, '');
    const parts = body.split(/\s*[;•]\s*|\s+-\s+/u).flatMap((part) => {
      const items = part.split(/\s*,\s*(?:and\s+)?/u);
      // Split at commas only when it is a list of short phrases ("Rent by the week, free pickup,
      // insurance included"): every item two to six words, none opening with a function word.
      // "Sends polite, escalating reminders to your clients until…" is one statement.
      const isList =
        items.length >= 3 &&
        items.every((i) => {
          const n = i.split(/\s+/).length;
          return n >= 2 && n <= 6 && !FUNCTION_WORDS.has(i.split(/\s+/)[0]!.toLowerCase());
        });
      return isList ? items : [part];
    });
    for (const part of parts) {
      const fact = fitSentences(asSentence(part.trim()), L.description);
      // A statement made only of small words ("Y $.") says nothing.
      const saysSomething = wordsOf(fact).some((w) => !FUNCTION_WORDS.has(w));
      if (fact && saysSomething && !out.some((o) => o.toLowerCase() === fact.toLowerCase())) out.push(fact);
    }
  }
  return out;
}

/** Words that open a clause that cannot stand alone. */
const SUBORDINATE = /^(if|when|whenever|because|while|although|though|unless|until|once|as soon as)\b/iu;

/** Subjects a card heading leaves out ("We deliver weekly boxes" → "Deliver weekly boxes"). */
const SUBJECT =
  /^(we will|we can|we'll|we|you will|you can|you'll|you|it's|it|they|our team|our app|the app|this app)\s+/iu;

/** The leading phrase of the founder's sentence, without a pronoun subject ("We deliver weekly boxes" → "Deliver weekly boxes"). */
function leadOf(fact: string): string {
  const clauses = mainClauses(fact);
  // A clause that leans on another ("If they do not confirm, you get an SMS") is no heading: take the main one.
  const clause = clauses.find((c) => !SUBORDINATE.test(c)) ?? clauses[0] ?? fact;
  // A one-word first clause is an item of a list ("Dal, chawal, sabzi and roti…"): read on.
  const first = clause.split(/\s+/).length >= 2 ? clause : fact;
  const bare = first.replace(SUBJECT, '');
  return capitalise(fitText(bare || first, HEADING_MAX, { heading: true }));
}

/** A card heading from the founder's sentence: its leading phrase in Title Case. */
export function headingOf(fact: string): string {
  const lead = leadOf(fact);
  return lead ? titleCase(lead) : '';
}

const EMPTY_CARD = { heading: '', description: '' };

/** The contact form questions from the fourth answer ("What is your question prompt?"). */
export function questionsOf(prompt: string, name: string): string[] {
  const found: string[] = [];
  for (const part of prompt.split(/(?<=\?)|\n|;/u)) {
    // Without a list marker ("1. ", "2) ", "- ", "• ").
    const q = part.trim().replace(/^(?:[-*•]|\d{1,2}[.)])\s+/u, '');
    if (Array.from(q).length < 4 || !/[\p{L}\p{N}]/u.test(q)) continue;
    const interrogative =
      /^(what|how|would|do|does|did|is|are|can|could|will|which|who|why|when|where|should|have|has)\b/i.test(q);
    const text = q.endsWith('?') || !interrogative ? q : `${q}?`;
    const fitted = fitText(capitalise(text), L.question);
    if (fitted && !found.includes(fitted)) found.push(fitted);
    if (found.length === L.maxQuestions) break;
  }
  if (found.length) return found;
  return FRAMING.questions.map((q) => fillName(q, name));
}

/** The hero's subhead (the differentiator). */
const SUBHEAD_MAX = 220;
/** A fact of at most this many words is a point (a line in a list), not a card. */
const POINT_WORDS = 7;
/** The solution becomes "how it works" cards (instead of the About paragraph) from this many points on. */
const CARDS_FROM = 3;

/** Words a text says something with, written in lower case by the founder (so not a name or a place), or in a script without case. */
function plainContentWords(text: string): string[] {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).filter(
    (w, i) =>
      !FUNCTION_WORDS.has(w.toLowerCase()) &&
      /\p{L}/u.test(w) &&
      // Capitalised words are names and places, except the first word, capitalised as a sentence's
      // first ("Same-day AC repair"), unless it is all there is ("Pune").
      (!/^\p{Lu}/u.test(w) || (i === 0 && /^\p{Lu}[\p{Ll}'’-]+$/u.test(w) && /\s/u.test(text.trim()))),
  );
}

/**
 * Does a phrase say what is offered? At least two of the founder's content words that are not
 * a name or a place (those are capitalised), and not only an audience ("For students").
 */
export function saysWhatIsOffered(phrase: string): boolean {
  if (/^\s*(for|in|at|near|from)\s/iu.test(phrase)) return false;
  return plainContentWords(phrase).length >= 2;
}

/**
 * A sentence split where a second clause begins ("Every walk is GPS-tracked | and you get a
 * photo"): at ";", ":", a dash, or a comma or "and"/"but"/"so" before a new subject, never at the
 * commas of a list ("polite, escalating reminders"). [whole] when it has one clause.
 */
export function mainClauses(fact: string): string[] {
  const body = fact.replace(/[.!?。！？]+$/u, '').trim();
  const m =
    /^(.+?)(?:\s*[;:\u2013\u2014]\s*|\s+-\s+|,?\s+(?:and|but|so)\s+(?=(?:we|you|they|it|our|your|their|he|she|i)\b)|,\s+(?=(?:we|you|they|it|our|your|their|he|she)\b)|,?\s+(?=(?:so that|until|while|because|which means)\b))(.+)$/iu.exec(
      body,
    );
  if (!m) return [body];
  const [first, rest] = [m[1]!.trim(), m[2]!.trim()];
  if (first.split(/\s+/).length < 3 || rest.split(/\s+/).length < 3) return [body];
  return [first, rest];
}

/** A card of the page: a heading and its text. */
export interface Card {
  heading: string;
  description: string;
}

/** The plan of a page: where each of the founder's statements goes, each once. */
export interface CopyPlan {
  name: string;
  explicit: boolean;
  /** The H1: what is offered. */
  hero: string;
  /** Under the H1: what makes it different. */
  subhead: string;
  /** About: the idea in the founder's words (whole sentences not said elsewhere). */
  about: string[];
  /** Short statements, shown as About's list. */
  points: string[];
  /** Why us: what makes it different, beyond the subhead. */
  whyUs: Card[];
  /** Services ("how it works"): the solution point by point, when it has several. */
  services: ServiceCard[];
  questions: string[];
}

/**
 * A card from a statement, each word once: its first clause (or, failing that, its leading
 * phrase) as the heading and the rest as the text ("Every walk is GPS-tracked | and you get a
 * photo…" → "Every Walk Is GPS-tracked" / "You get a photo…"). Null when the statement has no
 * such split: it is then a point of a list, not a card.
 */
function cardOf(fact: string): Card | null {
  const clauses = mainClauses(fact);
  // "…stays at home | while you travel": a clause that leans on the first is no card text.
  if (clauses.length === 2 && !SUBORDINATE.test(clauses[1]!) && !/^so that\b/iu.test(clauses[1]!)) {
    const heading = capitalise(clauses[0]!.replace(SUBJECT, ''));
    if (strictLength(heading) <= HEADING_MAX && heading.split(/\s+/).length >= 2) {
      return { heading: titleCase(heading), description: asSentence(clauses[1]!) };
    }
  }
  const body = fact.replace(/[.!?。！？]+$/u, '').replace(SUBJECT, '');
  // At the first comma, when what follows goes on with a small word ("…every Sunday, | with
  // recipes…", "…to cook, | and the kids…"), never inside a list ("polite, | escalating…").
  const comma = /^([^,;:]+),\s+(.+)$/u.exec(body);
  if (comma) {
    const [head, after] = [comma[1]!.trim(), comma[2]!.replace(/^(and|but|so)\s+/iu, '')];
    const opensWithSmallWord = FUNCTION_WORDS.has(comma[2]!.split(/\s+/)[0]!.toLowerCase());
    if (
      opensWithSmallWord &&
      strictLength(head) <= CARD_HEADING_MAX &&
      head.split(/\s+/).length >= 3 &&
      after.split(/\s+/).length >= 3 &&
      !/^(which|who|whom|whose|that|where|when)\b/iu.test(after)
    ) {
      return { heading: titleCase(capitalise(head)), description: asSentence(after) };
    }
  }
  for (const phrase of phrasePrefixes(body).reverse()) {
    if (strictLength(phrase) > HEADING_MAX || phrase.split(/\s+/).length < 2) continue;
    // Never inside a list ("a photo | and story of the weaver", "once or twice a day, feed | and play").
    if (continuesAList(body.slice(phrase.length))) continue;
    const rest = body
      .slice(phrase.length)
      .replace(/^[\s,;:\u2013\u2014-]+/u, '')
      .replace(/^(and|but|so)\s+/iu, '');
    // The rest must read on its own: a few words ("On the day.") or a relative clause ("Which many
    // families prefer…") would be a fragment.
    const restWords = rest.split(/\s+/);
    // A rest that opens with a preposition or conjunction ("With a vetted pet sitter…", "On a
    // traditional handloom…") is a fragment; one that opens with a determiner or a subject reads on.
    const opener = restWords[0]!.toLowerCase();
    const fragment = FUNCTION_WORDS.has(opener) && !DETERMINERS.has(opener) && !SUBJECTS.has(opener);
    const enough = !fragment && restWords.length >= (FUNCTION_WORDS.has(opener) ? 6 : 5);
    // "a box | of fresh ingredients": "of" binds to the noun before it.
    if (enough && !/^(which|who|whom|whose|that|where|when|of)\b/iu.test(rest)) {
      return { heading: titleCase(capitalise(phrase)), description: asSentence(rest) };
    }
  }
  return null;
}

/**
 * The hero's value proposition from a solution statement, never a fragment: the whole sentence
 * when it fits the heading; else its first clause when what follows stands on its own (it then
 * goes to About as a sentence of its own); else its leading phrase of at most five words ("Fresh
 * sourdough loaves baked overnight"), About keeping the whole sentence.
 */
function heroFrom(fact: string, max: number): { hero: string; rest: string; keep: boolean } | null {
  const body = fact.replace(/[.!?。！？]+$/u, '');
  const [first, rest = ''] = mainClauses(fact);
  if (strictLength(body) <= max && saysWhatIsOffered(body)) return { hero: capitalise(body), rest: '', keep: false };
  if (rest && strictLength(first!) <= max && saysWhatIsOffered(first!) && STANDS_ALONE.test(rest)) {
    return { hero: capitalise(first!), rest: asSentence(rest), keep: false };
  }
  const phrase = phrasePrefixes(body)
    .filter((p) => {
      const n = p.split(/\s+/).length;
      return n >= 3 && n <= 5 && saysWhatIsOffered(p) && !/[,;:]/u.test(p) && !continuesAList(body.slice(p.length));
    })
    .pop();
  return phrase && max === HERO_SHORT ? { hero: capitalise(phrase), rest: '', keep: true } : null;
}

/** A hero heading up to this long reads in one glance; longer ones only when nothing shorter is a complete phrase. */
const HERO_SHORT = 90;

/** Words only, lower case (to compare two texts). */
const norm = (s: string) => words(s).join(' ');

/** A clause that can be a sentence of its own (it opens with a subject). */
const STANDS_ALONE = /^(we|you|they|it|our|your|their|he|she|i|this|each|every|all)\b/iu;

/** Rotate a list by `n` (another order of the same points). */
function rotate<T>(list: readonly T[], n: number): T[] {
  if (list.length < 2) return [...list];
  const k = ((n % list.length) + list.length) % list.length;
  return [...list.slice(k), ...list.slice(0, k)];
}

/** How many different arrangements the built-in writer has for these answers (regenerate cycles through them). */
export function arrangementCount(answers: readonly string[]): number {
  return arrangementsOf(answers).length;
}

interface Arrangement {
  hero: number;
  order: number;
}

function arrangementsOf(answers: readonly string[]): Arrangement[] {
  const base = planFor(answers, { hero: 0, order: 0 });
  const out: Arrangement[] = [];
  const seen = new Set<string>();
  for (let h = 0; h < base.heroChoices; h++) {
    for (let o = 0; o < Math.max(1, base.orderable); o++) {
      // Two arrangements that give the same page are one (two cards of one text, say).
      const { heroChoices: _h, orderable: _o, ...plan } = planFor(answers, { hero: h, order: o });
      const key = JSON.stringify(plan);
      if (!seen.has(key)) out.push({ hero: h, order: o });
      seen.add(key);
    }
  }
  return out;
}

function planFor(
  answers: readonly string[],
  arrangement: Arrangement,
): CopyPlan & { heroChoices: number; orderable: number } {
  const [idea = '', solution = '', feature = '', prompt = ''] = answers.map((a) => cleanText(a));
  const { name, rest, explicit } = businessNameOf(idea);
  const ideaPhrase = fitText(rest.replace(/[.!?…]+$/u, ''), L.header, { heading: true });
  // Each statement once, even when the founder wrote it in two answers.
  const seen = new Set<string>();
  const once = (facts: string[]) =>
    facts.filter((f) => {
      const key = norm(f);
      const fresh = !seen.has(key);
      seen.add(key);
      return fresh;
    });
  const solutionFacts = once(factsOf(solution));
  const featureFacts = once(factsOf(feature));

  // The hero: the idea's own phrase when it says what is offered, else the solution's opening.
  type Hero = { hero: string; fromSolution: number; rest: string; keep: boolean };
  // In order: the idea's phrase; short heroes from the solution's first two statements; the idea's
  // phrase when it is only the name made from it ("Yoga for pregnant women"); longer ones.
  const choices: Hero[] = [];
  const add = (h: Hero | null) => {
    if (h && !choices.some((c) => c.hero.toLowerCase() === h.hero.toLowerCase())) choices.push(h);
  };
  const fromIdea = ideaPhrase && saysWhatIsOffered(ideaPhrase) ? capitalise(ideaPhrase) : '';
  const ideaIsName = fromIdea.toLowerCase() === name.toLowerCase();
  if (fromIdea && !ideaIsName) add({ hero: fromIdea, fromSolution: -1, rest: '', keep: false });
  for (const max of [HERO_SHORT, L.header]) {
    solutionFacts.slice(0, 2).forEach((fact, i) => {
      const h = heroFrom(fact, max);
      add(h && { ...h, fromSolution: i });
    });
    if (fromIdea && ideaIsName) add({ hero: fromIdea, fromSolution: -1, rest: '', keep: false });
  }
  if (!choices.length) {
    const fallback = ideaPhrase ? capitalise(ideaPhrase) : explicit ? name : LANDING_DEFAULTS.header;
    choices.push({ hero: fallback, fromSolution: -1, rest: '', keep: false });
  }
  // At most three heroes to choose from: the first ones are the better ones.
  choices.splice(3);
  const hero = choices[arrangement.hero % choices.length]!;
  // A question that only repeats a statement or the heading of the page asks nothing new: the
  // form does not show it twice.
  const questions = questionsOf(prompt, name).filter((q) => !seen.has(norm(q)) && norm(q) !== norm(hero.hero));

  // Every statement once: the hero's, then the subhead's, then the sections'.
  const solutionLeft = solutionFacts.flatMap((f, i) =>
    i !== hero.fromSolution || hero.keep ? [f] : hero.rest ? [hero.rest] : [],
  );
  const featureLeft = [...featureFacts];
  const subheadFact = featureLeft.shift() ?? solutionLeft.shift() ?? '';
  const subhead = subheadFact ? fitSentences(subheadFact, SUBHEAD_MAX) : '';

  const points: string[] = [];
  const whyUs: Card[] = [];
  const services: ServiceCard[] = [];
  /** A statement as a card when it splits into a heading and a text, else as a point of About's list. */
  const place = (fact: string, cards: Card[], max: number, label: string) => {
    const card = words(fact).length > POINT_WORDS ? cardOf(fact) : null;
    if (card && cards.length < max) cards.push(card);
    else if (points.length < 3 && fact.length <= L.point) points.push(fact);
    else if (cards.length < max) {
      // A heading that would say the statement again (six words or more of it) is a neutral label instead.
      const heading = headingOf(fact);
      const repeats = !heading || heading.split(/\s+/).length >= 6 || norm(heading) === norm(fact);
      cards.push({ heading: repeats ? label : heading, description: fact });
    }
  };
  for (const fact of featureLeft) place(fact, whyUs, 4, variant(FRAMING.labels.different, whyUs.length));

  let about: string[] = [];
  if (solutionLeft.length >= CARDS_FROM) {
    const serviceCards: Card[] = [];
    for (const fact of solutionLeft)
      place(fact, serviceCards, 6, variant(FRAMING.labels.howItWorks, serviceCards.length));
    services.push(
      ...serviceCards.map((c) => ({ ...c, font_awesome_icon: iconFor(`${c.heading} ${c.description}`, 'fa-check') })),
    );
  } else {
    about = solutionLeft;
  }

  const orderable = Math.max(whyUs.length, services.length, 1);
  return {
    name,
    explicit,
    hero: hero.hero,
    subhead,
    about,
    points,
    whyUs: rotate(whyUs, arrangement.order),
    services: rotate(services, arrangement.order),
    questions: questions.length ? questions : FRAMING.questions.map((q) => fillName(q, name)),
    heroChoices: choices.length,
    orderable,
  };
}

/**
 * The copy plan, in words: what the built-in writer does and what the model is asked to do (its
 * system prompt quotes this list), so that both write one kind of page.
 */
export const COPY_PLAN_RULES = [
  "Each of the founder's sentences appears once on the page, in the section where it persuades; never repeat a sentence or a long phrase in two places.",
  'header (the H1) says what is offered: a complete phrase from the idea or the solution, never only the business name or a place.',
  'subheader (under the H1) is what makes it different, from the unique feature.',
  "about_us.paragraph holds the rest of the idea in the founder's words; about_us points are short statements not said elsewhere.",
  "Cards are distinct points: a heading that is the statement's first clause or phrase and a description that says the rest; split at clause boundaries, never at the commas of a list.",
  'A section with nothing of its own stays empty (empty paragraph, empty cards, empty heavy_description): the page hides it. A shorter page beats one that repeats.',
  'No visible scaffolding ("The idea.", "How it works."), and no promise the founder did not make (reply times, guarantees).',
] as const;

/** The plan for variation `v` (0: the first arrangement; regenerate asks for the next ones). */
export function copyPlan(answers: readonly string[], variation = 0): CopyPlan {
  const all = arrangementsOf(answers);
  const arrangement = all[((variation % all.length) + all.length) % all.length]!;
  const { heroChoices: _h, orderable: _o, ...plan } = planFor(answers, arrangement);
  return plan;
}

/**
 * The built-in writer (the default, and the fallback of the model provider): deterministic,
 * from the four answers only. It follows one plan (docs/content-writer.md "The copy plan"):
 * the hero says what is offered, the subhead what makes it different, About holds the idea's
 * remaining sentences, cards hold distinct points; each of the founder's statements appears
 * once, and a section with nothing of its own stays empty (the page hides it). It never adds
 * an offering, feature, price, guarantee, audience, place or number the founder did not write.
 * `variation` picks another arrangement (another hero, another order of the points).
 * Image URLs are left empty here; the pipeline draws the images and fills them in.
 */
export function generateBuiltin(answers: readonly string[], variation = 0): LandingPage {
  const [idea = '', solution = '', feature = ''] = answers.map((a) => cleanText(a));
  const seed = hash(answers.join('\u0001'));
  const industry = detectIndustry(words(idea), words(`${solution} ${feature}`));
  const plan = copyPlan(answers, variation);
  const whyUs = Array.from({ length: 4 }, (_, i): WhyUsCard => ({ ...(plan.whyUs[i] ?? EMPTY_CARD), image_url: '' }));
  const services = Array.from(
    { length: 6 },
    (_, i): ServiceCard => plan.services[i] ?? { ...EMPTY_CARD, font_awesome_icon: LANDING_DEFAULTS.font_awesome_icon },
  );
  const seo: SeoContent = {
    business_name: plan.name,
    title: plan.hero.toLowerCase() === plan.name.toLowerCase() ? plan.name : `${plan.name} | ${plan.hero}`,
    header: plan.hero,
    subheader: plan.subhead,
    about_us: {
      paragraph: plan.about.join(' '),
      point1: plan.points[0] ?? '',
      point2: plan.points[1] ?? '',
      point3: plan.points[2] ?? '',
    },
    why_us: { point1: whyUs[0]!, point2: whyUs[1]!, point3: whyUs[2]!, point4: whyUs[3]! },
    services: {
      service1: services[0]!,
      service2: services[1]!,
      service3: services[2]!,
      service4: services[3]!,
      service5: services[4]!,
      service6: services[5]!,
    },
    main_image_url: '',
    bg_image_url: '',
    theme_colour: pick(industry.colours, seed, 3),
    heavy_description: '',
  };
  return {
    seo_content: boundContent(seo),
    questions: {
      num_questions: plan.questions.length,
      ...Object.fromEntries(plan.questions.map((q, i) => [`question_${i + 1}`, q])),
    } as LandingPage['questions'],
  };
}

/**
 * Every text cleaned and within LANDING_LIMITS as a complete phrase (also applied to a model's
 * answer): names and headings never end on a function word, paragraphs keep whole sentences.
 * A card is kept only with both a heading and a description.
 */
export function boundContent(c: SeoContent): SeoContent {
  const heading = (s: string, max: number) => fitText(cleanText(s), max, { heading: true });
  const prose = (s: string, max: number) => fitSentences(cleanText(s), max);
  const card = <T extends { heading: string; description: string }>(x: T): T => {
    const h = heading(x.heading, L.heading);
    const d = prose(x.description, L.description);
    return h && d ? { ...x, heading: h, description: d } : { ...x, heading: '', description: '' };
  };
  return onceEach({
    business_name: fitName(cleanText(c.business_name)) || LANDING_DEFAULTS.business_name,
    title: heading(c.title, L.title) || LANDING_DEFAULTS.title,
    header: heading(c.header, L.header) || LANDING_DEFAULTS.header,
    ...(c.subheader === undefined ? {} : { subheader: prose(c.subheader, L.subheader) }),
    about_us: {
      paragraph: prose(c.about_us.paragraph, L.paragraph),
      point1: prose(c.about_us.point1, L.point),
      point2: prose(c.about_us.point2, L.point),
      point3: prose(c.about_us.point3, L.point),
    },
    why_us: eachOf(c.why_us, card),
    services: eachOf(c.services, card),
    main_image_url: c.main_image_url,
    bg_image_url: c.bg_image_url,
    theme_colour: c.theme_colour,
    heavy_description: boundHeavy(c.heavy_description),
  });
}

/**
 * Each sentence once (COPY_PLAN_RULES), whoever wrote the page: in the page's order, a sentence
 * of six or more words already said above is dropped, and a card left without a text is emptied.
 * The built-in writer's plan never repeats, so this changes only a model's page.
 */
export function onceEach(c: SeoContent): SeoContent {
  const said: string[] = [];
  const keep = (text: string): string => {
    const sentences = sentencesOf(text);
    const kept = sentences.filter((sentence) => {
      const n = norm(sentence);
      return n.split(' ').length < 6 || !said.some((s) => s.includes(n));
    });
    const out = kept.length === sentences.length ? text : kept.join(' ');
    if (out) said.push(norm(out));
    return out;
  };
  const card = <T extends { heading: string; description: string }>(x: T): T => {
    const description = x.description ? keep(x.description) : '';
    return description ? { ...x, description } : { ...x, heading: '', description: '' };
  };
  keep(c.header);
  const subheader = c.subheader === undefined ? undefined : keep(c.subheader);
  return {
    ...c,
    ...(subheader === undefined ? {} : { subheader }),
    about_us: eachOf(c.about_us, keep),
    why_us: eachOf(c.why_us, card),
    services: eachOf(c.services, card),
    heavy_description: c.heavy_description
      .split('\n\n')
      .map((p) => keep(p))
      .filter(Boolean)
      .join('\n\n'),
  };
}

/** Each member of a group (the cards of a section, the About texts) through `f`, in the page's order. */
function eachOf<G extends Record<string, unknown>>(group: G, f: (x: G[keyof G]) => G[keyof G]): G {
  return Object.fromEntries(Object.entries(group).map(([k, v]) => [k, f(v as G[keyof G])])) as G;
}

/** The long description: paragraphs of whole sentences, within the limit as a whole. */
function boundHeavy(text: string): string {
  const out: string[] = [];
  let used = 0;
  for (const raw of text.split(/\n\s*\n/u)) {
    const p = cleanText(raw);
    if (!p) continue;
    const room = L.heavyDescription - used - (out.length ? 2 : 0);
    if (room < 20) break;
    const fitted = fitSentences(p, room);
    if (!fitted) continue;
    out.push(fitted);
    used += fitted.length + (out.length > 1 ? 2 : 0);
  }
  return out.join('\n\n');
}
