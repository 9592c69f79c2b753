import { describe, expect, it, vi } from 'vitest';
import {
  dateInZone,
  metricsDateRange,
  metricsQuery,
  midnightInZone,
  parseMetricsRows,
} from '../../../src/server/ads/google-metrics';
import { GoogleAdsProvider } from '../../../src/server/ads/google';
import { loadAdsConfig } from '../../../src/server/ads/config';
import type { MetricsRequest } from '../../../src/server/ads/provider';

const C1 = 'customers/1234567890/campaigns/42';
const C2 = 'customers/1234567890/campaigns/43';

describe('the GAQL query for daily figures', () => {
  it('selects impressions, clicks and cost_micros per campaign and date, for the campaigns asked, in the range', () => {
    expect(metricsQuery([C1, C2], '2026-03-01', '2026-03-07')).toBe(
      'SELECT campaign.resource_name, segments.date, metrics.impressions, metrics.clicks, metrics.cost_micros ' +
        'FROM campaign ' +
        `WHERE campaign.resource_name IN ('${C1}', '${C2}') ` +
        "AND segments.date BETWEEN '2026-03-01' AND '2026-03-07' " +
        'ORDER BY segments.date',
    );
  });

  it('puts only well-formed campaign resource names and dates in the query', () => {
    const q = metricsQuery([C1, "customers/1/campaigns/2') OR ('1' = '1", 'sandbox/x'], '2026-03-01', '2026-03-01');
    expect(q).toContain(`IN ('${C1}')`);
    expect(q).not.toContain("'1' = '1");
    expect(() => metricsQuery(['sandbox/x'], '2026-03-01', '2026-03-01')).toThrow(/no Google Ads campaign/);
    expect(() => metricsQuery([C1], "2026-03-01' OR '", '2026-03-01')).toThrow(/yyyy-MM-dd/);
  });

  it('asks from the first start to today in the account time zone, not past the last end', () => {
    const c = (starts: string, ends: string) => ({ startsAt: new Date(starts), endsAt: new Date(ends) });
    // 20:00 UTC on 1 March is 01:30 on 2 March in India.
    expect(
      metricsDateRange(
        [c('2026-03-01T20:00:00Z', '2026-03-08T20:00:00Z'), c('2026-03-03T05:00:00Z', '2026-03-05T05:00:00Z')],
        new Date('2026-03-04T12:00:00Z'),
        'Asia/Kolkata',
      ),
    ).toEqual({ from: '2026-03-02', to: '2026-03-04' });
    expect(
      metricsDateRange([c('2026-03-01T06:00:00Z', '2026-03-03T06:00:00Z')], new Date('2026-04-01T00:00:00Z'), 'UTC'),
    ).toEqual({ from: '2026-03-01', to: '2026-03-03' });
  });
});

describe('account time zone days', () => {
  it('finds midnight of a date in a zone, across daylight saving changes', () => {
    expect(midnightInZone('2026-03-02', 'Asia/Kolkata').toISOString()).toBe('2026-03-01T18:30:00.000Z');
    expect(midnightInZone('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(midnightInZone('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(dateInZone(new Date('2026-03-01T20:00:00Z'), 'Asia/Kolkata')).toBe('2026-03-02');
  });
});

describe('reading the rows', () => {
  const ids = new Map([
    [C1, 'ours-1'],
    [C2, 'ours-2'],
  ]);
  const now = new Date('2026-03-03T06:30:00Z'); // 12:00 on 3 March in India

  it('gives one day per campaign and date: int64 as numbers or strings, absent metrics as zero', () => {
    const rows = [
      {
        campaign: { resource_name: C1 },
        segments: { date: '2026-03-02' },
        metrics: { impressions: 1200, clicks: 30, cost_micros: 450_500_000 },
      },
      {
        campaign: { resource_name: C1 },
        segments: { date: '2026-03-03' },
        metrics: { impressions: '800', clicks: '12', cost_micros: '210000000' },
      },
      { campaign: { resource_name: C2 }, segments: { date: '2026-03-03' }, metrics: { impressions: 5 } },
      // A campaign not asked for is ignored.
      {
        campaign: { resource_name: 'customers/1234567890/campaigns/99' },
        segments: { date: '2026-03-03' },
        metrics: { impressions: 1, clicks: 1, cost_micros: 1 },
      },
    ];
    expect(parseMetricsRows(rows, ids, 'Asia/Kolkata', now)).toEqual([
      {
        campaignId: 'ours-1',
        dayStart: new Date('2026-03-01T18:30:00Z'),
        dayEnd: new Date('2026-03-02T18:30:00Z'),
        impressions: 1200,
        clicks: 30,
        costMicros: 450_500_000,
      },
      {
        campaignId: 'ours-1',
        dayStart: new Date('2026-03-02T18:30:00Z'),
        // Today (in India) is still running: its figures cover up to now.
        dayEnd: now,
        impressions: 800,
        clicks: 12,
        costMicros: 210_000_000,
      },
      {
        campaignId: 'ours-2',
        dayStart: new Date('2026-03-02T18:30:00Z'),
        dayEnd: now,
        impressions: 5,
        clicks: 0,
        costMicros: 0,
      },
    ]);
  });

  it('refuses a malformed row rather than storing half of an answer', () => {
    expect(() =>
      parseMetricsRows([{ campaign: { resource_name: C1 }, segments: { date: 'yesterday' } }], ids, 'UTC', now),
    ).toThrow();
    expect(() =>
      parseMetricsRows(
        [{ campaign: { resource_name: C1 }, segments: { date: '2026-03-02' }, metrics: { clicks: -3 } }],
        ids,
        'UTC',
        now,
      ),
    ).toThrow();
  });
});

describe('GoogleAdsProvider.reportMetrics through the library customer', () => {
  const credentials = loadAdsConfig({
    GOOGLE_ADS_DEVELOPER_TOKEN: 'dev',
    GOOGLE_ADS_CLIENT_ID: 'id',
    GOOGLE_ADS_CLIENT_SECRET: 'secret',
    GOOGLE_ADS_REFRESH_TOKEN: 'refresh',
    GOOGLE_ADS_CUSTOMER_ID: '123-456-7890',
  }).google!;
  const request: MetricsRequest = {
    campaignId: 'ours-1',
    externalId: C1,
    budgetMinor: 700_000,
    durationDays: 7,
    startsAt: new Date('2026-03-01T04:30:00Z'),
    endsAt: new Date('2026-03-08T04:30:00Z'),
  };

  function withFakeCustomer(rows: unknown[]) {
    const provider = new GoogleAdsProvider(credentials);
    const customer = { query: vi.fn(async () => rows), mutateResources: vi.fn() };
    (provider as unknown as { customer: typeof customer }).customer = customer;
    return { provider, customer };
  }

  it('sends one GAQL search for all campaigns and returns the parsed days', async () => {
    const { provider, customer } = withFakeCustomer([
      {
        campaign: { resource_name: C1 },
        segments: { date: '2026-03-01' },
        metrics: { impressions: 900, clicks: 20, cost_micros: 300_000_000 },
      },
    ]);
    const days = await provider.reportMetrics(
      [request, { ...request, campaignId: 'ours-2', externalId: C2 }],
      new Date('2026-03-02T12:00:00Z'),
    );
    expect(customer.query).toHaveBeenCalledTimes(1);
    expect(customer.query).toHaveBeenCalledWith(
      metricsQuery([C1, C2], '2026-03-01', '2026-03-02'), // dates in the account's zone (India by default)
    );
    expect(customer.mutateResources).not.toHaveBeenCalled();
    expect(days).toEqual([
      {
        campaignId: 'ours-1',
        dayStart: new Date('2026-02-28T18:30:00Z'),
        dayEnd: new Date('2026-03-01T18:30:00Z'),
        impressions: 900,
        clicks: 20,
        costMicros: 300_000_000,
      },
    ]);
  });

  it('asks nothing when there is no campaign to report on', async () => {
    const { provider, customer } = withFakeCustomer([]);
    await expect(provider.reportMetrics([], new Date())).resolves.toEqual([]);
    expect(customer.query).not.toHaveBeenCalled();
  });
});
