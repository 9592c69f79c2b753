import Dropdown from 'react-bootstrap/Dropdown';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { useNotifications } from './useNotifications';

/** Top-bar bell: sample notifications, all marked read shortly after the menu toggles. */
export function NotificationsMenu() {
  const { notifications, unread, onToggle } = useNotifications();
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
        <ul className="list-unstyled mb-0">
          {notifications.map((n) => (
            <li key={n.id}>
              <Dropdown.Item
                as={Link}
                to={n.link}
                className={`d-flex gap-3 py-2 px-3 notification ${n.read ? 'is-read' : 'is-unread'}`}
                data-read={n.read}
              >
                <img src={n.image} alt="" width={36} height={36} className="rounded-circle flex-shrink-0" />
                <span className="flex-grow-1 text-wrap">
                  <span className="d-flex justify-content-between gap-2">
                    <span className="fw-semibold">{n.sender}</span>
                    <small className="text-body-secondary text-nowrap">{n.time}</small>
                  </span>
                  <small className="d-block text-body-secondary">{n.message}</small>
                </span>
                {!n.read && <span className="visually-hidden">(unread)</span>}
              </Dropdown.Item>
            </li>
          ))}
        </ul>
        <div className="px-3 py-2 border-top small text-body-secondary">Sample notifications</div>
      </Dropdown.Menu>
    </Dropdown>
  );
}
