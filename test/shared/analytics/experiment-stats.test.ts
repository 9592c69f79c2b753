import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  betaDraw,
  expectedLossOfA,
  experimentVerdict,
  logGamma,
  probabilityBBeatsA,
  readExperiment,
  seededRandom,
  simulate,
  visitorsNeededPerVariant,
  type VariantCounts,
} from '../../../src/shared/analytics/experiment-stats';

/** Beta posteriors of (conversions, visitors) with the uniform prior. */
const post = (conversions: number, visitors: number) => [1 + conversions, 1 + visitors - conversions] as const;
const pBA = (a: readonly [number, number], b: readonly [number, number]) => probabilityBBeatsA(a[0], a[1], b[0], b[1]);

/**
 * Reference values: P(X_B > X_A) = ∫ f_A(x)(1 − I_x(α_B, β_B)) dx and the expected losses
 * E[max(X_B − X_A, 0)], E[max(X_A − X_B, 0)], integrated numerically with mpmath (20–30 digits),
 * independently of the closed form under test. The 120/1000 vs 145/1000 case is the worked example
 * of common Bayesian A/B calculators (P ≈ 95 %); 0/0 vs 1/1 is exact: Beta(2,1) beats Beta(1,1)
 * with probability 2/3, and the losses are 1/4 and 1/12.
 */
const REFERENCE = [
  { a: [0, 0], b: [1, 1], p: 2 / 3, lossA: 0.25, lossB: 1 / 12 },
  { a: [150, 500], b: [160, 500], p: 0.752627630065, lossA: 0.02421432245, lossB: 0.004294003724 },
  { a: [120, 1000], b: [145, 1000], p: 0.950196907617, lossA: 0.02526593873, lossB: 0.0003158389269 },
  { a: [27, 500], b: [23, 500], p: 0.282868164803, lossA: 0.002452880358, lossB: 0.01042100785 },
  { a: [10, 100], b: [18, 100], p: 0.946363720709, lossA: 0.07955762066, lossB: 0.001126248112 },
  { a: [3, 40], b: [9, 40], p: 0.966637745928, lossA: 0.1439315827, lossB: 0.001074439866 },
] as const;

describe('log Γ', () => {
  it('matches known values', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(2)).toBeCloseTo(0, 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    expect(logGamma(10)).toBeCloseTo(Math.log(362880), 10);
    // ln(1000!) = 5912.128178939938…, to a relative 1e-9 (the Lanczos series' accuracy).
    expect(Math.abs(logGamma(1001) / 5912.128178939938 - 1)).toBeLessThan(1e-9);
  });
});

describe("Evan Miller's closed form", () => {
  it.each(REFERENCE)('P(B > A) and expected losses for A $a vs B $b', ({ a, b, p, lossA, lossB }) => {
    const A = post(a[0], a[1]);
    const B = post(b[0], b[1]);
    expect(pBA(A, B)).toBeCloseTo(p, 9);
    expect(expectedLossOfA(A[0], A[1], B[0], B[1])).toBeCloseTo(lossA, 8);
    expect(expectedLossOfA(B[0], B[1], A[0], A[1])).toBeCloseTo(lossB, 8);
  });

  it('agrees with a 10^6-draw simulation within 0.002 (four standard errors)', () => {
    for (const { a, b, p } of REFERENCE.slice(1, 4)) {
      const sim = simulate(
        [
          { name: 'A', conversions: a[0], visitors: a[1] },
          { name: 'B', conversions: b[0], visitors: b[1] },
        ],
        1_000_000,
        7,
      );
      expect(Math.abs(sim.beatsControl[1]! - p)).toBeLessThan(0.002);
      expect(Math.abs(sim.best[1]! - p)).toBeLessThan(0.002);
    }
  }, 60_000);

  it('draws Beta variates with the right mean and variance', () => {
    const random = seededRandom(3);
    const n = 200_000;
    let sum = 0;
    let sq = 0;
    for (let i = 0; i < n; i++) {
      const x = betaDraw(3, 7, random);
      sum += x;
      sq += x * x;
    }
    const mean = sum / n;
    expect(mean).toBeCloseTo(0.3, 2);
    expect(sq / n - mean * mean).toBeCloseTo((3 * 7) / (100 * 11), 3);
  });
});

const counts = fc
  .tuple(fc.integer({ min: 0, max: 3000 }), fc.double({ min: 0, max: 1, noNaN: true }))
  .map(([visitors, share]) => ({ visitors, conversions: Math.floor(visitors * share) }));

describe('properties (fast-check)', () => {
  it('swapping the variants gives 1 − p', () => {
    fc.assert(
      fc.property(counts, counts, (a, b) => {
        const A = post(a.conversions, a.visitors);
        const B = post(b.conversions, b.visitors);
        expect(Math.abs(pBA(A, B) + pBA(B, A) - 1)).toBeLessThan(1e-9);
      }),
      { numRuns: 300 },
    );
  });

  it('equal data gives 0.5 ± 0.005, exactly for two variants and by simulation for three', () => {
    fc.assert(
      fc.property(counts, (c) => {
        const A = post(c.conversions, c.visitors);
        expect(Math.abs(pBA(A, A) - 0.5)).toBeLessThan(0.005);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(counts, (c) => {
        const three = readExperiment(['A', 'B', 'C'].map((name) => ({ name, ...c })));
        expect(Math.abs(three[1]!.probability_to_beat_control! - 0.5)).toBeLessThan(0.005);
        for (const r of three) expect(Math.abs(r.probability_to_be_best - 1 / 3)).toBeLessThan(0.005);
      }),
      { numRuns: 8 },
    );
  }, 60_000);

  it('with three variants, the simulated pairwise chance stays within 0.005 of the exact one', () => {
    fc.assert(
      fc.property(counts, counts, counts, (a, b, c) => {
        const variants: VariantCounts[] = [
          { name: 'A', ...a },
          { name: 'B', ...b },
          { name: 'C', ...c },
        ];
        const sim = simulate(variants);
        const A = post(a.conversions, a.visitors);
        expect(Math.abs(sim.beatsControl[1]! - pBA(A, post(b.conversions, b.visitors)))).toBeLessThan(0.005);
        expect(Math.abs(sim.beatsControl[2]! - pBA(A, post(c.conversions, c.visitors)))).toBeLessThan(0.005);
        expect(sim.best.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 9);
      }),
      { numRuns: 6 },
    );
  }, 60_000);
});

describe('verdict', () => {
  const v = (name: string, visitors: number, conversions: number): VariantCounts => ({ name, visitors, conversions });
  const verdictOf = (variants: VariantCounts[]) => experimentVerdict(variants, readExperiment(variants));

  it('names the winner in plain words once it is ahead with ≥ 95 % and enough visitors', () => {
    const out = verdictOf([v('A', 1000, 120), v('B', 1000, 160)]);
    expect(out.kind).toBe('ahead');
    expect(out.text).toMatch(/^B is ahead with 9\d% probability — publish B$/);
  });

  it('says when the control is the one ahead', () => {
    expect(verdictOf([v('A', 1000, 170), v('B', 1000, 110)]).text).toMatch(/^A \(your current page\) is ahead .* keep A$/);
  });

  it('asks for more visitors per variant otherwise, with a figure from the sample-size formula', () => {
    const out = verdictOf([v('A', 200, 20), v('B', 200, 24)]);
    expect(out.kind).toBe('not_enough_data');
    if (out.kind !== 'not_enough_data') return;
    expect(out.text).toBe(
      `Not enough data: about ${out.more_visitors_per_variant.toLocaleString('en-US')} more visitors per variant for a clear answer`,
    );
    // n = 2·1.645²·p̄(1−p̄)/d² with p̄ = 45/402, d = max(25/202 − 21/202, 0.2·p̄) = 0.2·p̄ → 1,074 per variant,
    // 874 more than the 200 so far, rounded up to 900.
    expect(visitorsNeededPerVariant([v('A', 200, 20), v('B', 200, 24)])).toBe(1074);
    expect(out.more_visitors_per_variant).toBe(900);
  });

  it('never calls a winner on a handful of visitors, however lopsided', () => {
    expect(verdictOf([v('A', 10, 0), v('B', 10, 8)]).kind).toBe('not_enough_data');
    expect(verdictOf([v('A', 0, 0), v('B', 0, 0)]).kind).toBe('no_data');
  });
});
