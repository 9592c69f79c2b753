// formatPercent (src/shared/money.ts): the one way a share is written, on the dashboard, in the
// demand verdict, the change of a card and an experiment's chance.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPercent } from '../../src/shared/money';
import { formatChange } from '../../src/shared/analytics/change';
import { formatRate } from '../../src/shared/analytics/demand';

describe('formatPercent', () => {
  it('writes a share en-US style, one decimal, rounded half up', () => {
    expect(formatPercent(0.125)).toBe('12.5%');
    expect(formatPercent(0.1255)).toBe('12.6%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(1)).toBe('100.0%');
    expect(formatPercent(0.5, { digits: 0 })).toBe('50%');
  });

  it('floors a probability, so it never reads higher than it is', () => {
    expect(formatPercent(0.949, { digits: 0, floor: true })).toBe('94%');
    expect(formatPercent(0.95, { digits: 0, floor: true })).toBe('95%');
  });

  it('signs a change with + and a true minus, and none at zero', () => {
    expect(formatPercent(0.125, { sign: true })).toBe('+12.5%');
    expect(formatPercent(-0.03, { sign: true })).toBe('−3.0%');
    expect(formatPercent(0, { sign: true })).toBe('0.0%');
    expect(formatChange(12.5)).toBe('+12.5%');
    expect(formatRate(0.025)).toBe('2.5%');
  });

  it('reads back as the share it writes, within its rounding', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (share) => {
        const written = Number(formatPercent(share).replace('%', ''));
        expect(Math.abs(written - share * 100)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });
});
