import { z } from 'zod';
import { FAITHFUL_RULES, generateStructured, type LlmSettings } from '../../generation/model-client';
import type { AdCopyInput } from '../../../shared/campaigns/ad-copy';
import { WRITING_BUDGETS } from '../../../shared/contracts/page-plan';
import { builtinAd } from '../../generation/writer/builtin';
import { boundAdCopy, type AdCopyWriter } from './writer';

/** What the model is asked for. Lengths are checked afterwards (`boundAdCopy`), not here: one long line should not waste the whole answer. */
const adCopyAnswerSchema = z.object({
  headlines: z.array(z.string()).min(1).max(15),
  long_headlines: z.array(z.string()).min(1).max(5),
  descriptions: z.array(z.string()).min(1).max(10),
});

const A = WRITING_BUDGETS.ad;

const SYSTEM = [
  'You write Google Ads (Performance Max) text for a small business testing a new idea.',
  `Write ${A.headlines.max} headlines of at most ${A.headline} characters each, each saying something specific to this business (at most ${A.genericHeadlines} that could belong to any business); at least one must be at most ${A.shortHeadline} characters. No exclamation marks in headlines.`,
  `Write ${A.longHeadlines.max} long headlines of at most ${A.longHeadline} characters each that say what is offered with its strongest proof (never only the business name or a place), none the same as a headline.`,
  'Headline 1 repeats the landing page header when it fits; no headline is a cut-off part of a sentence.',
  `Write ${A.descriptions.max - 1} descriptions of at most ${A.description} characters each, none a copy of a long headline; at least one must be at most ${A.shortDescription} characters.`,
  FAITHFUL_RULES,
  'Use the business name exactly as given.',
  'Answer with one JSON object only.',
].join('\n');

function prompt(input: AdCopyInput): string {
  return [
    `Business name: ${input.businessName}`,
    `Business idea: ${input.answers.idea || '(none)'}`,
    `Solution: ${input.answers.solution || '(none)'}`,
    `Unique feature: ${input.answers.feature || '(none)'}`,
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
    async write(input) {
      const a = await generateStructured(settings, {
        name: 'ad_copy',
        system: SYSTEM,
        prompt: prompt(input),
        schema: adCopyAnswerSchema,
      });
      // Held to Google's limits; whatever is missing comes from the built-in ad.
      return boundAdCopy(
        { headlines: a.headlines, longHeadlines: a.long_headlines, descriptions: a.descriptions },
        builtinAd(input),
      );
    },
  };
}
