import { describe, expect, it } from 'vitest';
import {
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
