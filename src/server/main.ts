import { join } from 'node:path';
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { loadAdsConfig } from './ads/config';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { migrateDatabase, openDatabase } from './db/client';
import { createContext } from './services';
import { buildApp } from './app';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
    // The ads provider's settings are parsed by its area, but checked here so a bad value stops start-up.
    loadAdsConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = pino({
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  });

  let release: (() => Promise<void>) | undefined;
  if (!config.DATABASE_URL) {
    try {
      release = await lockDataDir(config.DATA_DIR, { waitMs: Number(process.env.LOCK_WAIT_MS ?? 0) });
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        console.error(err.message);
        process.exit(1);
      }
      throw err;
    }
  }
  const database = config.DATABASE_URL
    ? await openDatabase({ url: config.DATABASE_URL })
    : await openDatabase({ dataDir: join(config.DATA_DIR, 'pglite') });
  await migrateDatabase(database);
  log.info({ database: database.driver }, 'database ready');

  const ctx = createContext(config, database, log);
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
