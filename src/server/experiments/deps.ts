import type { Db } from '../db/client';

/** What the experiments area's routes use (built by `createContext`). */
export interface ExperimentsDeps {
  db: Db;
}
