import { Suspense, useCallback, useLayoutEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../lib/AuthProvider';
import { hostRuleRedirect } from '../hostRule';
import { PageLoading, Preloader } from '../../ui/Preloader';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

/** Sidebar, top bar and content area around every dashboard page (docs/product.md#screens). */
export default function DashboardLayout({ hostname = window.location.hostname }: { hostname?: string }) {
  const location = useLocation();
  const { status } = useAuth();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  // The dashboard's design system (src/web/styles/app.css, .ip-app) applies to <body>, so that
  // modals, which render outside this layout, look the same; the public pages do not get it.
  useLayoutEffect(() => {
    document.body.classList.add('ip-app');
    return () => document.body.classList.remove('ip-app');
  }, []);

  const redirect = hostRuleRedirect(hostname, location.pathname);
  if (redirect) return <Navigate to={redirect} replace />;

  // The preloader flag starts true and turns off once the session has resolved.
  const preloading = status === 'loading';
  return (
    <div className="dashboard">
      <Preloader show={preloading} />
      <a href="#content" className="visually-hidden-focusable skip-link">
        Skip to content
      </a>
      <Sidebar open={sidebarOpen} onClose={closeSidebar} />
      <div className="dashboard-main">
        <TopBar sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen((o) => !o)} />
        <main id="content" className="dashboard-content px-3 px-lg-4 py-4" tabIndex={-1}>
          <Suspense fallback={<PageLoading fill />}>
            <Outlet />
          </Suspense>
        </main>
        <footer className="dashboard-footer px-3 px-lg-4 py-3 small text-body-secondary">
          © {new Date().getFullYear()} Ideaproof · Validated market insight in days
        </footer>
      </div>
    </div>
  );
}
