import type { adCampaigns } from '../db/schema';
import type { AdCampaign, AdContent, AdMetrics } from '../../shared/contracts/campaigns';
import { campaignStatusSchema } from '../../shared/contracts/campaigns';
import { dailySpend } from '../../shared/campaigns/rules';
import { mediaUrl } from '../media/store';
import { readAdContent } from './content/stored';
import type { MetricsTotals } from './metrics';
import type { PolicyFinding } from '../../shared/campaigns/policy';
import { microsToMajor, toMajor, toMinor } from '../../shared/money';

/** What the ad content says of its order besides the ad (service.ts `orderAdFacts`). */
export interface AdContentFacts {
  answerWords: string[];
  claimEvidence: string[];
  pageFindings: PolicyFinding[];
}

export type CampaignRow = typeof adCampaigns.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Summed daily figures → the contract's metrics: cost in rupees (2 decimals), CTR 0–1, CPC in rupees. */
function toAdMetrics(totals: MetricsTotals): AdMetrics {
  const cost = microsToMajor(totals.costMicros);
  return {
    impressions: totals.impressions,
    clicks: totals.clicks,
    cost: toMajor(toMinor(cost)),
    ctr: totals.impressions > 0 ? totals.clicks / totals.impressions : null,
    cpc: totals.clicks > 0 ? toMajor(toMinor(cost / totals.clicks)) : null,
  };
}

export function toAdCampaign(row: CampaignRow, metrics?: MetricsTotals): AdCampaign {
  const budget = toMajor(row.budgetMinor);
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
    ad_copy_edited_at: iso(row.contentEditedAt),
    created_at: row.createdAt.toISOString(),
    paid_at: iso(row.paidAt),
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    last_error: row.lastError,
    metrics: metrics ? toAdMetrics(metrics) : null,
    metrics_source: row.provider === 'google_ads' ? 'google_ads' : 'sandbox',
  };
}

/**
 * docs/product.md#data ad content of a campaign whose content has been generated (null before): exactly the
 * stored texts, in the stored order, that the launch sends to the ads provider.
 */
export function toAdContent(
  row: CampaignRow,
  facts: AdContentFacts = { answerWords: [], claimEvidence: [], pageFindings: [] },
): AdContent | null {
  const c = readAdContent(row.content);
  if (!c) return null;
  const image = (id: string | undefined) => (id ? mediaUrl(id) : null);
  return {
    business_name: c.businessName,
    budget: toMajor(row.budgetMinor),
    currency: 'INR',
    duration: row.durationDays,
    target_locations: row.targets.map((t) => t.label),
    headlines: Object.fromEntries(c.headlines.map((h, i) => [`headline_${i + 1}`, h])),
    long_headline: c.longHeadlines[0] ?? '',
    long_headlines: c.longHeadlines,
    description: Object.fromEntries(c.descriptions.map((d, i) => [`description_${i + 1}`, d])),
    final_url: c.finalUrl,
    call_to_action_text: c.callToAction,
    landscape_image_url: image(c.images.landscape),
    square_image_url: image(c.images.square),
    logo_image_url: image(c.images.logo),
    square_logo_image_url: image(c.images.square_logo),
    page_business_name: c.pageBusinessName ?? null,
    page_words: c.pageWords ?? [],
    answer_words: facts.answerWords,
    claim_evidence: facts.claimEvidence,
    page_findings: facts.pageFindings,
    edited_by_founder: row.contentEditedAt !== null,
    edited_at: iso(row.contentEditedAt),
  };
}
