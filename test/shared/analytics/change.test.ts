import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { changePercent, formatChange } from '../../../src/shared/analytics/change';

describe('changePercent (docs/product.md#rules-and-limits)', () => {
  it.each([
    [150, 100, 50],
    [50, 100, -50],
    [1, 3, -66.7],
    [2, 3, -33.3],
    [4, 3, 33.3],
    [100, 100, 0],
    [7, 0, 100],
    [0, 0, 0],
    [0, 5, -100],
    [1001, 1000, 0.1],
    [10005, 10000, 0.1], // 0.05 rounds away from zero
    [9995, 10000, -0.1],
  ])('(%i vs %i) → %d', (current, previous, expected) => {
    expect(changePercent(current, previous)).toBe(expected);
  });

  it('is (current − previous) / previous × 100 to one decimal for any counts', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 1, max: 1_000_000 }), (current, previous) => {
        const exact = ((current - previous) / previous) * 100;
        const got = changePercent(current, previous);
        expect(Math.abs(got - exact)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(Math.round(got * 10)).toBeCloseTo(got * 10, 9);
      }),
    );
  });

  it('formats with a sign and one decimal', () => {
    expect(formatChange(12.5)).toBe('+12.5%');
    expect(formatChange(-3)).toBe('−3.0%');
    expect(formatChange(0)).toBe('0.0%');
  });
});
