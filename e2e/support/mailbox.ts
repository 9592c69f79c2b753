import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ReceivedMail } from './smtpSink';

/**
 * The browser tests' SMTP sink: the server under test gets SMTP_URL pointing at it, and the sink
 * (started by globalSetup) appends each received mail to MAIL_FILE for the spec to read.
 * Port and file derive from E2E_PORT, so parallel runs on different ports do not collide.
 */
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const SMTP_PORT = E2E_PORT + 20000;
export const MAIL_FILE = resolve(`.e2e-data/mail-${E2E_PORT}.jsonl`);

export function receivedMails(): ReceivedMail[] {
  if (!existsSync(MAIL_FILE)) return [];
  return readFileSync(MAIL_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedMail);
}
