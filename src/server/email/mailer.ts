import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import type { EmailDeps } from './deps';

const SEND_EMAIL_JOB = 'email.send';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What kind of mail this is (password-reset, new-lead, …). */
  kind: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * Email goes through the outbox table and the job queue: `send` stores the message and enqueues
 * a delivery job, so a request never waits on SMTP and a crash never loses a mail.
 * Delivery: SMTP (nodemailer) when SMTP_URL is set, otherwise the message stays in the outbox
 * table; outside production its text (with any link) is also logged for the developer. The
 * production log never holds an address, a link or a message body.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly log: FastifyBaseLogger,
    private readonly options: { smtpUrl?: string; from: string; logContents?: boolean },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  get mode(): 'smtp' | 'outbox' {
    return this.transport ? 'smtp' : 'outbox';
  }

  async send(message: EmailMessage): Promise<string> {
    const [row] = await this.db
      .insert(outbox)
      .values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        kind: message.kind,
        headers: message.headers,
      })
      .returning({ id: outbox.id });
    await this.jobs.send(SEND_EMAIL_JOB, { id: row!.id }, { singletonKey: row!.id });
    return row!.id;
  }

  /** Deliver one stored message; idempotent (a message already sent is skipped). */
  async deliver(id: string): Promise<void> {
    const [message] = await this.db.select().from(outbox).where(eq(outbox.id, id));
    if (!message || message.sentAt) return;
    if (this.transport) {
      try {
        await this.transport.sendMail({
          from: this.options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? undefined,
          headers: message.headers ?? undefined,
        });
      } catch (err) {
        await this.db
          .update(outbox)
          .set({ lastError: String(err) })
          .where(eq(outbox.id, id));
        throw err;
      }
      await this.db
        .update(outbox)
        .set({ sentAt: new Date(), transport: 'smtp', lastError: null })
        .where(eq(outbox.id, id));
      this.log.info({ emailId: id, kind: message.kind }, 'email sent over SMTP');
    } else {
      await this.db.update(outbox).set({ sentAt: new Date(), transport: 'outbox' }).where(eq(outbox.id, id));
      if (this.options.logContents) {
        // Development only: the "email" is read from the log (the redaction list would hide `to`
        // and `text`, so they go in the message line itself).
        this.log.info(
          { emailId: id, kind: message.kind },
          `email kept in the local outbox (SMTP_URL not set) for ${message.to}: ${message.subject}\n${message.text}`,
        );
      } else {
        this.log.info({ emailId: id, kind: message.kind }, 'email kept in the outbox table (SMTP_URL not set)');
      }
    }
  }

  close(): void {
    this.transport?.close();
  }
}

/** The delivery job, registered with every other job by the composition root (services.ts, defineJobs). */
export function defineMailJobs(ctx: EmailDeps): void {
  ctx.jobs.define<{ id: string }>(SEND_EMAIL_JOB, (data) => ctx.mailer.deliver(data.id), { retryLimit: 8 });
}
