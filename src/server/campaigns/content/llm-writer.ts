import { z } from 'zod';
import { FAITHFUL_RULES, generateStructured, type LlmSettings } from '../../generation/model-client';
import { AD_LIMITS } from '../../../shared/campaigns/ad-limits';
import type { AdCopy, AdCopyInput } from './ad-copy';
import type { AdCopyWriter } from './writer';

/** What the model is asked for. Lengths are checked afterwards (`boundAdCopy`), not here: one long line should not waste the whole answer. */
const adCopyAnswerSchema = z.object({
  headlines: z.array(z.string()).min(1).max(15),
  long_headlines: z.array(z.string()).min(1).max(5),
  descriptions: z.array(z.string()).min(1).max(10),
});

const H = AD_LIMITS.headlines;
const D = AD_LIMITS.descriptions;

const SYSTEM = [
  'You write Google Ads (Performance Max) text for a small business testing a new idea.',
  `Write ${H.max} headlines of at most ${H.maxLength} characters each; at least one must be at most ${H.shortMaxLength} characters. No exclamation marks in headlines.`,
  `Write ${AD_LIMITS.longHeadlines.max} long headlines of at most ${AD_LIMITS.longHeadlines.maxLength} characters each that say what is offered (never only the business name or a place), none the same as a headline.`,
  'Headline 1 repeats the landing page header when it fits; no headline is a cut-off part of a sentence.',
  `Write ${D.max - 1} descriptions of at most ${D.maxLength} characters each; at least one must be at most ${D.shortMaxLength} characters.`,
  FAITHFUL_RULES,
  'Use the business name exactly as given.',
  'Answer with one JSON object only.',
].join('\n');

function prompt(input: AdCopyInput): string {
  return [
    `Business name: ${input.businessName}`,
    `Business idea: ${input.idea || '(none)'}`,
    `Solution: ${input.solution || '(none)'}`,
    `Unique feature: ${input.feature || '(none)'}`,
    input.header ? `Landing page header: ${input.header}` : '',
    input.about ? `About: ${input.about}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * Ad copy from the same OpenAI-compatible model as the landing pages, through the one model
 * client (structured output checked with zod). Whatever it writes is then held to Google's
 * limits with the shared shortening by `boundAdCopy`; a failure falls back to the built-in copy.
 */
export function llmAdCopyWriter(settings: LlmSettings): AdCopyWriter {
  return {
    name: 'llm',
    async write(input): Promise<Partial<AdCopy>> {
      const a = await generateStructured(settings, {
        name: 'ad_copy',
        system: SYSTEM,
        prompt: prompt(input),
        schema: adCopyAnswerSchema,
      });
      return {
        headlines: a.headlines,
        longHeadlines: a.long_headlines,
        descriptions: a.descriptions,
      };
    },
  };
}
