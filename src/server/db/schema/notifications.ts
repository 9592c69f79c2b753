// A founder's notifications: things that happened to their orders, shown under the top bar's bell.
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** page_live | new_lead | campaign_active | campaign_completed | payment_refunded */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** Where the notification leads in the app ("/dashboard/overview/{orderId}"). */
    link: text('link').notNull(),
    /** One notification per event: a repeated event (a job run twice) adds nothing. */
    eventKey: text('event_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_user_event_idx').on(t.userId, t.eventKey),
    index('notifications_user_time_idx').on(t.userId, t.createdAt),
  ],
);
