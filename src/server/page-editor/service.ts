import { ideaAnswersFrom, type IdeaAnswers } from '../../shared/orders/answers';
import { isDeepStrictEqual } from 'node:util';
import { and, desc, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, pageRegenerations, pageVersions } from '../db/schema';
import { conflict, notFound, rateLimited } from '../http/errors';
import { getOwnOrder, orderNotFound, type OrderRow } from '../orders/service';
import { storeImage } from '../media/store';
import type { LandingPage } from '../../shared/contracts/landing';
import {
  PAGE_EDITOR_MESSAGES,
  PAGE_VERSIONS_KEPT,
  REGENERATIONS_PER_DAY,
  type ImageSlot,
  type PageSection,
  type PageVersion,
  type PageVersionSource,
} from '../../shared/contracts/page-editor';
import { isLive } from '../../shared/orders/status';
import { toSlotJpeg } from './images';
import { mergeSection } from './regenerate';
import { cardSuggestions } from './suggestions';

type VersionRow = typeof pageVersions.$inferSelect;

const toPageVersion = (v: Pick<VersionRow, 'id' | 'createdAt' | 'source'>): PageVersion => ({
  id: v.id,
  created_at: v.createdAt.toISOString(),
  source: v.source as PageVersionSource,
});

/** The caller's live order with its page (404 when not theirs, 409 while it has no page yet). */
async function ownPageOrder(db: Db, userId: string, orderId: string): Promise<OrderRow & { landingPage: LandingPage }> {
  const order = await getOwnOrder(db, userId, orderId);
  if (!isLive(order.status) || !order.landingPage) throw conflict(PAGE_EDITOR_MESSAGES.noPage);
  return order as OrderRow & { landingPage: LandingPage };
}

/**
 * The generated page as version 1, written the first time the editor looks at an order (the
 * generation pipeline stores the page on the order only). Safe to race: the pair is unique.
 */
async function ensureGeneratedVersion(db: Db, order: OrderRow & { landingPage: LandingPage }): Promise<void> {
  const [any] = await db
    .select({ id: pageVersions.id })
    .from(pageVersions)
    .where(eq(pageVersions.orderId, order.id))
    .limit(1);
  if (any) return;
  await db
    .insert(pageVersions)
    .values({
      orderId: order.id,
      seq: 1,
      source: 'generated',
      content: order.landingPage,
      createdAt: order.generatedAt ?? order.paidAt ?? new Date(),
    })
    .onConflictDoNothing();
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

async function regenerationsUsed(db: Db, orderId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ used: pageRegenerations.used })
    .from(pageRegenerations)
    .where(and(eq(pageRegenerations.orderId, orderId), eq(pageRegenerations.day, utcDay(now))));
  return row?.used ?? 0;
}

export async function getPageEditor(db: Db, userId: string, orderId: string, now = new Date()) {
  const order = await ownPageOrder(db, userId, orderId);
  await ensureGeneratedVersion(db, order);
  const versions = await db
    .select({ id: pageVersions.id, createdAt: pageVersions.createdAt, source: pageVersions.source })
    .from(pageVersions)
    .where(eq(pageVersions.orderId, order.id))
    .orderBy(desc(pageVersions.seq))
    .limit(PAGE_VERSIONS_KEPT + 1);
  const used = await regenerationsUsed(db, order.id, now);
  return {
    content: order.landingPage,
    versions: versions.map(toPageVersion),
    editable: order.status === 'Active',
    regenerations_left: Math.max(0, REGENERATIONS_PER_DAY - used),
    regenerations_per_day: REGENERATIONS_PER_DAY,
    suggestions: order.status === 'Active' ? cardSuggestions(ideaAnswersFrom(order.businessIdea)) : [],
  };
}

/**
 * In one transaction: lock the caller's order, check it is still editable, add the next version
 * and publish its content on the order (the serving side picks the change up from the row).
 * `check` sees the latest version before anything is written.
 */
async function publish(
  db: Db,
  userId: string,
  orderId: string,
  source: PageVersionSource,
  contentOf: (latest: VersionRow, tx: Db) => Promise<LandingPage>,
): Promise<{ version: VersionRow; content: LandingPage }> {
  // The generated version exists before the lock is taken (it is written outside the transaction).
  await ensureGeneratedVersion(db, await ownPageOrder(db, userId, orderId));
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId), isNull(orders.deletedAt)))
      .for('update');
    if (!order) throw orderNotFound(orderId);
    if (order.status !== 'Active') throw conflict(PAGE_EDITOR_MESSAGES.readOnly);
    const [latest] = await tx
      .select()
      .from(pageVersions)
      .where(eq(pageVersions.orderId, orderId))
      .orderBy(desc(pageVersions.seq))
      .limit(1);
    if (!latest) throw conflict(PAGE_EDITOR_MESSAGES.noPage);
    const content = await contentOf(latest, tx);
    const [version] = await tx
      .insert(pageVersions)
      .values({ orderId, seq: latest.seq + 1, source, content })
      .returning();
    await tx
      .update(orders)
      .set({ landingPage: content, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
    // Keep the newest versions and the generated one.
    await tx
      .delete(pageVersions)
      .where(
        and(
          eq(pageVersions.orderId, orderId),
          ne(pageVersions.seq, 1),
          lte(pageVersions.seq, version!.seq - PAGE_VERSIONS_KEPT),
        ),
      );
    return { version: version!, content };
  });
}

/** Save the founder's edit as the published page; 409 when `baseVersionId` is no longer the latest. */
export async function savePage(
  db: Db,
  userId: string,
  orderId: string,
  content: LandingPage,
  baseVersionId: string,
  source: 'edited' | 'regenerated' = 'edited',
): Promise<PageVersion> {
  const { version } = await publish(db, userId, orderId, source, async (latest) => {
    if (latest.id !== baseVersionId) throw conflict(PAGE_EDITOR_MESSAGES.staleVersion);
    return content;
  });
  return toPageVersion(version);
}

/**
 * Publish the latest version with `change` applied, as a new version marked "experiment" (the
 * winner of a stopped experiment, src/server/experiments/service.ts).
 */
export async function publishExperimentWinner(
  db: Db,
  userId: string,
  orderId: string,
  change: (latest: LandingPage) => LandingPage,
): Promise<PageVersion> {
  const { version } = await publish(db, userId, orderId, 'experiment', async (latest) => change(latest.content));
  return toPageVersion(version);
}

/** Publish an earlier version again, as a new version marked "restored". */
export async function restoreVersion(db: Db, userId: string, orderId: string, versionId: string) {
  const { version, content } = await publish(db, userId, orderId, 'restored', async (_latest, tx) => {
    const [old] = await tx
      .select({ content: pageVersions.content })
      .from(pageVersions)
      .where(and(eq(pageVersions.id, versionId), eq(pageVersions.orderId, orderId)));
    if (!old) throw notFound(PAGE_EDITOR_MESSAGES.versionNotFound);
    return old.content;
  });
  return { version: toPageVersion(version), content };
}

/** The order a preview is drawn for (any live order of the caller). */
export async function previewOrder(db: Db, userId: string, orderId: string): Promise<OrderRow> {
  return ownPageOrder(db, userId, orderId);
}

/** The caller's Active order with its page: 409 read-only once Completed. */
async function editableOrder(db: Db, userId: string, orderId: string) {
  const order = await ownPageOrder(db, userId, orderId);
  if (order.status !== 'Active') throw conflict(PAGE_EDITOR_MESSAGES.readOnly);
  return order;
}

/**
 * Count one regeneration for today (UTC) in the database, atomically: at most
 * REGENERATIONS_PER_DAY per order and day, across every server process. Returns how many are left.
 */
async function takeRegeneration(db: Db, orderId: string, now: Date): Promise<number> {
  const rows = await db
    .insert(pageRegenerations)
    .values({ orderId, day: utcDay(now), used: 1 })
    .onConflictDoUpdate({
      target: [pageRegenerations.orderId, pageRegenerations.day],
      set: { used: sql`${pageRegenerations.used} + 1` },
      setWhere: sql`${pageRegenerations.used} < ${REGENERATIONS_PER_DAY}`,
    })
    .returning({ used: pageRegenerations.used });
  if (!rows.length) throw rateLimited(PAGE_EDITOR_MESSAGES.regenerationsUsed(REGENERATIONS_PER_DAY));
  return REGENERATIONS_PER_DAY - rows[0]!.used;
}

/**
 * A draft with `section` written again from the order's answers; nothing is saved (the founder
 * keeps it with Save, or discards it). Only a real change counts against the daily limit: when no
 * writer has anything different for the section, the draft comes back as it was with
 * `changed: false`, and nothing is counted.
 */
export async function regeneratePage(
  db: Db,
  userId: string,
  orderId: string,
  section: PageSection,
  draft: LandingPage | undefined,
  write: (answers: IdeaAnswers) => AsyncIterable<LandingPage>,
  now = new Date(),
): Promise<{ content: LandingPage; regenerations_left: number; changed: boolean }> {
  const order = await editableOrder(db, userId, orderId);
  const base = draft ?? order.landingPage!;
  const leftBefore = REGENERATIONS_PER_DAY - (await regenerationsUsed(db, order.id, now));
  // Refused before any writing: a model call costs money.
  if (leftBefore <= 0) throw rateLimited(PAGE_EDITOR_MESSAGES.regenerationsUsed(REGENERATIONS_PER_DAY));
  for await (const fresh of write(ideaAnswersFrom(order.businessIdea))) {
    const merged = mergeSection(base, fresh, section);
    if (isDeepStrictEqual(merged, base)) continue;
    const left = await takeRegeneration(db, order.id, now);
    return { content: merged, regenerations_left: left, changed: true };
  }
  return { content: base, regenerations_left: Math.max(0, leftBefore), changed: false };
}

/**
 * Store an uploaded image for one slot of the page; the draft uses its URL until it is saved.
 * The order is checked before the upload is read.
 */
export async function uploadPageImage(
  db: Db,
  userId: string,
  orderId: string,
  slot: ImageSlot,
  readUpload: () => Promise<Buffer>,
): Promise<{ url: string }> {
  const order = await editableOrder(db, userId, orderId);
  const image = await toSlotJpeg(await readUpload(), slot);
  const stored = await storeImage(
    db,
    image.bytes,
    'image/jpeg',
    { width: image.width, height: image.height },
    order.id,
  );
  return { url: stored.url };
}
