import type { Config } from '../config';

/** What the site area's routes use (built by `createContext`). */
export interface SiteDeps {
  config: Config;
}
