import { join } from 'node:path';
import { checkHostResolves, ConfigError, loadConfig } from './config';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { DatabaseUnreachableError, migrateDatabase, openDatabase, openDatabaseWithRetry } from './db/client';
import { createLogger } from './http/log';
import { createContext } from './services';
import { buildApp } from './app';
import { SECOND_MS } from '../shared/time';

/**
 * Until the server is up, SIGTERM and SIGINT end the process at once (exit 143 / 130): a start-up
 * that waits (on a database, a lock) is never left running. Replaced by the graceful shutdown
 * once the server listens.
 */
const endAtOnce = (signal: NodeJS.Signals) => {
  console.error(`${signal} during start-up: stopping.`);
  process.exit(signal === 'SIGINT' ? 130 : 143);
};
process.on('SIGTERM', endAtOnce);
process.on('SIGINT', endAtOnce);

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
    await checkHostResolves(config.HOST);
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
      release = await lockDataDir(config.DATA_DIR, {
        waitMs: config.LOCK_WAIT_MS,
        // A renewal missed (a stalled event loop, a touched lock) is reported and retried; the
        // server goes on. Only another live process holding the folder now stops this one.
        warn: (message) => log.warn(message),
        onLost: (err) => {
          log.error(err.message);
          console.error(err.message);
          process.exit(1);
        },
      });
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
      ? await openDatabaseWithRetry(config.DATABASE_URL, {
          timeoutMs: config.DATABASE_CONNECT_TIMEOUT_SECONDS * SECOND_MS,
          queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_SECONDS * SECOND_MS,
          log,
          print: (line) => console.error(line),
        })
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
  // The app starts the context's services when it is ready and stops them when it closes.
  const app = await buildApp(ctx);
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    const line = listenErrorLine(err, config.PORT, config.HOST);
    if (!line) throw err;
    console.error(line);
    // What was started is stopped, so the data folder is left clean for the next start.
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    await release?.().catch(() => undefined);
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(
    `Ideaproof is running at http://localhost:${port} (${database.driver === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL'}, email: ${ctx.mailer.mode})`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    // A second signal while stopping ends the process at once.
    if (stopping) process.exit(1);
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      // Stops taking requests, then the context's services in reverse order (ctx.lifecycle).
      await app.close();
      await database.close();
      await release?.();
    } catch (err) {
      log.error({ err }, 'error during shutdown');
    }
    process.exit(0);
  };
  process.off('SIGTERM', endAtOnce);
  process.off('SIGINT', endAtOnce);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** One line for a port the server cannot listen on (in use, or not allowed), naming PORT; null for other errors. */
function listenErrorLine(err: unknown, port: number, host: string): string | null {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') {
    return `Port ${port} is already in use (on ${host}): another program is listening there. Stop it, or set PORT to a free port.`;
  }
  if (code === 'EACCES') {
    return `Not allowed to listen on port ${port} (on ${host}): ports below 1024 need extra rights. Set PORT to a port above 1023.`;
  }
  if (code === 'EADDRNOTAVAIL') {
    return `Cannot listen on ${host} (HOST): this machine has no such address. Set HOST to one of its addresses, or 0.0.0.0.`;
  }
  return null;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
