import { describe, expect, it } from 'vitest';
import {
  BUDGET_DEFAULT,
  DEFAULT_TARGET,
  DURATION_DEFAULT,
  dailySpend,
  defaultCampaignName,
  fitBusinessName,
} from '../../../src/shared/campaigns/rules';
import { COUNTRY_LIST_WARNING, FALLBACK_COUNTRIES, countryOptions } from '../../../src/shared/campaigns/countries';
import { formatInr } from '../../../src/shared/money';
import { CAMPAIGN_MESSAGES as M } from '../../../src/shared/campaigns/messages';
import { statusVariant } from '../../../src/shared/campaigns/status';
import { campaignFormSchema, createAdCampaignBodySchema } from '../../../src/shared/contracts/campaigns';

const valid = {
  campaign_name: 'abc_C1',
  business_name: 'Green Cart',
  budget: BUDGET_DEFAULT,
  duration: DURATION_DEFAULT,
  target_locations: [DEFAULT_TARGET.value],
};

/** The messages zod gives for a form, by field. */
function errors(form: unknown): Record<string, string[]> {
  const r = campaignFormSchema.safeParse(form);
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of r.error.issues) (out[String(issue.path[0])] ??= []).push(issue.message);
  return out;
}

describe('docs/product.md#rules-and-limits constants and calculations', () => {
  it('defaults: budget 5000, duration 7, India 2356', () => {
    expect(BUDGET_DEFAULT).toBe(5000);
    expect(DURATION_DEFAULT).toBe(7);
    expect(DEFAULT_TARGET).toEqual({ value: '2356', label: 'India' });
  });

  it('daily spend = budget / duration to 2 decimals', () => {
    expect(dailySpend(5000, 7)).toBe(714.29);
    expect(dailySpend(10000, 3)).toBe(3333.33);
    expect(dailySpend(20000, 1)).toBe(20000);
    expect(dailySpend(5010, 6)).toBe(835);
    expect(dailySpend(5000, 0)).toBe(0);
    expect(dailySpend(Number.NaN, 7)).toBe(0);
  });

  it('campaign name is {orderId}_C{n+1}', () => {
    expect(defaultCampaignName('k3j9x2', 0)).toBe('k3j9x2_C1');
    expect(defaultCampaignName('k3j9x2', 4)).toBe('k3j9x2_C5');
  });

  it('fits a long business name into 25 characters at a word boundary', () => {
    expect(fitBusinessName('Green Cart')).toBe('Green Cart');
    expect(fitBusinessName('The Very Long Organic Vegetables Company')).toBe('The Very Long Organic');
    expect(fitBusinessName('x'.repeat(40))).toHaveLength(25);
  });

  it('formats INR with Intl (Indian grouping)', () => {
    expect(formatInr(5000)).toBe('₹5,000.00');
    expect(formatInr(714.29)).toBe('₹714.29');
    expect(formatInr(100000)).toBe('₹1,00,000.00');
  });

  it('colours statuses like the order badges, Draft grey', () => {
    expect(statusVariant('Under Processing')).toBe('warning');
    expect(statusVariant('Active')).toBe('success');
    expect(statusVariant('Completed')).toBe('primary');
    expect(statusVariant('Draft')).toBe('secondary');
    expect(statusVariant('Payment Required')).toBe('danger');
  });
});

describe('the ad campaign form rules (docs/product.md#validation-rules), shared by web and server', () => {
  it('accepts the defaults', () => {
    expect(errors(valid)).toEqual({});
  });

  it.each([
    [{ campaign_name: '' }, 'campaign_name', M.nameRequired],
    [{ campaign_name: '   ' }, 'campaign_name', M.nameRequired],
    [{ business_name: '' }, 'business_name', M.businessNameRequired],
    [{ business_name: 'x'.repeat(26) }, 'business_name', M.businessNameTooLong],
    [{ target_locations: [] }, 'target_locations', M.locationRequired],
    [{ target_locations: ['1', '2', '3', '4', '5', '6'] }, 'target_locations', M.tooManyLocations],
    [{ target_locations: ['2356', '2356'] }, 'target_locations', M.duplicateLocation],
    [{ budget: 4999 }, 'budget', M.budgetRange],
    [{ budget: 20001 }, 'budget', M.budgetRange],
    [{ budget: Number.NaN }, 'budget', M.budgetRange],
    [{ budget: 5005 }, 'budget', M.budgetStep],
    [{ duration: 0 }, 'duration', M.durationRange],
    [{ duration: 8 }, 'duration', M.durationRange],
    [{ duration: 2.5 }, 'duration', M.durationRange],
    [{ duration: Number.NaN }, 'duration', M.durationRange],
  ])('%o → %s: %s', (patch, field, message) => {
    expect(errors({ ...valid, ...patch })[field]).toContain(message);
  });

  it('accepts the limits themselves', () => {
    expect(errors({ ...valid, budget: 5000, duration: 1 })).toEqual({});
    expect(errors({ ...valid, budget: 20000, duration: 7, target_locations: ['1', '2', '3', '4', '5'] })).toEqual({});
  });

  it('has the spec texts', () => {
    expect(M.nameRequired).toBe('Campaign name is required');
    expect(M.businessNameRequired).toBe('Business name is required');
    expect(M.locationRequired).toBe('At least one location is required');
    expect(M.budgetRange).toBe('Budget must be between 5000 and 20000 INR');
    expect(M.durationRange).toBe('Duration must be between 1 and 7 days');
    expect(M.formInvalid).toBe('Please fix the errors in the form');
    expect(M.created).toBe('Google Ad campaign created successfully!');
    expect(M.createError('boom')).toBe('Error creating campaign: boom');
    expect(M.refreshError('boom')).toBe('Failed to refresh ad campaigns: boom');
    expect(M.contentError('boom')).toBe('Error fetching ad content: boom');
  });

  it('the create body needs the order id and ignores a client status', () => {
    expect(createAdCampaignBodySchema.safeParse(valid).success).toBe(false);
    const body = createAdCampaignBodySchema.parse({ ...valid, order_id: 'o1', status: 'Active' });
    expect(body.order_id).toBe('o1');
  });
});

describe('country options', () => {
  it('uses the loaded list when it has at least the fallback count', () => {
    const loaded = [...FALLBACK_COUNTRIES, { value: '2036', label: 'Australia' }];
    expect(countryOptions(loaded)).toEqual({ options: loaded, warning: null });
  });

  it('falls back to India, United States, United Kingdom with a warning when fewer loaded', () => {
    expect(FALLBACK_COUNTRIES).toEqual([
      { value: '2356', label: 'India' },
      { value: '2840', label: 'United States' },
      { value: '2826', label: 'United Kingdom' },
    ]);
    expect(countryOptions(undefined)).toEqual({ options: FALLBACK_COUNTRIES, warning: COUNTRY_LIST_WARNING });
    expect(countryOptions([{ value: '2356', label: 'India' }]).warning).toBe(COUNTRY_LIST_WARNING);
  });
});
