import * as z from 'zod/mini';

/**
 * Visits (SPEC §2 "a page view is sent to analytics after load"; DESIGN §6): the landing page's
 * beacon. The server adds country, city and the visitor hash; nothing here identifies a person.
 * Written with `zod/mini`: the landing page's browser script imports this file.
 */

export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

const utm = z.optional(z.string().check(z.maxLength(200)));

/** Body of `POST /api/events` (answer: 202 with no body). */
export const pageViewEventSchema = z.object({
  order_id: z.string().check(z.minLength(1), z.maxLength(64)),
  type: z.literal('page_view'),
  referrer: z.optional(z.string().check(z.maxLength(2000))),
  utm_source: utm,
  utm_medium: utm,
  utm_campaign: utm,
  utm_term: utm,
  utm_content: utm,
});
export type PageViewEvent = z.infer<typeof pageViewEventSchema>;

/** Answer of `POST /api/events` (202): the view is stored, or was dropped as a bot's. */
export const pageViewAcceptedSchema = z.object({ status: z.literal('accepted') });
