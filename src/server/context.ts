import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { Mailer } from './email/mailer';
import type { Auth } from './auth/auth';
import type { SessionCache } from './auth/session-cache';
import type { ChangeFeed } from './db/change-feed';
import type { VisitInbox } from './tracking/inbox';
import type { PaymentGateway } from './payments/gateway';
import type { Payables } from './payments/payables';
import type { AdsProvider } from './ads';
import type { AdCopyWriter } from './campaigns/content/writer';
import type { PageWriter } from './generation/writers';
import type { VisitorSalts } from './visitors/visitor';
import type { VisitRecorder } from './tracking/recorder';
import type { LiveOrderCache } from './tracking/live-orders';
import type { StepRecorder } from './tracking/steps';
import type { IpLocations } from './tracking/geo';
import type { LiveVisitors } from './analytics/live-visitors';
import type { GeoCatalog } from './geo/catalog';
import type { LandingArea } from './landing/area';
import type { Lifecycle } from './lifecycle';
import type { PdfPool } from './report/pdf-pool';
import type { DemandSortValues } from './orders/service';

/**
 * Everything a route plugin or job handler needs, built once per process (or per test) by
 * `createContext` in services.ts, the one composition root (docs/architecture.md#composition).
 * Areas receive it as an argument; none builds services of its own or keeps state at module
 * level (test/architecture/module-state.test.ts).
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  auth: Auth;
  /** Bearer sessions checked in the last few seconds (SESSION_CACHE_MS), dropped on any revocation. */
  sessions: SessionCache;
  /**
   * The process's one LISTEN connection for database change notifications (landing pages,
   * sessions); started and stopped by the app (app.ts).
   */
  changes: ChangeFeed;
  log: FastifyBaseLogger;
  /** Acknowledged page views on their way into `visits`: drain it before reading visits. */
  visitInbox: VisitInbox;
  /** The beacon's page views, batched into the inbox (flushed when the app stops). */
  visitRecorder: VisitRecorder;
  /** Whether an order's page is live, remembered for a few seconds (the beacon's hot path). */
  liveOrders: LiveOrderCache;
  /** Funnel steps (beacon clicks, form starts, sent forms). */
  steps: StepRecorder;
  /** The embedded IP location database, opened once per process. */
  ipLocations: IpLocations;
  /** Visitors of the last minutes per order, counted once for many dashboards. */
  liveVisitors: LiveVisitors;
  /** Each idea's demand as a sort value, for the ideas list's Visitors, Leads and Verdict columns. */
  ideaDemand: DemandSortValues;
  /** Countries and Indian locations for ad targeting, read at start-up. */
  geo: GeoCatalog;
  /** The landing page's assets, renderer and published pages kept in memory. */
  landing: LandingArea;
  /** Today's salt of the visitor hash, read once a day and shared by the page, the beacon and the leads. */
  visitorSalts: VisitorSalts;
  /** Razorpay when its keys are set, otherwise the sandbox gateway. */
  paymentGateway: PaymentGateway;
  /** What can be paid for (`landing_page`, `ad_campaign`): registered by the composition root. */
  payables: Payables;
  /** Google Ads when configured, otherwise the sandbox provider. */
  ads: AdsProvider;
  /** Who writes the ad text: the model when configured, otherwise the built-in writer. */
  adWriter: AdCopyWriter;
  /** Who writes the landing page: the model when configured (the built-in writer is its fallback), otherwise the built-in writer. */
  pageWriter: PageWriter;
  /** The worker threads that draw decision-report PDFs, off the event loop (REPORT_PDF_WORKERS). */
  pdfs: PdfPool;
  /** What the app starts when ready and stops when it closes, in one list (services.ts, app.ts). */
  lifecycle: Lifecycle;
}
