import type { AppContext } from '../context';
import { COMPLETE_JOB, GENERATE_JOB, SWEEP_JOB, type OrderJob } from '../generation/enqueue';
import { completeIfDue, generateLandingPage, sweepOrders } from '../generation/pipeline';

/** From this retry on, a generation job uses the built-in generator only, so a paid order never stays stuck. */
export const BUILTIN_AFTER_RETRIES = 2;

/** Every 5 minutes: complete orders past their due date and resume stuck generations. */
export const SWEEP_CRON = '*/5 * * * *';

/** The order pipeline's durable jobs (registered from src/server/jobs/registry.ts). */
export function defineOrderJobs(ctx: AppContext): void {
  ctx.jobs.define<OrderJob>(
    GENERATE_JOB,
    async (data, meta) => {
      await generateLandingPage(ctx, data.orderId, { builtinOnly: meta.retryCount >= BUILTIN_AFTER_RETRIES });
    },
    { retryLimit: 6, retryDelay: 5, retryBackoff: true },
  );
  ctx.jobs.define<OrderJob>(COMPLETE_JOB, async (data) => {
    await completeIfDue(ctx, data.orderId);
  });
  ctx.jobs.define<Record<string, never>>(SWEEP_JOB, async () => {
    await sweepOrders(ctx);
  });
}

/** Once the queue runs: schedule the sweep, and run it now (resumes work left by a restart). */
export async function startOrderSchedules(ctx: AppContext): Promise<void> {
  try {
    await ctx.jobs.boss.schedule(SWEEP_JOB, SWEEP_CRON, {});
    await ctx.jobs.send(SWEEP_JOB, {});
  } catch (err) {
    ctx.log.warn({ err }, 'could not schedule the order sweep (is the job queue started?)');
  }
}
