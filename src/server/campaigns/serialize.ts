import type { adCampaigns } from '../db/schema';
import type { AdCampaign, AdContent } from '../../shared/contracts/campaigns';
import { campaignStatusSchema } from '../../shared/contracts/campaigns';
import { dailySpend } from '../../shared/campaigns/rules';
import { mediaUrl } from '../media/store';

export type CampaignRow = typeof adCampaigns.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toAdCampaign(row: CampaignRow): AdCampaign {
  const budget = row.budgetMinor / 100;
  return {
    id: row.id,
    order_id: row.orderId,
    campaign_name: row.campaignName,
    business_name: row.businessName,
    budget,
    currency: 'INR',
    duration: row.durationDays,
    daily_spend: dailySpend(budget, row.durationDays),
    target_locations: row.targets.map((t) => t.label),
    target_location_ids: row.targets.map((t) => t.id),
    status: campaignStatusSchema.catch('Draft').parse(row.status),
    sandbox: row.provider === 'sandbox',
    created_at: row.createdAt.toISOString(),
    paid_at: iso(row.paidAt),
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    last_error: row.lastError,
  };
}

/** SPEC §3 ad content of a campaign whose content has been generated (null before). */
export function toAdContent(row: CampaignRow): AdContent | null {
  const c = row.content;
  if (!c) return null;
  const image = (id: string | undefined) => (id ? mediaUrl(id) : null);
  return {
    business_name: c.businessName,
    budget: row.budgetMinor / 100,
    currency: 'INR',
    duration: row.durationDays,
    target_locations: row.targets.map((t) => t.label),
    headlines: Object.fromEntries(c.headlines.map((h, i) => [`headline_${i + 1}`, h])),
    long_headline: c.longHeadline,
    description: Object.fromEntries(c.descriptions.map((d, i) => [`description_${i + 1}`, d])),
    final_url: c.finalUrl,
    call_to_action_text: c.callToAction,
    landscape_image_url: image(c.images.landscape),
    square_image_url: image(c.images.square),
    logo_image_url: image(c.images.logo),
    square_logo_image_url: image(c.images.square_logo),
  };
}
