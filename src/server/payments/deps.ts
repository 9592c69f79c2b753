import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import type { PaymentGateway } from './gateway';
import type { Payables } from './payables';

/** What the payments area uses: checkout, verification, the webhook, refunds (built by `createContext`). */
export interface PaymentsDeps {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  jobs: JobQueue;
  /** Razorpay when its keys are set, otherwise the sandbox gateway. */
  paymentGateway: PaymentGateway;
  /** What can be paid for (`landing_page`, `ad_campaign`): each kind registered by the composition root. */
  payables: Payables;
}
