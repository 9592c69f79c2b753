import { describe, expect, it, vi } from 'vitest';

// Any import of google-ads-api in this file's module graph fails loudly.
vi.mock('google-ads-api', () => {
  throw new Error('google-ads-api was imported');
});

describe('the Google Ads adapter is loaded lazily', () => {
  it('the campaign area and a configured provider load without google-ads-api; the first launch loads it', async () => {
    const { createAdsProvider } = await import('../../../src/server/ads');
    const { loadAdsConfig } = await import('../../../src/server/ads/config');
    await import('../../../src/server/campaigns/jobs');
    await import('../../../src/server/campaigns/routes');
    const provider = createAdsProvider(
      loadAdsConfig({
        GOOGLE_ADS_DEVELOPER_TOKEN: 'dev',
        GOOGLE_ADS_CLIENT_ID: 'id',
        GOOGLE_ADS_CLIENT_SECRET: 'secret',
        GOOGLE_ADS_REFRESH_TOKEN: 'refresh',
        GOOGLE_ADS_CUSTOMER_ID: '1234567890',
      }),
    );
    expect(provider.name).toBe('google_ads');
    await expect(provider.launch({} as never)).rejects.toThrow(/error when mocking|google-ads-api was imported/);
  });
});
