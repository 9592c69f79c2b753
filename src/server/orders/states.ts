import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import type { OrderStatus } from '../../shared/orders/status';

type OrderUpdate = Partial<typeof orders.$inferInsert>;

/**
 * Move an order to `to` only from one of the `from` states, atomically (one UPDATE … WHERE
 * status IN …). Returns false when the order was not in an allowed state (nothing changed).
 * docs/architecture.md#data-and-states: Payment Required → Under Processing → Active → Completed, never backwards.
 */
export async function transitionOrder(
  db: Db,
  orderId: string,
  from: readonly OrderStatus[],
  to: OrderStatus,
  set: OrderUpdate = {},
  extra?: SQL,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ ...set, status: to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...from]), extra))
    .returning({ id: orders.id });
  return rows.length > 0;
}
