import { join } from 'node:path';
import { desc } from 'drizzle-orm';
import type { Config } from '../config';
import { openDatabase, type DatabaseLog, type Db } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/lock';
import { outbox } from '../db/schema';

type OutboxEmail = typeof outbox.$inferSelect;

/** The latest `limit` emails of the outbox table, newest first (kept or sent, every transport). */
function latestEmails(db: Db, limit: number): Promise<OutboxEmail[]> {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
}

/** The emails as plain text: a header per email, then its whole text (reset links included). */
function formatEmails(emails: readonly OutboxEmail[]): string {
  if (!emails.length) return 'The outbox is empty: no email has been written yet.\n';
  return emails
    .map((e) => {
      const state = e.sentAt
        ? e.transport === 'smtp'
          ? 'sent over SMTP'
          : 'kept here (SMTP_URL not set)'
        : `waiting${e.lastError ? ` (last error: ${e.lastError})` : ''}`;
      return [
        `── ${e.createdAt.toISOString()} · ${e.kind} · ${state}`,
        `To: ${e.to}`,
        `Subject: ${e.subject}`,
        '',
        e.text.trimEnd(),
        '',
      ].join('\n');
    })
    .join('\n');
}

/**
 * `npm run outbox` (scripts/outbox.ts): print the latest emails of this install, opened the way
 * the server opens its database (DATABASE_URL, else the embedded database in DATA_DIR). The
 * embedded database allows one process at a time: while the server runs on the same folder the
 * report says so (exit code 2) instead of opening it beside the server. `log`: where PostgreSQL's
 * pool reports a connection closed while idle.
 */
export async function outboxReport(
  config: Config,
  limit: number,
  log: DatabaseLog,
): Promise<{ code: number; text: string }> {
  let release: (() => Promise<void>) | undefined;
  if (!config.DATABASE_URL) {
    try {
      release = await lockDataDir(config.DATA_DIR);
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
      return {
        code: 2,
        text:
          `The server is running on ${config.DATA_DIR}, and its embedded database allows one process at a time.\n` +
          'Stop the server (Ctrl+C), run `npm run outbox` again, then start the server again.\n',
      };
    }
  }
  try {
    const database = config.DATABASE_URL
      ? await openDatabase({ url: config.DATABASE_URL, log })
      : await openDatabase({ dataDir: join(config.DATA_DIR, 'pglite') });
    try {
      const where = database.driver === 'pglite' ? `the embedded database in ${config.DATA_DIR}` : 'PostgreSQL';
      let emails: OutboxEmail[];
      try {
        emails = await latestEmails(database.db, limit);
      } catch (err) {
        // 42P01: no outbox table, the server has never run on this database (it migrates at start).
        const code =
          (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
        if (code !== '42P01') throw err;
        emails = [];
      }
      return {
        code: 0,
        text: `The latest ${emails.length} email(s) of ${where}, newest first:\n\n${formatEmails(emails)}`,
      };
    } finally {
      await database.close();
    }
  } finally {
    await release?.();
  }
}
