import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Auth } from '../auth/auth';
import type { SessionCache } from '../auth/session-cache';

/** What the profile area uses: the founder's document, photo and account (built by `createContext`). */
export interface ProfileDeps {
  config: Config;
  db: Db;
  /** Changing the password and deleting the account go through auth. */
  auth: Auth;
  sessions: SessionCache;
}
