import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { Mailer } from './email/mailer';
import type { Auth } from './auth/auth';
import type { VisitInbox } from './tracking/inbox';

/** Everything a route plugin or job handler needs, built once per process (or per test). */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  auth: Auth;
  log: FastifyBaseLogger;
  /** Acknowledged page views on their way into `visits`: drain it before reading visits. */
  visitInbox: VisitInbox;
}
