import { describe, expect, it } from 'vitest';
import { decisionGuards, sampleRatioP } from '../../../src/shared/analytics/experiment-stats';

const DAY = 86_400_000;
const now = new Date(Date.UTC(2026, 0, 20));
const daysAgo = (d: number) => new Date(now.getTime() - d * DAY);
const v = (name: string, visitors: number) => ({ name, visitors, conversions: 0 });

describe('decision guards (issue 34)', () => {
  it('the sample-ratio check: chi-square p of an even split is 1, of 450 against 550 about 0.0016', () => {
    expect(sampleRatioP([500, 500])).toBeCloseTo(1, 6);
    // x = 2 · 50² / 500 = 10 → p = erfc(√5) ≈ 0.00157.
    expect(sampleRatioP([450, 550])).toBeCloseTo(0.001565, 5);
    // Three variants: two degrees of freedom, p = exp(−x/2).
    expect(sampleRatioP([100, 100, 130])).toBeCloseTo(Math.exp(-((2 * 10 ** 2) / 110 + 20 ** 2 / 110) / 2), 9);
    expect(sampleRatioP([])).toBe(1);
  });

  it('names no winner before 100 visitors per variant, 7 days and an even split, and says what is missing', () => {
    expect(decisionGuards([v('A', 0), v('B', 0)], daysAgo(0), now)).toEqual({
      ready: false,
      blockers: ['each variant needs 100 visitors (fewest so far: 0)', 'the test must run 7 days (0 so far)'],
    });
    expect(decisionGuards([v('A', 4), v('B', 5)], daysAgo(10), now).blockers).toEqual([
      'each variant needs 100 visitors (fewest so far: 4)',
    ]);
    const uneven = decisionGuards([v('A', 400), v('B', 600)], daysAgo(10), now);
    expect(uneven.ready).toBe(false);
    expect(uneven.blockers[0]).toMatch(
      /^the visitors are not split evenly between the variants \(sample ratio check p = /,
    );
    expect(decisionGuards([v('A', 120), v('B', 130)], daysAgo(7), now)).toEqual({ ready: true, blockers: [] });
  });
});
