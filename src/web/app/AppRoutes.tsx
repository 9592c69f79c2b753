import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { NOT_FOUND_PATH } from '../lib/paths';
import { RedirectToNotFound } from '../ui/RedirectToNotFound';
import { DEMO_PAGE_PATHS } from '../demo/paths';
import { pages as P } from './lazyPages';
import { ErrorBoundary } from './ErrorBoundary';
import { PageLoading } from '../ui/Preloader';
import { ScrollToTop } from './ScrollToTop';
import { RouteTitle } from '../lib/documentTitle';
import { LANDING_PATH } from './hostRule';
import NotFoundPage from './errors/NotFoundPage';
import SiteLayout from '../site/SiteLayout';
import ServerErrorPage from './errors/ServerErrorPage';

/** Several paths, one page (the spec's aliases). */
const paths = (list: string[], element: React.ReactNode) =>
  list.map((p) => <Route key={p} path={p} element={element} />);

/**
 * The route table (docs/product.md#screens). Every match is exact: no path here ends in `*` except the
 * documentation catch-all, whose page sends unknown documents to the not-found page.
 */
export function AppRoutes() {
  const location = useLocation();
  return (
    <>
      <ScrollToTop />
      <RouteTitle />
      <ErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route element={<SiteLayout />}>
              <Route path="/" element={<P.Home />} />
              {paths(['/contact', '/ContactUs'], <P.Contact />)}
              {paths(['/terms', '/TnC'], <P.Terms />)}
              <Route path="/refund" element={<P.Refund />} />
              <Route path="/privacy" element={<P.Privacy />} />
              <Route path={LANDING_PATH} element={<P.Landing />} />
            </Route>

            {paths([NOT_FOUND_PATH, '/examples/404'], <NotFoundPage />)}
            {paths(['/500', '/examples/500'], <ServerErrorPage />)}

            <Route element={<P.AuthShell />}>
              {paths(['/sign-in', '/auth/sign-in'], <P.SignIn />)}
              {paths(['/sign-up', '/auth/sign-up'], <P.SignUp />)}
              {paths(['/forgot-password', '/examples/forgot-password'], <P.ForgotPassword />)}
              {paths(['/reset-password', '/examples/reset-password'], <P.ResetPassword />)}
              {paths(['/lock', '/examples/lock'], <P.Lock />)}

              <Route element={<P.DashboardLayout />}>
                <Route element={<P.Protected />}>
                  <Route path="/transactions" element={<P.Transactions />} />
                  {paths(
                    ['/dashboard/overview/:orderId', '/dashboard/overview/:orderId/:section'],
                    <P.OrderDashboard />,
                  )}
                  <Route path="/settings" element={<P.Settings />} />
                </Route>
                {paths([...DEMO_PAGE_PATHS], <P.Demo />)}
                <Route path="/guide" element={<P.Guide />} />
                <Route path="/documentation/*" element={<P.Docs />} />
              </Route>
            </Route>

            <Route path="*" element={<RedirectToNotFound />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
