import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { visitSteps } from '../db/schema';
import { visitorHash } from '../visitors/visitor';
import { classifyChannel } from '../../shared/analytics/channel';
import { isBotAgent } from './page-view';

export interface LeadChannel {
  channel: string | null;
  campaign: string | null;
  /** The experiment variant the visitor was shown (null without an experiment). */
  variant: string | null;
}

const NONE: LeadChannel = { channel: null, campaign: null, variant: null };

/**
 * A lead sent from a landing page (the contact form or a price dialog, with or without
 * JavaScript): recorded as the visitor's `form_sent` funnel step, then answered with the channel,
 * UTM campaign and variant of the visitor's day. The visitor is the one the beacon's events name:
 * the same hash (today's salt, IP address, user agent, order). Whoever sends a form is a visitor:
 * a visitor without a recorded page view (the page used without JavaScript, its view lost) gets
 * their row of the day from this step (migration 0025), channel Direct (a form post carries no
 * referrer or campaign tags); a sent form implies a started one. Bots and requests without a user
 * agent record no step (as the beacon drops them) and get no channel; their lead is still kept.
 */
export async function recordLead(
  ctx: AppContext,
  orderId: string,
  client: { ip: string; userAgent?: string | undefined },
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
  const [row] = await ctx.db
    .select({ channel: visitSteps.channel, campaign: visitSteps.campaign, variant: visitSteps.variant })
    .from(visitSteps)
    .where(
      and(eq(visitSteps.orderId, orderId), eq(visitSteps.visitorHash, hash), sql`${visitSteps.step} = 'page_view'`),
    )
    .limit(1);
  return row ? { channel: row.channel, campaign: row.campaign || null, variant: row.variant || null } : NONE;
}
