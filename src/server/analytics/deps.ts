import type { Db } from '../db/client';
import type { LiveVisitors } from './live-visitors';

/**
 * Brings `visits` up to date before a read: page views acknowledged before the call are in
 * `visits` (and its rollups) once `fresh()` resolves. The tracking area's inbox fills this port
 * (`VisitInbox.reader()`), wired by the composition root: analytics never sees the inbox.
 */
export interface VisitsReader {
  fresh(): Promise<void>;
}

/** What the analytics area uses (built by `createContext` in services.ts). */
export interface AnalyticsDeps {
  db: Db;
  visits: VisitsReader;
  /** Visitors of the last minutes per order, counted once for many dashboards. */
  live: LiveVisitors;
}
