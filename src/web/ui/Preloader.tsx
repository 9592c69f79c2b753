/** Full-screen brand preloader shown while the layout waits for the session to resolve. */
export function Preloader({ show }: { show: boolean }) {
  return (
    <div className={`preloader ${show ? '' : 'preloader-hidden'}`} aria-hidden={!show} data-testid="preloader">
      {show && (
        <div className="text-center" role="status">
          <img src="/favicon.svg" alt="" width={56} height={56} className="preloader-logo" />
          <span className="visually-hidden">Loading…</span>
        </div>
      )}
    </div>
  );
}

/**
 * Small in-page loading state (lazy pages, session checks). `fill`: it takes a screen's height, so
 * that what comes after it (the dashboard's footer) stays below the fold until the page is there.
 */
export function PageLoading({ label = 'Loading…', fill = false }: { label?: string; fill?: boolean }) {
  return (
    <div
      className={`d-flex align-items-center justify-content-center py-5 text-body-secondary${fill ? ' ip-fill-screen' : ''}`}
      role="status"
    >
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      {label}
    </div>
  );
}
