import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adCampaigns, contactSubmissions } from '../db/schema';
import type { DemandResponse } from '../../shared/contracts/analytics';
import { spendInWindow } from '../../shared/analytics/spend';
import { queryRows, inRanges } from './sql';
import { submissionsWhere } from './submissions';
import { windowJson, type AnalyticsWindow } from './window';

/**
 * The counts behind the Demand signal card. Unique visitors are distinct visitor hashes, which
 * no additive rollup can give, so this one reads the raw visits of the window (an index range on
 * (order_id, occurred_at)); the card loads on its own, apart from the charts.
 */
export async function demandCounts(db: Db, orderId: string, w: AnalyticsWindow): Promise<DemandResponse> {
  const country = w.country === null ? sql`true` : sql`coalesce(v.country, '') = ${w.country}`;
  const [[visits], [leads], campaigns] = await Promise.all([
    queryRows<{ visits: number; visitors: number }>(
      db,
      sql`select count(*)::int as visits, count(distinct v.visitor_hash)::int as visitors
            from visits v
           where v.order_id = ${orderId} and (${inRanges(sql`v.occurred_at`, [[w.start.getTime(), w.end.getTime()]])})
             and ${country}`,
    ),
    db.select({ n: count() }).from(contactSubmissions).where(submissionsWhere(orderId, w)),
    db
      .select({
        budgetMinor: adCampaigns.budgetMinor,
        currency: adCampaigns.currency,
        startsAt: adCampaigns.startsAt,
        endsAt: adCampaigns.endsAt,
      })
      .from(adCampaigns)
      .where(and(eq(adCampaigns.orderId, orderId), sql`${adCampaigns.paidAt} is not null`)),
  ]);
  return {
    visits: visits?.visits ?? 0,
    visitors: visits?.visitors ?? 0,
    leads: Number(leads?.n ?? 0),
    spend_minor: spendInWindow(campaigns, w.start, w.end),
    currency: campaigns[0]?.currency ?? 'INR',
    window: windowJson(w),
  };
}
