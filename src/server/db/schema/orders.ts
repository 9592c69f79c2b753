// Orders (docs/product.md#data): a founder's business idea, its price, its state (docs/architecture.md#data-and-states) and, once
// generated, its landing page content. Removed orders are kept (deleted_at) with their payments.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { LandingPage } from '../../../shared/contracts/landing';
import type { IdeaAnswer } from '../../../shared/orders/questions';
import { users } from './auth';

export const orders = pgTable(
  'orders',
  {
    /** Random and unguessable: it appears in the public landing page URL. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessIdea: jsonb('business_idea').$type<IdeaAnswer[]>().notNull(),
    /** The first answer (never blank): stored so the list sorts and searches on an index. */
    title: text('title').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('Payment Required'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    landingPage: jsonb('landing_page').$type<LandingPage>(),
    /** Which generator wrote the landing page: 'builtin' or 'llm'. */
    generator: text('generator'),
  },
  (t) => [
    // One index per sortable column, each scoped to the owner's visible orders, with the id as tie-break.
    index('orders_user_created_idx')
      .on(t.userId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // Titles sort case-insensitively, byte order (the same on every server's locale).
    index('orders_user_title_ci_idx')
      .on(t.userId, sql`lower(${t.title}) collate "C"`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('orders_user_status_idx')
      .on(t.userId, t.status, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('orders_user_amount_idx')
      .on(t.userId, t.amountMinor, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('orders_user_id_idx')
      .on(t.userId, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The scheduler's sweeps: paid orders still being generated, live orders past their due date.
    index('orders_status_due_idx').on(t.status, t.dueAt),
  ],
);
