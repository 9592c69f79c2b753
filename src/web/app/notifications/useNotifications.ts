import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppNotification } from '../../../shared/contracts/notifications';
import { useMarkNotificationsRead, useNotificationsQuery } from './api';

/** Notifications shown in the menu become read about this long after it opens (ms). */
export const NOTIFICATIONS_READ_DELAY_MS = 300;

/**
 * The signed-in founder's notifications. Opening the menu marks the ones it shows as read about
 * 300 ms later: at once on screen, and on the server.
 */
export function useNotifications() {
  const query = useNotificationsQuery();
  const markRead = useMarkNotificationsRead();
  const [readHere, setReadHere] = useState<ReadonlySet<string>>(new Set());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listed = query.data?.notifications ?? [];
  const notifications: AppNotification[] = listed.map((n) => (readHere.has(n.id) ? { ...n, read: true } : n));
  const unreadIds = notifications.filter((n) => !n.read).map((n) => n.id);
  // The server's count, less the ones this menu has just marked read (until the next answer).
  const justRead = listed.filter((n) => !n.read && readHere.has(n.id)).length;
  const unread = Math.max(0, (query.data?.unread ?? 0) - justRead);
  const { mutate } = markRead;

  const shownUnread = useRef<string[]>([]);
  shownUnread.current = unreadIds;

  const onToggle = useCallback(
    (open: boolean) => {
      clearTimeout(timer.current);
      const ids = shownUnread.current;
      if (!open || ids.length === 0) return;
      timer.current = setTimeout(() => {
        setReadHere((prev) => new Set([...prev, ...ids]));
        mutate(ids);
      }, NOTIFICATIONS_READ_DELAY_MS);
    },
    [mutate],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { notifications, unread, onToggle, isLoading: query.isLoading, isError: query.isError };
}
