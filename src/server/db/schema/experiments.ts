// Experiments on landing pages (docs/analytics.md#experiments): variants of the page's message,
// served one per visitor from the visitor's daily hash. At most one running experiment per order.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StoredVariant } from '../../../shared/contracts/experiments';
import { orders } from './orders';

export const experiments = pgTable(
  'experiments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'message'. */
    kind: text('kind').notNull(),
    /** 'running' or 'stopped'. */
    status: text('status').notNull(),
    /**
     * The control ("A", no overrides) first, then the challengers' overrides; a price test's price
     * points in minor units (`amount_minor`, migration 0028).
     */
    variants: jsonb('variants').$type<StoredVariant[]>().notNull(),
    /** The variant published (or kept) when the experiment was stopped. */
    winner: text('winner'),
    /**
     * What stopping it recorded (issue 25): 'winner' when the data showed the chosen variant ahead
     * (the card's verdict), 'chosen' when it was chosen without that evidence, 'no_result' when no
     * visitor had seen a variant. Null while running and for experiments stopped before 0026.
     */
    outcome: text('outcome'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('experiments_one_running_uq').on(t.orderId).where(sql`${t.status} = 'running'`),
    index('experiments_order_idx').on(t.orderId, t.startedAt),
  ],
);
