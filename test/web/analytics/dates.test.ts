import { describe, expect, it } from 'vitest';
import {
  chartContextStart,
  MIN_CHART_HOURS,
  RANGES,
  rangeStart,
  clampEnd,
  clampStart,
  fromPickerValue,
  toPickerValue,
  windowFromPickers,
} from '../../../src/web/analytics/dates';

describe('date filter rules (docs/product.md#validation-rules)', () => {
  const created = new Date(2025, 5, 1, 10, 0, 37); // local time, seconds past the minute

  it('round-trips a picker value in local time', () => {
    expect(toPickerValue(new Date(2025, 0, 2, 3, 4))).toBe('2025-01-02T03:04');
    expect(fromPickerValue('2025-01-02T03:04')!.getTime()).toBe(new Date(2025, 0, 2, 3, 4).getTime());
    expect(fromPickerValue('')).toBeNull();
    expect(fromPickerValue('2025-01-02')).toBeNull();
  });

  it('moves a start before the creation to the creation, with the toast', () => {
    const c = clampStart('2025-05-31T23:59', created);
    expect(c.value).toBe('2025-06-01T10:00');
    expect(c.message).toMatch(/^Start date adjusted to order creation date: .+/);
  });

  it('leaves the creation minute itself alone (the picker cannot hold seconds)', () => {
    expect(clampStart('2025-06-01T10:00', created)).toEqual({ value: '2025-06-01T10:00', message: null });
    expect(clampStart('2025-06-02T00:00', created).message).toBeNull();
  });

  it('moves an end after now to now, with the toast', () => {
    const now = new Date(2025, 5, 3, 12, 30, 15);
    const c = clampEnd('2025-06-03T12:31', now);
    expect(c.value).toBe('2025-06-03T12:30');
    expect(c.message).toMatch(/^End date adjusted to today: .+/);
    expect(clampEnd('2025-06-03T12:30', now).message).toBeNull();
  });

  it('sends instants, the end minute included', () => {
    const w = windowFromPickers('2025-06-01T10:00', '2025-06-03T12:30');
    expect(w.start_date).toBe(new Date(2025, 5, 1, 10, 0).toISOString());
    expect(w.end_date).toBe(new Date(2025, 5, 3, 12, 31).toISOString());
    expect(windowFromPickers('', '')).toEqual({ start_date: undefined, end_date: undefined });
  });
});

describe('one-click ranges and the chart’s shortest span', () => {
  const now = new Date(2025, 5, 20, 0, 30); // half past midnight, local time
  const created = new Date(2025, 5, 1, 10, 0);

  it('starts Today at local midnight, the others 7 or 30 days back, Since launch at the creation', () => {
    expect(rangeStart('today', created, now)).toEqual(new Date(2025, 5, 20, 0, 0));
    expect(rangeStart('7d', created, now).getTime()).toBe(now.getTime() - 7 * 86_400_000);
    expect(rangeStart('launch', created, now)).toEqual(created);
    // Never before the order was placed.
    expect(rangeStart('30d', created, now)).toEqual(created);
    expect(rangeStart('today', new Date(2025, 5, 20, 0, 10), now)).toEqual(new Date(2025, 5, 20, 0, 10));
    expect(RANGES.map((r) => r.label)).toEqual(['Today', 'Last 7 days', 'Last 30 days', 'Since launch']);
  });

  it(`draws a period shorter than ${MIN_CHART_HOURS} hours with the hours before it, a longer one as it is`, () => {
    // Today at 00:30 is one hourly point: the chart starts 12 hours before the end.
    expect(chartContextStart(new Date(2025, 5, 20, 0, 0), now)).toEqual(new Date(2025, 5, 19, 12, 30));
    expect(chartContextStart(new Date(now.getTime() - 12 * 3_600_000), now)).toBeNull();
    expect(chartContextStart(created, now)).toBeNull();
  });
});
