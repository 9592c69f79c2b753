import Dropdown from 'react-bootstrap/Dropdown';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { NOTIFICATIONS_EMPTY, type NotificationKind } from '../../../shared/contracts/notifications';
import { useNotifications } from './useNotifications';

const IMAGE: Record<NotificationKind, string> = {
  page_live: '/img/notifications/ideaproof.svg',
  new_lead: '/img/notifications/leads.svg',
  campaign_active: '/img/notifications/ads.svg',
  campaign_completed: '/img/notifications/ads.svg',
  payment_refunded: '/img/notifications/support.svg',
};

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** "5 minutes ago", "yesterday": how long ago `iso` was. */
export function timeAgo(iso: string, now = Date.now()): string {
  let value = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return relative.format(Math.round(value), unit);
    value /= size;
  }
  return relative.format(Math.round(value), 'year');
}

/** Top-bar bell: the founder's real notifications, read about 300 ms after the menu opens. */
export function NotificationsMenu() {
  const { notifications, unread, onToggle, isLoading, isError } = useNotifications();
  return (
    <Dropdown align="end" onToggle={onToggle}>
      <Dropdown.Toggle
        variant="link"
        className="topbar-icon-btn position-relative text-body no-caret"
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
      >
        <Bell size={20} aria-hidden="true" />
        {unread > 0 && <span className="notification-dot" data-testid="unread-dot" />}
      </Dropdown.Toggle>
      <Dropdown.Menu className="notifications-menu shadow border-0 p-0">
        <div className="px-3 py-2 border-bottom fw-semibold">Notifications</div>
        {notifications.length === 0 ? (
          <p className="px-3 py-3 mb-0 small text-body-secondary text-wrap" data-testid="notifications-empty">
            {isLoading ? 'Loading…' : isError ? 'Notifications could not be loaded.' : NOTIFICATIONS_EMPTY}
          </p>
        ) : (
          <ul className="list-unstyled mb-0">
            {notifications.map((n) => (
              <li key={n.id}>
                <Dropdown.Item
                  as={Link}
                  to={n.link}
                  className={`d-flex gap-3 py-2 px-3 notification ${n.read ? 'is-read' : 'is-unread'}`}
                  data-read={n.read}
                >
                  <img src={IMAGE[n.kind]} alt="" width={36} height={36} className="rounded-circle flex-shrink-0" />
                  <span className="flex-grow-1 text-wrap">
                    <span className="d-flex justify-content-between gap-2">
                      <span className="fw-semibold">{n.title}</span>
                      <small className="text-body-secondary text-nowrap">
                        <time dateTime={n.created_at}>{timeAgo(n.created_at)}</time>
                      </small>
                    </span>
                    <small className="d-block text-body-secondary">{n.message}</small>
                  </span>
                  {!n.read && <span className="visually-hidden">(unread)</span>}
                </Dropdown.Item>
              </li>
            ))}
          </ul>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}
