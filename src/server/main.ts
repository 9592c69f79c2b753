import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { DatabaseUnreachableError, migrateDatabase, openDatabase, openDatabaseWithRetry } from './db/client';
import { createLogger } from './http/log';
import { createContext } from './services';
import { buildApp } from './app';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config.LOG_LEVEL);

  let release: (() => Promise<void>) | undefined;
  if (!config.DATABASE_URL) {
    try {
      release = await lockDataDir(config.DATA_DIR, { waitMs: config.LOCK_WAIT_MS });
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        console.error(err.message);
        process.exit(1);
      }
      throw err;
    }
  }
  let database;
  try {
    database = config.DATABASE_URL
      ? await openDatabaseWithRetry(config.DATABASE_URL, { timeoutMs: config.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000 })
      : await openDatabase({ dataDir: join(config.DATA_DIR, 'pglite') });
  } catch (err) {
    if (err instanceof DatabaseUnreachableError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  await migrateDatabase(database);
  log.info({ database: database.driver }, 'database ready');

  const ctx = createContext(config, database, log);
  if (config.NODE_ENV === 'production' && ctx.mailer.mode === 'outbox') {
    log.warn(
      'SMTP_URL is not set: emails (password resets, new-lead notices) are not sent. They are kept in the ' +
        'database table "outbox" (columns to, subject, text): `npm run outbox` prints the latest. The log never shows them.',
    );
  }
  await ctx.jobs.start();
  const app = await buildApp(ctx);
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(
    `Ideaproof is running at http://localhost:${port} (${database.driver === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL'}, email: ${ctx.mailer.mode})`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      await ctx.jobs.stop();
      ctx.mailer.close();
      await database.close();
      await release?.();
    } catch (err) {
      log.error({ err }, 'error during shutdown');
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
