import { useCallback, useEffect, useRef, useState } from 'react';
import { SAMPLE_NOTIFICATIONS, type AppNotification } from './sampleNotifications';

/** SPEC §9: all notifications become read about 300 ms after the menu toggles. */
export const NOTIFICATIONS_READ_DELAY_MS = 300;

export function useNotifications(initial: readonly AppNotification[] = SAMPLE_NOTIFICATIONS) {
  const [notifications, setNotifications] = useState<AppNotification[]>(() => initial.map((n) => ({ ...n })));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const onToggle = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => setNotifications((all) => all.map((n) => (n.read ? n : { ...n, read: true }))),
      NOTIFICATIONS_READ_DELAY_MS,
    );
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const unread = notifications.filter((n) => !n.read).length;
  return { notifications, unread, onToggle };
}
