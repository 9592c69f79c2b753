/** docs/product.md#rules-and-limits ad campaign constants and the pure calculations both sides use. */

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
  return Math.round((budget / duration) * 100) / 100;
}

/** Default campaign name: `{orderId}_C{number of existing campaigns + 1}` (docs/product.md#rules-and-limits). */
export function defaultCampaignName(orderId: string, existingCampaigns: number): string {
  return `${orderId}_C${existingCampaigns + 1}`;
}

/**
 * A business name cut to Google's limit at a word boundary where possible
 * (used to prefill the form from the landing page's business name).
 */
export function fitBusinessName(name: string, max = BUSINESS_NAME_MAX): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space >= Math.floor(max / 2) ? cut.slice(0, space) : clean.slice(0, max)).trim();
}
