import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../shared/time';

/**
 * How a window [start, end) splits over the rollups. All boundaries are UTC-aligned and each step
 * divides the one before (day → hour → 15 minutes), so the window is covered by: the coarsest
 * whole buckets inside it, then finer whole buckets at either edge, and finally the raw visits of
 * the partial finest buckets at the very edges (less than one finest step each side). The cost of
 * a query then follows the number of buckets, not the number of visits.
 */
export const BUCKET_MS = 15 * MINUTE_MS;

export type Range = readonly [number, number];

export interface Cover {
  /** levels[i]: the ranges covered by whole buckets of steps[i]. */
  levels: Range[][];
  /** What is left: read from the raw visits. */
  raw: Range[];
}

const ceilTo = (t: number, step: number) => Math.ceil(t / step) * step;
const floorTo = (t: number, step: number) => Math.floor(t / step) * step;

export function coverWindow(start: number, end: number, steps: readonly number[]): Cover {
  const cover: Cover = { levels: steps.map(() => []), raw: [] };
  const visit = (s: number, e: number, i: number) => {
    if (s >= e) return;
    if (i === steps.length) {
      cover.raw.push([s, e]);
      return;
    }
    const a = ceilTo(s, steps[i]!);
    const b = floorTo(e, steps[i]!);
    if (a < b) {
      cover.levels[i]!.push([a, b]);
      visit(s, a, i + 1);
      visit(b, e, i + 1);
    } else {
      visit(s, e, i + 1);
    }
  };
  visit(start, end, 0);
  return cover;
}

/** Steps a window edge may be moved out to, coarsest first. */
const SNAP_STEPS = [DAY_MS, HOUR_MS, BUCKET_MS] as const;

/**
 * Widen [start, end) to the coarsest bucket boundaries that add no visit: `lastBefore` is the
 * newest visit before `start`, `firstAfter` the oldest at or after `end` (null: none). The counts of
 * the widened window are exactly those of the window, but its edges are whole buckets, so it is
 * read from the rollups alone. A new order's window (its creation → now) holds every visit at its
 * edges: without this, all of them would be read raw.
 */
export function snapWindow(start: number, end: number, lastBefore: number | null, firstAfter: number | null): Range {
  const from =
    SNAP_STEPS.map((step) => floorTo(start, step)).find((t) => lastBefore === null || lastBefore < t) ?? start;
  const to = SNAP_STEPS.map((step) => ceilTo(end, step)).find((t) => firstAfter === null || firstAfter >= t) ?? end;
  return [from, to];
}
