import type { GeoCatalog } from './catalog';

/** What the geo area's routes use (built by `createContext`). */
export interface GeoDeps {
  /** Countries and Indian locations for ad targeting, read at start-up. */
  geo: GeoCatalog;
}
