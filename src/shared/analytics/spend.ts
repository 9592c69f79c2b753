import { microsToMinor } from '../money';

/**
 * Ad spend attributed to an analytics window: the cost the ads provider reported, day by day
 * (docs/analytics.md#what-the-verdict-means), never the budget. A reported day lying partly in the
 * window counts by the share of its time inside it; a day not reported has cost nothing.
 */
export interface ReportedDay {
  dayStart: Date;
  /** End of the time the figures cover (the report time for a day still running). */
  dayEnd: Date;
  costMicros: number;
}

/** Reported spend in minor units (1/100) within [start, end), or null when no day has been reported. */
export function reportedSpendInWindow(days: readonly ReportedDay[], start: Date, end: Date): number | null {
  if (!days.length) return null;
  const from = start.getTime();
  const to = end.getTime();
  let micros = 0;
  for (const day of days) {
    const s = day.dayStart.getTime();
    const e = day.dayEnd.getTime();
    if (e <= s) {
      if (s >= from && s < to) micros += day.costMicros;
      continue;
    }
    const overlap = Math.min(e, to) - Math.max(s, from);
    if (overlap > 0) micros += (day.costMicros * overlap) / (e - s);
  }
  return Math.round(microsToMinor(micros));
}
