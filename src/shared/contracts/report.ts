import { z } from 'zod';
import { timeZoneSchema } from './analytics';

/**
 * The decision report (docs/analytics.md#the-decision-report): what the product measured for one
 * page, as one document a founder can share by link or download as PDF.
 */

/** The most answers one report may quote. */
export const REPORT_MAX_QUOTES = 10;

/** Body of `POST /api/orders/{id}/share`: which leads' answers to quote (none by default). */
export const reportShareRequestSchema = z
  .object({
    /** Ids of the order's leads whose answers the report quotes (their answers only, never who wrote). */
    quote: z.array(z.string().uuid()).max(REPORT_MAX_QUOTES).default([]),
    /** The days of the visits chart are counted in this time zone. */
    timezone: timeZoneSchema.default('UTC'),
  })
  .default({ quote: [], timezone: 'UTC' });

/** The answer of `POST /api/orders/{id}/share`: the public link (shown once; only its hash is kept). */
export const reportShareResponseSchema = z.object({ url: z.string() });

/** The answer of `DELETE /api/orders/{id}/share`: how many links stopped working. */
export const reportRevokeResponseSchema = z.object({ revoked: z.number().int() });

/** Body of `PUT /api/orders/{id}/digest`: turn the weekly digest on (in this time zone) or off. */
export const digestRequestSchema = z.object({
  enabled: z.boolean(),
  timezone: timeZoneSchema.default('UTC'),
});

/** Whether the weekly digest of a page is on, and in which time zone its Monday morning is. */
export const digestResponseSchema = z.object({ enabled: z.boolean(), timezone: z.string().nullable() });
