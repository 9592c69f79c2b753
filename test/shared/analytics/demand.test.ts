import { describe, expect, it } from 'vitest';
import { demandSignal, wilsonInterval } from '../../../src/shared/analytics/demand';
import { reportedSpendInWindow } from '../../../src/shared/analytics/spend';

const signal = (visitors: number, leads: number, spendMinor: number | null = null, paidLeads = 0) =>
  demandSignal({ visitors, leads, spendMinor, paidLeads });

describe('wilsonInterval', () => {
  it('matches the textbook 95 % Wilson interval', () => {
    // 10 of 100: 0.0552 – 0.1744 (e.g. Newcombe 1998, Agresti & Coull 1998).
    const i = wilsonInterval(10, 100);
    expect(i.low).toBeCloseTo(0.0552, 4);
    expect(i.high).toBeCloseTo(0.1744, 4);
    // 0 of 50: 0 – 0.0713.
    expect(wilsonInterval(0, 50).low).toBe(0);
    expect(wilsonInterval(0, 50).high).toBeCloseTo(0.0713, 4);
    expect(wilsonInterval(5, 5).high).toBe(1);
  });
});

describe('demandSignal reads the interval, not the point estimate', () => {
  it('is too early with no visitors', () => {
    expect(signal(0, 0)).toMatchObject({ level: 'early', conversion: null, interval: null });
  });

  it('is too early while the interval spans the 2 % line, even at a high point estimate', () => {
    // 2 leads of 40 visitors is 5 %, but the interval (1.4 %–16.5 %) reaches under 2 %.
    const s = signal(40, 2);
    expect(s.conversion).toBeCloseTo(0.05);
    expect(s.level).toBe('early');
    expect(s.verdict).toBe(
      'Too early to tell: the rate could be anywhere from 1.4%–16.5% (95% interval). More visitors will narrow it.',
    );
  });

  it('is too early under 30 visitors, even when the interval lies above 5 %', () => {
    // 1 lead of 1 visitor: 20.7 %–100 %.
    expect(signal(1, 1)).toMatchObject({ level: 'early' });
    expect(signal(20, 10).verdict).toMatch(
      /^Too early to tell: 20 of the 30 unique visitors needed; the rate could be/,
    );
    expect(signal(30, 15).level).toBe('strong');
  });

  it('calls noise only when the whole interval is under 2 %', () => {
    expect(signal(100, 0).level).toBe('early'); // 0 %–3.7 %
    const s = signal(1000, 5); // 0.2 %–1.2 %
    expect(s.level).toBe('noise');
    expect(s.verdict).toMatch(/^Noise: the rate is 0\.2%–1\.2% \(95% interval\), all under 2\.0%/);
  });

  it('calls some demand above 2 % and strong demand when the whole interval is at 5 % or more', () => {
    expect(signal(1000, 40).level).toBe('promising'); // 2.9 %–5.4 %
    expect(signal(1000, 80).level).toBe('strong'); // 6.5 %–9.9 %
    expect(signal(200, 30).verdict).toBe(
      'Strong demand: the rate is 10.7%–20.6% (95% interval), all above 5.0%. Talk to your leads.',
    );
  });

  it('gives a cost per lead from the spend and paid leads only', () => {
    expect(signal(500, 4, 100_000, 2).costPerLeadMinor).toBe(50_000);
    // Leads that did not come from the ads do not lower the cost per lead.
    expect(signal(500, 40, 100_000, 2).costPerLeadMinor).toBe(50_000);
    expect(signal(500, 4, 100_000, 0).costPerLeadMinor).toBeNull();
    expect(signal(500, 4, null, 4).costPerLeadMinor).toBeNull();
  });
});

describe('reportedSpendInWindow', () => {
  const day = (d: number) => new Date(Date.UTC(2025, 5, d));
  // Three reported days of different costs (₹1,000, ₹800, ₹600) and the fourth still running (₹200 so far, 6 h).
  const days = [
    { dayStart: day(1), dayEnd: day(2), costMicros: 1_000_000_000 },
    { dayStart: day(2), dayEnd: day(3), costMicros: 800_000_000 },
    { dayStart: day(3), dayEnd: day(4), costMicros: 600_000_000 },
    { dayStart: day(4), dayEnd: new Date(day(4).getTime() + 6 * 3_600_000), costMicros: 200_000_000 },
  ];

  it('sums the reported cost of the days in the window, in minor units', () => {
    expect(reportedSpendInWindow(days, day(1), day(30))).toBe(260_000);
    expect(reportedSpendInWindow(days, day(2), day(4))).toBe(140_000);
    // Not the budget spread evenly: the days cost what was reported.
    expect(reportedSpendInWindow(days, day(1), day(2))).toBe(100_000);
  });

  it('counts a day partly in the window by its share of time', () => {
    expect(reportedSpendInWindow(days, new Date(day(2).getTime() + 12 * 3_600_000), day(3))).toBe(40_000);
    // The running day's figures cover its first 6 hours only.
    expect(reportedSpendInWindow(days, day(4), new Date(day(4).getTime() + 3 * 3_600_000))).toBe(10_000);
  });

  it('is 0 outside the reported days and null when nothing has been reported', () => {
    expect(reportedSpendInWindow(days, day(10), day(12))).toBe(0);
    expect(reportedSpendInWindow([], day(1), day(2))).toBeNull();
  });
});
