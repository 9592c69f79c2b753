import { useCallback, useEffect, useState } from 'react';
import { OWNER_COUNTED, OWNER_EXCLUDED, OWNER_FRAGMENT, ownerKey } from '../../shared/analytics/owner';

/** The address the dashboard opens a landing page at: it marks this browser as the owner's. */
export const ownerLandingHref = (landingPath: string) => `${landingPath}${OWNER_FRAGMENT}`;

function read(orderId: string): boolean {
  try {
    return localStorage.getItem(ownerKey(orderId)) === OWNER_EXCLUDED;
  } catch {
    return false;
  }
}

/**
 * The "Exclude my visits on this browser" switch: its state, kept in step with the landing page
 * opened in another tab (which marks the browser), and a setter.
 */
export function useOwnerExclusion(orderId: string): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => read(orderId));
  useEffect(() => {
    const refresh = () => setOn(read(orderId));
    const sync = (event: StorageEvent) => {
      if (event.key === null || event.key === ownerKey(orderId)) refresh();
    };
    window.addEventListener('storage', sync);
    window.addEventListener('focus', refresh);
    return () => {
      window.removeEventListener('storage', sync);
      window.removeEventListener('focus', refresh);
    };
  }, [orderId]);
  const set = useCallback(
    (next: boolean) => {
      try {
        localStorage.setItem(ownerKey(orderId), next ? OWNER_EXCLUDED : OWNER_COUNTED);
      } catch {
        /* storage blocked: nothing to remember */
      }
      setOn(read(orderId));
    },
    [orderId],
  );
  return [on, set];
}
