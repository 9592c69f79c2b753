import type { Config } from '../config';
import type { Db } from '../db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../jobs/queue';
import type { Mailer } from '../email/mailer';
import type { VisitsReader } from '../analytics/deps';
import type { PdfPool } from './pdf-pool';

/** What the decision report area uses: its routes and the weekly digest (built by `createContext`). */
export interface ReportDeps {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  jobs: JobQueue;
  mailer: Mailer;
  /** The worker threads that draw report PDFs, off the event loop (REPORT_PDF_WORKERS). */
  pdfs: PdfPool;
  visits: VisitsReader;
}
