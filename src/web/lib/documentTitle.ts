import { useEffect, useLayoutEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { NOT_FOUND_PATH } from './paths';

const APP_NAME = 'Ideaproof';

/** "Sign in · Ideaproof": every page's browser title names the page first. */
const titleOf = (page: string): string => `${page} · ${APP_NAME}`;

/** The home page's title: the product, then what it does. */
const HOME_TITLE = `${APP_NAME} · Test a business idea with real market signal in days`;

/** Each route's title (a page that knows better, such as an order's dashboard, sets its own). */
const ROUTE_TITLES: [string[], string][] = [
  [['/contact', '/ContactUs'], 'Contact us'],
  [['/terms', '/TnC'], 'Terms & Conditions'],
  [['/refund'], 'Cancellation & Refund Policy'],
  [['/privacy'], 'Privacy policy'],
  [['/sign-in', '/auth/sign-in'], 'Sign in'],
  [['/sign-up', '/auth/sign-up'], 'Sign up'],
  [['/forgot-password', '/examples/forgot-password'], 'Forgot password'],
  [['/reset-password', '/examples/reset-password'], 'Reset password'],
  [['/lock', '/examples/lock'], 'Locked'],
  [['/transactions'], 'Your business ideas'],
  [['/dashboard/overview/:orderId', '/dashboard/overview/:orderId/:section'], 'Order dashboard'],
  [['/settings'], 'Settings'],
  [['/guide'], "Founder's guide"],
  [['/documentation/*'], 'Documentation'],
  [[NOT_FOUND_PATH, '/examples/404'], 'Page not found'],
  [['/500', '/examples/500'], 'Server error'],
];

/** The title of a path from the route table (demo pages and the rest: "Examples"). */
export function routeTitle(pathname: string): string {
  if (pathname === '/') return HOME_TITLE;
  for (const [patterns, title] of ROUTE_TITLES) {
    if (patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname))) return titleOf(title);
  }
  return titleOf('Examples');
}

/**
 * Sets the route's title on every navigation. A layout effect, so that a page's own
 * `useDocumentTitle` (a passive effect, run after it) has the last word.
 */
export function RouteTitle() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    document.title = routeTitle(pathname);
  }, [pathname]);
  return null;
}

/** A page's own title ("PawWalk Pune" → "PawWalk Pune · Ideaproof"); nothing while it is unknown. */
export function useDocumentTitle(page: string | null | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (page) document.title = titleOf(page);
  }, [page, pathname]);
}
