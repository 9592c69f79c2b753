/**
 * The demand signal of a fake-door test: of the people who saw the landing page, how many cared
 * enough to leave their details? Pure: the server computes the counts, this names the verdict.
 *
 * The conversion rate (leads ÷ unique visitors) is shown with its 95 % Wilson score interval, and
 * the verdict reads the interval, not the point estimate (fake-door / smoke-test practice):
 * - the whole interval under NOISE_BELOW (2 %): noise — typical of a page nobody particularly wanted;
 * - the whole interval at or above STRONG_FROM (5 %): strong demand — talk to the leads;
 * - the whole interval at or above NOISE_BELOW: some demand — sharpen the offer and keep testing;
 * - otherwise the interval spans the 2 % line: too early to tell — more visitors narrow it;
 * - and always too early with fewer than MIN_VISITORS unique visitors.
 * A visitor hash rotates daily, so a person who comes back on another day counts again: the rate
 * is, if anything, understated.
 */
import { formatPercent } from '../money';
export const NOISE_BELOW = 0.02;
/**
 * Below this many unique visitors the verdict stays "too early", whatever the interval says: the
 * Wilson interval of 1 lead from 1 visitor (20.7 %–100 %) is above 5 %, but nobody should call
 * that strong demand.
 */
export const MIN_VISITORS = 30;
export const STRONG_FROM = 0.05;
/** z for a two-sided 95 % interval. */
const Z95 = 1.959963984540054;

/** Channels whose visits are bought: their leads are the ones ad spend paid for. */
export const PAID_CHANNELS = ['Paid Search', 'Paid Social'] as const;

export type DemandLevel = 'early' | 'noise' | 'promising' | 'strong';
/** Sorting by verdict (the ideas list): strongest first when descending. */
export const DEMAND_LEVEL_RANK: Record<DemandLevel, number> = { early: 0, noise: 1, promising: 2, strong: 3 };

export interface DemandInput {
  /** Unique visitors (distinct daily visitor hashes) in the window. */
  visitors: number;
  /** Counted leads in the window: one per person, on their visitor's row (never more than visitors). */
  leads: number;
  /** Ad spend in the window in minor units, or null when no paid campaign ran. */
  spendMinor: number | null;
  /** Leads from paid traffic sent while a campaign ran (the ones the spend bought). */
  paidLeads: number;
}

export interface DemandSignal {
  level: DemandLevel;
  /** leads / visitors, 0…1 (null without visitors). */
  conversion: number | null;
  /** The 95 % Wilson interval of the conversion rate (null without visitors). */
  interval: { low: number; high: number } | null;
  /** Spend per paid lead in minor units; null without spend or without paid leads. */
  costPerLeadMinor: number | null;
  verdict: string;
}

/** Wilson score interval of a proportion `successes / trials` (trials > 0), clamped to [0, 1]. */
export function wilsonInterval(successes: number, trials: number, z: number = Z95): { low: number; high: number } {
  if (trials <= 0) throw new RangeError('trials must be positive');
  const p = Math.min(1, Math.max(0, successes / trials));
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = p + z2 / (2 * trials);
  const margin = z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  // At 0 or all successes the bound is exactly 0 or 1 (the formula leaves rounding dust).
  return {
    low: successes <= 0 ? 0 : Math.max(0, (centre - margin) / denominator),
    high: successes >= trials ? 1 : Math.min(1, (centre + margin) / denominator),
  };
}

/** "2.5%" style: one decimal. */
export function formatRate(rate: number): string {
  return formatPercent(rate);
}

/** The signal of a demand answer as the API gives it (POST /api/tracking/demand): the card, the report and the digest. */
export function demandSignalOf(d: { visitors: number; leads: number; spend_minor: number | null; paid_leads: number }) {
  return demandSignal({ visitors: d.visitors, leads: d.leads, spendMinor: d.spend_minor, paidLeads: d.paid_leads });
}

export function demandSignal({ visitors, leads, spendMinor, paidLeads }: DemandInput): DemandSignal {
  // Never capped: the server counts at most one lead per visitor (docs/analytics.md#leads), so
  // leads ≤ visitors by construction; were it otherwise the rate would show it, not hide it.
  const conversion = visitors > 0 ? leads / visitors : null;
  const interval = visitors > 0 ? wilsonInterval(leads, visitors) : null;
  const costPerLeadMinor =
    spendMinor !== null && spendMinor > 0 && paidLeads > 0 ? Math.round(spendMinor / paidLeads) : null;
  let level: DemandLevel;
  let verdict: string;
  if (!interval) {
    level = 'early';
    verdict = 'Too early to tell: no visitors yet.';
  } else {
    const range = `${formatRate(interval.low)}–${formatRate(interval.high)}`;
    if (visitors < MIN_VISITORS) {
      level = 'early';
      verdict = `Too early to tell: ${visitors} of the ${MIN_VISITORS} unique visitors needed; the rate could be anywhere from ${range} (95% interval).`;
    } else if (interval.high < NOISE_BELOW) {
      level = 'noise';
      verdict = `Noise: the rate is ${range} (95% interval), all under ${formatRate(NOISE_BELOW)}. Rethink the offer or the audience.`;
    } else if (interval.low >= STRONG_FROM) {
      level = 'strong';
      verdict = `Strong demand: the rate is ${range} (95% interval), all above ${formatRate(STRONG_FROM)}. Talk to your leads.`;
    } else if (interval.low >= NOISE_BELOW) {
      level = 'promising';
      verdict = `Some demand: the rate is ${range} (95% interval), above ${formatRate(NOISE_BELOW)}. Sharpen the message and keep testing.`;
    } else {
      level = 'early';
      verdict = `Too early to tell: the rate could be anywhere from ${range} (95% interval). More visitors will narrow it.`;
    }
  }
  return { level, conversion, interval, costPerLeadMinor, verdict };
}
