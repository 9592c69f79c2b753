import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { migrateDatabase, openDatabase } from '../../../src/server/db/client';
import { lockDataDir } from '../../../src/server/db/lock';
import { outbox } from '../../../src/server/db/schema';
import { outboxReport } from '../../../src/server/email/outbox-report';
import pino from 'pino';

/**
 * Issue 25 item 8: `npm run outbox` prints the latest emails of a local install (the embedded
 * database in DATA_DIR, opened by the server's own code), reset links included, and says so
 * instead of opening the database beside a running server.
 */
const dir = mkdtempSync(join(tmpdir(), 'ideaproof-outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const silent = pino({ level: 'silent' });
const config = () => loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', DATA_DIR: dir });

describe('npm run outbox', () => {
  it('prints the latest emails of the embedded database, newest first, with their links', async () => {
    expect(await outboxReport(config(), 5, silent)).toMatchObject({
      code: 0,
      text: expect.stringContaining('The outbox is empty'),
    });

    const database = await openDatabase({ dataDir: join(dir, 'pglite') });
    await migrateDatabase(database);
    const link = 'http://localhost:3000/reset-password?token=abc123';
    await database.db.insert(outbox).values([
      {
        to: 'old@example.com',
        subject: 'Older',
        text: 'first',
        kind: 'test',
        createdAt: new Date('2026-01-01T10:00:00Z'),
      },
      {
        to: 'asha@example.com',
        subject: 'Reset your Ideaproof password',
        text: `Open this link to choose a new password:\n${link}\n`,
        kind: 'password-reset',
        transport: 'outbox',
        sentAt: new Date('2026-01-02T10:00:01Z'),
        createdAt: new Date('2026-01-02T10:00:00Z'),
      },
    ]);
    await database.close();

    const { code, text } = await outboxReport(config(), 5, silent);
    expect(code).toBe(0);
    expect(text).toContain(`embedded database in ${dir}`);
    expect(text).toContain(link);
    expect(text).toContain('To: asha@example.com');
    expect(text).toContain('password-reset · kept here (SMTP_URL not set)');
    expect(text.indexOf('Reset your Ideaproof password')).toBeLessThan(text.indexOf('Older'));
    // The limit: only the newest.
    expect((await outboxReport(config(), 1, silent)).text).not.toContain('Older');
  }, 60_000);

  it('does not open the embedded database while the server holds it', async () => {
    const release = await lockDataDir(dir);
    try {
      const report = await outboxReport(config(), 5, silent);
      expect(report.code).toBe(2);
      expect(report.text).toContain('Stop the server (Ctrl+C), run `npm run outbox` again');
    } finally {
      await release();
    }
  });
});
