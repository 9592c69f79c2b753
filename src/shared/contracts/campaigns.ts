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

/**
 * The ad campaign form (SPEC §5), one schema for the web form and the server's body check.
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

const orderId = z.string().trim().min(1, 'order_id is required').max(100);

/** POST /api/create_ad_campaign (SPEC §7); `status` is accepted for compatibility and ignored: new campaigns are Draft. */
export const createAdCampaignBodySchema = campaignFormSchema.extend({
  order_id: orderId,
  status: z.string().max(40).optional(),
});
export type CreateAdCampaignBody = z.infer<typeof createAdCampaignBodySchema>;

export const campaignStatusSchema = z.enum(CAMPAIGN_STATUSES);

/** SPEC §3 ad campaign, plus what the dashboard shows beyond it. Money in INR (whole rupees). */
export const adCampaignSchema = z.object({
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
  created_at: z.string(),
  paid_at: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** The last problem of a background step (the server keeps retrying), or null. */
  last_error: z.string().nullable(),
});
export type AdCampaign = z.infer<typeof adCampaignSchema>;

export const orderRefBodySchema = z.object({ order_id: orderId });

/** POST /api/get_ad_campaigns → { ad_campaigns } */
export const getAdCampaignsResponseSchema = z.object({ ad_campaigns: z.array(adCampaignSchema) });

/** POST /api/create_ad_campaign → { ad_campaign } */
export const createAdCampaignResponseSchema = z.object({ message: z.string(), ad_campaign: adCampaignSchema });

/** POST /api/get_ad_content */
export const getAdContentBodySchema = z.object({
  order_id: orderId,
  campaign_name: z.string().trim().min(1, M.nameRequired).max(CAMPAIGN_NAME_MAX),
});

/** SPEC §3 ad content. `headlines` and `description` are maps (headline_1…, description_1…). */
export const adContentSchema = z.object({
  business_name: z.string(),
  budget: z.number(),
  currency: z.literal('INR'),
  duration: z.number().int(),
  target_locations: z.array(z.string()),
  headlines: z.record(z.string(), z.string()),
  long_headline: z.string(),
  description: z.record(z.string(), z.string()),
  final_url: z.string(),
  call_to_action_text: z.string(),
  landscape_image_url: z.string().nullable(),
  square_image_url: z.string().nullable(),
  logo_image_url: z.string().nullable(),
  square_logo_image_url: z.string().nullable(),
});
export type AdContent = z.infer<typeof adContentSchema>;

/** `ad_content` is null while the content is still being generated (status Draft). */
export const getAdContentResponseSchema = z.object({ ad_content: adContentSchema.nullable() });
