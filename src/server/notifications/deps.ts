import type { Db } from '../db/client';

/** What the notifications area's routes use (built by `createContext`). */
export interface NotificationsDeps {
  db: Db;
}
