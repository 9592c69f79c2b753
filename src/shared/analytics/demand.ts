/**
 * The demand signal of a fake-door test: of the people who saw the landing page, how many cared
 * enough to leave their details? Pure: the server computes the counts, this names the verdict.
 *
 * Thresholds (fake-door / smoke-test practice; documented here and shown on the card):
 * - fewer than MIN_VISITORS unique visitors: too early — one lead more or less swings the rate;
 * - conversion under NOISE_BELOW (2 %): noise — typical of a page nobody particularly wanted;
 * - NOISE_BELOW up to STRONG_FROM (2–5 %): some demand — worth sharpening the offer and testing on;
 * - STRONG_FROM (5 %) and above: strong demand — people ask for this; talk to the leads.
 * Conversion = leads / unique visitors (a visitor hash rotates daily, so a person who comes back on
 * another day counts again: the rate is, if anything, understated).
 */
export const MIN_VISITORS = 100;
export const NOISE_BELOW = 0.02;
export const STRONG_FROM = 0.05;

export type DemandLevel = 'early' | 'noise' | 'promising' | 'strong';

export interface DemandInput {
  /** Unique visitors (distinct daily visitor hashes) in the window. */
  visitors: number;
  /** Contact form submissions in the window. */
  leads: number;
  /** Ad spend in the window in minor units, or null when no paid campaign ran. */
  spendMinor: number | null;
}

export interface DemandSignal {
  level: DemandLevel;
  /** leads / visitors, 0…1 (null without visitors). */
  conversion: number | null;
  /** Spend per lead in minor units; null without spend or without leads. */
  costPerLeadMinor: number | null;
  verdict: string;
}

/** "2.5 %" style: one decimal. */
export function formatRate(rate: number): string {
  return `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;
}

export function demandSignal({ visitors, leads, spendMinor }: DemandInput): DemandSignal {
  const conversion = visitors > 0 ? leads / visitors : null;
  const costPerLeadMinor = spendMinor !== null && spendMinor > 0 && leads > 0 ? Math.round(spendMinor / leads) : null;
  let level: DemandLevel;
  let verdict: string;
  if (visitors < MIN_VISITORS) {
    level = 'early';
    verdict = `Too early to tell: ${visitors} of the ${MIN_VISITORS} unique visitors needed for a reliable rate.`;
  } else if (conversion! < NOISE_BELOW) {
    level = 'noise';
    verdict = `Noise: ${formatRate(conversion!)} of visitors became leads (under ${formatRate(NOISE_BELOW)} is no signal). Rethink the offer or the audience.`;
  } else if (conversion! < STRONG_FROM) {
    level = 'promising';
    verdict = `Some demand: ${formatRate(conversion!)} of visitors became leads. Sharpen the message and keep testing.`;
  } else {
    level = 'strong';
    verdict = `Strong demand: ${formatRate(conversion!)} of visitors became leads. Talk to them.`;
  }
  return { level, conversion, costPerLeadMinor, verdict };
}
