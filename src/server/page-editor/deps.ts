import type { Config } from '../config';
import type { Db } from '../db/client';
import type { PageWriter } from '../generation/writers';
import type { LandingArea } from '../landing/area';

/** What the page editor's routes use (built by `createContext`). */
export interface PageEditorDeps {
  config: Config;
  db: Db;
  /** The landing page's stylesheet, for the preview. */
  landing: Pick<LandingArea, 'assets'>;
  /** Who writes the page again (regenerate). */
  pageWriter: PageWriter;
}
