import type { OrdersDeps } from './deps';
import { COMPLETE_JOB, GENERATE_JOB, type OrderJob } from './enqueue';
import { completeIfDue, generateLandingPage } from './pipeline';

/** From this retry on, a generation job uses the built-in generator only, so a paid order never stays stuck. */
const BUILTIN_AFTER_RETRIES = 2;

/** The order pipeline's durable jobs (registered by the composition root, services.ts). */
export function defineOrderJobs(ctx: OrdersDeps): void {
  ctx.jobs.define<OrderJob>(
    GENERATE_JOB,
    async (data, meta) => {
      await generateLandingPage(ctx, data.orderId, { builtinOnly: meta.retryCount >= BUILTIN_AFTER_RETRIES });
    },
    // 'exclusive' with the order id as key: one generation per order waiting, retrying or running.
    { retryLimit: 6, retryDelay: 5, retryBackoff: true, policy: 'exclusive' },
  );
  ctx.jobs.define<OrderJob>(
    COMPLETE_JOB,
    async (data) => {
      await completeIfDue(ctx, data.orderId);
    },
    { policy: 'exclusive' },
  );
}
