import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adCampaignMetrics, adCampaigns, contactSubmissions } from '../db/schema';
import type { DemandResponse } from '../../shared/contracts/analytics';
import { reportedSpendInWindow } from '../../shared/analytics/spend';
import { PAID_CHANNELS } from '../../shared/analytics/demand';
import { queryRows, inRanges } from './sql';
import { submissionsWhere } from './submissions';
import { windowJson, type AnalyticsWindow } from './window';

/**
 * The counts behind the Demand signal card. Unique visitors are the funnel's (docs/analytics.md#the-funnel):
 * the visitors' rows of the day in `visit_steps` (one per visitor and day, whoever took any step,
 * page view or not; migration 0025), counted over the window by an index range on
 * (order_id, occurred_at); visits are the raw page views of the window. The card loads on its
 * own, apart from the charts.
 */
export async function demandCounts(db: Db, orderId: string, w: AnalyticsWindow): Promise<DemandResponse> {
  const filter = (country: SQL, channel: SQL) =>
    sql`${w.country === null ? sql`true` : sql`${country} = ${w.country}`} and ${
      w.channel === null ? sql`true` : sql`${channel} = ${w.channel}`
    }`;
  const window = [[w.start.getTime(), w.end.getTime()]] as const;
  const [[visits], [leads], reported, paidLeads] = await Promise.all([
    queryRows<{ visits: number; visitors: number }>(
      db,
      sql`select (select count(*)::int from visits v
                   where v.order_id = ${orderId} and (${inRanges(sql`v.occurred_at`, window)})
                     and ${filter(sql`coalesce(v.country, '')`, sql`v.channel`)}) as visits,
                 (select count(*)::int from visit_steps s
                   where s.order_id = ${orderId} and s.step = 'page_view' and (${inRanges(sql`s.occurred_at`, window)})
                     and ${filter(sql`s.country`, sql`s.channel`)}) as visitors`,
    ),
    db.select({ n: count() }).from(contactSubmissions).where(submissionsWhere(orderId, w)),
    // The spend is what the ads provider reported per day (stored by the metrics job), never the budget.
    db
      .select({
        dayStart: adCampaignMetrics.dayStart,
        dayEnd: adCampaignMetrics.dayEnd,
        costMicros: adCampaignMetrics.costMicros,
        source: adCampaignMetrics.source,
        currency: adCampaigns.currency,
      })
      .from(adCampaignMetrics)
      .innerJoin(adCampaigns, eq(adCampaigns.id, adCampaignMetrics.campaignId))
      .where(and(eq(adCampaigns.orderId, orderId), sql`${adCampaigns.paidAt} is not null`)),
    // Leads from paid traffic sent while a paid campaign of this order was running.
    db
      .select({ n: count() })
      .from(contactSubmissions)
      .where(
        and(
          submissionsWhere(orderId, w),
          inArray(contactSubmissions.channel, [...PAID_CHANNELS]),
          sql`exists (select 1 from ${adCampaigns} a where a.order_id = ${orderId} and a.paid_at is not null
                       and a.starts_at is not null and a.ends_at is not null
                       and ${contactSubmissions.createdAt} >= a.starts_at and ${contactSubmissions.createdAt} < a.ends_at)`,
        ),
      ),
  ]);
  const spend = reportedSpendInWindow(reported, w.start, w.end);
  return {
    visits: visits?.visits ?? 0,
    visitors: visits?.visitors ?? 0,
    leads: Number(leads?.n ?? 0),
    spend_minor: spend,
    paid_leads: Number(paidLeads[0]?.n ?? 0),
    // Any figure from the sandbox makes the spend (partly) simulated.
    spend_source: spend === null ? null : reported.some((d) => d.source !== 'google_ads') ? 'sandbox' : 'google_ads',
    currency: reported[0]?.currency ?? 'INR',
    window: windowJson(w),
  };
}
