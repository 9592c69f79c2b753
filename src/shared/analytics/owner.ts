/**
 * "Exclude my visits on this browser". The landing page's script sends no event while
 * localStorage holds OWNER_EXCLUDED under this key; OWNER_COUNTED means the owner chose to be
 * counted. The dashboard and /p/ share the origin, so both read the same storage (the page sets no
 * cookies). Opening the page from the dashboard (/p/{id}#owner) sets OWNER_EXCLUDED unless the
 * owner chose OWNER_COUNTED.
 */
export const ownerKey = (orderId: string) => `ideaproof.owner.${orderId}`;
export const OWNER_EXCLUDED = '1';
export const OWNER_COUNTED = '0';
/** The fragment the dashboard's links add to the landing page's address. */
export const OWNER_FRAGMENT = '#owner';
