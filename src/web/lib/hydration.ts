import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A value only the browser knows (local storage, the query string, history state), read so that
 * hydration matches the pre-rendered HTML (docs/architecture.md#pre-rendered-public-pages): while
 * rendering at build time and during hydration it is `buildValue`, and right after hydration the
 * component renders again with `read()`. A page rendered in the browser alone reads `read()` from
 * the first render, so it shows no step.
 */
export function useBrowserValue<T>(read: () => T, buildValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => buildValue);
}

/** False while pre-rendering and during hydration; true once the page's scripts are running it. */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}
