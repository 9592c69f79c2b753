import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import type { StoredVariant } from '../../shared/contracts/experiments';

/** A landing page is public while its order is Active or Completed and not removed. */
const PUBLISHED_STATUSES = ['Active', 'Completed'] as const;

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
  /** The variants of the order's running experiment (the control first), null without one. */
  experiment: StoredVariant[] | null;
}

/** The running experiment's variants (jsonb, or null). */
const runningVariants = sql<unknown>`(select e.variants from experiments e where e.order_id = orders.id and e.status = 'running' limit 1)`;
const asVariants = (v: unknown): StoredVariant[] | null => {
  const parsed = typeof v === 'string' ? (JSON.parse(v) as unknown) : v;
  return Array.isArray(parsed) && parsed.length > 0 ? (parsed as StoredVariant[]) : null;
};

// PostgreSQL refuses a NUL character in text outright (a 500 before the lookup): no id has one.
const impossibleId = (orderId: string) => orderId.includes('\0');

/** The order behind a public landing page, or null (unknown, unpaid, being generated, removed). */
export async function findPublishedOrder(db: Db, orderId: string): Promise<PublishedOrder | null> {
  if (impossibleId(orderId)) return null;
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      landingPage: orders.landingPage,
      experiment: runningVariants,
    })
    .from(orders)
    .where(publishedOrderWhere(orderId))
    .limit(1);
  return row ? { ...row, experiment: asVariants(row.experiment) } : null;
}

/**
 * The stored content's version: changes whenever `landing_page` does, or an experiment starts or
 * stops (computed by the database).
 */
const contentVersion = sql<string>`md5(${orders.landingPage}::text || coalesce((select e.id::text || e.variants::text from experiments e where e.order_id = orders.id and e.status = 'running' limit 1), ''))`;

/** A published page's content, running experiment and version, or null when the order's page is not public. */
export async function findPublishedPage(
  db: Db,
  orderId: string,
): Promise<{ landingPage: unknown; version: string; experiment: StoredVariant[] | null } | null> {
  if (impossibleId(orderId)) return null;
  const [row] = await db
    .select({ landingPage: orders.landingPage, version: contentVersion, experiment: runningVariants })
    .from(orders)
    .where(publishedOrderWhere(orderId))
    .limit(1);
  return row ? { ...row, experiment: asVariants(row.experiment) } : null;
}

/** Only the version of a published page (no content): the cheap check of a page kept in memory. */
export async function findPublishedVersion(db: Db, orderId: string): Promise<string | null> {
  if (impossibleId(orderId)) return null;
  const [row] = await db.select({ version: contentVersion }).from(orders).where(publishedOrderWhere(orderId)).limit(1);
  return row?.version ?? null;
}

/** A sitemap holds at most this many addresses (sitemaps.org). */
const SITEMAP_MAX_URLS = 50_000;

/** The live landing pages (Active, not removed: a Completed test no longer asks for visitors), newest change first. */
export async function listLivePages(db: Db): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: orders.id, updatedAt: orders.updatedAt })
    .from(orders)
    .where(and(eq(orders.status, 'Active'), isNull(orders.deletedAt), isNotNull(orders.landingPage)))
    .orderBy(sql`${orders.updatedAt} desc`)
    .limit(SITEMAP_MAX_URLS - 1);
}
