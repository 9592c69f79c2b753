import { ErrorLayout } from './ErrorLayout';

/**
 * docs/product.md#screens: 500 "Something has gone seriously wrong". Also what the error boundary shows when a
 * page crashes; plain anchors (full page loads) so it works even when the router is broken.
 */
export default function ServerErrorPage({ onRetry }: { onRetry?: () => void }) {
  return (
    <ErrorLayout code="500" title="Something has gone seriously wrong">
      <p className="lead text-body-secondary mb-4">
        It's always time for a coffee break. We should be back by the time you finish your coffee.
      </p>
      <div className="d-flex gap-2 justify-content-center flex-wrap">
        <a href="/" className="btn btn-primary">
          Back to homepage
        </a>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={onRetry ?? (() => window.location.reload())}
        >
          Try again
        </button>
      </div>
    </ErrorLayout>
  );
}
