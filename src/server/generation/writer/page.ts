import type { LandingPage, SeoContent, ServiceCard, WhyUsCard } from '../../../shared/contracts/landing';
import { LANDING_DEFAULTS, LANDING_LIMITS } from '../../../shared/contracts/landing';
import type { PagePlan } from '../../../shared/contracts/page-plan';
import { fitSentences, fitText, sentencesOf, wordsOf } from '../../../shared/text/fit';
import { iconFor } from '../builtin/icons';
import { detectIndustry } from '../builtin/industries';
import { cleanText, hash, pick } from '../builtin/text';
import { wordCount } from './analyse';
import { fitName } from './name';

/**
 * Step three's edge (docs/content-writer.md "The pipeline"): a page plan as the stored slots of
 * the spec's landing page JSON (`seo_content`, `questions`). The one adapter between a plan,
 * whoever wrote it, and storage; every text is bounded here.
 */

const L = LANDING_LIMITS;
const EMPTY_CARD = { heading: '', description: '' };
const norm = (s: string) => wordsOf(s).join(' ');

/** The theme colour from the idea's words (design, not a claim). */
export function themeColourOf(idea: string, rest: string): string {
  const industry = detectIndustry(wordsOf(idea), wordsOf(rest));
  return pick(industry.colours, hash([idea, rest].join('\u0001')), 3);
}

/** A plan as the landing page JSON (image URLs empty: the pipeline draws the images). */
export function pageOfPlan(plan: PagePlan, themeColour: string): LandingPage {
  const why = Array.from({ length: 4 }, (_, i): WhyUsCard => {
    const c = plan.why_us[i];
    return { ...(c ? { heading: c.heading, description: c.text } : EMPTY_CARD), image_url: '' };
  });
  const svc = Array.from({ length: 6 }, (_, i): ServiceCard => {
    const c = plan.services[i];
    return c
      ? { heading: c.heading, description: c.text, font_awesome_icon: iconFor(`${c.heading} ${c.text}`, 'fa-check') }
      : { ...EMPTY_CARD, font_awesome_icon: LANDING_DEFAULTS.font_awesome_icon };
  });
  const seo: SeoContent = {
    business_name: plan.name,
    title: plan.title,
    header: plan.hero,
    subheader: plan.subhead,
    about_us: aboutOf(plan.about, plan.aboutProse),
    why_us: { point1: why[0]!, point2: why[1]!, point3: why[2]!, point4: why[3]! },
    services: {
      service1: svc[0]!,
      service2: svc[1]!,
      service3: svc[2]!,
      service4: svc[3]!,
      service5: svc[4]!,
      service6: svc[5]!,
    },
    main_image_url: '',
    bg_image_url: '',
    theme_colour: themeColour,
    heavy_description: '',
    ...(plan.cta && plan.cta !== LANDING_DEFAULTS.cta_text ? { cta_text: plan.cta } : {}),
    locale: plan.locale,
  };
  const questions = plan.questions.map((q) => cleanText(q)).filter(Boolean).slice(0, L.maxQuestions);
  return {
    seo_content: boundContent(seo),
    questions: {
      num_questions: questions.length,
      ...Object.fromEntries(questions.map((q, i) => [`question_${i + 1}`, q])),
    } as LandingPage['questions'],
  };
}

/** The most words a fact of About says as a point of its checklist ("Guides are locals who grew up in Lisbon."). */
const POINT_WORDS = 8;

/**
 * About: short sentences as its checklist (at most three), the others as its paragraph. A fact
 * that heads no card is read faster as a check ("90-day guarantee on all work.") than inside a
 * paragraph; a long one, such as the problem the founder describes, stays prose.
 */
function aboutOf(sentences: readonly string[], prose = 0): SeoContent['about_us'] {
  const points: string[] = [];
  const paragraph: string[] = [];
  for (const [i, s] of sentences.entries()) {
    if (i >= prose && wordCount(s) <= POINT_WORDS && points.length < 3) points.push(s);
    else paragraph.push(s);
  }
  return { paragraph: paragraph.join(' '), point1: points[0] ?? '', point2: points[1] ?? '', point3: points[2] ?? '' };
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
    ...(c.cta_text ? { cta_text: heading(c.cta_text, L.ctaText) } : {}),
    ...(c.locale ? { locale: c.locale } : {}),
  });
}

/**
 * Each sentence once (COPY_PLAN_RULES), whoever wrote the page: in the page's order, a sentence
 * of six or more words already said above is dropped, and a card left without a text is emptied.
 * The built-in writer's plan never repeats, so this changes only a model's page.
 */
function onceEach(c: SeoContent): SeoContent {
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
