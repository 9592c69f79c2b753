/**
 * The word classes the writer needs that a part-of-speech tagger does not give (or, for languages
 * without a tagger here, the only word classes it has), one lexicon per language. English words
 * are tagged by compromise (analyse.ts); these lists only say which words cannot open a heading,
 * which words make a statement a proof, and which nouns say nothing on their own.
 */
import { FUNCTION_WORDS } from '../../../shared/text/fit';
import type { Locale } from './locale';

export interface Lexicon {
  /** Words that open a clause leaning on another ("if", "while", "because"). */
  subordinators: ReadonlySet<string>;
  /** Prepositions and postpositions ("for", "in", "से", "para"). */
  prepositions: ReadonlySet<string>;
  /** Pronouns: a heading never opens on one, and never is one. */
  pronouns: ReadonlySet<string>;
  /** Articles and possessives a heading drops at its start ("a", "your" → "Creche next door"). */
  droppable: ReadonlySet<string>;
  /** Every other small word (conjunctions, auxiliaries, particles): a phrase never ends on one. */
  small: ReadonlySet<string>;
  /** Words that make a statement a proof: a guarantee, a credential, a promise the founder made. */
  proof: ReadonlySet<string>;
  /** Words of what the visitor gets for nothing or gets back ("free", "refund", "warranty"): the strongest proof. */
  promises: ReadonlySet<string>;
  /** Words of what costs nothing ("free", "gratis"): said with the prices on a page short of cards. */
  free: ReadonlySet<string>;
  /** Nouns too general to head a card or an ad alone ("app", "service"). */
  generic: ReadonlySet<string>;
  /** Small words that join two content words into one phrase ("grupos de cuatro", "martes y jueves"). */
  linkers: ReadonlySet<string>;
  /**
   * Units, times and order words: with a number they measure something, alone they name nothing
   * ("48 hours", "Rs 499", "First 3 months", "Next week" head no card and make no headline).
   */
  measures: ReadonlySet<string>;
  /** Words that add what comes with a thing ("with", "without"): a card may take the words before one as its heading and the rest as its text. */
  accompaniers: ReadonlySet<string>;
  /** Words of a problem the founder describes ("crowded", "expensive", "rarely"): a clause with one, said of others, is the problem, not the offer. */
  pains: ReadonlySet<string>;
  /**
   * A sentence the founder writes to themselves, not to a visitor: whom they plan to sell to, what
   * they hope for, who their target is ("We want to sell to independent pharmacies first", "Our
   * target customers are…"). It goes on no page and in no ad.
   */
  notes: RegExp;
  /** Abbreviations whose stop never ends a sentence ("incl.", "e.g."), lower case, without the final stop. */
  abbreviations: ReadonlySet<string>;
  /**
   * Words founders type fast without their apostrophe, which are no other word ("dont" → "don't",
   * "whats" → "what's"), and the commonest misspellings ("experiance" → "experience"), lower case:
   * written right once, where the answers are cleaned.
   */
  spelling: ReadonlyMap<string, string>;
  /**
   * How the language says for whom and where an offer is (regular-expression sources): the word of
   * "for", the words before a place, the words of a list, and the words that go on describing whom
   * ("…for families in Auckland with relatives overseas"). Absent: whom and where are not read.
   */
  whomAndWhere?: { for: string; where: string; and: string; describes: string };
}

const set = (s: string) => new Set(s.split(/\s+/u).filter(Boolean));
/** "dont:don't whats:what's" → a map from the first word of each pair to the second. */
const pairs = (s: string) => new Map(s.split(/\s+/u).filter(Boolean).map((p) => p.split(':') as [string, string]));

const EN: Lexicon = {
  subordinators: set('if when whenever because while although though unless until once since whereas so that which who whom whose where'),
  prepositions: set(
    'for to in on at by with from into onto over under about above after against along among around before behind below beneath beside between beyond despite during except inside like near of off outside past per through throughout toward towards upon via within without across',
  ),
  pronouns: set('i me we us you they them he him she her it ours yours theirs mine this that these those everyone someone anyone everything something anything nothing nobody none'),
  droppable: set('a an the your our their my its his her'),
  small: set(
    'and or nor but so yet than as then also just only even still is are was were be been being am has have had do does did can could will would shall should may might must not no',
  ),
  proof: set(
    'guarantee guaranteed guarantees refund refunded back free certified licensed trained insured vetted verified same only every no never within money-back warranty',
  ),
  generic: set('door doorstep app apps platform service services tool tools thing things way ways time day people business website site solution product home homes office offices house houses place places'),
  linkers: set('of and'),
  measures: set(
    'second seconds minute minutes min mins hour hours hr hrs day days week weeks month months year years pm am morning evening night today tomorrow daily weekly monthly yearly rs inr usd eur gbp rupee rupees dollar dollars euro euros percent kg kgs km kms cm mm ml lb lbs oz ft sqft hectare hectares acre acres gram grams g litre litres liter liters time times first next last up to all whole one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty hundred thousand million billion lakh crore dozen half twice once more less fewer than over under',
  ),
  promises: set('free refund refunded guarantee guaranteed money-back warranty'),
  free: set('free'),
  accompaniers: set('with without plus including'),
  pains: set(
    'rarely mismanage mismanages mismanaged disappear disappears struggle struggles struggling hard difficult expensive costly overpriced overcharged crowded loud noisy waste wastes wasted stop stops quit quits miss misses lose loses worry worries worried tired stuck slow unreliable unsafe dirty stale fake confusing frustrated frustrating hassle problem problems ignored overlooked rejected delayed delays queues waits generic late peel peels awful accidents accident injuries fines messy spoil spoils rot rots scams sore badly isolated juggle juggles juggling',
  ),
  notes:
    /^(?:at first |first,? |initially,? |eventually,? |later,? )?(?:we|i)(?:'d| would)? (?:(?:also |first |initially |eventually )?(?:want|plan|hope|intend|like) to (?:sell|target|reach|start|launch|expand|test|find|partner|pitch|approach|focus|grow|raise|scale|validate|onboard|sign up|get|cover|open|add|roll out)|(?:are|am) (?:planning|hoping|looking|targeting|aiming|trying) (?:to (?:sell|target|reach|start|launch|expand|test|find|partner|focus|validate)|for (?:investors|partners|funding|a co-?founder))|(?:will )?target|think (?:we|i) can|believe (?:we|i) can)\b|^(?:our|my|the) (?:target|ideal|main) (?:customers?|market|audience|users?|clients?|segment|buyers?)\b|^(?:honestly,?\s+)?(?:our|my)\s+(?:main|ideal|target|biggest|typical)\s+(?:customers?|clients?|market|audience|buyers?|users?|segment)\b|^(?:honestly,?\s+)?(?:we(?:'re|\s+are)\s+)(?:mainly\s+|mostly\s+|primarily\s+|initially\s+|first\s+)?(?:selling\s+to|targeting|aiming\s+at|going\s+after|after(?=\s)|focusing\s+on|focused\s+on)\b|^(?:mainly|mostly|primarily|initially)\s+(?:selling\s+to|targeting|aiming\s+at|going\s+after|focusing\s+on)\b|^[\p{L}\s]{1,30}\bfind\s+us\s+(?:too|as\s+well)\b|^our\s+first\s+(?:customers?|clients?|users?)\s+(?:are|will\s+be|would\s+be)\b|^(?:we|i)\s+will\s+(?:first\s+|initially\s+)?(?:market|sell|pitch|focus)(?:\s+(?:mainly|first|initially))?\s+(?:to|on)\b|^(?:we|i)\s+will\s+(?:first\s+|initially\s+)?target\b|^(?:we|i)(?:'re|\s+are|\s+will\s+be)\s+(?:opening|launching|expanding|coming)\s+(?:in|to)\b|^(?:we|i)\s+will\s+(?:soon\s+)?(?:open|launch|expand|cover)\b|^(?:we|i)\s+(?:want|need|would\s+like|'d\s+like)\s+more\s+[\p{L}\s]{1,40}\s+to\s+(?:refer|recommend|sign|join|use|buy|partner)\b/iu,
  abbreviations: set('incl e.g i.e approx vs esp eg ie st mt mr mrs ms dr'),
  spelling: pairs("dont:don't doesnt:doesn't didnt:didn't isnt:isn't arent:aren't wasnt:wasn't werent:weren't cant:can't couldnt:couldn't shouldnt:shouldn't wouldnt:wouldn't havent:haven't hasnt:hasn't hadnt:hadn't whats:what's thats:that's theres:there's youre:you're theyre:they're weve:we've youve:you've theyve:they've ive:I've im:I'm experiance:experience expirience:experience recieve:receive recieved:received seperate:separate guarentee:guarantee garantee:guarantee guarenteed:guaranteed accomodation:accommodation definately:definitely untill:until buisness:business bussiness:business proffesional:professional profesional:professional begining:beginning enviroment:environment maintainance:maintenance maintenence:maintenance neccessary:necessary necesary:necessary reccomend:recommend recomend:recommend sucess:success tommorow:tomorrow availible:available avaliable:available adress:address payed:paid"),
  whomAndWhere: { for: 'for', where: String.raw`(?:in|across|around|near)\s+(?:the\s+)?`, and: '(?:and|or)', describes: '(?:with|who|whose|that)' },
};

const ES: Lexicon = {
  subordinators: set('si cuando porque mientras aunque que quien donde como cuyo cuya'),
  prepositions: set('a ante bajo con contra de del desde durante en entre hacia hasta para por según sin sobre tras al'),
  pronouns: set('yo tú usted nosotros nosotras ustedes ellos ellas él ella esto eso este esta estos estas lo la le les se te me nos'),
  droppable: set('el la los las un una unos unas tu tus su sus nuestro nuestra nuestros nuestras mi mis'),
  // (And the commonest verbs: with no tagger for Spanish, a phrase never runs into its verb, "Instructora certificada va".)
  small: set('y e o u ni pero sino que es son está están ser fue muy más también ya no cada así tan va van viene vienen puede pueden podemos puedes tiene tienen tenemos hay ofrece ofrecen ofrecemos incluye incluyen llega llegan ver hacer quiere quieren busca buscan necesita necesitan'),
  proof: set('garantía garantizado garantizada reembolso devolución gratis certificado certificada licencia mismo misma solo cada sin'),
  generic: set('app aplicación plataforma servicio servicios herramienta cosa cosas negocio producto'),
  linkers: set('de del y e'),
  promises: set('gratis gratuito gratuita garantía garantizado garantizada reembolso devolución'),
  free: set('gratis gratuito gratuita'),
  accompaniers: set('con sin'),
  pains: new Set(),
  notes: /^(?:queremos|planeamos|pensamos|esperamos) (?:vender|llegar|empezar|lanzar|crecer|expandir)|^(?:buscamos|nos\s+dirigimos|apuntamos)\b|^(?:nuestros? (?:clientes? ideal(?:es)?|público objetivo|mercado objetivo))/iu,
  measures: set('segundo segundos minuto minutos hora horas día días semana semanas mes meses año años euro euros por ciento primera primer próxima próximo última último todo toda todos todas'),
  abbreviations: set('incl p.ej aprox sr sra dr dra'),
  spelling: new Map(),
  whomAndWhere: { for: 'para', where: String.raw`(?:en|cerca\s+de)\s+`, and: '(?:y|e|o|u)', describes: '(?:con|que)' },
};

const HI: Lexicon = {
  subordinators: set('अगर यदि जब क्योंकि जबकि ताकि जो जिसे जिससे कि'),
  prepositions: set('से में पर तक को का की के लिए द्वारा साथ बिना ओर बाद पहले'),
  pronouns: set('मैं हम आप तुम वह वे यह ये उन उस इस इन हमारे हमारी हमारा आपके आपकी आपका'),
  droppable: set('एक हमारे हमारी हमारा आपके आपकी आपका'),
  // Auxiliaries, particles and the commonest verb forms (Hindi has no tagger here: a heading never ends on a verb).
  small: set(
    'और या लेकिन पर है हैं था थे थी होगा होगी होते होता होती भी ही तो नहीं न हर करते करती करता कर भेजते भेजता भेजती देते देता देती मिलता मिलती मिलते मिलेगा मिलेगी लाते लाता लाती बनाते बनाता बनाती पहुँचाते पहुंचाते रखते रखता सिखाते सिखाता बेचते बेचता आते आता आती जाते जाता जाती सीधे लेकर करके देकर',
  ),
  proof: set('गारंटी मुफ़्त मुफ्त वापस प्रमाणित प्रशिक्षित वही हर बिना'),
  promises: set('गारंटी मुफ़्त मुफ्त वापस'),
  free: set('मुफ़्त मुफ्त'),
  generic: set('ऐप सेवा प्लेटफ़ॉर्म चीज़ व्यापार'),
  linkers: set('का की के और में'),
  // (Hindi's "के साथ" and "बिना" follow or lead a noun of their own: no split is made before them.)
  accompaniers: new Set(),
  pains: new Set(),
  notes: /(?!)/u,
  measures: set('मिनट घंटे घंटा दिन हफ़्ते हफ्ते महीने महीना साल रुपये रुपया रु किलो ग्राम लीटर प्रतिशत पहली पहला पहले अगले अगली'),
  abbreviations: new Set(),
  spelling: new Map(),
};

const LEXICONS: Partial<Record<Locale, Lexicon>> = { en: EN, es: ES, hi: HI };

/** The lexicon of a locale; a language without one gets an empty lexicon (its words are all content). */
export function lexiconOf(locale: Locale): Lexicon {
  return LEXICONS[locale] ?? EMPTY;
}

const EMPTY: Lexicon = {
  subordinators: new Set(),
  prepositions: new Set(),
  pronouns: new Set(),
  droppable: new Set(),
  small: new Set(),
  proof: new Set(),
  promises: new Set(),
  free: new Set(),
  generic: new Set(),
  linkers: new Set(),
  measures: new Set(),
  accompaniers: new Set(),
  pains: new Set(),
  notes: /(?!)/u,
  abbreviations: new Set(),
  spelling: new Map(),
};

/** A word that says nothing on its own in this language (a phrase never ends on one, a heading never opens on one). */
export function isSmallWord(lex: Lexicon, word: string): boolean {
  const w = word.toLowerCase();
  return (
    lex.small.has(w) ||
    lex.prepositions.has(w) ||
    lex.subordinators.has(w) ||
    lex.pronouns.has(w) ||
    lex.droppable.has(w) ||
    // The shortening module's list: no text of any language ends on one (it holds the connectors founders mix in).
    FUNCTION_WORDS.has(w)
  );
}

/** Pronouns that point at nothing before them: a clause may open on one ("Everything is compostable"). */
export const INDEFINITE_PRONOUNS = new Set('everyone everybody everything someone somebody something anyone anybody anything nothing nobody none todo todos nada'.split(' '));
/** The speaker and the visitor: "We …", "You …" and "I …" point at no one said before. */
const PERSONS = new Set('i we you yo nosotros nosotras tú usted ustedes मैं हम आप तुम'.split(' '));
/** "It" and "this" of a line about the product itself ("It connects to Tally…"): the ad is about it. */
const PRODUCT_PRONOUNS = new Set('it its this that esto eso este esta यह'.split(' '));

/**
 * Does a text open on a pronoun that points back at something it does not name ("They arrive within
 * four hours.", "These last a year", "Ours is…")? Alone (a subhead, a headline, a description) it
 * reads only in the sentence it came from. With `product`, "it" and "this" are the product the ad
 * is about and stand alone.
 */
export function opensOnPronoun(lex: Lexicon, text: string, { product = false }: { product?: boolean } = {}): boolean {
  const first = (text.match(/^[\p{L}\p{M}'’]+/u)?.[0] ?? '').toLowerCase();
  // (A word that is an article too opens on its noun: "La primera clase es gratis", not an object pronoun.)
  return lex.pronouns.has(first) && !lex.droppable.has(first) && !INDEFINITE_PRONOUNS.has(first) && !PERSONS.has(first) && !(product && PRODUCT_PRONOUNS.has(first));
}

/** The words of a text that say something in this language (not its small words). */
export function contentWordsOf(lex: Lexicon, text: string): string[] {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’%-]*/gu) ?? []).filter((w) => !isSmallWord(lex, w));
}

/** The words an English offer ends on that say what kind of business it is, not what it does ("…subscription", "…app"). */
export const KIND_NOUNS: ReadonlySet<string> = new Set('subscription service services platform app company business marketplace startup system systems solution solutions'.split(' '));

/** An offer that is only a kind of business ("App", "Service"): it is put nowhere and is for no one. */
export function isKindOnly(lex: Lexicon, offer: string): boolean {
  return contentWordsOf(lex, offer).length === 1 && offer.trim().split(/\s+/u).length === 1 && lex.generic.has(offer.trim().toLowerCase());
}

/** English past participles that do not end in "-ed" ("built", "sold", "woven"). */
const IRREGULAR_PARTICIPLES = new Set('built made sold grown woven sewn kept brought sent taught held run done shipped given taken'.split(' '));

/** Does an English word read as a past participle ("delivered", "built")? Without a tagger: by its form. */
export function looksLikeParticiple(word: string): boolean {
  const w = word.toLowerCase();
  return /^\p{Ll}{3,}ed$/u.test(w) || IRREGULAR_PARTICIPLES.has(w);
}

/** English counts written as words ("two parts", "three times"). */
export const COUNT_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve';

/** A count of one bare noun ("Two parts", "40 photos", "Two clicks"): it says nothing alone, as a heading or a headline. */
export function isBareCount(text: string): boolean {
  return new RegExp(`^(?:\\p{N}+|${COUNT_WORDS})\\s+\\p{L}+$`, 'iu').test(text.trim());
}

/**
 * Does a phrase name something: a word beyond numbers, measures and small words ("Fixed price of
 * Rs 499" does, "Rs 499", "48 hours" and "Up to 6" do not).
 */
export function namesSomething(lex: Lexicon, phrase: string): boolean {
  const words = phrase.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*|%/gu) ?? [];
  return words.some((w) => /\p{L}/u.test(w) && !/^\p{N}/u.test(w) && !isSmallWord(lex, w) && !lex.measures.has(w.toLowerCase()));
}

/**
 * The currencies a price is written in, in one place: their codes (any language writes "AED 199",
 * "Rs 499", "KSh 1,200"), the signs, and the names English spells out. Every price test of the
 * writer reads these.
 */
const CURRENCY_CODES = 'inr usd eur gbp aed sgd kes ksh cad aud chf nzd zar php ngn mxn'.split(' ');
/** Any currency sign ("₹", "$", "€", "£", "₦", "¥"…). */
const CURRENCY_SIGNS = '\\p{Sc}';
/** A currency as one word ("rs", "aed", "rupees"): a term of a price. */
export const CURRENCY_WORD = new RegExp(`^(?:rs|${CURRENCY_CODES.join("|")}|rupees?|dollars?|euros?|shillings?|naira|cedis?|rand|pesos?|reais|dirhams?|ringgit|baht|taka)$`, "iu");
const CURRENCY = `(?:rs\\.?|${CURRENCY_CODES.join('|')}|rupees?)`;
/** A price that opens a text ("Rs 499 a month", "£12 a bag"). */
export const PRICE_OPENING = new RegExp(`^(?:${CURRENCY}|${CURRENCY_SIGNS})\\s?\\d`, 'iu');
/** Where a clause's thing ends and "from" and its price end the clause ("Monthly plans | from AED 199"). */
export const PRICE_AFTER_FROM = new RegExp(`\\s(?=from\\s+(?:${CURRENCY}|r|${CURRENCY_SIGNS})\\s?\\d[\\d,.]*(?:\\s+(?:a|per)\\s+\\p{L}+)?$)`, 'iu');
/** A text that holds a price anywhere ("R450 per employee", "2,000 rupees"). */
export const HOLDS_PRICE = new RegExp(`${CURRENCY_SIGNS}|\\b${CURRENCY}\\s?\\d|\\bR\\d|\\d\\s?(?:rs|rupees|usd|eur|aed|kes)\\b`, 'iu');
/** A text that names a currency anywhere, with its number or not. */
export const NAMES_CURRENCY = new RegExp(`${CURRENCY_SIGNS}|\\b(?:rs|${CURRENCY_CODES.join('|')})\\b`, 'iu');
