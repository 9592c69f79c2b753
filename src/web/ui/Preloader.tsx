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

/** Small in-page loading state (lazy pages, session checks). */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="d-flex align-items-center justify-content-center py-5 text-body-secondary" role="status">
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      {label}
    </div>
  );
}
