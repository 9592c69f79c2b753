import type { PaymentsDeps } from './deps';
import { REFUND_JOB, runRefundJob, type RefundJob } from './settle';

/** The payments area's job: finish a refund the gateway refused or that a crash interrupted. */
export function definePaymentJobs(ctx: PaymentsDeps): void {
  ctx.jobs.define<RefundJob>(REFUND_JOB, (job) => runRefundJob(ctx, job.paymentId), {
    retryLimit: 12,
    retryDelay: 60,
    retryBackoff: true,
    policy: 'exclusive',
  });
}
