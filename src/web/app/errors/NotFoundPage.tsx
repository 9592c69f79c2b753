import { Link, useLocation } from 'react-router';
import { ErrorLayout } from './ErrorLayout';

/** docs/product.md#screens: 404 "Page not found". Unmatched paths redirect here with the path they asked for. */
export default function NotFoundPage() {
  const state = useLocation().state as { from?: string } | null;
  return (
    <ErrorLayout code="404" title="Page not found">
      <p className="lead text-body-secondary mb-4">
        {state?.from ? (
          <>
            There is no page at <code>{state.from}</code>.
          </>
        ) : (
          'The page you are looking for does not exist or has moved.'
        )}
      </p>
      <div className="d-flex gap-2 justify-content-center flex-wrap">
        <Link to="/" className="btn btn-primary">
          Back to homepage
        </Link>
        <Link to="/transactions" className="btn btn-outline-secondary">
          Your business ideas
        </Link>
      </div>
    </ErrorLayout>
  );
}
