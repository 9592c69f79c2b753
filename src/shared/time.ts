import { tz, TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';

/**
 * The one home of time (docs/architecture.md#time-money-and-ids): the lengths of time in ms,
 * calendar dates and time-zone math (date-fns with @date-fns/tz, never by hand), and the two ways
 * a date is shown to people.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
/** A real day (24 h), in ms. */
export const DAY_MS = 24 * HOUR_MS;
/** Seven days; the analytics week rollups are WEEK_MS bins from the Unix epoch (each starts on a Thursday, 00:00 UTC). */
export const WEEK_MS = 7 * DAY_MS;

/** "yyyy-MM-dd" */
export type CalendarDate = string;

/** The calendar date ("yyyy-MM-dd") `at` falls on in `timeZone`. */
export function dateInZone(at: Date, timeZone: string): CalendarDate {
  return format(at, 'yyyy-MM-dd', { in: tz(timeZone) });
}

/** The calendar date `days` after (or before, when negative) `date`. */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return format(addDays(new TZDate(y, m - 1, d, 'UTC'), days), 'yyyy-MM-dd');
}

/** The instant `timeZone`'s wall clock reads `date` 00:00 (DST-safe). */
export function midnightInZone(date: CalendarDate, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, timeZone).getTime());
}

/** What a wall clock in `timeZone` reads at `at`: the short weekday ("Mon"), the hour (0–23), the date. */
export function wallClock(at: Date, timeZone: string): { weekday: string; hour: number; date: CalendarDate } {
  const local = new TZDate(at.getTime(), timeZone);
  return { weekday: format(local, 'EEE'), hour: local.getHours(), date: format(local, 'yyyy-MM-dd') };
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

/** A moment as people read it, with the time: "Jun 1, 2025, 10:00 AM", in the browser's locale and time zone. */
export function formatDateTime(at: Date | string): string {
  return (typeof at === 'string' ? new Date(at) : at).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}
