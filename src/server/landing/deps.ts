import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { VisitorSalts } from '../visitors/visitor';
import type { LandingArea } from './area';

/** What the landing area's routes use (built by `createContext`). */
export interface LandingDeps {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  /** The assets, renderer and published pages kept in memory (area.ts). */
  landing: LandingArea;
  /** Today's salt of the visitor hash: which experiment variant a visitor sees. */
  visitorSalts: VisitorSalts;
}
