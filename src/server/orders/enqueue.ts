import type { OrdersDeps } from './deps';

/** Durable jobs of the order pipeline (docs/architecture.md#data-and-states). */
export const GENERATE_JOB = 'orders.generate-landing-page';
export const COMPLETE_JOB = 'orders.complete';

export interface OrderJob {
  orderId: string;
}

/** Generate the landing page of a paid order (the handler skips an order not Under Processing). */
export async function enqueueGeneration(ctx: OrdersDeps, orderId: string): Promise<void> {
  await ctx.jobs.send<OrderJob>(GENERATE_JOB, { orderId }, { singletonKey: orderId });
}

/** Complete an order when its due date passes (runs at once when it already has). */
export async function enqueueCompletion(ctx: OrdersDeps, orderId: string, dueAt: Date): Promise<void> {
  await ctx.jobs.send<OrderJob>(COMPLETE_JOB, { orderId }, { singletonKey: `complete:${orderId}`, startAfter: dueAt });
}
