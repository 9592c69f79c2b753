import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { simulateCampaignDays, SIMULATION } from '../../../src/server/ads/sandbox-metrics';
import { SandboxAdsProvider } from '../../../src/server/ads/sandbox';
import type { MetricsRequest } from '../../../src/server/ads/provider';

const DAY = 86_400_000;
const start = new Date('2026-03-01T04:30:00Z');
const campaign = (patch: Partial<MetricsRequest> = {}): MetricsRequest => ({
  campaignId: 'c-1',
  externalId: 'sandbox/c-1',
  budgetMinor: 700_000, // ₹7,000 over 7 days: ₹1,000 a day
  durationDays: 7,
  startsAt: start,
  endsAt: new Date(start.getTime() + 7 * DAY),
  ...patch,
});
const at = (days: number) => new Date(start.getTime() + days * DAY);

describe('the sandbox simulation of ad figures', () => {
  it('is deterministic: the same campaign and time give the same figures; another campaign id others', () => {
    const a = simulateCampaignDays(campaign(), DAY, at(3.5));
    expect(simulateCampaignDays(campaign(), DAY, at(3.5))).toEqual(a);
    const b = simulateCampaignDays(campaign({ campaignId: 'c-2' }), DAY, at(3.5));
    expect(b.map((d) => d.costMicros)).not.toEqual(a.map((d) => d.costMicros));
  });

  it('reports nothing before the campaign starts, and only the days it has run', () => {
    expect(simulateCampaignDays(campaign(), DAY, at(-1))).toEqual([]);
    expect(simulateCampaignDays(campaign(), DAY, start)).toEqual([]);
    const days = simulateCampaignDays(campaign(), DAY, at(2.25));
    expect(days.map((d) => d.dayStart)).toEqual([at(0), at(1), at(2)]);
    // The running day ends now, with its part so far.
    expect(days[2]!.dayEnd).toEqual(at(2.25));
    expect(days[0]!.dayEnd).toEqual(at(1));
    // Nothing after the end, however late it is asked.
    expect(simulateCampaignDays(campaign(), DAY, at(30))).toHaveLength(7);
  });

  it('spends 70–98 % of the daily budget on a full day, never more than the budget', () => {
    const days = simulateCampaignDays(campaign(), DAY, at(7));
    for (const d of days) {
      expect(d.costMicros).toBeLessThanOrEqual(100_000 * 10_000);
      expect(d.costMicros).toBeGreaterThan(0.6 * 100_000 * 10_000);
    }
    expect(days.reduce((s, d) => s + d.costMicros, 0)).toBeLessThanOrEqual(700_000 * 10_000);
  });

  it('gives a plausible click-through rate and cost per click', () => {
    for (const id of ['a', 'b', 'c', 'd', 'e']) {
      for (const d of simulateCampaignDays(campaign({ campaignId: id }), DAY, at(7))) {
        const ctr = d.clicks / d.impressions;
        const cpcMinor = d.costMicros / 10_000 / d.clicks;
        expect(ctr).toBeGreaterThanOrEqual(SIMULATION.ctr[0] * 0.75);
        expect(ctr).toBeLessThanOrEqual(SIMULATION.ctr[1] * 1.25);
        expect(cpcMinor).toBeGreaterThanOrEqual(SIMULATION.cpcMinor[0] * 0.75);
        expect(cpcMinor).toBeLessThanOrEqual(SIMULATION.cpcMinor[1] * 1.25);
      }
    }
  });

  it('property: bounded by the daily budget, zero before the start, growing with time', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.integer({ min: 5000, max: 20000 }).map((r) => r * 100),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1000, max: DAY }),
        fc.double({ min: -2, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 2, noNaN: true }),
        (campaignId, budgetMinor, durationDays, dayMs, t, later) => {
          const c = campaign({
            campaignId,
            budgetMinor,
            durationDays,
            endsAt: new Date(start.getTime() + durationDays * dayMs),
          });
          const now = new Date(start.getTime() + t * dayMs);
          const days = simulateCampaignDays(c, dayMs, now);
          const daily = Math.floor(budgetMinor / durationDays) * 10_000;
          if (now <= start) expect(days).toEqual([]);
          expect(days.length).toBeLessThanOrEqual(durationDays);
          for (const d of days) {
            expect(d.dayStart.getTime()).toBeGreaterThanOrEqual(start.getTime());
            expect(d.dayStart.getTime()).toBeLessThan(now.getTime());
            expect(d.dayEnd.getTime()).toBeLessThanOrEqual(Math.min(now.getTime(), c.endsAt.getTime()));
            expect(d.costMicros).toBeLessThanOrEqual(daily);
            expect(d.clicks).toBeLessThanOrEqual(d.impressions);
          }
          // Asked again later, no day's figures go down.
          const after = simulateCampaignDays(c, dayMs, new Date(now.getTime() + later * dayMs));
          days.forEach((d, i) => {
            expect(after[i]!.costMicros).toBeGreaterThanOrEqual(d.costMicros);
            expect(after[i]!.clicks).toBeGreaterThanOrEqual(d.clicks);
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is what the sandbox provider reports, in its own day length', async () => {
    const provider = new SandboxAdsProvider(0, 60_000);
    const c = campaign({ endsAt: new Date(start.getTime() + 7 * 60_000) });
    const now = new Date(start.getTime() + 150_000);
    await expect(provider.reportMetrics([c], now)).resolves.toEqual(simulateCampaignDays(c, 60_000, now));
    expect(await provider.reportMetrics([c], now)).toHaveLength(3);
  });
});
