import { Navigate, useLocation } from 'react-router';
import { NOT_FOUND_PATH } from '../lib/paths';

/** docs/product.md#screens: an unmatched path redirects to the not-found page (which shows the path asked for). */
export function RedirectToNotFound() {
  const location = useLocation();
  return <Navigate to={NOT_FOUND_PATH} replace state={{ from: location.pathname }} />;
}
