/** Per-IP limit on contact form submissions, shared by the JSON API and the no-JavaScript form post. */
export const CONTACT_RATE_LIMIT = { max: 10, timeWindow: 15 * 60 * 1000 } as const;

/** Largest accepted contact form body: every field at its limit fits well within it. */
export const CONTACT_BODY_LIMIT = 32 * 1024;
