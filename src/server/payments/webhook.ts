import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentsDeps } from './deps';
import { paymentEvents, paymentOrders } from '../db/schema';
import { AppError, badRequest, errorResponses } from '../http/errors';
import { gatewayCall } from './service';
import { acceptPayment, afterSettlement } from './settle';
import { signaturesMatch, webhookSignature } from './signature';

/** The part of a Razorpay webhook we read: the payment entity of payment.* and order.paid events. */
const webhookEventSchema = z.object({
  event: z.string().max(100),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string().max(100),
            order_id: z.string().max(100).nullable().optional(),
            amount: z.number(),
            currency: z.string().max(10),
            status: z.string().max(40),
          }),
        })
        .optional(),
    })
    .optional(),
});

/**
 * Events whose payment is acted on: a captured one settles its payment order; an authorized one
 * is captured first (it never settles on authorization alone).
 */
const ACTED_ON_EVENTS = new Set(['payment.captured', 'payment.authorized', 'order.paid']);

const webhookStatuses = ['settled', 'already', 'refunded', 'refund_pending', 'duplicate', 'ignored'] as const;
type WebhookStatus = (typeof webhookStatuses)[number];

/**
 * POST /webhooks/razorpay: signed with the webhook secret over the raw body, deduplicated by
 * event id, and confirmed with the gateway (its record of the payment must match the event); moves a paid order forward even when the browser closed before verify, never back,
 * and refunds a second payment for something already paid.
 * Its own plugin, so the raw-body parser does not affect JSON parsing anywhere else.
 */
export async function paymentWebhookRoutes(app: FastifyInstance, ctx: PaymentsDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    const response = z.object({
      /**
       * settled: moved forward · already: was settled by this payment · refunded / refund_pending:
       * a second payment (or one for a deleted target) given back · duplicate: event seen · ignored: not acted on
       */
      status: z.enum(webhookStatuses),
    });
    const schema = {
      tags: ['payments'],
      summary: 'Razorpay webhook (signed over the raw body with RAZORPAY_WEBHOOK_SECRET, deduplicated by event id)',
      response: { 200: response, ...errorResponses('unavailable') },
    };
    scope.withTypeProvider<ZodTypeProvider>().post('/webhooks/razorpay', { schema }, async (request) => {
      const secret = ctx.config.RAZORPAY_WEBHOOK_SECRET;
      if (!secret)
        throw new AppError('unavailable', 'Webhooks are not configured (RAZORPAY_WEBHOOK_SECRET is not set)');
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) throw badRequest('Expected a JSON body');
      const signature = request.headers['x-razorpay-signature'];
      if (typeof signature !== 'string' || !signaturesMatch(webhookSignature(raw, secret), signature)) {
        throw badRequest('Invalid webhook signature');
      }
      let parsed: z.infer<typeof webhookEventSchema>;
      try {
        parsed = webhookEventSchema.parse(JSON.parse(raw.toString('utf8')));
      } catch {
        throw badRequest('Malformed webhook event');
      }
      const header = request.headers['x-razorpay-event-id'];
      const eventId =
        typeof header === 'string' && header ? header.slice(0, 100) : createHash('sha256').update(raw).digest('hex');
      const gatewayName = ctx.paymentGateway.name;
      const payment = parsed.payload?.payment?.entity;

      const record = async (outcome: string, paymentOrderId: string | null) => {
        const rows = await ctx.db
          .insert(paymentEvents)
          .values({ id: eventId, gateway: gatewayName, event: parsed.event, paymentOrderId, outcome })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        return rows.length > 0;
      };
      const [seen] = await ctx.db
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(eq(paymentEvents.id, eventId));
      let result: { status: WebhookStatus };
      if (seen) {
        result = { status: 'duplicate' };
      } else if (!ACTED_ON_EVENTS.has(parsed.event) || !payment?.order_id) {
        result = { status: (await record('ignored', null)) ? 'ignored' : 'duplicate' };
      } else {
        const [po] = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, payment.order_id));
        if (!po) {
          result = { status: (await record('unknown-order', null)) ? 'ignored' : 'duplicate' };
        } else {
          // A signed event is not believed on its own (it stands on one secret): the gateway is
          // asked for the payment, and acted on only when its own record is this payment order's,
          // of the amount and currency the event names (acceptPayment then checks it against the
          // server's amount and reads the gateway's status: captured settles, authorized is
          // captured first, anything else is refused).
          const confirmed = await gatewayCall(request.log, 'fetch payment', () =>
            ctx.paymentGateway.fetchPayment(payment.id),
          );
          if (!confirmed) throw badRequest('The gateway has no such payment');
          if (
            confirmed.orderId !== payment.order_id ||
            confirmed.amountMinor !== payment.amount ||
            confirmed.currency !== payment.currency
          ) {
            throw badRequest("The event's payment does not match the gateway's record");
          }
          // The event is recorded only after the payment was acted on: a refusal (400) or a failed
          // capture (402) leaves it unrecorded, so Razorpay's retry is acted on again. Acting is
          // idempotent per payment id, so a concurrent duplicate changes nothing.
          const settlement = await acceptPayment(ctx, po, confirmed, 'webhook');
          await record(settlement.outcome, po.id);
          await afterSettlement(ctx, settlement);
          result = { status: settlement.outcome };
        }
      }
      request.log.info({ eventId, event: parsed.event, status: result.status }, 'payment webhook');
      return { status: result.status };
    });
  });
}
