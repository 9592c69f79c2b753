import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { paymentEvents, paymentOrders } from '../db/schema';
import { badRequest, HttpError } from '../http/errors';
import { paymentGateway } from './active';
import { SETTLED_PAYMENT_STATES } from './gateway';
import { afterSettlement, settleLocked, type Settlement } from './settle';
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

/** Events whose payment settles the payment order. */
const SETTLING_EVENTS = new Set(['payment.captured', 'payment.authorized', 'order.paid']);

/**
 * POST /webhooks/razorpay: signed with the webhook secret over the raw body, deduplicated by
 * event id; moves a paid order forward even when the browser closed before verify, never back.
 * Its own plugin, so the raw-body parser does not affect JSON parsing anywhere else.
 */
export async function paymentWebhookRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    const response = z.object({
      /** settled: moved forward · already: was settled by this payment · duplicate: event seen · ignored: not acted on */
      status: z.enum(['settled', 'already', 'duplicate', 'ignored']),
    });
    const schema = {
      tags: ['payments'],
      summary: 'Razorpay webhook (signed over the raw body with RAZORPAY_WEBHOOK_SECRET, deduplicated by event id)',
      response: { 200: response },
    };
    scope.withTypeProvider<ZodTypeProvider>().post('/webhooks/razorpay', { schema }, async (request) => {
      const secret = ctx.config.RAZORPAY_WEBHOOK_SECRET;
      if (!secret) throw new HttpError(503, 'Webhooks are not configured (RAZORPAY_WEBHOOK_SECRET is not set)');
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
      const gatewayName = paymentGateway(ctx).name;
      const payment = parsed.payload?.payment?.entity;

      const result = await ctx.db.transaction(async (tx) => {
        const record = async (outcome: string, paymentOrderId: string | null) => {
          const rows = await tx
            .insert(paymentEvents)
            .values({ id: eventId, gateway: gatewayName, event: parsed.event, paymentOrderId, outcome })
            .onConflictDoNothing()
            .returning({ id: paymentEvents.id });
          return rows.length > 0;
        };
        if (!SETTLING_EVENTS.has(parsed.event) || !payment?.order_id) {
          return { status: (await record('ignored', null)) ? 'ignored' : 'duplicate' };
        }
        const [po] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, payment.order_id));
        if (!po) return { status: (await record('unknown-order', null)) ? 'ignored' : 'duplicate' };
        if (!(await record('settled', po.id))) return { status: 'duplicate' };
        // Checked after recording inside the transaction: a refusal below rolls the record back.
        if (payment.amount !== po.amountMinor || payment.currency !== po.currency) {
          throw badRequest('The amount paid does not match the amount due');
        }
        if (!SETTLED_PAYMENT_STATES.has(payment.status)) {
          throw badRequest(`The payment was not completed (status: ${payment.status})`);
        }
        const settlement: Settlement = await settleLocked(tx, po.id, payment.id, 'webhook');
        return { status: settlement.outcome, settlement };
      });
      if (result.settlement) await afterSettlement(ctx, result.settlement);
      request.log.info({ eventId, event: parsed.event, status: result.status }, 'payment webhook');
      return { status: result.status as z.infer<typeof response>['status'] };
    });
  });
}
