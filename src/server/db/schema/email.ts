// Every email the product sends is written here first (the outbox), then delivered by a job.
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers of the message (the digest's List-Unsubscribe and List-Unsubscribe-Post). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** What kind of mail this is (password-reset, new-lead, …): tests and logs read it. */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** 'smtp' when delivered over SMTP, 'outbox' when kept locally (no SMTP_URL). */
    transport: text('transport'),
    lastError: text('last_error'),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
);
