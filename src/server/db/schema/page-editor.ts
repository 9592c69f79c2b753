// The landing page editor: every published version of an order's page (generated, edited,
// restored, regenerated), and how many regenerations each order used per UTC day.
import { date, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { LandingPage } from '../../../shared/contracts/landing';
import { orders } from './orders';

export const pageVersions = pgTable(
  'page_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… per order: the highest is the published page. */
    seq: integer('seq').notNull(),
    /** 'generated', 'edited', 'restored', 'regenerated' or 'experiment' (a stopped experiment's winner). */
    source: text('source').notNull(),
    content: jsonb('content').$type<LandingPage>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The unique pair is also the index the editor reads versions by.
  (t) => [unique('page_versions_order_seq_uq').on(t.orderId, t.seq)],
);

export const pageRegenerations = pgTable(
  'page_regenerations',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The UTC day the regenerations were asked for. */
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.day] })],
);
