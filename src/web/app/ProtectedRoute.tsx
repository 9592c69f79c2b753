import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../lib/AuthProvider';
import { PageLoading } from '../ui/Preloader';

export const SIGN_IN_PATH = '/sign-in';

/**
 * docs/product.md#roles: the dashboard pages that use data need a signed-in user with an email; anyone else
 * goes to sign-in (remembering where they were going). Loading shows until the session resolves.
 */
function ProtectedRoute() {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageLoading label="Checking your session…" fill />;
  if (status !== 'signed-in' || !user?.email) {
    return <Navigate to={SIGN_IN_PATH} replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}

export default ProtectedRoute;
