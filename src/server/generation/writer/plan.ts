import escapeStringRegexp from 'escape-string-regexp';
import { LANDING_DEFAULTS } from '../../../shared/contracts/landing';
import { FUNCTION_WORDS, fitText, phrasePrefixes, singularOf, wordsOf } from '../../../shared/text/fit';
import { WRITING_BUDGETS as B, type PagePlan, type PlanCard } from '../../../shared/contracts/page-plan';
import type { IdeaAnswers } from '../../../shared/orders/answers';
import { capitalise } from '../../../shared/text/case';
import { analyse, wordCount, type Analysis, type Fact } from './analyse';
import { contentWordsOf, isKindOnly, lexiconOf, looksLikeParticiple, opensOnPronoun, type Lexicon } from './lexicon';
import { fill, messagesOf } from './messages';

/** A fact of at most this many words is a point of About's list, not a card. */
const SHORT_FACT_WORDS = 4;
/** The least score of a phrase that heads a short fact's card (a strong one: "Five-minute setup", "Police-checked companions"). */
const SHORT_CARD_SCORE = 4;
/** The longest founder's sentence the subhead says whole (a clause of it would otherwise be cut off). */
const SUBHEAD_SENTENCE = 150;

/**
 * Step two of the writer (docs/content-writer.md "The pipeline"): the document plan. Decides, once
 * for the whole page, what the hero says, which fact is the subhead's proof, which facts become
 * cards (a key phrase as heading, the founder's clause whole as text) and which stay in About.
 * Each fact is used once. `variation` picks another plan: another hero, another proof under it,
 * another heading for the cards.
 */

const norm = (s: string) => (s.toLowerCase().match(/[\p{L}\p{N}\p{M}%]+/gu) ?? []).join(' ');
const fits = (s: string, max: number) => !!s && Array.from(s).length <= max;

/** Does a hero say what is offered: two words that say something beyond the name and the place. */
function saysWhat(text: string, a: Analysis): boolean {
  const skip = new Set([...(a.explicitName ? norm(a.name).split(' ') : []), ...norm(a.place).split(' ')].filter(Boolean));
  return contentWordsOf(lexiconOf(a.locale), text).filter((w) => !skip.has(w.toLowerCase())).length >= 2;
}

/** Words a sentence may be cut before and still say something whole: a preposition's or a clause's start. */
const CUT_BEFORE = new Set(['before', 'after', 'while', 'so', 'that', 'which', 'who', 'because', 'mainly', 'including', 'moving', 'for', 'in', 'into', 'to', 'across', 'with', 'at', 'near', 'from', 'around']);

/**
 * A sentence or a long offer as a hero: whole when it fits, else cut before a preposition or a
 * clause ("PhysioGhar brings qualified physiotherapists to patients' homes | across Delhi…",
 * "Resume and cover letter writing for nurses, teachers and tradespeople | moving into…"), never
 * inside a phrase.
 */
function heroCut(sentence: string, max: number = B.hero): string {
  if (fits(sentence, max)) return sentence;
  const words = sentence.split(/\s+/u);
  for (let n = words.length - 1; n >= 4; n--) {
    // (After a comma only before a name, "in Portland, | Oregon": "…tanks for homes, | apartment societies" is a list cut.)
    const head = words.slice(0, n).join(' ');
    const next = words[n]!;
    const atComma = /,$/u.test(head);
    // ("…phone lines and videos, | based in Galway": a comma before a word that opens an aside is a clean cut too.)
    // (So is a participle's phrase after a comma, "…books every month, | picked for the child's age".)
    // (And before whom it is for, "…24 horas en Santiago, | para gente que…", "…in Portland, | for…".)
    const aside = atComma && (['based', 'located', 'including', 'mainly', 'which', 'who', 'so', 'for', 'para', 'because', 'porque'].includes(next.toLowerCase()) || /^\p{Ll}+ed$/u.test(next));
    // (Never on a participle that wants what follows, "…, based | in Galway".)
    const dangling = (/\p{L}(?:ed|ing)$/u.test(head) && /,\s+\S+$/u.test(head)) ||
      // (Nor after a participle that wants what follows, "Inventory and reordering software built | for…".)
      (/\s\p{Ll}+$/u.test(head) && looksLikeParticiple(head.split(/\s+/u).pop()!)) ||
      // (Nor on a verb in -ing after where, "…consultancy in Vancouver helping | skilled workers…": the cut comes before it.)
      /\b(?:in|near|across|around)\s+\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)*\s+\p{Ll}+ing$/u.test(head) ||
      // (Nor inside a list's last item, "…for older people and people | with disabilities".)
      (/\s(?:and|or)\s+\S+$/iu.test(head) && /^(?:with|of)$/iu.test(next)) ||
      // (Nor inside a relative clause, "…for Kerala nurses who want to work | in the UK": the cut comes before "who".)
      // (A "that" right after the offer's kind defines it, "App that helps…": a cut after it is as clean as anywhere.)
      relativeInside(head) ||
      // (Nor inside a clause of when or why, "…in Dublin while you are | at your desk": the cut comes before "while".)
      /\s(?:while|when|whenever|before|after|because|until|unless|although|if|so\s+that)\s/iu.test(` ${head.split(/\s+/u).slice(1).join(' ')} `);
    // (Before a participle's phrase is a clean cut too, "Inventory and reordering software | built for…".)
    // (Not one that qualifies a noun still to come, "…for people buying a | used electric car".)
    const participle = !atComma && /^\p{Ll}/u.test(next) && looksLikeParticiple(next) && wordCount(head) >= 2 && !FUNCTION_WORDS.has((head.split(/\s+/u).pop() ?? '').toLowerCase());
    if (!dangling && ((CUT_BEFORE.has(next.toLowerCase()) && !/[,;:]$/u.test(head)) || (atComma && /^\p{Lu}/u.test(next)) || aside || participle)) {
      const text = head.replace(/,$/u, '');
      if (fits(text, max)) return text;
    }
  }
  return '';
}

/** Does a cut leave a relative clause open ("…nurses who want to work | in the UK")? Not the one that defines the offer's kind within its first words ("Travel agency that plans holidays…"). */
function relativeInside(head: string): boolean {
  const words = head.replace(/^(?:a|an|the)\s+/iu, '').split(/\s+/u);
  // (Only one whose verb follows at once, "that plans…", "who teach…"; "A marketplace where | engineering students" is cut before its verb.)
  const k = words.findIndex((w) => /^(?:who|which|that)$/iu.test(w));
  const after = k >= 0 && k <= 3 && /^\p{Ll}+s$/u.test(words[k + 1] ?? '') ? words.slice(k + 1) : words;
  return /\s(?:who|which|that|where|when)\s/iu.test(` ${after.join(' ')} `);
}

/** The hero candidates, best first (at most three). */
function heroes(a: Analysis): string[] {
  const m = messagesOf(a.locale);
  const out: string[] = [];
  const add = (s: string) => {
    const t = capitalise(s.trim());
    if (fits(t, B.hero) && saysWhat(t, a) && !out.some((o) => norm(o) === norm(t))) out.push(t);
  };
  // The idea as a sentence about the business ("PhysioGhar brings qualified physiotherapists to patients' homes"), cut at a phrase's end to fit.
  // Too long with its name, a claim of bringing says the thing where it is brought ("BrightSmile
  // Mobile Dental brings dental check-ups and cleaning | to office buildings…" would lose where):
  // "Dental check-ups and cleaning at office buildings in Johannesburg".
  const brought = a.locale === 'en' && a.claim && !fits(a.claim, B.hero) ? /^(?:brings|takes|delivers)\s+(.+?)\s+to\s+(.+)$/iu.exec(a.claim.slice(a.name.length).trim()) : null;
  if (brought) add(heroCut(capitalise(`${brought[1]} at ${brought[2]}`)));
  if (a.claim) add(heroCut(a.claim));
  const core = a.offerCore;
  // The offer as the founder wrote it, unless it names neither whom nor where and the answers do:
  // then the offer where, or for whom, comes first ("Elder care visits in Kochi and Thrissur").
  const bare = !!core && norm(a.offer) === norm(core) && !!(a.place || a.audience) && !(a.audience && norm(core).includes(norm(a.audience))) && !(a.place && norm(core).includes(norm(a.place)));
  // Too long whole with whom it is for and where, the offer where ("CCTV cameras and alarm
  // installation in Johannesburg and Soweto"): a visitor from an ad looks for the place first, and
  // whom it is for is said in About (forWhomPoint).
  // ("Repairing old family bibles and falling apart books, workshop in Shrewsbury": the offer where, not "…books, workshop".)
  const appositive = a.locale === 'en' && a.place ? new RegExp(`^(.+?),\\s+(?:(?:a|an|our|my)\\s+)?(?:[\\p{L}-]+\\s+){0,2}(?:based\\s+)?in\\s+${escapeStringRegexp(a.place)}\\.?$`, 'iu').exec(a.offer) : null;
  if (appositive && !fits(capitalise(a.offer), B.hero)) add(fill(m.inPlace, { offer: capitalise(appositive[1]!), place: a.place }));
  const cut = heroCut(capitalise(a.offer));
  if (!bare && a.forWhom?.placed && a.place && !fits(capitalise(a.offer), B.hero) && !norm(cut).includes(norm(a.place))) add(fill(m.inPlace, { offer: capitalise(a.forWhom.offer), place: a.place }));
  // (Too long whole, the offer cut at a phrase's end: "Crop spraying by drone for smallholder farmers in Nakuru".)
  if (!bare) add(cut);
  // ("An app that helps salaried people in India file…": without its article, the offer whole may fit.)
  if (!bare) add(heroCut(capitalise(a.offer.replace(/^(?:a|an|the)\s+/iu, ''))));
  // (A kind alone, "Service", "App", is no offer to put where or for whom: "Service for Many people".)
  const kindOnly = !!core && isKindOnly(lexiconOf(a.locale), core);
  if (core && !kindOnly && a.place && !norm(core).includes(norm(a.place))) add(fill(m.inPlace, { offer: core, place: a.place }));
  if (core && !kindOnly && a.audience && !norm(core).includes(norm(a.audience))) add(fill(m.forAudience, { offer: core, audience: a.audience }));
  if (bare) add(a.offer);
  // A name-only idea ("CleanNest Pune"): what the solution's first sentence offers, where or for whom.
  const s = a.solutionOffer;
  // (When that is a bare category, "Trained carers", the sentence itself says more, cut at a phrase's
  // end: "Trained carers visit elderly parents at home".)
  const opening = a.facts.find((f) => f.source === 'solution' && !f.kinds.has('step'));
  if (s && !a.offer && wordCount(s) <= 2 && opening && norm(opening.text).startsWith(norm(s))) add(heroCut(opening.text.replace(/[.!?।]+$/u, '')));
  if (s) {
    if (a.audience && !norm(s).includes(norm(a.audience))) add(fill(m.forAudience, { offer: s, audience: a.audience }));
    // "…in Madhapur" already says where.
    const saysWhere = /\b(?:in|near|across)\s+\p{Lu}/u.test(s);
    if (a.place && !saysWhere && !norm(s).includes(norm(a.place))) add(fill(m.inPlace, { offer: s, place: a.place }));
    add(s);
  }
  // (Never what the visitor does first, "You pick a size and a layout…": a step is no offer.)
  const first = a.facts.find((f) => f.source === 'solution' && !f.kinds.has('step') && !f.kinds.has('problem'));
  if (first && !out.length) add(first.text.replace(/[.!?।]+$/u, ''));
  // ("A marketplace where engineering students in Bengaluru buy and sell…", too long whole: the kind, for whom and where.)
  const where = a.locale === 'en' && !out.length ? /^(?:(?:a|an|the)\s+)?((?:[\p{L}-]+\s+)?[\p{L}-]+)\s+where\s+((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+s)\s+(?:in\s+(\p{Lu}[\p{L}-]+)\s+)?\p{Ll}/u.exec(a.offer) : null;
  if (where) add(capitalise(`${where[1]} for ${where[2]}${where[3] ? ` in ${where[3]}` : ''}`));
  if (!out.length) out.push(heroCut(capitalise(a.offer)) || (a.explicitName ? a.name : LANDING_DEFAULTS.header));
  return out.slice(0, 3);
}

/** The title: what is offered, the name once, within the budget. */
function titleOf(hero: string, name: string, locale: Analysis['locale']): string {
  const both = `${hero} | ${name}`;
  if (!norm(hero).includes(norm(name)) && fits(both, B.title)) return both;
  // (Else the longest phrase of it that fits, never a list cut in its last item: "Home modifications for
  // older people", not "…for older people and people".)
  // (Nor before a list goes on, "Specialist insurance for professional | and semi-professional musicians", nor one that says nothing, "An app".)
  const phrase = [...phrasePrefixes(hero)].reverse().find(
    (p) => fits(p, B.title) && !/\s(?:and|or)\s+\S+$/iu.test(p) && !/^\s*(?:and|or)\s/iu.test(hero.slice(p.length)) && contentWordsOf(lexiconOf(locale), p).length >= 2,
  );
  // (Without its article the hero may fit whole: "App that lets Lagos residents rent out their empty driveways".)
  const bare = capitalise(hero.replace(/^(?:a|an|the)\s+/iu, ''));
  return (fits(hero, B.title) ? hero : '') || (fits(bare, B.title) ? bare : '') || heroCut(hero, B.title) || phrase || fitText(hero, B.title, { heading: true }) || name;
}

interface Choice {
  hero: number;
  proof: number;
  heading: number;
  /** Say only the subhead's clause, not its sentence whole (a page short of cards: the sentence's other clauses head cards). */
  split?: boolean;
}

/** A word's stem, near enough to tell "collect" in "collected", "tenant" in "tenants" (singularOf, then the verb's ending). */
const stemOf = (w: string) => singularOf(w.toLowerCase()).replace(/(?:ing|ed)$/u, '');

/**
 * Does a card's text only say its heading again ("Old battery" / "We take the old battery.",
 * "Registered copy emailed in 48 hours" / "The registered copy is emailed in 48 hours.")? At most one
 * word of it that says something is not in the heading.
 */
export function echoes(heading: string, text: string, lex: Lexicon): boolean {
  const said = new Set(contentWordsOf(lex, heading).map(stemOf));
  return contentWordsOf(lex, text).filter((w) => !said.has(stemOf(w))).length <= 1;
}

const usableHeading = (text: string, taken: Set<string>, hero: string, extraWords = 0) =>
  fits(text, B.cardHeading) && wordCount(text) <= B.cardHeadingWords + extraWords && !taken.has(norm(text)) && !norm(hero).includes(norm(text));

/**
 * A card for a fact, its heading said nowhere else on the page and not inside the hero: the
 * clause split at its comma or "with" when it splits well (the opening as heading, the rest as
 * text: nothing said twice), unless a key phrase of the clause is stronger and the opening does not
 * hold it; else a key phrase as heading over the clause whole. Undefined when neither reads well.
 */
function cardFor(f: Fact, pick: number, taken: Set<string>, hero: string, min = 1): PlanCard | undefined {
  // (A phrase that scores lowest names only when, "Every Friday" of "Groups leave every Friday from Dehradun": it heads nothing.)
  const usable = f.phrases.filter((p) => p.score >= min && usableHeading(p.text, taken, hero) && (min === 1 || wordCount(p.text) >= 2));
  const chosen = usable[Math.min(pick, usable.length - 1)] ?? usable[0];
  const lead = f.lead && usableHeading(f.lead.heading, taken, hero, f.lead.condition ? 2 : 0) ? f.lead : undefined;
  // (A condition heads its promise: "If anything on the checklist is missed" / "We come back within 24 hours…", not "Within 24 hours".)
  // (Or one as strong as the chosen phrase, the clause's own opening: "4 camera package Rs 14,999" / "Including DVR, 1TB hard disk…", not "1TB hard disk".)
  const leadScore = lead ? (f.adPhrases.find((p) => norm(p.text) === norm(lead.heading))?.score ?? 0) : 0;
  if (lead && (lead.condition || !chosen || chosen.score < 6 || norm(lead.heading).includes(norm(chosen.text)) || leadScore >= chosen.score)) return { heading: lead.heading, text: lead.rest };
  return chosen ? { heading: chosen.text, text: f.text } : undefined;
}

function planWith(a: Analysis, choice: Choice): PagePlan {
  const m = messagesOf(a.locale);
  const lex = lexiconOf(a.locale);
  const heroList = heroes(a);
  const hero = heroList[choice.hero % heroList.length]!;
  // The proof under the hero: numbers and guarantees first, the unique feature before the solution.
  // A fact the hero already says whole is not said again.
  const all = a.facts.filter((f) => !norm(hero).includes(norm(f.text)));
  // The problem the founder describes opens About; it heads nothing (docs/content-writer.md "Facts").
  // (The idea's first: the world before the business, then what the solution and the feature say of it.)
  const SOURCE_ORDER = { idea: 0, solution: 1, feature: 2 } as const;
  const problems = all.filter((f) => f.kinds.has('problem')).sort((x, y) => SOURCE_ORDER[x.source] - SOURCE_ORDER[y.source]);
  const facts = all.filter((f) => !f.kinds.has('problem'));
  const byProof = [...facts].sort((x, y) => y.proof - x.proof);
  // The proofs, strongest first (regenerate may offer the second strongest under the hero when it is a proof too).
  const proofs = byProof.filter((f, i) => i === 0 || f.proof >= 2);
  // Under the hero, what the visitor gets: the solution's first fact when it says it with a
  // subject of its own ("We cook lunch at home every morning."); else, and in the next plan, the
  // strongest proof. A proof that is not the subhead heads a card.
  const how = facts.find((f) => f.source === 'solution' && !f.kinds.has('step')) ?? facts.find((f) => f.source === 'solution');
  // (Not what the visitor does first, "You fill a 2-minute form…", "Book a slot on WhatsApp": that is a step, not what they get.)
  const visitorStep = how?.kinds.has('step');
  // (A clause too short to say it alone, "Staff request leave in Slack.", says it in its sentence
  // whole, "Staff request leave in Slack and managers approve with one click.")
  // (Even when a clause of it would head a card: "We park outside your house and groom your dog in our van…" says
  // what the visitor gets; a proof under the hero in its place, "Appointments take about 90 minutes.", does not.)
  const sentenceFacts = how?.sentence ? facts.filter((f) => f.sentence === how.sentence) : [];
  const inSentence =
    !!how?.sentence && wordCount(how.sentence) >= 6 && Array.from(how.sentence).length <= SUBHEAD_SENTENCE &&
    !sentenceFacts.some((f) => f.kinds.has('step'));
  const says = how && !visitorStep && (wordCount(how.text) >= 6 || inSentence) && Array.from(how.text).length <= B.subhead && !opensOnPronoun(lex, how.text);
  const proof = choice.proof === 0 && says ? how : proofs[choice.proof % Math.max(1, Math.min(2, proofs.length))];
  // What the visitor gets, said as the founder's sentence whole when a clause of it was split off
  // ("We collect your bag on Monday and bring it back washed and folded on Wednesday."): the
  // sentence's other clauses are then said, and head no card.
  // (Not a sentence that holds the visitor's steps, "Book a trial, choose your look, and on the wedding
  // day the artist arrives…": the clause of what they get is the subhead, the steps are said on their card.)
  const holdsSteps = !!proof?.sentence && facts.some((f) => f.sentence === proof.sentence && f.kinds.has('step'));
  // (A clause that opens on a pronoun, "They arrive within four hours.", is said in its sentence, whatever that holds.)
  const pointsBack = !!proof && opensOnPronoun(lex, proof.text);
  // (Nor a clause too short to say what the visitor gets alone, "Free doorstep pickup.": the sentence then stays whole.)
  // (Split only where the clause says what the visitor gets alone: not "Free doorstep pickup." of "Rent a laptop by the month, free doorstep pickup, repairs included.")
  const split = choice.split && !!proof && wordCount(proof.text) >= 6 && !proof.kinds.has('step');
  const whole = proof?.sentence && Array.from(proof.sentence).length <= SUBHEAD_SENTENCE && ((proof === how && !(holdsSteps && says) && !split) || pointsBack) ? proof.sentence : undefined;
  const saidBySubhead = new Set(whole ? facts.filter((f) => f.sentence === whole) : proof ? [proof] : []);
  const subhead = whole ?? proof?.text ?? '';
  let taken = new Set<string>();
  let whyUs: PlanCard[] = [];
  let services: PlanCard[] = [];
  let about: string[] = [];
  // The visitor's steps ("Book a trial. Choose your look."), unless one holds a number or a
  // promise, are said together as one card, in the founder's order: a step's own key phrase would
  // only repeat it ("Book a trial" / "Book a trial.").
  const steps = facts.filter((f) => f.kinds.has('step') && !f.kinds.has('number') && !f.kinds.has('promise') && !saidBySubhead.has(f));
  const stepsText = steps.map((f) => f.text).join(' ');
  // (One step of a few words is no "How it works": "You call us.", "Approve the digital proof." are points of About.)
  const saidAsSteps = new Set((steps.length >= 2 || wordCount(stepsText) > SHORT_FACT_WORDS) && fits(stepsText, B.cardText) ? steps : []);
  // A short clause the founder wrote before a colon heads the clause after it ("No grammar drills:
  // every class is a real conversation…"): the founder's own heading and its text.
  const colonHeads = new Map<Fact, { heading: string; text: Fact }>();
  facts.forEach((f, i) => {
    const next = facts[i + 1];
    const heading = f.text.replace(/[\s.!?。！？।]+$/u, '');
    if (!next || !f.sentence || next.sentence !== f.sentence || !f.sentence.includes(`${heading}:`) || saidBySubhead.has(f) || saidBySubhead.has(next)) return;
    // (Two words at least that say something, over a text of three: not "B" / "I.")
    const headsWell = wordCount(heading) >= 2 && wordCount(heading) <= B.cardHeadingWords && contentWordsOf(lex, heading).length >= 1 && !opensOnPronoun(lex, heading);
    if (headsWell && wordCount(next.text) >= 3 && contentWordsOf(lex, next.text).length >= 2) colonHeads.set(f, { heading, text: next });
  });
  const colonTexts = new Set([...colonHeads.values()].map((c) => c.text));
  // A price list the founder wrote ("Trouser hemming AED 25, shirt taking in AED 45, suit jacket
  // sleeves AED 80"): short prices of one sentence, said together on one card, none on a card of its own.
  const shortPrices = facts.filter((f) => f.kinds.has('price') && !saidBySubhead.has(f) && !f.lead && wordCount(f.text) <= SHORT_FACT_WORDS + 2);
  const listedPrices = shortPrices.filter((f) => !!f.sentence && shortPrices.filter((g) => g.sentence === f.sentence).length >= 2);
  let priceText = listedPrices.map((f) => f.text).join(' ');
  let priceList = listedPrices.length >= 2 && fits(priceText, B.cardText) ? listedPrices : [];
  // (On a page short of cards, short prices and what is free from several sentences are said together
  // too: "Prices" / "First lesson free. Lessons from $15.", not two lone points of About.)
  const loosePrices = facts.filter((f) => !saidBySubhead.has(f) && !f.lead && wordCount(f.text) <= SHORT_FACT_WORDS + 2 && (f.kinds.has('price') || wordsOf(f.text).some((w) => lex.free.has(w.toLowerCase()))) && !f.kinds.has('step'));
  const looseText = loosePrices.map((f) => f.text).join(' ');
  const lay = (shortCards: boolean) => {
    taken = new Set<string>();
    whyUs = [];
    services = [];
    // (The problem as one paragraph, its sentences whole: a clause of it, "At the end they own nothing.", is no point of a checklist.)
    // (A sentence whole only when every clause of it is the problem: "…, but waits are long" may follow a fact of the business's.)
    const wholeProblem = (f: Fact) => !!f.sentence && a.facts.filter((g) => g.sentence === f.sentence).every((g) => g.kinds.has('problem') && all.includes(g));
    about = problems.length ? [[...new Set(problems.map((f) => (wholeProblem(f) ? f.sentence! : f.text)))].join(' ')] : [];
    if (saidAsSteps.size) services.push({ heading: m.steps, text: stepsText });
    // The card each fact became (a clause that points back, "They can then sell when prices are
    // better.", goes on in the card of the fact before it, never alone in About).
    const cardOf = new Map<Fact, PlanCard>();
    for (const [k, f] of facts.entries()) {
      if (saidBySubhead.has(f) || saidAsSteps.has(f) || colonTexts.has(f) || priceList.includes(f)) continue;
      const before = cardOf.get(facts[k - 1]!);
      if (before && opensOnPronoun(lex, f.text) && fits(`${before.text} ${f.text}`, B.cardText)) {
        before.text = `${before.text} ${f.text}`;
        continue;
      }
      const colon = colonHeads.get(f);
      if (colon) {
        const cards = f.source === 'feature' ? whyUs : services;
        if (cards.length < (f.source === 'feature' ? B.whyUsCards : B.serviceCards) && usableHeading(colon.heading, taken, hero)) {
          taken.add(norm(colon.heading));
          cards.push({ heading: colon.heading, text: colon.text.text });
        } else about.push(f.text, colon.text.text);
        continue;
      }
      // A short fact ("Free doorstep pickup.") is a point of About's list: a card needs a text beyond
      // its heading. (A price split from its thing is a card however short: "Monthly plans" / "From AED 199".)
      // (On a page of fewer than three cards, a short fact heads one by a phrase that is not its own
      // words in order: "Five-minute setup" / "Setup takes five minutes.")
      // (Then by a phrase of two words at least that names something: not "R80" of "Sessions cost R80.")
      const short = wordCount(f.text) <= SHORT_FACT_WORDS && !(f.lead && f.kinds.has('price'));
      const card = !short ? cardFor(f, choice.heading, taken, hero) : shortCards ? cardFor(f, choice.heading, taken, hero, SHORT_CARD_SCORE) : undefined;
      const cards = f.source === 'feature' ? whyUs : services;
      const max = f.source === 'feature' ? B.whyUsCards : B.serviceCards;
      // A full section keeps its strongest facts: a guarantee or a price outranks a card that proves
      // less ("If the stream fails on the day" / "We refund the whole streaming fee…" over "Download link"),
      // whose fact is then said in About.
      const weakest = card && cards.length >= max ? [...cardOf].filter(([, c]) => cards.includes(c)).sort(([x], [y]) => x.proof - y.proof)[0] : undefined;
      if (card && weakest && weakest[0].proof + 2 < f.proof) {
        const [weakFact, weakCard] = weakest;
        cards.splice(cards.indexOf(weakCard), 1);
        cardOf.delete(weakFact);
        taken.delete(norm(weakCard.heading));
        // (Its text whole: with the clause that went on in it, or its clause whole where the card split it.)
        about.push(weakCard.text.startsWith(weakFact.text) ? weakCard.text : weakFact.text);
      }
      if (card && cards.length < max) {
        taken.add(norm(card.heading));
        cards.push(card);
        cardOf.set(f, card);
      } else {
        about.push(f.text);
      }
    }
    // A card whose sentence's other clauses would only be points of About says that sentence whole
    // ("Written report" / "We test the water after and give you a written report."): one fact, once.
    for (const [f, card] of cardOf) {
      const siblings = facts.filter((g) => g !== f && !!f.sentence && g.sentence === f.sentence);
      if (!f.sentence || card.text !== f.text || !siblings.length || !siblings.every((g) => about.includes(g.text)) || !fits(f.sentence, B.cardText)) continue;
      card.text = f.sentence;
      about = about.filter((t) => !siblings.some((g) => g.text === t));
    }
    // Cards of one sentence of which one only says its heading again ("Old battery" / "We take the old
    // battery.", "Exchange value" / "We give exchange value.") are one card: the sentence whole under the
    // heading of its strongest fact ("Exchange value" / "We take the old battery and give exchange value.").
    for (const sentence of new Set([...cardOf.keys()].map((f) => f.sentence).filter((x): x is string => !!x))) {
      const mine = [...cardOf].filter(([f]) => f.sentence === sentence);
      const siblings = facts.filter((g) => g.sentence === sentence);
      if (mine.length < 2 || !mine.some(([f, c]) => c.text === f.text && echoes(c.heading, c.text, lex)) || !fits(sentence, B.cardText)) continue;
      // (Every clause of it is on these cards or a point of About: none is said elsewhere, none twice.)
      if (!siblings.every((g) => cardOf.has(g) || about.includes(g.text))) continue;
      // (The heading of the strongest fact, then of the strongest phrase: "Registered copy emailed in 48 hours" over "Licence agreement".)
      const best = (f: Fact) => f.phrases[0]?.score ?? 0;
      const [, keep] = [...mine].sort(([x], [y]) => y.proof - x.proof || best(y) - best(x))[0]!;
      for (const [f, c] of mine) {
        if (c === keep) continue;
        for (const cards of [whyUs, services]) if (cards.includes(c)) cards.splice(cards.indexOf(c), 1);
        taken.delete(norm(c.heading));
        cardOf.delete(f);
      }
      keep.text = sentence;
      about = about.filter((t) => !siblings.some((g) => g.text === t));
    }
    // The price list: one card of its prices, in the founder's order (else points of About).
    if (priceList.length && services.length < B.serviceCards && !taken.has(norm(m.prices))) {
      taken.add(norm(m.prices));
      services.push({ heading: m.prices, text: priceText });
    } else about.push(...priceList.map((f) => f.text));
  };
  lay(false);
  if (whyUs.length + services.length < 3) lay(true);
  if (whyUs.length + services.length < 3 && !priceList.length && loosePrices.length >= 2 && fits(looseText, B.cardText)) {
    priceList = loosePrices;
    priceText = looseText;
    lay(true);
  }
  // Whom the offer is for, in the founder's words, when the hero had no room for it ("For spaza shops, salons and small retailers.").
  const whom = forWhomPoint(a, hero, subhead, m.forWhom);
  if (whom) about.unshift(whom);
  balance(whyUs, services, m.steps);
  // The founder's questions, whole (one that only repeats the hero asks nothing new); the catalogue's when none is left.
  const own = a.questions.filter((q) => norm(q) !== norm(hero));
  const questions = own.length ? own : m.questions.map((q) => fill(q, { name: a.name }));
  return {
    locale: a.locale,
    name: a.name,
    title: titleOf(hero, a.name, a.locale),
    hero,
    subhead,
    about,
    why_us: whyUs,
    services,
    questions: questions.slice(0, B.questions),
    cta: m.cta,
    // (The problem opens About as prose; whom it is for, when said before it, goes with it.)
    ...(problems.length && about.length ? { aboutProse: whom ? 2 : 1 } : {}),
  };
}

/** About's point of whom the offer is for, when neither the hero nor the subhead says it. */
function forWhomPoint(a: Analysis, hero: string, subhead: string, forWhom: string): string | undefined {
  const whom = a.forWhom?.whom ?? '';
  // (Said already when the hero or the subhead holds every word of it: "…for home potters in Portland who dont have their own kiln".)
  const said = (text: string) => norm(whom).split(' ').every((w) => norm(text).split(' ').includes(w));
  if (!whom || said(hero) || said(subhead)) return undefined;
  // (The hero may say the first of them, "…for freelancers": the point then says the rest too.)
  return `${fill(forWhom, { audience: whom })}.`;
}

/**
 * A section of one card reads as an accident (one picture card stretched across the page): a lone
 * card joins the other section, and a page with one card in all shows it among the services
 * (an icon card, which reads well alone).
 */
function balance(whyUs: PlanCard[], services: PlanCard[], steps: string): void {
  if (whyUs.length === 1 && services.length < B.serviceCards) services.unshift(whyUs.pop()!);
  // (The visitor's steps are no reason to choose a business: they stay among the services.)
  if (services.length === 1 && services[0]!.heading !== steps && whyUs.length >= 1 && whyUs.length < B.whyUsCards) whyUs.push(services.pop()!);
}

/** Every distinct plan the built-in writer has for these answers (regenerate goes through them). */
function plansOf(a: Analysis): PagePlan[] {
  const out: PagePlan[] = [];
  const seen = new Set<string>();
  const heroCount = heroes(a).length;
  const cards = (p: PagePlan) => p.why_us.length + p.services.length;
  for (let heading = 0; heading < 2; heading++) {
    for (let proof = 0; proof < 2; proof++) {
      for (let hero = 0; hero < heroCount; hero++) {
        // A page short of cards says only the subhead's clause when its sentence's other clauses then head cards.
        const whole = planWith(a, { hero, proof, heading });
        const split = cards(whole) < 3 ? planWith(a, { hero, proof, heading, split: true }) : whole;
        const plan = cards(split) > cards(whole) ? split : whole;
        const key = JSON.stringify(plan);
        if (!seen.has(key)) out.push(plan);
        seen.add(key);
      }
    }
  }
  return out;
}

/** How many different plans the built-in writer has for these answers. */
export function planCount(answers: IdeaAnswers): number {
  return plansOf(analyse(answers)).length;
}

/** Plan number `variation` (0: the first; regenerate asks for the next ones) of an analysis. */
export function planOf(a: Analysis, variation = 0): PagePlan {
  const all = plansOf(a);
  return all[((variation % all.length) + all.length) % all.length]!;
}
