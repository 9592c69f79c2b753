import escapeStringRegexp from 'escape-string-regexp';
import { WRITING_BUDGETS } from '../../../shared/contracts/page-plan';
import { AD_LIMITS } from '../../../shared/campaigns/ad-limits';
import type { PagePlan } from '../../../shared/contracts/page-plan';
import type { AdCopy } from '../../../shared/campaigns/ad-copy';
import { distinctKey } from '../../../shared/campaigns/ad-strength';
import { callToActionFor } from '../../../shared/campaigns/call-to-action';
import { fitBusinessName } from '../../../shared/campaigns/rules';
import { adTextPolicyFindings, type PolicyTextKind } from '../../../shared/campaigns/policy';
import { adTextLength, bracketDepth, fitSentences, plainText, singularOf, wordsOf } from '../../../shared/text/fit';
import { capitalise, lowerFirst } from '../../../shared/text/case';
import { wordCount, type Analysis, type Phrase } from './analyse';
import { COUNT_WORDS, contentWordsOf, isBareCount, isKindOnly, isSmallWord, KIND_NOUNS, lexiconOf, NAMES_CURRENCY, opensOnPronoun, type Lexicon } from './lexicon';
import { fill, messagesOf } from './messages';

/**
 * Step three for the ad (docs/ad-campaigns.md#the-ad-text): headlines from the plan's hero and the
 * facts' key phrases, long headlines that pair the offer with its proof, descriptions of the
 * founder's sentences not used as long headlines, and a call to action the page's form honours.
 * Framing lines come from the locale's catalogue, at most WRITING_BUDGETS.ad.genericHeadlines.
 */

const A = WRITING_BUDGETS.ad;
/** The least score of a key phrase that is a headline alone (below it: "One Grade", "Small Van", "Two Helpers"). */
const HEADLINE_SCORE = 2;
/**
 * Does an offer read without an article after "About", "for" or "Need" ("Need Bookkeeping?", "Ask
 * About Lunch Boxes"), not as a lone countable noun ("Learn About Coworking Space")? A plural, an
 * activity (English "-ing", a mass noun the founder writes as a service: "help", "repair"), or in
 * Spanish a plural head ("Clases de guitarra"). Never in another language.
 */
function readsBare(offer: string, locale: string): boolean {
  const words = offer.toLowerCase().split(/\s+/u);
  if (locale === 'en') return /(?:[^s]s|ing|help|repair|care|support|advice|tuition|food|practice|photography|therapy|physiotherapy|insurance|childcare|fitness|yoga|storage|transport|delivery|laundry)$/u.test(words[words.length - 1] ?? '');
  // (Not a verb of the first person plural, "Fabricamos rejas": "Descubre fabricamos rejas".)
  if (locale === 'es') return /[^s]s$/u.test(words[0] ?? '') && !/(?:amos|emos|imos)$/u.test(words[0] ?? '');
  // (A language the writer does not tag has no offer phrase it can trust, only the idea's first
  // words: "जयपुर में घर के बारे में जानें" asked about "homes in Jaipur" of a water-purifier service.)
  return false;
}
const noEnd = (s: string) => s.replace(/[\s.!?。！？।]+$/u, '').trim();

/** Units a headline keeps as written ("2 pm", "40 m²", "450 zł"). */
const UNITS = /^(?:am|pm|km|kg|ml|mm|cm|m|m²|m³|m2|m3|sqm|ft|zł|g|l|lb|lbs|kwh|kw)$/u;

/** Title Case for English headlines (small words lower, words with capitals kept). */
function headlineCase(text: string, locale: string): string {
  if (locale !== 'en') return capitalise(text);
  const small = new Set('a an and as at by for from in of on or the to with via per'.split(' '));
  return text
    .split(' ')
    // Units stay as written ("2 pm", "5 km"), as do words with a capital.
    // (After a bracket too: "Bomba (Fire Department)".)
    .map((w, i) => (i > 0 && small.has(w.toLowerCase()) ? w.toLowerCase() : /\p{Lu}/u.test(w) || UNITS.test(w) ? w : /^[("'“‘]/u.test(w) ? `${w.charAt(0)}${capitalise(w.slice(1))}` : capitalise(w)))
    .join(' ');
}

/** Every bracket it opens it closes ("Mix, Master) Is ₦120,000" is a line cut from a bracket). */
const balanced = (s: string) => bracketDepth(s) === 0;

/** Words after which a first-person clause may stop and still say what it did ("…panels | with purified water"). */
const CUT_AT = /^(?:and|with|in|on|at|for|by|using|so|before|after)$/iu;
/** A measure the rest of the clause opens on: the promise a cut would drop ("We are at your warehouse | within 4 hours"). */
const MEASURE_NEXT = /^(?:within|in|by|under)\s+(?:\d|an?\s|one|two|three|four|five|six|seven|eight|nine|ten|same)/iu;
/** What a cut would drop that changes what the rest promises. */
const LIMITS = /\b(?:only|except|unless|if|when|not|never|no|n't|but|extra|cost|costs|charge|charged|paid|pay)\b/iu;

/**
 * The founder's first-person clause ("We…", "I…") cut where a phrase ends, longest first, each of
 * four words or more within a headline: "I Send a Quote with Photos" of "I send a quote with photos
 * and fix it by hand". Nothing is cut that limits the rest.
 */
export function firstPersonCuts(text: string): string[] {
  const body = text.replace(/[\s.!?]+$/u, '');
  if (!/^(?:we|i)\s+\p{Ll}/iu.test(body)) return [];
  const tokens = body.split(/\s+/u);
  const out: string[] = [];
  for (let n = tokens.length - 1; n >= 4; n--) {
    const head = tokens.slice(0, n).join(' ');
    const comma = /,$/u.test(head);
    const next = tokens[n]!;
    if (!comma && !CUT_AT.test(next)) continue;
    // (Not inside a list of things, "We have a Samoan | and a Hindi speaking coordinator": after "and", a verb goes on.)
    if (/^and$/iu.test(next) && /^(?:a|an|the|our|your|their|its|\d|\p{Lu})/u.test(tokens[n + 1] ?? '')) continue;
    // (Nor between two qualities of one thing: "We send the final mixed | and mastered song".)
    if (/^and$/iu.test(next) && /ed$/iu.test(tokens[n - 1] ?? '') && /ed$/iu.test(tokens[n + 1] ?? '')) continue;
    // (Nor inside a pair of nouns, "We are a husband | and wife team".)
    if (/^and$/iu.test(next) && /^(?:a|an|the|our|your|their|its|my)$/iu.test(tokens[n - 2] ?? '')) continue;
    const rest = tokens.slice(n).join(' ');
    if (LIMITS.test(rest) || MEASURE_NEXT.test(rest)) continue;
    // (Nor a hedge said as a promise: "We Can Usually Come".)
    if (/\b(?:usually|often|sometimes|mostly|may|might|try|can)\b/iu.test(tokens.slice(0, n).join(' '))) continue;
    const cut = head.replace(/,$/u, '');
    // (It ends on a word that names something: not "…to", "…and", "…the".)
    // (Nor on a number or a word that wants one: "We Talk Over 6", "…Weddings of Up".)
    // (Nor on a participle that wants what follows: "We Install Cooling Rated | for Texas heat".)
    // (Nor across a colon: "We Service All Brands: Toyota" of a list after it.)
    if (/\b(?:a|an|the|to|and|or|of|our|your|their|its|my|with|for|in|on|at|by|up|over|about|around|than|also|only|just|even)$/iu.test(cut) || /\d$/u.test(cut) || /[,:;]/u.test(cut) || (n >= 3 && /\p{Ll}ed$/u.test(tokens[n - 1]!))) continue;
    if (adTextLength(cut) <= WRITING_BUDGETS.ad.headline) out.push(cut);
  }
  return out.slice(0, 1);
}

/** Words a "without" phrase stops before: it ends on what it spares ("…your tank | so you…"). */
const SPARED_STOP = /^(?:so|and|or|but|to|for|in|on|at|with|from|by|because|when|while|if|,)$/iu;

/** "without emptying your tank" → "Without emptying your tank": a gerund and at most three words of what it acts on. */
export function withoutPhrases(text: string): string[] {
  const m = /\bwithout\s+(\p{Ll}+ing)\s+((?:[\p{L}'’-]+\s*){1,4})/iu.exec(text.replace(/[,.;:!?]/gu, ' , '));
  if (!m) return [];
  const words: string[] = [];
  for (const w of m[2]!.trim().split(/\s+/u)) {
    if (SPARED_STOP.test(w) || words.length >= 3) break;
    words.push(w);
  }
  // (It ends on a word that names something: "…your tank", not "…your".)
  if (!words.length || /^(?:a|an|the|your|our|their|any|its)$/iu.test(words[words.length - 1]!)) return [];
  return [`Without ${m[1]} ${words.join(' ')}`];
}

/** "Get an Asbestos Testing Quote": "a" before a vowel sound becomes "an" (not before "uni-", "use", "euro-"). */
const anBeforeVowel = (s: string) => s.replace(/\b([Aa]) (?=[aeiouAEIOU](?!ni|se|su|ro))/u, '$1n ');

const wordsIn = (s: string) => (s.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’%-]*/gu) ?? []).length;

/** Does `outer` hold every word of `inner`? */
function containsWords(outer: string, inner: string): boolean {
  const o = new Set(wordsOf(outer));
  return wordsOf(inner).every((w) => o.has(w));
}

/** The words of a text that say something (not its small words), as one string. */
const contentOf = (text: string, lex: Lexicon): string => contentWordsOf(lex, text).join(' ');

class Distinct {
  readonly items: string[] = [];
  private readonly keys: Set<string>;
  constructor(taken: Iterable<string> = []) {
    this.keys = new Set([...taken].map(distinctKey));
  }
  add(text: string, ok: (s: string) => boolean): boolean {
    const key = distinctKey(text);
    if (!text || !key || this.keys.has(key) || !ok(text)) return false;
    this.keys.add(key);
    this.items.push(text);
    return true;
  }
}

export function adOf(a: Analysis, plan: PagePlan, campaignName: string): AdCopy {
  const m = messagesOf(a.locale);
  const lex = lexiconOf(a.locale);
  const businessName = fitBusinessName(plainText(campaignName)) || fitBusinessName(a.name) || plan.name;
  const endsWell = (s: string) => {
    const last = (s.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’%-]*/gu) ?? []).pop() ?? '';
    // Ends on a word (not a sign: "… |"), and not on a small word ("App that").
    return !!last && !/[^\p{L}\p{N}\p{M}%'’)]\s*$/u.test(s) && !isSmallWord(lex, last.replace(/['’-]+$/u, ''));
  };
  // Never a line Google's policies refuse (a phone number, a superlative, another's trademark): the
  // review dialog's own check (src/shared/campaigns/policy.ts), with the founder's answers as the evidence of a claim.
  const evidence = { answers: [a.answers.idea, a.answers.solution, a.answers.feature, a.answers.question] };
  const allowed = (kind: PolicyTextKind, s: string) => adTextPolicyFindings(kind, s, evidence).length === 0;
  // A text that opens on a leaning word ("If your parent is not comfortable with the caregiver") stands alone nowhere.
  const leans = (s: string) => lex.subordinators.has((s.match(/\p{L}+/u)?.[0] ?? '').toLowerCase());
  const says = (s: string) => (s.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’%-]*/gu) ?? []).some((w) => !isSmallWord(lex, w));

  // Headlines: the hero, the name, the offer where and for whom, each fact's key phrases (proof first), the founder's questions.
  // (A headline stands alone: no pronoun that points at a thing it does not name, "Wash Them with Mild Detergent".)
  // (An acronym is no pronoun: "IT Support".)
  const pointsAway = (s: string) => a.locale === 'en' && (s.match(/\b(?:it|its|them|they|their|he|him|his|she|her)\b/giu) ?? []).some((w) => w !== w.toUpperCase());
  // (Nor a count with at most one word of what it counts, "Three Times", "8 to 12 Students": a price is the exception, "Rs 799 a Month".)
  const countOnly = (s: string) => {
    // (A time of day says when, "Daily at 9am and 3pm".)
    // (A share with only a time after it, "20% Last Season", says of what no more than a count does.)
    const shareOf = s.includes('%') && (s.match(/[\p{L}][\p{L}\p{M}'’-]*/gu) ?? []).some((w) => !isSmallWord(lex, w) && !/^(?:last|this|next|per|season|year|month|week|day|time|times)$/iu.test(w));
    if (s.includes('%') && !shareOf) return true;
    if (!new RegExp(`\\p{N}|\\b(?:${COUNT_WORDS}|twice|once)\\b`, 'iu').test(s) || shareOf || NAMES_CURRENCY.test(s) || /\d\s?(?:am|pm)\b/iu.test(s)) return false;
    const named = (s.match(/[\p{L}][\p{L}\p{M}'’-]*/gu) ?? []).filter((w) => !isSmallWord(lex, w) && !lex.measures.has(w.toLowerCase()) && !/^(?:other|times?)$/iu.test(w)).length;
    // (A range counts people or time, and says what only with two words more: "8 to 12 Students" reads as a batch.)
    return named === 0 || (named === 1 && /\S+\s+to\s+\S+/iu.test(s) && new RegExp(`\\p{N}|${COUNT_WORDS}`, 'iu').test(s.split(/\s+to\s+/iu)[0] ?? ''));
  };
  // (Nor the name and one more word, "NudgePay Sends": the name says itself, and the word is its verb cut off.)
  const nameAndOne = (s: string) => s.toLowerCase().startsWith(`${businessName.toLowerCase()} `) && wordsIn(s.slice(businessName.length)) <= 1;
  // (Nor a mishap alone, "Missed Payments", "Late Deliveries": what goes wrong, said as if it were sold.)
  const mishap = (s: string) => /^(?:missed|late|lost|failed)\s+\S+$/iu.test(s.trim());
  const headlineOk = (s: string) => balanced(s) && !/^[([]/u.test(s.trim()) && !mishap(s) && adTextLength(s) <= A.headline && !s.includes('!') && endsWell(s) && says(s) && !pointsAway(s) && !countOnly(s) && !nameAndOne(s) && allowed('headline', s);
  // ("Fresh Cat Food for Cats": an offer that names its audience already is for them.)
  const stem = (w: string) => singularOf(w.toLowerCase());
  const audienceStems = new Set(contentWordsOf(lex, a.audience).map(stem));
  const namesAudience = (offer: string) => contentWordsOf(lex, offer).some((w) => audienceStems.has(stem(w)));
  // ("Mums in Cape Town", "Niños en Madrid": whom the offer is for, and where, name no offer.)
  const placeStems = new Set(contentWordsOf(lex, a.place).map(stem));
  const whoOrWhereOnly = (phrase: string) => {
    const words = contentWordsOf(lex, phrase).map(stem);
    return words.length > 0 && words.every((w) => audienceStems.has(w) || placeStems.has(w));
  };
  const namesPlace = (text: string) => contentWordsOf(lex, text).some((w) => placeStems.has(stem(w)));
  // (The same number and what it measures, said again: "Arrives Within 30 Days" beside "Album Within 30 Days".)
  const measuresIn = (s: string): string[] => s.toLowerCase().match(/\d[\d,.]*%?\s*[\p{L}]*/gu) ?? [];
  const sameMeasure = (h: string, p: string) => measuresIn(p).some((m) => measuresIn(h).includes(m));
  const headlines = new Distinct();
  const addHeadline = (s: string) => headlines.items.length < A.headlines.max && headlines.add(headlineCase(noEnd(s), a.locale), headlineOk);
  addHeadline(plan.hero);
  addHeadline(businessName);
  // (A kind alone, "App", "Service", is put nowhere and for no one: "App in India" says nothing.)
  if (a.offerCore && !isKindOnly(lex, a.offerCore)) {
    if (a.place) addHeadline(fill(m.inPlace, { offer: a.offerCore, place: a.place }));
    if (a.audience && !namesAudience(a.offerCore)) addHeadline(fill(m.forAudience, { offer: a.offerCore, audience: a.audience }));
    if (wordsIn(a.offerCore) >= 2) addHeadline(a.offerCore);
    // The offer whole without where, when where is its end ("Piano Tuning and Repair" of "…and repair in Leeds").
    const placeAtEnd = a.place ? new RegExp(`\\s+(?:in|near|across|around)\\s+${escapeStringRegexp(a.place)}$`, 'iu') : undefined;
    if (placeAtEnd?.test(a.offer)) {
      const unplaced = a.offer.replace(placeAtEnd, '');
      if (wordsIn(unplaced) > wordsIn(a.offerCore) && !/\b(?:for|with|to|of)\b/iu.test(unplaced.slice(a.offerCore.length))) addHeadline(unplaced);
    }
    // Too long with its first word ("Prenatal Yoga Classes in Bengaluru"): its head words where and for whom ("Yoga Classes in Bengaluru").
    const head = a.offerHead;
    if (wordsIn(head) >= 2) {
      if (a.place) addHeadline(fill(m.inPlace, { offer: head, place: a.place }));
      if (a.audience && !namesAudience(head)) addHeadline(fill(m.forAudience, { offer: head, audience: a.audience }));
      // The whole offer too long by its first word, the rest of it ("Leather Wallets from Florence").
      const offerRest = a.offer.split(/\s+/u).slice(1).join(' ');
      if (a.locale === 'en' && !/^(?:a|an|the)\s/iu.test(a.offer) && offerRest.toLowerCase().startsWith(head.toLowerCase()) && offerRest.length > head.length) addHeadline(offerRest);
    }
  }
  // The offer without its kind word, where and for whom ("Snow Clearing in Ottawa" of "Seasonal snow clearing subscription…").
  for (const offer of [a.offerCore, a.offerHead]) {
    const words = offer.split(/\s+/u);
    if (a.locale !== 'en' || words.length < 3 || !KIND_NOUNS.has(words[words.length - 1]!.toLowerCase())) continue;
    const bareOffer = words.slice(0, -1).join(' ');
    if (a.place) addHeadline(fill(m.inPlace, { offer: bareOffer, place: a.place }));
  }
  // A name made of the offer's words ("Snow Clearing" of "Snow clearing subscription in Winnipeg")
  // says the offer short enough to say where and for whom too ("Snow Clearing in Winnipeg").
  // (The policy check in addHeadline refuses any line with another company's mark.)
  if (!a.explicitName && a.name) {
    if (a.place && !namesPlace(a.name)) addHeadline(fill(m.inPlace, { offer: a.name, place: a.place }));
    if (a.audience && !namesAudience(a.name)) addHeadline(fill(m.forAudience, { offer: a.name, audience: a.audience }));
  }
  // Where, when "… in {place}" was too long: the place before the offer, as ads say it ("Bristol Nanny
  // Share Matching", "Gold Coast Real Estate Photos"), the first that fits.
  if (a.locale === 'en' && a.place && wordsIn(a.place) <= 2 && !headlines.items.some((h) => namesPlace(h))) {
    for (const offer of [a.offerCore, a.offerHead, a.explicitName ? '' : a.name]) {
      if (offer && !isKindOnly(lex, offer) && wordsIn(offer) >= 2 && !/^(?:a|an|the|your|our)\s/iu.test(offer) && !namesPlace(offer) && addHeadline(`${a.place} ${offer}`)) break;
    }
  }
  // The problem the founder describes sells in a description, never as a headline ("Pay High Prices").
  const byProof = a.facts.filter((f) => !f.kinds.has('problem')).sort((x, y) => y.proof - x.proof);
  // Each fact's best phrase first, then their second ones: every fact reaches a headline before any gets two.
  // A clause short enough to be a headline whole ("We deliver an edited album", "Subscribe weekly").
  // (Not one that a "not" or "never" turns against the offer: "Teachers Are Not Scared" reads as a warning.)
  // (Nor one whose pronoun points back to what it does not name: "Ours Is a One-time Rs 2,999", "They Arrive Within Four Hours".)
  for (const f of byProof) if (wordsIn(f.text) >= 2 && !/\b(?:not|never|n't|no longer)\b/iu.test(f.text) && !opensOnPronoun(lex, f.text)) addHeadline(f.text);
  // What the business does, in the founder's first person, up to where a phrase ends ("I Come to Your
  // Home" of "I come to your home, hospital or office to notarize", "We Clean Rooftop Panels" of
  // "…with purified water"): never before a limit or a condition it would drop ("…only in Kothrud", "…if…").
  if (a.locale === 'en') for (const f of byProof) for (const cut of firstPersonCuts(f.text)) addHeadline(cut);
  // What the visitor is spared, as the founder put it ("Without Emptying Your Tank" of "We vacuum the sludge out without emptying your tank…").
  if (a.locale === 'en') for (const f of byProof) for (const spared of withoutPhrases(f.text)) addHeadline(spared);
  // The offer's own phrases ("Weekend Coding Classes", "Children Aged 8 to 14") and who it is for.
  // (Whom it is for first: "For Small Farms" says more than the offer's phrase "Small Farms".)
  if (wordsIn(a.audience) >= 2) addHeadline(fill(m.forWhom, { audience: a.audience }));
  // (Not what follows the offer's "for" alone, "Office Parks in Bangalore": whom it is for, not what.)
  // (Nor a list's other item, "Home Cooks" of "…for restaurants and home cooks".)
  const afterFor = (p: string) => new RegExp(`\\bfor\\s+(?:[\\p{L}-]+,?\\s+){0,4}?${escapeStringRegexp(p)}`, 'iu').test(a.offer);
  for (const p of a.offerPhrases) if (!headlines.items.some((h) => containsWords(h, p)) && !whoOrWhereOnly(p) && !afterFor(p)) addHeadline(p);
  for (let round = 0; round < 3; round++) {
    for (const f of byProof) {
      // A headline of one word says too little ("Desk", "Wedding").
      // (Nor a phrase that scores too low to name anything alone: "One Grade", "Small Van".)
      const p = f.adPhrases.filter((x) => adTextLength(x.text) <= A.headline && /\s/u.test(x.text) && x.score >= HEADLINE_SCORE)[round];
      // Not a phrase a longer headline already says ("30 days" beside "Album in 30 days").
      // ("Prices From Rs 79 per kg" beside "Prices Start at Rs 79 per kg": the same words that say something.)
      const inside = p && headlines.items.some((h) => containsWords(h, p.text) || containsWords(h, contentOf(p.text, lex)) || sameMeasure(h, p.text));
      // (Nor whom the offer is for and where alone, "Office Parks in Bangalore".)
      if (p && !inside && !whoOrWhereOnly(p.text)) addHeadline(p.text);
    }
  }
  // Still too few: every other phrase of the facts, strongest fact first, before any line that fits any business.
  for (const f of byProof) {
    for (const p of f.adPhrases) {
      if (headlines.items.length >= A.headlines.min) break;
      const inside = headlines.items.some((h) => containsWords(h, p.text) || containsWords(h, contentOf(p.text, lex)) || sameMeasure(h, p.text));
      // (Not a count of one bare noun, "Two clicks": it says nothing alone.)
      // (Here, below Google's count, a weaker phrase too, though not a count of one thing: "Two Helpers", "One Grade".)
      const counted = new RegExp(`^(?:\\d+|${COUNT_WORDS})\\s+\\S+$`, 'iu').test(p.text);
      if (/\s/u.test(p.text) && !inside && !isBareCount(p.text) && !counted && !whoOrWhereOnly(p.text)) addHeadline(p.text);
    }
  }
  // The page's call to action with what is offered ("Get a Piano Tuning Quote", "Ask About Drone
  // Crop Spraying", "Need Bookkeeping? Tell Us"): invitations only this business can make, before
  // any line that fits any business.
  const cta = callToActionFor(a.answers);
  const askOffers = [a.offerCore, a.offerHead, a.explicitName ? '' : a.name].filter((o) => !!o && !isKindOnly(lex, o) && wordsIn(o) <= 4 && readsBare(o, a.locale));
  // (In the case the founder wrote its words: "watch servicing" of a name made "Watch Servicing".)
  const written = ` ${[a.answers.idea, a.answers.solution, a.answers.feature].join(' ')} `;
  const cased = (o: string) =>
    a.locale === 'en' || a.locale === 'es'
      ? lowerFirst(o.split(' ').map((w) => (/^\p{Lu}\p{Ll}+$/u.test(w) && new RegExp(`[\\s(]${escapeStringRegexp(w.toLowerCase())}[\\s,.;:)]`, 'u').test(written) ? w.toLowerCase() : w)).join(' '))
      : o;
  // (Framing of the catalogue's own may end on a small word, "…? Tell Us": the rest of the checks hold.)
  const askOk = (s: string) => adTextLength(s) <= A.headline && !pointsAway(s) && allowed('headline', s);
  let askLine = '';
  // (A plural before "Quote" reads as two nouns, "Get a CCTV Cameras Quote": only the question asks for it.)
  const quoteOf = (o: string) => cta !== 'Get quote' || a.locale !== 'en' || !/[^s]s$/iu.test(o);
  for (const template of [m.askFor[cta], m.askNeed]) {
    for (const offer of askOffers.filter((o) => template !== m.askFor[cta] || quoteOf(o))) {
      const line = anBeforeVowel(fill(template, { offer: cased(offer) }));
      if (headlines.items.length < A.headlines.max && headlines.add(headlineCase(line, a.locale), askOk)) {
        if (template === m.askFor[cta]) askLine = capitalise(anBeforeVowel(fill(template.toLowerCase(), { offer: cased(offer) })));
        break;
      }
    }
  }
  // (Never the founder's questions: research questions read as survey lines in an ad.)
  // Lines that fit any business: at most WRITING_BUDGETS.ad.genericHeadlines, the short one included.
  const needsShort = !headlines.items.some((h) => adTextLength(h) <= A.shortHeadline);
  let generic = needsShort && ![businessName, a.offerCore].some((s) => s && adTextLength(s) <= A.shortHeadline) ? 1 : 0;
  for (const g of m.headlines) {
    if (headlines.items.length >= A.headlines.min || generic >= A.genericHeadlines) break;
    // (Not one an invitation above already says, "Tell Us What You Need" beside "Need Bookkeeping? Tell Us".)
    if (headlines.items.some((h) => containsWords(h, contentOf(g, lex)))) continue;
    if (headlines.add(g, headlineOk)) generic++;
  }
  // Google asks for three at least: answers with almost nothing get the catalogue's lines.
  const shortFirst = headlines.items.some((h) => adTextLength(h) <= A.shortHeadline) ? [] : [m.shortHeadline];
  for (const g of [...shortFirst, ...m.headlines, m.shortHeadline]) if (headlines.items.length < AD_LIMITS.headlines.min) headlines.add(g, headlineOk);
  const list = headlines.items.slice(0, A.headlines.max);
  if (!list.some((h) => adTextLength(h) <= A.shortHeadline)) {
    const short = [businessName, a.offerCore, m.shortHeadline].find(
      (s) => s && adTextLength(s) <= A.shortHeadline && headlineOk(s) && !list.some((h) => distinctKey(h) === distinctKey(s)),
    ) ?? m.shortHeadline;
    if (list.length >= A.headlines.max) list[list.length - 1] = short;
    else list.push(short);
  }

  // (A description stands alone and within Google's limits.)
  function descOkBase(s: string): boolean {
    return balanced(s) && adTextLength(s) <= A.description && says(s) && !opensOnPronoun(lex, s, { product: true }) && allowed('description', s);
  }
  // A founder's sentence that is a description whole: it fits, and a clause of it says too little alone ("45 minutes each").
  function wholeDescription(sentence: string): boolean {
    return adTextLength(sentence) <= A.description && descOkBase(sentence) && a.facts.some((g) => g.sentence === sentence && wordsIn(g.text) < 5);
  }
  // Long headlines: the offer with its strongest proof, the proofs, the offer where and for whom.
  const longOk = (s: string) => balanced(s) && adTextLength(s) <= A.longHeadline && endsWell(s) && says(s) && !s.includes('!') && allowed('long_headline', s);
  const longs = new Distinct([...list, businessName]);
  const addLong = (s: string) => longs.items.length < A.longHeadlines.max && longs.add(capitalise(noEnd(s)), longOk);
  const heroText = noEnd(plan.hero);
  const top = byProof[0];
  // (A headline may open on its sentence's first words: "Rooms from Rs 600 a night".)
  // (After the hero and a colon only a phrase that says a thing of its own: not "…in Austin: $9", "Trained carers: elderly parents".)
  // (Only a phrase that stands in an ad at all: a card's heading may need its text, "Within 24 hours".)
  const inAd = (f: (typeof a.facts)[number] | undefined, p: Phrase | undefined) => !!f && !!p && f.adPhrases.some((q) => q.text === p.text);
  // (Nor a count of things alone, "…Cascais: 2 bath towels": after the hero it reads as the whole offer.)
  const joinable = (p: Phrase | undefined) => !!p && wordCount(p.text) >= 2 && p.score >= 3 && !/^\d+\s+\p{Ll}[\p{L}\s-]*$/u.test(p.text);
  const topPhrase = [top?.adPhrases[0], top?.phrases[0]].find((p) => joinable(p) && inAd(top, p))?.text;
  // After a colon a phrase goes on in lower case, unless its first word is a name where the founder wrote it ("Rs 499", "IIT graduates").
  // (Not in the business name: "FarmFresh Milk: A2 cow milk…" writes no "Milk" as a name.)
  const answersText = [a.answers.idea, a.answers.solution, a.answers.feature].join('. ').split(a.name).join('. ');
  const lower = (t: string) => {
    const first = t.split(/\s+/u)[0] ?? '';
    // (Capitalised inside a sentence, as the founder wrote it: "Tally", "Saturday".)
    // ("Cytech-certified mechanics": a compound that opens on a name keeps its capital.)
    const inside = (word: string) => new RegExp(`[\\p{L}\\p{N},;]\\s+${escapeStringRegexp(word)}\\b`, 'u').test(answersText);
    const named = /^\p{Lu}{2}/u.test(t) || (/^\p{Lu}\p{L}*-/u.test(first) && inside(first.split('-')[0]!)) || /^(?:Rs|Rs\.|INR|USD|EUR|GBP)\s/u.test(t) || (/^\p{Lu}/u.test(first) && inside(first));
    return named ? t : `${t.charAt(0).toLowerCase()}${t.slice(1)}`;
  };
  // The founder's own sentences that stand alone and fit, strongest first: a long headline says
  // something whole. (Two of the founder's sentences are left for the descriptions, which never copy a long headline.)
  // (Counted again each time: the hero may already say a sentence whole, "We collect kitchen waste…".)
  // (Counted in the units a description says: a sentence whole where it fits, "One-to-one video lessons…, 45 minutes each, booked week by week.", is one.)
  const spareOf = () =>
    new Set(
      a.facts
        .filter((f) => adTextLength(f.text) <= A.description && ![...longs.items, heroText].some((l) => distinctKey(l) === distinctKey(f.text)))
        .map((f) => (f.sentence && wholeDescription(f.sentence) ? f.sentence : f.text)),
    ).size - A.descriptions.min;
  // (Not a phrase the hero already says: "…tutors come to your home: maths and science tutors".)
  // A guarantee with its number ("If the tuning slips within 3 months we come back and retune it
  // free", "Your full gallery arrives within 21 days or we refund 20 % of the fee") is the strongest
  // line there is: said whole, its condition with it, before anything joined to the hero.
  const guarantee = byProof.find((f) => f.kinds.has('promise') && f.kinds.has('number') && adTextLength(noEnd(f.text)) <= A.longHeadline && !opensOnPronoun(lex, f.text) && (!leans(f.text) || !!f.lead?.condition));
  // (Only while two of the founder's sentences are left for the descriptions: else the hero says it with its phrase.)
  if (guarantee && spareOf() > 0) addLong(guarantee.text);
  const topSaid = longs.items.length > 0 && guarantee === top;
  if (top && topPhrase && !topSaid && !containsWords(heroText, topPhrase)) addLong(`${heroText}: ${lower(topPhrase)}`);
  // (Not a fact a long headline already says, in its key phrase or whole: the same fact twice.)
  const saidLong = (f: (typeof byProof)[number]) =>
    longs.items.some((l) => containsWords(l, contentOf(f.text, lex)) || (!!f.phrases[0] && containsWords(l, f.phrases[0].text)));
  // (Nor a clause whose sentence is a description whole, "One-to-one video lessons with qualified
  // teachers, 45 minutes each, booked week by week.": the sentence sells better whole than its clause
  // as a long headline and its leftovers, "45 minutes each.", as descriptions.)
  // (Only a sentence some clause of which says too little alone: "Walkers are from your own neighbourhood" stays a long headline beside "You can book in the app.")
  const describedWhole = (f: (typeof byProof)[number]) => !!f.sentence && f.sentence !== f.text && wholeDescription(f.sentence);
  const standalone = (f: (typeof byProof)[number]) => !opensOnPronoun(lex, f.text) && !leans(f.text) && !describedWhole(f);
  for (const f of byProof) {
    if (spareOf() <= 0 || longs.items.length >= 2) break;
    if (standalone(f) && !saidLong(f)) longs.add(capitalise(noEnd(f.text)), longOk);
  }
  addLong(heroText);
  if (a.offer && a.offer !== heroText) addLong(a.offer);
  // The hero with the key phrase of each other fact; the founder's sentences are the descriptions'.
  // (One more at most: four lines that open on the same hero read as one line said four times.)
  // (The heading the page gives the fact's card, where it split the clause: "No deposit for students", not "Valid college ID".)
  const leadHeading = (f: (typeof a.facts)[number]) =>
    f.lead && !f.lead.condition && [...plan.why_us, ...plan.services].some((c) => c.heading === f.lead!.heading && c.text === f.lead!.rest) ? f.lead.heading : undefined;
  for (const f of byProof.slice(1, 2)) {
    const p = leadHeading(f) ?? (joinable(f.phrases[0]) && inAd(f, f.phrases[0]) ? f.phrases[0]!.text : undefined);
    if (p && longs.items.length < A.longHeadlines.max - 1 && !saidLong(f)) addLong(`${heroText}: ${lower(p)}`);
  }
  // More of the founder's sentences, while the descriptions keep two.
  for (const f of byProof) {
    if (spareOf() <= 0 || longs.items.length >= A.longHeadlines.max - 1 || !standalone(f) || saidLong(f)) continue;
    longs.add(capitalise(noEnd(f.text)), longOk);
  }
  // The offer with each of its facts ("Dog walkers for busy professionals in Pune: same walker every time").
  for (const f of byProof) {
    if (longs.items.length >= A.longHeadlines.min) break;
    const t = noEnd(f.text);
    if (!/^\p{Lu}{2}/u.test(t) && !saidLong(f)) addLong(`${heroText}: ${lower(t)}`);
  }
  // Nothing but a name: the offer, and the catalogue's invitation (in sentence case: "Plant-based
  // protein bars: get the Details" took a title-case headline's words).
  if (!longs.items.length) addLong(heroText);
  if (!longs.items.length) longs.items.push(m.longHeadline);

  // Descriptions: the founder's sentences the long headlines did not use, then two short ones together.
  // (Never one whose "they" points back to people the ad does not name: "They send pets to the UK…" reads as the advertiser.
  // "It connects to Tally…" is the product the ad is about.)
  const descOk = descOkBase;
  const descriptions = new Distinct(longs.items);
  // (A description is a sentence: it ends on its stop, "…and minor treatments." cut before ", so…".)
  const addDesc = (s: string) => descriptions.items.length < A.descriptions.max && descriptions.add(/[.!?…。！？।]$/u.test(s.trim()) ? s : `${s.trim()}.`, descOk);
  const sentence = (s: string) => fitSentences(s, A.description, { measure: adTextLength, whole: true });
  const unused = a.facts.filter((f) => !longs.items.some((l) => distinctKey(l) === distinctKey(f.text)));
  // What a description says: the founder's sentence whole where none of its clauses is a long
  // headline and it fits ("We come to your home or office and fix your bike on the spot."), else
  // each clause that fits. Never the founder's questions: they are the form's research, not the ad's promise.
  const unitsOf = (wholeSentences: boolean) => {
    const out: string[] = [];
    let previous: (typeof unused)[number] | undefined;
    for (const f of unused) {
      const whole = wholeSentences && f.sentence && adTextLength(f.sentence) <= A.description && a.facts.filter((g) => g.sentence === f.sentence).every((g) => unused.includes(g)) ? f.sentence : undefined;
      const unit = whole ?? f.text;
      const last = out[out.length - 1];
      // ("Book a technician online. | They arrive within four hours.": a clause that points back goes after the one of its sentence it points to.)
      if (!whole && !descOk(unit) && last && previous?.sentence && previous.sentence === f.sentence && adTextLength(`${last} ${unit}`) <= A.description) out[out.length - 1] = `${last} ${unit}`;
      else if (adTextLength(unit) <= A.description && descOk(unit) && !out.includes(unit)) out.push(unit);
      previous = f;
    }
    return out;
  };
  // (Clause by clause when whole sentences would make fewer than two descriptions.)
  const clauseUnits = unitsOf(false);
  const sentenceUnits = unitsOf(true);
  const units = sentenceUnits.length >= Math.min(A.descriptions.min, clauseUnits.length) ? sentenceUnits : clauseUnits;
  // Short ones go together up to the limit ("Sessions cost R80. Your first week is free."): a
  // description says as much as it may, while two descriptions at least stand apart.
  const packed: string[] = [];
  for (const u of units) {
    const last = packed[packed.length - 1];
    const spare = units.length - units.indexOf(u) - 1;
    if (last && adTextLength(`${last} ${u}`) <= A.description && packed.length + (spare > 0 ? 1 : 0) >= A.descriptions.min) packed[packed.length - 1] = `${last} ${u}`;
    else packed.push(u);
  }
  for (const d of packed.length >= Math.min(A.descriptions.min, units.length) ? packed : units) addDesc(d);
  // A sentence too long for a description, shortened to a complete clause, only when too few fit whole.
  // (Shortened only where a new clause begins with its own subject, "…every weekday | and we deliver it…", or
  // where a consequence begins, "…in two clicks | , so reminders go out…", and to
  // six words at least: a comma may be a list's, "Bath, haircut", "…a full mock test marked by trainers" cut mid-phrase says something else.)
  const atBreak = (short: string, whole: string) =>
    short === whole || (/^(?:[,;]\s*)?(?:(?:and|but)\s+(?:we|you|they|i)\b|so\s)/iu.test(whole.slice(noEnd(short).length).trim()) && (short.match(/\p{L}+/gu) ?? []).length >= 6);
  // (Nothing a description already says: "Sessions cost R80." beside "Sessions cost R80 and your first week is free.")
  const described = (t: string) => descriptions.items.some((d) => containsWords(d, t));
  for (const f of unused) {
    const short = sentence(f.text);
    if (described(f.text)) continue;
    if (descriptions.items.length < A.descriptions.min + 1 && !(short !== f.text && leans(short)) && atBreak(short, f.text)) addDesc(short);
  }
  // Still too few: a sentence too long whole, without a short tail after its last comma that holds
  // no number ("Your driveway and sidewalk are cleared before 7 am after any snowfall over 5 cm | ,
  // all season"), before any line of the catalogue.
  for (const f of unused) {
    if (descriptions.items.length >= A.descriptions.min || described(f.text) || adTextLength(f.text) <= A.description) continue;
    const body = noEnd(f.text);
    const comma = body.lastIndexOf(', ');
    const tail = comma > 0 ? body.slice(comma + 2) : '';
    const head = body.slice(0, comma);
    if (tail && wordsIn(tail) <= 4 && !/\p{N}/u.test(tail) && wordsIn(head) >= 6 && !/\b(?:and|or|with|for|to|of)$/iu.test(head)) addDesc(`${head}.`);
  }
  // Too few still: the invitation with what is offered ("Piano tuning and repair in Leeds. Tell us
  // what you need…"), before the catalogue's lines that fit any business.
  // (Up to three: Google rates an ad with more descriptions higher, and this one sells the offer by name.)
  // (The hero when it fits, else the offer, else the name: "Mail-in mechanical watch servicing. Tell us…".)
  for (const offer of [noEnd(plan.hero), capitalise(a.offerCore), a.name]) {
    if (descriptions.items.length >= A.descriptions.min + 1) break;
    // (Two words at least that name the offer: not "App.", "Handloom.")
    const names = !!offer && wordsIn(offer) >= 2 && !isKindOnly(lex, offer);
    if (names && adTextLength(fill(m.askDescription, { hero: offer })) <= A.description) addDesc(fill(m.askDescription, { hero: offer }));
    if (descriptions.items.some((d) => d.startsWith(offer))) break;
  }
  // (Then the invitation with the offer, "Get a stump grinding quote on our page.", before a line that fits any business.)
  if (descriptions.items.length < A.descriptions.min && askLine) addDesc(fill(m.askShort, { ask: askLine }));
  for (const d of m.descriptions) if (descriptions.items.length < A.descriptions.min) addDesc(d);
  const descs = descriptions.items.slice(0, A.descriptions.max);
  if (!descs.some((d) => adTextLength(d) <= A.shortDescription)) {
    const askShort = askLine ? fill(m.askShort, { ask: askLine }) : '';
    const short = [...a.facts.map((f) => f.text), askShort, ...m.descriptions].find(
      (s) => !!s && adTextLength(s) <= A.shortDescription && !descs.some((d) => containsWords(d, s)) && !longs.items.some((l) => distinctKey(l) === distinctKey(s)) && allowed('description', s),
    );
    if (short) {
      if (descs.length >= A.descriptions.max) descs[descs.length - 1] = short;
      else descs.push(short);
    }
  }
  while (descs.length < A.descriptions.min) {
    const more = m.descriptions.find((d) => !descs.includes(d));
    if (!more) break;
    descs.push(more);
  }

  return {
    businessName,
    headlines: list,
    longHeadlines: longs.items,
    descriptions: descs,
    callToAction: cta,
  };
}
