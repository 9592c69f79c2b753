import { z } from 'zod';

/**
 * The founder's analytics (SPEC §2 order dashboard, §3 tracking response, §7 POST /api/tracking,
 * DESIGN §6). One request shape for both tracking types; the dates are instants with an offset
 * (the dashboard sends its pickers' local times as ISO strings) and days are counted in `timezone`.
 */

export const TRACKING_TYPES = ['page_visits', 'contact_form'] as const;
export type TrackingType = (typeof TRACKING_TYPES)[number];

/** SPEC §9: tracking default limit 100; the dashboard's submissions table asks for 5. */
export const TRACKING_DEFAULT_LIMIT = 100;
export const TRACKING_MAX_LIMIT = 1000;
export const SUBMISSIONS_PAGE_SIZE = 5;
/** The longest window one request may ask for (its daily series has one point per day). */
export const MAX_WINDOW_DAYS = 3660;
/** The country filter's value for visits and leads whose country is not known. */
export const UNKNOWN_COUNTRY = 'Unknown';

/** An IANA time zone name that this runtime knows ("UTC", "Asia/Kolkata"); not a bare offset. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value) || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Empty strings from a form mean "not set". */
const blankIsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const instant = z.preprocess(
  blankIsAbsent,
  z.iso
    .datetime({ offset: true, error: 'must be an ISO 8601 date-time with a time zone, e.g. 2025-06-01T00:00:00Z' })
    .optional(),
);

export const trackingFiltersSchema = z
  .object({
    start_date: instant,
    end_date: instant,
    /** A country name as the aggregations show it ("India"), or "Unknown"; absent = all countries. */
    'fields.country': z.preprocess(blankIsAbsent, z.string().trim().max(100).optional()),
  })
  .refine((f) => !f.start_date || !f.end_date || Date.parse(f.end_date) > Date.parse(f.start_date), {
    message: 'end_date must be after start_date',
    path: ['end_date'],
  });
export type TrackingFilters = z.infer<typeof trackingFiltersSchema>;

export const timeZoneSchema = z
  .string()
  .trim()
  .refine(isTimeZone, { message: 'must be an IANA time zone name such as UTC or Asia/Kolkata' });

/** Body of `POST /api/tracking`. */
export const trackingRequestSchema = z.object({
  order_id: z.string().trim().min(1, 'order_id is required').max(100),
  tracking_type: z.enum(TRACKING_TYPES),
  /** Sent by the original dashboard; page_visits always answers with aggregations. */
  aggregate: z.unknown().optional(),
  /** contact_form: page size; page_visits: how many countries and cities to list (top by visits). */
  limit: z.number().int().min(1).max(TRACKING_MAX_LIMIT).default(TRACKING_DEFAULT_LIMIT),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  filters: trackingFiltersSchema.default({}),
  timezone: timeZoneSchema.default('UTC'),
});
export type TrackingRequest = z.input<typeof trackingRequestSchema>;

export const visitSummarySchema = z.object({
  total_visits: z.number().int(),
  /** Distinct (country, city) pairs with a known city. */
  unique_cities: z.number().int(),
});
export type VisitSummary = z.infer<typeof visitSummarySchema>;

/** The window the numbers are for, as applied (defaults: the order's creation → now). */
export const trackingWindowSchema = z.object({
  start: z.string(),
  end: z.string(),
  previous_start: z.string(),
  timezone: z.string(),
});

/** SPEC §3 tracking response (page_visits). Lists are sorted by visits, most first. */
export const pageVisitsResponseSchema = z.object({
  summary: visitSummarySchema,
  previous_summary: visitSummarySchema,
  aggregations: z.object({
    /** Every local day of the window, oldest first, zero days included. */
    daily: z.array(z.object({ date: z.string(), visits: z.number().int() })),
    /** Visits without a known country are listed as "Unknown". */
    country: z.array(z.object({ country: z.string(), visits: z.number().int() })),
    /** Known cities only; `country` tells two cities of the same name apart. */
    city: z.array(z.object({ city: z.string(), country: z.string(), visits: z.number().int() })),
  }),
  window: trackingWindowSchema,
});
export type PageVisitsResponse = z.infer<typeof pageVisitsResponseSchema>;

export const submissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** ISO 8601 instant the lead was sent. */
  timestamp: z.string(),
  subject: z.string().nullable(),
  question_1: z.string().nullable(),
  question_2: z.string().nullable(),
  question_3: z.string().nullable(),
  message: z.string(),
  country: z.string().nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;

/** SPEC §3 contact-form tracking response: one page, newest first, and the total. */
export const contactFormResponseSchema = z.object({
  data: z.array(submissionSchema),
  total: z.number().int(),
});
export type ContactFormTrackingResponse = z.infer<typeof contactFormResponseSchema>;

/** Body of `POST /api/tracking/demand`: the same window and filters as the tracking call. */
export const demandRequestSchema = trackingRequestSchema.pick({ order_id: true, filters: true, timezone: true });
export type DemandRequest = z.input<typeof demandRequestSchema>;

/** The numbers behind the "Demand signal" card (the verdict is computed by src/shared/analytics/demand.ts). */
export const demandResponseSchema = z.object({
  visits: z.number().int(),
  /** Distinct daily visitor hashes in the window. */
  visitors: z.number().int(),
  leads: z.number().int(),
  /** Ad spend attributed to the window (minor units), null when no paid campaign has run. */
  spend_minor: z.number().int().nullable(),
  currency: z.string(),
  window: trackingWindowSchema,
});
export type DemandResponse = z.infer<typeof demandResponseSchema>;

/** Body of the CSV exports: all submissions of an order; the daily visits of a window. */
export const submissionsExportRequestSchema = z.object({ order_id: trackingRequestSchema.shape.order_id });
export const dailyVisitsExportRequestSchema = demandRequestSchema;
