import { describe, expect, it } from 'vitest';
import { demandSignal, MIN_VISITORS } from '../../../src/shared/analytics/demand';
import { spendInWindow } from '../../../src/shared/analytics/spend';

describe('demandSignal', () => {
  it('is too early below 100 unique visitors, whatever the rate', () => {
    const s = demandSignal({ visitors: MIN_VISITORS - 1, leads: 50, spendMinor: null });
    expect(s.level).toBe('early');
    expect(s.verdict).toBe('Too early to tell: 99 of the 100 unique visitors needed for a reliable rate.');
  });

  it('calls under 2 % noise (fake-door practice)', () => {
    const s = demandSignal({ visitors: 1000, leads: 19, spendMinor: null });
    expect(s.level).toBe('noise');
    expect(s.conversion).toBeCloseTo(0.019);
    expect(s.verdict).toMatch(/^Noise: 1\.9% of visitors became leads \(under 2\.0% is no signal\)/);
  });

  it('calls 2 % up to 5 % some demand and 5 % or more strong demand', () => {
    expect(demandSignal({ visitors: 1000, leads: 20, spendMinor: null }).level).toBe('promising');
    expect(demandSignal({ visitors: 1000, leads: 49, spendMinor: null }).level).toBe('promising');
    expect(demandSignal({ visitors: 1000, leads: 50, spendMinor: null }).level).toBe('strong');
    expect(demandSignal({ visitors: 200, leads: 30, spendMinor: null }).verdict).toBe(
      'Strong demand: 15.0% of visitors became leads. Talk to them.',
    );
  });

  it('gives a cost per lead only with spend and leads', () => {
    expect(demandSignal({ visitors: 500, leads: 4, spendMinor: 100_000 }).costPerLeadMinor).toBe(25_000);
    expect(demandSignal({ visitors: 500, leads: 0, spendMinor: 100_000 }).costPerLeadMinor).toBeNull();
    expect(demandSignal({ visitors: 500, leads: 4, spendMinor: null }).costPerLeadMinor).toBeNull();
    expect(demandSignal({ visitors: 0, leads: 0, spendMinor: null }).conversion).toBeNull();
  });
});

describe('spendInWindow', () => {
  const day = (d: number) => new Date(Date.UTC(2025, 5, d));
  const run = { budgetMinor: 700_000, startsAt: day(1), endsAt: day(8) }; // 7 days, 100 000 a day

  it('attributes the even daily share of the overlap, up to now', () => {
    expect(spendInWindow([run], day(3), day(5), day(30))).toBe(200_000);
    expect(spendInWindow([run], day(1), day(30), day(30))).toBe(700_000);
    expect(spendInWindow([run], day(1), day(30), day(4))).toBe(300_000);
  });

  it('is 0 outside the run and null when no campaign has run', () => {
    expect(spendInWindow([run], day(10), day(12), day(30))).toBe(0);
    expect(spendInWindow([{ budgetMinor: 500_000, startsAt: null, endsAt: null }], day(1), day(2))).toBeNull();
    expect(spendInWindow([], day(1), day(2))).toBeNull();
  });
});
