import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';

/**
 * The one home of time (docs/architecture.md#time-money-and-ids): the lengths of time in ms,
 * calendar dates (date-fns, never by hand) and the two ways a date is shown to people. Time-zone
 * math is beside it in time-zones.ts (@date-fns/tz), which the server uses and the web app's
 * bundle does not carry.
 */

export const SECOND_MS = 1_000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
/** A real day (24 h), in ms. */
export const DAY_MS = 24 * HOUR_MS;
/** Seven days; the analytics week rollups are WEEK_MS bins from the Unix epoch (each starts on a Thursday, 00:00 UTC). */
export const WEEK_MS = 7 * DAY_MS;

/** "yyyy-MM-dd" */
export type CalendarDate = string;

/** The calendar date `days` after (or before, when negative) `date`. */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  return format(addDays(parseISO(date), days), 'yyyy-MM-dd');
}

/**
 * A day as people read it, without the time: "12 Jan 2026" (orders, payments). In `locale` (the
 * browser's when left out) and, when given, the calendar of `timeZone`.
 */
export function formatDay(at: Date | string, options: { locale?: string; timeZone?: string } = {}): string {
  return new Intl.DateTimeFormat(options.locale, {
    timeZone: options.timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(typeof at === 'string' ? new Date(at) : at);
}

/** The time of day alone: "10:00 AM", in the browser's locale and time zone (beside `formatDay`). */
export function formatTime(at: Date | string): string {
  return (typeof at === 'string' ? new Date(at) : at).toLocaleTimeString(undefined, { timeStyle: 'short' });
}

/** A moment as people read it, with the time: "Jun 1, 2025, 10:00 AM", in the browser's locale and time zone. */
export function formatDateTime(at: Date | string): string {
  return (typeof at === 'string' ? new Date(at) : at).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}
