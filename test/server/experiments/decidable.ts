import { eq } from 'drizzle-orm';
import type { Composition } from '../../../src/server/services';
import { experiments, visitSteps } from '../../../src/server/db/schema';
import { MIN_RUN_DAYS, MIN_VISITORS_PER_VARIANT } from '../../../src/shared/analytics/experiment-stats';

/**
 * Make a running experiment one a winner may be named for (issue 34's guards): started
 * MIN_RUN_DAYS + 1 days ago, with MIN_VISITORS_PER_VARIANT more visitors on each variant (an even split).
 */
export async function makeDecidable(ctx: Composition, experimentId: string, orderId: string, variants: string[]) {
  const startedAt = new Date(Date.now() - (MIN_RUN_DAYS + 1) * 86_400_000);
  await ctx.db.update(experiments).set({ startedAt }).where(eq(experiments.id, experimentId));
  for (const variant of variants) {
    await ctx.db.insert(visitSteps).values(
      Array.from({ length: MIN_VISITORS_PER_VARIANT }, (_, i) => ({
        orderId,
        visitorHash: `decidable-${variant}-${i}`,
        step: 'page_view',
        occurredAt: new Date(startedAt.getTime() + 3_600_000),
        channel: 'Direct',
        variant,
      })),
    );
  }
  return startedAt;
}
