import { and, eq, lte, lt, sql } from 'drizzle-orm';
import type { OrdersDeps } from './deps';
import { orders } from '../db/schema';
import { notifySafely } from '../notifications/service';
import { NOTIFICATION_TEXTS } from '../../shared/contracts/notifications';
import { toLandingView } from '../../landing/content';
import { writeLandingPage, type GenerateOptions } from '../generation/pipeline';
import { ideaAnswersFrom } from '../../shared/orders/answers';
import { enqueueCompletion, enqueueGeneration } from './enqueue';
import { transitionOrder } from './states';
import { MINUTE_MS } from '../../shared/time';

export type { GenerateOptions } from '../generation/pipeline';

/**
 * Under Processing → (content written, images drawn) → Active. Idempotent: an order in any other
 * state is left alone, and only one run can make the transition.
 */
export async function generateLandingPage(
  ctx: OrdersDeps,
  orderId: string,
  options: GenerateOptions = {},
): Promise<'generated' | 'skipped'> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.status !== 'Under Processing') return 'skipped';
  const answers = ideaAnswersFrom(order.businessIdea);
  const { page, generator } = await writeLandingPage(ctx, orderId, answers, options);
  const moved = await transitionOrder(ctx.db, orderId, ['Under Processing'], 'Active', {
    landingPage: { seo_content: page.seo_content, questions: page.questions },
    generatedAt: new Date(),
    generator,
  });
  if (!moved) return 'skipped';
  await notifySafely(ctx.db, ctx.log, {
    userId: order.userId,
    kind: 'page_live',
    // Named as the page names itself, like the lead notifications and emails that follow.
    ...NOTIFICATION_TEXTS.pageLive(toLandingView(orderId, page).businessName),
    link: `/dashboard/overview/${encodeURIComponent(orderId)}`,
    eventKey: `page_live:${orderId}`,
  });
  ctx.log.info({ orderId, generator }, 'landing page generated');
  await enqueueCompletion(ctx, orderId, order.dueAt);
  return 'generated';
}

/** Active → Completed once the due date (created + 7 days) has passed. */
export async function completeIfDue(ctx: OrdersDeps, orderId: string): Promise<boolean> {
  return transitionOrder(
    ctx.db,
    orderId,
    ['Active'],
    'Completed',
    { completedAt: new Date() },
    lte(orders.dueAt, sql`now()`),
  );
}

/** How long a paid order may wait before the sweep enqueues its generation again. */
const STUCK_AFTER_MS = 5 * MINUTE_MS;

/**
 * The orders' part of the scheduled sweep (services.ts): complete every Active order past its due
 * date, and re-enqueue the generation of paid orders that have waited too long (a lost job, a
 * crash between payment and enqueue, or retries used up). Returns what it did.
 */
export async function sweepOrders(ctx: OrdersDeps, now = new Date()): Promise<{ completed: number; resumed: number }> {
  const completed = await ctx.db
    .update(orders)
    .set({ status: 'Completed', completedAt: now, updatedAt: now })
    .where(and(eq(orders.status, 'Active'), lte(orders.dueAt, now)))
    .returning({ id: orders.id });
  const stuck = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'Under Processing'), lt(orders.updatedAt, new Date(now.getTime() - STUCK_AFTER_MS))))
    .limit(500);
  for (const { id } of stuck) await enqueueGeneration(ctx, id);
  if (completed.length || stuck.length) {
    ctx.log.info({ completed: completed.length, resumed: stuck.length }, 'order sweep');
  }
  return { completed: completed.length, resumed: stuck.length };
}
