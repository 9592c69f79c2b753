import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AppContext } from './context';
import { createJobQueue } from './jobs/queue';
import { Mailer } from './email/mailer';
import { createAuth } from './auth/auth';
import { registerJobs } from './jobs/registry';
import { VisitInbox } from './tracking/inbox';

/**
 * The signing secret for sessions: AUTH_SECRET when set, otherwise one generated once and kept
 * in the data folder (so the embedded default needs no setup and sessions survive restarts).
 */
export function resolveAuthSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  mkdirSync(config.DATA_DIR, { recursive: true });
  const file = join(config.DATA_DIR, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function createContext(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  options: { secret?: string; jobPollingSeconds?: number } = {},
): AppContext {
  const jobs = createJobQueue(database, log, options.jobPollingSeconds ?? 1);
  const mailer = new Mailer(database.db, jobs, log, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    log,
    secret: options.secret ?? resolveAuthSecret(config),
  });
  const visitInbox = new VisitInbox(database.db, log);
  const ctx: AppContext = { config, database, db: database.db, jobs, mailer, auth, log, visitInbox };
  registerJobs(ctx);
  return ctx;
}
