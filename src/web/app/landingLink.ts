/** Order ids in landing links: random, URL-safe. */
const ORDER_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The spec's landing links are `#/{orderId}`: the id in such a hash, or null. */
export function orderIdFromHash(hash: string): string | null {
  const match = /^#\/([^/?#]+)\/?$/.exec(hash);
  if (!match?.[1]) return null;
  const id = decodeURIComponent(match[1]);
  return ORDER_ID.test(id) ? id : null;
}

/** The server-rendered landing page of an order. */
export function landingPageUrl(orderId: string): string {
  return `/p/${encodeURIComponent(orderId)}`;
}
