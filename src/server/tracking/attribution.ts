import { and, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { TrackingDeps } from './deps';
import { visitSteps, visits } from '../db/schema';
import { visitorHash } from '../visitors/visitor';
import { classifyChannel } from '../../shared/analytics/channel';
import { isBotAgent } from './page-view';
import { DAY_MS } from '../../shared/time';
import type { LEAD_TAG_FIELDS } from '../../shared/contracts/leads';

/** Where the page a form was sent from came from (the form carries them: LEAD_TAG_FIELDS). */
export type LeadTags = Partial<Record<(typeof LEAD_TAG_FIELDS)[number], string>>;

export interface LeadChannel {
  channel: string | null;
  campaign: string | null;
  /** The experiment variant the visitor was shown (null without an experiment). */
  variant: string | null;
  /** The sender's visitor hash of the day (null for a bot or a request without a user agent). */
  visitorHash: string | null;
}

const NONE: LeadChannel = { channel: null, campaign: null, variant: null, visitorHash: null };

/**
 * A lead sent from a landing page (the contact form or a price dialog, with or without
 * JavaScript): recorded as the visitor's `form_sent` funnel step, then answered with the channel,
 * UTM campaign and variant of the visitor's day, after the day's rows moved to the last non-direct
 * touch (below). The visitor is the one the beacon's events name:
 * the same hash (today's salt, IP address, user agent, order). Whoever sends a form is a visitor:
 * a visitor without a recorded page view (the page used without JavaScript, its view lost) gets
 * their row of the day from this step (migration 0025), channel Direct (a form post carries no
 * referrer or campaign tags); a sent form implies a started one. Bots and requests without a user
 * agent record no step (as the beacon drops them) and get no channel; their lead is still kept.
 */
export async function recordLead(
  ctx: TrackingDeps,
  orderId: string,
  client: { ip: string; userAgent?: string | undefined },
  tags: LeadTags = {},
): Promise<LeadChannel> {
  const userAgent = client.userAgent?.trim();
  if (!userAgent || isBotAgent(userAgent)) return NONE;
  // The page view may still be in the inbox (moved within about a second): moved first, so the
  // visitor's row of the day is the view's (its channel), not this step's.
  await ctx.visitInbox.drain();
  // Located as the beacon locates a view (not from the country a visitor may type into the form).
  const place = await ctx.ipLocations.locate(client.ip);
  const now = new Date();
  const salt = await ctx.visitorSalts.saltFor(now);
  const hash = visitorHash(salt, client.ip, userAgent, orderId);
  await ctx.steps.record({
    orderId,
    visitorHash: hash,
    step: 'form_sent',
    occurredAt: now,
    country: place?.country ?? '',
    channel: classifyChannel({}),
    campaign: '',
    variant: '',
  });
  // The last non-direct touch (Google Analytics' rule): the page the form was sent from, when its
  // address or referrer names a source; else the visitor's latest non-direct visit of the day
  // before now. The visitor's rows of the day move to it, so the lead and its visitor stay in
  // one channel (a visitor who came directly in the morning and through the ad in the afternoon,
  // then sent the form, is the ad's visitor that day).
  const sentFrom = classifyChannel({
    clickId: tags.click_id,
    utmSource: tags.utm_source,
    utmMedium: tags.utm_medium,
    referrer: tags.referrer,
  });
  const touch =
    sentFrom !== 'Direct'
      ? { channel: sentFrom, campaign: tags.utm_campaign?.trim().slice(0, 200) ?? '' }
      : (
          await ctx.db
            .select({ channel: visits.channel, campaign: sql<string>`coalesce(${visits.utmCampaign}, '')` })
            .from(visits)
            .where(
              and(
                eq(visits.orderId, orderId),
                eq(visits.visitorHash, hash),
                ne(visits.channel, 'Direct'),
                gte(visits.occurredAt, new Date(now.getTime() - DAY_MS)),
                lte(visits.occurredAt, now),
              ),
            )
            .orderBy(desc(visits.occurredAt))
            .limit(1)
        )[0];
  if (touch) {
    await ctx.db
      .update(visitSteps)
      .set({ channel: touch.channel, campaign: touch.campaign })
      .where(
        and(
          eq(visitSteps.orderId, orderId),
          eq(visitSteps.visitorHash, hash),
          sql`(${visitSteps.channel}, ${visitSteps.campaign}) is distinct from (${touch.channel}, ${touch.campaign})`,
        ),
      );
  }
  const [row] = await ctx.db
    .select({ channel: visitSteps.channel, campaign: visitSteps.campaign, variant: visitSteps.variant })
    .from(visitSteps)
    .where(
      and(eq(visitSteps.orderId, orderId), eq(visitSteps.visitorHash, hash), sql`${visitSteps.step} = 'page_view'`),
    )
    .limit(1);
  return row
    ? { channel: row.channel, campaign: row.campaign || null, variant: row.variant || null, visitorHash: hash }
    : { ...NONE, visitorHash: hash };
}
