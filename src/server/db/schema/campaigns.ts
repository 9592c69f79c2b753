// Ad campaigns (docs/product.md#data, docs/architecture.md#data-and-states): one order's Google Ads campaigns, their generated ad content
// and their lifecycle Draft → Payment Required → Under Processing → Active → Completed.
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AdImageKind } from '../../../shared/campaigns/ad-limits';
import { users } from './auth';
import { orders } from './orders';

/** A targeted place: Google criterion id and its label at the time of creation. */
export interface CampaignTarget {
  id: string;
  label: string;
}

/**
 * Generated ad content; images are media ids (served under /media/{id}.png). Rows written before
 * several long headlines hold one `longHeadline` string instead of `longHeadlines`: read the
 * column through `readAdContent` (src/server/campaigns/content/stored.ts), which converts them.
 */
export interface StoredAdContent {
  businessName: string;
  headlines: string[];
  longHeadlines: string[];
  descriptions: string[];
  finalUrl: string;
  callToAction: string;
  images: Partial<Record<AdImageKind, string>>;
  /** The landing page's business name when the ad was written (the founder is told when the ad's is shorter). */
  pageBusinessName?: string;
  /** The landing page's words (header and title) the ad strength meter looks for in headlines. */
  pageWords?: string[];
}

export const adCampaigns = pgTable(
  'ad_campaigns',
  {
    /** Random and unguessable. */
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignName: text('campaign_name').notNull(),
    businessName: text('business_name').notNull(),
    /** The whole budget in minor units (paise), paid up front. */
    budgetMinor: integer('budget_minor').notNull(),
    currency: text('currency').notNull(),
    durationDays: integer('duration_days').notNull(),
    targets: jsonb('targets').$type<CampaignTarget[]>().notNull(),
    status: text('status').notNull().default('Draft'),
    /** Which ads provider launches it: 'sandbox' (nothing published) or 'google_ads'. */
    provider: text('provider').notNull(),
    content: jsonb('content').$type<StoredAdContent>(),
    /** Which generator wrote the content: 'builtin' or 'llm'. */
    generator: text('generator'),
    /** When the founder last changed the generated ad copy (only possible before paying); null if never. */
    contentEditedAt: timestamp('content_edited_at', { withTimezone: true }),
    /** The provider's campaign reference (Google: customers/{id}/campaigns/{id}). */
    externalId: text('external_id'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ad_campaigns_order_name_uq').on(t.orderId, t.campaignName),
    index('ad_campaigns_order_created_idx').on(t.orderId, t.createdAt),
    index('ad_campaigns_status_ends_idx').on(t.status, t.endsAt),
  ],
);
