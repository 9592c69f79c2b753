import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Auth } from './auth';
import type { SessionCache } from './session-cache';

/** What the auth area's routes use: sign-in, sign-up, sessions (built by `createContext`). */
export interface AuthDeps {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  /** Bearer sessions checked in the last few seconds, dropped on any revocation. */
  sessions: SessionCache;
}
