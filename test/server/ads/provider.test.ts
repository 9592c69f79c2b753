import { describe, expect, it, vi } from 'vitest';
import { enums } from 'google-ads-api';
import { ConfigError } from '../../../src/server/config';
import { loadAdsConfig } from '../../../src/server/ads/config';
import { createAdsProvider } from '../../../src/server/ads';
import { GoogleAdsProvider } from '../../../src/server/ads/google';
import type { LaunchRequest } from '../../../src/server/ads/provider';

const google = {
  GOOGLE_ADS_DEVELOPER_TOKEN: 'dev',
  GOOGLE_ADS_CLIENT_ID: 'id',
  GOOGLE_ADS_CLIENT_SECRET: 'secret',
  GOOGLE_ADS_REFRESH_TOKEN: 'refresh',
  GOOGLE_ADS_CUSTOMER_ID: '123-456-7890',
};

const request = {
  campaignId: 'c1',
  campaignName: 'o_C1',
  budgetMinor: 500_000,
  currency: 'INR',
  durationDays: 7,
  startsAt: new Date(),
  endsAt: new Date(Date.now() + 7 * 86_400_000),
  targets: [{ id: '2356', label: 'India' }],
  finalUrl: 'http://localhost/p/o',
  businessName: 'B',
  headlines: ['a', 'b', 'c'],
  longHeadlines: ['l'],
  descriptions: ['d', 'e'],
  callToAction: 'Learn more',
  images: { landscape: Buffer.from(''), square: Buffer.from(''), logo: Buffer.from(''), square_logo: Buffer.from('') },
} satisfies LaunchRequest;

describe('ads configuration', () => {
  it('defaults to the sandbox with a 5 s launch and real days', async () => {
    const config = loadAdsConfig({});
    expect(config).toEqual({ google: null, sandboxLaunchMs: 5000, sandboxDayMs: 86_400_000 });
    const provider = createAdsProvider(config);
    expect(provider.name).toBe('sandbox');
    await expect(provider.launch(request)).resolves.toEqual({ externalId: 'sandbox/c1', activeAfterMs: 5000 });
  });

  it('uses Google Ads when every credential is set (customer ids without dashes)', () => {
    const config = loadAdsConfig({ ...google, GOOGLE_ADS_LOGIN_CUSTOMER_ID: '111-222-3333' });
    expect(config.google).toMatchObject({ customerId: '1234567890', loginCustomerId: '1112223333' });
    expect(createAdsProvider(config).name).toBe('google_ads');
  });

  it('refuses a partial Google Ads configuration, naming what is missing', () => {
    const { GOOGLE_ADS_REFRESH_TOKEN: _, ...partial } = google;
    expect(() => loadAdsConfig(partial)).toThrow(ConfigError);
    expect(() => loadAdsConfig(partial)).toThrow(/GOOGLE_ADS_REFRESH_TOKEN/);
  });

  it('refuses bad values', () => {
    expect(() => loadAdsConfig({ ...google, GOOGLE_ADS_CUSTOMER_ID: 'abc' })).toThrow(/GOOGLE_ADS_CUSTOMER_ID/);
    expect(() => loadAdsConfig({ ADS_SANDBOX_DAY_SECONDS: '0' })).toThrow(/ADS_SANDBOX_DAY_SECONDS/);
  });
});

describe('GoogleAdsProvider.launch', () => {
  function withFakeCustomer(existing: string | null) {
    const provider = new GoogleAdsProvider(loadAdsConfig(google).google!);
    const customer = {
      query: vi.fn(async () => (existing ? [{ campaign: { resource_name: existing } }] : [])),
      mutateResources: vi.fn(async () => ({
        mutate_operation_responses: [
          { campaign_budget_result: { resource_name: 'customers/1234567890/campaignBudgets/9' } },
          { campaign_result: { resource_name: 'customers/1234567890/campaigns/42' } },
        ],
      })),
    };
    (provider as unknown as { customer: typeof customer }).customer = customer;
    return { provider, customer };
  }

  it('sends one atomic mutate and returns the new campaign', async () => {
    const { provider, customer } = withFakeCustomer(null);
    await expect(provider.launch(request)).resolves.toEqual({
      externalId: 'customers/1234567890/campaigns/42',
      activeAfterMs: 0,
    });
    expect(customer.query).toHaveBeenCalledWith(expect.stringContaining("campaign.name = 'o_C1 [c1]'"));
    expect(customer.mutateResources).toHaveBeenCalledTimes(1);
  });

  it('does not create the campaign twice when a retried launch finds it', async () => {
    const { provider, customer } = withFakeCustomer('customers/1234567890/campaigns/7');
    await expect(provider.launch(request)).resolves.toEqual({
      externalId: 'customers/1234567890/campaigns/7',
      activeAfterMs: 0,
    });
    expect(customer.mutateResources).not.toHaveBeenCalled();
  });

  it('escapes quotes in the name it looks up', async () => {
    const { provider, customer } = withFakeCustomer(null);
    await provider.launch({ ...request, campaignName: "it's" });
    expect(customer.query).toHaveBeenCalledWith(expect.stringContaining("campaign.name = 'it\\'s [c1]'"));
  });
});

describe('stopping a campaign (its order was deleted)', () => {
  it('Google Ads: pauses the campaign by its resource name', async () => {
    const provider = new GoogleAdsProvider(loadAdsConfig(google).google!);
    const update = vi.fn(async () => ({}));
    (provider as unknown as { customer: { campaigns: { update: typeof update } } }).customer = {
      campaigns: { update },
    };
    await provider.stop('customers/1234567890/campaigns/42');
    expect(update).toHaveBeenCalledWith([
      { resource_name: 'customers/1234567890/campaigns/42', status: enums.CampaignStatus.PAUSED },
    ]);
  });

  it('Google Ads: a failed pause is reported, not swallowed', async () => {
    const provider = new GoogleAdsProvider(loadAdsConfig(google).google!);
    (provider as unknown as { customer: unknown }).customer = {
      campaigns: { update: async () => Promise.reject(new Error('PERMISSION_DENIED')) },
    };
    await expect(provider.stop('customers/1/campaigns/1')).rejects.toThrow('PERMISSION_DENIED');
  });

  it('the sandbox has nothing published, so stopping succeeds without a call', async () => {
    await expect(createAdsProvider(loadAdsConfig({})).stop('sandbox/c1')).resolves.toBeUndefined();
  });
});
