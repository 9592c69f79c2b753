import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';

/** A landing page is public while its order is Active or Completed (SPEC §4) and not removed. */
export const PUBLISHED_STATUSES = ['Active', 'Completed'] as const;

export function publishedOrderWhere(orderId: string) {
  return and(
    eq(orders.id, orderId),
    inArray(orders.status, [...PUBLISHED_STATUSES]),
    isNull(orders.deletedAt),
    isNotNull(orders.landingPage),
  );
}

export interface PublishedOrder {
  id: string;
  userId: string;
  status: string;
  landingPage: unknown;
}

/** The order behind a public landing page, or null (unknown, unpaid, being generated, removed). */
export async function findPublishedOrder(db: Db, orderId: string): Promise<PublishedOrder | null> {
  // PostgreSQL refuses a NUL character in text outright (a 500 before this check): no id has one.
  if (orderId.includes('\0')) return null;
  const [row] = await db
    .select({ id: orders.id, userId: orders.userId, status: orders.status, landingPage: orders.landingPage })
    .from(orders)
    .where(publishedOrderWhere(orderId))
    .limit(1);
  return row ?? null;
}
