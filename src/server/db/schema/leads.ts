// Contact form submissions of landing pages (docs/product.md#data contact submission, §8 contact messages).
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    /**
     * The page's question texts when the lead was sent (index i asked question_{i+1}): the
     * founder may edit the questions later. Null for leads stored before this was kept.
     */
    questionTexts: jsonb('question_texts').$type<string[]>(),
    message: text('message').notNull(),
    /** As typed in the form, or else the country of the sender's IP address. */
    country: text('country'),
    /** 'form' or 'ip': where `country` came from. */
    countrySource: text('country_source'),
    /** The channel and UTM campaign of the sender's visit that day (null: no visit found). */
    channel: text('channel'),
    campaign: text('campaign'),
    /** The experiment variant of the page the lead was sent from (null without an experiment). */
    variant: text('variant'),
    /** A price test's lead: the price tag the email was left for ("19 USD/month"); null otherwise. */
    price: text('price'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The founder's follow-up of this lead (docs/analytics.md#lead-follow-up): one of LEAD_STATUSES
     * (src/shared/contracts/analytics.ts), and a private note no visitor ever sees.
     */
    status: text('status').notNull().default('new'),
    note: text('note').notNull().default(''),
  },
  (t) => [
    index('contact_submissions_order_time_idx').on(t.orderId, t.createdAt),
    check(
      'contact_submissions_status_check',
      sql`${t.status} in ('new', 'contacted', 'interviewed', 'would_pay', 'not_a_fit')`,
    ),
  ],
);
