import type { LandingPage, SeoContent, ServiceCard, WhyUsCard } from '../../../shared/contracts/landing';
import { LANDING_DEFAULTS, LANDING_LIMITS } from '../../../shared/contracts/landing';
import { detectIndustry, type Industry } from './industries';
import { iconFor } from './icons';
import { asSentence, capitalise, cleanText, hash, lowerFirst, pick, sentences, titleCase, truncate, words } from './text';

/** Words that never make a business name. */
const STOP = new Set(
  (
    'a an the and or but of for to in on at by with from into onto that which who whom whose where when ' +
    'this these those our your my their its it we you they i me us them is are be was were been being ' +
    'will would can could should may might must do does did not no yes so than then very just more most ' +
    'help helps helping make makes making let lets connect connects connecting provide provides offer offers ' +
    'deliver delivers sell sells build builds give gives bring brings find finds turn turns create creates ' +
    'app apps platform service services website site tool tools solution solutions startup company business ' +
    'online new best simple easy smart better way idea ideas people everyone anyone based using via like ' +
    'get gets use uses all any every each some own one two'
  ).split(' '),
);

const VERB_START = new Set(
  (
    'help connect make deliver sell build create offer provide teach bring turn let find share rent book track ' +
    'manage reduce save clean match organise organize automate simplify plan launch grow fix repair'
  ).split(' '),
);

const PREPOSITION = /^(who|that|which|to|in|on|at|with|and|by|from|near|across|around|so|while|without)$/i;

/** Who the idea is for: "Meal kits for busy parents in Pune" → "busy parents". */
export function audienceOf(text: string): string | null {
  const m = /\bfor\s+(.+)$/iu.exec(text);
  if (!m) return null;
  const out: string[] = [];
  for (const w of m[1]!.split(/\s+/)) {
    const bare = w.replace(/[.,;:!?)(]+$/u, '');
    if (!bare || PREPOSITION.test(bare)) break;
    if (out.length === 0 && /^(the|all|every|any)$/i.test(bare)) continue;
    out.push(bare);
    if (out.length === 4 || bare !== w) break;
  }
  const audience = out.join(' ');
  if (!audience || !/\p{L}/u.test(audience) || /^(you|me|us|them|everyone|free)$/i.test(audience)) return null;
  return audience.length <= 40 ? audience : null;
}

/**
 * A name for the business: an explicit one from the idea ("FreshBox: zero-waste groceries"),
 * else its key words and a fitting ending. `rest` is the idea without an explicit name.
 */
export function businessNameOf(idea: string, industry: Industry, seed: number): { name: string; rest: string } {
  const explicit = /^\s*(\p{Lu}[\p{L}\p{N}'’&]+(?:\s+\p{Lu}[\p{L}\p{N}'’&]+){0,2})\s*[-–—:|]\s*(.*)$/u.exec(idea);
  if (explicit) return { name: explicit[1]!, rest: explicit[2]! };
  const camel = /(?:^|\s)(\p{Lu}\p{Ll}+\p{Lu}[\p{L}\p{N}]*)(?=\s|$|[.,!?])/u.exec(idea);
  if (camel) return { name: camel[1]!, rest: idea };
  const core = (idea.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [])
    .filter((w) => !STOP.has(w.toLowerCase()) && w.length > 1)
    .slice(0, 2);
  if (core.length) {
    const base = titleCase(core.join(' '));
    // Latin-script names get an ending ("Meal Kits Co.", "Yoga Studio"); other scripts stay as written.
    if (!/^[\p{Script=Latin}\p{N}\s'’-]+$/u.test(base)) return { name: truncate(base, 40), rest: idea };
    const suffix = core.length > 1 ? 'Co.' : pick(industry.suffixes, seed, 1);
    return { name: truncate(`${base} ${suffix}`, 40), rest: idea };
  }
  return { name: idea ? truncate(idea, 40) : LANDING_DEFAULTS.business_name, rest: idea };
}

/** The idea as a clause after "we are building …" / "we exist to …". */
function ideaClause(idea: string): string {
  const lower = lowerFirst(idea.replace(/[.!?…]+$/u, ''));
  const words = lower.split(' ');
  if (VERB_START.has((words[0] ?? '').toLowerCase())) return `we exist to ${lower}`;
  // A one- or two-word idea ("yoga") reads better as a subject than as the thing being built.
  if (words.length <= 2) return `we are building something new around ${lower}`;
  return `we are building ${lower}`;
}

/** The questions of the contact form, from the fourth answer ("What is your question prompt?"). */
export function questionsOf(prompt: string, name: string): string[] {
  const found: string[] = [];
  for (const part of prompt.split(/(?<=\?)|\n|;/u)) {
    const q = part.trim().replace(/^[-*•\d.)\s]+/u, '');
    if (Array.from(q).length < 4 || !/[\p{L}\p{N}]/u.test(q)) continue;
    const interrogative = /^(what|how|would|do|does|did|is|are|can|could|will|which|who|why|when|where|should|have|has)\b/i.test(q);
    const text = q.endsWith('?') || !interrogative ? q : `${q}?`;
    found.push(capitalise(truncate(text, LANDING_LIMITS.question)));
    if (found.length === LANDING_LIMITS.maxQuestions) break;
  }
  if (found.length) return found;
  return [`What would make ${name} a must-have for you?`, 'How much would you expect to pay for it?'];
}

const fill = (text: string, audience: string | null) => text.replaceAll('{audience}', audience ?? 'you');

/**
 * The built-in generator (the default, and the fallback of the model provider): deterministic,
 * from the four answers, every field of SPEC §3 filled. Image URLs are left empty here; the
 * pipeline draws the images and fills them in.
 */
export function generateBuiltin(answers: readonly string[]): LandingPage {
  const [idea = '', solution = '', feature = '', prompt = ''] = answers.map((a) => cleanText(a));
  const seed = hash(answers.join('\u0001'));
  const industry = detectIndustry(words(idea), words(`${solution} ${feature}`));
  const named = businessNameOf(idea, industry, seed);
  const name = named.name;
  /** "… behind Meal Kits Co." without a doubled full stop. */
  const nameEnd = name.endsWith('.') ? name : `${name}.`;
  const audience = audienceOf(idea) ?? audienceOf(solution);
  const tail = pick(industry.tails, seed, 2);
  const ideaText = named.rest.replace(/[.!?…]+$/u, '');
  const solutionSentences = sentences(solution);
  const featureSentences = sentences(feature);
  const firstSolution = solutionSentences[0] ? asSentence(truncate(solutionSentences[0], 240)) : '';
  const firstFeature = featureSentences[0] ? asSentence(truncate(featureSentences[0], 240)) : '';

  const paragraph = [
    ideaText ? `At ${name}, ${ideaClause(ideaText)}.` : `${name} is a new business welcoming its first customers.`,
    ...solutionSentences.slice(0, 2).map((s) => asSentence(truncate(s, 240))),
    firstFeature ? `What sets us apart: ${lowerFirst(firstFeature)}` : '',
    `We believe ${industry.promise}, and we are shaping ${name} together with our first customers.`,
  ]
    .filter(Boolean)
    .join(' ');

  const whyUs: WhyUsCard[] = [
    audience
      ? {
          heading: truncate(titleCase(`Made for ${audience}`), LANDING_LIMITS.heading),
          description: `Designed from the ground up for ${audience}, around the everyday problems that matter most.`,
        }
      : industry.whyUs[0]!,
    firstSolution ? { heading: 'How It Works', description: firstSolution } : industry.whyUs[1]!,
    industry.whyUs[2]!,
    industry.whyUs[3]!,
  ].map((c) => ({ heading: c.heading, description: c.description, image_url: '' }));

  const start = seed % industry.services.length;
  const rotated = [...industry.services.slice(start), ...industry.services.slice(0, start)];
  const serviceIdeas = firstFeature
    ? [
        {
          heading: 'Our Signature Feature',
          description: firstFeature,
          icon: iconFor(feature, 'fa-star'),
        },
        ...rotated.slice(0, 5),
      ]
    : rotated;
  const services: ServiceCard[] = serviceIdeas.map((s) => ({
    heading: s.heading,
    description: fill(s.description, audience),
    font_awesome_icon: s.icon,
  }));

  const heavy = [
    ideaText
      ? `${asSentence(ideaText).replace(/\.$/u, '')}: that is the idea behind ${nameEnd} ${
          audience
            ? `We started it because ${audience} deserve something better than the options they have today.`
            : 'We started it because the options available today are not good enough.'
        }`
      : `${name} is a new business built to solve a real, everyday problem.`,
    solutionSentences.length
      ? `How it works. ${solutionSentences.map((s) => asSentence(s)).join(' ')}`
      : `How it works. ${fill(industry.services[0]!.description, audience)}`,
    featureSentences.length ? `What makes it different. ${featureSentences.map((s) => asSentence(s)).join(' ')}` : '',
    `Why it matters. We believe ${industry.promise}. ${services
      .slice(1, 4)
      .map((s) => s.heading)
      .join(', ')} and more are all designed around that belief.`,
    `We are opening ${name} to our first customers now. Tell us what you think through the form below: your answers shape what we build next.`,
  ]
    .filter(Boolean)
    .join('\n\n');

  const seo: SeoContent = {
    business_name: name,
    title: `${name} | ${capitalise(ideaText || tail)}`,
    header: ideaText ? `${capitalise(ideaText)} — ${tail}` : capitalise(tail),
    about_us: {
      paragraph,
      point1: firstSolution || asSentence(fill(industry.services[0]!.description, audience)),
      point2: firstFeature || industry.whyUs[0]!.description,
      point3: audience
        ? `Built for ${audience}, and shaped by the feedback of our first customers.`
        : 'Shaped by the feedback of our first customers, one improvement at a time.',
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

/** Every text cleaned and within LANDING_LIMITS (also applied to a model's answer). */
export function boundContent(c: SeoContent): SeoContent {
  const t = (s: string, max: number) => truncate(cleanText(s), max);
  const L = LANDING_LIMITS;
  const card = <T extends { heading: string; description: string }>(x: T): T => ({
    ...x,
    heading: t(x.heading, L.heading),
    description: t(x.description, L.description),
  });
  return {
    business_name: t(c.business_name, L.businessName) || LANDING_DEFAULTS.business_name,
    title: t(c.title, L.title) || LANDING_DEFAULTS.title,
    header: t(c.header, L.header) || LANDING_DEFAULTS.header,
    about_us: {
      paragraph: t(c.about_us.paragraph, L.paragraph),
      point1: t(c.about_us.point1, L.point),
      point2: t(c.about_us.point2, L.point),
      point3: t(c.about_us.point3, L.point),
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
    heavy_description: c.heavy_description
      .split('\n\n')
      .map((p) => cleanText(p))
      .filter(Boolean)
      .join('\n\n')
      .slice(0, L.heavyDescription),
  };
}
