import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { LandingPage } from '../../shared/contracts/landing';
import type { IdeaAnswers } from '../../shared/orders/answers';
import type { LlmSettings } from './llm';
import { withImages } from './images';
import { pageOfPlan, themeColourOf } from './writer/page';
import { builtinPageWriter, withFallback, type PageWriter } from './writers';

/** The model provider's settings when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are all set. */
export function llmSettings(config: Config): LlmSettings | null {
  const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_STRUCTURED_OUTPUTS } = config;
  return LLM_BASE_URL && LLM_API_KEY && LLM_MODEL
    ? {
        baseUrl: LLM_BASE_URL,
        apiKey: LLM_API_KEY,
        model: LLM_MODEL,
        structuredOutputs: LLM_STRUCTURED_OUTPUTS ?? true,
      }
    : null;
}

export interface GenerateOptions {
  /** Skip the model (a job that keeps failing falls back to the built-in writer). */
  builtinOnly?: boolean;
}

/** The plan of `writer` (the built-in writer when it fails) as the stored page, images not drawn yet. */
export async function writePage(
  writer: PageWriter,
  answers: IdeaAnswers,
  options: { log?: FastifyBaseLogger; builtinOnly?: boolean; variation?: number } = {},
): Promise<{ page: LandingPage; generator: string }> {
  const { value: plan, by } = await withFallback(writer, builtinPageWriter, { answers, variation: options.variation ?? 0 }, options);
  const colour = themeColourOf(answers.idea, `${answers.solution} ${answers.feature}`);
  return { page: pageOfPlan(plan, colour), generator: by };
}

/**
 * Write a landing page from the founder's answers (the configured writer, the built-in one when
 * it fails or is skipped) and draw its images. Knows nothing of order states: the orders area's
 * pipeline (orders/pipeline.ts) calls it and moves the order.
 */
export async function writeLandingPage(
  deps: { db: Db; log: FastifyBaseLogger; pageWriter: PageWriter },
  orderId: string,
  answers: IdeaAnswers,
  options: GenerateOptions = {},
): Promise<{ page: LandingPage; generator: string }> {
  const { page, generator } = await writePage(deps.pageWriter, answers, { log: deps.log, ...options });
  if (generator === 'builtin' && deps.pageWriter.name !== 'builtin' && !options.builtinOnly) {
    deps.log.warn({ orderId }, 'page written by the built-in writer after the model failed');
  }
  const seo = await withImages(deps.db, orderId, page.seo_content);
  return { page: { ...page, seo_content: seo }, generator };
}
