import { describe, expect, it } from 'vitest';
import { enums } from 'google-ads-api';
import {
  buildLaunchOperations,
  callToActionType,
  googleCampaignName,
  googleDateTime,
} from '../../../src/server/ads/google-operations';
import type { LaunchRequest } from '../../../src/server/ads/provider';

const png = (tag: string) => Buffer.from(`png-${tag}`);
const request: LaunchRequest = {
  campaignId: 'c123',
  campaignName: 'order1_C1',
  budgetMinor: 700_000, // ₹7,000
  currency: 'INR',
  durationDays: 7,
  // 2026-03-01 10:00 in India
  startsAt: new Date('2026-03-01T04:30:00Z'),
  endsAt: new Date('2026-03-08T04:30:00Z'),
  targets: [
    { id: '2356', label: 'India' },
    { id: '1007785', label: 'Mumbai,Maharashtra,India' },
  ],
  finalUrl: 'https://ideaproof.example/p/order1',
  businessName: 'Green Cart',
  headlines: ['Early Access', 'Green Cart', 'Farm-fresh vegetables'],
  longHeadlines: ['Farm-fresh vegetables delivered in Pune', 'Vegetables harvested the morning they reach you'],
  descriptions: ['We connect farmers with residents.', 'Harvested the morning of delivery.'],
  callToAction: 'Sign up',
  images: { landscape: png('l'), square: png('s'), logo: png('lg'), square_logo: png('sl') },
};

type AnyOp = { entity: string; operation?: string; resource: Record<string, unknown> };
const ops = buildLaunchOperations('1234567890', request, 'Asia/Kolkata') as unknown as AnyOp[];
const of = (entity: string) => ops.filter((o) => o.entity === entity);

describe('Google Ads launch operations', () => {
  it('are all creates, in dependency order', () => {
    expect(ops.every((o) => o.operation === 'create')).toBe(true);
    const order = ops.map((o) => o.entity);
    expect(order[0]).toBe('campaign_budget');
    expect(order[1]).toBe('campaign');
    expect(order.lastIndexOf('asset')).toBeLessThan(order.indexOf('asset_group'));
    expect(order.indexOf('asset_group')).toBeLessThan(order.indexOf('asset_group_asset'));
  });

  it('create a lifetime budget of the whole paid amount', () => {
    const [budget] = of('campaign_budget');
    expect(budget!.resource).toMatchObject({
      resource_name: 'customers/1234567890/campaignBudgets/-1',
      period: enums.BudgetPeriod.CUSTOM_PERIOD,
      total_amount_micros: 7000 * 1_000_000,
      explicitly_shared: false,
    });
    expect(budget!.resource.amount_micros).toBeUndefined();
  });

  it('create an enabled Performance Max campaign with start and end in the account time zone', () => {
    const [campaign] = of('campaign');
    expect(campaign!.resource).toMatchObject({
      resource_name: 'customers/1234567890/campaigns/-2',
      name: 'order1_C1 [c123]',
      advertising_channel_type: enums.AdvertisingChannelType.PERFORMANCE_MAX,
      status: enums.CampaignStatus.ENABLED,
      campaign_budget: 'customers/1234567890/campaignBudgets/-1',
      start_date_time: '2026-03-01 00:00:00',
      end_date_time: '2026-03-07 23:59:59',
      brand_guidelines_enabled: false,
      contains_eu_political_advertising: enums.EuPoliticalAdvertisingStatus.DOES_NOT_CONTAIN_EU_POLITICAL_ADVERTISING,
    });
    expect(campaign!.resource.maximize_conversions).toEqual({});
  });

  it('target each location as geoTargetConstants/{id}', () => {
    expect(of('campaign_criterion').map((o) => o.resource)).toEqual([
      { campaign: 'customers/1234567890/campaigns/-2', location: { geo_target_constant: 'geoTargetConstants/2356' } },
      {
        campaign: 'customers/1234567890/campaigns/-2',
        location: { geo_target_constant: 'geoTargetConstants/1007785' },
      },
    ]);
  });

  it('create every text, image and call-to-action asset and link each to the asset group by field', () => {
    const assets = of('asset');
    expect(assets).toHaveLength(3 + 2 + 2 + 1 + 4 + 1);
    const links = of('asset_group_asset').map((o) => o.resource);
    expect(links).toHaveLength(assets.length);
    const created = new Map(assets.map((a) => [a.resource.resource_name as string, a.resource]));
    const byField = (field: enums.AssetFieldType) =>
      links.filter((l) => l.field_type === field).map((l) => created.get(l.asset as string));
    expect(byField(enums.AssetFieldType.HEADLINE).map((a) => (a?.text_asset as { text: string }).text)).toEqual(
      request.headlines,
    );
    // Every long headline is sent (Performance Max takes up to 5), in order.
    expect(byField(enums.AssetFieldType.LONG_HEADLINE).map((a) => a?.text_asset)).toEqual(
      request.longHeadlines.map((text) => ({ text })),
    );
    expect(byField(enums.AssetFieldType.DESCRIPTION)).toHaveLength(2);
    expect(byField(enums.AssetFieldType.BUSINESS_NAME)[0]?.text_asset).toEqual({ text: 'Green Cart' });
    const image = (field: enums.AssetFieldType) =>
      (byField(field)[0]?.image_asset as { data: Buffer } | undefined)?.data.toString();
    expect(image(enums.AssetFieldType.MARKETING_IMAGE)).toBe('png-l');
    expect(image(enums.AssetFieldType.SQUARE_MARKETING_IMAGE)).toBe('png-s');
    expect(image(enums.AssetFieldType.LANDSCAPE_LOGO)).toBe('png-lg');
    expect(image(enums.AssetFieldType.LOGO)).toBe('png-sl');
    expect(byField(enums.AssetFieldType.CALL_TO_ACTION_SELECTION)[0]?.call_to_action_asset).toEqual({
      call_to_action: enums.CallToActionType.SIGN_UP,
    });
    for (const l of links) expect(l.asset_group).toBe('customers/1234567890/assetGroups/-3');
  });

  it('send the asset group to the landing page URL', () => {
    const [group] = of('asset_group');
    expect(group!.resource).toMatchObject({
      resource_name: 'customers/1234567890/assetGroups/-3',
      campaign: 'customers/1234567890/campaigns/-2',
      final_urls: ['https://ideaproof.example/p/order1'],
      status: enums.AssetGroupStatus.ENABLED,
    });
  });

  it('give every new resource its own temporary id', () => {
    const names = ops.map((o) => o.resource.resource_name).filter(Boolean) as string[];
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((n) => /\/-\d+$/.test(n))).toBe(true);
  });
});

describe('helpers', () => {
  it('map call-to-action texts to Google enums, defaulting to LEARN_MORE', () => {
    expect(callToActionType('Learn more')).toBe(enums.CallToActionType.LEARN_MORE);
    expect(callToActionType('  contact US ')).toBe(enums.CallToActionType.CONTACT_US);
    expect(callToActionType('Start now')).toBe(enums.CallToActionType.START_NOW);
    expect(callToActionType('Do it')).toBe(enums.CallToActionType.LEARN_MORE);
  });

  it('format dates in the account time zone', () => {
    const d = new Date('2026-03-01T20:00:00Z'); // 01:30 on 2 March in India, still 1 March in New York
    expect(googleDateTime(d, 'Asia/Kolkata', '00:00:00')).toBe('2026-03-02 00:00:00');
    expect(googleDateTime(d, 'America/New_York', '23:59:59')).toBe('2026-03-01 23:59:59');
  });

  it('names the Google campaign uniquely with our id', () => {
    expect(googleCampaignName({ campaignName: 'x'.repeat(300), campaignId: 'id1' })).toHaveLength(200 + 6);
  });
});

describe('campaign dates', () => {
  it('run `duration` calendar days from the launch day, across a month end', () => {
    const one = buildLaunchOperations('1', { ...request, durationDays: 1 }, 'Asia/Kolkata') as unknown as AnyOp[];
    expect(one[1]!.resource).toMatchObject({
      start_date_time: '2026-03-01 00:00:00',
      end_date_time: '2026-03-01 23:59:59',
    });
    const late = buildLaunchOperations(
      '1',
      { ...request, startsAt: new Date('2026-02-27T12:00:00Z'), durationDays: 3 },
      'Asia/Kolkata',
    ) as unknown as AnyOp[];
    expect(late[1]!.resource).toMatchObject({
      start_date_time: '2026-02-27 00:00:00',
      end_date_time: '2026-03-01 23:59:59',
    });
  });
});
