import { Suspense, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { PageLoading } from '../ui/Preloader';
import { getToken } from '../lib/api';
import { useBrowserValue } from '../lib/hydration';

const NAV = [
  { to: '/#features', label: 'Features' },
  { to: '/#getting-started', label: 'Getting started' },
  { to: '/documentation/overview', label: 'Docs' },
  { to: '/contact', label: 'Contact' },
];

/** Header and footer of the public pages (home, static pages). */
export default function SiteLayout() {
  const [open, setOpen] = useState(false);
  // Read from storage, not from the session check: the header paints at once. A stale token
  // only changes which button shows; the dashboard checks the session itself. The pre-rendered
  // home page shows the signed-out buttons; a signed-in visitor's change right after hydration.
  const signedIn = useBrowserValue(() => getToken() !== null, false);
  return (
    <div className="site d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable skip-link">
        Skip to content
      </a>
      <header className="site-header border-bottom bg-white sticky-top">
        <nav className="navbar navbar-expand-lg container px-3" aria-label="Site">
          <Link to="/" className="navbar-brand d-flex align-items-center gap-2 fw-bold">
            <img src="/favicon.svg" alt="" width={30} height={30} />
            Ideaproof
          </Link>
          <button
            type="button"
            className="navbar-toggler border-0"
            aria-controls="site-nav"
            aria-expanded={open}
            aria-label="Toggle navigation"
            onClick={() => setOpen((o) => !o)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <div id="site-nav" className={`collapse navbar-collapse ${open ? 'show' : ''}`}>
            <ul className="navbar-nav mx-lg-auto">
              {NAV.map((n) => (
                <li key={n.to} className="nav-item">
                  <Link to={n.to} className="nav-link" onClick={() => setOpen(false)}>
                    {n.label}
                  </Link>
                </li>
              ))}
            </ul>
            <div className="d-flex gap-2 pb-3 pb-lg-0">
              {signedIn ? (
                <Link to="/transactions" className="btn btn-primary" onClick={() => setOpen(false)}>
                  Open dashboard
                </Link>
              ) : (
                <>
                  <Link to="/sign-in" className="btn btn-outline-secondary" onClick={() => setOpen(false)}>
                    Sign in
                  </Link>
                  <Link to="/sign-up" className="btn btn-primary" onClick={() => setOpen(false)}>
                    Get started
                  </Link>
                </>
              )}
            </div>
          </div>
        </nav>
      </header>
      <main id="main" className="flex-grow-1" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}

const FOOTER = [
  {
    title: 'Product',
    links: [
      { to: '/#features', label: 'Features' },
      { to: '/#getting-started', label: 'Getting started' },
      { to: '/transactions', label: 'Dashboard' },
    ],
  },
  {
    title: 'Help',
    links: [
      { to: '/documentation/overview', label: 'Documentation' },
      { to: '/documentation/api-reference', label: 'API reference' },
      { to: '/contact', label: 'Contact Us' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/terms', label: 'Terms & Conditions' },
      { to: '/refund', label: 'Cancellation & Refund Policy' },
      { to: '/privacy', label: 'Privacy Policy' },
    ],
  },
];

function SiteFooter() {
  // The visitor's year, not the build's: blank in the pre-rendered HTML, filled in when hydrated.
  const year = useBrowserValue<number | null>(() => new Date().getFullYear(), null);
  return (
    <footer className="site-footer py-5 mt-auto">
      <div className="container">
        <div className="row g-4">
          <div className="col-lg-4">
            <p className="d-flex align-items-center gap-2 fw-bold text-white mb-2">
              <img src="/favicon.svg" alt="" width={26} height={26} /> Ideaproof
            </p>
            <p className="small mb-0">Validated market insight in days: a landing page, real visitors, real leads.</p>
          </div>
          {FOOTER.map((col) => (
            <nav key={col.title} className="col-6 col-lg-2 offset-lg-0" aria-label={col.title}>
              <h2 className="h6 text-white">{col.title}</h2>
              <ul className="list-unstyled small mb-0">
                {col.links.map((l) => (
                  <li key={l.to} className="mb-1">
                    <NavLink to={l.to}>{l.label}</NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="small border-top border-secondary-subtle pt-3 mt-4 mb-0">
          © {year} Ideaproof. Prices in the app are per business idea; ad budgets are paid per campaign.
        </p>
      </div>
    </footer>
  );
}
