import type { JobQueue } from '../jobs/queue';
import type { Mailer } from './mailer';

/** What the email area's job uses (built by `createContext`). */
export interface EmailDeps {
  jobs: JobQueue;
  mailer: Mailer;
}
