import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { visitSteps } from '../db/schema';
import { visitorHash } from '../visitors/visitor';

export interface LeadChannel {
  channel: string | null;
  campaign: string | null;
  /** The experiment variant the visitor was shown (null without an experiment). */
  variant: string | null;
}

/**
 * The channel and UTM campaign of the visit a lead came from: the same visitor hash (today's salt,
 * IP address, user agent, order) as the page view the beacon sent. Null when there is none (the
 * page was used without JavaScript, or the owner's browser, which sends no events).
 */
export async function leadChannel(
  ctx: AppContext,
  orderId: string,
  client: { ip: string; userAgent?: string | undefined },
): Promise<LeadChannel> {
  const userAgent = client.userAgent?.trim();
  if (!userAgent) return { channel: null, campaign: null, variant: null };
  // The page view may still be in the inbox (moved within about a second).
  await ctx.visitInbox.drain();
  const salt = await ctx.visitorSalts.saltFor(new Date());
  const hash = visitorHash(salt, client.ip, userAgent, orderId);
  const [row] = await ctx.db
    .select({ channel: visitSteps.channel, campaign: visitSteps.campaign, variant: visitSteps.variant })
    .from(visitSteps)
    .where(and(eq(visitSteps.orderId, orderId), eq(visitSteps.visitorHash, hash)))
    .orderBy(sql`${visitSteps.step} = 'page_view' desc`)
    .limit(1);
  return row
    ? { channel: row.channel, campaign: row.campaign || null, variant: row.variant || null }
    : { channel: null, campaign: null, variant: null };
}
