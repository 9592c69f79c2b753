import { MINUTE_MS } from '../../shared/time';
/**
 * Per-IP limit on contact form submissions, shared by the JSON API and the no-JavaScript form post,
 * and counted in the database so that it holds across every app process.
 */
export const CONTACT_RATE_LIMIT = { max: 10, timeWindow: 15 * MINUTE_MS, sharedScope: 'contact' } as const;

/** Largest accepted contact form body: every field at its limit fits well within it. */
export const CONTACT_BODY_LIMIT = 32 * 1024;
