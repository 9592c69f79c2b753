import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { MAIL_FILE, SMTP_PORT } from './mailbox';
import { startSmtpSink } from './smtpSink';

/** Start a real SMTP server on loopback for the run; the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  mkdirSync(dirname(MAIL_FILE), { recursive: true });
  rmSync(MAIL_FILE, { force: true });
  const sink = await startSmtpSink({ port: SMTP_PORT, file: MAIL_FILE });
  return () => sink.close();
}
