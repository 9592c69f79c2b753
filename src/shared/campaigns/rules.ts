/** docs/product.md#rules-and-limits ad campaign constants and the pure calculations both sides use. */
import { adTextLength, fitText, plainText } from '../text/fit';
import { toMajor, toMinor } from '../money';

export const BUDGET_MIN = 5000;
export const BUDGET_MAX = 20000;
export const BUDGET_STEP = 10;
export const BUDGET_DEFAULT = 5000;
/** Ad budgets are in Indian rupees (docs/product.md#rules-and-limits); stored as paise. */
export const CAMPAIGN_CURRENCY = 'INR';

export const DURATION_MIN = 1;
export const DURATION_MAX = 7;
export const DURATION_DEFAULT = 7;

export const MAX_TARGETS = 5;
export const DEFAULT_TARGET = { value: '2356', label: 'India' } as const;

export const CAMPAIGN_NAME_MAX = 120;
/** Google Ads shows at most 25 characters of a business name. */
export const BUSINESS_NAME_MAX = 25;

/** Daily spend = budget / duration, rounded to 2 decimals (docs/product.md#rules-and-limits). */
export function dailySpend(budget: number, duration: number): number {
  if (!Number.isFinite(budget) || !Number.isFinite(duration) || duration <= 0) return 0;
  // (To whole cents: into minor units and back, src/shared/money.ts.)
  return toMajor(toMinor(budget / duration));
}

/** Default campaign name: `{orderId}_C{number of existing campaigns + 1}` (docs/product.md#rules-and-limits). */
export function defaultCampaignName(orderId: string, existingCampaigns: number): string {
  return `${orderId}_C${existingCampaigns + 1}`;
}

/**
 * A business name within Google's limit (Google's count) as a complete name: the whole name,
 * else a complete phrase of it, else its first whole words, never ending on "for", "and", "the"…
 * (used to prefill the form from the landing page's business name; the form says when it was
 * shortened). A first word longer than the limit is cut.
 */
export function fitBusinessName(name: string, max = BUSINESS_NAME_MAX): string {
  const clean = plainText(name);
  if (adTextLength(clean) <= max) return clean;
  const fitted = fitText(clean, max, { measure: adTextLength, heading: true });
  if (fitted) return fitted;
  let cut = '';
  for (const ch of clean) {
    if (adTextLength(cut + ch) > max) break;
    cut += ch;
  }
  return cut.trim();
}

/** True when `fitted` is a shortened form of the page's `name` (the ad cannot carry it whole). */
export function businessNameShortened(name: string, max = BUSINESS_NAME_MAX): boolean {
  return adTextLength(plainText(name)) > max;
}
