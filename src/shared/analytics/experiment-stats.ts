import { formatCount, formatPercent } from '../money';
import { DAY_MS } from '../time';

/**
 * Reading an experiment (docs/analytics.md#experiments): Bayesian Beta-Binomial with a uniform
 * prior, Beta(1 + conversions, 1 + non-conversions) per variant. Pure: the server counts, this
 * decides. The first variant is the control.
 *
 * - Two variants: the probability that B's rate beats A's is exact (Evan Miller's closed form,
 *   https://www.evanmiller.org/bayesian-ab-testing.html), and so is the expected loss
 *   (Chris Stucchio's identity: the loss is a difference of two such probabilities).
 * - Three variants: each variant's chance to beat the control is still a two-variant question
 *   (exact); its chance to be the best of the three and the expected loss come from a seeded Monte
 *   Carlo simulation (MONTE_CARLO_DRAWS draws: standard error at most 0.5 / √draws ≈ 0.0012, so the
 *   error stays under 0.005 with a margin of four standard errors).
 */

export interface VariantCounts {
  name: string;
  /** Unique visitors (distinct daily visitor hashes) who saw the variant. */
  visitors: number;
  /** Visitors who converted (leads, or price clicks for a price test); at most `visitors`. */
  conversions: number;
}

export interface VariantReading {
  name: string;
  /** conversions ÷ visitors, null without visitors. */
  conversion: number | null;
  /** Null for the control. */
  probability_to_beat_control: number | null;
  probability_to_be_best: number;
  /** Expected loss (absolute conversion rate) if this variant is chosen and it is not the best. */
  expected_loss: number;
}

/** Draws of the seeded simulation used for three variants. */
const MONTE_CARLO_DRAWS = 160_000;
/** A variant is called ahead once its chance to be the best reaches this. */
const DECISION_PROBABILITY = 0.95;
/** …and every variant has at least this many visitors. */
export const MIN_VISITORS_PER_VARIANT = 100;
/** …and it has run at least this many days (a whole week: weekdays and weekends convert differently). */
export const MIN_RUN_DAYS = 7;
/**
 * The sample-ratio check: visitors are split evenly between variants, so a split this unlikely under
 * an even one (chi-square test, p below this; GrowthBook's default threshold) means the variants were
 * not shown as intended, and no result can be trusted.
 */
const SRM_P_VALUE = 0.001;
/** The smallest difference the "more visitors" estimate plans for: 20 % of the pooled rate. */
const MIN_RELATIVE_EFFECT = 0.2;

// Lanczos approximation (g = 7, n = 9): log Γ(x) to about 15 significant digits for x > 0.
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = LANCZOS[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += LANCZOS[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

const logBeta = (a: number, b: number) => logGamma(a) + logGamma(b) - logGamma(a + b);

/**
 * P(X_B > X_A) for X_A ~ Beta(aA, bA), X_B ~ Beta(aB, bB) with integer aB (Evan Miller):
 * Σ_{i=0}^{aB−1} B(aA+i, bA+bB) / ((bB+i) · B(1+i, bB) · B(aA, bA)), summed in log space.
 */
export function probabilityBBeatsA(aA: number, bA: number, aB: number, bB: number): number {
  let total = 0;
  const base = logBeta(aA, bA);
  for (let i = 0; i < aB; i++) {
    total += Math.exp(logBeta(aA + i, bA + bB) - Math.log(bB + i) - logBeta(1 + i, bB) - base);
  }
  return Math.min(1, Math.max(0, total));
}

/** E[max(X_B − X_A, 0)]: what choosing A loses when B is better (Stucchio's identity). */
export function expectedLossOfA(aA: number, bA: number, aB: number, bB: number): number {
  const meanA = aA / (aA + bA);
  const meanB = aB / (aB + bB);
  const loss = meanB * probabilityBBeatsA(aA, bA, aB + 1, bB) - meanA * probabilityBBeatsA(aA + 1, bA, aB, bB);
  return Math.max(0, loss);
}

const posterior = (v: VariantCounts) => ({
  a: 1 + v.conversions,
  b: 1 + Math.max(0, v.visitors - v.conversions),
});

/** Mulberry32: a small seeded generator, the same draws on every run. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function normal(random: () => number): number {
  let u = 0;
  while (u === 0) u = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** Gamma(shape, 1) by Marsaglia and Tsang (shape ≥ 1 here: the prior adds 1). */
function gamma(shape: number, random: () => number): number {
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = normal(random);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = random();
    if (u < 1 - 0.0331 * x * x * x * x) return d * v;
    if (Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v;
  }
}

export function betaDraw(a: number, b: number, random: () => number): number {
  const x = gamma(a, random);
  return x / (x + gamma(b, random));
}

/** Chance to be the best and expected loss of each variant by simulation (any number of variants). */
export function simulate(
  variants: readonly VariantCounts[],
  draws = MONTE_CARLO_DRAWS,
  seed = 20_240_601,
): { best: number[]; loss: number[]; beatsControl: number[] } {
  const random = seededRandom(seed);
  const params = variants.map(posterior);
  const best = variants.map(() => 0);
  const loss = variants.map(() => 0);
  const beatsControl = variants.map(() => 0);
  const x = new Array<number>(variants.length).fill(0);
  for (let d = 0; d < draws; d++) {
    let top = 0;
    for (let i = 0; i < params.length; i++) {
      x[i] = betaDraw(params[i]!.a, params[i]!.b, random);
      if (x[i]! > x[top]!) top = i;
    }
    best[top]!++;
    for (let i = 0; i < params.length; i++) {
      loss[i]! += x[top]! - x[i]!;
      if (x[i]! > x[0]!) beatsControl[i]!++;
    }
  }
  return {
    best: best.map((n) => n / draws),
    loss: loss.map((l) => l / draws),
    beatsControl: beatsControl.map((n) => n / draws),
  };
}

/** Each variant's conversion, chance to beat the control and to be the best, and expected loss. */
export function readExperiment(variants: readonly VariantCounts[]): VariantReading[] {
  const conversion = (v: VariantCounts) => (v.visitors > 0 ? v.conversions / v.visitors : null);
  if (variants.length === 0) return [];
  const control = posterior(variants[0]!);
  const beats = variants.map((v, i) =>
    i === 0 ? null : probabilityBBeatsA(control.a, control.b, posterior(v).a, posterior(v).b),
  );
  if (variants.length === 1) {
    return [
      {
        name: variants[0]!.name,
        conversion: conversion(variants[0]!),
        probability_to_beat_control: null,
        probability_to_be_best: 1,
        expected_loss: 0,
      },
    ];
  }
  if (variants.length === 2) {
    const b = posterior(variants[1]!);
    const p = beats[1]!;
    return [
      {
        name: variants[0]!.name,
        conversion: conversion(variants[0]!),
        probability_to_beat_control: null,
        probability_to_be_best: 1 - p,
        expected_loss: expectedLossOfA(control.a, control.b, b.a, b.b),
      },
      {
        name: variants[1]!.name,
        conversion: conversion(variants[1]!),
        probability_to_beat_control: p,
        probability_to_be_best: p,
        expected_loss: expectedLossOfA(b.a, b.b, control.a, control.b),
      },
    ];
  }
  const sim = simulate(variants);
  return variants.map((v, i) => ({
    name: v.name,
    conversion: conversion(v),
    probability_to_beat_control: beats[i]!,
    probability_to_be_best: sim.best[i]!,
    expected_loss: sim.loss[i]!,
  }));
}

export type Verdict =
  | { kind: 'ahead'; variant: string; control: boolean; probability: number; text: string }
  | { kind: 'not_enough_data'; more_visitors_per_variant: number; text: string }
  | { kind: 'no_data'; text: string };

/** A probability never reads higher than it is: 0.949 → "94%". */
const percent = (p: number) => formatPercent(p, { digits: 0, floor: true });
const roundUp = (n: number) =>
  n <= 100 ? Math.ceil(n / 10) * 10 : n <= 1000 ? Math.ceil(n / 50) * 50 : Math.ceil(n / 500) * 500;

/**
 * Visitors each variant needs for a clear answer, by the normal approximation of the difference
 * between two rates: n = 2 · z² · p̄(1 − p̄) / d², z = 1.645 (one-sided 95 %), p̄ the pooled
 * posterior mean, d the larger of the observed difference and MIN_RELATIVE_EFFECT · p̄ (a
 * difference smaller than that is not worth waiting for). At least MIN_VISITORS_PER_VARIANT.
 */
export function visitorsNeededPerVariant(variants: readonly VariantCounts[]): number {
  const visitors = variants.reduce((s, v) => s + v.visitors, 0);
  const conversions = variants.reduce((s, v) => s + v.conversions, 0);
  const pooled = (conversions + 1) / (visitors + 2);
  const means = variants.map((v) => (v.conversions + 1) / (v.visitors + 2));
  const observed = Math.max(...means) - Math.min(...means);
  const d = Math.max(observed, MIN_RELATIVE_EFFECT * pooled);
  const z = 1.6448536269514722;
  return Math.max(MIN_VISITORS_PER_VARIANT, Math.ceil((2 * z * z * pooled * (1 - pooled)) / (d * d)));
}

/** The plain verdict the dashboard shows. */
/**
 * p-value of the chi-square test that the visitors were split evenly between the variants (1 for
 * fewer than two variants or no visitors). Two variants: one degree of freedom (erfc); three: two
 * (exp(−x/2)), both exact.
 */
export function sampleRatioP(visitors: readonly number[]): number {
  const total = visitors.reduce((a, b) => a + b, 0);
  if (visitors.length < 2 || total === 0) return 1;
  const expected = total / visitors.length;
  const x = visitors.reduce((sum, v) => sum + (v - expected) ** 2 / expected, 0);
  return visitors.length === 2 ? erfc(Math.sqrt(x / 2)) : visitors.length === 3 ? Math.exp(-x / 2) : 1;
}

/** Complementary error function (Numerical Recipes' erfc, fractional error under 1.2e-7). */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/**
 * Whether a winner may be named yet (docs/analytics.md#reading-the-result), GrowthBook-style guards:
 * every variant has MIN_VISITORS_PER_VARIANT visitors, the test ran MIN_RUN_DAYS days, and the
 * visitors' split passes the sample-ratio check. Until then the founder can only stop the test,
 * with no winner recorded. `blockers` says what is missing, in words.
 */
export function decisionGuards(
  variants: readonly VariantCounts[],
  startedAt: Date,
  now: Date,
): { ready: boolean; blockers: string[] } {
  const blockers: string[] = [];
  const fewest = variants.length ? Math.min(...variants.map((v) => v.visitors)) : 0;
  if (fewest < MIN_VISITORS_PER_VARIANT) {
    blockers.push(
      `each variant needs ${formatCount(MIN_VISITORS_PER_VARIANT)} visitors (fewest so far: ${formatCount(fewest)})`,
    );
  }
  const days = (now.getTime() - startedAt.getTime()) / DAY_MS;
  if (days < MIN_RUN_DAYS) {
    blockers.push(`the test must run ${MIN_RUN_DAYS} days (${formatCount(Math.floor(days))} so far)`);
  }
  const p = sampleRatioP(variants.map((v) => v.visitors));
  if (p < SRM_P_VALUE) {
    blockers.push(
      `the visitors are not split evenly between the variants (sample ratio check p = ${p.toPrecision(2)}, under ${SRM_P_VALUE}): the variants were not shown as intended`,
    );
  }
  return { ready: blockers.length === 0, blockers };
}

export function experimentVerdict(
  variants: readonly VariantCounts[],
  readings: readonly VariantReading[],
  guards?: { ready: boolean; blockers: string[] },
): Verdict {
  if (variants.length < 2 || variants.every((v) => v.visitors === 0)) {
    return { kind: 'no_data', text: 'No visitors yet: the verdict appears once people see the variants.' };
  }
  if (guards && !guards.ready) {
    const fewest = Math.min(...variants.map((v) => v.visitors));
    const more = roundUp(Math.max(visitorsNeededPerVariant(variants) - fewest, MIN_VISITORS_PER_VARIANT - fewest, 10));
    return {
      kind: 'not_enough_data',
      more_visitors_per_variant: more,
      text: `No winner yet: ${guards.blockers.join('; ')}.`,
    };
  }
  let top = 0;
  readings.forEach((r, i) => {
    if (r.probability_to_be_best > readings[top]!.probability_to_be_best) top = i;
  });
  const fewest = Math.min(...variants.map((v) => v.visitors));
  const probability = readings[top]!.probability_to_be_best;
  if (probability >= DECISION_PROBABILITY && fewest >= MIN_VISITORS_PER_VARIANT) {
    const name = variants[top]!.name;
    const control = top === 0;
    return {
      kind: 'ahead',
      variant: name,
      control,
      probability,
      text: control
        ? `${name} (your current page) is ahead with ${percent(probability)} probability — keep ${name}`
        : `${name} is ahead with ${percent(probability)} probability — publish ${name}`,
    };
  }
  const needed = visitorsNeededPerVariant(variants);
  // The estimate can fall short of a probability the data has not reached yet: ask for at least 10 % more.
  const more = roundUp(Math.max(needed - fewest, Math.ceil(fewest * 0.1), 10));
  return {
    kind: 'not_enough_data',
    more_visitors_per_variant: more,
    text: `Not enough data: about ${formatCount(more)} more visitors per variant for a clear answer`,
  };
}
