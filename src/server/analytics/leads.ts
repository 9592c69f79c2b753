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
 * `range` is the half-open window on the visitor row's time. The order's leads are read by the
 * index on (order_id, created_at), each visitor row by visit_steps_visitor_row_idx (migration 0032),
 * which holds every column read here, so PostgreSQL can answer from the index alone (an index-only
 * scan in the analytics bench at 1M visits). `sentFrom`: only leads first sent at or after this
 * instant (an experiment counts the leads sent while it ran).
 */
export function countedLeads(
  orderId: string,
  range: { start: number; end: number },
  filter: { country: string | null; channel: Channel | null },
  options: { sentFrom?: number } = {},
): SQL {
  const country = filter.country === null ? sql`true` : sql`s.country = ${filter.country}`;
  const channel = filter.channel === null ? sql`true` : sql`s.channel = ${filter.channel}`;
  const sentFrom = options.sentFrom === undefined ? sql`true` : sql`l.created_at >= ${at(options.sentFrom)}`;
  // A lateral lookup by (order_id, visitor_hash) per lead (the order's leads are few): a plain join lets the
  // planner hash the window's visitor rows instead, a million of them on a busy page (`limit 1`, the
  // key is unique, keeps the subquery from being flattened into such a join).
  return sql`select l.id, s.channel, s.campaign, s.variant, s.country, l.price, l.created_at as sent_at, s.occurred_at as at
      from contact_submissions l
      cross join lateral (select v.channel, v.campaign, v.variant, v.country, v.occurred_at from visit_steps v
                           where v.order_id = l.order_id and v.visitor_hash = l.visitor_hash and v.step = 'page_view'
                           limit 1) s
     where l.order_id = ${orderId} and l.quality = 'ok'
       and s.occurred_at >= ${at(range.start)} and s.occurred_at < ${at(range.end)}
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
  const country = filter.country === null ? sql`true` : sql`s.country = ${filter.country}`;
  const channel = filter.channel === null ? sql`true` : sql`s.channel = ${filter.channel}`;
  return sql`select l.quality, l.spam_reasons from contact_submissions l
      ${filtered ? sql`join visit_steps s on s.order_id = l.order_id and s.visitor_hash = l.visitor_hash and s.step = 'page_view'` : sql``}
     where l.order_id = ${orderId} and l.quality <> 'ok'
       and l.created_at >= ${at(range.start)} and l.created_at < ${at(range.end)}
       and ${country} and ${channel}`;
}
