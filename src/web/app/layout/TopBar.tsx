import { Link } from 'react-router';
import { Menu } from 'lucide-react';
import { useAuth } from '../../lib/AuthProvider';
import { NotificationsMenu } from '../notifications/NotificationsMenu';
import { UserMenu } from './UserMenu';

export function TopBar({ sidebarOpen, onToggleSidebar }: { sidebarOpen: boolean; onToggleSidebar: () => void }) {
  const { status, user } = useAuth();
  return (
    <header className="topbar d-flex align-items-center gap-2 px-3 px-lg-4">
      <button
        type="button"
        className="btn btn-link topbar-icon-btn text-body d-lg-none"
        aria-label={sidebarOpen ? 'Close menu' : 'Open menu'}
        aria-controls="sidebar"
        aria-expanded={sidebarOpen}
        onClick={onToggleSidebar}
      >
        <Menu size={22} aria-hidden="true" />
      </button>
      <Link to="/" className="topbar-brand d-lg-none fw-bold text-decoration-none">
        Ideaproof
      </Link>
      <div className="ms-auto d-flex align-items-center gap-1 gap-sm-2">
        <NotificationsMenu />
        {status === 'signed-in' && user ? (
          <UserMenu user={user} />
        ) : status === 'signed-out' ? (
          <Link to="/sign-in" className="btn btn-sm btn-primary">
            Sign in
          </Link>
        ) : null}
      </div>
    </header>
  );
}
