import type { Db } from '../db/client';

/** What the media area's routes use (built by `createContext`). */
export interface MediaDeps {
  db: Db;
}
