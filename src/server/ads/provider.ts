import type { AdImageKind } from '../../shared/campaigns/ad-limits';

/** Everything needed to publish one campaign. */
export interface LaunchRequest {
  campaignId: string;
  campaignName: string;
  /** The whole budget in minor units (paise). */
  budgetMinor: number;
  currency: string;
  durationDays: number;
  startsAt: Date;
  endsAt: Date;
  /** Google criterion ids with their labels. */
  targets: { id: string; label: string }[];
  finalUrl: string;
  businessName: string;
  headlines: string[];
  /** 1–5 long headlines, all sent (Performance Max asset group). */
  longHeadlines: string[];
  descriptions: string[];
  callToAction: string;
  /** The PNG bytes of each generated image. */
  images: Record<AdImageKind, Buffer>;
}

export interface LaunchResult {
  /** The provider's reference (Google: customers/{cid}/campaigns/{id}). */
  externalId: string;
  /** How long until the campaign counts as Active (the sandbox waits on a timer; Google: 0). */
  activeAfterMs: number;
}

/** One interface for every ads backend (docs/architecture.md#outside-services): the sandbox or Google Ads. */
export interface AdsProvider {
  readonly name: 'sandbox' | 'google_ads';
  /** Publish the campaign. Must be safe to call again for the same campaign (jobs retry). */
  launch(request: LaunchRequest): Promise<LaunchResult>;
  /**
   * Stop a published campaign now (its order was deleted): it serves no more ads and spends no
   * more budget. `externalId` is what `launch` returned. Safe to call again for a stopped campaign.
   */
  stop(externalId: string): Promise<void>;
  /** How long a campaign day lasts in ms (real days, except in a sandbox that compresses time). */
  readonly dayMs: number;
  /**
   * Impressions, clicks and cost per campaign per day up to `now` (docs/ad-campaigns.md#results):
   * Google Ads by GAQL, the sandbox by a deterministic simulation. Days not run yet are absent.
   */
  reportMetrics(campaigns: MetricsRequest[], now: Date): Promise<DayMetrics[]>;
}

/** A launched campaign whose figures are asked for. */
export interface MetricsRequest {
  campaignId: string;
  /** The provider's reference returned by `launch`. */
  externalId: string;
  budgetMinor: number;
  durationDays: number;
  startsAt: Date;
  endsAt: Date;
}

/** One campaign day's figures as the provider reports them. */
export interface DayMetrics {
  campaignId: string;
  /** Start of the day (Google: midnight of the report date in the account's time zone). */
  dayStart: Date;
  /** End of the time covered: the next day's start, or `now` for a day still running. */
  dayEnd: Date;
  impressions: number;
  clicks: number;
  /** Cost in millionths of the currency unit (Google's cost_micros). */
  costMicros: number;
}
