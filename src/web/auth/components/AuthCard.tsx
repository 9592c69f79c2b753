import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The card every identity page (sign-in, sign-up, reset, lock) is drawn in: centred across, from
 * the top down. Not centred vertically: sign-in and sign-up are pre-rendered and paint while
 * their HTML is still being read, and a vertically centred card moved up as the rest of it came
 * in (a layout shift Lighthouse counted: CLS 0.19 on a phone).
 */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="auth-page min-vh-100 d-flex flex-column align-items-center px-3 py-5 bg-body-tertiary">
      <Link to="/" className="d-flex align-items-center gap-2 fw-bold fs-4 text-body text-decoration-none mb-4">
        <img src="/favicon.svg" alt="" width={36} height={36} />
        Ideaproof
      </Link>
      <div className="card border-0 shadow-sm w-100" style={{ maxWidth: 440 }}>
        <div className="card-body p-4 p-sm-5">
          <h1 className={`h3 fw-bold text-center ${subtitle ? 'mb-2' : 'mb-4'}`}>{title}</h1>
          {subtitle && <p className="text-body-secondary text-center mb-4">{subtitle}</p>}
          {children}
        </div>
        {footer && <div className="card-footer bg-transparent text-center py-3 small">{footer}</div>}
      </div>
    </main>
  );
}

/** Centred spinner while the session is being checked. */
export function AuthLoading() {
  return (
    <div className="min-vh-100 d-flex align-items-center justify-content-center text-body-secondary" role="status">
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      Checking your session…
    </div>
  );
}
