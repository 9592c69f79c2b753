import { createHash } from 'node:crypto';
import type { DayMetrics, MetricsRequest } from './provider';
import { minorToMicros } from '../../shared/money';

/**
 * The sandbox's figures (no real ad account: every number here is simulated and labelled so).
 * Deterministic: the same campaign, budget, days and `now` always give the same figures, seeded
 * by the campaign id. Plausible for Performance Max in India: a cost per click of ₹8–₹30 and a
 * click-through rate of 1 %–4 % per campaign, each varying ±20 % from day to day, and a spend of
 * 70 %–98 % of the daily budget. Never above the daily budget (budget ÷ days), nothing before the
 * campaign started or after it ended; the day still running counts its part so far.
 */
export const SIMULATION = {
  cpcMinor: [800, 3000],
  ctr: [0.01, 0.04],
  dayJitter: 0.2,
  pacing: [0.7, 0.98],
} as const;

/** Uniform numbers in [0, 1) from SHA-256 of a seed: four per hash, reproducible everywhere. */
function uniforms(seed: string): number[] {
  const hash = createHash('sha256').update(seed).digest();
  return [0, 4, 8, 12].map((at) => hash.readUInt32BE(at) / 2 ** 32);
}

const between = ([lo, hi]: readonly [number, number], u: number) => lo + (hi - lo) * u;

/** The simulated days of one campaign up to `now`; `dayMs` is the sandbox's day length. */
export function simulateCampaignDays(campaign: MetricsRequest, dayMs: number, now: Date): DayMetrics[] {
  const [uCpc = 0, uCtr = 0] = uniforms(`campaign:${campaign.campaignId}`);
  const baseCpc = between(SIMULATION.cpcMinor, uCpc);
  const baseCtr = between(SIMULATION.ctr, uCtr);
  const dailyBudgetMinor = Math.floor(campaign.budgetMinor / Math.max(1, campaign.durationDays));
  const start = campaign.startsAt.getTime();
  const stop = Math.min(now.getTime(), campaign.endsAt.getTime());
  const jitter = (u: number) => 1 - SIMULATION.dayJitter + 2 * SIMULATION.dayJitter * u;
  const days: DayMetrics[] = [];
  for (let i = 0; i < campaign.durationDays; i++) {
    const dayStart = start + i * dayMs;
    if (dayStart >= stop) break;
    const dayEnd = Math.min(dayStart + dayMs, stop);
    const elapsed = (dayEnd - dayStart) / dayMs;
    const [uPace = 0, uDayCpc = 0, uDayCtr = 0] = uniforms(`day:${campaign.campaignId}:${i}`);
    const fullCost = Math.floor(dailyBudgetMinor * between(SIMULATION.pacing, uPace));
    const cpc = Math.max(1, Math.round(baseCpc * jitter(uDayCpc)));
    const ctr = baseCtr * jitter(uDayCtr);
    const fullClicks = Math.floor(fullCost / cpc);
    const fullImpressions = Math.round(fullClicks / ctr);
    // The part of the day run so far: grows with `now` and reaches the full day at its end.
    const clicks = Math.floor(fullClicks * elapsed);
    const costMinor = fullClicks > 0 ? Math.floor((fullCost * clicks) / fullClicks) : 0;
    const impressions = Math.max(clicks, Math.floor(fullImpressions * elapsed));
    days.push({
      campaignId: campaign.campaignId,
      dayStart: new Date(dayStart),
      dayEnd: new Date(dayEnd),
      impressions,
      clicks,
      costMicros: minorToMicros(costMinor),
    });
  }
  return days;
}
