import { z } from 'zod';
import { isTimeZone } from '../time-zone-name';
import { CHANNELS } from '../analytics/channel';

/**
 * The founder's analytics (docs/product.md#screens order dashboard, §3 tracking response, §7 POST /api/tracking,
 * docs/architecture.md#visits-and-analytics). One request shape for both tracking types; the dates are instants with an offset
 * (the dashboard sends its pickers' local times as ISO strings) and days are counted in `timezone`.
 */

const TRACKING_TYPES = ['page_visits', 'contact_form'] as const;

/** docs/product.md#rules-and-limits: tracking default limit 100; the dashboard's submissions table asks for 5. */
const TRACKING_DEFAULT_LIMIT = 100;
const TRACKING_MAX_LIMIT = 1000;
export const SUBMISSIONS_PAGE_SIZE = 5;
/** The longest window one request may ask for (its daily series has one point per day). */
export const MAX_WINDOW_DAYS = 3660;
/** The country filter's value for visits and leads whose country is not known. */
export const UNKNOWN_COUNTRY = 'Unknown';

/**
 * The founder's follow-up of a lead (docs/analytics.md#lead-follow-up): where the conversation with
 * the person who wrote stands. Every lead starts as `new`.
 */
/**
 * Whether a lead counts as demand (docs/analytics.md#qualified-demand): `ok` counts; `ruled_out` is
 * the founder's "Not a fit"; `suspected_spam` matched a rule of src/server/leads/quality.ts and was
 * not marked "Not spam". Only `ok` leads count in the verdict, conversion, cost per lead and experiments.
 */
export const LEAD_QUALITIES = ['ok', 'ruled_out', 'suspected_spam'] as const;
export type LeadQuality = (typeof LEAD_QUALITIES)[number];
const leadQualitySchema = z.enum(LEAD_QUALITIES);
export const LEAD_QUALITY_LABELS: Record<LeadQuality, string> = {
  ok: 'Counted',
  ruled_out: 'Not a fit',
  suspected_spam: 'Suspected spam',
};
/** Why a lead is suspected spam, each rule's name and how it is said on screen. */
export const SPAM_REASONS = [
  'no_browser',
  'no_script_proof',
  'honeypot',
  'too_fast',
  'links',
  'disposable_email',
] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];
export const SPAM_REASON_LABELS: Record<SpamReason, string> = {
  no_browser: 'sent without a browser',
  no_script_proof: 'sent by a script, not the page',
  honeypot: 'hidden field filled',
  too_fast: 'sent faster than a person can type',
  links: 'message full of links',
  disposable_email: 'throwaway email address',
};

export const LEAD_STATUSES = ['new', 'contacted', 'interviewed', 'would_pay', 'not_a_fit'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
const leadStatusSchema = z.enum(LEAD_STATUSES);
/** How each status is named on screen, in the CSV and in the report. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  interviewed: 'Interviewed',
  would_pay: 'Would pay',
  not_a_fit: 'Not a fit',
};

/** Empty strings from a form mean "not set". */
const blankIsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const instant = z.preprocess(
  blankIsAbsent,
  z.iso
    .datetime({ offset: true, error: 'must be an ISO 8601 date-time with a time zone, e.g. 2025-06-01T00:00:00Z' })
    .optional(),
);

const trackingFiltersSchema = z
  .object({
    start_date: instant,
    end_date: instant,
    /** A country name as the aggregations show it ("India"), or "Unknown"; absent = all countries. */
    'fields.country': z.preprocess(blankIsAbsent, z.string().trim().max(100).optional()),
    /** One channel ("Paid Search"); absent = all channels. Leads are filtered by the channel of their visit. */
    'fields.channel': z.preprocess(blankIsAbsent, z.enum(CHANNELS).optional()),
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
  /** contact_form only: just the leads of this follow-up status; absent = every lead. */
  lead_status: leadStatusSchema.optional(),
  /** contact_form only: the leads of one quality (absent: every lead). */
  lead_quality: leadQualitySchema.optional(),
  filters: trackingFiltersSchema.default({}),
  timezone: timeZoneSchema.default('UTC'),
});

const visitSummarySchema = z.object({
  total_visits: z.number().int(),
  /** Distinct (country, city) pairs with a known city; neighbourhoods ("Bengaluru (Jayaraj Nagar)") count as their city. */
  unique_cities: z.number().int(),
});

/** The window the numbers are for, as applied (defaults: the order's creation → now). */
const trackingWindowSchema = z.object({
  start: z.string(),
  end: z.string(),
  previous_start: z.string(),
  /**
   * The previous period as compared: [previous_start, start) when the order existed all of it; from
   * the order's creation when it existed part of it (`previous_partial`); null when the whole
   * previous period lies before the order was placed (there is nothing to compare with).
   */
  compared_start: z.string().nullable(),
  previous_partial: z.boolean(),
  timezone: z.string(),
});

/** Counts of the funnel: unique visitors (per day), then those who clicked a call to action, started and sent the form. */
const funnelSchema = z.object({
  visitors: z.number().int(),
  cta_clicks: z.number().int(),
  form_starts: z.number().int(),
  submissions: z.number().int(),
});
export type Funnel = z.infer<typeof funnelSchema>;

/** One variant of an experiment: unique visitors (per day) who saw it, their steps, and the reading. */
const variantReadingSchema = z.object({
  variant: z.string(),
  visitors: z.number().int(),
  cta_clicks: z.number().int(),
  leads: z.number().int(),
  /** Visitors who clicked "Choose" in a price test's pricing section. */
  price_clicks: z.number().int(),
  /** leads ÷ visitors (a message test) or price clicks ÷ visitors (a price or tiers test); null without visitors. */
  conversion: z.number().nullable(),
  /** Null for the control. */
  probability_to_beat_control: z.number().nullable(),
  probability_to_be_best: z.number(),
  expected_loss: z.number(),
});
export type VariantReadingRow = z.infer<typeof variantReadingSchema>;

/**
 * One price of a price or tiers test (docs/analytics.md#price-tests): the visitors shown it, those
 * who clicked "Choose" on it, and the emails left for it. A point of the demand curve.
 */
const priceReadingSchema = z.object({
  /** The price tag ("19 USD/month"). */
  price: z.string(),
  amount: z.number(),
  currency: z.string(),
  period: z.string(),
  /** The variant that shows it (every price of a tiers test is in variant "A"). */
  variant: z.string(),
  visitors: z.number().int(),
  price_clicks: z.number().int(),
  leads: z.number().int(),
  /** price clicks ÷ visitors; null without visitors. */
  click_through: z.number().nullable(),
});
export type PriceReadingRow = z.infer<typeof priceReadingSchema>;

/** How a source with neither a UTM source nor a referrer (Direct) is listed. */
export const DIRECT_SOURCE = '(direct)';
/** Windows of at most this many hours also get an hourly series. */
export const HOURLY_MAX_HOURS = 48;

/** docs/product.md#data tracking response (page_visits). Lists are sorted by visits, most first. */
export const pageVisitsResponseSchema = z.object({
  summary: visitSummarySchema,
  /** null when the previous period lies wholly before the order was placed (see `window.compared_start`). */
  previous_summary: visitSummarySchema.nullable(),
  /** Unique visitors of the last 5 minutes (whatever the window), for the "live" line. */
  current_visitors: z.number().int(),
  aggregations: z.object({
    /** Every local day of the window, oldest first, zero days included. */
    daily: z.array(z.object({ date: z.string(), visits: z.number().int() })),
    /** Visits without a known country are listed as "Unknown". */
    country: z.array(z.object({ country: z.string(), visits: z.number().int() })),
    /**
     * Local hours ("2025-06-01T14:00", oldest first, zero hours included) when the window spans at
     * most HOURLY_MAX_HOURS hours; otherwise empty.
     */
    hourly: z.array(z.object({ hour: z.string(), visits: z.number().int() })),
    /** Known cities only; `country` tells two cities of the same name apart; neighbourhoods fold into their city. */
    city: z.array(
      z.object({
        city: z.string(),
        country: z.string(),
        visits: z.number().int(),
        /** The neighbourhoods of the city the location database named, most visits first. */
        neighbourhoods: z.array(z.object({ name: z.string(), visits: z.number().int() })),
      }),
    ),
    /** Visits per channel (GA4's default channel names); the counts add up to the total. */
    channel: z.array(z.object({ channel: z.enum(CHANNELS), visits: z.number().int() })),
    /** Visits per source: the UTM source, else the referrer's host; DIRECT_SOURCE for neither. */
    source: z.array(z.object({ source: z.string(), visits: z.number().int() })),
    /** Visits and leads per UTM campaign (visits without a campaign are not listed). */
    campaign: z.array(z.object({ campaign: z.string(), visits: z.number().int(), leads: z.number().int() })),
    funnel: funnelSchema,
    /** The funnel of each channel that has visitors or leads in the window. */
    funnel_by_channel: z.array(funnelSchema.extend({ channel: z.enum(CHANNELS) })),
    /**
     * While the order's latest experiment has visitors in the window: each variant (the control
     * first) with its funnel and its Bayesian reading (docs/analytics.md#experiments). Absent otherwise.
     */
    variant: z.array(variantReadingSchema).optional(),
    /** The experiment `variant` is about. */
    experiment: z
      .object({
        id: z.string(),
        kind: z.enum(['message', 'price', 'tiers']),
        status: z.enum(['running', 'stopped']),
        winner: z.string().nullable(),
      })
      .optional(),
    /** A price or tiers test: each price (lowest first) with its click-through and leads — the demand curve. */
    price: z.array(priceReadingSchema).optional(),
  }),
  window: trackingWindowSchema,
});
export type PageVisitsResponse = z.infer<typeof pageVisitsResponseSchema>;

/** The longest private note on a lead. */
export const LEAD_NOTE_MAX = 2000;

/** Body of `PATCH /api/leads/{id}`: either or both. */
export const leadUpdateSchema = z
  .object({
    status: leadStatusSchema.optional(),
    note: z.string().max(LEAD_NOTE_MAX, `At most ${LEAD_NOTE_MAX} characters`).optional(),
    /** "Not spam" (`ok`) moves a suspected lead back into the counts; `suspected_spam` takes it out. */
    spam: z.boolean().optional(),
  })
  .refine((b) => b.status !== undefined || b.note !== undefined || b.spam !== undefined, {
    message: 'Send a status, a note or spam',
  });
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

/** The answer of `PATCH /api/leads/{id}`: the lead's follow-up as stored. */
export const leadFollowUpSchema = z.object({
  id: z.string(),
  status: leadStatusSchema,
  note: z.string(),
  quality: leadQualitySchema,
});
export type LeadFollowUp = z.infer<typeof leadFollowUpSchema>;

const submissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** ISO 8601 instant the lead was sent. */
  timestamp: z.string(),
  subject: z.string().nullable(),
  question_1: z.string().nullable(),
  question_2: z.string().nullable(),
  question_3: z.string().nullable(),
  /**
   * The page's extra questions this lead answered, each with its own text (as the page asked it
   * when the lead was sent); unanswered questions are left out.
   */
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  message: z.string(),
  /** The country the visitor typed into the form, else their IP's when the lead was sent. */
  country: z.string().nullable(),
  /**
   * The country of the lead's visit (its IP's, as visits are counted; "Unknown" when not located),
   * which the country filter matches; null for a lead without a visitor (a bot's).
   */
  visit_country: z.string().nullable(),
  /** The channel of the lead's last non-direct touch that day (docs/analytics.md#which-touch-a-lead-belongs-to); null without a visitor. */
  channel: z.string().nullable(),
  campaign: z.string().nullable(),
  /**
   * A price test's lead (an email left in the "orders are not open yet" dialog): the price chosen
   * ("19 USD/month"); null for a contact-form lead. Nothing was ordered or paid.
   */
  price: z.string().nullable(),
  /** The founder's follow-up: status and private note (never shown to a visitor or in a shared report). */
  status: leadStatusSchema,
  note: z.string(),
  /**
   * How many times this person sent the page's forms (one lead per person: same email, or the same
   * visitor that day; docs/analytics.md#leads). 1 for most leads.
   */
  times_sent: z.number().int().min(1),
  /** ISO 8601 instant of the latest send (`timestamp` is the first). */
  last_sent: z.string(),
  /** The earlier sends, oldest first, as they were before a later send updated the lead. */
  history: z.array(
    z.object({
      sent_at: z.string(),
      name: z.string(),
      email: z.string(),
      subject: z.string().nullable(),
      question_1: z.string().nullable(),
      question_2: z.string().nullable(),
      question_3: z.string().nullable(),
      message: z.string(),
      price: z.string().nullable(),
    }),
  ),
  /** Whether this lead counts as demand: quality `ok` and a visitor row (docs/analytics.md#leads). */
  counted: z.boolean(),
  quality: leadQualitySchema,
  /** The spam rules this lead matched (kept after the founder marks it "Not spam"). */
  spam_reasons: z.array(z.enum(SPAM_REASONS)),
});
export type Submission = z.infer<typeof submissionSchema>;

/** docs/product.md#data contact-form tracking response: one page, newest first, and the total. */
export const contactFormResponseSchema = z.object({
  data: z.array(submissionSchema),
  total: z.number().int(),
});
export type ContactFormTrackingResponse = z.infer<typeof contactFormResponseSchema>;

/** Body of `POST /api/tracking/demand`: the same window and filters as the tracking call. */
export const demandRequestSchema = trackingRequestSchema.pick({ order_id: true, filters: true, timezone: true });

/** The numbers behind the "Demand signal" card (the verdict is computed by src/shared/analytics/demand.ts). */
export const demandResponseSchema = z.object({
  visits: z.number().int(),
  /** Distinct daily visitor hashes in the window. */
  visitors: z.number().int(),
  /** Counted leads (docs/analytics.md#leads): one per person, on their visitor's row, never more than `visitors`. */
  leads: z.number().int(),
  /**
   * Ad spend in the window (minor units): the cost the ads provider reported per day, never the
   * budget; null before any day has been reported.
   */
  spend_minor: z.number().int().nullable(),
  /**
   * Leads that count against the spend: from paid traffic (Paid Search or Paid Social) and sent
   * while a paid campaign was running, inside the window.
   */
  paid_leads: z.number().int(),
  /** Where the spend figure comes from: "sandbox" is simulated (no real ad account); null without spend. */
  spend_source: z.enum(['sandbox', 'google_ads']).nullable(),
  currency: z.string(),
  /**
   * Leads first sent in the window that do not count (docs/analytics.md#qualified-demand): ruled out
   * by the founder ("Not a fit") and suspected spam, with how many matched each spam rule.
   */
  left_out: z.object({
    ruled_out: z.number().int(),
    suspected_spam: z.number().int(),
    reasons: z.partialRecord(z.enum(SPAM_REASONS), z.number().int()),
  }),
  window: trackingWindowSchema,
});
export type DemandResponse = z.infer<typeof demandResponseSchema>;

/** Body of the CSV exports: all submissions of an order; the daily visits of a window. */
export const submissionsExportRequestSchema = z.object({ order_id: trackingRequestSchema.shape.order_id });
/**
 * The daily visits export takes the demand card's body, under its own name in the API reference.
 * @alias (for knip: the second name is meant)
 */
export const dailyVisitsExportRequestSchema = demandRequestSchema;
