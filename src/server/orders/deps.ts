import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import type { StopAds } from '../campaigns/deps';
import type { PageWriter } from '../generation/writers';
import type { DemandSortValues } from './service';

/** What the orders area uses: routes, the page pipeline's jobs, the sweep (built by `createContext`). */
export interface OrdersDeps {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  jobs: JobQueue;
  /** Each idea's demand as a sort value (analytics' count, which orders may not import). */
  ideaDemand: DemandSortValues;
  /** Who writes the landing page: the model when configured, otherwise the built-in writer. */
  pageWriter: PageWriter;
  /** Stops an order's Active campaigns at the ads provider before the order is deleted. */
  stopAds: StopAds;
}
