import { MAX_WINDOW_DAYS, UNKNOWN_COUNTRY, type TrackingFilters } from '../../shared/contracts/analytics';
import type { Channel } from '../../shared/analytics/channel';
import { badRequest } from '../http/errors';
import { DAY_MS } from '../../shared/time';

/** The half-open window [start, end) of one analytics request, its predecessor and its filters. */
export interface AnalyticsWindow {
  start: Date;
  end: Date;
  /** The window of equal length just before: [previousStart, start). */
  previousStart: Date;
  /**
   * Where the compared previous period starts: previousStart when the order existed all of it,
   * the order's creation when it existed part of it, null when it lies wholly before the order.
   */
  comparedStart: Date | null;
  timeZone: string;
  /**
   * The country filter as stored in the rollups: null = all countries, '' = unknown country,
   * otherwise the exact country name.
   */
  country: string | null;
  /** The channel filter: null = all channels. */
  channel: Channel | null;
}

/**
 * Dates default to the order's creation and now (the range the dashboard's pickers allow). The end
 * is exclusive; the previous period is the window of equal length just before the start.
 */
export function resolveWindow(
  filters: TrackingFilters,
  timeZone: string,
  orderCreatedAt: Date,
  now: Date = new Date(),
): AnalyticsWindow {
  const start = filters.start_date ? new Date(filters.start_date) : orderCreatedAt;
  const end = filters.end_date ? new Date(filters.end_date) : now;
  if (end.getTime() <= start.getTime()) {
    throw badRequest(
      filters.end_date ? 'end_date must be after start_date' : 'start_date must be before now (the default end_date)',
    );
  }
  if (end.getTime() - start.getTime() > MAX_WINDOW_DAYS * DAY_MS) {
    throw badRequest(`The window may span at most ${MAX_WINDOW_DAYS} days`);
  }
  const wanted = filters['fields.country'];
  const previousStart = new Date(2 * start.getTime() - end.getTime());
  // Nothing existed before the order: a period that lies before it is not "zero visits".
  const comparedStart =
    start.getTime() <= orderCreatedAt.getTime()
      ? null
      : previousStart.getTime() < orderCreatedAt.getTime()
        ? orderCreatedAt
        : previousStart;
  return {
    start,
    end,
    previousStart,
    comparedStart,
    timeZone,
    country: wanted === undefined ? null : wanted === UNKNOWN_COUNTRY ? '' : wanted,
    channel: filters['fields.channel'] ?? null,
  };
}

/** The window as the API shows it back. */
export function windowJson(w: AnalyticsWindow) {
  return {
    start: w.start.toISOString(),
    end: w.end.toISOString(),
    previous_start: w.previousStart.toISOString(),
    compared_start: w.comparedStart ? w.comparedStart.toISOString() : null,
    previous_partial: w.comparedStart !== null && w.comparedStart.getTime() !== w.previousStart.getTime(),
    timezone: w.timeZone,
  };
}
