import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { LandingPage } from '../../shared/contracts/landing';
import { generateBuiltin } from './builtin/builtin';
import { generateWithLlm, type LlmSettings } from './llm';
import { withImages } from './images';

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
  /** Skip the model (a job that keeps failing falls back to the built-in generator). */
  builtinOnly?: boolean;
  llm?: LlmSettings | null;
}

/**
 * Write a landing page from the founder's answers (the model when configured and not skipped,
 * else the built-in generator) and draw its images. Knows nothing of order states: the orders
 * area's pipeline (orders/pipeline.ts) calls it and moves the order.
 */
export async function writeLandingPage(
  deps: { db: Db; log: FastifyBaseLogger; config: Config },
  orderId: string,
  answers: string[],
  options: GenerateOptions = {},
): Promise<{ page: LandingPage; generator: string }> {
  const llm = options.llm === undefined ? llmSettings(deps.config) : options.llm;
  let page: LandingPage | null = null;
  let generator = 'builtin';
  if (llm && !options.builtinOnly) {
    try {
      page = await generateWithLlm(llm, answers, deps.log);
      // 'llm:{model}': the order's writer label names the model that wrote the page.
      generator = `llm:${llm.model}`;
    } catch (err) {
      deps.log.warn({ err: String(err), orderId }, 'model provider failed; using the built-in generator');
    }
  }
  page ??= generateBuiltin(answers);
  const seo = await withImages(deps.db, orderId, page.seo_content);
  return { page: { ...page, seo_content: seo }, generator };
}
