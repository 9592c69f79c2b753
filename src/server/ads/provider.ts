import type { AdImageKind } from '../../shared/campaigns/ad-limits';

/** A real day, in ms. */
export const DAY_MS = 24 * 60 * 60 * 1000;

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
  longHeadline: string;
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

/** One interface for every ads backend (DESIGN §4): the sandbox or Google Ads. */
export interface AdsProvider {
  readonly name: 'sandbox' | 'google_ads';
  /** Publish the campaign. Must be safe to call again for the same campaign (jobs retry). */
  launch(request: LaunchRequest): Promise<LaunchResult>;
  /** How long a campaign day lasts in ms (real days, except in a sandbox that compresses time). */
  readonly dayMs: number;
}
