import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { orders, paymentOrders } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import type { IdeaAnswer } from '../../shared/orders/questions';
import { normaliseIdea } from '../../shared/orders/answers';
import { orderTitle } from '../../shared/orders/title';
import { dueDate } from '../../shared/orders/dates';
import { ORDER_CURRENCY, ORDER_PRICE_MINOR } from '../../shared/orders/price';
import { isDemandSortKey, type DemandSortKey, type OrderSortKey, type SortDir } from '../../shared/orders/list';
import { ORDER_STATUSES } from '../../shared/orders/status';
import { newOrderId } from '../ids';

export type OrderRow = typeof orders.$inferSelect;

/** The detail of every "missing or not yours" answer: the same for both, so ids cannot be probed. */
export const orderNotFound = (id: string) => notFound(`No order data found for ID: ${id}`);

/** The four answers as stored: canonical questions, answers trimmed at the ends. */
function storedIdea(pairs: readonly { answer: string }[]): IdeaAnswer[] {
  return normaliseIdea(pairs.map((p) => p.answer.trim()));
}

export async function placeOrder(db: Db, userId: string, pairs: readonly { answer: string }[]): Promise<OrderRow> {
  const idea = storedIdea(pairs);
  const createdAt = new Date();
  const [row] = await db
    .insert(orders)
    .values({
      id: newOrderId(),
      userId,
      businessIdea: idea,
      title: orderTitle(idea),
      amountMinor: ORDER_PRICE_MINOR,
      currency: ORDER_CURRENCY,
      status: 'Payment Required',
      createdAt,
      dueAt: dueDate(createdAt),
    })
    .returning();
  return row!;
}

/** The caller's visible order, or 404 (missing, removed and someone else's look the same). */
export async function getOwnOrder(db: Db, userId: string, id: string): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId), isNull(orders.deletedAt)));
  if (!row) throw orderNotFound(id);
  return row;
}

/**
 * The caller's visible order as the analytics need it (its id and creation time), or 404 like
 * `getOwnOrder`: the idea and the page content (kilobytes of JSON) are neither read nor sent.
 */
export async function getOwnOrderTimes(db: Db, userId: string, id: string): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId), isNull(orders.deletedAt)));
  if (!row) throw orderNotFound(id);
  return row;
}

/** Edit the answers while the order still needs payment; after payment the idea is locked. */
export async function updateOrderIdea(
  db: Db,
  userId: string,
  id: string,
  pairs: readonly { answer: string }[],
): Promise<OrderRow> {
  const idea = storedIdea(pairs);
  const [row] = await db
    .update(orders)
    .set({ businessIdea: idea, title: orderTitle(idea), updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, id),
        eq(orders.userId, userId),
        isNull(orders.deletedAt),
        eq(orders.status, 'Payment Required'),
      ),
    )
    .returning();
  if (row) return row;
  await getOwnOrder(db, userId, id); // 404 when it is not the caller's
  throw conflict('This idea is locked: it has been paid for and can no longer be edited.');
}

/** Remove from the lists; the row (and its payments) stays in the database. */
export async function removeOrder(db: Db, userId: string, id: string): Promise<void> {
  const rows = await db
    .update(orders)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), eq(orders.userId, userId), isNull(orders.deletedAt)))
    .returning({ id: orders.id });
  if (!rows.length) throw orderNotFound(id);
}

export interface ListOrdersParams {
  search: string;
  sort: OrderSortKey;
  dir: SortDir;
  page: number;
  pageSize: number;
}

/** `%`, `_` and `\` in a search are literal characters, not patterns. */
function likeContains(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const sortColumns: Record<Exclude<OrderSortKey, DemandSortKey>, SQL | AnyPgColumn> = {
  id: orders.id,
  title: sql`lower(${orders.title}) collate "C"`,
  created_at: orders.createdAt,
  amount: orders.amountMinor,
  status: orders.status,
};

/**
 * Each listed idea's sort value by its demand (visitors, leads, or the verdict's rank; -1 for an
 * idea whose page has not been live). The analytics area reads it (analytics/idea-demand.ts); the
 * composition root hands it to the list as `ctx.ideaDemand`, since orders may not import analytics.
 */
export type DemandSortValues = (
  rows: readonly { id: string; status: string; createdAt: Date }[],
  key: DemandSortKey,
  now: Date,
) => Promise<Map<string, number>>;

/** One page of the caller's visible orders, searched by title or status, sorted in the database. */
export async function listOrders(
  db: Db,
  userId: string,
  p: ListOrdersParams,
  demandValues: DemandSortValues,
  now: Date = new Date(),
) {
  const conditions = [eq(orders.userId, userId), isNull(orders.deletedAt)];
  if (p.search) {
    // Statuses are a fixed set: match them here, so the database only pattern-matches titles.
    const needle = p.search.toLowerCase();
    const statuses = ORDER_STATUSES.filter((s) => s.toLowerCase().includes(needle));
    const title = ilike(orders.title, likeContains(p.search));
    conditions.push(statuses.length ? or(title, inArray(orders.status, statuses))! : title);
  }
  const where = and(...conditions);
  const order = p.dir === 'asc' ? asc : desc;
  const columns = {
    id: orders.id,
    title: orders.title,
    businessIdea: orders.businessIdea,
    amountMinor: orders.amountMinor,
    currency: orders.currency,
    status: orders.status,
    createdAt: orders.createdAt,
    dueAt: orders.dueAt,
  };
  if (isDemandSortKey(p.sort)) {
    // Demand is not a column: every matching idea's number is read (a founder's ideas are few),
    // sorted here, and the one page asked for is cut from that order.
    const all = await db
      .select({ id: orders.id, status: orders.status, createdAt: orders.createdAt })
      .from(orders)
      .where(where);
    const value = await demandValues(all, p.sort, now);
    const sign = p.dir === 'asc' ? 1 : -1;
    const ids = all
      .map((o) => o.id)
      .sort((a, b) => sign * (value.get(a)! - value.get(b)! || (a < b ? -1 : a > b ? 1 : 0)))
      .slice((p.page - 1) * p.pageSize, p.page * p.pageSize);
    const rows = ids.length ? await db.select(columns).from(orders).where(inArray(orders.id, ids)) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return { rows: ids.map((id) => byId.get(id)!).filter(Boolean), total: all.length };
  }
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(orders)
      .where(where)
      .orderBy(order(sortColumns[p.sort]), order(orders.id))
      .limit(p.pageSize)
      .offset((p.page - 1) * p.pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The gateway of the payment that paid for an order's landing page, or null. */
export async function paidWith(db: Db, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ gateway: paymentOrders.gateway })
    .from(paymentOrders)
    .where(
      and(eq(paymentOrders.use, 'landing_page'), eq(paymentOrders.targetId, orderId), eq(paymentOrders.status, 'paid')),
    )
    .orderBy(asc(paymentOrders.paidAt))
    .limit(1);
  return row?.gateway ?? null;
}
