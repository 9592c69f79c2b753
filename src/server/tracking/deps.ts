import type { Config } from '../config';
import type { Db } from '../db/client';
import type { VisitorSalts } from '../visitors/visitor';
import type { IpLocations } from './geo';
import type { VisitInbox } from './inbox';
import type { LiveOrderCache } from './live-orders';
import type { VisitRecorder } from './recorder';
import type { StepRecorder } from './steps';

/** What the tracking area uses: the beacon's routes and the leads' funnel (built by `createContext`). */
export interface TrackingDeps {
  config: Config;
  db: Db;
  /** Acknowledged page views on their way into `visits`. */
  visitInbox: VisitInbox;
  /** The beacon's page views, batched into the inbox. */
  visitRecorder: VisitRecorder;
  /** Whether an order's page is live, remembered for a few seconds (the beacon's hot path). */
  liveOrders: LiveOrderCache;
  /** Funnel steps (beacon clicks, form starts, sent forms). */
  steps: StepRecorder;
  /** The embedded IP location database. */
  ipLocations: IpLocations;
  /** Today's salt of the visitor hash (the visitors area's). */
  visitorSalts: VisitorSalts;
}
