import { sql, type SQL } from 'drizzle-orm';
import type { Channel } from '../../shared/analytics/channel';
import { at } from './sql';

/**
 * THE definition of a lead that counts as demand (docs/analytics.md#leads), the only one: the
 * demand card, the funnel and its rows by channel, the campaign table, the experiments, the shared
 * report and the weekly digest all count the rows of this query.
 *
 * A counted lead is a stored lead (one per person: src/server/leads/store.ts) joined to its
 * visitor's row of the day (`visit_steps`, step 'page_view', migration 0025): the lead counts at
 * that row's time, country, channel, campaign and variant, exactly where the funnel counts the
 * visitor. At most one lead has a given visitor row (unique index on (order_id, visitor_hash)),
 * so in any window and under any filter, leads ≤ visitors, by construction: no rate needs a cap.
 * A lead without a visitor (sent by a bot or without a user agent) is listed but never counted,
 * nor is one whose quality is not `ok` (ruled out by the founder, or suspected spam: the database
 * computes `quality`, migration 0031; docs/analytics.md#qualified-demand).
 *
 * Columns: id, channel, campaign, variant, country (the visitor's), price, sent_at (the lead's
 * first send), at (the visitor row's time).
 *
 * `range` is the half-open window on the visitor row's time. The visitor row's columns are kept on
 * the lead by triggers (row_at, row_channel…, migration 0034: written when the lead's visitor or
 * that row is written), so a window's counted leads are a range of contact_submissions_counted_idx
 * (order_id, row_at, for `ok` leads with a row): no lookup per lead. `sentFrom`: only leads first
 * sent at or after this instant (an experiment counts the leads sent while it ran).
 */
/** Whether one stored lead counts as demand: countedLeads' rule for a row already read (the leads table's "counted"). */
export const countsAsDemand = (lead: { quality: string; rowAt: Date | null }): boolean =>
  lead.quality === 'ok' && lead.rowAt !== null;

export function countedLeads(
  orderId: string,
  range: { start: number; end: number },
  filter: { country: string | null; channel: Channel | null },
  options: { sentFrom?: number } = {},
): SQL {
  const country = filter.country === null ? sql`true` : sql`l.row_country = ${filter.country}`;
  const channel = filter.channel === null ? sql`true` : sql`l.row_channel = ${filter.channel}`;
  const sentFrom = options.sentFrom === undefined ? sql`true` : sql`l.created_at >= ${at(options.sentFrom)}`;
  return sql`select l.id, l.row_channel as channel, l.row_campaign as campaign, l.row_variant as variant,
             l.row_country as country, l.price, l.created_at as sent_at, l.row_at as at
      from contact_submissions l
     where l.order_id = ${orderId} and l.quality = 'ok' and l.row_at is not null
       and l.row_at >= ${at(range.start)} and l.row_at < ${at(range.end)}
       and ${country} and ${channel} and ${sentFrom}`;
}

/**
 * The leads first sent in a window that do not count, by quality and spam rule (the card's "left
 * out" line). Under a country or channel filter, those whose visitor row matches it.
 */
export function leftOutLeads(
  orderId: string,
  range: { start: number; end: number },
  filter: { country: string | null; channel: Channel | null },
): SQL {
  const filtered = filter.country !== null || filter.channel !== null;
  const country = filter.country === null ? sql`true` : sql`l.row_country = ${filter.country}`;
  const channel = filter.channel === null ? sql`true` : sql`l.row_channel = ${filter.channel}`;
  return sql`select l.quality, l.spam_reasons from contact_submissions l
     where l.order_id = ${orderId} and l.quality <> 'ok'
       and l.created_at >= ${at(range.start)} and l.created_at < ${at(range.end)}
       and ${filtered ? sql`l.row_at is not null` : sql`true`} and ${country} and ${channel}`;
}
