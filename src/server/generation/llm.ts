import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { LandingPage, SeoContent } from '../../shared/contracts/landing';
import { LANDING_LIMITS, themeColourSchema } from '../../shared/contracts/landing';
import { IDEA_QUESTIONS } from '../../shared/orders/questions';
import { boundContent, businessNameOf, COPY_PLAN_RULES, questionsOf } from './builtin/builtin';
import { cleanText } from './builtin/text';
import { iconFor, RULE_ICONS } from './builtin/icons';
import { GENERAL, INDUSTRIES } from './builtin/industries';
import { FAITHFUL_RULES, generateStructured, type LlmSettings } from './model-client';

export type { LlmSettings } from './model-client';

const L = LANDING_LIMITS;
// Lengths are asked for in the prompt and enforced afterwards by `boundContent` (complete
// phrases), so one long line does not waste the whole answer. A card may be left empty.
const card = z.object({ heading: z.string(), description: z.string() });
const service = card.extend({ font_awesome_icon: z.string().max(60) });

/** What the model writes: the page's texts (the business name is the founder's; images are drawn by the server). */
export const llmAnswerSchema = z.object({
  title: z.string().min(1),
  header: z.string().min(1),
  subheader: z.string(),
  about_us: z.object({
    paragraph: z.string(),
    point1: z.string(),
    point2: z.string(),
    point3: z.string(),
  }),
  why_us: z.object({ point1: card, point2: card, point3: card, point4: card }),
  services: z.object({
    service1: service,
    service2: service,
    service3: service,
    service4: service,
    service5: service,
    service6: service,
  }),
  theme_colour: themeColourSchema,
  heavy_description: z.string(),
  questions: z.array(z.string()).max(L.maxQuestions),
});
export type LlmAnswer = z.infer<typeof llmAnswerSchema>;

/** Icons the landing page can draw; anything else the model names is replaced by one chosen by meaning. */
const KNOWN_ICONS = new Set([
  ...RULE_ICONS,
  ...[...INDUSTRIES, GENERAL].flatMap((i) => i.suggestions.map((s) => s.icon)),
  'fa-cog',
  'fa-gear',
  'fa-star',
  'fa-heart',
  'fa-check',
]);

const SYSTEM = [
  "You write the copy of a one-page website for a small business that is testing a new idea, from the founder's four answers.",
  FAITHFUL_RULES,
  'The page follows one plan:',
  ...COPY_PLAN_RULES.map((rule) => `- ${rule}`),
  `Lengths: title up to ${L.title} characters, header up to ${L.header}, subheader up to 200, card headings up to 40, card descriptions up to 200, about points up to 110, the paragraph up to 600.`,
  `Icons are Font Awesome 6 free solid class names such as ${[...KNOWN_ICONS].slice(0, 12).join(', ')}.`,
  "heavy_description is empty, or paragraphs separated by a blank line that say what no other section says. questions are up to 3 short questions for visitors, taken from the founder's question prompt (none when there is no prompt).",
  'Answer with one JSON object only.',
].join('\n');

function userPrompt(answers: readonly string[], name: string): string {
  const idea = IDEA_QUESTIONS.map((q, i) => `${q}\n${cleanText(answers[i]) || '(no answer)'}`).join('\n\n');
  return `Business name (use exactly this): ${name}\n\n${idea}`;
}

/** The model's answer as landing page content, cleaned and bounded; image URLs left empty. */
export function toLandingPage(answer: LlmAnswer, name: string, prompt = ''): LandingPage {
  const svc = (s: LlmAnswer['services']['service1']) => ({
    heading: s.heading,
    description: s.description,
    font_awesome_icon: KNOWN_ICONS.has(s.font_awesome_icon)
      ? s.font_awesome_icon
      : iconFor(`${s.heading} ${s.description}`),
  });
  const why = (c: LlmAnswer['why_us']['point1']) => ({ heading: c.heading, description: c.description, image_url: '' });
  const seo: SeoContent = {
    business_name: name,
    title: answer.title,
    header: answer.header,
    subheader: answer.subheader,
    about_us: answer.about_us,
    why_us: {
      point1: why(answer.why_us.point1),
      point2: why(answer.why_us.point2),
      point3: why(answer.why_us.point3),
      point4: why(answer.why_us.point4),
    },
    services: {
      service1: svc(answer.services.service1),
      service2: svc(answer.services.service2),
      service3: svc(answer.services.service3),
      service4: svc(answer.services.service4),
      service5: svc(answer.services.service5),
      service6: svc(answer.services.service6),
    },
    main_image_url: '',
    bg_image_url: '',
    theme_colour: answer.theme_colour,
    heavy_description: answer.heavy_description,
  };
  const fromModel = questionsOf(answer.questions.join('\n'), name);
  const questions = answer.questions.some((q) => cleanText(q)) ? fromModel : questionsOf(prompt, name);
  return {
    seo_content: boundContent(seo),
    questions: {
      num_questions: questions.length,
      ...Object.fromEntries(questions.map((q, i) => [`question_${i + 1}`, q])),
    } as LandingPage['questions'],
  };
}

/** A page with nothing under its heading (no subheader, paragraph or card) means the model did not really answer (a refusal, say). */
function looksEmpty(page: LandingPage): boolean {
  const s = page.seo_content;
  const cards = [...Object.values(s.why_us), ...Object.values(s.services)];
  return !s.subheader && !s.about_us.paragraph && cards.every((c) => !c.heading || !c.description);
}

/**
 * Landing page content from an OpenAI-compatible model (through the one model client), held to
 * the same limits and shortening as the built-in writer. Throws after the last failed attempt;
 * the caller then falls back to the built-in writer.
 */
export async function generateWithLlm(
  settings: LlmSettings,
  answers: readonly string[],
  log?: FastifyBaseLogger,
): Promise<LandingPage> {
  const name = businessNameOf(cleanText(answers[0])).name;
  let page: LandingPage | null = null;
  await generateStructured(
    settings,
    {
      name: 'landing_page',
      system: SYSTEM,
      prompt: userPrompt(answers, name),
      schema: llmAnswerSchema,
      check: (answer) => {
        page = toLandingPage(answer, name, cleanText(answers[3]));
        if (looksEmpty(page)) throw new Error('the model answered with empty texts');
      },
    },
    log,
  );
  return page!;
}
