// Contact form submissions of landing pages (SPEC §3 contact submission, §8 contact messages).
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    /** Answers to the page's extra questions (question_1 … question_3). */
    question1: text('question_1'),
    question2: text('question_2'),
    question3: text('question_3'),
    message: text('message').notNull(),
    /** As typed in the form, or else the country of the sender's IP address. */
    country: text('country'),
    /** 'form' or 'ip': where `country` came from. */
    countrySource: text('country_source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_submissions_order_time_idx').on(t.orderId, t.createdAt)],
);
