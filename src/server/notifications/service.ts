import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import { NOTIFICATIONS_SHOWN, type AppNotification, type NotificationKind } from '../../shared/contracts/notifications';

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  message: string;
  link: string;
  /** Identifies the event ("page_live:{orderId}"): the same event never notifies twice. */
  eventKey: string;
}

/** Record a notification; a repeat of the same event is ignored. Returns whether one was added. */
export async function notify(db: Db, n: NewNotification): Promise<boolean> {
  const rows = await db
    .insert(notifications)
    .values(n)
    .onConflictDoNothing({ target: [notifications.userId, notifications.eventKey] })
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/**
 * `notify` for a side effect of something that already happened (a lead stored, a page
 * published): a failure is logged, never thrown, so it cannot undo or fail the event itself.
 */
export async function notifySafely(db: Db, log: FastifyBaseLogger, n: NewNotification): Promise<void> {
  try {
    await notify(db, n);
  } catch (err) {
    log.warn({ err, kind: n.kind }, 'could not record a notification');
  }
}

export async function listNotifications(
  db: Db,
  userId: string,
): Promise<{ notifications: AppNotification[]; unread: number }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_SHOWN);
  return {
    notifications: rows.map((r) => ({
      id: r.id,
      kind: r.kind as NotificationKind,
      title: r.title,
      message: r.message,
      link: r.link,
      created_at: r.createdAt.toISOString(),
      read: r.readAt !== null,
    })),
    unread: await unreadCount(db, userId),
  };
}

async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Mark the caller's notifications read (the listed ones, or all); returns how many stay unread. */
export async function markRead(db: Db, userId: string, ids?: string[]): Promise<number> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(ids ? and(mine, inArray(notifications.id, ids.length ? ids : [''])) : mine);
  return unreadCount(db, userId);
}
