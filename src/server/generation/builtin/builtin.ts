import type { LandingPage, SeoContent, ServiceCard, WhyUsCard } from '../../../shared/contracts/landing';
import { LANDING_DEFAULTS, LANDING_LIMITS } from '../../../shared/contracts/landing';
import { AD_LIMITS } from '../../../shared/campaigns/ad-limits';
import {
  clausesOf,
  fitSentences,
  phrasePrefixes,
  plainText,
  fitText,
  FUNCTION_WORDS,
  sentencesOf,
  strictLength,
  trimDangling,
  wordsOf,
} from '../../../shared/text/fit';
import { detectIndustry } from './industries';
import { iconFor } from './icons';
import { FRAMING, fillName, variant, type FramingCard } from './framing';
import { asSentence, capitalise, cleanText, hash, lowerFirst, pick, titleCase, words } from './text';

/**
 * A business name fits the page and the ad alike (Google's limit for the ad's business name),
 * so the ad can carry exactly the page's name.
 */
export const BUSINESS_NAME_MAX = AD_LIMITS.businessName.maxLength;

const L = LANDING_LIMITS;
const HEADING_MAX = 42;
const POINT_MAX = 110;

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

/** Words that name people or organisations (besides "-ers", "-ists", "-ians", "-ents" words). */
const PEOPLE = new Set(
  (
    'people person professionals children kids families family women men mothers fathers moms mums dads couples ' +
    'brides grooms seniors elderly youth teens teenagers adults students freelancers farms businesses shops ' +
    'startups restaurants schools colleges societies homes households companies teams offices clinics ' +
    'hospitals hotels salons stores creators artists athletes pets dogs cats owners anyone beginners ' +
    'women-led smes msmes'
  ).split(' '),
);

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
 * Who the idea is for, as the founder wrote it: the words after "for" up to the end of the
 * clause ("dog walkers for busy professionals in Pune" → "busy professionals in Pune";
 * "classes for children aged 8 to 14" → "children aged 8 to 14"). Null when there is none.
 */
export function audienceOf(text: string): string | null {
  const m = /\bfor\s+([^,;:.!?()–—]+)/iu.exec(text);
  if (!m) return null;
  let audience = m[1]!.trim().replace(/^(the|all)\s+/iu, '');
  audience = trimDangling(fitText(audience, 60, { heading: true }));
  if (!audience || !/\p{L}/u.test(audience)) return null;
  // "for detergent and shampoo" says what, not who: an audience names people or organisations.
  if (!words(audience).some((w) => PEOPLE.has(w) || /(ers|ists|ians|ents|ees|ives)$/u.test(w))) return null;
  if (/^(you|me|us|them|everyone|free|sale|rent|hire|now|less|more)\b/iu.test(audience)) return null;
  return audience;
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
      // Split at commas only when it is a list: every item two words or more, none opening with a function word.
      const isList =
        items.length >= 3 &&
        items.every((i) => i.split(/\s+/).length >= 2 && !FUNCTION_WORDS.has(i.split(/\s+/)[0]!.toLowerCase()));
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
  /^(we|we'll|we will|we can|you|you can|you'll|you will|it|it's|they|our team|our app|the app|this app)\s+/iu;

/** The leading phrase of the founder's sentence, without a pronoun subject ("We deliver weekly boxes" → "Deliver weekly boxes"). */
function leadOf(fact: string): string {
  const clauses = clausesOf(fact);
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

/** A card from one of the founder's sentences; a short one gets a neutral label as its heading. */
function factCard(fact: string, label: string): FramingCard {
  const heading = headingOf(fact);
  const same = heading.toLowerCase() === fact.replace(/[.!?]+$/u, '').toLowerCase();
  return { heading: same && words(fact).length <= 5 ? label : heading, description: fact };
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

/**
 * The built-in writer (the default, and the fallback of the model provider): deterministic,
 * from the four answers only. It rephrases, reorders and splits the founder's words and adds
 * neutral framing (`FRAMING`), but never an offering, feature, price, guarantee, audience,
 * place or number the founder did not write; a card with nothing true to say stays empty (the
 * page hides it). `variation` picks other framing words for the same facts (regenerate).
 * Image URLs are left empty here; the pipeline draws the images and fills them in.
 */
export function generateBuiltin(answers: readonly string[], variation = 0): LandingPage {
  const [idea = '', solution = '', feature = '', prompt = ''] = answers.map((a) => cleanText(a));
  const seed = hash(answers.join('\u0001'));
  const v = variation;
  const industry = detectIndustry(words(idea), words(`${solution} ${feature}`));
  const { name, rest, explicit } = businessNameOf(idea);
  const subject = fitText(rest.replace(/[.!?…]+$/u, ''), L.header, { heading: true });
  const audience = audienceOf(subject) ?? audienceOf(solution);
  const solutionFacts = factsOf(solution);
  const featureFacts = factsOf(feature);

  // Why us: what makes it different (the unique feature), who it is for, and one framing card.
  const whyCards: FramingCard[] = [];
  const featureForWhy = featureFacts.slice(0, audience ? 2 : 3);
  featureForWhy.forEach((f, i) =>
    whyCards.push(factCard(f, i === 0 ? variant(FRAMING.labels.different, v) : headingOf(f))),
  );
  if (audience) {
    const heading = fitText(titleCase(`For ${audience}`), HEADING_MAX, { heading: true });
    const description = asSentence(fillName(variant(FRAMING.sentences.builtFor, v), name, { audience }));
    if (heading) whyCards.push({ heading, description });
  }
  if (whyCards.length) whyCards.push(variant(FRAMING.cards.feedback, v));
  const leftoverFeatures = featureFacts.slice(featureForWhy.length);

  // Services: how it works, sentence by sentence (and any unique-feature sentences left over).
  const serviceFacts = [...solutionFacts, ...leftoverFeatures].slice(0, 6);
  const serviceCards: ServiceCard[] = serviceFacts.map((fact, i) => {
    const card = factCard(fact, i === 0 ? variant(FRAMING.labels.howItWorks, v) : headingOf(fact));
    return { ...card, font_awesome_icon: iconFor(fact, 'fa-check') };
  });
  if (!serviceCards.length) {
    const early = variant(FRAMING.cards.earlyAccess, v);
    serviceCards.push({ ...early, font_awesome_icon: 'fa-lightbulb' });
  }
  if (!whyCards.length) whyCards.push(variant(FRAMING.cards.feedback, v), variant(FRAMING.cards.talkToUs, v));

  const whyUs = Array.from({ length: 4 }, (_, i): WhyUsCard => ({ ...(whyCards[i] ?? EMPTY_CARD), image_url: '' }));
  const services = Array.from(
    { length: 6 },
    (_, i): ServiceCard => serviceCards[i] ?? { ...EMPTY_CARD, font_awesome_icon: LANDING_DEFAULTS.font_awesome_icon },
  );

  const ideaSentence = subject ? (explicit ? `${name}: ${subject}.` : asSentence(capitalise(subject))) : '';
  const firstFeature = featureFacts[0];
  // The hero shows the paragraph's first sentence under the H1 (the idea): so it opens with what
  // the idea does (the solution), not with the idea again.
  const paragraph = [
    solutionFacts[0] ??
      (firstFeature
        ? fillName(variant(FRAMING.sentences.differentIntro, v), name, { text: lowerFirst(firstFeature) })
        : ''),
    variant(FRAMING.sentences.paragraphEnd, v),
  ]
    .filter(Boolean)
    .join(' ');

  // About points: short takeaways (the page hides an empty one).
  const points = [
    audience ? capitalise(`for ${audience}`) : '',
    ...[...featureFacts, ...solutionFacts.slice(1)].filter((f) => f.length <= POINT_MAX),
  ].filter(Boolean);
  const uniquePoints = points.filter((p, i) => points.findIndex((q) => q.toLowerCase() === p.toLowerCase()) === i);

  const heavy = [
    subject ? fillName(variant(FRAMING.sentences.heavyIdea, v), name, { text: ideaSentence }) : '',
    solution
      ? fillName(variant(FRAMING.sentences.heavyHow, v), name, {
          text: sentencesOf(solution).map(asSentence).join(' '),
        })
      : '',
    feature
      ? fillName(variant(FRAMING.sentences.heavyDifferent, v), name, {
          text: sentencesOf(feature).map(asSentence).join(' '),
        })
      : '',
    fillName(variant(FRAMING.sentences.heavyFeedback, v), name),
  ]
    .filter(Boolean)
    .join('\n\n');

  const header = subject ? capitalise(subject) : explicit ? name : LANDING_DEFAULTS.header;
  const seo: SeoContent = {
    business_name: name,
    title: explicit && subject ? `${name} | ${capitalise(subject)}` : subject ? capitalise(subject) : name,
    header,
    about_us: {
      paragraph,
      point1: uniquePoints[0] ?? '',
      point2: uniquePoints[1] ?? '',
      point3: uniquePoints[2] ?? '',
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
    heavy_description: heavy,
  };
  const questions = questionsOf(prompt, name);
  return {
    seo_content: boundContent(seo),
    questions: {
      num_questions: questions.length,
      ...Object.fromEntries(questions.map((q, i) => [`question_${i + 1}`, q])),
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
  return {
    business_name: fitName(cleanText(c.business_name)) || LANDING_DEFAULTS.business_name,
    title: heading(c.title, L.title) || LANDING_DEFAULTS.title,
    header: heading(c.header, L.header) || LANDING_DEFAULTS.header,
    about_us: {
      paragraph: prose(c.about_us.paragraph, L.paragraph),
      point1: prose(c.about_us.point1, L.point),
      point2: prose(c.about_us.point2, L.point),
      point3: prose(c.about_us.point3, L.point),
    },
    why_us: {
      point1: card(c.why_us.point1),
      point2: card(c.why_us.point2),
      point3: card(c.why_us.point3),
      point4: card(c.why_us.point4),
    },
    services: {
      service1: card(c.services.service1),
      service2: card(c.services.service2),
      service3: card(c.services.service3),
      service4: card(c.services.service4),
      service5: card(c.services.service5),
      service6: card(c.services.service6),
    },
    main_image_url: c.main_image_url,
    bg_image_url: c.bg_image_url,
    theme_colour: c.theme_colour,
    heavy_description: boundHeavy(c.heavy_description),
  };
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
