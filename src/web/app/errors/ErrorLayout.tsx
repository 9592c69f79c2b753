import type { ReactNode } from 'react';

/** Centred full-page frame shared by the 404 and 500 pages. */
export function ErrorLayout({ code, title, children }: { code: string; title: string; children: ReactNode }) {
  return (
    <main className="error-page d-flex align-items-center justify-content-center min-vh-100 px-3">
      <div className="text-center" style={{ maxWidth: 560 }}>
        <p className="error-code fw-bold mb-2" aria-hidden="true">
          {code}
        </p>
        <h1 className="h2 fw-bold mb-3">{title}</h1>
        {children}
      </div>
    </main>
  );
}
