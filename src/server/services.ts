import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { AppContext } from './context';
import { createJobQueue } from './jobs/queue';
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
 * The one composition root: every service of the process, built from the parsed config, and
 * handed to the areas through the returned context (docs/architecture.md#composition). Job
 * handlers and payable kinds are registered here too, before the queue starts, and the list of
 * what the app starts and stops (`ctx.lifecycle`, run by app.ts) is made here.
 */
export function createContext(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  options: ContextOptions = {},
): AppContext {
  const secret = options.secret ?? resolveAuthSecret(config);
  const overrides = options.services ?? {};
  const jobs = createJobQueue(database, log, options.jobPollingSeconds ?? 1);
  const mailer = new Mailer(database.db, jobs, log, {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    logContents: config.NODE_ENV !== 'production',
  });
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    log,
    secret,
    onUserCreated: (user) => ensureProfile(database.db, user),
  });

  const changes = new ChangeFeed(database, log);
  const sessions = new SessionCache(changes, config.SESSION_CACHE_MS);

  const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET } = config;
  const gateway: PaymentGateway =
    RAZORPAY_KEY_ID && RAZORPAY_KEY_SECRET
      ? new RazorpayGateway(RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET)
      : new SandboxGateway(database.db, secret);
  const payables = new Payables();
  payables.register('landing_page', landingPagePayable);
  payables.register('ad_campaign', adCampaignPayable);

  // A bad ads setting stops the server in loadConfig; the provider is built here, once.
  const ads = createAdsProvider(config.ads);
  const llm = llmSettings(config);
  const adWriter = llm ? llmAdCopyWriter(llm) : builtinWriter;
  const pageWriter = llm ? llmPageWriter(llm, log) : builtinPageWriter;

  const visitInbox = new VisitInbox(database.db, log);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    jobs,
    mailer,
    auth,
    sessions,
    changes,
    log,
    visitInbox,
    visitRecorder: new VisitRecorder(visitInbox),
    visitorSalts: new VisitorSalts(database.db),
    liveOrders: new LiveOrderCache(database.db),
    steps: new StepRecorder(database.db),
    ipLocations: new IpLocations(),
    liveVisitors: new LiveVisitors(database.db),
    ideaDemand: (rows, key, now) => demandSortValues(database.db, rows, key, now),
    geo: loadGeoCatalog(),
    landing: createLandingArea({ config, database, changes, log }),
    paymentGateway: overrides.paymentGateway?.({ db: database.db, secret, configured: gateway }) ?? gateway,
    payables,
    ads: overrides.ads?.(ads) ?? ads,
    adWriter: overrides.adWriter?.(adWriter) ?? adWriter,
    pageWriter,
    pdfs: new PdfPool(config.REPORT_PDF_WORKERS ?? defaultPdfWorkers()),
    lifecycle: new Lifecycle(() => lifecycleSteps(ctx), log),
  };
  defineJobs(ctx);
  return ctx;
}

/** Every background job of the process, registered here only, before the queue starts (docs/architecture.md#jobs). */
function defineJobs(ctx: AppContext): void {
  defineMailJobs(ctx);
  defineOrderJobs(ctx);
  defineCampaignJobs(ctx);
  definePaymentJobs(ctx);
  defineSweep(ctx);
  defineDigestJob(ctx);
}

/**
 * What the app starts when it is ready, in this order, and stops in the reverse order when it
 * closes (after the HTTP server stopped taking requests): page views held in memory are written
 * and the inbox drained before the queue stops, the queue before the mailer, and the database is
 * closed last by whoever opened it (main.ts, the tests).
 */
function lifecycleSteps(ctx: AppContext): LifecycleStep[] {
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
        await startMetricsSchedule(ctx);
        await startDigestSchedule(ctx);
        await startSchedules(ctx);
      },
    },
  ];
}

/** The one scheduled sweep: recovers stalled orders and ad campaigns (docs/architecture.md#jobs). */
export const SWEEP_JOB = 'maintenance.sweep';
/** Every 5 minutes. */
export const SWEEP_CRON = '*/5 * * * *';

/** Both sweeps, one after the other; one failing does not stop the other. */
async function runSweep(ctx: AppContext): Promise<void> {
  const results = await Promise.allSettled([sweepOrders(ctx), sweepCampaigns(ctx)]);
  for (const r of results) if (r.status === 'rejected') ctx.log.error({ err: r.reason }, 'sweep failed');
}

function defineSweep(ctx: AppContext): void {
  ctx.jobs.define<Record<string, never>>(SWEEP_JOB, () => runSweep(ctx));
}

/** Once the queue runs: schedule the sweep, and run it now (resumes work left by a restart). */
async function startSchedules(ctx: AppContext): Promise<void> {
  // Before there was one sweep, orders had their own schedule: a database from then still has it.
  await ctx.jobs.boss.unschedule('orders.sweep').catch(() => undefined);
  await ctx.jobs.every(SWEEP_JOB, SWEEP_CRON, { runNow: true });
}
