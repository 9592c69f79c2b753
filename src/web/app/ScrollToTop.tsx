import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * docs/product.md#screens: every navigation scrolls the window to the top. A change of hash alone (an in-page
 * anchor such as /#features) is not a navigation to another page, so it keeps its own scrolling.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
