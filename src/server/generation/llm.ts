import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, Output } from 'ai';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { LandingPage, SeoContent } from '../../shared/contracts/landing';
import { LANDING_LIMITS, themeColourSchema } from '../../shared/contracts/landing';
import { IDEA_QUESTIONS } from '../../shared/orders/questions';
import { boundContent } from './builtin/builtin';
import { cleanText } from './builtin/text';
import { iconFor, RULE_ICONS } from './builtin/icons';
import { GENERAL, INDUSTRIES } from './builtin/industries';

export interface LlmSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Per attempt. */
  timeoutMs?: number;
  /** Attempts before giving up (invalid output, refusal, timeout). */
  attempts?: number;
}

const L = LANDING_LIMITS;
const card = z.object({ heading: z.string().min(1).max(L.heading), description: z.string().min(1).max(L.description) });
const service = card.extend({ font_awesome_icon: z.string().max(60) });

/** What the model writes: the texts of SPEC §3 (images are drawn by the server). */
export const llmAnswerSchema = z.object({
  business_name: z.string().min(1).max(L.businessName),
  title: z.string().min(1).max(L.title),
  header: z.string().min(1).max(L.header),
  about_us: z.object({
    paragraph: z.string().min(1).max(L.paragraph),
    point1: z.string().min(1).max(L.point),
    point2: z.string().min(1).max(L.point),
    point3: z.string().min(1).max(L.point),
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
  heavy_description: z.string().min(1).max(L.heavyDescription),
  questions: z.array(z.string().min(1).max(L.question)).min(1).max(L.maxQuestions),
});
export type LlmAnswer = z.infer<typeof llmAnswerSchema>;

/** Icons the landing page can draw; anything else the model names is replaced by one chosen by meaning. */
const KNOWN_ICONS = new Set([
  ...RULE_ICONS,
  ...[...INDUSTRIES, GENERAL].flatMap((i) => i.services.map((s) => s.icon)),
  'fa-cog',
  'fa-gear',
  'fa-star',
  'fa-heart',
  'fa-check',
]);

const SYSTEM = [
  'You write the copy of a one-page website for a small business that is testing a new idea.',
  'Write in plain text (no HTML, no Markdown), in the language of the founder, warm and concrete, like a real small-business page.',
  'Never invent prices, awards, customer numbers or testimonials.',
  'Answer with one JSON object only, matching the requested schema exactly.',
  `Icons are Font Awesome 6 free solid class names such as ${[...KNOWN_ICONS].slice(0, 12).join(', ')}.`,
  'heavy_description is 3 to 5 paragraphs separated by a blank line. questions are 1 to 3 short survey questions for visitors, taken from the founder\'s question prompt.',
].join('\n');

/** The JSON schema is also spelled out in the prompt: many OpenAI-compatible servers only offer JSON mode. */
const SCHEMA_TEXT = JSON.stringify(z.toJSONSchema(llmAnswerSchema));

function userPrompt(answers: readonly string[]): string {
  const idea = IDEA_QUESTIONS.map((q, i) => `${q}\n${cleanText(answers[i]) || '(no answer)'}`).join('\n\n');
  return `${idea}\n\nAnswer with a JSON object that matches this JSON schema:\n${SCHEMA_TEXT}`;
}

/** The model's answer as landing page content, cleaned and bounded; image URLs left empty. */
export function toLandingPage(answer: LlmAnswer): LandingPage {
  const svc = (s: LlmAnswer['services']['service1']) => ({
    heading: s.heading,
    description: s.description,
    font_awesome_icon: KNOWN_ICONS.has(s.font_awesome_icon) ? s.font_awesome_icon : iconFor(`${s.heading} ${s.description}`),
  });
  const why = (c: LlmAnswer['why_us']['point1']) => ({ heading: c.heading, description: c.description, image_url: '' });
  const seo: SeoContent = {
    business_name: answer.business_name,
    title: answer.title,
    header: answer.header,
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
  const questions = answer.questions.map((q) => cleanText(q).slice(0, L.question)).filter(Boolean);
  return {
    seo_content: boundContent(seo),
    questions: {
      num_questions: questions.length,
      ...Object.fromEntries(questions.map((q, i) => [`question_${i + 1}`, q])),
    } as LandingPage['questions'],
  };
}

/** A text that is empty after cleaning means the model did not really answer (a refusal, say). */
function looksEmpty(page: LandingPage): boolean {
  const s = page.seo_content;
  const cards = [...Object.values(s.why_us), ...Object.values(s.services)];
  return !s.business_name || !s.about_us.paragraph || cards.some((c) => !c.heading || !c.description);
}

/**
 * Landing page content from an OpenAI-compatible model (AI SDK, structured output checked with
 * zod). Invalid output, a refusal or a timeout is retried; after the last attempt it throws and
 * the caller falls back to the built-in generator.
 */
// The SDK warns on every call that JSON mode carries no schema; the schema is in the prompt instead.
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

export async function generateWithLlm(
  settings: LlmSettings,
  answers: readonly string[],
  log?: FastifyBaseLogger,
): Promise<LandingPage> {
  const provider = createOpenAICompatible({ name: 'llm', baseURL: settings.baseUrl, apiKey: settings.apiKey });
  const attempts = settings.attempts ?? 2;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const result = await generateText({
        model: provider(settings.model),
        system: SYSTEM,
        prompt: userPrompt(answers),
        output: Output.object({ schema: llmAnswerSchema, name: 'landing_page' }),
        maxRetries: 0,
        temperature: 0.7,
        abortSignal: AbortSignal.timeout(settings.timeoutMs ?? 60_000),
      });
      const page = toLandingPage(result.output);
      if (looksEmpty(page)) throw new Error('the model answered with empty texts');
      return page;
    } catch (err) {
      lastError = err;
      log?.warn({ err: String(err), attempt }, 'model generation failed');
    }
  }
  throw new Error(`model generation failed after ${attempts} attempts: ${String(lastError)}`);
}
