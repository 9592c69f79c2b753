import { and, count, eq, isNull, ne, or } from 'drizzle-orm';
import { pageName } from './text';
import type { ReportDeps } from './deps';
import { contactSubmissions, orders, profiles, reportDigests, users } from '../db/schema';
import { demandCounts } from '../analytics/demand';
import { resolveWindow } from '../analytics/window';
import { demandSignalOf, formatRate } from '../../shared/analytics/demand';
import { WEEK_MS } from '../../shared/time';
import { wallClock } from '../../shared/time-zones';
import { escapeHtml as esc } from '../email/templates/escapeHtml';

/** docs/analytics.md#the-weekly-digest: an hourly job sends each opted-in live page's digest on Monday morning. */
export const DIGEST_JOB = 'report.digest';
export const DIGEST_CRON = '0 * * * *';
/** "Monday morning" in the founder's time zone: from 07:00 to before 12:00. */
const DIGEST_HOURS = { from: 7, to: 12 } as const;
export const DIGEST_KIND = 'weekly-digest';

/** The week key of a Monday morning (its local date), or null when `now` is not Monday morning there. */
function mondayMorning(now: Date, timeZone: string): string | null {
  const p = wallClock(now, timeZone);
  return p.weekday === 'Mon' && p.hour >= DIGEST_HOURS.from && p.hour < DIGEST_HOURS.to ? p.date : null;
}

/**
 * Send the digests due at `now`: for each opted-in page that is live (Active, not deleted), whose
 * founder has not turned digests off in their settings, and whose founder's local time is Monday morning, claim the week (an UPDATE that only one run can
 * win), then write the email into the outbox. Returns the order ids sent.
 */
export async function runDigests(ctx: ReportDeps, now: Date = new Date()): Promise<string[]> {
  const rows = await ctx.db
    .select({
      orderId: reportDigests.orderId,
      timezone: reportDigests.timezone,
      token: reportDigests.unsubscribeToken,
      lastSentWeek: reportDigests.lastSentWeek,
      createdAt: orders.createdAt,
      title: orders.title,
      page: orders.landingPage,
      email: users.email,
    })
    .from(reportDigests)
    .innerJoin(orders, eq(orders.id, reportDigests.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    // A founder who turned digests off in their settings gets none (a profile not made yet: on).
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(orders.status, 'Active'),
        isNull(orders.deletedAt),
        or(isNull(profiles.userId), eq(profiles.emailDigest, true)),
      ),
    );
  const sent: string[] = [];
  for (const row of rows) {
    const week = mondayMorning(now, row.timezone);
    if (!week || row.lastSentWeek === week) continue;
    const claimed = await ctx.db
      .update(reportDigests)
      .set({ lastSentWeek: week })
      .where(
        and(
          eq(reportDigests.orderId, row.orderId),
          or(isNull(reportDigests.lastSentWeek), ne(reportDigests.lastSentWeek, week)),
        ),
      )
      .returning({ orderId: reportDigests.orderId });
    if (!claimed.length) continue;
    try {
      const start = new Date(Math.max(row.createdAt.getTime(), now.getTime() - WEEK_MS));
      const w = resolveWindow(
        { start_date: start.toISOString(), end_date: now.toISOString() },
        row.timezone,
        row.createdAt,
        now,
      );
      const [demand, [waiting]] = await Promise.all([
        demandCounts(ctx.db, row.orderId, w),
        ctx.db
          .select({ n: count() })
          .from(contactSubmissions)
          .where(and(eq(contactSubmissions.orderId, row.orderId), eq(contactSubmissions.status, 'new'))),
      ]);
      const signal = demandSignalOf(demand);
      const name = pageName(row.page, row.title);
      const base = ctx.config.PUBLIC_URL;
      const dashboard = `${base}/dashboard/overview/${encodeURIComponent(row.orderId)}`;
      const unsubscribe = `${base}/digest/unsubscribe/${row.token}`;
      const lines = [
        `Your week on ${name}:`,
        `Unique visitors: ${demand.visitors}`,
        `Leads: ${demand.leads}`,
        `Conversion: ${signal.conversion === null ? '—' : formatRate(signal.conversion)}`,
        `Verdict: ${signal.verdict}`,
        `Leads waiting for a reply: ${Number(waiting?.n ?? 0)}`,
        '',
        `Open the dashboard: ${dashboard}`,
        '',
        `Turn this weekly email off: ${unsubscribe}`,
      ];
      await ctx.mailer.send({
        to: row.email,
        kind: DIGEST_KIND,
        subject: `Your week: ${demand.visitors} visitors, ${demand.leads} leads — ${name}`,
        text: lines.join('\n'),
        html: `<p>${lines
          .slice(0, 6)
          .map((l) => esc(l))
          .join(
            '<br>',
          )}</p><p><a href="${esc(dashboard)}">Open the dashboard</a></p><p style="color:#64748b;font-size:12px"><a href="${esc(unsubscribe)}">Turn this weekly email off</a>.</p>`,
        // One-click unsubscribe for mail clients (RFC 8058): they POST to the link; opening it
        // (GET, or a scanner's HEAD) only shows a confirmation.
        headers: {
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      sent.push(row.orderId);
    } catch (err) {
      // Give the week back so the next hourly run tries again.
      await ctx.db
        .update(reportDigests)
        .set({ lastSentWeek: row.lastSentWeek })
        .where(eq(reportDigests.orderId, row.orderId));
      ctx.log.error({ err, orderId: row.orderId }, 'weekly digest not sent');
    }
  }
  return sent;
}

export function defineDigestJob(ctx: ReportDeps): void {
  ctx.jobs.define<Record<string, never>>(DIGEST_JOB, async () => {
    await runDigests(ctx);
  });
}

/** Once the queue runs: the hourly schedule. */
export async function startDigestSchedule(ctx: ReportDeps): Promise<void> {
  await ctx.jobs.every(DIGEST_JOB, DIGEST_CRON);
}
