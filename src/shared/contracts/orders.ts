import { z } from 'zod';
import { landingPageSchema } from './landing';
import { GATEWAYS } from './payments';
import { IDEA_ANSWER_CAPS, IDEA_QUESTIONS, requiredAnswerProblem } from '../orders/questions';
import { founderQuestionProblems } from '../orders/founder-questions';
import { ideaAnswerIndex, ideaAnswersFrom, type IdeaAnswerName } from '../orders/answers';
import { ORDER_SORT_KEYS, ORDERS_MAX_PAGE_SIZE, ORDERS_PAGE_SIZE } from '../orders/list';
import { ORDER_STATUSES } from '../orders/status';
import { ORDER_TEXTS } from '../messages';

/** One question and its answer (docs/product.md#data business_idea). */
const ideaAnswerSchema = z.object({
  question: z.string().max(200),
  answer: z.string(),
});

/**
 * The four answers in question order; each answer within its cap (50/500/500/500, docs/product.md#validation-rules),
 * the first one not blank, the solution and the unique feature a few words each (no payment for an empty page), and
 * the founder's questions within what the page's form carries (src/shared/orders/founder-questions.ts), with the
 * texts the idea form shows. Question texts are stored as the canonical ones.
 */
export const businessIdeaSchema = z
  .array(ideaAnswerSchema)
  .min(1, 'Answer at least the first question')
  .max(IDEA_QUESTIONS.length, `At most ${IDEA_QUESTIONS.length} answers`)
  .superRefine((pairs, ctx) => {
    pairs.forEach((pair, i) => {
      const cap = IDEA_ANSWER_CAPS[i]!;
      if (pair.answer.length > cap) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'answer'],
          message: `The answer to "${IDEA_QUESTIONS[i]}" must be at most ${cap} characters`,
        });
      }
    });
    const answers = ideaAnswersFrom(pairs);
    const at = (name: IdeaAnswerName) => [ideaAnswerIndex(name), 'answer'];
    if (!answers.idea.trim()) {
      ctx.addIssue({ code: 'custom', path: at('idea'), message: ORDER_TEXTS.titleRequired });
    }
    for (const name of ['solution', 'feature'] as const) {
      const problem = requiredAnswerProblem(name, answers[name]);
      if (problem) ctx.addIssue({ code: 'custom', path: at(name), message: problem });
    }
    for (const problem of founderQuestionProblems(answers.question)) {
      ctx.addIssue({ code: 'custom', path: at('question'), message: problem.message });
    }
  });

/** POST /place-order (docs/product.md#api-calls): the client sends amount 99; the server prices the order itself. */
export const placeOrderBodySchema = z.object({
  business_idea: businessIdeaSchema,
  amount: z.number().optional(),
});

export const placeOrderResponseSchema = z.object({ order_id: z.string() });

/** PUT /api/order/{id}: edit the answers while the order still needs payment. */
export const updateOrderBodySchema = z.object({ business_idea: businessIdeaSchema });

export const orderStatusSchema = z.enum(ORDER_STATUSES);

const writerSchema = z.object({
  kind: z.enum(['builtin', 'model']),
  model: z.string().nullable(),
});

/** An order in the list: no landing page content. */
const orderSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  business_idea: z.array(ideaAnswerSchema),
  /** docs/product.md#rules-and-limits: the price in major units (99), as the spec's `amount`. */
  amount: z.number(),
  /** The same in minor units (9900) with its currency. */
  amount_minor: z.number().int(),
  currency: z.string(),
  status: orderStatusSchema,
  created_at: z.string(),
  due_date: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** GET /api/order/{id}: the order and, once generated, its landing page (docs/product.md#data). */
export const orderSchema = orderSummarySchema.extend({
  paid_at: z.string().nullable(),
  /** Which gateway took the payment ('sandbox' shows a "Sandbox" badge: docs/architecture.md#outside-services), or null while unpaid. */
  paid_with: z.enum(GATEWAYS).nullable(),
  landing_page: landingPageSchema.nullable(),
  /** Where the public landing page lives (docs/architecture.md#landing-pages), e.g. /p/{id}. */
  landing_url: z.string(),
  /**
   * Which writer produced the landing page: the built-in writer (from the answers) or a model
   * (named when known); null until the page is written.
   */
  writer: writerSchema.nullable().default(null),
});
export type Order = z.infer<typeof orderSchema>;

export const orderIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** GET /orders query: server-side search, sort and paging. */
export const listOrdersQuerySchema = z.object({
  search: z.string().trim().max(100).optional().default(''),
  sort: z.enum(ORDER_SORT_KEYS).optional().default('created_at'),
  dir: z.enum(['asc', 'desc']).optional().default('desc'),
  page: z.coerce.number().int().min(1).max(1_000_000).optional().default(1),
  page_size: z.coerce.number().int().min(1).max(ORDERS_MAX_PAGE_SIZE).optional().default(ORDERS_PAGE_SIZE),
});

export const listOrdersResponseSchema = z.object({
  orders: z.array(orderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

export const deleteOrderResponseSchema = z.object({ order_id: z.string(), deleted: z.literal(true) });

/** GET /api/orders/price: what an order costs and buys, as the server charges it (the web shows it on the idea form). */
export const orderPriceSchema = z.object({
  amount_minor: z.number().int(),
  currency: z.string(),
  /** How long the landing page stays live and collects visits and leads once it is published. */
  validation_days: z.number().int(),
});
export type OrderPrice = z.infer<typeof orderPriceSchema>;

/** A campaign of the order that deleting it would affect. */
const removalCampaignSchema = z.object({
  name: z.string(),
  status: z.string(),
  /** When it would have ended by itself (Active only). */
  ends_at: z.string().nullable(),
});

/**
 * GET /api/order/{id}/removal: what deleting the order does, so the dialog can say it before the
 * founder confirms, and DELETE /orders/{id} does exactly this.
 */
export const orderRemovalSchema = z.object({
  order_id: z.string(),
  title: z.string(),
  status: orderStatusSchema,
  /** Paid (Under Processing, Active or Completed). */
  paid: z.boolean(),
  /** The public landing page is online now and goes offline on delete. */
  page_live: z.boolean(),
  /** Contact form submissions of the page: kept in the database, but no longer shown once deleted. */
  leads: z.number().int(),
  /** Active campaigns: stopped through the ads provider when the order is deleted. */
  campaigns_to_stop: z.array(removalCampaignSchema),
  /** Why the order cannot be deleted now (a campaign being launched), or null. DELETE answers 409 with it. */
  blocked: z.string().nullable(),
});
export type OrderRemoval = z.infer<typeof orderRemovalSchema>;
