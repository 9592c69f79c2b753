/** Where the landing route lives in the SPA; it hands over to the server-rendered page at /p/{id}. */
export const LANDING_PATH = '/landing';

/** docs/product.md#screens/docs/product.md#rules-and-limits: the first label of the hostname is "test" (test.example.com). */
export function isTestHost(hostname: string): boolean {
  return hostname.split('.')[0]?.toLowerCase() === 'test';
}

/**
 * Host rule: on a "test" host every dashboard-layout route except the landing route goes to the
 * landing path. Returns where to go, or null to stay.
 */
export function hostRuleRedirect(hostname: string, pathname: string): string | null {
  if (!isTestHost(hostname)) return null;
  return pathname === LANDING_PATH ? null : LANDING_PATH;
}
