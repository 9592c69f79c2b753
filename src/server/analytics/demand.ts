import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adCampaignMetrics, adCampaigns } from '../db/schema';
import { SPAM_REASONS, type DemandResponse, type SpamReason } from '../../shared/contracts/analytics';
import { reportedSpendInWindow } from '../../shared/analytics/spend';
import { PAID_CHANNELS } from '../../shared/analytics/demand';
import { queryRows } from './sql';
import { countedLeads, leftOutLeads } from './leads';
import { windowJson, type AnalyticsWindow } from './window';
import { stepSource, timeSource } from './page-visits';

/**
 * The counts behind the Demand signal card. Unique visitors are the funnel's (docs/analytics.md#the-funnel):
 * the visitors' rows of the day in `visit_steps` (one per visitor and day, whoever took any step,
 * page view or not; migration 0025); visits are the page views of the window. Both are read as the
 * charts read them (`timeSource` and `stepSource` of page-visits.ts): the rollups' whole buckets and
 * the raw rows of the window's partial edges, so their cost follows the window's buckets, not its
 * visits (docs/benchmarks.md#the-demand-card-and-the-ideas-list-at-1m-visits). Leads are the counted
 * leads (`countedLeads`, the one definition: at most one per visitor row, so never more than the
 * visitors). The card loads on its own, apart from the charts.
 */
export async function demandCounts(db: Db, orderId: string, w: AnalyticsWindow): Promise<DemandResponse> {
  const range = { start: w.start.getTime(), end: w.end.getTime() };
  const [[visits], reported] = await Promise.all([
    queryRows<{ visits: number; visitors: number; leads: number; paid_leads: number; left_out: unknown }>(
      db,
      sql`select (select coalesce(sum(t.n), 0)::int from (${timeSource(orderId, range.start, range.end, w)}) t) as visits,
                 (select coalesce(sum(s.n), 0)::int from (${stepSource(orderId, range.start, range.end, w)}) s
                   where s.step = 'page_view') as visitors,
                 (select count(*)::int from (${countedLeads(orderId, range, w)}) l) as leads,
                 -- Leads from paid traffic sent while a paid campaign of this order was running.
                 (select count(*)::int from (${countedLeads(orderId, range, w)}) l
                   where l.channel in (${sql.join(
                     PAID_CHANNELS.map((c) => sql`${c}`),
                     sql`, `,
                   )})
                     and exists (select 1 from ad_campaigns a where a.order_id = ${orderId} and a.paid_at is not null
                                   and a.starts_at is not null and a.ends_at is not null
                                   and l.sent_at >= a.starts_at and l.sent_at < a.ends_at)) as paid_leads,
                 (select json_build_object(
                           'ruled_out', count(*) filter (where o.quality = 'ruled_out'),
                           'suspected_spam', count(*) filter (where o.quality = 'suspected_spam'),
                           'reasons', (select coalesce(json_object_agg(r, n), '{}'::json) from (
                              select r, count(*)::int as n from (${leftOutLeads(orderId, range, w)}) x,
                                     jsonb_array_elements_text(x.spam_reasons) r
                               where x.quality = 'suspected_spam' group by r) y))
                    from (${leftOutLeads(orderId, range, w)}) o) as left_out`,
    ),
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
  ]);
  const spend = reportedSpendInWindow(reported, w.start, w.end);
  return {
    visits: visits?.visits ?? 0,
    visitors: visits?.visitors ?? 0,
    leads: visits?.leads ?? 0,
    spend_minor: spend,
    paid_leads: visits?.paid_leads ?? 0,
    // Any figure from the sandbox makes the spend (partly) simulated.
    spend_source: spend === null ? null : reported.some((d) => d.source !== 'google_ads') ? 'sandbox' : 'google_ads',
    currency: reported[0]?.currency ?? 'INR',
    left_out: parseLeftOut(visits?.left_out),
    window: windowJson(w),
  };
}

/** The `left_out` JSON (node-postgres parses json, PGlite may hand it over as text). */
function parseLeftOut(value: unknown): DemandResponse['left_out'] {
  const v = (typeof value === 'string' ? JSON.parse(value) : value) as {
    ruled_out?: number | string;
    suspected_spam?: number | string;
    reasons?: Record<string, number> | null;
  } | null;
  const reasons: DemandResponse['left_out']['reasons'] = {};
  for (const [key, n] of Object.entries(v?.reasons ?? {})) {
    if ((SPAM_REASONS as readonly string[]).includes(key)) reasons[key as SpamReason] = Number(n);
  }
  return { ruled_out: Number(v?.ruled_out ?? 0), suspected_spam: Number(v?.suspected_spam ?? 0), reasons };
}
