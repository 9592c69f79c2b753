import { z } from 'zod';
import { FAITHFUL_RULES, generateStructured, type LlmSettings } from '../../generation/model-client';
import { AD_LIMITS, CALL_TO_ACTIONS } from '../../../shared/campaigns/ad-limits';
import type { AdCopy, AdCopyInput } from './ad-copy';
import type { AdCopyWriter } from './writer';

/** What the model is asked for. Lengths are checked afterwards (`boundAdCopy`), not here: one long line should not waste the whole answer. */
const adCopyAnswerSchema = z.object({
  headlines: z.array(z.string()).min(1).max(15),
  long_headline: z.string(),
  descriptions: z.array(z.string()).min(1).max(10),
  call_to_action: z.string(),
});

const H = AD_LIMITS.headlines;
const D = AD_LIMITS.descriptions;

const SYSTEM = [
  'You write Google Ads (Performance Max) text for a small business testing a new idea.',
  `Write ${H.max} headlines of at most ${H.maxLength} characters each; at least one must be at most ${H.shortMaxLength} characters. No exclamation marks in headlines.`,
  `Write one long headline of at most ${AD_LIMITS.longHeadline.maxLength} characters.`,
  `Write ${D.max - 1} descriptions of at most ${D.maxLength} characters each; at least one must be at most ${D.shortMaxLength} characters.`,
  `Pick call_to_action from: ${CALL_TO_ACTIONS.join(', ')}.`,
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
        longHeadline: a.long_headline,
        descriptions: a.descriptions,
        callToAction: a.call_to_action,
      };
    },
  };
}
