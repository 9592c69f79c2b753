import { Navigate, useLocation } from 'react-router';

export const NOT_FOUND_PATH = '/404';

/** docs/product.md#screens: an unmatched path redirects to the not-found page (which shows the path asked for). */
export function RedirectToNotFound() {
  const location = useLocation();
  return <Navigate to={NOT_FOUND_PATH} replace state={{ from: location.pathname }} />;
}
