import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../email/mailer';
import type { LandingArea } from '../landing/area';
import type { IpLocations } from '../tracking/geo';
import type { LeadFunnel } from '../tracking/lead-funnel';

/** What the leads area uses: the contact and price forms, and the follow-up routes (built by `createContext`). */
export interface LeadsDeps {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  /** The new-lead email to the page's owner. */
  mailer: Mailer;
  /** The landing page's assets, for a no-JavaScript form answered with the page. */
  landing: Pick<LandingArea, 'assets'>;
  /** Where a sender is, when the form names no country. */
  ipLocations: IpLocations;
  /** The lead's funnel step and channel (the tracking area's; it holds the visitor salts). */
  funnel: LeadFunnel;
}
