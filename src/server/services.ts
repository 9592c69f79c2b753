import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Auth } from './auth/auth';
import type { GeoCatalog } from './geo/catalog';
import type { LandingArea } from './landing/area';
import type { DemandSortValues } from './orders/service';
import type { PageWriter } from './generation/writers';
import type { AnalyticsDeps } from './analytics/deps';
import type { AuthDeps } from './auth/deps';
import type { CampaignsDeps } from './campaigns/deps';
import type { EmailDeps } from './email/deps';
import type { ExperimentsDeps } from './experiments/deps';
import type { GeoDeps } from './geo/deps';
import type { LandingDeps } from './landing/deps';
import type { LeadsDeps } from './leads/deps';
import type { MediaDeps } from './media/deps';
import type { NotificationsDeps } from './notifications/deps';
import type { OrdersDeps } from './orders/deps';
import type { PageEditorDeps } from './page-editor/deps';
import type { PaymentsDeps } from './payments/deps';
import type { ProfileDeps } from './profile/deps';
import type { ReportDeps } from './report/deps';
import type { SiteDeps } from './site/deps';
import type { TrackingDeps } from './tracking/deps';
import { leadFunnel } from './tracking/lead-funnel';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { defineMailJobs, Mailer } from './email/mailer';
import { createAuth } from './auth/auth';
import { SessionCache } from './auth/session-cache';
import { ChangeFeed } from './db/change-feed';
import { ensureProfile } from './profile/document';
import { VisitInbox } from './tracking/inbox';
import type { PaymentGateway } from './payments/gateway';
import { Payables } from './payments/payables';
import { RazorpayGateway } from './payments/razorpay';
import { SandboxGateway } from './payments/sandbox';
import { definePaymentJobs } from './payments/jobs';
import { createAdsProvider, type AdsProvider } from './ads';
import { llmSettings } from './generation/pipeline';
import { llmPageWriter } from './generation/llm';
import { builtinPageWriter } from './generation/writers';
import { builtinWriter, type AdCopyWriter } from './campaigns/content/writer';
import { llmAdCopyWriter } from './campaigns/content/llm-writer';
import { adCampaignPayable } from './campaigns/payable';
import { defineCampaignJobs } from './campaigns/jobs';
import { sweepCampaigns } from './campaigns/sweep';
import { landingPagePayable } from './orders/payable';
import { defineOrderJobs } from './orders/jobs';
import { sweepOrders } from './orders/pipeline';
import { VisitorSalts } from './visitors/visitor';
import { defineDigestJob, startDigestSchedule } from './report/digest';
import { defaultPdfWorkers, PdfPool } from './report/pdf-pool';
import { startMetricsSchedule } from './campaigns/metrics';
import { loadGeoCatalog } from './geo/catalog';
import { createLandingArea } from './landing/area';
import { IpLocations } from './tracking/geo';
import { LiveOrderCache } from './tracking/live-orders';
import { VisitRecorder } from './tracking/recorder';
import { StepRecorder } from './tracking/steps';
import { LiveVisitors } from './analytics/live-visitors';
import { demandSortValues } from './analytics/idea-demand';
import { Lifecycle, type LifecycleStep } from './lifecycle';

/**
 * The signing secret for sessions: AUTH_SECRET when set, otherwise one generated once and kept
 * in the data folder (so the embedded default needs no setup and sessions survive restarts).
 */
function resolveAuthSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  mkdirSync(config.DATA_DIR, { recursive: true });
  const file = join(config.DATA_DIR, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/**
 * Services a caller (a test, a benchmark) puts in place of the configured ones. Each is a
 * function of what the configured one would have been built from, so a double can wrap it.
 */
export interface ServiceOverrides {
  paymentGateway?: (deps: { db: Db; secret: string; configured: PaymentGateway }) => PaymentGateway;
  ads?: (configured: AdsProvider) => AdsProvider;
  adWriter?: (configured: AdCopyWriter) => AdCopyWriter;
}

export interface ContextOptions {
  /** The session and sandbox-payment secret (default: AUTH_SECRET or the data folder's). */
  secret?: string;
  jobPollingSeconds?: number;
  services?: ServiceOverrides;
}

/**
 * The kernel context: what createContext builds first and what the areas' Deps draw on most: the
 * parsed configuration, the database, the logger and the job queue. No area receives it whole:
 * each declares the members it uses in its own Deps (an area's Deps names `jobs` only if its row
 * of the area table allows the jobs area).
 */
interface Kernel {
  config: Config;
  database: Database;
  /** The database's query builder (`database.db`). */
  db: Db;
  log: FastifyBaseLogger;
  jobs: JobQueue;
}

/**
 * Each area's Deps, keyed by the area's name (its folder under src/server): what its routes and
 * jobs receive, and nothing else. `routes.ts` and `defineJobs` hand each area its own entry
 * (test/architecture/areas.test.ts checks that, and that every Deps names only capabilities of
 * areas its row of the area table allows).
 */
export interface AreaDeps {
  analytics: AnalyticsDeps;
  auth: AuthDeps;
  campaigns: CampaignsDeps;
  email: EmailDeps;
  experiments: ExperimentsDeps;
  geo: GeoDeps;
  landing: LandingDeps;
  leads: LeadsDeps;
  media: MediaDeps;
  notifications: NotificationsDeps;
  orders: OrdersDeps;
  'page-editor': PageEditorDeps;
  payments: PaymentsDeps;
  profile: ProfileDeps;
  report: ReportDeps;
  site: SiteDeps;
  tracking: TrackingDeps;
}

/**
 * What `createContext` builds: the kernel, every service of the process and each area's Deps.
 * Only the composition root (app.ts, routes.ts, services.ts, main.ts) and the tests hold it; no
 * area can import this file, and an area is handed its own `deps` entry only.
 */
export interface Composition extends Kernel {
  mailer: Mailer;
  auth: Auth;
  sessions: SessionCache;
  /** The process's one LISTEN connection for database change notifications (landing pages, sessions). */
  changes: ChangeFeed;
  visitInbox: VisitInbox;
  visitRecorder: VisitRecorder;
  ipLocations: IpLocations;
  paymentGateway: PaymentGateway;
  ideaDemand: DemandSortValues;
  landing: LandingArea;
  pdfs: PdfPool;
  /** What the app starts when ready and stops when it closes, in one list (app.ts). */
  lifecycle: Lifecycle;
  deps: AreaDeps;
}

/**
 * The one composition root: every service of the process, built from the parsed config, and
 * handed to each area as its own Deps (docs/architecture.md#composition). Job handlers and
 * payable kinds are registered here too, before the queue starts, and the list of what the app
 * starts and stops (`lifecycle`, run by app.ts) is made here.
 */
export function createContext(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  options: ContextOptions = {},
): Composition {
  const secret = options.secret ?? resolveAuthSecret(config);
  const overrides = options.services ?? {};
  const db = database.db;
  const jobs = createJobQueue(database, log, options.jobPollingSeconds ?? 1);
  const kernel: Kernel = { config, database, db, log, jobs };
  const mailer = new Mailer(db, jobs, log, {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    logContents: config.NODE_ENV !== 'production',
  });
  const auth = createAuth({
    config,
    db,
    mailer,
    log,
    secret,
    onUserCreated: (user) => ensureProfile(db, user),
  });

  const changes = new ChangeFeed(database, log);
  const sessions = new SessionCache(changes, config.SESSION_CACHE_MS);

  const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET } = config;
  const configuredGateway: PaymentGateway =
    RAZORPAY_KEY_ID && RAZORPAY_KEY_SECRET
      ? new RazorpayGateway(RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET)
      : new SandboxGateway(db, secret);
  const paymentGateway = overrides.paymentGateway?.({ db, secret, configured: configuredGateway }) ?? configuredGateway;

  // A bad ads setting stops the server in loadConfig; the provider is built here, once.
  const configuredAds = createAdsProvider(config.ads);
  const ads = overrides.ads?.(configuredAds) ?? configuredAds;
  const llm = llmSettings(config);
  const configuredAdWriter = llm ? llmAdCopyWriter(llm) : builtinWriter;
  const adWriter = overrides.adWriter?.(configuredAdWriter) ?? configuredAdWriter;
  const pageWriter: PageWriter = llm ? llmPageWriter(llm, log) : builtinPageWriter;

  const visitInbox = new VisitInbox(db, log);
  const visitRecorder = new VisitRecorder(visitInbox);
  const visitorSalts = new VisitorSalts(db);
  const ipLocations = new IpLocations();
  const steps = new StepRecorder(db);
  const ideaDemand: DemandSortValues = (rows, key, now) => demandSortValues(db, rows, key, now);
  const geo: GeoCatalog = loadGeoCatalog();
  const landing = createLandingArea({ config, database, changes, log });
  const pdfs = new PdfPool(config.REPORT_PDF_WORKERS ?? defaultPdfWorkers());
  // Analytics and the report read `visits` after the inbox moved what was acknowledged.
  const visits = visitInbox.reader();

  const tracking: TrackingDeps = {
    config,
    db,
    visitInbox,
    visitRecorder,
    liveOrders: new LiveOrderCache(db),
    steps,
    ipLocations,
    visitorSalts,
  };
  const campaigns: CampaignsDeps = { ...kernel, ads, adWriter, geo };
  const orders: OrdersDeps = { ...kernel, ideaDemand, pageWriter, stopAds: (externalId) => ads.stop(externalId) };
  const payables = new Payables();
  payables.register('landing_page', landingPagePayable(orders));
  payables.register('ad_campaign', adCampaignPayable(campaigns));

  const deps: AreaDeps = {
    analytics: { db, visits, live: new LiveVisitors(db) },
    auth: { config, database, db, auth, sessions },
    campaigns,
    email: { jobs, mailer },
    experiments: { db },
    geo: { geo },
    landing: { config, db, log, landing, visitorSalts },
    leads: { config, db, log, mailer, landing, ipLocations, funnel: leadFunnel(tracking) },
    media: { db },
    notifications: { db },
    orders,
    'page-editor': { config, db, landing, pageWriter },
    payments: { ...kernel, paymentGateway, payables },
    profile: { config, db, auth, sessions },
    report: { ...kernel, mailer, pdfs, visits },
    site: { config },
    tracking,
  };
  const ctx: Composition = {
    ...kernel,
    mailer,
    auth,
    sessions,
    changes,
    visitInbox,
    visitRecorder,
    ipLocations,
    paymentGateway,
    ideaDemand,
    landing,
    pdfs,
    lifecycle: new Lifecycle(() => lifecycleSteps(ctx), log),
    deps,
  };
  defineJobs(deps);
  return ctx;
}

/** Every background job of the process, registered here only, before the queue starts (docs/architecture.md#jobs). */
function defineJobs(deps: AreaDeps): void {
  defineMailJobs(deps.email);
  defineOrderJobs(deps.orders);
  defineCampaignJobs(deps.campaigns);
  definePaymentJobs(deps.payments);
  defineSweep(deps.orders, deps.campaigns);
  defineDigestJob(deps.report);
}

/**
 * What the app starts when it is ready, in this order, and stops in the reverse order when it
 * closes (after the HTTP server stopped taking requests): page views held in memory are written
 * and the inbox drained before the queue stops, the queue before the mailer, and the database is
 * closed last by whoever opened it (main.ts, the tests).
 */
function lifecycleSteps(ctx: Composition): LifecycleStep[] {
  return [
    { name: 'mailer', stop: () => ctx.mailer.close() },
    { name: 'job queue', start: () => ctx.jobs.start(), stop: () => ctx.jobs.stop() },
    // Change notifications (landing pages, sessions) are received while the app is up.
    { name: 'change feed', start: () => ctx.changes.start(), stop: () => ctx.changes.stop() },
    { name: 'published pages', start: () => ctx.landing.pages.start(), stop: () => ctx.landing.pages.stop() },
    {
      name: 'visit inbox',
      // Page views a stopped process acknowledged but did not move into `visits` yet.
      start: () => ctx.visitInbox.drainSoon(),
      stop: async () => {
        await ctx.visitRecorder.flush();
        await ctx.visitInbox.close();
      },
    },
    {
      name: 'IP location database',
      // Opened in the background so the first visitor does not wait for it (not in tests).
      start: () => {
        if (ctx.config.NODE_ENV === 'test') return;
        ctx.ipLocations
          .warm()
          .catch((err: unknown) => ctx.log.error({ err }, 'could not open the IP location database'));
      },
      // About 63 MB per open file: let go with the app (a test process builds many).
      stop: () => ctx.ipLocations.close(),
    },
    // Workers start on demand; stopping ends them (a PDF still being drawn answers 500).
    { name: 'PDF pool', stop: () => ctx.pdfs.close() },
    {
      name: 'schedules',
      // Once the queue runs: the ad figures refresh, the weekly digest and the sweep.
      start: async () => {
        await startMetricsSchedule(ctx.deps.campaigns);
        await startDigestSchedule(ctx.deps.report);
        await startSchedules(ctx.jobs);
      },
    },
  ];
}

/** The one scheduled sweep: recovers stalled orders and ad campaigns (docs/architecture.md#jobs). */
export const SWEEP_JOB = 'maintenance.sweep';
/** Every 5 minutes. */
export const SWEEP_CRON = '*/5 * * * *';

/** Both sweeps, one after the other; one failing does not stop the other. */
async function runSweep(orders: OrdersDeps, campaigns: CampaignsDeps): Promise<void> {
  const results = await Promise.allSettled([sweepOrders(orders), sweepCampaigns(campaigns)]);
  for (const r of results) if (r.status === 'rejected') orders.log.error({ err: r.reason }, 'sweep failed');
}

function defineSweep(orders: OrdersDeps, campaigns: CampaignsDeps): void {
  orders.jobs.define<Record<string, never>>(SWEEP_JOB, () => runSweep(orders, campaigns));
}

/** Once the queue runs: schedule the sweep, and run it now (resumes work left by a restart). */
async function startSchedules(jobs: JobQueue): Promise<void> {
  // Before there was one sweep, orders had their own schedule: a database from then still has it.
  await jobs.boss.unschedule('orders.sweep').catch(() => undefined);
  await jobs.every(SWEEP_JOB, SWEEP_CRON, { runNow: true });
}
