import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import type { AdsProvider } from '../ads';
import type { GeoCatalog } from '../geo/catalog';
import type { AdCopyWriter } from './content/writer';

/** What the ad campaigns area uses: routes, jobs, the metrics schedule, the sweep (built by `createContext`). */
export interface CampaignsDeps {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  jobs: JobQueue;
  /** Google Ads when configured, otherwise the sandbox provider. */
  ads: AdsProvider;
  /** Who writes the ad text: the model when configured, otherwise the built-in writer. */
  adWriter: AdCopyWriter;
  /** Countries and Indian locations for ad targeting. */
  geo: GeoCatalog;
}

/**
 * Stops a launched campaign at the ads provider (its external id): what deleting an order needs
 * of the ads (orders/removal.ts), given to the orders area by the composition root.
 */
export type StopAds = (externalId: string) => Promise<void>;
