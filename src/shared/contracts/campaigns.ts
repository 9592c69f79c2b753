import { z } from 'zod';
import { CAMPAIGN_MESSAGES as M } from '../campaigns/messages';
import {
  BUDGET_MAX,
  BUDGET_MIN,
  BUDGET_STEP,
  BUSINESS_NAME_MAX,
  CAMPAIGN_NAME_MAX,
  DURATION_MAX,
  DURATION_MIN,
  MAX_TARGETS,
} from '../campaigns/rules';
import { CAMPAIGN_STATUSES } from '../campaigns/status';
import { AD_POLICIES } from '../campaigns/policy';
import { locationSchema } from './geo';

/**
 * The ad campaign form (docs/product.md#validation-rules), one schema for the web form and the server's body check.
 * `target_locations` holds Google criterion ids ("2356") or exact place labels / country names.
 */
export const campaignFormSchema = z.object({
  campaign_name: z.string().trim().min(1, M.nameRequired).max(CAMPAIGN_NAME_MAX, M.nameTooLong),
  business_name: z.string().trim().min(1, M.businessNameRequired).max(BUSINESS_NAME_MAX, M.businessNameTooLong),
  budget: z
    .number({ error: M.budgetRange })
    .min(BUDGET_MIN, M.budgetRange)
    .max(BUDGET_MAX, M.budgetRange)
    .multipleOf(BUDGET_STEP, M.budgetStep),
  duration: z
    .number({ error: M.durationRange })
    .int(M.durationRange)
    .min(DURATION_MIN, M.durationRange)
    .max(DURATION_MAX, M.durationRange),
  target_locations: z
    .array(z.string().trim().min(1).max(200), { error: M.locationRequired })
    .min(1, M.locationRequired)
    .max(MAX_TARGETS, M.tooManyLocations)
    .refine((ids) => new Set(ids).size === ids.length, M.duplicateLocation),
});
export type CampaignForm = z.infer<typeof campaignFormSchema>;

/** Bounds on the request's size only; the real limits are Google's, checked with their messages. */
const EDIT_TEXT_MAX = 500;
const EDIT_LIST_MAX = 20;

const orderId = z.string().trim().min(1, 'order_id is required').max(100);

/** POST /api/create_ad_campaign (docs/product.md#api-calls); `status` is accepted for compatibility and ignored: new campaigns are Draft. */
export const createAdCampaignBodySchema = campaignFormSchema.extend({
  order_id: orderId,
  status: z.string().max(40).optional(),
});
export type CreateAdCampaignBody = z.infer<typeof createAdCampaignBodySchema>;

export const campaignStatusSchema = z.enum(CAMPAIGN_STATUSES);

/**
 * A campaign's reported figures (docs/ad-campaigns.md#results), summed over the days reported so far.
 * Money in INR (rupees, two decimals).
 */
const adMetricsSchema = z.object({
  impressions: z.number().int(),
  clicks: z.number().int(),
  cost: z.number(),
  /** Click-through rate, clicks ÷ impressions (0–1); null without impressions. */
  ctr: z.number().nullable(),
  /** Cost per click in INR; null without clicks. */
  cpc: z.number().nullable(),
});
export type AdMetrics = z.infer<typeof adMetricsSchema>;

/** Who reports a campaign's figures: "sandbox" figures are simulated (no real ad account). */
const metricsSourceSchema = z.enum(['sandbox', 'google_ads']);

/** docs/product.md#data ad campaign, plus what the dashboard shows beyond it. Money in INR (whole rupees). */
const adCampaignSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  campaign_name: z.string(),
  business_name: z.string(),
  budget: z.number(),
  currency: z.literal('INR'),
  duration: z.number().int(),
  daily_spend: z.number(),
  /** Names of the targeted places (SPEC: list of country names; also states and cities). */
  target_locations: z.array(z.string()),
  /** The same targets as Google criterion ids. */
  target_location_ids: z.array(z.string()),
  status: campaignStatusSchema,
  /** True when the sandbox ads provider handled (or will handle) the launch: nothing is published. */
  sandbox: z.boolean(),
  /** When the founder last changed the generated ad copy (before paying), or null if never. */
  ad_copy_edited_at: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** The last problem of a background step (the server keeps retrying), or null. */
  last_error: z.string().nullable(),
  /** Reported impressions, clicks and cost so far; null until the provider has reported a day. */
  metrics: adMetricsSchema.nullable(),
  /** Who reports the figures; "sandbox" means simulated. */
  metrics_source: metricsSourceSchema,
});
export type AdCampaign = z.infer<typeof adCampaignSchema>;

export const orderRefBodySchema = z.object({ order_id: orderId });

/**
 * POST /api/get_campaign_defaults → where a new campaign's locations start: the places the
 * order's answers name (a city or state's geo target; a city outside India as its country), or
 * the default country when they name none, with the sentence the form shows under them.
 */
export const campaignDefaultsResponseSchema = z.object({
  target_locations: z.array(locationSchema).min(1).max(MAX_TARGETS),
  /** `answers`: named in the answers; `default`: none named, the default country. */
  source: z.enum(['answers', 'default']),
  note: z.string(),
});
export type CampaignDefaults = z.infer<typeof campaignDefaultsResponseSchema>;

/** POST /api/get_ad_campaigns → { ad_campaigns } */
export const getAdCampaignsResponseSchema = z.object({ ad_campaigns: z.array(adCampaignSchema) });

/** POST /api/create_ad_campaign → { ad_campaign } */
export const createAdCampaignResponseSchema = z.object({ message: z.string(), ad_campaign: adCampaignSchema });

/** One Google Ads policy finding (src/shared/campaigns/policy.ts): the policy it names and what is wrong. */
const policyFindingSchema = z.object({
  policy: z.enum(Object.values(AD_POLICIES) as [string, ...string[]]),
  message: z.string(),
});

/** POST /api/get_ad_content */
export const getAdContentBodySchema = z.object({
  order_id: orderId,
  campaign_name: z.string().trim().min(1, M.nameRequired).max(CAMPAIGN_NAME_MAX),
});

/**
 * docs/product.md#data ad content. `headlines` and `description` are maps (headline_1…, description_1…).
 * `long_headline` is the first of `long_headlines` (Performance Max takes up to 5).
 */
const adContentSchema = z.object({
  business_name: z.string(),
  budget: z.number(),
  currency: z.literal('INR'),
  duration: z.number().int(),
  target_locations: z.array(z.string()),
  headlines: z.record(z.string(), z.string()),
  long_headline: z.string(),
  long_headlines: z.array(z.string()),
  description: z.record(z.string(), z.string()),
  final_url: z.string(),
  call_to_action_text: z.string(),
  landscape_image_url: z.string().nullable(),
  square_image_url: z.string().nullable(),
  logo_image_url: z.string().nullable(),
  square_logo_image_url: z.string().nullable(),
  /** The landing page's business name when the ad was written (null for ads written before it was kept). */
  page_business_name: z.string().nullable(),
  /** The landing page's words (header and title) the ad strength meter looks for in headlines; [] when unknown. */
  page_words: z.array(z.string()),
  /**
   * The words that say something in the founder's answers (idea, solution, unique feature), read
   * from the order when the content is asked for: a line sharing none of them nor the page's words
   * could be any business's, and the strength meter does not count it.
   */
  answer_words: z.array(z.string()).default([]),
  /**
   * The founder's answers, the evidence the policy check reads for a claim such as "guaranteed"
   * (allowed only when an answer states it with its terms); [] when unknown.
   */
  claim_evidence: z.array(z.string()).default([]),
  /**
   * The landing page's policy findings (not live; too little original content): while any
   * remains the campaign cannot be paid for. [] when the page is fine.
   */
  page_findings: z.array(policyFindingSchema).default([]),
  /** True once the founder has changed the generated copy; `edited_at` says when (last change). */
  edited_by_founder: z.boolean(),
  edited_at: z.string().nullable(),
});
export type AdContent = z.infer<typeof adContentSchema>;

/** `ad_content` is null while the content is still being generated (status Draft). */
export const getAdContentResponseSchema = z.object({ ad_content: adContentSchema.nullable() });

/**
 * POST /api/update_ad_content: the founder's own ad copy, before paying (Draft with content, or
 * Payment Required). Texts in the order they are stored and sent to Google. The shape is checked
 * here; Google's limits and editorial rules (src/shared/campaigns/editorial.ts) are checked by the
 * server after it, so that each message names its field.
 */
export const updateAdContentBodySchema = z.object({
  order_id: orderId,
  campaign_name: z.string().trim().min(1, M.nameRequired).max(CAMPAIGN_NAME_MAX),
  headlines: z.array(z.string().max(EDIT_TEXT_MAX)).max(EDIT_LIST_MAX),
  /** All long headlines, in order. Omitted: `long_headline` replaces the first and the others stay. */
  long_headlines: z.array(z.string().max(EDIT_TEXT_MAX)).max(EDIT_LIST_MAX).optional(),
  /** The first long headline (kept for clients that send one); ignored when `long_headlines` is given. */
  long_headline: z.string().max(EDIT_TEXT_MAX).optional(),
  descriptions: z.array(z.string().max(EDIT_TEXT_MAX)).max(EDIT_LIST_MAX),
  /** Omitted: the ad keeps its business name. */
  business_name: z.string().max(EDIT_TEXT_MAX).optional(),
});
export type UpdateAdContentBody = z.infer<typeof updateAdContentBodySchema>;

export const updateAdContentResponseSchema = z.object({ message: z.string(), ad_content: adContentSchema });
