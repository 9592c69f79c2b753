import { z } from 'zod';
import { toMajor, toMinor } from '../money';
import { LANDING_LIMITS } from './landing';

/**
 * Experiments on a landing page (docs/analytics.md#experiments): POST /api/experiments,
 * GET /api/experiments?order_id=, POST /api/experiments/{id}/stop. A message experiment shows each
 * visitor one variant of the hero (title, header, call-to-action text) and of the page's three
 * points; the control "A" is the published page as it is. A price test (kind "price") adds a pricing
 * section that shows each visitor one of one to three price points (A the first, B the second, C the
 * third); kind "tiers" shows every price point side by side to everyone (one variant, "A"). Both are
 * a fake door, said plainly: "Choose" opens a dialog saying orders are not open yet and inviting
 * an email. One running experiment per order.
 */

const EXPERIMENT_KINDS = ['message', 'price', 'tiers'] as const;
export type ExperimentKind = (typeof EXPERIMENT_KINDS)[number];
const EXPERIMENT_STATUSES = ['running', 'stopped'] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];

/** The control's name: the published page as it is. */
export const CONTROL_VARIANT = 'A';
/** Challengers per experiment (B, and optionally C). */
const MAX_CHALLENGERS = 2;
/** The call-to-action button's text. */
export const CTA_TEXT_MAX = LANDING_LIMITS.ctaText;
/** A variant's name: short, shown on the dashboard and written in the page's `data-variant`. */
const VARIANT_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 _-]{0,19}$/;

const trimmed = (max: number) => z.string().trim().min(1).max(max);

/** Currencies a price point can be in (one per test: every price of a test in the same currency). */
export const PRICE_CURRENCIES = ['USD', 'EUR', 'GBP', 'INR'] as const;
/** What a price is per: paid once, every month, every year. */
export const PRICE_PERIODS = ['once', 'month', 'year'] as const;
/** Price points per price test (one to three). */
export const MAX_PRICE_POINTS = 3;
export const PRICE_INCLUDED_MAX = 200;
const PRICE_AMOUNT_MAX = 1_000_000;

/**
 * One price the founder tests, as the API takes and answers it: amount (major units, at most two
 * decimals), currency, period, what is included. Kept in minor units (`StoredPricePoint`).
 */
const pricePointSchema = z.object({
  amount: z
    .number()
    .positive()
    .max(PRICE_AMOUNT_MAX)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most two decimals'),
  currency: z.enum(PRICE_CURRENCIES),
  period: z.enum(PRICE_PERIODS),
  included: trimmed(PRICE_INCLUDED_MAX),
});
export type PricePoint = z.infer<typeof pricePointSchema>;

/**
 * A price point as the server keeps it (experiments.variants, the landing page's pricing section):
 * the amount in minor units (migration 0028). The API's `amount` in major units becomes this, and
 * back, only through `storedPrice` and `apiPrice`.
 */
export const storedPricePointSchema = z.object({
  amount_minor: z
    .number()
    .int()
    .positive()
    .max(toMinor(PRICE_AMOUNT_MAX)),
  currency: z.enum(PRICE_CURRENCIES),
  period: z.enum(PRICE_PERIODS),
  included: trimmed(PRICE_INCLUDED_MAX),
});
export type StoredPricePoint = z.infer<typeof storedPricePointSchema>;

/** The API's price point (major units) as kept (minor units). */
export function storedPrice(p: PricePoint): StoredPricePoint {
  return { amount_minor: toMinor(p.amount), currency: p.currency, period: p.period, included: p.included };
}

/** A kept price point (minor units) as the API answers it (major units). */
function apiPrice(p: StoredPricePoint): PricePoint {
  return { amount: toMajor(p.amount_minor), currency: p.currency, period: p.period, included: p.included };
}

/**
 * A price point's tag, as stored with a price click and a lead: "19 USD/month", "4.50 EUR/once".
 * Short (at most 24 characters) and the same on both sides.
 */
export function priceTag(p: Pick<StoredPricePoint, 'amount_minor' | 'currency' | 'period'>): string {
  const major = toMajor(p.amount_minor);
  const amount = Number.isInteger(major) ? String(major) : major.toFixed(2);
  return `${amount} ${p.currency}/${p.period}`;
}

/** A challenger: only what differs from the published page (anything left out stays as published). */
const variantInputSchema = z
  .object({
    name: z.string().trim().regex(VARIANT_NAME_PATTERN, 'a short name: letters, digits, spaces, - or _'),
    title: trimmed(LANDING_LIMITS.title).optional(),
    header: trimmed(LANDING_LIMITS.header).optional(),
    cta_text: trimmed(CTA_TEXT_MAX).optional(),
    /** The page's three points (About us), in order; one to three. */
    points: z.array(trimmed(LANDING_LIMITS.point)).min(1).max(3).optional(),
  })
  .refine((v) => v.title || v.header || v.cta_text || v.points, {
    message: 'a variant changes at least one of title, header, cta_text or points',
  });
export type VariantInput = z.infer<typeof variantInputSchema>;

export const createExperimentBodySchema = z
  .object({
    order_id: z.string().trim().min(1).max(64),
    kind: z.enum(EXPERIMENT_KINDS),
    /** kind "message": the challengers. */
    variants: z.array(variantInputSchema).min(1).max(MAX_CHALLENGERS).optional(),
    /** kind "price" or "tiers": one to three price points (for "price", one per variant: A, B, C). */
    prices: z.array(pricePointSchema).min(1).max(MAX_PRICE_POINTS).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'message') {
      if (!body.variants)
        ctx.addIssue({ code: 'custom', path: ['variants'], message: 'a message test needs variants' });
      if (body.prices) ctx.addIssue({ code: 'custom', path: ['prices'], message: 'a message test has no prices' });
    } else {
      if (!body.prices)
        ctx.addIssue({ code: 'custom', path: ['prices'], message: 'a price test needs one to three prices' });
      if (body.variants)
        ctx.addIssue({ code: 'custom', path: ['variants'], message: 'a price test has no message variants' });
      const tags = (body.prices ?? []).map((p) => priceTag(storedPrice(p)));
      tags.forEach((tag, i) => {
        if (tags.indexOf(tag) !== i)
          ctx.addIssue({ code: 'custom', path: ['prices', i], message: 'prices must differ' });
      });
      // One currency per test: a click-through read across currencies compares unlike things.
      const first = body.prices?.[0]?.currency;
      body.prices?.forEach((p, i) => {
        if (p.currency !== first)
          ctx.addIssue({
            code: 'custom',
            path: ['prices', i, 'currency'],
            message: EXPERIMENT_MESSAGES.mixedCurrencies(first!),
          });
      });
    }
    const names = (body.variants ?? []).map((v) => v.name.toLowerCase());
    names.forEach((name, i) => {
      if (name === CONTROL_VARIANT.toLowerCase()) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'name'],
          message: `"${CONTROL_VARIANT}" is the published page`,
        });
      } else if (names.indexOf(name) !== i) {
        ctx.addIssue({ code: 'custom', path: ['variants', i, 'name'], message: 'variant names must differ' });
      }
    });
  });
export type CreateExperimentBody = z.input<typeof createExperimentBodySchema>;

/** A variant as stored and answered: the control has no overrides. */
const variantSchema = z.object({
  name: z.string(),
  control: z.boolean(),
  title: z.string().optional(),
  header: z.string().optional(),
  cta_text: z.string().optional(),
  points: z.array(z.string()).optional(),
  /** A price or tiers test: the price points this variant's pricing section shows. */
  prices: z.array(pricePointSchema).optional(),
});
export type Variant = z.infer<typeof variantSchema>;

/** A variant as kept in experiments.variants: its price points in minor units. */
export type StoredVariant = Omit<Variant, 'prices'> & { prices?: StoredPricePoint[] };

/** A kept variant as the API answers it. */
export function apiVariant({ prices, ...v }: StoredVariant): Variant {
  return prices ? { ...v, prices: prices.map(apiPrice) } : v;
}

/**
 * What stopping an experiment recorded (issue 25, docs/analytics.md#stopping-an-experiment):
 * `winner` when the data showed the chosen variant ahead, `chosen` when it was chosen without
 * that evidence ("chosen, not measured", never "winner"), `no_result` when no visitor had seen a
 * variant ("stopped, no result"). Null while running, and for experiments stopped before it was kept.
 */
const EXPERIMENT_OUTCOMES = ['winner', 'chosen', 'no_result'] as const;
export type ExperimentOutcome = (typeof EXPERIMENT_OUTCOMES)[number];

export const experimentSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  kind: z.enum(EXPERIMENT_KINDS),
  status: z.enum(EXPERIMENT_STATUSES),
  /** The control first, then the challengers. */
  variants: z.array(variantSchema),
  winner: z.string().nullable(),
  outcome: z.enum(EXPERIMENT_OUTCOMES).nullable(),
  started_at: z.string(),
  stopped_at: z.string().nullable(),
});
export type Experiment = z.infer<typeof experimentSchema>;

export const listExperimentsQuerySchema = z.object({ order_id: z.string().trim().min(1).max(64) });
export const listExperimentsResponseSchema = z.object({ experiments: z.array(experimentSchema) });
export const experimentParamsSchema = z.object({ id: z.uuid() });
export const stopExperimentBodySchema = z.object({
  /**
   * The variant to publish as the page ("A" keeps the page as it is). Only once the data allows a
   * winner (decisionGuards, docs/analytics.md#reading-the-result; before that 409). Absent: stop
   * with no winner (the page stays as it was; "stopped, no result").
   */
  winner: z.string().trim().min(1).max(20).optional(),
});

export const EXPERIMENT_MESSAGES = {
  alreadyRunning: 'This page already has a running experiment. Stop it before starting another.',
  notRunning: 'This experiment has already been stopped.',
  unknownWinner: (names: string[]) => `The winner must be one of the experiment's variants: ${names.join(', ')}.`,
  notFound: 'No experiment with this id',
  noWinnerYet: (blockers: string[]) =>
    `No winner can be chosen yet: ${blockers.join('; ')}. You can stop the experiment without a winner.`,
  mixedCurrencies: (first: string) =>
    `Every price of one test must be in the same currency (the first is in ${first}): click-through compared across currencies means nothing.`,
} as const;

type Json = Record<string, unknown>;
const objectOf = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

/**
 * A page's content with a variant's changes: title, header, call-to-action text and the three
 * points (About us). What a visitor of the variant sees, and what is published when it wins.
 * The control (no overrides) leaves the content as it is.
 */
export function applyVariant<T>(
  page: T,
  variant: Pick<Variant, 'title' | 'header' | 'cta_text' | 'points'> & { prices?: StoredPricePoint[] | undefined },
): T {
  const content = objectOf(page);
  const seo = { ...objectOf(content.seo_content) };
  if (variant.title) seo.title = variant.title;
  if (variant.header) seo.header = variant.header;
  if (variant.cta_text) seo.cta_text = variant.cta_text;
  if (variant.points) {
    seo.about_us = {
      ...objectOf(seo.about_us),
      point1: variant.points[0] ?? '',
      point2: variant.points[1] ?? '',
      point3: variant.points[2] ?? '',
    };
  }
  // A price test's pricing section: beside the page's content (never published into it).
  return { ...content, seo_content: seo, ...(variant.prices ? { pricing: variant.prices } : {}) } as T;
}

/** Every price tag of an experiment's variants (what a price click or a lead may be tagged with). */
export function experimentPriceTags(variants: Pick<StoredVariant, 'prices'>[]): string[] {
  return variants.flatMap((v) => (v.prices ?? []).map(priceTag));
}

/**
 * The variant a visitor is shown: the first 32 bits of the visitor's daily hash (hex), modulo the
 * number of variants. The hash changes every UTC day (a new salt), so a visitor keeps one variant
 * for the day and may see another the next day.
 */
export function variantIndex(visitorHashHex: string, variants: number): number {
  return Number.parseInt(visitorHashHex.slice(0, 8), 16) % variants;
}
