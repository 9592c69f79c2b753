import { tz, TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import type { CalendarDate } from './time';

/**
 * Time-zone math (docs/architecture.md#time-money-and-ids), with date-fns and @date-fns/tz: never
 * offsets worked out by hand. Apart from time.ts so that the web app, which shows dates in the
 * browser's own zone, does not ship @date-fns/tz (test/web/budget.test.ts).
 */

/** The calendar date ("yyyy-MM-dd") `at` falls on in `timeZone`. */
export function dateInZone(at: Date, timeZone: string): CalendarDate {
  return format(at, 'yyyy-MM-dd', { in: tz(timeZone) });
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
