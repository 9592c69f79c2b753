// Contact form submissions of landing pages (docs/product.md#data contact submission, §8 contact messages).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/** One earlier send of a lead, kept when a later send of the same person updates it. */
export interface LeadSend {
  sent_at: string;
  name: string;
  email: string;
  subject: string | null;
  question_1: string | null;
  question_2: string | null;
  question_3: string | null;
  message: string;
  price: string | null;
}

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
    /**
     * The visitor (daily visitor hash, docs/analytics.md#leads) who first sent it: the lead counts on
     * that visitor's row of the day, at most one lead per visitor row (the unique index), so leads
     * never exceed visitors. Null when no visitor was recorded (a bot, no user agent).
     */
    visitorHash: text('visitor_hash'),
    /**
     * The visitor's row of the day (visit_steps, step 'page_view') as the lead counts on it: its time,
     * channel, campaign, variant and country, copied by triggers (migration 0034) whenever the lead's
     * visitor or that row is written, so that counting leads is a range of one index
     * (countedLeads, src/server/analytics/leads.ts). Null while the visitor has no row (never counted).
     */
    rowAt: timestamp('row_at', { withTimezone: true }),
    rowChannel: text('row_channel'),
    rowCampaign: text('row_campaign'),
    rowVariant: text('row_variant'),
    rowCountry: text('row_country'),
    /** How many times this person sent the page's forms (one lead per person, migration 0030). */
    timesSent: integer('times_sent').notNull().default(1),
    /** The latest send (createdAt is the first). */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /** The earlier sends, oldest first, as they were before a later send updated the lead. */
    history: jsonb('history').$type<LeadSend[]>().notNull().default([]),
    /** The spam rules the lead matched (src/server/leads/quality.ts); empty for most leads. */
    spamReasons: jsonb('spam_reasons').$type<string[]>().notNull().default([]),
    /** The founder marked it "Not spam": it counts despite its spam reasons. */
    spamCleared: boolean('spam_cleared').notNull().default(false),
    /**
     * Whether the lead counts as demand (docs/analytics.md#qualified-demand), computed by the
     * database from the founder's status and the spam reasons, so no query defines it again.
     */
    quality: text('quality')
      .notNull()
      .generatedAlwaysAs(
        sql`case when status = 'not_a_fit' then 'ruled_out'
                 when jsonb_array_length(spam_reasons) > 0 and not spam_cleared then 'suspected_spam'
                 else 'ok' end`,
      ),
  },
  (t) => [
    index('contact_submissions_order_time_idx').on(t.orderId, t.createdAt),
    uniqueIndex('contact_submissions_visitor_idx')
      .on(t.orderId, t.visitorHash)
      .where(sql`${t.visitorHash} is not null`),
    // The counted leads of a window: a range on the visitor row's time (migration 0034).
    index('contact_submissions_counted_idx')
      .on(t.orderId, t.rowAt)
      .where(sql`${t.quality} = 'ok' and ${t.rowAt} is not null`),
    index('contact_submissions_order_email_idx').on(t.orderId, sql`lower(${t.email})`),
    check(
      'contact_submissions_status_check',
      sql`${t.status} in ('new', 'contacted', 'interviewed', 'would_pay', 'not_a_fit')`,
    ),
  ],
);
