import * as z from 'zod/mini';

/**
 * Visits (docs/product.md#screens "a page view is sent to analytics after load"; docs/architecture.md#visits-and-analytics): the landing page's
 * beacon. The server adds country, city and the visitor hash; nothing here identifies a person.
 * Written with `zod/mini`: the landing page's browser script imports this file.
 */

export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

const utm = z.optional(z.string().check(z.maxLength(200)));

/**
 * What the beacon reports: a page view after load; a click on one of the page's calls to action
 * (Get Started, Start Now, Get in touch); the first input into the contact form; a click on "Choose"
 * in a price test's pricing section (with the price).
 */
const EVENT_TYPES = ['page_view', 'cta_click', 'form_start', 'price_click'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Body of `POST /api/events` (answer: 202 with no body). */
export const pageViewEventSchema = z.object({
  order_id: z.string().check(z.minLength(1), z.maxLength(64)),
  type: z.enum(EVENT_TYPES),
  referrer: z.optional(z.string().check(z.maxLength(2000))),
  /** Which ad click id the page's address carried (its name only, never its value). */
  click_id: z.optional(z.enum(['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid'])),
  utm_source: utm,
  utm_medium: utm,
  utm_campaign: utm,
  utm_term: utm,
  utm_content: utm,
  /** The experiment variant the page showed (its `<body data-variant>`), absent without an experiment. */
  variant: z.optional(z.string().check(z.minLength(1), z.maxLength(20))),
  /** A `price_click`'s price tag ("19 USD/month"). */
  price: z.optional(z.string().check(z.minLength(1), z.maxLength(24))),
});
export type PageViewEvent = z.infer<typeof pageViewEventSchema>;

/** Answer of `POST /api/events` (202): the view is stored, or was dropped as a bot's. */
export const pageViewAcceptedSchema = z.object({ status: z.literal('accepted') });
