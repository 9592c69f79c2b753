import { describe, expect, it } from 'vitest';
import { BUCKET_MS, coverWindow, snapWindow } from '../../../src/server/analytics/segments';
import { DAY_MS, HOUR_MS } from '../../../src/shared/time';

const T = Date.UTC(2026, 10, 20, 10, 7, 30); // 10:07:30 UTC
const dayStart = Date.UTC(2026, 10, 20);

describe('snapWindow', () => {
  it('widens both edges to whole days when nothing lies in the added time', () => {
    expect(snapWindow(T, T + 3 * HOUR_MS, null, null)).toEqual([dayStart, dayStart + DAY_MS]);
    const [from, to] = snapWindow(T, T + 3 * HOUR_MS, null, null);
    expect(coverWindow(from, to, [DAY_MS, BUCKET_MS]).raw).toEqual([]);
  });

  it('stops at the coarsest boundary that adds no visit', () => {
    // A visit at 09:30 (before the start): the day and the hour would take it in; 10:00 would not.
    expect(snapWindow(T, T + HOUR_MS, dayStart + 9.5 * HOUR_MS, null)[0]).toBe(dayStart + 10 * HOUR_MS);
    // A visit at 10:03: only the 15-minute boundary is left, and it too would take it in.
    expect(snapWindow(T, T + HOUR_MS, dayStart + 10 * HOUR_MS + 3 * 60_000, null)[0]).toBe(T);
    // A visit at 11:20 after an end of 11:07:30: 11:15 adds nothing, 12:00 would add it.
    expect(snapWindow(T, T + HOUR_MS, null, dayStart + 11 * HOUR_MS + 20 * 60_000)[1]).toBe(dayStart + 11.25 * HOUR_MS);
    // A visit exactly at the end belongs after the window: no boundary beyond the end is free.
    expect(snapWindow(T, T + HOUR_MS, null, T + HOUR_MS)[1]).toBe(T + HOUR_MS);
    // A visit exactly on a boundary after the end: that boundary is still free (the end is exclusive).
    expect(snapWindow(T, T + HOUR_MS, null, dayStart + 11.25 * HOUR_MS)[1]).toBe(dayStart + 11.25 * HOUR_MS);
  });

  it('leaves an edge that is already on a boundary where it is', () => {
    expect(snapWindow(dayStart, dayStart + DAY_MS, dayStart - 1, dayStart + DAY_MS)).toEqual([
      dayStart,
      dayStart + DAY_MS,
    ]);
  });
});
