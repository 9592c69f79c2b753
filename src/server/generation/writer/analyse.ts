import escapeStringRegexp from 'escape-string-regexp';
import nlp from 'compromise';
import type { IdeaAnswers } from '../../../shared/orders/answers';
import { cleanText } from '../builtin/text';
import { capitalise, lowerFirst } from '../../../shared/text/case';
import { businessNameOf, fitName } from './name';
import { LANDING_DEFAULTS, LANDING_LIMITS } from '../../../shared/contracts/landing';
import { bracketDepth, FUNCTION_WORDS, plainText, trimDangling, wordsOf } from '../../../shared/text/fit';
import { detectLocale, type Locale } from './locale';
import { fill, messagesOf } from './messages';
import { contentWordsOf, COUNT_WORDS, CURRENCY_WORD, HOLDS_PRICE, INDEFINITE_PRONOUNS, isBareCount, isSmallWord, lexiconOf, looksLikeParticiple, NAMES_CURRENCY, namesSomething, PRICE_AFTER_FROM, PRICE_OPENING, type Lexicon } from './lexicon';
import { founderQuestionsIn } from '../../../shared/orders/founder-questions';

/**
 * Step one of the writer (docs/content-writer.md "The pipeline"): the four answers analysed once
 * into facts. A fact is one clause of the founder's, whole as written; its key phrases are the
 * noun or verb phrases that could head it (each ends on its head word, never opens on a pronoun,
 * a subordinator or a preposition, and is never the clause's own first words); its kinds say what
 * it tells a visitor. Sentences are found with Intl.Segmenter (any script); English words are
 * tagged by compromise; other languages use their lexicon (lexicon.ts).
 */

type FactKind = 'offer' | 'audience' | 'place' | 'proof' | 'number' | 'price' | 'promise' | 'how' | 'step' | 'problem';
type Source = 'idea' | 'solution' | 'feature';

export interface Phrase {
  /** As it reads in a heading (sentence case, no article or possessive at its start). */
  text: string;
  score: number;
  /** A verb phrase a visitor does ("Book a drone by phone"): a headline, not a noun. */
  verb: boolean;
}

/** A clause read as a card: the words before its first comma or "with" as the heading, the rest as the text. */
interface Lead {
  heading: string;
  rest: string;
  /** The heading is a condition the text's promise answers ("If a plant dies under our care"): it may be two words longer. */
  condition?: boolean;
}

export interface Fact {
  source: Source;
  /** The clause split in two where it may be ("Day passes at Rs 299" | "No membership needed."), when its opening heads well. */
  lead?: Lead;
  /** The clause whole as the founder wrote it, as a sentence. */
  text: string;
  /** The founder's sentence the clause was split from ("We collect your bag on Monday and bring it back…"), when it was. */
  sentence?: string;
  /** Heading candidates, best first; empty when none reads well (the fact is then About's). */
  phrases: Phrase[];
  /** Headline candidates, best first: the heading ones and those that open the clause ("Small groups of six kids"). */
  adPhrases: Phrase[];
  kinds: ReadonlySet<FactKind>;
  /** How strongly it proves the offer: numbers and guarantees first. */
  proof: number;
}

export interface Analysis {
  locale: Locale;
  answers: IdeaAnswers;
  name: string;
  explicitName: boolean;
  /** The idea without the business name ("A coworking space with a creche in Hyderabad"), '' when it is only a name. */
  offer: string;
  /** The idea as a sentence about the business, when it is one with a verb other than "is" ("PhysioGhar brings qualified physiotherapists to patients' homes…"), '' otherwise. */
  claim: string;
  /** The offer's leading noun phrase ("Coworking space"), '' when none. */
  offerCore: string;
  /**
   * The offer's leading noun phrase without the word that qualifies it ("Yoga classes" of "Prenatal
   * yoga classes", "Coding classes" of "Weekend coding classes"), '' when its first word is none
   * (a noun is half of a compound: "Sign language classes").
   */
  offerHead: string;
  /** What the solution's first sentence offers, as a noun phrase ("Quiet study rooms near college campuses in Delhi"), '' when none. */
  solutionOffer: string;
  /** Noun phrases of the offer ("Weekend coding classes", "Children aged 8 to 14"), for headlines. */
  offerPhrases: string[];
  /** Who it is for, in the founder's words ("busy professionals"), '' when not said. */
  audience: string;
  /** Where, in the founder's words ("Hyderabad"), '' when not said. */
  place: string;
  /**
   * The offer's "for" phrase whole, as the founder wrote it, when the offer is too long for the
   * hero with it (English): what it offers before it ("CCTV cameras and alarm installation"), whom
   * it is for with what describes them ("spaza shops, salons and small retailers", "families with
   * relatives overseas") and whether the place came after it. Undefined otherwise.
   */
  forWhom?: { offer: string; whom: string; placed: boolean };
  /** The solution's and the unique feature's facts, in the founder's order. */
  facts: Fact[];
  /** The founder's questions and requests, whole. */
  questions: string[];
}

/** A term as the tagger gives it. */
interface Term {
  text: string;
  pre: string;
  post: string;
  tags: ReadonlySet<string>;
  normal: string;
}

const MAX_HEADING_WORDS = 6;
/** A share of a thing and nothing more ("20 % of the fee": of a refund? a saving? a deposit?). */
const BARE_SHARE = /^\d[\d.,]*\s?%\s+of\s+(?:the\s+|your\s+)?\S+$/iu;
/** A sum of money as written ("AED 100", "$1,800", "25 EUR"). */
const SUM = String.raw`(?:\p{Sc}\s?[\d.,]+[kKmM]?|(?:rs\.?|inr|usd|eur|gbp|aed|sgd|nz\$|[₦₱₹€£$])\s?[\d.,]+|[\d.,]+\s?(?:eur|usd|aed|shillings|rupees|euros|dollars))`;
/** A sum, or two, with nothing it is the price of ("AED 100" of "…free on orders above AED 100", "From AED 30", "$1,800 and $3,200"). */
const SUM_ONLY = new RegExp(String.raw`^(?:(?:from|at|only|just|above|over|under|between)\s+)?${SUM}(?:\s+(?:and|or|to)\s+${SUM})?$`, 'iu');

/**
 * A phrase that says something else alone than in its clause (a fourteenth blind read): an example
 * in brackets ("Driving licence" of "(birth certificate, diploma, driving licence…)"), what a
 * failed promise gives ("Free shoot" of "…in 24 hours or the shoot is free", "Money back" of "…or
 * your money back"), a word of an idiom or a name cut off ("Person in Dublin" of "in person in
 * Dublin", "D'Ilhas beach" of "Ribeira d'Ilhas beach"), what is "no problem" ("Load shedding"),
 * a share of people ("Mostly designers"), a name cut before or after its "for" ("Trained in the
 * Association"), a sum with nothing it prices ("AED 100" of "…free on orders above AED 100"),
 * a bare share ("20 % of the fee").
 */
function outOfContext(phrase: string, clause: string): boolean {
  const lower = clause.toLowerCase();
  const p = phrase.toLowerCase();
  // ("Free shoot" of "…or the shoot is free": read off the clause, not found in it.)
  const freeIfFailed = /\bor\s+(?:the|your)\s+([\p{L}-]+)\s+(?:is|are)\s+free\b/iu.exec(lower)?.[1];
  if (freeIfFailed && p === `free ${freeIfFailed}`) return true;
  // (What a condition that opens the clause says, reshaped or not: "Growth within 30 days" of "If growth comes back within 30 days…".)
  const opensOnCondition = /^(?:if|when|unless|should)\s/iu.test(clause) ? (/^[^,]*?(?=,|\s(?:we|you|i)\s)/iu.exec(clause)?.[0] ?? '').toLowerCase() : '';
  if (opensOnCondition && p.split(/\s+/u).every((w) => opensOnCondition.split(/\s+/u).includes(w))) return true;
  const at = lower.indexOf(p);
  if (at < 0) return false;
  const before = clause.slice(0, at);
  const after = clause.slice(at + phrase.length);
  // (Or a list of what "everything" holds: "We arrange everything: the funeral director, venue…" is no "Funeral Director".)
  const bracketed = bracketDepth(before) > 0 || /\b(?:everything|all)\s*:\s[^.;]*$/iu.test(before);
  const failedPromise = /\bor\s+(?:the\s+|your\s+|you\s+get\s+(?:your\s+)?)?$/iu.test(before);
  const idiom = (/\bin\s+$/iu.test(before) && /^person\b/iu.test(p)) || (/\bby\s+$/iu.test(before) && /^hand\b/iu.test(p)) || (/\bon\s+$/iu.test(before) && /^(?:site|foot|time)\b/iu.test(p));
  // (Nor a thing its verb was cut from, "Team of 4 scrapes" of "A team of 4 scrapes the ducts": the tagger read the verb as a noun.)
  const verbCut = /\p{Ll}s$/u.test(phrase) && /^\s+(?:and\s+\p{Ll}+s\s+)?(?:the|your|our|their|every|each|all|its)\s/iu.test(after) && !/^\s+(?:the|your|our|their|every|each|all|its)\s+(?:same|next|first|last|whole|day|week|month|year|morning|evening|night|time|weekend)\b/iu.test(after);
  // (Nor a sum saved or earned said as if it were a price: "Over 1 million SEK" of "…saves most clubs over 1 million SEK".)
  const gain = /\b(?:saves?|saving|earns?|earned|raised?|made|makes)\s+(?:\S+\s+){0,3}$/iu.test(before) && /\d/u.test(phrase) && !/^(?:save|saves|saving)/iu.test(p);
  const nameCut = /\S\s+\p{Lu}[\p{L}'’-]*\s$/u.test(before) && /^\p{L}['’]/u.test(phrase);
  const noProblem = /^\s+(?:is|are)\s+(?:no|not\s+a)\s+(?:problem|issue|worry)\b/iu.test(after);
  const share = /^(?:mostly|mainly|largely|usually|often)\s/iu.test(p);
  // (Or another maker's brand in a list of the brands it works on: "Spa Pools NZ" of "…all major brands including Vortex, … and Spa Pools NZ".)
  const brands = /\b(?:brands?|makes?|models?)\s+(?:including|like|such\s+as)\b[^.;]*$/iu.test(before);
  // (A name cut before its "for" or "of": "Trained in the Association" of "…the Association for Gravestone Studies methods".)
  // (Or after it: "Gravestone Studies methods" of "…the Association for Gravestone Studies methods".)
  const nameGoesOn = (/\p{Lu}[\p{L}'’-]*$/u.test(phrase) && /^\s+(?:for|of)\s+\p{Lu}/u.test(after)) || (/^\p{Lu}/u.test(clause.slice(at)) && /\p{Lu}[\p{L}'’-]*\s+(?:for|of)\s+$/u.test(before));
  const sumOnly = SUM_ONLY.test(phrase.trim());
  return BARE_SHARE.test(phrase) || bracketed || failedPromise || idiom || nameCut || noProblem || share || nameGoesOn || sumOnly || verbCut || gain || brands;
}


/** Sentences of a text in its language (Intl.Segmenter: "।", "。", "?" … end one in any script). */
export function sentencesIn(text: string, locale: Locale): string[] {
  const seg = new Intl.Segmenter(locale, { granularity: 'sentence' });
  return [...seg.segment(text)]
    // (The segmenter goes on over a sentence end before a number, "…until you do. 87% of our students…": a word, a stop, then a number starts a sentence.)
    // (Or before a sum, "…per car. $39 for a full exterior": a currency sign opens it.)
    .flatMap((s) => s.segment.split(/(?<=\p{L}{2}[.!?])\s+(?=\p{N}|\p{Sc}\s?\p{N})/u))
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s))
    // (Nor after an abbreviation whose stop ends nothing, "…28 languages incl. | Arabic, Turkish…": one sentence.)
    .reduce<string[]>((out, s) => {
      const last = out[out.length - 1];
      const abbreviation = last && /(?:^|\s)([\p{L}.]+)\.$/u.exec(last)?.[1]?.toLowerCase();
      if (last && abbreviation && lexiconOf(locale).abbreviations.has(abbreviation)) out[out.length - 1] = `${last} ${s}`;
      else out.push(s);
      return out;
    }, []);
}

/** Words of a text in its language (Intl.Segmenter). */
function wordsIn(text: string, locale: Locale): string[] {
  const seg = new Intl.Segmenter(locale, { granularity: 'word' });
  return [...seg.segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);
}

const END = /[\s.!?。！？।॥,;:…]+$/u;

/** A clause as a sentence: capitalised, one end mark. */
function asSentence(text: string, locale: Locale): string {
  const t = text.trim().replace(/[,;:\s\u2013\u2014-]+$/u, '');
  if (!t) return '';
  const cap = capitalise(t);
  if (/[.!?…。！？।]$/u.test(cap)) return cap;
  return `${cap}${locale === 'hi' ? '।' : '.'}`;
}


type RawTerm = { text: string; pre: string; post: string; tags: string[]; normal: string };

/**
 * The tagged terms of a text. A hyphenated compound ("background-checked", "getting-ready") is
 * one term, tagged as its last part. `fragment`: the text is a noun phrase, not a sentence
 * ("Himalayan treks for first-time trekkers"), tagged after "We offer" so that its nouns read
 * as nouns ("treks", not a verb).
 */
function termsOf(text: string, fragment = false): Term[] {
  const lead = 'We offer ';
  const raw = (nlp(fragment ? `${lead}${text}` : text).json() as { terms: RawTerm[] }[]).flatMap((s) => s.terms);
  const terms: Term[] = [];
  for (const t of fragment ? raw.slice(2) : raw) {
    const prev = terms[terms.length - 1];
    if (prev && /^[-\u2010\u2011]$/u.test(prev.post) && !t.pre) {
      terms[terms.length - 1] = {
        text: `${prev.text}${prev.post}${t.text}`,
        pre: prev.pre,
        post: t.post,
        // "mothers-to-be" is a noun, "background-checked" a participle: a noun's compound stays a noun.
        // "check-in", "sign-up": a compound that ends on a particle is a noun.
        tags:
          has(prev, 'Noun') && !has(prev, 'Pronoun') && /Verb|Conjunction|Preposition/u.test(t.tags.join(' '))
            ? prev.tags
            : /Particle|Preposition/u.test(t.tags.join(' ')) && !/\d/u.test(prev.text)
              ? new Set(['Noun', 'Singular'])
              : new Set(t.tags),
        normal: `${prev.normal}-${t.normal}`,
      };
    } else {
      // ("…, and we're CASA licensed": a contraction's pronoun is the subject it says, "we", its verb the next term.)
      const pronoun = /^(we|you|they|i|he|she|it)['’](?:re|ll|ve|d|m)$/u.exec(t.normal)?.[1];
      terms.push({ text: t.text, pre: t.pre, post: t.post, tags: new Set(t.tags), normal: pronoun ?? t.normal });
    }
  }
  // ("…within 48 hours, free of charge, and…": the tagger reads "free" as the verb "to free".)
  terms.forEach((t, k) => {
    if (t.normal === 'free' && terms[k + 1]?.normal === 'of' && /^charges?$/u.test(terms[k + 2]?.normal ?? '')) t.tags = new Set(['Adjective']);
  });
  // In a fragment, "We offer" is the verb that the phrase follows.
  return activityNouns(pluralNouns(terms, fragment));
}

/**
 * A list of activities ("Lawn mowing, hedge trimming and weeding"): compromise reads "hedge" as an
 * order and "mowing" as a verb. A word and the "-ing" word after it, as a list's item (at the
 * start, after a comma, "and" or "or", and before one or the end), are one noun.
 */
function activityNouns(terms: Term[]): Term[] {
  const noun = (t: Term): Term => ({ ...t, tags: new Set(['Noun', 'Singular']) });
  const itemStart = (i: number) => i === 0 || /,/u.test(terms[i - 1]!.post) || ['and', 'or'].includes(terms[i - 1]!.normal);
  const itemEnd = (i: number) => i === terms.length - 1 || /[,;.]/u.test(terms[i]!.post) || ['and', 'or'].includes(terms[i + 1]?.normal ?? '');
  const out = [...terms];
  for (let i = 0; i + 1 < out.length; i++) {
    const [t, next] = [out[i]!, out[i + 1]!];
    if (!has(next, 'Gerund') || !/ing$/u.test(next.normal) || /[,;:]/u.test(t.post) || !itemStart(i) || !itemEnd(i + 1)) continue;
    if (has(t, 'Pronoun', 'Determiner', 'Preposition', 'Conjunction', 'Adverb', 'Modal', 'Copula', 'Auxiliary')) continue;
    if (has(t, 'Noun') || has(t, 'Infinitive', 'Imperative')) {
      out[i] = noun(t);
      out[i + 1] = noun(next);
    }
  }
  return out;
}

/** The preposition a quality takes ("trained in phonics", "certified by the RYA"). */
const QUALITY_PREPOSITIONS = new Set(['in', 'by', 'for', 'with', 'on']);

/**
 * "Every/Each/All (our) <noun> is/are <quality> …" as a heading of the noun it qualifies:
 * "Kitchen-inspected cooks", "Licensed drone pilots", "Tutors trained in phonics". Undefined
 * for any other clause, or one a "not" turns round.
 */
function qualityOf(terms: readonly Term[]): string | undefined {
  // ("Our kitchen is certified by…": what the business has, said of it whole, is a quality too.)
  if (!['every', 'each', 'all', 'our'].includes(terms[0]?.normal ?? '')) return undefined;
  let i = 1;
  if (has(terms[i], 'Possessive') || terms[i]?.normal === 'the' || terms[i]?.normal === 'of') i++;
  if (terms[i - 1]?.normal === 'of' && (has(terms[i], 'Possessive') || terms[i]?.normal === 'the')) i++;
  const nouns: Term[] = [];
  while (has(terms[i], 'Noun', 'Adjective') && !has(terms[i], 'Pronoun', 'Copula') && !/[,;:.!?]/u.test(terms[i]!.post)) nouns.push(terms[i++]!);
  const head = nouns[nouns.length - 1];
  if (!head || !has(head, 'Noun') || !has(terms[i], 'Copula') || /[,;:.!?]/u.test(terms[i]!.post)) return undefined;
  i++;
  const adverb = has(terms[i], 'Adverb') && /ly$/u.test(terms[i]!.normal) ? terms[i++] : undefined;
  const q = terms[i];
  // ("police-verified": a compound the tagger reads as a noun is a participle all the same.)
  // ("Cytech certified": a name before its participle is part of the quality.)
  const named = has(q, 'ProperNoun', 'Acronym') && has(terms[i + 1], 'PastTense', 'Participle') && !/[,;:.!?]/u.test(q?.post ?? '');
  const participle = named || has(q, 'Adjective') || has(q, 'PastTense', 'Participle') || /^\p{L}+-\p{L}+ed$/u.test(q?.normal ?? '');
  if (!q || has(q, 'Determiner', 'Value', 'Negative', 'Preposition') || !participle) return undefined;
  // ("Our teachers are former nurses": an adjective of the noun that follows says nothing of the subject.)
  if (has(terms[i + 1], 'Noun') && !has(terms[i + 1], 'Pronoun') && !/[,;:.!?]/u.test(q.post)) return undefined;
  if (terms.slice(i).some((t) => NEGATIONS.has(t.normal))) return undefined;
  const clean = (t: Term) => t.text.replace(/[.,;:!?]+$/u, '');
  const quality = [adverb, q].filter((t): t is Term => !!t).map(clean);
  // A name and its participle are one quality before the noun, "Cytech-certified".
  if (named) quality.splice(-1, 1, `${clean(q)}-${clean(terms[++i]!)}`);
  // "insured and background-checked": two qualities joined, before the noun together.
  const second = terms[i + 2];
  if (terms[i + 1]?.normal === 'and' && second && (has(second, 'Adjective', 'PastTense', 'Participle') || /-\p{L}+ed$/u.test(second.normal)) && terms.length === i + 3) {
    quality.push('and', clean(second));
    i += 2;
  }
  // The noun plural, as a heading names the kind ("cooks", "drone pilots").
  const bare = head.text.replace(/[.,;:!?]+$/u, '');
  const toPlural = (nlp(bare).nouns().toPlural().text() as string).replace(/[.,;:!?]+$/u, '');
  // ("All mechanics": after "all" the noun is plural as written.)
  const plural = has(head, 'Plural') || ['all', 'our'].includes(terms[0]!.normal) ? bare : toPlural && toPlural !== bare ? toPlural : /(?:s|x|ch|sh)$/iu.test(bare) ? `${bare}es` : `${bare}s`;
  const noun = [...nouns.slice(0, -1).map((t) => t.text), plural];
  const rest = terms.slice(i + 1);
  // ("Every order is delivered within 2 hours": the number is the point, and a phrase of its own says it.)
  if (rest.some((t) => (has(t, 'Value') && !has(t, 'Ordinal')) || /\d/u.test(t.text))) return undefined;
  // "trained in phonics": the quality and its preposition's phrase after the noun, up to a break.
  if (rest.length && QUALITY_PREPOSITIONS.has(rest[0]!.normal) && !/[,;:.!?]/u.test(q.post)) {
    const tail: Term[] = [];
    for (const t of rest) {
      tail.push(t);
      if (/[,;:.!?]/u.test(t.post)) break;
    }
    const words = [...noun, ...quality, ...tail.map((t) => t.text.replace(/[.,;:!?]+$/u, ''))];
    if (words.length <= MAX_HEADING_WORDS && has(tail[tail.length - 1], 'Noun', 'Value')) return capitalise(words.join(' '));
    // (Too long with who certified it, the quality before its noun: "Certified kitchen"; never a
    // choice cut from its reason, "Chosen plants" of "All plants are chosen for high-rise wind".)
    return rest[0]!.normal === 'by' && quality.length + noun.length <= MAX_HEADING_WORDS && !adverb ? capitalise([...quality, ...noun].join(' ')) : undefined;
  }
  // A verb's participle with more after it says an event, whose rest is the point ("Each saree is
  // ordered online and shipped…", "Every loaf is baked the night before…"): only a state heads
  // its noun, an adjective or a compound ("GPS-tracked", "kitchen-inspected").
  const state = (has(q, 'Adjective') && !has(q, 'Verb', 'PastTense')) || /-/u.test(q.normal) || named || quality.length > 1;
  if (rest.length && !/^[.!?]/u.test(q.post) && !state) return undefined;
  const words = [...quality, ...noun];
  return words.length <= MAX_HEADING_WORDS ? capitalise(words.join(' ')) : undefined;
}

/** The quality of every one of them, and each of two joined qualities alone ("Insured sitters", "Background-checked sitters"). */
function qualitiesOf(terms: readonly Term[]): string[] {
  const whole = qualityOf(terms);
  if (!whole) return [];
  const both = /^(\S+) and (\S+) (.+)$/u.exec(whole);
  return both ? [whole, `${both[1]} ${both[3]}`, capitalise(`${both[2]} ${both[3]}`)] : [whole];
}

/**
 * The tagger of one analysis: each text tagged once. The rules read a clause several times (its
 * clauses, its phrases, its kind, the place and the audience), and tagging is most of the writer's
 * time. Made per analysis, never kept between ideas.
 */
export type Tagger = (text: string, fragment?: boolean) => readonly Term[];
function newTagger(): Tagger {
  const tagged = new Map<string, readonly Term[]>();
  return (text, fragment = false) => {
    const key = `${fragment ? 'f' : 's'}${text}`;
    let terms = tagged.get(key);
    if (!terms) {
      terms = Object.freeze(termsOf(text, fragment));
      tagged.set(key, terms);
    }
    return terms;
  };
}

/**
 * compromise reads many plural nouns as a verb's third person ("balcony gardens", "tools and
 * parts", "vegetable boxes from Nashik farms"). After a verb of its clause, an "-s" word that
 * follows a noun, an adjective or a list's "and"/"or", and takes no object of its own, is the
 * plural noun ("A mechanic comes…" keeps its verb: nothing acts before it).
 */
function pluralNouns(terms: Term[], afterVerb = false): Term[] {
  let verbSeen = afterVerb;
  for (let i = 0; i < terms.length; i++) {
    const t = terms[i]!;
    const prev = terms[i - 1];
    const next = terms[i + 1];
    const sForm = /[^s]s$/iu.test(t.text) && has(t, 'Verb') && has(t, 'PresentTense') && !has(t, 'Copula', 'Modal', 'Auxiliary');
    const afterNoun =
      !!prev &&
      !/[;:.!?]/u.test(prev.post) &&
      ((has(prev, 'Noun', 'Adjective', 'Value') && !has(prev, 'Pronoun')) ||
        (['and', 'or'].includes(prev.normal) && has(terms[i - 2], 'Noun') && !has(terms[i - 2], 'Pronoun')));
    // ("drums that go back…": a relative "that" is no object.)
    // ("…checks for fall risks and installs | grab bars": after a list's "and", a word read as a verb
    // before an "-s" word opens the object, "grab bars", so the "-s" word before it is the verb.)
    const takesObject =
      !!next &&
      !/[,;:.!?]/u.test(t.post) &&
      ((has(next, 'Determiner', 'Possessive', 'Pronoun', 'Adverb', 'Value') && !['that', 'which', 'who'].includes(next.normal)) ||
        (['and', 'or'].includes(prev?.normal ?? '') && has(next, 'Verb') && has(next, 'Infinitive') && /[^s]s$/iu.test(terms[i + 2]?.text ?? '')));
    // "…of what diesel cold storage costs": after "what" the noun phrase's verb stays a verb.
    const afterWhat = terms.slice(Math.max(0, i - 4), i).some((x) => x.normal === 'what');
    // "Small batches of 8…", "boxes of seasonal vegetables": a thing "of" something is a noun.
    const ofSomething = next?.normal === 'of' && (!prev || has(prev, 'Adjective', 'Value', 'Determiner'));
    // "…and on the wedding day the artist arrives at your home": a thing named with its article acts.
    let d = i - 2;
    while (d >= 0 && has(terms[d], 'Adjective', 'Noun') && !has(terms[d], 'Pronoun', 'Possessive') && !/[,;:]/u.test(terms[d]!.post)) d--;
    const namedSubject = has(prev, 'Noun') && !has(prev, 'Plural') && d >= 0 && has(terms[d], 'Determiner', 'Possessive') && !/[,;:]/u.test(terms[d]!.post);
    // "Per-plate prices start at…": an "-s" word right before a verb is its subject (compromise reads
    // "start", "cost", "last" there as nouns: before a preposition or a number they are the verb).
    const verbNext =
      !!next &&
      ((has(next, 'Verb') && has(next, 'Infinitive') && !has(next, 'Noun', 'Auxiliary', 'Copula', 'Modal')) ||
        (['start', 'begin', 'cost', 'range', 'last', 'run', 'come', 'arrive'].includes(next.normal) && has(terms[i + 2], 'Preposition', 'Value')));
    const beforeVerb = sForm && !verbSeen && verbNext && !/[,;:]/u.test(t.post);
    if (beforeVerb && has(next, 'Noun')) terms[i + 1] = { ...next!, tags: new Set(['Verb', 'PresentTense', 'Infinitive']) };
    // ("Week-long summer camps | where kids…": a thing a relative clause describes is a noun.)
    const described = sForm && afterNoun && !verbSeen && ['where', 'who', 'which'].includes(next?.normal ?? '');
    // ("Guides are locals…": an "-s" word that opens its clause before "are" is its subject.)
    const beforeCopula = sForm && !verbSeen && (i === 0 || /[,;:.!?]/u.test(prev?.post ?? '') || has(prev, 'Determiner', 'Possessive', 'Adjective')) && has(next, 'Copula') && ['are', 'were'].includes(next!.normal);
    // ("…gives you verified cooks, | helpers, delivery riders…": an "-s" word before a comma and a plural noun opens a list of things.)
    const listHead = verbSeen && sForm && /,/u.test(t.post) && has(next, 'Noun') && has(next, 'Plural') && !has(next, 'Pronoun', 'Verb');
    if ((verbSeen && sForm && afterNoun && !takesObject && !namedSubject && !afterWhat) || (sForm && ofSomething) || beforeVerb || described || beforeCopula || listHead) {
      terms[i] = { ...t, tags: new Set(['Noun', 'Plural']) };
      continue;
    }
    // "a more regular cycle within…": a base form after an article and its adjectives is a noun
    // (and after a number that qualifies it, "A 3D scan at…").
    let k = i - 1;
    while (k >= 0 && (has(terms[k], 'Adjective', 'Adverb') || (has(terms[k], 'Value') && k === i - 1 && k > 0)) && !has(terms[k], 'Noun')) k--;
    const article = has(terms[k], 'Possessive') || (!sForm && has(terms[k], 'Determiner') && !has(terms[k], 'Pronoun'));
    if (has(t, 'Verb') && has(t, 'Infinitive') && k >= 0 && k < i - 1 && article) {
      terms[i] = { ...t, tags: new Set(['Noun', 'Singular']) };
      continue;
    }
    // ("aligners by post", "book by text": after "by" a base form is the means, a noun.)
    if (has(t, 'Verb') && has(t, 'Infinitive') && prev?.normal === 'by' && !has(next, 'Determiner', 'Possessive', 'Pronoun')) {
      terms[i] = { ...t, tags: new Set(['Noun', 'Singular']) };
      continue;
    }
    // "walking in Gurgaon", "come in 5-litre drums": a particle before a name or a number is a preposition.
    if (has(t, 'Particle') && ['in', 'on', 'at', 'to', 'from'].includes(t.normal) && (has(next, 'ProperNoun', 'Value', 'Determiner', 'Possessive') || /^\d/u.test(next?.text ?? ''))) {
      terms[i] = { ...t, tags: new Set(['Preposition']) };
    }
    // "We bring your clothes back": "back" is a noun only after an article, a possessive or an adjective ("your lower back").
    // ("20% of the fee back": money back stays a noun phrase.)
    if (t.normal === 'back' && has(t, 'Noun') && !has(prev, 'Determiner', 'Possessive', 'Adjective', 'Value') && !terms.slice(Math.max(0, i - 4), i).some((x) => has(x, 'Value', 'Percent', 'Money'))) {
      terms[i] = { ...t, tags: new Set(['Adverb']) };
      continue;
    }
    // "No drilling into your floor", "no waiting": what "no" refuses is a thing.
    if (prev?.normal === 'no' && has(t, 'Gerund')) {
      terms[i] = { ...t, tags: new Set(['Noun', 'Singular']) };
      continue;
    }
    // "We run surf lessons", "offer yoga classes": a base form between a verb and a plural noun names the kind.
    if (has(t, 'Infinitive') && !has(t, 'Noun') && (finite(prev) || has(prev, 'Gerund')) && !has(prev, 'Modal', 'Auxiliary', 'Copula') && has(next, 'Noun') && has(next, 'Plural') && !has(next, 'Pronoun')) {
      terms[i] = { ...t, tags: new Set(['Noun', 'Singular']) };
      continue;
    }
    // "30% less chemical than…": after a number's "less" or "more", the word it compares is a noun.
    if (['less', 'more', 'fewer'].includes(prev?.normal ?? '') && has(terms[i - 2], 'Value') && has(t, 'Adjective') && !has(t, 'Noun') && (!next || next.normal === 'than' || /[,;:.!?]/u.test(t.post))) {
      terms[i] = { ...t, tags: new Set(['Noun', 'Singular']) };
    }
    if (/[;:.!?]/u.test(t.post)) verbSeen = false;
    else if (finite(t) || has(t, 'Auxiliary', 'PastTense')) verbSeen = true;
  }
  return terms;
}

const join = (terms: readonly Term[]) =>
  terms
    // (The last word keeps a bracket or quote it closes: "…of America (CSIA)", not "(CSIA".)
    .map((t, i) => (i ? t.pre : '') + t.text + (i < terms.length - 1 ? t.post : (t.post.match(/^[)\]”’"']+/u)?.[0] ?? '')))
    .join('')
    .replace(/\s+/gu, ' ')
    .trim();

const has = (t: Term | undefined, ...tags: string[]) => !!t && tags.some((tag) => t.tags.has(tag));
const isVerb = (t: Term | undefined) =>
  has(t, 'Verb') && !has(t, 'Auxiliary', 'Modal', 'Copula') && !(has(t, 'PastTense') && has(t, 'Adjective'));

/** Words that negate what follows: a phrase cut after one would say the opposite ("no hourly billing" → "Hourly billing"). */
const NEGATIONS = new Set(['no', 'not', 'never', 'without', 'nor', 'zero', 'nothing', 'none', 'nobody', 'neither', 'barely', 'hardly', 'scarcely', "don't", "doesn't", "won't", "can't", 'cannot', 'n\'t']);
/** Verbs whose object the offer does away with ("cut your | electricity bill"): that object sells nothing alone. */
const ENDING_VERBS = new Set(['cut', 'reduce', 'lower', 'slash', 'avoid', 'skip', 'stop', 'end', 'eliminate', 'remove', 'replace', 'lose']);

/** Does a phrase name a price: a currency word or sign ("Rs 450", "£39", "$28")? */
const pricedAt = (span: readonly Term[]) =>
  span.some((t) => has(t, 'Money') || CURRENCY_WORD.test(t.normal)) || NAMES_CURRENCY.test(join(span));

const clauseNegatedAt = (terms: readonly Term[]) => terms.some((t) => NEGATIONS.has(t.normal) || has(t, 'Negative'));

/** Words that deny the rest of their clause, however far ("We never sell insurance, ULIPs or any product that pays us a hidden commission"). */
const CLAUSE_NEGATIONS = new Set(['not', 'never', 'without', 'nor', "don't", "doesn't", "won't", "can't", 'cannot', "n't"]);
const negated = (terms: readonly Term[], from: number) =>
  terms.slice(Math.max(0, from - 3), from).some((t) => NEGATIONS.has(t.normal) || has(t, 'Negative')) ||
  terms.slice(0, from).some((t, k) => CLAUSE_NEGATIONS.has(t.normal) && !leansApart(terms, k, from));

/** Is the word at `k` in a leaning clause that a comma closes before `from` ("If they do not confirm, | you get an SMS")? */
function leansApart(terms: readonly Term[], k: number, from: number): boolean {
  let start = k;
  while (start > 0 && !/,/u.test(terms[start - 1]!.post)) start--;
  return SUBORDINATE_START.has(terms[start]!.normal) && terms.slice(k, from).some((t) => /,/u.test(t.post));
}

/** A verb's forms ("cooks" → cook, cooked; "show" → show, shown), tagged as a verb in a sentence of its own; read once per verb. */
function verbForms(verb: string): { infinitive: string; participle: string | undefined } {
  type Forms = { Infinitive?: string; Participle?: string; PastTense?: string };
  const forms = (nlp(verb).verbs().conjugate() as Forms[])[0] ?? (nlp(`they ${verb}`).verbs().conjugate() as Forms[])[0];
  const p = forms?.Participle ?? forms?.PastTense;
  return {
    infinitive: forms?.Infinitive ?? verb,
    participle: verb.length >= 3 && p && /^[\p{L}-]+$/u.test(p) ? p : undefined,
  };
}

/** Verbs whose participle alone says a result ("Most faults fixed", "Windows cleaned"). */
const RESULT_VERBS = new Set(['fix', 'repair', 'clean', 'wash', 'install', 'paint', 'service', 'solve', 'sort', 'file', 'approve', 'refund', 'replace', 'redo']);

/** Words that open a condition a promise answers ("If a plant dies…, we replace it free"). */
const CONDITIONS = new Set(['if', 'when', 'whenever']);

/** Verbs of sending: said without an object, what is sent is the offer ("We ship anywhere in India", "We deliver across Pune"). */
const SENDING_VERBS = new Set(['ship', 'deliver', 'dispatch', 'courier']);

/** Verbs too general to head a phrase as a participle. */
const LIGHT_VERBS = new Set(['get', 'have', 'give', 'make', 'do', 'need', 'want', 'use', 'let', 'keep', 'come', 'go', 'send', 'put', 'see', 'lend', 'run', 'set']);

/** Subject pronouns: a clause can start with one. */
// ("…at £12 | and everything is washed at 30 degrees": a pronoun that points at nothing is a subject too.)
const SUBJECT_PRONOUNS = new Set(['we', 'you', 'they', 'he', 'she', 'it', 'i', 'everything', 'everyone', 'everybody', 'nothing', 'nobody']);
const SUBORDINATE_START = new Set(['if', 'when', 'whenever', 'while', 'because', 'although', 'though', 'unless', 'until', 'once', 'as', 'since']);
const JOINERS = new Set(['and', 'but', 'so', 'then']);

/** A verb that carries a clause: present or base form (not a participle or an adjective). */
const finite = (t: Term | undefined) =>
  !!t &&
  (has(t, 'Copula', 'Modal') ||
    (has(t, 'PresentTense', 'Infinitive', 'Imperative') && !has(t, 'Gerund', 'Adjective', 'Passive')));

/** Does a new subject and its verb start at `j` ("they arrive…", "our licensed pilot sprays…")? */
function subjectAt(terms: readonly Term[], j: number): boolean {
  const t = terms[j];
  if (!t) return false;
  if (SUBJECT_PRONOUNS.has(t.normal)) return [1, 2].some((k) => finite(terms[j + k]) || has(terms[j + k], 'Auxiliary', 'PastTense'));
  // "…, so parents can work": people named by a plural noun, then their verb.
  // (Not across a comma: "…from rice and lentils, | like at home" is no subject and its verb.)
  if (has(t, 'Plural') && has(t, 'Noun') && !has(t, 'Pronoun')) return !/[,;:]/u.test(t.post) && (finite(terms[j + 1]) || has(terms[j + 1], 'Auxiliary'));
  if (!has(t, 'Determiner', 'Possessive')) return false;
  for (let k = j + 1; k <= j + 4 && k < terms.length; k++) {
    const w = terms[k]!;
    if (finite(w) && !has(w, 'Noun')) return k > j + 1;
    if (!has(w, 'Noun', 'Adjective', 'Value') && !(has(w, 'PastTense') && has(terms[k + 1], 'Noun'))) return false;
  }
  return false;
}

/** The object noun phrase right after a clause's verb ("cook | lunch |", "pick up | your clothes |"), if any. */
function objectOf(clause: readonly Term[]): Term[] | undefined {
  const v = clause.findIndex((t) => finite(t) && !has(t, 'Copula', 'Modal', 'Auxiliary'));
  if (v < 0) return undefined;
  let k = v + 1;
  if (has(clause[k], 'Particle')) k++;
  const np: Term[] = [];
  for (; k < clause.length; k++) {
    const t = clause[k]!;
    if (!has(t, 'Noun', 'Adjective', 'Determiner', 'Possessive') || (has(t, 'Pronoun') && !has(t, 'Possessive'))) break;
    np.push(t);
    if (/[,;:]/u.test(t.post)) break;
  }
  const last = np[np.length - 1];
  return last && has(last, 'Noun') && np.length <= 4 ? np.map((t, i) => (i === np.length - 1 ? { ...t, post: ' ' } : t)) : undefined;
}

/**
 * English clauses (docs/content-writer.md "Facts"): a sentence splits at a semicolon, colon or
 * dash; at a comma or "and"/"but"/"so" before a new subject ("…online, | they arrive…"); and at a
 * comma or "and" before a verb that shares the first clause's subject ("We set up decorations, |
 * run two hours of games | and clean up afterwards" → "We run…", "We clean up…"). A clause that
 * opens with "if", "while"… keeps the clause it leans on; a list's commas never split.
 */
/** After a condition at `j` ("if you need hearing aids,"), does what it earns open on a verb, its subject left behind? */
function consequentWithoutSubject(terms: readonly Term[], j: number): boolean {
  const comma = terms.findIndex((t, k) => k >= j && /,/u.test(t.post));
  const next = comma >= 0 ? terms[comma + 1] : undefined;
  if (!next || has(next, 'Pronoun', 'Determiner', 'Possessive')) return false;
  // ("fits and adjusts them": the tagger reads the first of two verbs as a plural noun.)
  return (finite(next) && !has(next, 'Noun')) || (/s$/u.test(next.normal) && ['and', 'or'].includes(terms[comma + 2]?.normal ?? '') && finite(terms[comma + 3]));
}

function englishClauses(sentence: string, tag: Tagger): string[] {
  const terms = tag(sentence);
  const clauses: Term[][] = [];
  let current: Term[] = [];
  let subject: Term[] = [];
  // A participle before a noun is an adjective ("A chartered accountant"), not the clause's verb.
  const firstVerbOf = (ts: readonly Term[]) =>
    ts.findIndex((t, k) => finite(t) || has(t, 'Auxiliary') || (has(t, 'PastTense') && !has(ts[k + 1], 'Noun', 'Adjective')));
  // A pronoun that a split clause names again ("…and deliver it" → "We deliver lunch…").
  const named = new Map<number, Term[]>();
  // (Set at a colon a list follows: the rest of the sentence is that list.)
  let listAfterColon = false;
  for (let i = 0; i < terms.length; i++) {
    const t = terms[i]!;
    current.push(...(named.get(i) ?? [t]));
    if (i === terms.length - 1) break;
    const opensLeaning = SUBORDINATE_START.has(current[0]!.normal);
    // ("13:30": a colon between digits is a time's.)
    const punct = /[;:]|\s[-\u2013\u2014]\s?|[\u2013\u2014]/u.test(t.post) && !(/^:$/u.test(t.post) && /^\d/u.test(terms[i + 1]?.text ?? '') && /\d$/u.test(t.text));
    const comma = /,/u.test(t.post);
    let j = i + 1;
    const joiner = JOINERS.has(terms[j]!.normal);
    if (joiner) j++;
    const verb = firstVerbOf(current);
    const hasVerb = verb >= 0;
    let split = false;
    let shared = false;
    // "…you get a photo at the end of it": a clause that points back with "it" or "them" stays whole.
    // (A clause with a noun subject of its own, "every loaf is baked … before it reaches you", points inside itself.)
    const nounSubject = has(terms[j], 'Determiner', 'Possessive') && !has(terms[j], 'Pronoun');
    // "We cook lunch at home and deliver it to your office": "it" is the first clause's object, named again.
    const objectBack = objectOf(current);
    // (Only in a clause of one verb: in "We send an interviewer…, film a conversation, and edit it…" "it" is not the interviewer.)
    const oneVerb = current.filter((x) => finite(x) && !has(x, 'Noun', 'Copula', 'Modal', 'Auxiliary')).length === 1;
    const resolved =
      oneVerb &&
      joiner &&
      finite(terms[j]) &&
      !has(terms[j], 'Noun') &&
      !!objectBack &&
      ((terms[j + 1]?.normal === 'it' && !has(objectBack[objectBack.length - 1], 'Plural')) ||
        (terms[j + 1]?.normal === 'them' && has(objectBack[objectBack.length - 1], 'Plural', 'Uncountable'))) &&
      !terms.slice(j + 2).some((x) => x.normal === 'it' || x.normal === 'them');
    // (Not an "it" that a thing of the same words names first, as the object of a verb: "…, you call us, | we come with
    // a new battery and fit it in 30 minutes" points inside itself; "…and you get a photo at the end of it" does not.)
    const namedBefore = (rest: readonly Term[], k: number) =>
      isVerb(rest[k - 1]) && !has(rest[k - 1], 'Noun') && rest.slice(0, k - 1).some((x, n) => has(x, 'Determiner') && !has(x, 'Pronoun') && ['a', 'an'].includes(x.normal) && has(rest[n + 1], 'Noun', 'Adjective'));
    const pointsBack =
      !resolved &&
      !nounSubject &&
      terms.slice(j).some((x, k, rest) => ((x.normal === 'it' || x.normal === 'them') && !namedBefore(rest, k)) || (x.normal === 'one' && k === rest.length - 1 && has(rest[k - 1], 'Verb')));
    // "…refills of detergent, dish soap and shampoo": after "of …" a comma goes on with a list.
    // ("…by phone, | our licensed pilot sprays…": a subject and its verb are a clause, not the list's next item.)
    const inList = comma && !joiner && has(current[current.length - 2], 'Preposition') && !subjectAt(terms, j);
    // "Every child builds and shows a real game": two verbs of one object are one clause.
    // So are two modifiers of one noun ("bridal and party makeup").
    // ("Breakfast is included | and we run surf lessons": a new subject after "and" is a clause of its own.)
    // ("We wash, check | and sort everything": a bare word after a verb and a comma is that list's next verb, whatever the tagger says.)
    const verbList = has(t, 'Noun') && !has(t, 'Plural', 'Pronoun', 'Determiner') && /,/u.test(terms[i - 1]?.post ?? '') && isVerb(terms[i - 1]) && !has(terms[i - 1], 'Noun');
    // ("our van fits | and balances the tyres": two verbs of one subject, the first read as a plural noun.)
    const sPair = has(t, 'Noun') && !has(t, 'Pronoun') && /[^s]s$/u.test(t.normal) && has(terms[i - 1], 'Noun') && !!terms[j] && finite(terms[j]) && /[^s]s$/u.test(terms[j]!.normal) && !has(terms[j], 'Noun');
    const verbPair =
      joiner && !subjectAt(terms, j) && (finite(t) || has(t, 'PastTense') || verbList || sPair || (has(t, 'Adjective') && !has(t, 'Noun') && has(terms[j + 1], 'Noun')));
    // "…so the seller | and the buyer can both follow": after "so"/"that" with no verb yet, "and" joins two subjects.
    const lastLean = current.map((x) => x.normal).lastIndexOf('so');
    const subjectsJoined = joiner && lastLean >= 0 && !current.slice(lastLean + 1).some((x) => finite(x) || has(x, 'Auxiliary'));
    // "Headphones, and a weighted blanket | are available": a plural verb after a singular noun is the list's.
    const pluralVerbAfter = (() => {
      // (Only "a/an …": "the creche staff are" is a collective's own plural.)
      if (!['a', 'an'].includes(terms[j]?.normal ?? '')) return false;
      for (let k = j; k <= j + 4 && k < terms.length; k++) if (finite(terms[k]) || has(terms[k], 'Copula', 'Auxiliary')) return ['are', 'were', 'have'].includes(terms[k]!.normal) && !has(terms[k - 1], 'Plural');
      return false;
    })();
    // "…with seating under the palms so that the common areas stay cool": a purpose clause leans on its sentence.
    const purpose = terms[i + 1]?.normal === 'so' && terms[i + 2]?.normal === 'that';
    // "…about your dog's breed, weight, | age and activity", "…filters, | brakes check": after a
    // comma that follows a bare noun item, the words go on with a list (the tagger reads "age" as a verb).
    let prevComma = current.length - 2;
    while (prevComma >= 0 && !/,/u.test(current[prevComma]!.post)) prevComma--;
    const item = current.slice(prevComma + 1);
    const listGoesOn = comma && !joiner && prevComma >= 0 && item.length <= 3 && item.every((x) => has(x, 'Noun', 'Adjective', 'Value', 'Determiner', 'Possessive') && !has(x, 'Pronoun'));
    // ("…shared with the family and doctor on WhatsApp": a bare "verb" after "and" and a noun, before a preposition, is the list's next noun.)
    const nounPair = joiner && has(t, 'Noun') && !has(t, 'Pronoun') && has(terms[j], 'Infinitive') && has(terms[j + 1], 'Preposition') && !has(terms[j + 1], 'Particle');
    // ("…covered by our damage waiver, so you don't lose your deposit…": a consequence leans on its cause.)
    const consequence = terms[i + 1]?.normal === 'so';
    const may = (comma || joiner) && !purpose && !consequence && !nounPair && !listGoesOn && hasVerb && !opensLeaning && !pointsBack && !inList && !verbPair && !subjectsJoined && !pluralVerbAfter;
    // A short phrase of time or place before the new subject ("and on the wedding day the artist arrives").
    const afterPhrase = has(terms[j], 'Preposition')
      ? [2, 3, 4].map((k) => j + k).find((k) => subjectAt(terms, k) && terms.slice(j + 1, k).every((x) => has(x, 'Noun', 'Determiner', 'Adjective', 'Value')))
      : undefined;
    // "Rs 2,500 a month, | cancel any time": a phrase without a verb, then a request to the visitor.
    // (A short phrase: "…rooms in Delhi, open from 7am" describes the rooms; "open" there is no request.)
    const request =
      comma && !joiner && !hasVerb && !opensLeaning && current.length >= 2 && current.length <= 6 &&
      has(terms[j], 'Infinitive', 'Imperative') && !has(terms[j], 'Noun', 'Gerund') && !['open', 'free', 'clean', 'ready', 'live'].includes(terms[j]!.normal) &&
      // ("Staff rosters, leave and payroll": a "verb" that "and" joins to a noun is the list's next item.)
      !(['and', 'or'].includes(terms[j + 1]?.normal ?? '') && has(terms[j + 2], 'Noun') && !has(terms[j + 2], 'Pronoun'));
    // ("…with your parent: | a chat, a walk, help with shopping": after a colon, a list of things without a subject of its own says what went before.)
    const rest = terms.slice(i + 1);
    // (An item may be a clause of "what": "…a one-page report: sales, food cost, wage cost and what is left".)
    const whatAt = rest.findIndex((x) => ['what', 'whatever'].includes(x.normal));
    const items = whatAt > 0 ? rest.slice(0, whatAt) : rest;
    const colonList =
      /:/u.test(t.post) && items.some((x) => /,/u.test(x.post)) &&
      !items.some((x, k) => has(x, 'Copula', 'Modal', 'Auxiliary', 'Pronoun') || (finite(x) && !has(x, 'Noun') && k > 0 && !/,/u.test(items[k - 1]!.post) && !JOINERS.has(items[k - 1]!.normal)));
    if (colonList) listAfterColon = true;
    if (listAfterColon) split = false;
    else if (punct && current.length >= 2 && terms.length - j >= 2) split = true;
    else if (request) split = true;
    else if (may && (subjectAt(terms, j) || afterPhrase !== undefined)) split = true;
    // "We check in after a week, | and if you are not pain-free after three sessions we refund the
    // third one": a condition after "and" opens a clause of its own, with the promise it earns.
    // (Also after a phrase without a verb, "Flat price of $450 for the whole season, | and if we're late…"; never
    // when what the condition earns has no subject of its own, "…, and if you need hearing aids, | fits and adjusts them…".)
    else if (comma && joiner && !listAfterColon && (hasVerb || current.length >= 4) && !opensLeaning && CONDITIONS.has(terms[j]?.normal ?? '') && current.length >= 3 && !consequentWithoutSubject(terms, j)) split = true;
    // "No commercial yeast, no preservatives, | and every loaf is baked…": a list, then a clause of its own.
    else if (comma && joiner && !consequence && !opensLeaning && !pointsBack && !pluralVerbAfter && current.length >= 3 && subjectAt(terms, j)) split = true;
    // ("Fixed price of £69 | and we chase the tenant…": a phrase without a verb, then "we" or "you" and a clause of its own.)
    else if (joiner && terms[i + 1]?.normal === 'and' && !hasVerb && !consequence && !opensLeaning && current.length >= 3 && ['we', 'you'].includes(terms[j]?.normal ?? '') && finite(terms[j + 1])) split = true;
    // "…every month, | cancel anytime": a request to the visitor after a comma shares no subject ("We cancel anytime" says the opposite).
    else if (may && comma && !joiner && REQUEST_VERBS.has(terms[j]!.normal) && has(terms[j], 'Verb')) split = true;
    // "…and | travel costs are included": a word the tagger reads as a verb opens the next clause's subject.
    else if (may && joiner && finite(terms[j]) && has(terms[j + 1], 'Noun') && has(terms[j + 1], 'Plural') && !has(terms[j + 1], 'Pronoun') && has(terms[j + 2], 'Copula')) split = true;
    // (Nor a sentence's last word after a noun and "and": "…for your dog's weight and | age." is the list's last noun.)
    else if (may && finite(terms[j]) && !has(terms[j], 'Noun') && !(j === terms.length - 1 && has(t, 'Noun'))) {
      // "…, run two hours of games": the verb shares the clause's subject ("We"), or both are
      // requests to the visitor ("Book a trial, choose your look").
      // Only a pronoun subject is shared ("We …, run …"): a noun's verb may belong to a relative
      // clause ("…where every member starts … and gets …") or be a noun ("tools and parts").
      const s = current.slice(0, verb);
      const pronoun = s.length === 1 && ['we', 'you', 'they', 'i'].includes(s[0]!.normal);
      // (Nor a verb of a clause that leans inside it: "We match two families so they can share one nanny | and split the cost" is theirs, not "We split the cost".)
      const relative = current.slice(verb).some((x) => ['where', 'who', 'which', 'that', 'whose', 'so', 'because', 'if', 'when', 'while', 'until', 'unless'].includes(x.normal));
      // "We … and gets": a third person's verb does not agree with "we".
      const agrees = !pronoun || !/[^s]s$/iu.test(terms[j]!.text);
      // ("We design, | set up and stock aquariums": a verb with nothing after it shares the next one's object.)
      // (Nor with only its particle, "We set up | and look after your computers".)
      const bareVerb = current.length - 1 === verb || current.slice(verb + 1).every((x) => has(x, 'Particle') || ['up', 'out', 'off', 'down', 'in', 'on'].includes(x.normal));
      // ("…to water, prune | and replace any plant": the verbs of one list share its object and its "to".)
      const lastTwo = current.slice(-2);
      const verbsListed = lastTwo.length === 2 && /,/u.test(lastTwo[0]!.post) && (lastTwo.every((x) => isVerb(x) || has(x, 'Infinitive')) || current[current.length - 3]?.normal === 'to');
      if ((s.length === 0 || pronoun) && !relative && agrees && !bareVerb && !verbsListed) {
        split = true;
        shared = true;
        // "I can also do hair, | and bring a second artist": the modal goes with the subject ("I can also bring…").
        const modal = has(current[verb], 'Modal') ? current.slice(verb, verb + (has(current[verb + 1], 'Adverb') ? 2 : 1)) : [];
        subject = [...s, ...modal];
      }
    }
    // (Never before a condition whose promise has lost its subject: "…, and if you need hearing aids, | fits and adjusts them".)
    if (split && terms[j] && CONDITIONS.has(terms[j]!.normal) && consequentWithoutSubject(terms, j)) split = false;
    // (Nor between two joiners: "…for 18 months, and | then the motorbike is his" stays one clause; its "then" needs the "and" before it.)
    if (split && JOINERS.has(t.normal)) split = false;
    if (split) {
      clauses.push(current);
      current = shared ? [...subject] : [];
      if (resolved && shared && objectBack) named.set(j + 1, objectBack.map((x, k) => (k === objectBack.length - 1 ? { ...x, post: terms[j + 1]!.post } : x)));
      i = j - 1;
    }
  }
  if (current.length) clauses.push(current);
  return clauses.map((c) => join(c)).filter((c) => /[\p{L}\p{N}]/u.test(c));
}

/** Other languages: a sentence split at a semicolon, colon or dash (commas may be a list's). */
function plainClauses(sentence: string, locale: Locale): string[] {
  // Spanish: "y" before an article starts a clause with its own subject ("La primera clase es gratis | y los padres pueden ver…"),
  // unless a plural verb follows its noun: the two are one subject ("Todo el material y la cocción están incluidos").
  // ("13:30": a colon between digits is a time's, no clause's end.)
  const joined = locale === 'es' ? /\s*[;\u2013\u2014]\s*|(?<!\d):(?!\d)\s*|\s+-\s+|,?\s+y\s+(?=(?:el|la|los|las|nuestros?|nuestras?|sus|tus)\s+\p{L}+\s+(?!(?:están|son|quedan|van|vienen|incluyen|cuestan)\b)\p{L}+)/u : /\s*[;\u2013\u2014]\s*|(?<!\d):(?!\d)\s*|\s+-\s+/u;
  return sentence
    .split(joined)
    .map((c) => c.trim())
    .filter((c) => /[\p{L}\p{N}]/u.test(c));
}

/**
 * A sentence that lists short phrases ("Rent by the month, free doorstep pickup, repairs
 * included"): each item is a fact of its own. Three items or more, each of two to six words,
 * none opening on a small word; null otherwise.
 */
function listItems(sentence: string, lex: Lexicon): string[] | null {
  const items = sentence
    .replace(END, '')
    // ("Rs 2,500 a month": a comma inside a number separates nothing.)
    .split(/\s*,(?!\d)\s*(?:and\s+)?/u)
    .map((i) => i.trim());
  const ok =
    items.length >= 3 &&
    items.every((i) => {
      const n = i.split(/\s+/u).length;
      return n >= 2 && n <= 6 && !isSmallWord(lex, i.split(/\s+/u)[0]!);
    });
  return ok ? items : null;
}

/** The clauses of an answer, each a sentence of its own. */
export function clausesIn(text: string, locale: Locale, tag: Tagger = newTagger()): string[] {
  const out: string[] = [];
  for (const sentence of sentencesIn(text, locale)) {
    const split = locale === 'en' ? (listItems(sentence, lexiconOf(locale)) ?? englishClauses(sentence, tag)) : plainClauses(sentence, locale);
    // Never inside brackets: "Full package single (beat, recording, | mix, master) is ₦120,000." is one clause.
    const parts: string[] = [];
    for (const p of split) {
      const last = parts[parts.length - 1];
      if (last !== undefined && bracketDepth(last) > 0) {
        parts[parts.length - 1] = `${last.replace(END, '')}, ${lowerFirst(p)}`;
      } else parts.push(p);
    }
    const first = out.length;
    // The subject a merged fragment kept from the clauses after it ("…and your bank, | reconcile every week" → "We reconcile…").
    let carry = '';
    for (let p of parts) {
      if (carry) {
        const opening = tag(p)[0];
        if (opening && isVerb(opening) && !has(opening, 'Noun', 'Gerund', 'PastTense')) p = `${carry} ${p.charAt(0).toLowerCase()}${p.slice(1)}`;
        else carry = '';
      }
      // "…(Dentrix, Eaglesoft, Open Dental) and | your bank": a possessive's thing of three words or
      // fewer and no verb is the previous clause's last object, never a clause alone ("Your bank.").
      const fragment = locale === 'en' && out.length > first && /^(?:and\s+)?(?:your|our|their|its)\s/iu.test(p) && wordCount(p) <= 4 && !tag(p).some((t) => isVerb(t) || has(t, 'Copula'));
      if (fragment) {
        carry = /^(we|they|i)\s/iu.exec(out[out.length - 1]!)?.[1] ?? '';
        out[out.length - 1] = asSentence(`${out[out.length - 1]!.replace(END, '')} and ${p.replace(/^and\s+/iu, '').replace(END, '')}`, locale);
        continue;
      }
      // "And on the wedding day the artist arrives…": the clause without the word that joined it.
      const s = asSentence(locale === 'en' ? p.replace(/^(?:and|but|so|then|also)\s+/iu, '') : p, locale);
      if (s && !out.some((o) => o.toLowerCase() === s.toLowerCase())) out.push(s);
    }
  }
  return out;
}

const startsWithWords = (text: string, phrase: string) => {
  const t = wordsOf(text);
  const p = wordsOf(phrase);
  return p.length > 0 && p.every((w, i) => t[i] === w);
};

/** A phrase as a heading: no article or possessive at its start, no end punctuation, sentence case. */
function headingText(words: readonly (string | Term)[], lex: Lexicon): string {
  const text = (w: string | Term) => (typeof w === 'string' ? w : w.text);
  let start = 0;
  // "your own neighbourhood" keeps its possessive: "Own neighbourhood" reads wrong.
  while (
    start < words.length - 1 &&
    lex.droppable.has(text(words[start]!).toLowerCase()) &&
    text(words[start + 1]!).toLowerCase() !== 'own'
  )
    start++;
  const rest = words.slice(start);
  const joined = rest.every((w) => typeof w !== 'string') ? join(rest as Term[]) : rest.map(text).join(' ');
  return capitalise(joined.replace(END, '').replace(/^[\s,;:]+/u, ''));
}

/** Words of a phrase that hold a letter (numbers do not make a heading longer to read). */
export function wordCount(text: string): number {
  return text.split(/\s+/u).filter((w) => /\p{L}/u.test(w)).length;
}

/** Adjectives said only after their thing ("the order is ready", never "a ready order"). */
const PREDICATIVE_ONLY = new Set(['ready', 'available', 'open', 'closed', 'done', 'alive', 'alone', 'aware', 'able', 'due', 'awake', 'sure', 'glad', 'unable', 'afraid']);

/** Key phrases of an English clause from its tags: noun phrases, numbers with what they count, what a visitor does. */
function englishPhrases(clause: string, lex: Lexicon, tag: Tagger): Phrase[] {
  const terms = tag(clause);
  const out: Phrase[] = [];
  const firstVerb = terms.findIndex((t) => isVerb(t) || has(t, 'Copula', 'Modal', 'Auxiliary'));
  const subject = firstVerb > 0 ? terms.slice(0, firstVerb) : [];
  // (People named by a noun may be the business's own, "Deaf teachers lead every class": only "you" is the visitor.)
  const subjectIsVisitor = firstVerb <= 0 || subject.some((t) => t.normal === 'you');

  const npWord = (t: Term, i: number) =>
    // ("a monthly rent | lower than…": a comparative before "than" is no noun, whatever the tagger says.)
    !(terms[i + 1]?.normal === 'than' && /^(?:lower|higher|cheaper|better|bigger|smaller|larger|quicker|faster|longer|shorter|greater)$/u.test(t.normal)) &&
    // ("your things | over summer": a preposition the tagger reads as an adjective is none.)
    (has(t, 'Noun', 'Adjective', 'Value', 'Determiner', 'Acronym', 'ProperNoun', 'Possessive') && !has(t, 'Pronoun') && !(has(t, 'Adjective') && !has(t, 'Noun') && lex.prepositions.has(t.normal))) ||
    (has(t, 'Possessive') && has(t, 'Pronoun')) ||
    // A participle between a determiner or adjective and a noun ("an edited album"), and the adverb
    // that qualifies it ("a fully equipped van", "freshly baked bread").
    (has(t, 'PastTense', 'Gerund') && has(terms[i + 1], 'Noun', 'Adjective') && i > 0 && (has(terms[i - 1], 'Determiner', 'Adjective', 'Possessive', 'Adverb') || (has(terms[i - 1], 'Value') && isVerb(terms[i - 2]) && !has(terms[i - 2], 'Copula') && t.normal !== 'including'))) ||
    (has(t, 'Adverb') && /ly$/u.test(t.normal) && !['only', 'early', 'daily', 'weekly', 'monthly', 'yearly'].includes(t.normal) && has(terms[i + 1], 'PastTense', 'Adjective') && has(terms[i + 2], 'Noun') && !has(terms[i + 2], 'Pronoun'));

  // Noun phrases: maximal runs, ending on a noun or a number; "of" joins two ("groups of six kids").
  const runs: { from: number; to: number }[] = [];
  for (let i = 0; i < terms.length; ) {
    if (!npWord(terms[i]!, i)) {
      i++;
      continue;
    }
    let j = i;
    while (
      j + 1 < terms.length &&
      npWord(terms[j + 1]!, j + 1) &&
      // (Never across a sentence's end the segmenter missed: "one place. setup".)
      (!/[,;:.!?]/u.test(terms[j]!.post) || (/^,\s*$/u.test(terms[j]!.post) && has(terms[j], 'Adjective') && !has(terms[j], 'PastTense') && has(terms[j + 1], 'Adjective') && !has(terms[j + 1], 'Noun', 'Verb'))) &&
      !(has(terms[j + 1], 'Determiner', 'Possessive') && has(terms[j], 'Noun')) &&
      // "Students in Pune | list old textbooks": a place after "in" ends its phrase (the next word is the clause's verb, whatever the tagger says).
      !(/^\p{Lu}/u.test(terms[j]!.text) && has(terms[j], 'Place', 'ProperNoun') && ['in', 'near', 'across', 'at'].includes(terms[j - 1]?.normal ?? '') && /^\p{Ll}/u.test(terms[j + 1]!.text) && !lex.measures.has(terms[j]!.normal)) &&
      // ("in Baner and Aundh | three mornings a week": a place is counted by nothing after it.)
      !(/^\p{Lu}/u.test(terms[j]!.text) && has(terms[j], 'Place', 'ProperNoun') && !lex.measures.has(terms[j]!.normal) && has(terms[j + 1], 'Value') && !/\d/u.test(terms[j + 1]!.text)) &&
      // "at home | three times a week", "a friendly note | 3 days before": a count of a measure starts a phrase of its own.
      !(has(terms[j + 1], 'Value') && has(terms[j], 'Noun') && (terms[j + 2]?.normal === 'times' || has(terms[j + 2], 'Date', 'Duration') || ['to', 'or'].includes(terms[j + 2]?.normal ?? ''))) &&
      // ("…issue the Gas Safe certificate | landlords need every year", "…into language | hiring managers
      // understand": after the verb's object, people and a verb of their own are a clause that qualifies it.)
      !(firstVerb >= 0 && i > firstVerb && has(terms[j], 'Noun') && has(terms[j + 1], 'Noun', 'Gerund') && !has(terms[j + 1], 'Pronoun') &&
        [terms[j + 2], terms[j + 3]].some((x, k) => !!x && finite(x) && !has(x, 'Noun') && (k === 0 || (/ing$/u.test(terms[j + 1]!.normal) && has(terms[j + 2], 'Plural')))) &&
        !/[,;:]/u.test(terms[j]!.post))
    )
      j++;
    while (j > i && !has(terms[j], 'Noun', 'Value')) j--;
    // "in-person trial | two (to six weeks…)": a number left without what it counts ends nothing.
    // ("Rs 79": a currency is what the number counts.)
    while (j > i && has(terms[j], 'Value') && !has(terms[j], 'Noun') && has(terms[j - 1], 'Noun') && !/\d/u.test(terms[j - 1]!.text) && !lex.measures.has(terms[j - 1]!.normal) && !CURRENCY_WORD.test(terms[j - 1]!.normal) && !['class', 'grade', 'standard', 'level', 'room', 'phase', 'sector', 'block'].includes(terms[j - 1]!.normal)) j--;
    // "a clean glass one": a phrase whose head is "one" points back to a thing it does not name.
    if (has(terms[j], 'Noun', 'Value') && !has(terms[j], 'Pronoun') && !(['one', 'ones'].includes(terms[j]!.normal) && j > i)) runs.push({ from: i, to: j });
    i = j + 1;
  }
  const first = (x: { from: number; to: number }) => terms.slice(x.from, x.to + 1);
  for (let r = 0; r + 1 < runs.length; r++) {
    const a = runs[r]!;
    const b = runs[r + 1]!;
    const between = terms[a.to + 1];
    // ("Rs 4,999 for the full 12 weeks": a price joins what it is for.)
    const priceFor = between?.normal === 'for' && pricedAt(terms.slice(a.from, a.to + 1));
    // (Never across a comma: "women instructors, | in South and West Delhi".)
    if (b.from === a.to + 2 && between && !/[,;:]/u.test(terms[a.to]!.post) && (['of', 'in', 'near', 'across', 'on', 'per', 'to', 'from'].includes(between.normal) || priceFor)) {
      const second = terms.slice(b.from, b.to + 1);
      // ("beans from Chikmagalur estates": where a thing comes from, when it is named, joins it.)
      const placeJoin =
        ['in', 'near', 'across', 'from'].includes(between.normal) && second.some((t) => has(t, 'Place', 'ProperNoun') || /^\p{Lu}/u.test(t.text));
      // "a supervised creche on the same floor": where a thing is, not when ("on the booked day").
      // (Not "on the first visit": an order in time says when, as a date does.)
      const onJoin = between.normal === 'on' && !second.some((t) => has(t, 'Date', 'Duration', 'Ordinal'));
      // A place joins a thing that names something ("Homes in Pune", "Day in Gurugram", "3 to 10 in Hyderabad" say nothing).
      const firstText = join(terms.slice(a.from, a.to + 1));
      const thing = namesSomething(lex, firstText) && !(a.from === a.to && lex.generic.has(terms[a.from]!.normal));
      // ("a report to parents": a thing and the people it goes to.)
      const toPeople = between.normal === 'to' && second.some((t) => has(t, 'Actor')) && !first(a).some((t) => has(t, 'Actor', 'Pronoun'));
      // ("every Friday | from Dehradun": when, and from where, name no thing.)
      const timed = between.normal === 'from' && first(a).some((t) => has(t, 'Date', 'Duration'));
      if (between.normal === 'of' || between.normal === 'per' || priceFor || (placeJoin && thing && !timed) || (onJoin && thing) || toPeople) runs.push({ from: a.from, to: b.to });
    }
  }
  // ("a report to parents | every Sunday": a thing and how often it comes.)
  for (const a of [...runs]) {
    const b = runs.find((x) => x.from === a.to + 1 && ['every', 'each'].includes(terms[x.from]!.normal) && terms.slice(x.from, x.to + 1).some((t) => has(t, 'Date', 'Duration')));
    const people = (first(a).some((t) => has(t, 'Pronoun') || has(t, 'Actor')) && !first(a).some((t) => t.normal === 'to')) || has(terms[a.to], 'Place', 'ProperNoun');
    // (Not a list's last item: "home or office | every two weeks" is when both are visited.)
    const listed = ['and', 'or'].includes(terms[a.from - 1]?.normal ?? '');
    if (b && !people && !listed && !/[,;:]/u.test(terms[a.to]!.post) && b.to - a.from < MAX_HEADING_WORDS + 1) runs.push({ from: a.from, to: b.to });
  }
  // A list of nouns is one phrase ("mehendi, sangeet and the wedding day", "pesticide or fertiliser").
  const listRuns = runs.length;
  for (let r = 0; r < listRuns; r++) {
    const prev = runs[r - 1];
    if (prev && runs[r]!.from === prev.to + 1 && /,/u.test(terms[prev.to]!.post)) continue;
    let k = r;
    let closed = false;
    while (k + 1 < listRuns) {
      const a = runs[k]!;
      const b = runs[k + 1]!;
      const comma = b.from === a.to + 1 && /,/u.test(terms[a.to]!.post);
      const conj = b.from === a.to + 2 && ['and', 'or'].includes(terms[a.to + 1]!.normal);
      if (!comma && !conj) break;
      // ("The same therapist every visit, and a progress note…": two phrases, a comma, then "and" join two clauses, not a list.)
      if (conj && k === r && /,/u.test(terms[a.to]!.post)) break;
      // Items of one list count alike: "for two people or a large box" joins a count to a thing.
      const counts = (x: { from: number; to: number }) => terms.slice(x.from, x.to + 1).some((t) => has(t, 'Value') || /\d/u.test(t.text));
      if (counts(a) !== counts(b)) break;
      // "…no preservatives, and every loaf is baked": the next phrase is a new clause's subject, not an item.
      const after = terms[b.to + 1];
      if (after && (finite(after) || has(after, 'Auxiliary'))) break;
      k++;
      if (conj) {
        closed = true;
        break;
      }
    }
    if (closed && k > r) runs.push({ from: runs[r]!.from, to: runs[k]!.to });
  }
  const LEADS = new Set(['up', 'to', 'under', 'over', 'within', 'only', 'just', 'less', 'than', 'more', 'from']);
  for (const run of runs) {
    const from = run.from;
    let to = run.to;
    // "…90% less water than manual spraying": what the offer is compared with is not what it offers.
    // ("…costs less than two coffees a day": a number after "less than" is the offer's own measure.)
    const thanAt = terms[from - 1]?.normal === 'than' ? from - 1 : terms[from - 2]?.normal === 'than' && has(terms[from - 1], 'Determiner', 'Possessive') ? from - 2 : -1;
    const measured = thanAt > 0 && ['less', 'more', 'fewer', 'cheaper'].includes(terms[thanAt - 1]!.normal) && terms.slice(from, to + 1).some((t) => has(t, 'Value') || /\d/u.test(t.text));
    if (thanAt >= 0 && !measured) continue;
    // "…replaces paper KOTs", "instead of the grid", "unlike salons": what the offer does away with is not what it offers.
    const before1 = terms[from - 1]?.normal ?? '';
    const before2 = terms[from - 2]?.normal ?? '';
    const replaced = (n: string) => /^(?:replaces?|replacing|replaced|unlike)$/u.test(n);
    // (Over the list the verb takes: "replaces paper KOTs and | the billing desktop".)
    let back = from - 1;
    while (back > 0 && (has(terms[back], 'Noun', 'Adjective', 'Determiner', 'Possessive') || ['and', 'or'].includes(terms[back]!.normal)) && !has(terms[back], 'Pronoun')) back--;
    // ("…rather than pushing | one brand": what the business does not do, whatever follows.)
    if (/\b(?:rather than|instead of)\b/u.test(terms.slice(Math.max(0, from - 4), from).map((t) => t.normal).join(' '))) continue;
    if (replaced(terms[back]?.normal ?? '') || (before1 === 'of' && before2 === 'instead') || (has(terms[from - 1], 'Determiner') && before2 === 'of' && terms[from - 3]?.normal === 'instead')) continue;
    // Never a phrase that its clause negates ("no commission" → "Commission…"): the negation stays or the phrase goes.
    // "No minimum order", "no hourly billing": a "no" right before the phrase stays with it.
    const withNo = /^(no|zero)$/u.test(terms[from - 1]?.normal ?? '') && !negated(terms, from - 1);
    // ("It warns you before | a shift breaks working-time rules": what a clause's conjunction opens is
    // when or why the offer acts, not what it offers; the words that follow are no heading.)
    const opener = has(terms[from - 1], 'Determiner', 'Possessive') ? terms[from - 2] : terms[from - 1];
    if (opener && has(opener, 'Conjunction') && (SUBORDINATE_START.has(opener.normal) || ['before', 'after', 'till'].includes(opener.normal))) continue;
    if (negated(terms, from) && !NEGATIONS.has(terms[from]!.normal) && !withNo) continue;
    // "No advisory fee | for the first year": the time a "no" holds for stays with it, or the phrase goes.
    if (withNo && ['for', 'until', 'during', 'till'].includes(terms[to + 1]?.normal ?? '')) {
      const span = runs.filter((r) => r.from === to + 2).sort((x, y) => y.to - x.to)[0];
      if (!span || span.to - from + 2 > MAX_HEADING_WORDS) continue;
      to = span.to;
    }
    let start = withNo ? from - 1 : from;
    const value = terms
      .slice(from, to + 1)
      .some(
        (t) =>
          (has(t, 'Value', 'Percent', 'Money') && !has(t, 'Ordinal') && !/^(a|an|few|several|many|some)$/u.test(t.normal)) ||
          /\d/u.test(t.text),
      );
    // "up to 90% less water", "within 48 hours": the words that qualify a number stay with it.
    if (value) while (start > 0 && LEADS.has(terms[start - 1]!.normal) && !/[,;:]/u.test(terms[start - 1]!.post)) start--;
    if (start < from && terms[start]!.normal === 'to' && terms[start - 1]?.normal !== 'up') start++;
    // "100 to 1,500 guests", "at most 10 children": the range and its bound stay whole.
    if (value && terms[start - 1]?.normal === 'to' && has(terms[start - 2], 'Value')) start -= 2;
    // ("class 9 and 10 CBSE students": the first number stays with the second.)
    else if (value && ['and', 'or'].includes(terms[start - 1]?.normal ?? '') && has(terms[start - 2], 'Value')) start -= 2;
    if (['most', 'least'].includes(terms[start]!.normal) && terms[start - 1]?.normal === 'at') start--;
    // ("from 50 | to 500 guests": the first number of a range is no phrase alone.)
    if (value && terms[to + 1]?.normal === 'to' && has(terms[to + 2], 'Value')) continue;
    // "Rooms from Rs 600 a night": a price names what it is the price of, when that comes right before.
    // ("Day passes at Rs 299", "Monthly plan at Rs 2,800": so does a price after "at".)
    // ("Rated 4.9 on Google | from over 600 reviews": only a price names what it is the price of.)
    const priceLead = !value || !pricedAt(terms.slice(from, to + 1)) ? -1 : terms[start]!.normal === 'from' ? start : terms[start - 1]?.normal === 'at' ? start - 1 : -1;
    const priced = priceLead > 0 ? runs.find((r) => r.to === priceLead - 1 && !/[,;:]/u.test(terms[r.to]!.post)) : undefined;
    if (priced) {
      const withThing = headingText(terms.slice(priced.from, to + 1), lex);
      if (wordCount(withThing) <= MAX_HEADING_WORDS && !terms.slice(priced.from, start).some((t) => has(t, 'Pronoun') && !has(t, 'Possessive'))) out.push({ text: withThing, score: 8, verb: false });
    }
    const span = terms.slice(start, to + 1);
    const text = headingText(span, lex);
    const content = span.filter((t) => !isSmallWord(lex, t.normal));
    // ("Rs 4,999": a price is content, though its words are a currency and a number.)
    const price = pricedAt(span);
    if ((!content.length && !(value && price)) || wordCount(text) > MAX_HEADING_WORDS) continue;
    const inSubject = to < firstVerb;
    const audience = inSubject && span.some((t) => has(t, 'Actor'));
    let score = Math.min(content.length, 4);
    if (content.length === 1 && !withNo) score -= 2;
    // What the offer spares the visitor ("No drilling", "No minimum order", "No deposit") sells as a number does.
    if (withNo) score += 2;
    // What a clause without a verb of its own is about comes first ("Unlimited revisions | until you sign"):
    // the topic, not what the rest of it names ("Latest housing law").
    if (from === 0 && !value && SUBORDINATE_START.has(terms[to + 1]?.normal ?? '') && to + 1 < firstVerb) score += 2;
    // ("We use only | plant-based products": an adverb between a verb and its object leaves it the verb's.)
    const before = has(terms[start - 1], 'Adverb') && ['only', 'just', 'also', 'always'].includes(terms[start - 1]!.normal) ? terms[start - 2] : terms[start - 1];
    // ("Cut your electricity bill": what a verb cuts or ends is no selling point alone, "Electricity bill".)
    const ending = has(before, 'Possessive') ? terms[start - 2] : before;
    if (ending && isVerb(ending) && (ENDING_VERBS.has(ending.normal) || ENDING_VERBS.has(verbForms(ending.normal).infinitive))) continue;
    // The verb's object says what is done ("a fresh vegetarian lunch"); a preposition's object
    // or a time ("by phone", "on the booked day", "before their first order") says little alone.
    if (before && isVerb(before)) score += 2;
    // A name (a place, a day: "Kothrud", "Saturday") is specific wherever it stands.
    const named = span.some((t) => has(t, 'Place', 'ProperNoun', 'WeekDay', 'Month') || (/^\p{Lu}/u.test(t.text) && t !== terms[0]));
    if (before && has(before, 'Preposition') && !value && !named) score -= 1.5;
    // A time says little alone ("on the booked day") unless it counts ("twice a day", "every Friday").
    const counts = value || terms.slice(Math.max(0, start - 2), start).some((t) => /^(twice|once|every|each|daily|weekly)$/u.test(t.normal));
    if (span.some((t) => has(t, 'Date', 'Duration')) && !counts && !named) score -= 2;
    // ("Same day", "The last week": a time alone heads nothing, it says when of something unnamed.)
    if (!counts && !named && span.every((t) => has(t, 'Date', 'Duration') || isSmallWord(lex, t.normal) || ['same', 'next', 'last', 'first', 'every', 'each', 'whole', 'full', 'half', 'entire', 'morning', 'afternoon', 'evening', 'night', 'day', 'week', 'weekend', 'month', 'year'].includes(t.normal))) score -= 4;
    if (named) score += 1;
    if (value) score += 3;
    // A count with one bare noun ("1 acre", "7 minutes") says nothing of the offer alone; a price or a promise does.
    const words = span.filter((t) => !/\d/u.test(t.text) && !has(t, 'Value') && !isSmallWord(lex, t.normal));
    if (value && words.length <= 1 && !words.some((t) => lex.proof.has(t.normal)) && !price) score -= 4;
    // A price is what a visitor looks for first.
    if (value && price) score += 2;
    const QUANTIFIERS = /^(few|many|some|several|same|other|any|most|more|less|much)$/u;
    // A modifier that describes ("fresh", "supervised", "licensed"), not one that only counts ("few", "same").
    if (span.some((t) => (has(t, 'Adjective') || (has(t, 'PastTense') && has(span[span.indexOf(t) + 1], 'Noun'))) && !QUANTIFIERS.test(t.normal)) || span.some((t) => lex.proof.has(t.normal))) score += 1;
    if (span.length && QUANTIFIERS.test(span.find((t) => !lex.droppable.has(t.normal))?.normal ?? '') && !value) score -= 2;
    if (span.some((t) => has(t, 'Place'))) score += 1;
    // ("Hyderabad and Secunderabad": places alone say where, and the hero says that; they head no card.)
    if (span.every((t) => isSmallWord(lex, t.normal) || has(t, 'Place'))) score -= 4;
    if (audience) score -= 2;
    if (content.length === 1 && lex.generic.has(content[0]!.normal)) score -= 3;
    // "Each clinic", "Every return": a thing counted one by one says little alone.
    if (['each', 'every', 'all'].includes(span[0]!.normal) && !value) score -= 2.5;
    out.push({ text, score, verb: false });
  }
  // A number with what it counts ("Album in 30 days or 20% back"): the subject's noun, the
  // preposition and the number, and a second number joined by "or"/"and".
  // The subject is the thing measured ("Album in 30 days"), never people ("Managers in ten minutes" says something else).
  // (The run the verb follows: in "Full-day coverage, 400 edited photos delivered in 3 weeks" the
  // photos are delivered, not the coverage; a comma between a run and the verb parts them.)
  const subjectRun = runs.find(
    (r) =>
      r.to < firstVerb &&
      !terms.slice(r.from, r.to + 1).some((t) => (has(t, 'Pronoun') && !has(t, 'Possessive')) || has(t, 'Actor')) &&
      !terms.slice(r.to, firstVerb).some((t) => /[,;:]/u.test(t.post)),
  );
  const valueRuns = runs.filter((r) => r.from > firstVerb && terms.slice(r.from, r.to + 1).some((t) => has(t, 'Value') || /\d/u.test(t.text)));
  // (The longest run from the first number: "Rs 79 per kg", not "Rs 79".)
  const firstValue = valueRuns.filter((r) => r.from === valueRuns[0]?.from).sort((x, y) => y.to - x.to)[0];
  // Only a preposition that reads without its verb ("Album in 30 days", not "Plot about ten minutes").
  // ("…fee of £99" reads only with its own noun; "three times | a week" is not a whole value.)
  const afterValue = firstValue ? terms[firstValue.to + 1] : undefined;
  // (A short word or two after it up to a comma go with it: "NZ$3,900 all in,", "R4,500 installed,".)
  const tailEnd = firstValue ? terms.findIndex((t, k) => k > firstValue.to && /[,;:.]/u.test(t.post)) : -1;
  const valueTail = firstValue && afterValue && tailEnd > firstValue.to && tailEnd - firstValue.to <= 2 && !terms.slice(firstValue.to + 1, tailEnd + 1).some((t) => has(t, 'Value') || /\d/u.test(t.text)) ? terms.slice(firstValue.to + 1, tailEnd + 1) : [];
  const wholeValue = !afterValue || /[,;:.]/u.test(terms[firstValue!.to]!.post) || has(afterValue, 'Conjunction', 'Preposition') || valueTail.length > 0;
  // ("Each candle burns | for 40 hours" is not "Candle for 40 hours": "for" reads without its verb only before a price.)
  const valuePrep = terms[(firstValue?.from ?? 0) - 1]?.normal ?? '';
  const joinsValue = wholeValue && (['in', 'within', 'under', 'over', 'from', 'at'].includes(valuePrep) || (valuePrep === 'for' && !!firstValue && pricedAt(terms.slice(firstValue.from, firstValue.to + 1))));
  // Only with a verb that does something ("arrives"): "Groups are capped at 12" is not "Groups at 12".
  // And the value is that verb's ("…completed it, and most report … within three months" is another clause's).
  const doing =
    firstVerb >= 0 &&
    !has(terms[firstVerb], 'Copula', 'Auxiliary', 'Modal') &&
    !!firstValue &&
    !terms.slice(firstVerb + 1, firstValue.from).some((t) => finite(t) || has(t, 'Auxiliary') || t.normal === 'and') &&
    // (Nor a verb with an object of its own: "Beginners reach basic conversation in 12 weeks" is not "Beginners in 12 weeks".)
    !runs.some((r) => r.from === firstVerb + 1 && r.to < firstValue.from - 1);
  // (Not the first number of a range: "…parties from 50 | to 500 guests".)
  const range = !!firstValue && terms[firstValue.to + 1]?.normal === 'to' && has(terms[firstValue.to + 2], 'Value');
  if (subjectRun && firstValue && joinsValue && doing && !range && !terms.some((t) => NEGATIONS.has(t.normal) || has(t, 'Negative'))) {
    // "Prices start at Rs 450" → "Prices from Rs 450": the verb's meaning kept in its preposition.
    const starts = ['start', 'begin'].includes(verbForms(terms[firstVerb]!.normal).infinitive);
    const parts = [
      ...terms.slice(subjectRun.from, subjectRun.to + 1).map((t) => t.text),
      starts ? 'from' : terms[firstValue.from - 1]!.text,
      ...terms.slice(firstValue.from, firstValue.to + 1).map((t) => t.text.replace(/[.,;:!?]+$/u, '')),
      ...valueTail.map((t) => t.text.replace(/[.,;:!?]+$/u, '')),
    ];
    const second = valueRuns[1];
    // (The second number whole, or not at all: "…or we refund 20% of the fee" is no "30 days or 20%".)
    const secondWhole = second && valueRuns.filter((r) => r.from === second.from).sort((x, y) => y.to - x.to)[0];
    // (Close to the first: "…in 30 days or you get 20% back", not "…₦15,000 a month and we guarantee a technician within 24 hours".)
    const joiner = secondWhole && secondWhole.from - firstValue.to <= 4 ? terms.slice(firstValue.to + 1, secondWhole.from).find((t) => ['or', 'and'].includes(t.normal)) : undefined;
    const withSecond = joiner ? [...parts, joiner.text, ...terms.slice(secondWhole!.from, secondWhole!.to + 1).map((t) => t.text)] : parts;
    for (const words of [withSecond, parts]) {
      const text = headingText(words, lex);
      if (wordCount(text) <= MAX_HEADING_WORDS) {
        out.push({ text, score: 8 + (words === withSecond && joiner ? 1 : 0), verb: false });
        break;
      }
    }
  }
  // What a thing does, with its number ("Each candle burns for 40 hours" → "Burns for 40 hours"):
  // the verb, its preposition and the number, when the number follows the verb right away.
  // ("Plans start at Rs 799" says "Plans from Rs 799" above: a verb of starting heads nothing alone.)
  const startVerb = firstVerb >= 0 && ['start', 'begin'].includes(verbForms(terms[firstVerb]!.normal).infinitive);
  if (subjectRun && firstValue && wholeValue && doing && !range && !startVerb && firstValue.from === firstVerb + 2 && has(terms[firstVerb + 1], 'Preposition') && !clauseNegatedAt(terms)) {
    const text = capitalise(join(terms.slice(firstVerb, firstValue.to + 1)).replace(END, ''));
    if (wordCount(text) <= MAX_HEADING_WORDS && wordCount(text) >= 2) out.push({ text, score: 7, verb: false });
  }
  // A quality said of every one of them ("Every cook is kitchen-inspected before their first order"
  // → "Kitchen-inspected cooks", "All our tutors are trained in phonics" → "Tutors trained in
  // phonics"): the quality before its noun, or after it with the preposition it takes.
  // Experience, its years first ("Our trainers have worked in call centres for 10+ years" → "10+
  // years in call centres"): where it was gained, and for how long.
  const years = new RegExp(String.raw`\b(?:have|has)\s+(?:been\s+)?\p{L}+(?:ed|ing)\s+(in|at|with)\s+([\p{L}\p{N}'’ -]{3,40}?)\s+for\s+((?:over\s+|more\s+than\s+|at\s+least\s+)?(?:\d[\d,]*\+?|${COUNT_WORDS})\s+years)\b`, 'iu').exec(clause);
  if (years && !clauseNegatedAt(terms)) {
    // ("for at least ten years" → "10+ years": a floor said short, its number in digits.)
    const floor = /^at\s+least\s+(\S+)\s+years$/iu.exec(years[3]!);
    const countWords = COUNT_WORDS.split('|');
    const digits = (n: string) => (countWords.includes(n.toLowerCase()) ? String(countWords.indexOf(n.toLowerCase()) + 1) : n.replace(/\+$/u, ''));
    const span = floor ? `${digits(floor[1]!)}+ years` : years[3]!;
    const text = capitalise(`${span} ${years[1]} ${years[2]}`.replace(/^(?:the|our|their)\s+/iu, ''));
    if (wordCount(text) <= MAX_HEADING_WORDS) out.push({ text, score: 8, verb: false });
  }
  qualitiesOf(terms).forEach((text, k) => out.push({ text, score: k === 0 ? 8 : 5, verb: false }));
  // What is done to a thing, each of its verbs with what follows ("Each wallet is cut and stitched
  // by hand … and shipped worldwide in 5 days" → "Shipped worldwide in 5 days"): a passive's
  // participles after "and", each phrase up to the next "and" or a break, with a number.
  const copula = terms.findIndex((t) => has(t, 'Copula'));
  if (copula > 0 && !clauseNegatedAt(terms)) {
    for (let k = copula + 1; k < terms.length; k++) {
      if (terms[k - 1]!.normal !== 'and' || !has(terms[k], 'PastTense') || has(terms[k], 'Noun')) continue;
      const part: Term[] = [];
      for (let m = k; m < terms.length && !(part.length && terms[m]!.normal === 'and'); m++) {
        part.push(terms[m]!);
        if (/[,;:.!?]/u.test(terms[m]!.post)) break;
      }
      const text = capitalise(join(part).replace(END, ''));
      const counted = part.some((t) => has(t, 'Value') || /\d/u.test(t.text));
      if (counted && wordCount(text) >= 3 && wordCount(text) <= MAX_HEADING_WORDS && has(part[part.length - 1], 'Noun', 'Value', 'Date', 'Duration')) out.push({ text, score: 7, verb: false });
    }
  }

  // What is done to a thing, said without its "is" ("VAT returns are filed for you every quarter" →
  // "VAT returns filed every quarter", "Panels are maintained by us for 10 years" → "Panels
  // maintained for 10 years"): the subject, its participle and what follows, less who does it for whom ("by us", "for you").
  if (copula > 0 && copula <= 3 && !clauseNegatedAt(terms) && has(terms[copula + 1], 'PastTense') && !has(terms[copula + 1], 'Noun', 'Adjective')) {
    const subjectWords = terms.slice(0, copula);
    const head = subjectWords[subjectWords.length - 1]!;
    const plainSubject = has(head, 'Noun') && !has(head, 'Pronoun', 'Actor') && subjectWords.every((t) => has(t, 'Noun', 'Adjective', 'Acronym', 'Determiner') && !has(t, 'Pronoun')) && !['every', 'each', 'all', 'our', 'some', 'most', 'any'].includes(subjectWords[0]!.normal) && !/[,;:]/u.test(head.post);
    const after: Term[] = [];
    for (let k = copula + 2; k < terms.length; k++) {
      const t = terms[k]!;
      if (has(t, 'Conjunction') || SUBORDINATE_START.has(t.normal)) break;
      // ("for you", "by us", "to you": who does it, and for whom, the heading leaves to its text.)
      if (['by', 'for', 'to', 'with'].includes(t.normal) && ['you', 'us', 'them'].includes(terms[k + 1]?.normal ?? '')) {
        k++;
        if (/[,;:.!?]/u.test(terms[k]!.post)) break;
        continue;
      }
      after.push(t);
      if (/[,;:.!?]/u.test(t.post)) break;
    }
    const last = after[after.length - 1];
    const subjectText = subjectWords.filter((t, k) => !(k === 0 && ['the', 'a', 'an'].includes(t.normal)));
    const words = [...subjectText, terms[copula + 1]!, ...after];
    if (plainSubject && subjectText.length && after.length && last && has(last, 'Noun', 'Value', 'Date', 'Duration') && !has(last, 'Pronoun') && words.length <= MAX_HEADING_WORDS) {
      const text = capitalise(join(words.map((t, k) => (k === 0 && !has(t, 'Acronym', 'ProperNoun') ? { ...t, text: t.text.charAt(0).toLowerCase() + t.text.slice(1) } : t))).replace(END, ''));
      const value = after.some((t) => has(t, 'Value') || /\d/u.test(t.text));
      out.push({ text, score: 5.5 + (value ? 2 : 0), verb: false });
    }
  }

  // What the business does, said of the thing it is done to ("We install panels on your society
  // terrace" → "Panels installed on your society terrace", "We walk your dog twice a day" → "Dog
  // walked twice a day"): the object, the verb's participle, what follows up to a break.
  const agent =
    firstVerb > 0 &&
    !subjectIsVisitor &&
    subject.length <= 4 &&
    (subject.some((t) => ['we', 'they'].includes(t.normal)) || subject.every((t) => has(t, 'Noun', 'Determiner', 'Adjective', 'Possessive', 'Acronym')));
  // (Up to a consequence: "…so you don't have to" denies nothing the business does.)
  const consequenceAt = terms.findIndex((t, k) => k > 0 && t.normal === 'so' && (has(terms[k + 1], 'Pronoun') || terms[k + 1]?.normal === 'that'));
  const clauseNegated = terms.slice(0, consequenceAt < 0 ? terms.length : consequenceAt).some((t) => NEGATIONS.has(t.normal) || has(t, 'Negative'));
  // The first verb, and a second one of the same subject after "and" ("…and deliver it to your office by 1 pm").
  const agentVerbs = [firstVerb, terms.findIndex((t, k) => k > firstVerb + 1 && terms[k - 1]!.normal === 'and' && finite(t) && !has(t, 'Noun'))];
  // ("We can store your things over summer" → "Things stored over summer": after "can" or "will", the verb that follows is the one done.)
  const doneVerb = (k: number) => (has(terms[k], 'Modal') && ['can', 'will'].includes(terms[k]!.normal) && has(terms[k + 1], 'Infinitive') && !has(terms[k + 1], 'Noun') ? k + 1 : k);
  for (const v of agent && !clauseNegated ? agentVerbs.filter((k) => k > 0).map(doneVerb) : []) {
    const main = terms[v];
    if (!main || !finite(main) || has(main, 'Copula', 'Modal', 'Auxiliary')) continue;
    // A light verb says nothing as a participle ("Reminders gotten", "Report given", "Drums came in").
    const forms = verbForms(main.normal);
    // Nor a verb that does away with something ("Paper KOTs replaced" sells the old way).
    if (LIGHT_VERBS.has(forms.infinitive) || ['replace', 'eliminate', 'remove', 'avoid'].includes(forms.infinitive)) continue;
    // Nor one that is done with a thing, not to it ("Appointment joined in person", "Harvest workshop joined twice a year").
    if (['join', 'attend', 'visit', 'meet', 'enter', 'leave'].includes(forms.infinitive)) continue;
    const particle = has(terms[v + 1], 'Particle') ? terms[v + 1] : undefined;
    const objectStart = v + (particle ? 2 : 1);
    // "…deliver it to your office by 1 pm": a pronoun object is left out ("Delivered to your office by 1 pm").
    const pronounObject = ['it', 'them'].includes(terms[objectStart]?.normal ?? '') && v !== firstVerb;
    const found = pronounObject ? { from: objectStart, to: objectStart } : runs.find((r) => r.from === objectStart);
    // ("pay less out of pocket": a quantity is no object to be done to.)
    const object = found && !pronounObject && /^(less|more|nothing|everything|anything|something|all|most)$/u.test(terms[found.from]!.normal) && found.to === found.from ? undefined : found;
    const participle = forms.participle;
    const objectTerms = object && !pronounObject ? terms.slice(object.from, object.to + 1) : [];
    // Not a time ("Groups leave every Friday") or a number: those head a card as they are.
    // Not one item of a list ("We cover mehendi, sangeet and…"): the object is the whole list or nothing.
    const listed = object && /,/u.test(terms[object.to]!.post);
    // "We plan weddings of up to 150 guests": what follows "of" belongs to the object, not to the verb.
    const ofObject =
      object &&
      (terms[object.to + 1]?.normal === 'of' ||
        // "takes home | a certificate", "follows the Cambridge | computing syllabus": the object goes on.
        (has(terms[object.to + 1], 'Determiner', 'Noun', 'Gerund', 'Adjective') && !lex.prepositions.has(terms[object.to + 1]!.normal) &&
          // ("reconcile your bank account | each month": how often is no more of the object.)
          !(['each', 'every'].includes(terms[object.to + 1]!.normal) && has(terms[object.to + 2], 'Date', 'Duration'))));
    // ("Each member called": a thing counted one by one is no heading's subject.)
    const counted = ['each', 'every', 'all', 'any'].includes(objectTerms[0]?.normal ?? '');
    // (Nor a sum, "R450 paid per employee": a price reads without its verb, "R450 per employee".)
    if (object && participle && !listed && !ofObject && !counted && !objectTerms.some((t) => has(t, 'Value', 'Date', 'Duration') || /\d/u.test(t.text))) {
      const after: Term[] = [];
      for (let k = object.to + 1; k < terms.length; k++) {
        const t = terms[k]!;
        if (has(t, 'Conjunction') || SUBORDINATE_START.has(t.normal) || t.normal === 'while' || t.normal === 'so') break;
        after.push(t);
        if (/[,;:]/u.test(t.post)) break;
      }
      // ("We turn kitchen | waste into compost": a present verb right after the object, before a
      // preposition, is the object's last noun the tagger misread; any other verb there means the object was cut.)
      if (after[0] && isVerb(after[0]) && !has(after[0], 'Noun', 'Adjective')) {
        const misread = !/[,;:.]/u.test(objectTerms[objectTerms.length - 1]?.post ?? ',') && !has(after[0], 'PastTense', 'Gerund') && has(after[1], 'Preposition');
        if (!misread) continue;
        objectTerms.push(after.shift()!);
      }
      const head = pronounObject ? '' : headingText(objectTerms, lex);
      for (let n = after.length; n >= 0; n--) {
        const tail = after.slice(0, n);
        const last = tail[tail.length - 1];
        // ("…imported for free": "free" after "for" says how, as a noun would.)
        const forFree = last?.normal === 'free' && tail[tail.length - 2]?.normal === 'for';
        if (last && !forFree && (isSmallWord(lex, last.normal) || has(last, 'Determiner', 'Preposition', 'Adjective'))) continue;
        // ("Clothes brought back washed": a second verb left without its own words.)
        if (last && has(last, 'Verb') && !has(last, 'Noun') && tail.length > 1) continue;
        // Never a number without its unit ("by 1" of "by 1 pm"), nor a frequency cut ("three times" of "three times a week").
        if (last && has(last, 'Value') && has(after[n], 'Noun')) continue;
        // ("for 2 hours | a day": a measure before "a day" is a frequency too.)
        if (last && ['a', 'an', 'per', 'each', 'every'].includes(after[n]?.normal ?? '') && (last.normal === 'times' || has(last, 'Value', 'Duration') || lex.measures.has(last.normal))) continue;
        // Nor a compound cut ("your parking" of "your parking spot").
        if (last && has(after[n], 'Noun') && !has(after[n], 'Pronoun', 'Date', 'Duration')) continue;
        // ("Organic fertiliser brought", "Kitchen waste collected": a participle says what is done only with where, when or how,
        // unless it says a result, "Most faults fixed", or a particle goes with it, "Empty bottles taken back".)
        if (!tail.length && !particle && !RESULT_VERBS.has(forms.infinitive)) break;
        // ("Kitchen waste turned" of "…turned into compost": a verb whose "into" or "to" says what it does keeps it.)
        if (!tail.length && ['into', 'onto', 'to'].includes(after[0]?.normal ?? '')) break;
        const text = [head, participle, particle?.text, tail.length ? join(tail) : ''].filter(Boolean).join(' ').replace(END, '');
        if (wordCount(text) <= MAX_HEADING_WORDS && wordCount(text) >= 3) {
          const value = tail.some((t) => has(t, 'Value') || /\d/u.test(t.text));
          // The longest reading first; shorter ones that still end on a word serve a 30-character headline ("Lunch cooked at home").
          const shorter = out.some((p) => p.text.toLowerCase().startsWith(text.toLowerCase().slice(0, Math.max(1, text.length - 1))) || p.text.toLowerCase().startsWith(`${text.toLowerCase()} `));
          // (With where, when or how it is done it says more than its object alone: "Existing rota imported for free" over "Existing rota".)
          out.push({ text: capitalise(text), score: 4.5 + (value ? 2 : 0) + ((tail.length || particle) && head ? 1 : 0) - (shorter ? 1.5 : 0), verb: false });
          if (!has(last, 'Noun') || n <= 1) break;
        }
      }
    } else if (!object && participle && !pronounObject && SENDING_VERBS.has(forms.infinitive) && !has(terms[v + 1], 'Noun', 'Determiner', 'Possessive')) {
      // ("We ship anywhere in India in 3 days" → "Shipped anywhere in India in 3 days": a verb of sending needs no object to say what is sent.)
      const tail: Term[] = [];
      for (let k = v + 1; k < terms.length && !has(terms[k], 'Conjunction') && !SUBORDINATE_START.has(terms[k]!.normal); k++) {
        tail.push(terms[k]!);
        if (/[,;:]/u.test(terms[k]!.post)) break;
      }
      // (Too long whole, up to a phrase's end: "Delivered on Saturday morning | anywhere inside the city limits".)
      for (let n = tail.length; n >= 2; n--) {
        const part = tail.slice(0, n);
        const last = part[part.length - 1];
        const text = capitalise([participle, join(part)].join(' ').replace(END, ''));
        // (Never a compound cut: "…on Saturday | morning".)
        if (!has(last, 'Noun', 'Value', 'Place') || has(last, 'Pronoun') || (n < tail.length && has(tail[n], 'Noun', 'Value') && !has(tail[n], 'Pronoun'))) continue;
        if (wordCount(text) > MAX_HEADING_WORDS) continue;
        out.push({ text, score: 4.5 + (part.some((t) => has(t, 'Value') || /\d/u.test(t.text)) ? 2 : 0), verb: false });
        break;
      }
    }
  }
  // A participle with what follows it ("baked with real butter", "washed and folded in 48 hours",
  // "certified by NPOP", "done in 90 minutes"): how a thing is made or done, as a heading.
  const participle = (t: Term | undefined) =>
    !!t && (has(t, 'PastTense', 'Participle') || (has(t, 'Adjective') && /(?:ed|en|done)$/u.test(t.normal))) && !has(t, 'Copula', 'Auxiliary');
  for (let i = 0; i < terms.length; i++) {
    const pairSecond = terms[i - 1]?.normal === 'and' && participle(terms[i - 2]);
    if (!participle(terms[i]) || participle(terms[i - 1]) || pairSecond || negated(terms, i) || has(terms[i + 1], 'Noun')) continue;
    let k = i;
    if (terms[k + 1]?.normal === 'and' && participle(terms[k + 2])) k += 2;
    const prep = terms[k + 1];
    if (!prep || !has(prep, 'Preposition') || /[,;:]/u.test(terms[k]!.post)) continue;
    const nps = runs.filter((r) => r.from === k + 2 || (r.from === k + 3 && has(terms[k + 2], 'Determiner', 'Possessive'))).sort((x, y) => y.to - x.to);
    // "a family update is sent after each visit" → "Family update sent after each visit": the thing done
    // comes first when it is named right before (not "Every farm…", not after "and").
    // So does a thing named right before it ("a progress note sent to your phone" → "Progress note sent to your phone").
    const subject = has(terms[i - 1], 'Copula')
      ? runs.find((r) => r.to === i - 2)
      : // (Not a list's last item: "dal, sabzi and roti delivered…" is not roti alone.)
        runs.find((r) => r.to === i - 1 && !/[,;:]/u.test(terms[i - 1]!.post) && !(['and', 'or'].includes(terms[r.from - 1]?.normal ?? '') && !/,/u.test(terms[r.from - 2]?.post ?? '')) && !terms.slice(r.from, r.to + 1).some((t) => has(t, 'Pronoun') && !has(t, 'Possessive')));
    // (Not "everything": "Everything washed at 30 degrees" names nothing; "Washed at 30 degrees" says it.)
    const said = subject && !['every', 'each', 'all', 'our'].includes(terms[subject.from]!.normal) && !INDEFINITE_PRONOUNS.has(terms[subject.from]!.normal) && subject.to - subject.from <= 2;
    // The longest reading, and a shorter one where the longest cuts a phrase ("…within 30 days or 20% | of the fee back"): the analysis keeps those that read whole.
    for (const [rank, np] of nps.slice(0, 2).entries()) {
      // (Too long with its thing, "92% of last year's batch passed on the first attempt": the participle's words alone.)
      const withThing = said ? headingText([...terms.slice(subject.from, subject.to + 1), ...terms.slice(i, np.to + 1)], lex) : '';
      const alone = terms.slice(i, np.to + 1);
      const words = withThing && wordCount(withThing) <= MAX_HEADING_WORDS ? [...terms.slice(subject!.from, subject!.to + 1), ...alone] : alone;
      const text = words !== alone ? withThing : capitalise(join(words).replace(END, ''));
      if (wordCount(text) > MAX_HEADING_WORDS || wordCount(text) < 2) continue;
      const value = words.some((t) => has(t, 'Value') || /\d/u.test(t.text));
      const named = words.some((t) => has(t, 'Place', 'ProperNoun', 'Acronym', 'WeekDay') || /^\p{Lu}/u.test(t.text));
      // (A phrase that ends on a number its clause goes on to measure, "…or 20% | of the fee back", "Written by one | of us", is cut.)
      if (has(terms[np.to], 'Value') && ['of', 'off'].includes(terms[np.to + 1]?.normal ?? '')) continue;
      out.push({ text, score: 3.5 + (value ? 3 : 0) + (named ? 1 : 0) - rank * 0.5, verb: false });
    }
  }
  // A quality said of a thing ("Pickup from your door is free" → "Free pickup from your door",
  // "Classes are safe for every trimester" → "Safe for every trimester", "All cakes are 100% eggless" → "100% eggless").
  for (let c = 1; c < terms.length - 1; c++) {
    if (!has(terms[c], 'Copula') || negated(terms, c + 1) || has(terms[c + 1], 'Negative') || NEGATIONS.has(terms[c + 1]!.normal)) continue;
    let from = c;
    while (from > 0 && !/[,;:]/u.test(terms[from - 1]!.post) && !['and', 'but', 'so', 'or'].includes(terms[from - 1]!.normal)) from--;
    let subjectTerms = terms.slice(from, c);
    // A long subject ("Monthly visit by a gardener for the first 3 months is included") is named by its first phrase.
    const firstRun = runs.find((r) => r.from === from);
    // (Not across a leaning word: "…emails to your clients until unpaid invoices are settled" says nothing of the emails.)
    const leaning = subjectTerms.some((t) => SUBORDINATE_START.has(t.normal) || ['until', 'unless', 'before', 'after'].includes(t.normal));
    if (leaning) continue;
    if (subjectTerms.length > 5 && firstRun && firstRun.to < c) subjectTerms = terms.slice(firstRun.from, firstRun.to + 1);
    // (Nor "everything": "Compostable everything" names nothing.)
    // (Nor "what": "Left what" of "…and what is left".)
    if (!subjectTerms.length || subjectTerms.length > 5 || subjectTerms.some((t) => isVerb(t) || (has(t, 'Pronoun') && !has(t, 'Possessive')) || lex.pronouns.has(t.normal) || /^(?:what|whatever|which|who|whoever)$/u.test(t.normal))) continue;
    let a = c + 1;
    const quality: Term[] = [];
    const isQuality = (t: Term | undefined) => has(t, 'Adjective') || t?.normal === 'included';
    while (a < terms.length && (isQuality(terms[a]) || (has(terms[a], 'Value') && has(terms[a + 1], 'Adjective')))) {
      quality.push(terms[a]!);
      if (/[,;:]/u.test(terms[a]!.post)) break;
      a++;
    }
    // "are trained nursery teachers": an adjective of a noun that follows is not said of the subject.
    if (!quality.length || !isQuality(quality[quality.length - 1]) || (has(terms[a], 'Noun') && !has(terms[a], 'Pronoun'))) continue;
    const prep = terms[a];
    const np = prep && has(prep, 'Preposition') && !/[,;:]/u.test(quality[quality.length - 1]!.post) ? runs.filter((r) => r.from === a + 1).sort((x, y) => y.to - x.to)[0] : undefined;
    // ("Our staff are background-checked" → "Background-checked staff": "our" and "the" drop, the thing stays.)
    const every = (/^(all|every|each)$/u.test(subjectTerms[0]!.normal) || (/^(our|the)$/u.test(subjectTerms[0]!.normal) && quality.length > 1)) && subjectTerms.length <= 2;
    // "included" follows what it includes ("Monthly visit included"); other qualities lead ("Free pickup").
    const after = quality.length === 1 && quality[0]!.normal === 'included';
    // ("Your first assessment is free" → "Free first assessment": a possessive or article does not follow the quality.)
    const bare = subjectTerms.slice(subjectTerms.findIndex((t, k) => k === subjectTerms.length - 1 || !lex.droppable.has(t.normal)));
    // ("Female therapists are available on request" → "Female therapists available on request": with what follows, a subject of its own words stays.)
    const ownSubject = bare.length >= 2 && bare.length <= 3 && !every && bare.every((t) => has(t, 'Noun', 'Adjective') && !has(t, 'Pronoun'));
    // ("Your order is ready when you arrive" → not "Ready order": a word said only after its thing does not go before it.)
    if (!np && !every && !after && quality.some((t) => PREDICATIVE_ONLY.has(t.normal))) continue;
    const words = np ? [...(ownSubject ? bare : []), ...terms.slice(c + 1, np.to + 1)] : every ? quality : after ? [...subjectTerms, ...quality] : [...quality, ...bare];
    // "Listing is free" → "Free listing": the subject's first word is capitalised only as the sentence's first.
    const inner = (t: Term) =>
      t === terms[0] && t !== words[0] && !has(t, 'ProperNoun', 'Acronym') ? t.text.charAt(0).toLowerCase() + t.text.slice(1) : t.text;
    const text = np ? headingText(words, lex) : headingText(words.map((t) => inner(t).replace(/[.,;:!?]+$/u, '')), lex);
    if (wordCount(text) < 1 || wordCount(text) > MAX_HEADING_WORDS || words.length < 2) continue;
    const value = words.some((t) => has(t, 'Value') || /\d/u.test(t.text));
    out.push({ text, score: 4 + (value ? 3 : 0) + (words.some((t) => lex.proof.has(t.normal)) ? 1 : 0), verb: false });
  }
  // Who does each one ("A vet designs every recipe" → "Vet-designed recipes", "A chef cooks every
  // meal" → "Chef-cooked meals"): a one-noun subject, its verb, and "every" or "each" thing.
  {
    const v = terms.findIndex((t) => finite(t) && !has(t, 'Copula', 'Modal', 'Auxiliary'));
    const who = v >= 1 && v <= 2 ? terms[v - 1] : undefined;
    const whole = v === 1 || (v === 2 && has(terms[0], 'Determiner') && ['a', 'an', 'the', 'our'].includes(terms[0]!.normal));
    const each = terms[v + 1];
    const thing = terms[v + 2];
    const participle = v >= 0 ? verbForms(terms[v]!.normal).participle : undefined;
    if (whole && who && has(who, 'Noun') && !has(who, 'Pronoun', 'Plural') && each && ['every', 'each'].includes(each.normal) && thing && has(thing, 'Noun') && !has(thing, 'Pronoun') && participle && !LIGHT_VERBS.has(verbForms(terms[v]!.normal).infinitive) && v + 3 === terms.length && !clauseNegatedAt(terms)) {
      const plural = nlp(thing.normal).nouns().toPlural().text() || `${thing.normal}s`;
      // (An acronym keeps its capitals: "CA-reviewed returns".)
      const by = has(who, 'Acronym', 'Abbreviation') || /^\p{Lu}{2,}$/u.test(who.text) ? who.text : who.normal;
      out.push({ text: capitalise(`${by}-${participle} ${plural}`), score: 6, verb: false });
    }
  }
  // Where a thing is from or how it comes ("Walkers are from your own neighbourhood" → "Walkers from
  // your own neighbourhood", "Lessons are in groups of four" → "Lessons in groups of four"): the
  // thing the clause opens on, the copula dropped, and the preposition's phrase.
  for (let c = 1; c < terms.length - 2; c++) {
    if (!has(terms[c], 'Copula') || !has(terms[c + 1], 'Preposition') || ['by', 'like', 'about', 'than'].includes(terms[c + 1]!.normal) || negated(terms, c)) continue;
    const thing = runs.find((r) => r.from === 0 && r.to === c - 1);
    const np = runs.filter((r) => r.from === c + 2).sort((x, y) => y.to - x.to)[0];
    if (!thing || !np || /[,;:]/u.test(terms[c - 1]!.post) || terms.slice(0, c).some((t) => has(t, 'Pronoun') && !has(t, 'Possessive'))) continue;
    const text = headingText([...terms.slice(thing.from, thing.to + 1), ...terms.slice(c + 1, np.to + 1)], lex);
    if (wordCount(text) < 3 || wordCount(text) > MAX_HEADING_WORDS) continue;
    const value = terms.slice(c + 1, np.to + 1).some((t) => has(t, 'Value') || /\d/u.test(t.text));
    out.push({ text, score: 3.5 + (value ? 3 : 0), verb: false });
  }
  // Who the people are, said without "are" and what they are called ("Guides are locals who grew up
  // in Lisbon" → "Guides who grew up in Lisbon"): the people the clause opens on and the relative clause.
  for (let c = 1; c + 3 < terms.length; c++) {
    if (!['are', 'were'].includes(terms[c]!.normal) || !has(terms[c + 1], 'Noun') || has(terms[c + 1], 'Pronoun') || !['who', 'that'].includes(terms[c + 2]!.normal) || negated(terms, c)) continue;
    const thing = runs.find((r) => r.from === 0 && r.to === c - 1);
    if (!thing || /[,;:]/u.test(terms[c - 1]!.post) || !has(terms[c - 1], 'Plural')) continue;
    const rel: Term[] = [];
    for (let k = c + 3; k < terms.length; k++) {
      if (has(terms[k], 'Conjunction') && rel.length) break;
      rel.push(terms[k]!);
      if (/[,;:.!?]/u.test(terms[k]!.post)) break;
    }
    const last = rel[rel.length - 1];
    const text = headingText([...terms.slice(thing.from, thing.to + 1), terms[c + 2]!, ...rel], lex);
    if (last && has(last, 'Noun', 'Place', 'ProperNoun', 'Value') && wordCount(text) <= MAX_HEADING_WORDS) out.push({ text, score: 4.5, verb: false });
  }
  // What a visitor does ("Book a drone by phone", "See your child on a live camera").
  if (subjectIsVisitor) {
    const v = terms.findIndex((t, i) => isVerb(t) && i >= Math.max(firstVerb, 0));
    const np = runs.find((r) => r.from > v && r.from <= v + 1);
    if (v >= 0 && np && !negated(terms, v)) {
      let end = np.to;
      const prep = terms[end + 1];
      const next = runs.find((r) => r.from === end + 2);
      if (prep && has(prep, 'Preposition') && next && next.to - v + 1 <= MAX_HEADING_WORDS) end = next.to;
      const words = terms.slice(v, end + 1).map((t) => t.text);
      if (words.length >= 2 && wordCount(words.join(' ')) <= MAX_HEADING_WORDS) {
        out.push({ text: capitalise(words.join(' ').replace(END, '')), score: 4, verb: true });
      }
    }
  }
  // "If you follow the plan and don't see results…, we refund 100%": what a condition asks is no selling point.
  // (Nor a phrase made of its words, "Fish in the first 3 months" of "If a fish dies… in the first 3 months, we replace it free".)
  if (SUBORDINATE_START.has(terms[0]?.normal ?? '')) {
    const comma = terms.findIndex((t) => /,/u.test(t.post));
    if (comma > 0) {
      const leaning = join(terms.slice(0, comma + 1)).toLowerCase();
      const leaningWords = new Set(terms.slice(0, comma + 1).map((t) => t.normal));
      const within = (p: Phrase) => (p.text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).every((w) => leaningWords.has(w) || isSmallWord(lex, w));
      return out.filter((p) => !leaning.includes(p.text.toLowerCase()) && !within(p));
    }
  }
  return out;
}

/**
 * Does a phrase, where its clause holds it word for word, cut a compound or a measure in two?
 * "Rooms and unlimited tea" of "meeting rooms and…" starts inside a noun phrase; "Open 8" of
 * "Open 8 am to 10 pm" ends before its unit; "Reusable glass" of "reusable glass jars" before its noun.
 */
function cutsCompound(phrase: string, terms: readonly Term[], lex: Lexicon): boolean {
  const clean = (w: string) => w.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}%]+$/gu, '');
  const words = phrase.split(/\s+/u).map(clean);
  const texts = terms.map((t) => clean(t.text));
  for (let k = 0; k + words.length <= texts.length; k++) {
    if (!words.every((w, i) => texts[k + i] === w)) continue;
    const first = terms[k]!;
    const last = terms[k + words.length - 1]!;
    const prev = terms[k - 1];
    const next = terms[k + words.length];
    const attachedBefore = !!prev && !/[,;:.!?)]/u.test(prev.post) && !/[(]/u.test(first.pre);
    const attachedAfter = !!next && !/[,;:.!?(]/u.test(last.post);
    const after = (n: number) => terms[k + words.length + n];
    // ("…, which | many families prefer": what follows a relative word is that clause's, not a phrase alone.)
    if (prev && ['which', 'who', 'whom', 'whose'].includes(prev.normal)) return true;
    if (attachedBefore && has(prev, 'Noun', 'Gerund') && !has(prev, 'Pronoun', 'Possessive', 'Date', 'Value') && !/\d/u.test(prev.text) && has(first, 'Noun') && !has(first, 'Pronoun', 'Value')) return true;
    if (attachedAfter && /\d/u.test(last.text) && (lex.measures.has(next.normal) || /^(?:am|pm|a\.m\.|p\.m\.)$/u.test(next.normal))) return true;
    // ("All ingredients, aprons and a glass | of wine": a noun whose "of" goes on loses what it holds.)
    if (attachedAfter && next.normal === 'of' && has(last, 'Noun') && !has(last, 'Pronoun', 'Value')) return true;
    // ("Harvested the day | before delivery": a day that a "before" or "after" goes on to date.)
    if (attachedAfter && has(last, 'Date', 'Duration') && ['before', 'after', 'of'].includes(next.normal)) return true;
    // (Unless the next noun is a clause's subject with its verb: "the Gas Safe certificate | landlords need".)
    const subjectOfItsOwn = has(next, 'Plural') && finite(after(1)) && !has(after(1), 'Noun');
    if (attachedAfter && has(last, 'Noun', 'Adjective') && !has(last, 'Pronoun') && has(next, 'Noun') && !has(next, 'Pronoun', 'Date', 'Duration', 'Place', 'Value', 'Verb') && !subjectOfItsOwn) return true;
    // ("Takes about an hour | and a half": a measure's fraction goes with it.)
    if (attachedAfter && next.normal === 'and' && ['a', 'an'].includes(terms[k + words.length + 1]?.normal ?? '') && ['half', 'quarter'].includes(terms[k + words.length + 2]?.normal ?? '')) return true;
    // ("Hand block | printed cotton bedsheets": a participle and its noun go on with the thing; so does "cat | grooming van".)
    const after2 = terms[k + words.length + 1];
    if (attachedAfter && has(last, 'Noun') && !has(last, 'Pronoun') && has(next, 'Gerund') && has(after2, 'Noun') && !has(after2, 'Pronoun')) return true;
    if (attachedAfter && has(last, 'Noun', 'Adjective') && has(next, 'PastTense') && has(after2, 'Noun') && !has(after2, 'Pronoun')) return true;
    // ("Mobile dog | and cat grooming van": items joined by "and" that go on to one head noun.)
    const after3 = terms[k + words.length + 2];
    if (attachedAfter && has(last, 'Noun') && ['and', 'or'].includes(next.normal) && has(after2, 'Noun') && has(after3, 'Noun', 'Gerund') && !/[,;:]/u.test(after2!.post) && !has(after3, 'Pronoun', 'Place', 'Date')) return true;
    // ("Aquarium setup and | maintenance in Bengaluru": the second item of a compound's list loses the first's noun.)
    const before2 = terms[k - 2];
    // (A verb after "and" opens a clause's next part, "…in our workshop and | shipped worldwide", no list's item.)
    if (prev && ['and', 'or'].includes(prev.normal) && has(first, 'Noun', 'Adjective') && !has(first, 'PastTense') && has(before2, 'Noun') && !has(before2, 'Pronoun', 'Place') && !/[,;:]/u.test(before2!.post) && has(terms[k - 3], 'Noun', 'Adjective') && !/[,;:]/u.test(terms[k - 3]!.post)) return true;
    // ("Chosen for high-rise wind | and sun": a preposition's object goes on to the list's end.)
    if (attachedAfter && ['and', 'or'].includes(next.normal) && has(after2, 'Noun', 'Adjective') && !has(after2, 'Pronoun') && terms.slice(k, k + words.length).some((t) => has(t, 'Preposition')) && !terms.slice(k + words.length + 1).some((t) => isVerb(t))) return true;
    // ("Swahili, Indian and | continental dishes": the last of a list of qualities loses the others.)
    // ("Filter coffee and | unlimited tea" lists things, each whole: only a list of qualities or names shares its noun.)
    if (prev && ['and', 'or'].includes(prev.normal) && /,/u.test(terms[k - 3]?.post ?? '') && has(first, 'Adjective') && has(before2, 'Adjective', 'Demonym', 'ProperNoun') && !has(before2, 'Singular', 'Plural', 'Verb')) return true;
    return false;
  }
  return false;
}

/** Key phrases of a clause in a language without a tagger here: runs of content words (two to five). */
function plainPhrases(clause: string, locale: Locale, lex: Lexicon): Phrase[] {
  const seg = new Intl.Segmenter(locale, { granularity: 'word' });
  const words = [...seg.segment(clause)].filter((w) => w.isWordLike);
  const out: Phrase[] = [];
  // A phrase: content words, joined by a linking word of the language ("grupos de cuatro",
  // "martes y jueves", "गाँव का दूध"), cut from the clause as written (no space added in scripts without).
  // Spanish has no tagger here: a word right before an article takes it as its object, so it is a
  // verb ("repara | la pantalla", "damos | el precio"), as is a first person plural ("Llevamos").
  const ARTICLES = new Set(['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas']);
  const verbLike = (k: number) =>
    locale === 'es' && (/(?:amos|emos|imos)$/iu.test(words[k]!.segment) || (ARTICLES.has(words[k + 1]?.segment.toLowerCase() ?? '') && !isSmallWord(lex, words[k]!.segment)));
  const small = (k: number) => isSmallWord(lex, words[k]!.segment) || verbLike(k);
  for (let i = 0; i < words.length; i++) {
    if (small(i)) continue;
    // "sin gluten": a phrase never loses the word that denies it ("Gluten en Guadalajara" says the opposite).
    if (['sin', 'no', 'बिना'].includes(words[i - 1]?.segment.toLowerCase() ?? '')) continue;
    // ("no con cloro fuerte": two words back; "…6 meses a 4 | años en Bogotá": nor a measure without its number.)
    if (locale === 'es' && ['sin', 'no'].includes(words[i - 2]?.segment.toLowerCase() ?? '') && isSmallWord(lex, words[i - 1]!.segment)) continue;
    if (/^\p{N}/u.test(words[i - 1]?.segment ?? '')) continue;
    // (Hindi denies after: "कोई केमिकल नहीं" is "no chemicals", and "कोई केमिकल" alone says the opposite.)
    if (locale === 'hi' && words.some((w) => ['नहीं', 'न', 'ना', 'मत'].includes(w.segment))) continue;
    // ("a domicilio en Barcelona": what follows "a" is where something goes, no phrase alone.)
    if (locale === 'es' && ['a', 'al'].includes(words[i - 1]?.segment.toLowerCase() ?? '')) continue;
    let j = i;
    while (j + 1 < words.length) {
      const next = words[j + 1]!.segment;
      // (Never across a comma or a stop: "Ciudad de México, | aquí vives" is two phrases.)
      if (/[,;:.!?।]/u.test(clause.slice(words[j]!.index + words[j]!.segment.length, words[j + 1]!.index))) break;
      if (!small(j + 1)) j++;
      else if (lex.linkers.has(next.toLowerCase()) && words[j + 2] && !small(j + 2)) j += 2;
      // A place joins its thing ("estudio en Chamberí").
      else if (locale === 'es' && next.toLowerCase() === 'en' && /^\p{Lu}/u.test(words[j + 2]?.segment ?? '')) j += 2;
      else break;
    }
    const count = j - i + 1;
    // (A Hindi noun in its oblique plural, "सुबह किसानों" of "…किसानों से", waits for its postposition: no phrase alone.)
    if (locale === 'hi' && /ों$/u.test(words[j]!.segment)) continue;
    if (count >= 2 && count <= 5) {
      const text = clause.slice(words[i]!.index, words[j]!.index + words[j]!.segment.length);
      const value = /\p{N}/u.test(text);
      out.push({ text: capitalise(text), score: count + (value ? 3 : 0), verb: false });
    }
    i = j;
  }
  // Spanish: a quality said of a thing reads noun first ("la primera clase es gratis" → "Primera clase gratis").
  const quality = locale === 'es' ? /(?:^|[\s,])(?:el|la|los|las)\s+((?:\p{L}+\s+){0,3}\p{L}+)\s+(?:es|son|está|están)\s+(\p{L}+)(?:[.!]?$|(?=,|\s+(?:y|e|pero)\s))/iu.exec(clause) : null;
  if (quality && !isSmallWord(lex, quality[2]!) && !lex.measures.has(quality[2]!.toLowerCase())) {
    const text = capitalise(`${quality[1]} ${quality[2]}`);
    out.push({ text, score: 5 + (lex.proof.has(quality[2]!.toLowerCase()) ? 1 : 0), verb: false });
  }
  return out;
}

/** Does a phrase open as a heading or a headline may (not on a pronoun or a leaning word) and name something? */
function opensWell(phrase: string, lex: Lexicon): boolean {
  const first = (phrase.split(/\s+/u)[0] ?? '').toLowerCase();
  if (lex.pronouns.has(first) || lex.subordinators.has(first) || lex.prepositions.has(first) || lex.small.has(first)) {
    // "Up to 90% less water" opens on a preposition that qualifies a number: a heading still.
    // So does "Only two dogs per home".
    const counted = /\d/u.test(phrase) || /^\p{L}+\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b/iu.test(phrase);
    // And "No minimum order", where the "no" is what it says.
    if (
      // ("Up a portfolio of 3-4" of "sets up a portfolio": only "up to" qualifies a number.)
      !(/^(up|within|under|over|from|only|just)$/u.test(first) && counted && (first !== 'up' || /^up\s+to\b/iu.test(phrase))) &&
      !(first === 'no' && wordCount(phrase) >= 3) &&
      !(/^at\s+(most|least)\s/iu.test(phrase) && counted)
    )
      return false;
  }
  // A price names what a visitor pays ("Rs 4,999 for the full 12 weeks").
  if (PRICE_OPENING.test(phrase)) return true;
  // ("Up a portfolio of 3-4" of "sets up a portfolio": a verb's particle opens nothing; "Up to 90%" does.)
  if (/^up\s/iu.test(phrase) && !/^up\s+to\b/iu.test(phrase)) return false;
  // "Its own sequence" points at something the heading does not name.
  if (/^(its|their|his|her)\s+own\b/iu.test(phrase)) return false;
  // "Lost if a parcel": a phrase never holds a leaning word ("if", "when") inside.
  // ("…since 2019", "…until 9pm": before a number it says when, no clause.)
  const words = phrase.split(/\s+/u);
  if (words.slice(1).some((w, k) => lex.subordinators.has(w.toLowerCase()) && !['that', 'which', 'who', 'so'].includes(w.toLowerCase()) && !/^\d/u.test(words[k + 2] ?? ''))) return false;
  return namesSomething(lex, phrase);
}

/**
 * A clause as a heading and a text, split before its first comma or its first "with" (the
 * lexicon's accompaniers): "Open 8 am to 10 pm" | "Seven days a week.", "Monthly plan at Rs 2,800"
 * | "With no contract, cancel any time.". Nothing is left out and nothing is said twice; the
 * heading opens well (no pronoun, no leaning word), ends on a word that says something and holds
 * at most MAX_HEADING_WORDS; the text holds two words at least and does not open on a joiner.
 */
function leadOf(clause: string, lex: Lexicon, terms: readonly Term[]): Lead | undefined {
  const body = clause.replace(END, '');
  const end = /[.!?。！？।]+$/u.exec(clause.trim())?.[0] ?? '.';
  const cuts: { at: number; comma: boolean }[] = [];
  const comma = /,\s/u.exec(body);
  if (comma) cuts.push({ at: comma.index, comma: true });
  // ("If we're late | you get $25 back for that storm": a condition written without its comma ends where its promise's subject begins.)
  const bareCondition = !comma && CONDITIONS.has((body.match(/^\p{L}+/u)?.[0] ?? '').toLowerCase()) ? /^\S+(?:\s+\S+){1,6}?(?=\s+(?:you|we)\s+(?!can't|cannot|don't|won't)\p{L})/iu.exec(body) : null;
  if (bareCondition) cuts.push({ at: bareCondition[0].length, comma: true });
  for (const m of body.matchAll(/\s(\p{L}+)(?=\s)/gu)) if (lex.accompaniers.has(m[1]!.toLowerCase())) cuts.push({ at: m.index, comma: false });
  // ("Monthly plans | from AED 199": a thing and its price, when the clause is nothing more.)
  const priceCut = PRICE_AFTER_FROM.exec(body);
  if (priceCut) cuts.push({ at: priceCut.index, comma: false });
  // ("Free first week | for new customers": an offer without a verb, and whom it is for.)
  // (English only, the language tagged here: terms are empty for the others.)
  const forWhom = terms.length > 0 && !terms.some((t) => finite(t) || has(t, 'Copula')) ? /\sfor\s+(?:new\s+|all\s+|every\s+|first-time\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?$/iu.exec(body) : null;
  if (forWhom) cuts.push({ at: forWhom.index, comma: false });
  // ("Fixed price | agreed before we start": a thing without a verb, and what was done to it.)
  // (English only: the participle is read from the tagged terms.)
  const participle = terms.findIndex((t, k) => k >= 2 && has(t, 'PastTense') && looksLikeParticiple(t.normal) && has(terms[k - 1], 'Noun') && !has(terms[k - 1], 'Pronoun'));
  if (participle > 0 && !terms.slice(0, participle).some((t) => finite(t) || has(t, 'Copula'))) {
    const at = body.indexOf(` ${terms[participle]!.text}`);
    if (at > 0) cuts.push({ at, comma: false });
  }
  // ("2 years on-site warranty | and free service visits every 6 months": two things said without a verb, the
  // first heading the second; not a list's last "and", "DVR, 1TB hard disk, wiring and installation".)
  const andAt = terms.findIndex((t) => t.normal === 'and');
  const verbish = (t: Term) => finite(t) || has(t, 'Copula', 'Auxiliary');
  // (Two things: no comma, and a thing after "and".)
  const twoThings = andAt >= 2 && !/,/u.test(body) && has(terms[andAt + 1], 'Adjective', 'Noun', 'Value') && !has(terms[andAt + 1], 'Pronoun', 'Determiner', 'Possessive');
  const andCut = twoThings ? /\sand\s/iu.exec(body) : null;
  const pairs = !!andCut && !terms.slice(0, andAt).some(verbish) && has(terms[andAt - 1], 'Noun') && terms.length - andAt >= 4;
  const pair = pairs ? andCut : null;
  if (pair) cuts.push({ at: pair.index, comma: false });
  // ("Original parts only | and 6 month warranty on every repair": when the first of the two ends on no
  // noun, the second heads them, "6 month warranty on every repair" / "Original parts only.", each said once.)
  const swapped = andCut && !pairs && !terms.some(verbish) && terms.slice(0, andAt).some((t) => has(t, 'Noun')) && has(terms[terms.length - 1], 'Noun') ? andCut : null;
  if (swapped) {
    const second = body.slice(swapped.index).replace(/^\s*and\s+/iu, '');
    const heading = headingText(second.split(/\s+/u), lex);
    const first = body.slice(0, swapped.index).trim();
    if (wordCount(heading) >= 2 && wordCount(heading) <= MAX_HEADING_WORDS && opensWell(heading, lex) && wordCount(first) >= 2) return { heading, rest: `${capitalise(first)}${end}` };
  }
  for (const { at, comma: atComma } of cuts.sort((x, y) => x.at - y.at)) {
    const head = body.slice(0, at).trim();
    const rest = body.slice(at).replace(/^[\s,]+/u, '').replace(pair?.index === at ? /^and\s+/iu : /^$/u, '');
    const headWords = head.split(/\s+/u);
    const heading = headingText(headWords, lex);
    const firstOfRest = (rest.match(/\p{L}+/u)?.[0] ?? '').toLowerCase();
    // A condition and the promise it earns ("If a plant dies under our care" | "We replace it free."):
    // the condition heads the card, the main clause, with its own subject, is the text.
    // ("If anything arrives damaged" | "Send us a photo and we refund that item…": a request to the visitor answers it too.)
    const request = REQUEST_VERBS.has(firstOfRest) || (terms.length > 0 && !!terms.find((t) => t.normal === firstOfRest && has(t, 'Imperative')));
    const promise = atComma && CONDITIONS.has((headWords[0] ?? '').toLowerCase()) && (['we', 'you', 'i', 'our'].includes(firstOfRest) || request);
    // (A text of small words alone says nothing: "Dog dog" | "For in.")
    if (wordCount(heading) < 2 || wordCount(heading) > MAX_HEADING_WORDS + (promise ? 2 : 0) || wordCount(rest) < 2 || !contentWordsOf(lex, rest).length) continue;
    if ((!promise && !opensWell(heading, lex)) || isSmallWord(lex, (headWords[headWords.length - 1] ?? '').replace(/[^\p{L}\p{N}]+$/u, ''))) continue;
    // ("Unlike generic scheduling tools" | "ShiftPal knows clinic rules.": a comparison is no heading; the clause's own phrase heads it.)
    if (/^(?:unlike|compared|instead|like)\b/iu.test(head)) continue;
    // ("…, and we show you…", "…, y puedes…", "…, which many families prefer": a text that opens on a joiner or a leaning word leans on its heading.)
    // (A pronoun that points at nothing before it opens a text of its own: "No plastic packaging" | "Everything is compostable.")
    // (Here "we" and "you" lean too: "Monthly plans, | we…" is no text of its own.)
    const pointsBack = lex.pronouns.has(firstOfRest) && !INDEFINITE_PRONOUNS.has(firstOfRest);
    // ("240Hz monitors and fiber internet, | plus monthly tournaments…": "plus" leans too, but after a sum, "Fixed fee Rs 1,499 | plus stamp duty".)
    if (/^(?:and|but|so|or|then|y|e|o|pero)$/u.test(firstOfRest) || (firstOfRest === 'plus' && !HOLDS_PRICE.test(head)) || lex.subordinators.has(firstOfRest) || (pointsBack && !promise)) continue;
    // ("Staff wear uniforms, | are police-verified…": a text that opens on a verb has lost its subject.)
    if (/^(?:is|are|was|were|has|have|had|can|will|do|does|es|son|está|están)$/u.test(firstOfRest)) continue;
    // ("Incluimos el barro, | el esmaltado y la cocción, y te llevas…": a comma before an article
    // and a list's "y"/"and" is that list's, in any language.)
    if (atComma && /^(?:the|a|an|el|la|los|las|un|una)\s/iu.test(rest) && /\s(?:and|or|y|e|o|u)\s/iu.test(` ${rest.split(/,\s/u)[0]} `)) continue;
    // ("…through Alfama, | Belém and the riverside, in groups…": a name before the comma and a name after it, then "and", is a list of names.)
    if (atComma && /\p{Lu}[\p{L}'’-]*$/u.test(head) && /^\p{Lu}/u.test(rest) && /^(?:\S+\s+){0,3}?(?:and|or|y|e|o)\s/iu.test(rest.split(/,\s/u)[0]!)) continue;
    // ("…with only flour, | water and salt": a comma inside a list splits nothing.)
    if (atComma && wordCount(rest) <= 4 && /\s(?:and|or|y|e|o|u)\s/iu.test(` ${rest} `) && !/,/u.test(rest)) continue;
    // The words that head it: before "with", a thing ("Monthly plan at Rs 2,800"), never a verb's
    // clause cut from its object ("Progress is shared | with your surgeon"); before a comma, any
    // clause that ends on what it names ("Open 8 am to 10 pm", "Pickup happens at the college gate").
    const headTerms: Term[] = [];
    for (let pos = 0, k = 0; k < terms.length; k++) {
      const found = body.indexOf(terms[k]!.text, pos);
      if (found < 0 || found >= at) break;
      headTerms.push(terms[k]!);
      pos = found + terms[k]!.text.length;
    }
    const lastTerm = headTerms[headTerms.length - 1];
    // ("One planner handles venue, | food, decor and the guest list": a list's first item ends no heading.)
    const listShaped = /^[^,]+(?:,\s[^,]+)*,?\s(?:and|or)\s[^,]+$/iu.test(rest) && rest.split(/,\s|\s(?:and|or)\s/iu).every((item) => wordCount(item) <= 6);
    if (atComma && headTerms.length && listShaped && !terms.slice(headTerms.length).some((t) => finite(t) && !has(t, 'Noun'))) continue;
    // ("All ingredients, | aprons and a glass of wine are included", "Screens for most Samsung, | Tecno… models are
    // replaced": a head without a verb whose rest has one after its first word is the first item of the rest's subject.)
    // (The rest's subject is then a list: its "and" or "or" comes before its verb. "No plastic packaging, | everything is compostable" is two clauses.)
    const restTerms = terms.slice(headTerms.length);
    // ("A survey engineer visits first, | measures your roof…": a text that opens on its verb has lost its subject to the heading.)
    // (The tagger may read it as a plural noun: "measures | your roof".)
    const opensOnVerb = !!restTerms[0] && !has(restTerms[0], 'Pronoun') && ((finite(restTerms[0]) && !has(restTerms[0], 'Noun')) || (/s$/u.test(restTerms[0].normal) && has(restTerms[1], 'Possessive', 'Determiner')));
    // (A condition's request to the visitor opens on its verb by right: "If anything arrives damaged" | "Send us a photo…".)
    if (atComma && !promise && headTerms.some((t) => finite(t) && !has(t, 'Noun')) && opensOnVerb) continue;
    const restVerb = restTerms.findIndex((t, k) => k > 0 && ((finite(t) && !has(t, 'Noun')) || has(t, 'Copula')));
    const listBeforeVerb = restVerb > 0 && restTerms.slice(0, restVerb).some((t) => ['and', 'or'].includes(t.normal));
    if (atComma && headTerms.length && !headTerms.some((t) => finite(t) || has(t, 'Copula')) && listBeforeVerb) continue;
    // ("A simple cremation | with a service starts at NZ$3,900": before the rest's own verb, "with" is inside the subject.)
    // (Not a relative clause's verb: "One-to-one video sessions | with a trained tutor who has worked…" splits.)
    const restClause = restTerms.slice(0, Math.max(0, restTerms.findIndex((t) => /[,;:]/u.test(t.post)) + 1) || restTerms.length);
    const restOwnVerb = restClause.some((t, k) => k > 0 && finite(t) && !has(t, 'Noun') && !['who', 'which', 'that', 'where'].includes(restClause[k - 1]?.normal ?? '') && !restClause.slice(0, k).some((x) => ['who', 'which', 'that', 'where'].includes(x.normal)));
    if (!atComma && headTerms.length && !headTerms.some((t) => finite(t) || has(t, 'Copula')) && /^with\s/iu.test(rest) && restOwnVerb) continue;
    // (Only a tagged language gives terms; the other languages are split on their words alone.)
    if (headTerms.length) {
      if (!atComma && headTerms.some((t) => finite(t) || has(t, 'Copula', 'Auxiliary', 'Modal'))) continue;
      // (It ends on what it names: not on a verb, nor on the first of two modifiers, "sends polite, | escalating reminder emails".)
      if (lastTerm && !has(lastTerm, 'Noun', 'Value', 'Date', 'Place', 'ProperNoun', 'Acronym') && !(promise && has(lastTerm, 'Adjective', 'PastTense'))) continue;
    }
    const balanced = (t: string) => bracketDepth(t) === 0;
    if (!balanced(head) || !balanced(rest)) continue;
    return { heading, rest: `${capitalise(rest)}${end}`, ...(promise ? { condition: true } : {}) };
  }
  return undefined;
}

/** Time units a stat measures ("Under an hour", "Five-minute setup"). */
const TIME_UNIT = '(?:second|minute|hour|day|week|month|year)s?';
const STAT_NUMBER = `(?:\\d+(?:[.,]\\d+)?|an?|${COUNT_WORDS}|fifteen|twenty|thirty|forty|forty-five|fifty|sixty|ninety)`;
/** "Setup takes five minutes", "Classes are 45 minutes": a thing and how long it lasts. */
const LASTS = new RegExp(`^(?:the\\s+|each\\s+|every\\s+|our\\s+)?((?:[\\p{L}-]+\\s+)?[\\p{L}-]+)\\s+(?:takes?|lasts?|is|are|runs?)\\s+(?:just\\s+|only\\s+)?(\\d+|${COUNT_WORDS}|fifteen|twenty|thirty|forty-five|forty|fifty|sixty|ninety)\\s+(second|minute|hour|day|week|month)s?\\b`, 'iu');
/** "…get paid 11 days faster", "…take under an hour", "…in about two hours": a measure that is the clause's point. */
const MEASURED = new RegExp(`\\b((?:(?:in\\s+)?under|within|in\\s+less\\s+than|less\\s+than|about|around|over|at\\s+least|up\\s+to)\\s+${STAT_NUMBER}\\s+${TIME_UNIT}(?:\\s+(?:a|per|each|every)\\s+(?:day|week|month|year|night|session|visit|class|job))?|\\d+(?:[.,]\\d+)?%?\\s*(?:${TIME_UNIT}\\s+)?(?:faster|sooner|cheaper|quicker|less|more|fewer)(?:\\s+[\\p{L}-]+)?)(?=[\\s,.;:!?]|$)`, 'iu');

/** "Appointments take about 90 minutes": a thing and about how long it takes. */
const LASTS_ABOUT = new RegExp(`^(?:the\\s+|each\\s+|every\\s+|our\\s+)?((?:[\\p{L}-]+\\s+)?[\\p{L}-]+)\\s+(?:takes?|lasts?|runs?)\\s+((?:about|around|under|up\\s+to|roughly)\\s+${STAT_NUMBER}\\s+${TIME_UNIT})(?=[\\s,.;:!?]|$)`, 'iu');
/** A time of day ("9am", "3.30 pm"). */
const TIME_OF_DAY = String.raw`\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)`;
/** "…leave daily at 9am and 3pm": when, said whole. */
const SCHEDULE = new RegExp(`\\b((?:daily|every\\s+day|nightly|every\\s+night|on\\s+weekdays|every\\s+weekday|every\\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|twice\\s+a\\s+day)\\s+(?:at|from)\\s+${TIME_OF_DAY}(?:\\s*(?:,|and|to|-|–)\\s*${TIME_OF_DAY})*)(?=[\\s,.;:!?]|$)`, 'iu');

/**
 * The stat of a clause whose point is a number (docs/content-writer.md "Facts"): how long a thing
 * takes as one word before it ("Setup takes five minutes" → "Five-minute setup"), else the measure
 * itself when it says how much or how fast ("Most repairs take under an hour" → "Under an hour",
 * "…get paid 11 days faster on average" → "11 days faster"). English only; undefined when none.
 */
function statOf(clause: string, lex: Lexicon): Phrase | undefined {
  const body = clause.replace(END, '');
  const remedy = remedyOf(body, lex);
  if (remedy) return remedy;
  const lasts = LASTS.exec(body);
  // (Not of people or of a pronoun, "Most repairs", "It is 45 minutes": a thing with a name.)
  if (lasts && !lex.pronouns.has(lasts[1]!.split(/\s+/u)[0]!.toLowerCase()) && !/^(?:most|many|some|all|few)\b/iu.test(lasts[1]!) && !isSmallWord(lex, lasts[1]!.split(/\s+/u)[0]!)) {
    return { text: capitalise(`${lasts[2]!.toLowerCase()}-${lasts[3]!.toLowerCase()} ${lasts[1]!.toLowerCase()}`), score: 7, verb: false };
  }
  // ("Groups are never bigger than 12 children per teacher" → "At most 12 children per teacher": a bound said as one.)
  const bound = new RegExp(`\\b(?:never|no)\\s+(?:bigger|larger|more)\\s+than\\s+(\\d+|${COUNT_WORDS})\\s+([\\p{L}-]+(?:\\s+per\\s+[\\p{L}-]+)?)(?=[\\s,.;:!?]|$)`, 'iu').exec(body);
  if (bound && !isSmallWord(lex, bound[2]!.split(/\s+/u)[0]!)) return { text: `At most ${bound[1]} ${bound[2]}`, score: 6.5, verb: false };
  // (A sum as founders write it: "R$249", "£55", "R80", "₹3,200 a month".)
  const PRICE_SUM = String.raw`(?:\p{Sc}|\p{Lu}{1,3}\p{Sc}?\s?)\d[\d,.]*(?:\s+(?:a|an|per)\s+\p{L}+)?`;
  // The clause read from a small first letter, as the patterns are written.
  const lower = body.replace(/^\p{Lu}/u, (c) => c.toLowerCase());
  // ("The monthly fee is R$249" → "Monthly fee of R$249": what a price is of, with the price.)
  const priced = new RegExp(`^(?:the\\s+|our\\s+)?((?:[\\p{L}-]+\\s+)?(?:fee|price|cost|rate|subscription))\\s+(?:is|are)\\s+(?:just\\s+|only\\s+)?(${PRICE_SUM})`, 'u').exec(lower);
  if (priced) return { text: capitalise(`${priced[1]} of ${priced[2]}`), score: 8, verb: false };
  // ("A family box costs ₹899" → "Family box at ₹899", "A standard service is £55" → "Standard service
  // at £55", "Sessions cost R80" → "Sessions at R80": a thing and its price; what follows it stays in the text.)
  // ("Packs of 3 tests cost ₹2,400" → "Packs of 3 tests at ₹2,400": a thing of a count is one thing.)
  const costs = new RegExp(`^(?:a\\s+|an\\s+|the\\s+|our\\s+|each\\s+|every\\s+)?((?:[\\p{L}-]+\\s+){0,2}[\\p{L}-]+)(\\s+of\\s+(?:\\d+|${COUNT_WORDS})\\s+[\\p{L}-]+)?\\s+(?:costs?|is|are)\\s+(?:just\\s+|only\\s+)?(${PRICE_SUM})(?=[\\s,.;:!?]|$)`, 'u').exec(lower);
  if (costs && !costs[1]!.split(/\s+/u).some((w) => lex.pronouns.has(w.toLowerCase()) || isSmallWord(lex, w))) return { text: capitalise(`${costs[1]}${costs[2] ?? ''} at ${costs[3]}`), score: 8, verb: false };
  // ("Appointments take about 90 minutes" → "Appointments of about 90 minutes": how long, said of the thing, never "Take about 90 minutes".)
  const lastsAbout = LASTS_ABOUT.exec(body);
  if (lastsAbout && !lex.pronouns.has(lastsAbout[1]!.split(/\s+/u)[0]!.toLowerCase()) && !/^(?:most|many|some|all|few)\b/iu.test(lastsAbout[1]!) && !isSmallWord(lex, lastsAbout[1]!.split(/\s+/u)[0]!)) {
    return { text: capitalise(`${lastsAbout[1]!.toLowerCase()} of ${lastsAbout[2]!.toLowerCase()}`), score: 7, verb: false };
  }
  // ("Tours leave daily at 9am and 3pm" → "Daily at 9am and 3pm": when, said whole.)
  const schedule = SCHEDULE.exec(body);
  if (schedule && !startsWithWords(body, schedule[1]!)) return { text: capitalise(schedule[1]!), score: 5, verb: false };
  const measured = MEASURED.exec(body);
  if (!measured) return undefined;
  let text = measured[1]!;
  // ("…more | than a tractor" keeps nothing it compares with: the measure ends on its comparative.)
  const last = (text.match(/[\p{L}-]+$/u)?.[0] ?? '').toLowerCase();
  if (['than', 'on', 'in', 'at', 'for', 'to', 'with', 'and', 'or', 'per', 'a', 'the', 'every', 'each'].includes(last) || isSmallWord(lex, last)) text = text.replace(/\s+[\p{L}-]+$/u, '');
  if (/^(?:less|more|fewer)$/iu.test(text.split(/\s+/u).pop() ?? '')) return undefined;
  return { text: capitalise(text), score: 6.5, verb: false };
}

/** A promise of time and what the visitor gets when it is missed: its measure, then the remedy said short. */
const TIME_PROMISE = new RegExp(`^(.*?\\b(?:in|within|under)\\s+${STAT_NUMBER}\\s+${TIME_UNIT})\\s*,?\\s+or\\s+(.+)$`, 'iu');
/** What the visitor gets when the promise is missed, said the way a heading says it. */
const REMEDIES: readonly [RegExp, string][] = [
  [/^(?:(?:the|your|this|that)\s+(?:[\p{L}-]+\s+){1,2}(?:is|are)\s+|it(?:'s|’s|\s+is)\s+|you\s+get\s+it\s+|we\s+do\s+it\s+(?:for\s+)?)?(?:free|free\s+of\s+charge|on\s+us)$/iu, 'or free'],
  [/^(?:you\s+get\s+|we\s+give\s+you\s+)?(?:your\s+|the\s+)?money\s+back$|^(?:we\s+refund\s+(?:you|your\s+money|it|the\s+(?:fee|price|cost))(?:\s+in\s+full)?|you\s+get\s+a\s+full\s+refund|full\s+refund)$/iu, 'or money back'],
  [/^you\s+(?:don't|don’t|do\s+not)\s+pay(?:\s+(?:a\s+(?:thing|rupee|penny|cent)|anything))?$/iu, "or you don't pay"],
];

/**
 * "Done in 30 minutes or the service is free" → "Done in 30 minutes or free", "We arrive within 2
 * hours or you don't pay" → "Within 2 hours or you don't pay": the founder's guarantee as a heading,
 * its measure whole and its remedy short. A subject other than a participle ("Done", "Delivered")
 * is left out: the measure then opens it.
 */
function remedyOf(body: string, lex: Lexicon): Phrase | undefined {
  const m = TIME_PROMISE.exec(body);
  const remedy = m && REMEDIES.find(([pattern]) => pattern.test(m[2]!.trim()));
  if (!m || !remedy) return undefined;
  const measure = m[1]!.trim();
  const first = (measure.match(/^\p{L}+/u)?.[0] ?? '').toLowerCase();
  // (Only a measure said plainly: no condition, comparison or second clause before it.)
  if (/[,;:]|\b(?:if|when|unless|than|and|but)\b/iu.test(measure)) return undefined;
  const kept = looksLikeParticiple(first) || /^(?:ready|done|there|here|on\s+site)\b/iu.test(measure) ? measure : /\b(?:in|within|under)\s.*$/iu.exec(measure)![0];
  const text = capitalise(`${kept} ${remedy[1]}`);
  if (wordCount(text) > MAX_HEADING_WORDS || (isSmallWord(lex, first) && kept === measure)) return undefined;
  return { text, score: 9, verb: false };
}

/** "We fix it within 48 hours": the verb, and the measure after its object. */
const DONE_BY_US = new RegExp(`^(?:we|i)\\s+(\\p{L}+)\\s+(?:(?:it|them|(?:your|the)\\s+(?:[\\p{L}-]+\\s+)?[\\p{L}-]+)\\s+)?((?:in|within|under)\\s+${STAT_NUMBER}\\s+${TIME_UNIT})(?=[\\s,.;:!?]|$)`, 'iu');
/** "Delivered in 30 minutes or…": a participle and its measure, then what is owed if it is missed. */
const DONE_OR = new RegExp(`^((?:done|\\p{L}+ed)\\s+(?:in|within|under)\\s+${STAT_NUMBER}\\s+${TIME_UNIT})\\s*,?\\s+or\\s`, 'iu');

/**
 * "We fix it within 48 hours" → "Fixed within 48 hours", "We deliver in 30 minutes" → "Delivered in
 * 30 minutes": a result promised in a time, said of the thing (the visitor's, or the offer), not of
 * "we". Only a verb whose participle says a result or a sending, with no object but "it", "them" or
 * the visitor's thing.
 */
function doneWithinOf(body: string): Phrase | undefined {
  const m = DONE_BY_US.exec(body);
  // ("Delivered in 30 minutes or your money back": the participle and its measure, said already.)
  const said = DONE_OR.exec(body);
  if (said && looksLikeParticiple(said[1]!.split(/\s+/u)[0]!.toLowerCase())) return { text: capitalise(said[1]!.toLowerCase()), score: 7, verb: false };
  if (!m || /\b(?:if|unless|not|never|n't)\b/iu.test(body)) return undefined;
  const { infinitive, participle } = verbForms(m[1]!.toLowerCase());
  if (!participle || !(RESULT_VERBS.has(infinitive) || SENDING_VERBS.has(infinitive))) return undefined;
  return { text: capitalise(`${participle} ${m[2]!.toLowerCase()}`), score: 7, verb: false };
}

/** The condition a clause sets ("if…", "…for brides who book 3 months ahead"), null when none. */
const conditionIn = (clause: string) => /\b(?:if|unless|provided|as long as|only when)\b|\bwho\s+(?:book|order|buy|pay|sign|join|subscribe|refer)/iu.exec(clause);

/** Does a phrase head its clause's card: it opens well and is not the clause's own first words? */
function headsWell(phrase: string, clause: string, lex: Lexicon): boolean {
  return opensWell(phrase, lex) && !startsWithWords(clause, phrase) && !startsWithWords(clause.replace(/^(\p{L}+)\s+/u, ''), phrase);
}

/** Languages a founder names after "in" ("taught in Hindi"): never a place. */
const LANGUAGES = new Set('english hindi marathi tamil telugu kannada malayalam bengali bangla gujarati punjabi urdu odia assamese spanish french german arabic swahili hinglish'.split(' '));

const PLACE_AFTER = /\b(?:(?:in|across|around|throughout)\s+(?:the\s+)?|(?:near|at)\s+)((?:\p{Lu}[\p{L}'’.-]+)(?:\s+\p{Lu}[\p{L}'’.-]+){0,3})/u;

/**
 * The places the tagger names in a text, as compromise's `places()` finds them (runs of #Place or
 * #Address, split at a comma unless a region or country follows: "Kochi, Kerala"), read from the
 * terms already tagged rather than tagging the text again.
 */
function placesIn(terms: readonly Term[]): string[] {
  const out: string[] = [];
  let run: Term[] = [];
  const end = (next?: Term) => {
    // ("the UK nursing exam": a place that names the kind of a thing is not where the business is.)
    const modifier = !!next && has(next, 'Noun') && !has(next, 'Place', 'Pronoun') && !/[,;:.!?]/u.test(run[run.length - 1]?.post ?? '');
    if (run.length && !modifier) out.push(join(run));
    run = [];
  };
  terms.forEach((t, i) => {
    if (!has(t, 'Place', 'Address')) return end(t);
    run.push(t);
    const next = terms[i + 1];
    const keepsGoing = has(t, 'City', 'Region', 'ProperNoun') && has(next, 'Country', 'Region') && !/^(?:asia|africa|europe|america)$/iu.test(t.normal);
    if (/,/u.test(t.post) && !keepsGoing) end();
  });
  end();
  return out;
}

/** A place as the founder names it, with its article ("the UK", "the Bay Area"). */
function withArticle(place: string, text: string): string {
  return place && new RegExp(`\\b(?:in|across|around|throughout)\\s+the\\s+${escapeStringRegexp(place)}\\b`, 'u').test(text) ? `the ${place}` : place;
}

/** The founder's sentence that says where the business works ("We work in Kochi and Thrissur", "Available across Pune"), '' when none. */
function workPlaceSentence(texts: readonly string[], locale: Locale): string {
  if (locale !== 'en') return '';
  const says = /\b(?:[Ww]e|I)\s+(?:work|operate|serve|cover|are based|are available|deliver|run)\s+(?:in|across|around|throughout)\s+\p{Lu}|\bavailable\s+(?:in|across)\s+\p{Lu}/u;
  for (const t of texts) for (const s of sentencesIn(t, locale)) if (says.test(s)) return s.slice(says.exec(s)!.index);
  return '';
}

function placeOf(text: string, locale: Locale, tag: Tagger): string {
  // Spanish: a name after "en" or "cerca de" ("…en Madrid").
  // ("Ciudad de México": a name may hold "de", "del", "de la".)
  // (The last one: "…de nuestra granja en Carmona a domicilio en Sevilla" delivers in Sevilla; the farm is where it comes from.)
  if (locale === 'es') return [...text.matchAll(/\b(?:en|cerca de)\s+(\p{Lu}[\p{L}'’.-]+(?:\s+(?:de\s+la\s+|del?\s+)?\p{Lu}[\p{L}'’.-]+){0,2})/gu)].pop()?.[1]?.replace(END, '') ?? '';
  if (locale !== 'en') return '';
  // Never a currency, a unit or a language the tagger takes for a place ("Rs", "in Hindi"); the
  // town after "in" before a street the tagger finds first ("on Gloucester Road in Bristol").
  const notPlace = (p: string) => lexiconOf(locale).measures.has(p.toLowerCase()) || LANGUAGES.has(p.toLowerCase()) || Array.from(p).length < 2;
  const sentence = text.split(/[.!?।]\s/u)[0] ?? text;
  // ("in Sydney's inner west": the town, not its possessive.)
  // ("Ho Chi Minh City": four words at most.)
  const afterIn = /\bin\s+((?:\p{Lu}[\p{L}'’.-]+)(?:\s+\p{Lu}[\p{L}'’.-]+){0,3})/u.exec(sentence)?.[1]?.replace(END, '').replace(/['’]s$/u, '') ?? '';
  if (afterIn && !notPlace(afterIn) && (placesIn(tag(afterIn)).length > 0 || !/\s/u.test(afterIn))) {
    // ("in Kochi and Thrissur": a second town joined by "and" is where the business is too.)
    const second = new RegExp(`\\bin\\s+${escapeStringRegexp(afterIn)}\\s+(?:and|or|&)\\s+(\\p{Lu}[\\p{L}'’.-]+(?:\\s+\\p{Lu}[\\p{L}'’.-]+){0,2})(?![\\p{L}])`, 'u').exec(sentence)?.[1]?.replace(END, '');
    return second && !notPlace(second) ? `${afterIn} and ${second}` : afterIn;
  }
  // "…treks from Delhi": where it starts is not where it is ("Himalayan treks in Delhi" would be false).
  // ("Native tutors from Spain and Mexico": every place of the list after "from".)
  const from = (p: string) => new RegExp(`\\b(?:from|to|desde|hasta)\\s+(?:\\p{Lu}[\\p{L}'’.-]*(?:,\\s*|\\s+(?:and|or|y|e|o)\\s+))*${escapeStringRegexp(p)}`, 'u').test(sentence);
  const tagged = placesIn(tag(sentence)).map((p) => p.replace(END, '')).filter((p) => !notPlace(p) && !from(p));
  if (tagged[0]) return tagged[0];
  const after = (PLACE_AFTER.exec(sentence)?.[1] ?? '').replace(END, '');
  return notPlace(after) || from(after) ? '' : after;
}

/**
 * The name an idea written as a sentence opens with: one to five words before its first verb, each
 * capitalised or a small word inside a brand ("Drape & Return is…", "Mehendi on Call brings…",
 * "Kuku Connect supplies…"); undefined when the idea does not open that way.
 */
function nameBeforeVerb(idea: string, tag: Tagger): { name: string; rest: string; copula: boolean } | undefined {
  const sentence = sentencesIn(idea, 'en')[0] ?? '';
  const terms = tag(sentence);
  const v = terms.findIndex((t) => finite(t) || has(t, 'Copula'));
  if (v < 1 || v > 5) return undefined;
  const before = terms.slice(0, v);
  const joiner = (t: Term) => ['on', 'of', 'and', 'the', '&', 'n', 'by', 'at'].includes(t.normal) || t.text === '&';
  if (!before.every((t, i) => /^[\p{Lu}\p{N}]/u.test(t.text) || (i > 0 && i < before.length - 1 && joiner(t)))) return undefined;
  if (before.some((t) => /[,;:]/u.test(t.post)) || /\S/u.test(before[before.length - 1]!.post)) return undefined;
  // (Not a sentence that opens on a place or a pronoun: "Pune students need…", "We deliver…".)
  if (before.length === 1 && has(before[0], 'Place', 'Pronoun')) return undefined;
  // (One plain word before a verb the tagger may have misread, "Himalayan | treks for…", "Handloom | sarees…", names nothing;
  // a brand is two words, a CamelCase word or the subject of "is".)
  const copula = has(terms[v], 'Copula');
  if (!copula && before.length === 1 && !/\p{Ll}\p{Lu}/u.test(before[0]!.text)) return undefined;
  if (!copula && has(terms[v], 'Plural', 'Noun')) return undefined;
  const name = join(before).replace(END, '');
  if (!fitName(name) || fitName(name) !== name) return undefined;
  const restStart = sentence.indexOf(terms[v]!.text, sentence.indexOf(before[before.length - 1]!.text) + before[before.length - 1]!.text.length);
  return { name, rest: `${sentence.slice(restStart)}${idea.slice(sentence.length)}`.trim(), copula };
}

/** The people a solution's first clause is about, when it opens with them ("Parents work at a desk…"). */
function actorSubjectOf(text: string, locale: Locale, tag: Tagger): string {
  if (locale !== 'en') return '';
  const terms = tag(sentencesIn(text, locale)[0] ?? '');
  const verb = terms.findIndex((t) => isVerb(t) || has(t, 'Copula', 'Modal'));
  const subject = terms.slice(0, Math.max(verb, 0));
  // ("Trained technicians treat…": people named with a credential are the business's, not its audience.)
  const provider = subject.some((t) => lexiconOf(locale).proof.has(t.normal) || ['our', 'expert', 'qualified', 'professional'].includes(t.normal));
  return !provider && subject.length && subject.length <= 3 && has(subject[subject.length - 1], 'Actor') && has(subject[subject.length - 1], 'Plural')
    ? join(subject).replace(END, '')
    : '';
}

/** People counted by a quantifier ("Many people", "Most riders"): no one in particular, never whom an offer is for. */
const QUANTIFIED = /^(?:many|most|some|all|few|several|other|these|those)\s/iu;

function audienceOf(text: string, locale: Locale, tag: Tagger): string {
  if (locale === 'es') {
    // "…para adultos en Madrid": the words after "para" up to the next preposition.
    const words = /\bpara\s+((?:[\p{L}\p{N}'’-]+\s*){1,4})/u.exec(text)?.[1]?.trim().split(/\s+/u) ?? [];
    const lex = lexiconOf(locale);
    const upTo = words.findIndex((w) => lex.prepositions.has(w.toLowerCase()) || lex.small.has(w.toLowerCase()));
    return words.slice(0, upTo < 0 ? words.length : upTo).join(' ').replace(END, '');
  }
  if (locale !== 'en') return '';
  // (Its last word may be a number: an age, "women over 50".)
  const m = /\bfor\s+((?:[\p{L}\p{N}'’-]+\s+){0,3}[\p{L}\p{N}'’-]+)/u.exec(text);
  // ("Safe for kids", "ideal for offices": what a quality is for is not whom the offer is for.)
  if (m && /\b(?:safe|good|great|ideal|suitable|perfect|fit|friendly|best|better|great)\s+$/iu.test(text.slice(0, m.index))) return '';
  if (!m) return '';
  const terms = tag(m[1]!);
  // ("for Accra shops": a last "-s" word after a noun is its plural, though the tagger reads a verb.)
  const pluralRead = (t: Term, k: number) => k === terms.length - 1 && k > 0 && /s$/u.test(t.normal) && has(terms[k - 1], 'Noun') && !has(t, 'Preposition', 'Conjunction');
  const upTo = terms.findIndex((t, k) => has(t, 'Preposition', 'Conjunction', 'Verb') && !pluralRead(t, k));
  const whole = terms.slice(0, upTo < 0 ? terms.length : upTo);
  // ("women over 50", "children aged 8 to 14": people and their age are whom; the age is no measure of time.)
  const ageAt = whole.findIndex((t, k) => k >= 1 && /^(?:over|under|aged|above)$/u.test(t.normal) && has(whole[k - 1], 'Plural', 'Actor') && has(whole[k + 1], 'Value'));
  const np = ageAt > 0 ? whole.slice(0, ageAt) : whole;
  // ("…for days", "…for three weeks": how long is not whom.)
  if (np.some((t) => has(t, 'Date', 'Duration', 'Value'))) return '';
  // ("for people who…": "people" alone says for whom no more than nothing.)
  if (np.length === 1 && lexiconOf(locale).generic.has(np[0]!.normal)) return '';
  const last = np[np.length - 1];
  const age = ageAt > 0 && whole.slice(ageAt + 1).every((t) => has(t, 'Value') || t.normal === 'to') ? ` ${join(whole.slice(ageAt))}` : '';
  return np.length && (has(last, 'Plural', 'Actor') || (last && pluralRead(last, np.length - 1))) ? `${join(np)}${age}`.replace(END, '') : '';
}

/** Nouns that say where or when an offer is had, not what it is ("Doorstep bicycle repair", "Evening yoga classes"). */
const SETTING_NOUNS = new Set('doorstep home office weekend evening morning night holiday summer winter campus village roadside workplace'.split(' '));

/** The offer's noun phrase without its qualifying first word (Analysis.offerHead). English only: a Spanish noun leads its phrase. */
function offerHeadOf(core: string, locale: Locale, lex: Lexicon, tag: Tagger): string {
  if (locale !== 'en' || !core) return '';
  const rest = core.split(/\s+/u).slice(1);
  const opener = tag(core)[0];
  // (Only a word that qualifies, "Prenatal", "Weekend"; never from a small word: "And Tax Returns" of "Bookkeeping and tax returns".)
  // (Nor a noun, "Laptop repair shop", unless it says where or when the thing is had and two words
  // name it still: "Doorstep | bicycle repair", "Weekend | coding classes".)
  const setting = !!opener && SETTING_NOUNS.has(opener.normal) && rest.length >= 2;
  const qualifies = !!opener && (has(opener, 'Date') || (has(opener, 'Adjective') && !has(opener, 'Noun')) || setting);
  return qualifies && rest[0] && !isSmallWord(lex, rest[0]) ? rest.join(' ') : '';
}

function offerCoreOf(full: string, locale: Locale, lex: Lexicon, tag: Tagger): string {
  // "Same-day parcels, Mombasa": what follows a comma is where or for whom, not the offer.
  const offer = full.split(/\s*[,;–—]\s*/u)[0] ?? '';
  if (!offer) return '';
  if (locale !== 'en') {
    // The words before the first preposition that does not link a phrase ("Clases de guitarra | para adultos"), cut from the text as written.
    const seg = new Intl.Segmenter(locale, { granularity: 'word' });
    const words = [...seg.segment(offer)].filter((w) => w.isWordLike);
    const cut = words.findIndex((w, i) => i > 0 && lex.prepositions.has(w.segment.toLowerCase()) && !(lex.linkers.has(w.segment.toLowerCase()) && i < 3));
    const last = words[(cut < 0 ? words.length : cut) - 1];
    // (Never ending on a small word of another language mixed in, "Walkers for": what it names.)
    return last ? trimDangling(capitalise(offer.slice(0, last.index + last.segment.length))) : '';
  }
  const terms = tag(offer, true);
  const cut = terms.findIndex(
    (t, i) =>
      i > 0 &&
      // ("Wedding and event catering": "and" between two words of one noun phrase cuts nothing.)
      ((has(t, 'Preposition', 'Conjunction', 'Copula') &&
        !(['and', 'or'].includes(t.normal) && has(terms[i + 1], 'Noun', 'Adjective') && !has(terms[i + 1], 'Pronoun', 'Determiner')) &&
        // ("A box of three children's books": a noun alone before "of" is the measure of what follows.)
        !(t.normal === 'of' && terms.slice(0, i).filter((x) => !has(x, 'Determiner')).length === 1)) ||
        ['that', 'which', 'who', 'where'].includes(t.normal) ||
        // A "verb" that a noun follows modifies it ("strength training studio"): the phrase goes on.
        (isVerb(t) && !(has(t, 'Gerund') && has(terms[i - 1], 'Noun')) && !(has(terms[i + 1], 'Noun', 'Gerund') && !has(terms[i + 1], 'Pronoun')))),
  );
  const np = terms.slice(0, cut < 0 ? terms.length : cut);
  // ("we restore and reupholster…": a pronoun is no offer; "We in Manchester" would be the headline.)
  if (!np.length || np.every((t) => has(t, 'Pronoun') || isSmallWord(lex, t.normal))) return '';
  return headingText(
    np.map((t) => t.text),
    lex,
  );
}

/** Verbs whose object is what the business offers ("We offer…", "InvoiceNudge sends…", "We bake…"). */
const OFFERING_VERBS = new Set('offer provide sell make bake cook brew build run rent lend send deliver bring host organise organize design create serve supply stock give teach train publish print produce grow'.split(' '));

/** Words that say only what kind of thing a business is ("a subscription service", "a mobile app"). */
const KIND_WORDS = new Set('subscription online mobile monthly weekly delivery simple small local new digital'.split(' '));

/**
 * "A subscription service that sends a box of three children's books every month…": a business
 * said by its kind alone offers what it hands over ("A box of three children's books every
 * month…"). '' for any other offer.
 */
function handedOver(offer: string, lex: Lexicon): string {
  const m = /^(?:(?:a|an|the)\s+)?((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s+(?:that|which)\s+(\p{L}+)\s+(.+)$/iu.exec(offer);
  if (!m) return '';
  if (!m[1]!.toLowerCase().split(/\s+/u).every((w) => lex.generic.has(w) || KIND_WORDS.has(w))) return '';
  if (!OFFERING_VERBS.has(verbForms(m[2]!.toLowerCase()).infinitive)) return '';
  // (What it hands over is a thing: "…that brings | you…" hands over nothing the words name.)
  if (/^(?:you|your|them|us|people)\b/iu.test(m[3]!)) return '';
  return capitalise(m[3]!);
}

const CHAIN_PREPOSITIONS = new Set(['of', 'in', 'near', 'with', 'for', 'on', 'at', 'from', 'across', 'around']);

/**
 * What a solution offers, as a noun phrase with its prepositional phrases, within `max`
 * characters and cut only between phrases: the subject when it is the offer ("Quiet study rooms
 * near college campuses in Delhi"), the object when the subject is the business or "we"
 * ("InvoiceNudge sends | polite, escalating reminder emails").
 */
function solutionOfferOf(solution: string, name: string, max: number, lex: Lexicon, tag: Tagger): string {
  const sentence = sentencesIn(solution, 'en')[0];
  if (!sentence) return '';
  let terms = tag(sentence);
  const verb = terms.findIndex((t) => finite(t) || has(t, 'Auxiliary'));
  const subject = verb > 0 ? terms.slice(0, verb) : [];
  const subjectIsBusiness =
    subject.length > 0 &&
    (subject.every((t) => has(t, 'Pronoun')) || norm(join(subject)) === norm(name) || verb === 0);
  if (verb === 0 || subjectIsBusiness) {
    // ("We collect | kitchen waste from apartments…": what is collected is not what is offered; only a verb of offering hands its object over.)
    const v = terms[verb];
    if (v && verb > 0 && !OFFERING_VERBS.has(verbForms(v.normal).infinitive)) return '';
    terms = terms.slice(verb + 1);
  }
  // The phrase: noun-phrase words, then "of/in/with … noun phrase" while it fits.
  const npWord = (t: Term, k = terms.indexOf(t)) =>
    (has(t, 'Noun', 'Adjective', 'Value', 'Determiner', 'Acronym', 'ProperNoun', 'Possessive') && !(has(t, 'Pronoun') && !has(t, 'Possessive'))) ||
    (has(t, 'PastTense') && has(terms[k + 1], 'Noun', 'Adjective'));
  const start = terms.findIndex((t) => npWord(t));
  if (start < 0 || start > 1) return '';
  let end = start;
  let best = '';
  /** Inside a list of things ("cooks, helpers, …"): its "and" goes on to the last item. */
  let inList = false;
  const take = (to: number) => {
    const text = headingText(terms.slice(start, to + 1), { ...lex, droppable: new Set() });
    if (Array.from(text).length <= max && has(terms[to], 'Noun', 'Value') && !has(terms[to], 'Pronoun')) best = text;
    return Array.from(text).length <= max;
  };
  while (end < terms.length && npWord(terms[end]!) && (!/[;:.]/u.test(terms[end]!.post))) {
    take(end);
    // (A list of things goes on past its comma, "cooks, helpers, delivery riders and dishwashers", as far as it fits.)
    const listGoesOn = has(terms[end], 'Noun') && has(terms[end + 1], 'Noun') && !has(terms[end + 1], 'Pronoun', 'ProperNoun');
    if (/,/u.test(terms[end]!.post) && !(has(terms[end], 'Adjective') && has(terms[end + 1], 'Adjective', 'Noun')) && !listGoesOn) return best;
    if (/,/u.test(terms[end]!.post)) inList = true;
    const next = terms[end + 1];
    // (And to the list's last item: "…delivery riders | and dishwashers".)
    if (next && !listGoesOn && ['and', 'or'].includes(next.normal) && inList && has(terms[end + 2], 'Noun') && !has(terms[end + 2], 'Pronoun')) {
      end += 2;
      continue;
    }
    if (next && !npWord(next) && CHAIN_PREPOSITIONS.has(next.normal) && terms[end + 2] && npWord(terms[end + 2]!)) {
      end += 2;
      continue;
    }
    end++;
  }
  return best;
}

const norm = (s: string) => (s.toLowerCase().match(/[\p{L}\p{N}\p{M}%]+/gu) ?? []).join(' ');

function kindsOf(clause: string, source: Source, locale: Locale, lex: Lexicon, tag: Tagger): Set<FactKind> {
  const kinds = new Set<FactKind>();
  const words = wordsIn(clause, locale).map((w) => w.toLowerCase());
  if (/\p{N}/u.test(clause)) kinds.add('number');
  if (HOLDS_PRICE.test(clause)) kinds.add('price');
  if (words.some((w) => lex.proof.has(w)) || kinds.has('number')) kinds.add('proof');
  // What the visitor gets for nothing or gets back ("First class free", "we refund 100%"): the strongest proof there is.
  if (words.some((w) => lex.promises.has(w))) kinds.add('promise');
  if (placeOf(clause, locale, tag)) kinds.add('place');
  if (source === 'solution') kinds.add('how');
  if (source === 'solution' && isStep(clause, locale, tag)) kinds.add('step');
  if (isProblem(clause, locale, lex, tag)) kinds.add('problem');
  return kinds;
}

/** Verbs a visitor is invited to use on a plan ("cancel anytime", "pause any week"). */
const REQUEST_VERBS = new Set(['cancel', 'pause', 'skip', 'stop', 'switch', 'upgrade', 'downgrade', 'return', 'swap']);

/** Verbs of a step the visitor takes ("you book…", "you upload…"). */
/** Verbs of what the visitor experiences, not a step they take ("Practise speaking…", "Learn to code…"). */
const EXPERIENCE_VERBS = new Set('practise practice learn enjoy meet explore discover relax train study play taste'.split(' '));
const STEP_VERBS = new Set('book choose pick order upload fill sign send tell select register call message text schedule reserve download install open scan enter answer share join subscribe apply list post drop bring'.split(' '));

/**
 * A step the visitor takes ("Book a trial.", "You can book in the app."): said to the visitor, not
 * of the business. Steps are said together on the page.
 */
function isStep(clause: string, locale: Locale, tag: Tagger): boolean {
  if (locale !== 'en') return false;
  const terms = tag(clause);
  const first = terms[0];
  if (!first) return false;
  // (An order the visitor takes a step by, "Book a trial", "Rent a laptop by the month"; not what
  // they then do, "Practise speaking with a native tutor…": that is what they get.)
  if (has(first, 'Imperative') && isVerb(first)) return !EXPERIENCE_VERBS.has(verbForms(first.normal).infinitive);
  // ("Order online, upload your design…": a verb of taking a step that opens the clause, read as a noun by the tagger,
  // before how or what: an order too.)
  if (STEP_VERBS.has(first.normal) && (has(first, 'Infinitive') || has(terms[1], 'Adverb', 'Determiner', 'Possessive', 'Preposition')) && !has(terms[1], 'Verb', 'Copula')) return true;
  // "You book…", "You can book…": only a verb of taking a step ("You pay a monthly rent lower than…"
  // and "You get a photo…" say what the visitor gets). (Not people named by a noun, "Farmers book…"
  // or "Our teachers visit…": they may be the business's own.)
  if (first.normal !== 'you') return false;
  const verb = has(terms[1], 'Modal') ? terms[2] : terms[1];
  return !!verb && STEP_VERBS.has(verbForms(verb.normal).infinitive);
}

/** Others in the business ("Most cooking schools…", "Other apps…", "Traditional tutors…"): what they do is the problem. */
const RIVAL_WORDS = String.raw`(?:most|many|other|traditional|typical|usual|regular|existing|current|conventional|big|large|generic|mainstream)\s+(?:[\p{L}-]+\s+){0,2}(?:bookkeepers|accountants|agents|schools|gyms|apps|agencies|companies|shops|stores|clinics|providers|services|salons|restaurants|platforms|tools|brands|sellers|vendors|banks|hospitals|hotels|landlords|tutors|courses|operators|firms|options|businesses|centres|centers|studios|websites|sites|players|marketplaces|chains|labs|dealers|garages|caterers|bakeries|cafes|cafés|academies|coaches|trainers|doctors|repair shops)\b`;
const RIVALS = new RegExp(`^${RIVAL_WORDS}`, 'iu');
/** Others named anywhere in a clause ("…our own crematorium, which most services in Ireland don't"). */
const RIVALS_NAMED = new RegExp(String.raw`\b${RIVAL_WORDS}`, 'iu');

/**
 * A clause about the world as it is before the business ("Most gyms in Kochi are crowded…",
 * "Families … pay high prices at supermarkets"): a word of pain the clause does not negate, said
 * of someone else (not "we", "you" or a request to the visitor). It opens About; it never heads a
 * card or a headline, which would sell the problem.
 */
function isProblem(clause: string, locale: Locale, lex: Lexicon, tag: Tagger): boolean {
  // ("La mayoría de escuelas en Bogotá usan piscinas frías…": what most others do, in Spanish.)
  // ("Mucha gente quiere hacer algo con las manos…, pero…": what many people want and lack.)
  if (locale === 'es' && /^(?:mucha\s+gente|muchas\s+personas)\b/iu.test(clause)) return true;
  if (locale === 'es') return /^(?:la\s+mayoría\s+de(?:\s+las?|\s+los)?|muchas?|muchos|otras?|otros|los\s+demás)\s+(?:[\p{L}]+\s+){0,2}(?:escuelas|empresas|tiendas|academias|clínicas|agencias|servicios|apps|aplicaciones|plataformas|gimnasios|competidores|talleres|restaurantes|colegios)\b/iu.test(clause);
  if (locale !== 'en' || !lex.pains.size) return false;
  // ("Contractors want to build a new wall…", "Government soil health cards take months…": others named by their trade, then what they do.)
  // ("Solicitors in the city centre charge £300-£500…": where they are may come between.)
  if (/^(?:the\s+)?(?:contractors|agencies|landlords|banks|brokers|recruiters|middlemen|dealers|solicitors|lawyers|distributors|suppliers|wholesalers|government\s+[\p{L}\s]{0,30}?|big\s+chains|chains)(?:\s+(?:in|on|at|near|around)\s+(?:the\s+)?(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)?\s+(?:want|charge|sell|use|say|only|don't|do\s+not|won't|take|make|offer|run|ask|keep|give)\b/iu.test(clause)) return true;
  // Why the founder started ("We started because our family shop lost a whole delivery…") is the story
  // before the business: it opens About, and sells nothing as a card.
  if (/^(?:we|i)\s+(?:started|founded|built|created|began|launched)\b.*\bbecause\b/iu.test(clause)) return true;
  // What others do ("Competitors charge a monthly fee", "Other apps…") is the world before the business too.
  // ("Most cooking schools teach big groups of 15 or more": what most others do, not "Most repairs are done in an hour".)
  if (/^(?:competitors?|the competition)\b/iu.test(clause) || RIVALS.test(clause)) return true;
  // ("Buying a designer saree for one wedding costs ₹30,000 or more": what doing it the old way costs.)
  // ("Buying compostable boxes from big distributors means minimum orders of 10 cases…": what it means too.)
  // (Never doing it with the business: "Booking with us means you never wait" sells.)
  const withUs = /\b(?:we|us|our)\b/iu.test(clause);
  if (/^(?:buying|hiring|renting|paying\s+for|getting|finding|booking|replacing)\s[^,.;]*\b(?:costs?|takes?|means)\b/iu.test(clause) && !withUs) return true;
  // ("Registering a rent agreement in Pune means a day lost…": what doing it today means.)
  if (/^\p{L}+ing\s[^,.;]*\bmeans\b/iu.test(clause) && !withUs) return true;
  // ("Car doesn't start", "The AC won't cool": a thing that fails is the trouble the visitor brings, not the offer.)
  if (/^(?:the\s+|a\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:doesn't|doesn’t|does\s+not|won't|won’t|will\s+not|isn't|isn’t|stopped|stops)\s+(?:start|starting|work|working|cool|cooling|heat|heating|charge|charging|open|close|boot|drain|flush|turn\s+on)\b/iu.test(clause)) return true;
  // ("…many areas still rely on tankers": what many still do is the world before the business.)
  if (/(?:^|\bbut\s+)(?:many|most)\s+[^,.;]*\bstill\b/iu.test(clause)) return true;
  // ("…if we're late you get $25 back": a condition about the business is its guarantee, not a pain;
  // so is one the business answers, "If your cat is too stressed I stop and we reschedule at no charge".)
  if (/\b(?:if|when|unless)\s+(?:we|we're|we\s+are|our)\b/iu.test(clause) || /\b(?:if|when|whenever|unless)\b[^.;]*\b(?:we|i|we'll|i'll)\s+\p{Ll}/iu.test(clause)) return false;
  const terms = tag(clause);
  const first = terms[0];
  if (!first || ['we', 'our', 'you', 'your', 'i', 'my'].includes(first.normal) || isVerb(first)) return false;
  // ("First class free, teachers who go slow": a clause that promises something sells, whatever else it says.)
  if (terms.some((t) => lex.promises.has(t.normal))) return false;
  // ("Many older people cannot easily get to a practice…", "…pay far too much tax", "…don't know
  // which parts of their house are at risk": what people cannot do, or have too much of, is a pain said of them.)
  if (/\b(?:cannot|can't|can not|too much|too many|far too|waiting lists?|don't know|do not know|have to wait|no way to|pay(?:ing)? full price|throw\s+(?:\p{L}+\s+)?away)\b/iu.test(clause)) return true;
  // (Not a pain inside a condition the clause answers: "Local technician reaches within 4 hours if any camera stops" is a guarantee.)
  const condition = terms.findIndex((t) => CONDITIONS.has(t.normal));
  // (Nor "hard" of a thing, "1TB hard disk", "hard copy": only hard to do is a pain.)
  return terms.some((t, i) => (condition < 0 || i < condition) && !(t.normal === 'hard' && has(terms[i + 1], 'Noun')) && (lex.pains.has(t.normal) || (t.normal === 'high' && /^(prices?|costs?|fees?)$/u.test(terms[i + 1]?.normal ?? ''))) && !negated(terms, i));
}

/** What others live with before the business ("Most boda riders rent a bike…", "…but most have one shared password"). */
/** Said of others whoever else the sentence speaks to ("…but most damp companies send a salesman… you probably don't need", "…often lose a cow"). */
const STATUS_QUO_STRONG = /^(?:most|many|a\s+lot\s+of|too\s+many)\s|\b(?:but\s+(?:most|many|few|buying|hiring|renting|getting|finding)|often\s+(?:lose|pay|wait|have|get|end|go|spend|throw))\b/iu;
/** Said of others in a sentence that speaks to no "you" ("When someone dies, families are pushed into…", "…can close a practice"). */
/** (What they want and what goes wrong, "Shop owners want cameras but get confused by brands…", "…and they don't fit".) */
const STATUS_QUO = /^(?:some|when)\s|\b(?:(?:don't|don’t|do\s+not)\s+(?:have\s+(?!to\b)|know\b)|a\s+lot\s+of\s+them|never|nobody|no\s+one|nothing|forever|alone|worst|end\s+up|can\s+(?:close|cost|ruin|lose|destroy|wipe|shut)|(?:want|wants|need|needs)\s[^.;]*\bbut\s+(?:get|gets|are|is|end|ends|can't|cannot|don't|doesn't|have|has|struggle|struggles|waste|wastes|lose|loses|find|finds|worry|worries)|and\s+(?:they|it)\s+(?:don't|don’t|do\s+not|doesn't|doesn’t|does\s+not))\b/iu;

/**
 * The sentences of an answer that tell the world before the business (docs/content-writer.md
 * "Facts"): founders who write at length open "How does it solve the problem?" on the problem.
 * A sentence before the answer's first "we" or "our", that speaks to no one ("you") and of no
 * "we", and says what others live with (STATUS_QUO), is the problem; so are all its clauses.
 * English only; the other languages name their problems in isProblem.
 */
function statusQuoOf(text: string, locale: Locale, source: Source): Set<string> {
  const out = new Set<string>();
  if (locale !== 'en') return out;
  const sentences = sentencesIn(text, locale);
  // (The idea's sentences after its first may speak as "I", "I am a vet with 12 years…", or not as
  // the business at all: every one before the business speaks may be the problem there.)
  // ("…most people I talk to think…": an "I" inside a sentence is not the business speaking.)
  const voice = source === 'idea' ? /^(?:i|i'm|i’m|my)\b|\b(?:we|our|us)\b/iu : /\b(?:we|our|us)\b/iu;
  const firstWe = sentences.findIndex((s) => voice.test(s));
  for (const s of sentences.slice(0, firstWe < 0 && source === 'idea' ? sentences.length : Math.max(0, firstWe))) {
    if (STATUS_QUO_STRONG.test(s) || (!/\b(?:you|your)\b/iu.test(s) && STATUS_QUO.test(s))) out.add(norm(s));
  }
  return out;
}

function proofOf(kinds: ReadonlySet<FactKind>, source: Source): number {
  return (kinds.has('number') ? 3 : 0) + (kinds.has('proof') ? 2 : 0) + (kinds.has('promise') ? 3 : 0) + (kinds.has('price') ? 1 : 0) + (source === 'feature' ? 1 : 0);
}

/** The longest "for" phrase, in words, that still names whom (beyond it, the offer's "for" is a purpose). */
const FOR_WHOM_WORDS = 8;

/**
 * The offer's "for" phrase (Analysis.forWhom), read once the place is known: "X for Y in P Z" gives
 * the offer X, whom Y (with Z when Z describes them: "with relatives overseas", "who…").
 */
function forWhomOf(offer: string, locale: Locale): { forWhom?: Analysis['forWhom'] } {
  const w = lexiconOf(locale).whomAndWhere;
  if (!w) return {};
  // (A comma that does not go on with a list ends a part: "indie bands | , runs from 100 copies, based…".)
  const listed = (t: string) => new RegExp(`\\s${w.and}\\s`, 'iu').test(` ${t.split(/,\s/u).pop() ?? ''}`);
  const m = new RegExp(`^(.+?)\\s+${w.for}\\s+(.+)$`, 'iu').exec(offer);
  // (Only the offer's own "for", right after what it offers: not one after a clause, "…every month, picked | for the child's age";
  // a list of what it offers may hold commas, "Fabricamos rejas, portones y escaleras metálicas a medida".)
  if (!m || new RegExp(`\\s${w.for}\\s`, 'iu').test(m[1]!) || new RegExp(`\\s${w.for}\\s`, 'iu').test(m[2]!) || /^(?:we|i|you)\s/iu.test(m[1]!)) return {};
  if (/[;:]/u.test(m[1]!) || (/,/u.test(m[1]!) && !listed(m[1]!))) return {};
  const [, what, after] = m as unknown as [string, string, string];
  // ("…for small shops and cafes | in Melbourne", "…for families | in Auckland | with relatives overseas")
  const at = new RegExp(`\\s+${w.where}\\p{Lu}[\\p{L}'’.-]*(?:(?:,\\s*|\\s+${w.and}\\s+|\\s+)\\p{Lu}[\\p{L}'’.-]*)*`, 'u').exec(after);
  const upTo = at ? after.slice(0, at.index) : after;
  const whom = /,\s/u.test(upTo) && !listed(upTo) ? upTo.split(/,\s/u)[0]! : upTo;
  const tail = at ? after.slice(at.index + at[0].length).trim() : '';
  const describes = whom === upTo && new RegExp(`^${w.describes}\\s`, 'iu').test(tail) ? ` ${tail}` : '';
  if (!whom || wordCount(whom) > FOR_WHOM_WORDS || wordCount(what) < 2) return {};
  return { forWhom: { offer: what, whom: `${whom}${describes}`, placed: !!at } };
}

/**
 * What a founder types fast, written as a page is (docs/content-writer.md "Facts"): each sentence
 * opens on a capital ("they dont fit. we pick up…" → "…fit. We pick up…", so it is read as the
 * sentence it is), and in English "i" is "I" and the lexicon's words without their apostrophe get
 * it back ("dont" → "don't"). Nothing else of the founder's words changes.
 */
export function tidy(text: string, locale: Locale): string {
  const lex = lexiconOf(locale);
  const spelled =
    locale === 'en'
      ? text.replace(/(?<![\p{L}\p{N}'’-])\p{L}+(?![\p{L}\p{N}'’-])/gu, (w) => {
          if (w === 'i') return 'I';
          const right = lex.spelling.get(w.toLowerCase());
          // (In the case the founder wrote it: "Dont" → "Don't".)
          return right ? (/^\p{Lu}/u.test(w) ? capitalise(right) : right) : w;
        })
      : text;
  // (Not after an abbreviation's stop, "incl. delivery", nor after a number's, "Rs. 499".)
  return capitalise(
    spelled.replace(/([.!?]\s+)(\p{Ll})/gu, (all, stop: string, letter: string, at: number) => {
      const before = (/(\S+)$/u.exec(spelled.slice(0, at))?.[1] ?? '').toLowerCase();
      return lex.abbreviations.has(before) ? all : `${stop}${capitalise(letter)}`;
    }),
  );
}

/** The four answers analysed into facts (step one: content). */
export function analyse(raw: IdeaAnswers): Analysis {
  // Cleaned once (no markup, no control characters, no emoji: what a page and an ad may hold); the
  // fourth answer keeps its lines, which separate the founder's questions.
  const clean = (s: string) => plainText(cleanText(s));
  const cleaned: IdeaAnswers = {
    idea: clean(raw.idea),
    solution: clean(raw.solution),
    feature: clean(raw.feature),
    question: raw.question
      .split(/\r?\n/u)
      .map(clean)
      .filter(Boolean)
      .join('\n'),
  };
  const locale = detectLocale([cleaned.idea, cleaned.solution, cleaned.feature].join(' '));
  const lex = lexiconOf(locale);
  const answers: IdeaAnswers = {
    idea: tidy(cleaned.idea, locale),
    solution: tidy(cleaned.solution, locale),
    feature: tidy(cleaned.feature, locale),
    question: cleaned.question
      .split('\n')
      .map((q) => tidy(q, locale))
      .join('\n'),
  };
  const tag = newTagger();
  // An idea written as a sentence about a name ("Gutter Guardians cleans and repairs gutters…",
  // "Drape & Return is a designer saree rental service…"): the name is the words before the verb.
  const subjectName = locale === 'en' ? nameBeforeVerb(answers.idea, tag) : undefined;
  const parsed = businessNameOf(answers.idea, locale);
  const found = subjectName && (!parsed.explicit || norm(parsed.name) !== norm(subjectName.name)) ? { name: subjectName.name, rest: subjectName.rest, explicit: true } : parsed;
  const { explicit } = found;
  // (Its first sentence: what follows, "Most of them still build the rota in Excel", is not the offer.)
  const rest = sentencesIn(found.rest, locale)[0] ?? found.rest;
  const name = fitName(found.name) || LANDING_DEFAULTS.business_name;
  // An idea that is only a name and an audience or place ("StudyNest for students") offers nothing by itself.
  // ("TableTurn is a table and order management app…", "RotaRight is shift scheduling software…": after the name, its "is" says nothing.)
  const rest0 = rest.replace(END, '').replace(locale === 'en' ? /^(?:is|are)\s+(?:(?:a|an|the)\s+)?/iu : /^$/u, '');
  // After another verb ("…brings qualified physiotherapists to patients' homes"), the offer is said
  // by the sentence whole, name and verb together (the claim), not by the words after the verb.
  const verbLed = !!subjectName && found.name === subjectName.name && !subjectName.copula;
  // (A name and only where it is, "Backyard ADUs - Sacramento": the offer is the name where it is, not "Sacramento".)
  const placeOnly = explicit && /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}$/u.test(rest0) && !/\p{Ll}\p{Lu}/u.test(found.name);
  const said = verbLed || /^(?:for|in|at|near|from|para|en)\s/iu.test(rest0) ? '' : placeOnly ? fill(messagesOf(locale).inPlace, { offer: found.name, place: rest0 }) : rest0;
  const offer = (locale === 'en' && handedOver(said, lex)) || said;
  const claim = verbLed ? `${subjectName!.name} ${rest.replace(END, '')}` : '';
  const facts: Fact[] = [];
  const seen = new Set<string>();
  // The idea's sentences after its first are facts too ("Prices start at Rs 799 for a 1,000-litre
  // tank…" written in the first answer): the first sentence is the offer, the rest is what the
  // founder said of it (a problem among them opens About, as in the other answers).
  const ideaRest = sentencesIn(answers.idea, locale).slice(1).join(' ');
  const texts = { idea: ideaRest, solution: answers.solution, feature: answers.feature };
  let previousClause = '';
  // (The solution's and the idea's, whose sentences after the first are often the problem, "Most
  // cats hate the carrier…"; not the feature's: one that opens "Nobody has to know." promises privacy.)
  const statusQuoBySource = {
    solution: statusQuoOf(texts.solution, locale, 'solution'),
    idea: statusQuoOf(texts.idea, locale, 'idea'),
    feature: new Set<string>(),
  };
  for (const source of ['solution', 'feature', 'idea'] as const) {
    const statusQuo = statusQuoBySource[source];
    for (const [clause, sentence] of sentencesIn(texts[source], locale).flatMap((sentence) => {
      // (A note the founder wrote to themselves, "We want to sell to independent pharmacies first",
      // alone or inside a sentence, "…; we want to sell to hardware shops first", is said nowhere;
      // nor then is its sentence whole.)
      const all = clausesIn(sentence, locale, tag);
      const clauses = all.filter((c) => !lex.notes.test(c));
      // (The sentence a clause was split from, when it was: the subhead may say it whole.)
      return clauses.map((c) => [c, all.length > 1 && clauses.length === all.length ? asSentence(sentence, locale) : undefined] as const);
    })) {
      const key = clause.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
      if (!key || seen.has(key)) continue;
      seen.add(key);
      const candidates = locale === 'en' ? englishPhrases(clause, lex, tag) : plainPhrases(clause, locale, lex);
      // A one-word heading ("Dog", "Photo") says too little, unless it is a number or an acronym ("GST").
      // (A clause with nothing better may be headed by what its preposition names: "We ship in | glass bottles".)
      const floor = candidates.some((p) => p.score >= 1 && wordCount(p.text) >= 2) ? 1 : 0.5;
      // (Never a phrase that opens a bracket it does not close: "Counters (dosa".)
      const balanced = (t: string) => bracketDepth(t) === 0;
      const clauseTerms = locale === 'en' ? tag(clause) : [];
      // (Nor one that ends on a number a range goes on from, "Office breakfasts catered for 20" of "…for 20 to 200 people".)
      const rangeCut = (t: string) => {
        const n = /(\d[\d,.]*)$/u.exec(t)?.[1];
        return !!n && new RegExp(`(?:^|\\D)${escapeStringRegexp(n)}\\s*(?:to|or|and|a|y|o|-|\u2013)\\s*\\d`, 'u').test(clause);
      };
      // (A price keeps its currency where the founder wrote one before it: "AUD 180 per couple", not "180 per couple".)
      const withCurrency = (p: Phrase): Phrase => {
        const n = /^\d[\d,.]*/u.exec(p.text)?.[0];
        const before = n ? new RegExp(`(?:^|\\s)(\\p{L}{2,4}\\.?)\\s?${escapeStringRegexp(n)}(?!\\d)`, 'u').exec(clause)?.[1] : undefined;
        return before && CURRENCY_WORD.test(before.replace(/\.$/u, '')) ? { ...p, text: `${before} ${p.text}` } : p;
      };
      // (Nor a list's last items cut from it: "House and your water supply" of "…vegetation near the
      // house and your water supply", "Pilot and the drone" of "including the pilot and the drone, fuel…";
      // nor a number cut from the name it belongs to: "10 and Year 11 students" of "Year 10 and Year 11 students".)
      const listCut = (t: string) => {
        // (Nor the first of a list of names, "120 shops across Melbourne" of "…across Melbourne, Sydney and Brisbane".)
        const after = clause.slice(clause.toLowerCase().indexOf(t.toLowerCase()) + t.length);
        if (/\p{Lu}[\p{L}'’.-]*$/u.test(t) && clause.toLowerCase().includes(t.toLowerCase()) && /^(?:,\s*|\s+(?:and|or)\s+)\p{Lu}/u.test(after)) return true;
        if (locale !== 'en' || !/\s(?:and|or)\s+(?:the|your|our|their|my|a|an)\s/iu.test(` ${t} `)) return false;
        const at = clause.toLowerCase().indexOf(t.toLowerCase());
        // (Cut when its article stayed behind, "…near the | house and…", or the list goes on after it, "…the drone, | fuel…".)
        return at < 0 || /\b(?:the|a|an|your|our|their|my)\s$/iu.test(clause.slice(Math.max(0, at - 8), at)) || /^,\s/u.test(clause.slice(at + t.length));
      };
      const numberCut = (t: string) => {
        const at = clause.toLowerCase().indexOf(t.toLowerCase());
        // (Either way: "₦38,000 for an iPhone" of "…for an iPhone 11 screen" cuts the name from its number.)
        const nameBefore = /\p{L}*\p{Lu}\p{L}*$/u.test(t) && at >= 0 && /^\s\d/u.test(clause.slice(at + t.length));
        // (Or a list of one name's numbers cut from its first name: "6 and cone 10 reduction" of "cone 6 and cone 10 reduction".)
        const listed = /^\d[\d.,]*\s+(?:and|or)\s+(\p{L}+)\s+\d/iu.exec(t)?.[1];
        const nameList = !!listed && at > 0 && new RegExp(`\\b${escapeStringRegexp(listed)}\\s$`, 'iu').test(clause.slice(0, at));
        return nameBefore || nameList || (/^\d/u.test(t) && at > 0 && /\p{Lu}[\p{L}]*\s$/u.test(clause.slice(Math.max(0, at - 12), at)));
      };
      // (A participle that qualifies the phrase's first noun stays with it where the tagger read a verb:
      // "Blocked drains and broken taps" of "Leaks, blocked drains and broken taps…", not "Drains and broken taps".)
      const withParticiple = (p: Phrase): Phrase => {
        const at = clause.toLowerCase().indexOf(p.text.toLowerCase());
        const before = at > 0 ? /(?:^|,\s+|\b(?:the|a|an|your|our)\s+)(\p{Ll}+)\s$/u.exec(clause.slice(0, at)) : null;
        return before && looksLikeParticiple(before[1]!) && !/^(?:need|used|based|called|named)$/u.test(before[1]!) ? { ...p, text: capitalise(`${before[1]} ${p.text.charAt(0).toLowerCase()}${p.text.slice(1)}`) } : p;
      };
      // (Nor half of "night by night", "step by step": "Book night".)
      // (Nor a comparison cut from what it compares with: "No hose and less" of "…no hose and less than a cup of water".)
      const thanCut = (t: string) => {
        const at = clause.toLowerCase().indexOf(t.toLowerCase());
        return at >= 0 && /\b(?:less|more|fewer|cheaper|faster|better|bigger|smaller|quicker|higher|lower)$/iu.test(t) && /^\s+than\b/iu.test(clause.slice(at + t.length));
      };
      // (Nor a thing of what the offer spares the visitor, "Shop in Computer Village" of "No need to leave your phone at a shop in…":
      // it names the old way.)
      const spared = /^(?:no\s+need\s+to|no\s+more|never\s+again|forget|say\s+goodbye\s+to|stop\s+)/iu.test(clause);
      // (Nor a phrase of what comes before or until something else, "Go on the N2" of "…quiet routes before we ever go on the N2":
      // it names the time of another thing, and reads as its opposite.)
      const subordinateAt = clause.search(/\b(?:before|until|till|unless)\s+(?:we|you|they|i|it|the)\b/iu);
      const inSubordinate = (t: string) => subordinateAt >= 0 && clause.toLowerCase().indexOf(t.toLowerCase()) > subordinateAt;
      const idiomCut = (t: string) => {
        const last = (t.match(/\p{L}+$/u)?.[0] ?? '').toLowerCase();
        return !!last && clause.toLowerCase().includes(`${t.toLowerCase()} by ${last}`);
      };
      // (Nor "X and Y" where X was a possessive's thing and Y opens the next verb: "Phone and swap shifts" of
      // "…on their phone and swap shifts with each other".)
      const ownedAnd = (t: string) => {
        const at = clause.toLowerCase().indexOf(t.toLowerCase());
        return /\s(?:and|or)\s/iu.test(` ${t} `) && at > 0 && /\b(?:their|your|our|his|her|its|my)\s$/iu.test(clause.slice(Math.max(0, at - 7), at));
      };
      // (A sum keeps its rate: "85,000 shillings a week", not "85,000 shillings" of "He pays 85,000 shillings a week…".)
      const withRate = (p: Phrase): Phrase => {
        const at = clause.toLowerCase().indexOf(p.text.toLowerCase());
        const rate = at >= 0 && (/\d/u.test(p.text) && (CURRENCY_WORD.test(p.text.split(/\s+/u).pop() ?? '') || /\p{Sc}/u.test(p.text))) ? /^\s+((?:a|an|per|each)\s+(?:day|week|month|year|night|hour|session|visit|class|person|head|acre|kg|item))\b/iu.exec(clause.slice(at + p.text.length)) : null;
        return rate ? { ...p, text: `${p.text} ${rate[1]!.toLowerCase()}` } : p;
      };
      // (Nor one that ends on a number the clause goes on to measure, "Most projects in 5-6" of "…in 5-6 months", "Groups of up to 8" of "…8 kids".)
      const unitCut = (t: string) => {
        // (Its last number, where the clause says it: a phrase may leave out the verb before it, "Most projects | finish | in 5-6".)
        const n = /(\S*\d)$/u.exec(t)?.[1];
        if (!n) return false;
        const found = new RegExp(`(?:^|\\s)${escapeStringRegexp(n)}\\s*([\\p{L}][\\p{L}'’-]*)`, 'u').exec(clause);
        const next = found?.[1];
        // (A word that only goes on about the sum is no unit: "£15 | including call-out", "$145,000 | all-in".)
        return !!next && !isSmallWord(lex, next) && !lex.prepositions.has(next.toLowerCase()) && !/^(?:including|excluding|incl|plus|each|extra|onwards|all-in|flat|only|total|upfront|gst|vat)$/iu.test(next);
      };
      const readable = candidates
        .map(withCurrency)
        .map(withRate)
        .map(withParticiple)
        .filter((p) => balanced(p.text) && !rangeCut(p.text) && !cutsCompound(p.text, clauseTerms, lex) && !listCut(p.text) && !numberCut(p.text) && !idiomCut(p.text) && !ownedAnd(p.text) && !thanCut(p.text) && !spared && !inSubordinate(p.text) && !/(?:\p{Sc}|\b\p{Lu}{1,3}\p{Sc})$/u.test(p.text))
        .filter((p) => p.score >= floor && (wordCount(p.text) >= 2 || /\p{N}|\p{Lu}{2}/u.test(p.text)))
        .filter((p, i, all) => all.findIndex((q) => q.text.toLowerCase() === p.text.toLowerCase()) === i)
        .sort((a, b) => b.score - a.score);
      // (A count of one bare noun, "Two parts", heads nothing.)
      // (Nor a price or a sum alone, "$2 million", nor places alone, "Hyderabad and Secunderabad": the card's heading names a thing.)
      // (Read from the clause's own tags: the phrase's words are the clause's.)
      const placeWords = new Set(clauseTerms.filter((x) => has(x, 'Place')).map((x) => x.normal));
      // (Names the tagger does not know as places count when the clause says they are where: "…to homes in Gachibowli, Kondapur and Madhapur",
      // "…from Johari Bazaar to Mansarovar".)
      const namedWhere = (t: string) =>
        /^\p{Lu}[\p{L}'’.-]*(?:(?:,\s+|\s+(?:and|or)\s+|\s+)\p{Lu}[\p{L}'’.-]*)*$/u.test(t) && (new RegExp(`\\b(?:in|across|around|near|from)\\s+${escapeStringRegexp(t)}`, 'u').test(clause) || new RegExp(`\\bfrom\\s+\\p{Lu}[^,.;]*\\s+to\\s+${escapeStringRegexp(t)}`, 'u').test(clause));
      const placesOnly = (t: string) => locale === 'en' && ((t.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? []).every((w) => isSmallWord(lex, w) || placeWords.has(w)) || namedWhere(t));
      // (Nor what a condition asks, "Fish in the first 3 months" of "If a fish dies… in the first 3 months, we replace it free".)
      const conditionMatch = conditionIn(clause);
      const conditionSpan = conditionMatch ? clause.slice(conditionMatch.index, clause.indexOf(',', conditionMatch.index) < 0 ? clause.length : clause.indexOf(',', conditionMatch.index)).toLowerCase() : '';
      // (Nor what a comparison names, "Escuelas grandes de Cancún" of "A diferencia de las escuelas grandes de Cancún, …": the others, not the business.)
      // (Where it opens the clause or follows a comma: "…starts at NZ$3,900 all in, compared to the NZ$8,000-10,000 average".)
      const comparison = /(?:^|,\s*)(?:unlike|compared\s+(?:to|with)|a\s+diferencia\s+de|al\s+contrario\s+que)\s(?:[^,]|,(?=\d))*/iu.exec(clause)?.[0]?.replace(/^,\s*/u, '').toLowerCase() ?? '';
      const compared = (t: string) => !!comparison && comparison.includes(t.toLowerCase());
      // (Nor what is only hoped for, "GDP Certification" of "we're working towards GDP certification",
      // nor an item of a list "no" denies, "Landlord Permission" of "with no screws, glue or landlord permission needed".)
      const hoped = /\b(?:working\s+towards?|aiming\s+for|applying\s+for|in\s+the\s+process\s+of\s+getting|hoping\s+to\s+get|planning\s+to\s+get)\s[^,.;]*/iu.exec(clause)?.[0]?.toLowerCase() ?? '';
      const denied = (t: string) => {
        const at = clause.toLowerCase().indexOf(t.toLowerCase());
        const gap = at > 0 ? /\b(?:no|without)\s+((?:[\p{L}-]+,?\s+){0,5})$/iu.exec(clause.slice(Math.max(0, at - 50), at))?.[1] : undefined;
        // (A list's items only: "no screws, glue or | landlord permission", not "no deposit for students with a | valid college ID".)
        const listed = !!gap && /,|\b(?:or|nor)\b/iu.test(gap) && !/\b(?:for|with|to|in|on|at|by|from|of)\b/iu.test(gap);
        return (!!hoped && hoped.includes(t.toLowerCase())) || listed;
      };
      // (Nor whom an offer is for alone, "New customers" of "Free first week for new customers": who, not what.)
      const forWhom = (t: string) => {
        const last = clauseTerms.find((x) => x.normal === (t.toLowerCase().match(/[\p{L}]+$/u)?.[0] ?? ''));
        // (With a word or two between: "Under 10 people" of "Free for teams under 10 people".)
        return !!last && has(last, 'Actor') && new RegExp(`\\bfor\\s+(?:[\\p{L}-]+\\s+){0,2}${escapeStringRegexp(t.toLowerCase())}`, 'u').test(clause.toLowerCase());
      };
      // (Never a price's name without its sum where the clause gives one: "Monthly fee" of "The monthly fee is R$249".)
      // (What a price spares the visitor stays: "No setup fee".)
      const sumless = (t: string) => locale === 'en' && /\b(?:fee|fees|price|prices|cost|costs|rate|rates)$/iu.test(t) && !/^(?:no|zero|without)\s/iu.test(t) && !/\d/u.test(t) && HOLDS_PRICE.test(clause);
      // (Nor a sum alone, "From AED 199" of "Monthly plans from AED 199": the price's thing heads it.)
      // (A sum with its rate says what is paid, "85,000 shillings a week": it heads a clause whose subject pays it.)
      const barePrice = (t: string) =>
        /\d/u.test(t) && !(/\s(?:a|per)\s+(?:day|week|month|year)$/iu.test(t) && /^(?:he|she|they|you|riders?|members?|customers?|parents?)\s+pays?\b/iu.test(clause)) && (t.replace(/^(?:from|at|only|just|under|for)\s+/iu, '').match(/[\p{L}]+/gu) ?? []).every((w) => CURRENCY_WORD.test(w) || /^(?:a|an|per|each)$/iu.test(w) || lex.measures.has(w.toLowerCase()));
      // (Nor what is done without the subject that counts it: "Done same day" of "…so 9 in 10 jobs are done
      // same day", "Done within 7 days" of "Small jobs … can be done within 7 days": alone it promises it of every one.)
      const copulaAt = clauseTerms.findIndex((t) => has(t, 'Copula') || ['be', 'is', 'are', 'been'].includes(t.normal));
      const countedSubject =
        copulaAt > 0 && (has(clauseTerms[copulaAt + 1], 'PastTense') || looksLikeParticiple(clauseTerms[copulaAt + 1]?.normal ?? '')) &&
        clauseTerms.slice(0, copulaAt).some((t) => (has(t, 'Value') && !has(t, 'Ordinal')) || /^(?:most|many|some|few|small|certain|simple|minor)$/u.test(t.normal));
      const overclaims = (t: string) => countedSubject && (t.match(/^\p{L}+/u)?.[0] ?? '').toLowerCase() === clauseTerms[copulaAt + 1]!.normal;
      // (Nor a thing cut from its measure at the verb between them, "3 tests cost" of "Packs of 3 tests cost ₹2,400":
      // the tagger may read the verb as a noun.)
      const beforeMeasure = (t: string) => {
        const at = clause.toLowerCase().indexOf(t.toLowerCase());
        return at >= 0 && /\b(?:costs?|takes?|lasts?|runs?|starts?)$/iu.test(t) && /^\s+(?:just\s+|only\s+|about\s+|around\s+|under\s+|from\s+)?(?:\p{Sc}|\p{Lu}{1,3}\p{Sc}?\s?\d|\d)/u.test(clause.slice(at + t.length));
      };
      // (Nor a verb cut from the subject before it, "Take about 90 minutes" of "Appointments take about 90 minutes":
      // alone it reads as an order to the visitor. "Get your band score" of "You get…" is said to the visitor already.)
      const verbCutOff = (t: string) => {
        const first = (t.match(/^\p{L}+/u)?.[0] ?? '').toLowerCase();
        const k = clauseTerms.findIndex((x) => x.normal === first);
        return k > 0 && has(clauseTerms[k], 'Infinitive') && has(clauseTerms[k - 1], 'Noun') && !has(clauseTerms[k - 1], 'Pronoun');
      };
      const kept = readable.filter(
        (p) => !barePrice(p.text) && !beforeMeasure(p.text) && !overclaims(p.text) && headsWell(p.text, clause, lex) && !forWhom(p.text) && !compared(p.text) && !denied(p.text) && !(conditionSpan && conditionSpan.includes(p.text.toLowerCase())) && !isBareCount(p.text) && namesSomething(lex, p.text) && !placesOnly(p.text) && !sumless(p.text),
      );
      // A clause whose point is a number is headed by its stat when no phrase of it names as much ("Under an hour").
      const stat = locale === 'en' && !kept.some((p) => p.score >= 6) ? statOf(clause, lex) : undefined;
      // (Nor the term a price runs over, "Over 24 months" of "…or R399 a month over 24 months": alone it reads as a duration of the offer.)
      const priceTerm = !!stat && HOLDS_PRICE.test(clause) && /^(?:over|for)\s/iu.test(stat.text);
      const statOk = !!stat && !priceTerm && !startsWithWords(clause, stat.text) && !overclaims(stat.text) && !compared(stat.text) && !denied(stat.text) && !(conditionSpan && conditionSpan.includes(stat.text.toLowerCase()));
      const phrases = statOk ? [stat, ...kept.filter((p) => p.text.toLowerCase() !== stat.text.toLowerCase())] : kept;
      // A headline stands alone, so it may open its clause; never on a pronoun or a leaning word.
      // A headline stands alone: never a phrase whose clause sets it a condition ("Free trial session | for brides who book 3 months ahead").
      const condition = conditionIn(clause);
      // (What the condition says, "Same fault returns", is no headline either.)
      // (Only in the part of the clause the condition is in, or after a condition that opens it: "You send the watch in
      // our prepaid insured box, | we … service it only if you say yes" sets "Prepaid insured box" no condition.)
      const conditional = (p: Phrase) => {
        const at = clause.toLowerCase().indexOf(p.text.toLowerCase());
        if (!condition || at < 0) return false;
        return !(at + p.text.length <= condition.index && /,\s/u.test(clause.slice(at + p.text.length, condition.index)));
      };
      // (A weak phrase that only points or counts, "Few Metres", "Most Faults", "First Order", "Firm’s Name",
      // "Your Own Email Address", is no headline: it names part of a sentence, not something to buy.)
      const pointer = (p: Phrase) => p.score <= 2 && (/^(?:few|most|many|some|several|first|last|next|your|their|our|his|her|its)\b/iu.test(p.text) || /\p{L}['’]s\b/u.test(p.text));
      const adPhrasesOf = (list: Phrase[]) => list.filter((p) => p.score >= 1 && !beforeMeasure(p.text) && !verbCutOff(p.text) && !overclaims(p.text) && opensWell(p.text, lex) && !conditional(p) && !forWhom(p.text) && !pointer(p) && !compared(p.text) && !denied(p.text) && !sumless(p.text));
      // ("…which most services in Ireland don't - | they send pets to the UK": "they" are the others named
      // in a clause that is said elsewhere; alone, on the page or in the ad, it reads as the business. Said nowhere.)
      const previousFact = facts[facts.length - 1];
      const afterProblem = !!previousFact && previousFact.text === previousClause && previousFact.kinds.has('problem');
      const othersDo = /^they\b/iu.test(clause) && (RIVALS_NAMED.test(previousClause) || afterProblem);
      const lastClause = previousClause;
      previousClause = clause;
      if (othersDo) continue;
      const kinds = kindsOf(clause, source, locale, lex, tag);
      if (statusQuo.has(norm(sentence ?? clause))) kinds.add('problem');
      // ("The Rural Fire Service runs free advice sessions, | but waits are long": what comes before a
      // "but" and a problem is the others' too, never a card of the business's: "Free advice sessions".)
      if (kinds.has('problem') && previousFact && previousFact.text === lastClause && !previousFact.kinds.has('problem') && sentence && new RegExp(`,?\\s+but\\s+${escapeStringRegexp(clause.replace(END, '').slice(0, 12).toLowerCase())}`, 'iu').test(sentence) && !/^(?:we|our|you|your|i|my)\b/iu.test(previousFact.text)) {
        facts[facts.length - 1] = { ...previousFact, kinds: new Set([...previousFact.kinds, 'problem']), phrases: [], adPhrases: [] };
      }
      const lead = leadOf(clause, lex, clauseTerms);
      // The clause's own short parts that stand alone ("no chemicals", "cancel any time", the lead's
      // heading): headlines in the founder's words, after the key phrases.
      const parts = [lead?.heading ?? '', ...clause.replace(END, '').split(/,\s+/u).slice(1)]
        // ("…, there is no setup fee": what there is, "No setup fee".)
        .map((x) => capitalise(x.trim().replace(/^there\s+(?:is|are)\s+(?=no\s)/iu, '')))
        .filter((x) => {
          const first = (x.match(/\p{L}+/u)?.[0] ?? '').toLowerCase();
          const last = (x.match(/[\p{L}\p{N}]+$/u)?.[0] ?? '');
          return (
            balanced(x) &&
            // (Two words that say something, unless it is a "no": "All season" of "…over 5 cm, all season" names nothing alone.)
            wordCount(x) >= 2 && wordCount(x) <= 5 && ((opensWell(x, lex) && contentWordsOf(lex, x).filter((w) => !/^(?:all|every|each|any|some|most|whole)$/iu.test(w)).length >= 2) || (/^(?:no|sin)\s/iu.test(x) && namesSomething(lex, x))) && !isSmallWord(lex, last) &&
            // ("…haldi, | mehendi and the wedding day": a list's last items are no part alone.)
            !/\s(?:and|or|y|e|o|u)\s/iu.test(` ${x} `) &&
            !/^(?:and|but|so|or|then|y|e|o|pero)$/u.test(first) && !conditionIn(clause) && !compared(x) &&
            // ("A walk" of "…: a chat, a walk, help with shopping": a list's item with its article is no headline alone.)
            !/^(?:a|an|the|un|una|el|la|los|las)$/iu.test(first) &&
            !adPhrasesOf(readable).some((p) => p.text.toLowerCase() === x.toLowerCase())
          );
        })
        .map((text) => ({ text, score: 4.5, verb: false }));
      // (A stat without its thing, "Within 24 hours", "11 days faster", heads a card over its clause but
      // stands in no headline: alone, or after the hero, it says something else: "Same-day parcel delivery: within 24 hours".)
      // (A schedule names when, "Daily at 9am and 3pm": a headline of its own.)
      const statNamesThing = !!stat && (/\bat\s+\d/u.test(stat.text) || contentWordsOf(lex, stat.text).some((w) => !lex.measures.has(w.toLowerCase()) && !/^\d|^(?:faster|sooner|cheaper|quicker|less|more|fewer|about|around|under|within|over|least|most|metres?|meters?|km|kilometres?|miles?|minutes?|hours?|days?|weeks?)$/iu.test(w)));
      // (Never a shorter reading that cuts off a name, "Made with beans" of "…made with beans from Chikmagalur estates".)
      const cutsName = (p: Phrase) => readable.some((q) => q.text.toLowerCase().startsWith(`${p.text.toLowerCase()} `) && /\p{Lu}/u.test(q.text.slice(p.text.length)));
      // (Nor a share of a price that someone else gets, "60% of the Price" of "the weaver gets 60% of the price": alone it reads as a discount.)
      const othersShare = (p: Phrase) => /^\d+(?:[.,]\d+)?%\s+of\s+(?:the|their|each|every)\s+(?:price|fee|cost|sale|sales|profit)/iu.test(p.text) && !/^(?:we|you|our|your|i)\b/iu.test(clause) && !/\b(?:refund|back|off|discount)\b/iu.test(clause);
      const done = locale === 'en' ? doneWithinOf(clause.replace(END, '')) : undefined;
      const adPhrases = [...(statOk && statNamesThing && !conditional(stat) ? [stat] : []), ...(done ? [done] : []), ...adPhrasesOf(readable).filter((p) => !(statOk && !statNamesThing && p.text === stat!.text) && !cutsName(p) && !othersShare(p)), ...parts]
        .filter((p, i, all) => all.findIndex((q) => q.text.toLowerCase() === p.text.toLowerCase()) === i);
      // (What the business asks of the visitor, "We need two guarantors…", is said, but heads nothing and is no headline: "Two Guarantors".)
      const asks = locale === 'en' && /^(?:we|you)\s+(?:need|require|must|will\s+need|'ll\s+need|have\s+to)\b/iu.test(clause);
      // (Nor a phrase that says something else alone than in its clause: "20 % of the fee", "Free shoot", "AED 100".)
      const said = (p: Phrase) => !outOfContext(p.text, clause) && !unitCut(p.text);
      facts.push({ source, text: clause, ...(sentence ? { sentence } : {}), ...(lead && !asks ? { lead } : {}), phrases: asks ? [] : phrases.filter(said), adPhrases: asks ? [] : adPhrases.filter(said), kinds, proof: proofOf(kinds, source) });
    }
  }
  const opening = sentencesIn(answers.solution, locale)[0] ?? '';
  const firstSolution = isProblem(opening, locale, lex, tag) ? '' : opening;
  // (A solution that opens on the problem, "Restaurants … lose staff every month…", offers in its first sentence after it:
  // "ShiftHire gives you verified cooks, helpers, delivery riders and dishwashers…".)
  const offering = sentencesIn(answers.solution, locale).find((x) => !isProblem(x, locale, lex, tag) && !statusQuoBySource.solution.has(norm(x))) ?? '';
  const offerCore = offerCoreOf(offer, locale, lex, tag);
  return {
    locale,
    answers,
    name,
    explicitName: explicit,
    offer,
    claim,
    offerCore,
    offerHead: offerHeadOf(offerCore, locale, lex, tag),
    // (Not from a first sentence that is the problem, "Every semester students pay full price…".)
    solutionOffer: locale === 'en' && offering ? solutionOfferOf(offering, name, 70, lex, tag) : '',
    offerPhrases: offer
      ? (locale === 'en' ? englishPhrases(`We offer ${offer}.`, lex, tag) : plainPhrases(offer, locale, lex))
          // ("We offer" is only the frame the offer is tagged in: nothing is "offered" on the page.)
          .filter((p) => !p.verb && p.score >= 1 && wordCount(p.text) >= 2 && !/\boffered\b/iu.test(p.text) && (locale !== 'en' || !cutsCompound(p.text, tag(`We offer ${offer}.`), lex)))
          // Where it is ("home in Chennai" of "…parties at home in Chennai") is the place's, not a headline alone.
          .filter((p) => !new RegExp(`\\bat\\s+(?:the\\s+|your\\s+)?${escapeStringRegexp(p.text)}`, 'iu').test(offer))
          // Nor what whom it is for do or lack ("UPS store" of "…for people who cant get to a bank or UPS store", "Tailor in Karama").
          .filter((p) => !new RegExp(`\\b(?:who|that|which)\\s[^.;]*\\b${escapeStringRegexp(p.text)}`, 'iu').test(offer))
          // What the offer acts on is not offered ("Used cars" of "Pre-purchase inspection of used cars": an inspector, not a dealer).
          .filter((p) => !new RegExp(`\\bof\\s+(?:the\\s+|your\\s+)?${escapeStringRegexp(p.text)}`, 'iu').test(offer))
          // Nor a phrase that stops inside a compound the offer goes on with ("Signs and window | lettering").
          .filter((p) => {
            const after = new RegExp(`${escapeStringRegexp(p.text)}\\s+([\\p{L}-]+)`, 'iu').exec(offer)?.[1];
            return !after || FUNCTION_WORDS.has(after.toLowerCase()) || /^(?:who|which|that|where|when|before|after|while|so|because|in|at|for|near|across|around)$/iu.test(after);
          })
          .map((p) => p.text)
      : [],
    // Whom the idea names, else the solution's first sentence when it is not the problem ("…built for men" is not the audience).
    // (The people a solution opens with are whom it is for only when it speaks to no "you": "Motorbike
    // couriers pick up from your shop…" are the business's own.)
    // (Never people counted by a quantifier, "Most people" of a problem sentence: no one in particular.)
    audience:
      [audienceOf(answers.idea, locale, tag), audienceOf(firstSolution, locale, tag), /\b(?:you|your)\b/iu.test(firstSolution) ? '' : actorSubjectOf(answers.solution, locale, tag)].find(
        // (Nor people at large, "gente", "people": "Cerrajería para gente" names no one.)
        (x) => x && !QUANTIFIED.test(x) && !/^(?:people|persons|everyone|anyone|gente|personas|todos|todas)$/iu.test(x.trim()),
      ) ?? '',
    // Where the idea or the solution's first sentence says it is: a place named later ("…market in Kolar or Bengaluru") is not where the offer is.
    // (Never the business's own name: "Wildwood" of "Wildwood Camps" is no place.)
    // (Or where the founder says the business works, in any sentence: "We work in Kochi and Thrissur".)
    place: withArticle(
      [placeOf(answers.idea, locale, tag), placeOf(opening, locale, tag), placeOf(workPlaceSentence([answers.solution, answers.feature], locale), locale, tag)].find((p) => p && !norm(name).includes(norm(p))) ?? '',
      [answers.idea, answers.solution].join(' '),
    ),
    ...forWhomOf(offer, locale),
    facts,
    // Whole, as written; the idea form refuses more, or longer, than the page's form carries.
    questions: founderQuestionsIn(answers.question)
      .filter((q) => q.length <= LANDING_LIMITS.question)
      .slice(0, LANDING_LIMITS.maxQuestions),
  };
}
