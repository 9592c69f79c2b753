// `npm run outbox [N]`: print the latest N (default 10) emails of a local install, with their
// whole text (password-reset links included): the `outbox` table, read with the server's own
// database code (src/server/email/outbox-report.ts). Configuration as the server's (DATA_DIR,
// DATABASE_URL). Without SMTP_URL this is where emails are kept (docs/quick-start.md).
import { ConfigError, loadConfig } from '../src/server/config';
import { outboxReport } from '../src/server/email/outbox-report';
import { createLogger } from '../src/server/http/log';

try {
  const limit = Math.max(1, Math.min(200, Number.parseInt(process.argv[2] ?? '10', 10) || 10));
  const config = loadConfig();
  const { code, text } = await outboxReport(config, limit, createLogger(config.LOG_LEVEL));
  (code === 0 ? process.stdout : process.stderr).write(text);
  process.exitCode = code;
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
}
