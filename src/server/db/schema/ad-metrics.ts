// Reported ad figures (docs/ad-campaigns.md#results): impressions, clicks and cost of a campaign per day, as
// the ads provider reports them (Google Ads by GAQL; the sandbox by its simulation). Written by the
// metrics job (src/server/campaigns/metrics.ts), read by get_ad_campaigns and the demand card.
import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { adCampaigns } from './campaigns';

export const adCampaignMetrics = pgTable(
  'ad_campaign_metrics',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => adCampaigns.id, { onDelete: 'cascade' }),
    /**
     * Start of the reported day. Google Ads: midnight of `segments.date` in the account's time zone;
     * sandbox: the start of the campaign day (sandbox days may be shorter than real ones).
     */
    dayStart: timestamp('day_start', { withTimezone: true }).notNull(),
    /** End of the time the figures cover: the next day's start, or the time of the report for a day still running. */
    dayEnd: timestamp('day_end', { withTimezone: true }).notNull(),
    impressions: integer('impressions').notNull(),
    clicks: integer('clicks').notNull(),
    /** Cost in millionths of the account currency (Google's cost_micros). */
    costMicros: bigint('cost_micros', { mode: 'number' }).notNull(),
    /** Who reported it: 'sandbox' (simulated) or 'google_ads'. */
    source: text('source').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.dayStart] })],
);
