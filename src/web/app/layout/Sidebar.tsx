import { NavLink } from 'react-router';
import { BookOpen, Compass, Home, ListChecks, Settings, X } from 'lucide-react';
import type { ComponentType } from 'react';
import { TipsPanel } from './TipsPanel';

interface SidebarLink {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  end?: boolean;
}

/** docs/product.md#screens "Dashboard chrome": the presentation page, Transactions, Settings (+ the docs). */
const SIDEBAR_LINKS: SidebarLink[] = [
  { to: '/', label: 'Presentation page', icon: Home, end: true },
  { to: '/transactions', label: 'Your business ideas', icon: ListChecks },
  { to: '/settings', label: 'Settings', icon: Settings },
];

/** Help: the founder's guide (using the product) and the developer documentation (running it). */
const HELP_LINKS: SidebarLink[] = [
  { to: '/guide', label: "Founder's guide", icon: Compass },
  { to: '/documentation/overview', label: 'Documentation', icon: BookOpen },
];

function Item({ link, onNavigate }: { link: SidebarLink; onNavigate: () => void }) {
  const Icon = link.icon;
  return (
    <li>
      <NavLink to={link.to} end={link.end} className="sidebar-link" onClick={onNavigate}>
        <Icon size={18} aria-hidden />
        <span>{link.label}</span>
      </NavLink>
    </li>
  );
}

/**
 * Fixed on large screens; on small screens it slides in over the content (300 ms transition,
 * docs/product.md#rules-and-limits) from the top bar's menu button, and closes on navigation, the close button or Escape.
 */
export function Sidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <>
      <nav
        id="sidebar"
        className={`sidebar ${open ? 'sidebar-open' : ''}`}
        aria-label="Main"
        onKeyDown={(e) => e.key === 'Escape' && onClose()}
      >
        <div className="d-flex align-items-center justify-content-between px-3 pt-3 pb-4">
          <NavLink to="/" className="sidebar-brand" onClick={onClose}>
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>Ideaproof</span>
          </NavLink>
          <button
            type="button"
            className="btn btn-link text-white p-1 d-lg-none"
            aria-label="Close menu"
            onClick={onClose}
          >
            <X size={22} aria-hidden="true" />
          </button>
        </div>
        <ul className="list-unstyled px-2 mb-0">
          {SIDEBAR_LINKS.map((link) => (
            <Item key={link.to} link={link} onNavigate={onClose} />
          ))}
        </ul>
        <hr className="sidebar-divider mx-3" />
        <ul className="list-unstyled px-2 mb-0">
          {HELP_LINKS.map((link) => (
            <Item key={link.to} link={link} onNavigate={onClose} />
          ))}
        </ul>
        <div className="mt-auto px-2 pb-3 pt-4">
          <TipsPanel onNavigate={onClose} />
        </div>
      </nav>
      <div
        className={`sidebar-backdrop d-lg-none ${open ? 'show' : ''}`}
        onClick={onClose}
        aria-hidden="true"
        data-testid="sidebar-backdrop"
      />
    </>
  );
}
