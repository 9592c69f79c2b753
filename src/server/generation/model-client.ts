import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, Output } from 'ai';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { MINUTE_MS } from '../../shared/time';

/** An OpenAI-compatible model server (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_STRUCTURED_OUTPUTS). */
export interface LlmSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  /**
   * The server takes a JSON schema for the answer (`response_format: json_schema`: OpenAI,
   * Ollama, llama.cpp's server, vLLM…). When false, only JSON mode is asked for and the schema
   * is written into the prompt. Default true.
   */
  structuredOutputs?: boolean;
  /** Per attempt. */
  timeoutMs?: number;
  /** Attempts before giving up (invalid output, refusal, timeout). */
  attempts?: number;
}

export interface ModelRequest<S extends z.ZodType> {
  /** What the answer is called in the request ("landing_page", "ad_copy"). */
  name: string;
  system: string;
  prompt: string;
  schema: S;
  temperature?: number;
  /** A further check of a schema-valid answer (throws to retry). */
  check?: (answer: z.infer<S>) => void;
}

// Without JSON-schema mode the SDK warns on every call that JSON mode carries no schema; the
// schema is in the prompt then, so the warning says nothing new.
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

/**
 * The one model client of the app, for landing pages and ads alike: asks an OpenAI-compatible
 * server (through the AI SDK) for an answer matching a zod schema, checks it with zod, and
 * retries an invalid answer, a refusal, a server error or a timeout; after the last attempt it
 * throws and the caller falls back to the built-in writer.
 */
export async function generateStructured<S extends z.ZodType>(
  settings: LlmSettings,
  request: ModelRequest<S>,
  log?: FastifyBaseLogger,
): Promise<z.infer<S>> {
  const structured = settings.structuredOutputs ?? true;
  const provider = createOpenAICompatible({
    name: 'llm',
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    supportsStructuredOutputs: structured,
  });
  const prompt = structured
    ? request.prompt
    : `${request.prompt}\n\nAnswer with a JSON object that matches this JSON schema:\n${JSON.stringify(z.toJSONSchema(request.schema))}`;
  const attempts = settings.attempts ?? 2;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const result = await generateText({
        model: provider(settings.model),
        system: request.system,
        prompt,
        output: Output.object({ schema: request.schema, name: request.name }),
        maxRetries: 0,
        temperature: request.temperature ?? 0.7,
        abortSignal: AbortSignal.timeout(settings.timeoutMs ?? MINUTE_MS),
      });
      const answer = result.output as z.infer<S>;
      request.check?.(answer);
      return answer;
    } catch (err) {
      lastError = err;
      log?.warn({ err: String(err), attempt, request: request.name }, 'model call failed');
    }
  }
  throw new Error(`model generation failed after ${attempts} attempts: ${String(lastError)}`);
}

/** The faithfulness rules every model prompt carries (page and ads). */
export const FAITHFUL_RULES = [
  "Every claim must come from the founder's answers. You may rephrase, reorder and split their sentences, and add neutral framing (how it works, why it matters, early access, talk to us, your feedback shapes it).",
  'Never add an offering, feature, price, discount, guarantee, award, testimonial, customer number, audience, place or number the founder did not state.',
  'Fewer items beat invented ones: leave a card\'s heading and description empty ("") rather than make one up.',
  'Use the founder\'s own business name exactly as given; never add "Co.", "Inc." or any other ending.',
  'Headings and headlines are complete phrases: never end one on a word like "for", "and", "the", "with", "to" or "of".',
  'Plain text only (no HTML, no Markdown, no emoji), in the language of the founder.',
].join('\n');
