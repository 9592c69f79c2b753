import { z } from 'zod';
import { addCalendarDays } from '../../shared/time';
import { dateInZone, midnightInZone } from '../../shared/time-zones';
import type { DayMetrics, MetricsRequest } from './provider';

/**
 * Google Ads figures per campaign per day, by GAQL (GoogleAdsService.Search): the query and the
 * reading of its rows. Pure, and free of `google-ads-api` (the adapter in google.ts sends the
 * query through the library's customer), so it loads and tests without Google's catalogue.
 */

const CAMPAIGN_RESOURCE = /^customers\/\d+\/campaigns\/\d+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Calendar dates and midnights in the account's time zone: src/shared/time-zones.ts (re-exported for the adapter's tests). */
export { dateInZone, midnightInZone };

/**
 * The GAQL query for the daily figures of `resourceNames` from `from` to `to` (inclusive dates in
 * the account's time zone). Only well-formed campaign resource names are put in the query.
 */
export function metricsQuery(resourceNames: string[], from: string, to: string): string {
  const names = resourceNames.filter((n) => CAMPAIGN_RESOURCE.test(n));
  if (!names.length) throw new Error('no Google Ads campaign resource names to report on');
  if (!DATE.test(from) || !DATE.test(to)) throw new Error('dates must be yyyy-MM-dd');
  return [
    'SELECT campaign.resource_name, segments.date, metrics.impressions, metrics.clicks, metrics.cost_micros',
    'FROM campaign',
    `WHERE campaign.resource_name IN (${names.map((n) => `'${n}'`).join(', ')})`,
    `AND segments.date BETWEEN '${from}' AND '${to}'`,
    'ORDER BY segments.date',
  ].join(' ');
}

/** The date range to ask for: from the earliest start to today (not past the latest end), account time zone. */
export function metricsDateRange(
  campaigns: Pick<MetricsRequest, 'startsAt' | 'endsAt'>[],
  now: Date,
  timeZone: string,
): { from: string; to: string } {
  const first = Math.min(...campaigns.map((c) => c.startsAt.getTime()));
  const last = Math.min(now.getTime(), Math.max(...campaigns.map((c) => c.endsAt.getTime())));
  return { from: dateInZone(new Date(first), timeZone), to: dateInZone(new Date(Math.max(first, last)), timeZone) };
}

/** int64 fields arrive as numbers or strings, and are absent when zero. */
const count = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)])
  .optional()
  .transform((v) => (v === undefined ? 0 : Number(v)));

const rowSchema = z.object({
  campaign: z.object({ resource_name: z.string() }),
  segments: z.object({ date: z.string().regex(DATE) }),
  metrics: z
    .object({ impressions: count, clicks: count, cost_micros: count })
    .optional()
    .transform((m) => m ?? { impressions: 0, clicks: 0, cost_micros: 0 }),
});

/**
 * Read the rows of `metricsQuery`: one DayMetrics per campaign and date. A row of a campaign not
 * asked for is ignored; a malformed row throws (the job retries, nothing half-read is stored).
 * A day still running in the account's time zone ends at `now`.
 */
export function parseMetricsRows(
  rows: unknown[],
  campaignIdByResource: ReadonlyMap<string, string>,
  timeZone: string,
  now: Date,
): DayMetrics[] {
  const days: DayMetrics[] = [];
  for (const raw of rows) {
    const row = rowSchema.parse(raw);
    const campaignId = campaignIdByResource.get(row.campaign.resource_name);
    if (!campaignId) continue;
    const dayStart = midnightInZone(row.segments.date, timeZone);
    const next = addCalendarDays(row.segments.date, 1);
    const dayEnd = new Date(
      Math.min(midnightInZone(next, timeZone).getTime(), Math.max(now.getTime(), dayStart.getTime())),
    );
    days.push({
      campaignId,
      dayStart,
      dayEnd,
      impressions: row.metrics.impressions,
      clicks: row.metrics.clicks,
      costMicros: row.metrics.cost_micros,
    });
  }
  return days;
}
