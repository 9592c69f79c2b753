import { and, eq, lte, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Config } from '../config';
import { orders } from '../db/schema';
import { transitionOrder } from '../orders/states';
import type { LandingPage } from '../../shared/contracts/landing';
import { generateBuiltin } from './builtin/builtin';
import { generateWithLlm, type LlmSettings } from './llm';
import { withImages } from './images';
import { enqueueCompletion, enqueueGeneration } from './enqueue';

/** The model provider's settings when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are all set. */
export function llmSettings(config: Config): LlmSettings | null {
  const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL } = config;
  return LLM_BASE_URL && LLM_API_KEY && LLM_MODEL
    ? { baseUrl: LLM_BASE_URL, apiKey: LLM_API_KEY, model: LLM_MODEL }
    : null;
}

export interface GenerateOptions {
  /** Skip the model (a job that keeps failing falls back to the built-in generator). */
  builtinOnly?: boolean;
  llm?: LlmSettings | null;
}

/**
 * Under Processing → (content written, images drawn) → Active. Idempotent: an order in any other
 * state is left alone, and only one run can make the transition.
 */
export async function generateLandingPage(
  ctx: AppContext,
  orderId: string,
  options: GenerateOptions = {},
): Promise<'generated' | 'skipped'> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.status !== 'Under Processing') return 'skipped';
  const answers = order.businessIdea.map((p) => p.answer);
  const llm = options.llm === undefined ? llmSettings(ctx.config) : options.llm;
  let page: LandingPage | null = null;
  let generator = 'builtin';
  if (llm && !options.builtinOnly) {
    try {
      page = await generateWithLlm(llm, answers, ctx.log);
      generator = 'llm';
    } catch (err) {
      ctx.log.warn({ err: String(err), orderId }, 'model provider failed; using the built-in generator');
    }
  }
  page ??= generateBuiltin(answers);
  const seo = await withImages(ctx.db, orderId, page.seo_content);
  const moved = await transitionOrder(ctx.db, orderId, ['Under Processing'], 'Active', {
    landingPage: { seo_content: seo, questions: page.questions },
    generatedAt: new Date(),
    generator,
  });
  if (!moved) return 'skipped';
  ctx.log.info({ orderId, generator }, 'landing page generated');
  await enqueueCompletion(ctx, orderId, order.dueAt);
  return 'generated';
}

/** Active → Completed once the due date (created + 7 days) has passed. */
export async function completeIfDue(ctx: AppContext, orderId: string): Promise<boolean> {
  return transitionOrder(ctx.db, orderId, ['Active'], 'Completed', { completedAt: new Date() }, lte(orders.dueAt, sql`now()`));
}

/** How long a paid order may wait before the sweep enqueues its generation again. */
export const STUCK_AFTER_MS = 5 * 60 * 1000;

/**
 * The scheduled safety net: complete every Active order past its due date, and re-enqueue the
 * generation of paid orders that have waited too long (a lost job, a crash between payment and
 * enqueue, or retries used up). Returns what it did.
 */
export async function sweepOrders(ctx: AppContext, now = new Date()): Promise<{ completed: number; resumed: number }> {
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
