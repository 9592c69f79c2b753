import { DAY_MS, formatDateTime, HOUR_MS, MINUTE_MS } from '../../shared/time';

/**
 * The date filter's rules (docs/product.md#validation-rules): pickers hold local "YYYY-MM-DDTHH:mm" values limited between
 * the order's creation and now; a start before the creation moves to the creation, an end after
 * now moves to now, each with its toast. Comparisons are to the minute (what a picker can hold).
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a `datetime-local` value in the browser's time zone, to the minute. */
export function toPickerValue(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (local time) as a moment; null when empty or malformed. */
export function fromPickerValue(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const floorMinute = (d: Date) => new Date(Math.floor(d.getTime() / MINUTE_MS) * MINUTE_MS);

const START_ADJUSTED = (date: string) => `Start date adjusted to order creation date: ${date}`;
const END_ADJUSTED = (date: string) => `End date adjusted to today: ${date}`;

export interface Clamped {
  value: string;
  /** The toast to show when the value was moved. */
  message: string | null;
}

export function clampStart(value: string, createdAt: Date): Clamped {
  const d = fromPickerValue(value);
  if (!d) return { value, message: null };
  if (d.getTime() < floorMinute(createdAt).getTime()) {
    return { value: toPickerValue(createdAt), message: START_ADJUSTED(formatDateTime(createdAt)) };
  }
  return { value, message: null };
}

export function clampEnd(value: string, now: Date): Clamped {
  const d = fromPickerValue(value);
  if (!d) return { value, message: null };
  if (d.getTime() > floorMinute(now).getTime()) {
    return { value: toPickerValue(now), message: END_ADJUSTED(formatDateTime(now)) };
  }
  return { value, message: null };
}

/** The window the API gets: from the start minute to the end of the end minute (exclusive). */
export function windowFromPickers(start: string, end: string): { start_date?: string; end_date?: string } {
  const s = fromPickerValue(start);
  const e = fromPickerValue(end);
  return {
    start_date: s ? s.toISOString() : undefined,
    end_date: e ? new Date(e.getTime() + MINUTE_MS).toISOString() : undefined,
  };
}

/** The one-click ranges above the pickers (docs/product.md#screens). */
export const RANGES = [
  { id: 'today', label: 'Today' },
  { id: '7d', label: 'Last 7 days' },
  { id: '30d', label: 'Last 30 days' },
  { id: 'launch', label: 'Since launch' },
] as const;
export type RangeId = (typeof RANGES)[number]['id'];

/**
 * Where a range starts: local midnight today, 7 or 30 days before now, or the order's creation;
 * never before the order was placed (nothing existed earlier). Each range ends now.
 */
export function rangeStart(range: RangeId, createdAt: Date, now: Date): Date {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const start =
    range === 'today'
      ? midnight
      : range === '7d'
        ? new Date(now.getTime() - 7 * DAY_MS)
        : range === '30d'
          ? new Date(now.getTime() - 30 * DAY_MS)
          : createdAt;
  return start.getTime() < createdAt.getTime() ? createdAt : start;
}

/** The shortest span the visits chart draws: a shorter period is shown with the hours before it. */
export const MIN_CHART_HOURS = 12;

/**
 * Where the visits chart starts for a period [start, end): the period's own start, or, when the
 * period is shorter than MIN_CHART_HOURS (an hourly chart of one or two points, a dot), that many
 * hours before its end, so the chart is a line. Null when the period is long enough.
 */
export function chartContextStart(start: Date, end: Date): Date | null {
  const span = MIN_CHART_HOURS * HOUR_MS;
  return end.getTime() - start.getTime() < span ? new Date(end.getTime() - span) : null;
}
