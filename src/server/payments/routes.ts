import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createPaymentOrderBodySchema,
  paymentOrderResponseSchema,
  paymentResultSchema,
  paymentsConfigSchema,
  sandboxCompleteBodySchema,
  verifyPaymentBodySchema,
  verifyPaymentResponseSchema,
} from '../../shared/contracts/payments';
import type { AppContext } from '../context';
import { makeRequireUser, type AuthUser } from '../auth/guard';
import { paymentOrders, profiles, sandboxPayments } from '../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../http/errors';
import { randomId } from '../orders/ids';
import { paymentGateway } from './active';
import { SETTLED_PAYMENT_STATES } from './gateway';
import { payableFor } from './payables';
import { newSandboxPaymentId } from './sandbox';
import { afterSettlement, settleLocked } from './settle';
import { paymentSignature, signaturesMatch } from './signature';

const userOf = (request: FastifyRequest): AuthUser => request.user!;
const paymentOrderNotFound = () => notFound('Payment order not found');

/** SPEC §7 payment calls (both gateways, one code path) and the sandbox checkout. */
export async function paymentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = makeRequireUser(ctx.auth);
  const security = [{ bearer: [] }];
  const tags = ['payments'];
  /** Read per request: tests may swap the gateway of a running app. */
  const gatewayOf = () => paymentGateway(ctx);

  async function ownPaymentOrder(userId: string, id: string) {
    const [po] = await ctx.db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.id, id), eq(paymentOrders.userId, userId)));
    if (!po) throw paymentOrderNotFound();
    return po;
  }

  r.get(
    '/api/payments/config',
    {
      preHandler,
      schema: { tags, security, summary: 'Which payment gateway is active', response: { 200: paymentsConfigSchema } },
    },
    async () => ({ gateway: gatewayOf().name, key_id: gatewayOf().keyId }),
  );

  r.post(
    '/create-razorpay-order',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Create a payment order for what is paid for; the server sets the amount',
        body: createPaymentOrderBodySchema,
        response: { 200: paymentOrderResponseSchema },
      },
    },
    async (request) => {
      const gateway = gatewayOf();
      const user = userOf(request);
      const target = await payableFor(request.body.use).prepare(ctx, user, request.body);
      const receipt = `rcpt_${randomId(20)}`;
      let gatewayOrder: { id: string };
      try {
        gatewayOrder = await gateway.createOrder({
          amountMinor: target.amountMinor,
          currency: target.currency,
          receipt,
          notes: { use: request.body.use, target_id: target.targetId },
        });
      } catch (err) {
        request.log.error({ err }, 'payment gateway refused to create an order');
        throw new HttpError(502, 'The payment gateway is unavailable. Please try again in a minute.');
      }
      await ctx.db.insert(paymentOrders).values({
        id: gatewayOrder.id,
        gateway: gateway.name,
        userId: user.id,
        use: request.body.use,
        targetId: target.targetId,
        amountMinor: target.amountMinor,
        currency: target.currency,
        receipt,
      });
      const [profile] = await ctx.db
        .select({ phone: profiles.phone, displayName: profiles.displayName })
        .from(profiles)
        .where(eq(profiles.userId, user.id));
      return {
        id: gatewayOrder.id,
        amount: target.amountMinor,
        currency: target.currency,
        gateway: gateway.name,
        key_id: gateway.keyId,
        prefill: { name: profile?.displayName || user.name, email: user.email, contact: profile?.phone ?? '' },
        description: target.description,
      };
    },
  );

  r.post(
    '/api/payments/sandbox/complete',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Sandbox checkout: pay (signed like Razorpay) or fail a sandbox payment order',
        body: sandboxCompleteBodySchema,
        response: { 200: paymentResultSchema },
      },
    },
    async (request) => {
      const gateway = gatewayOf();
      if (gateway.name !== 'sandbox') throw notFound('The sandbox checkout is not active');
      const po = await ownPaymentOrder(userOf(request).id, request.body.razorpay_order_id);
      if (po.gateway !== 'sandbox') throw paymentOrderNotFound();
      if (po.status === 'paid') throw conflict('This payment order has already been paid');
      const id = newSandboxPaymentId();
      const failed = request.body.outcome === 'failure';
      await ctx.db.insert(sandboxPayments).values({
        id,
        paymentOrderId: po.id,
        amountMinor: po.amountMinor,
        currency: po.currency,
        status: failed ? 'failed' : 'captured',
      });
      if (failed) throw new HttpError(402, 'The sandbox declined the payment (you chose Fail). No money moved.');
      return {
        razorpay_order_id: po.id,
        razorpay_payment_id: id,
        razorpay_signature: paymentSignature(po.id, id, gateway.signingSecret),
      };
    },
  );

  r.post(
    '/verify-razorpay-payment',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Verify a payment (signature, amount, owner) and move what it paid for forward',
        body: verifyPaymentBodySchema,
        response: { 200: verifyPaymentResponseSchema },
      },
    },
    async (request) => {
      const gateway = gatewayOf();
      const body = request.body;
      const po = await ownPaymentOrder(userOf(request).id, body.razorpay_order_id);
      if (body.use && body.use !== po.use) throw badRequest('This payment was made for something else');
      if (body.pfa_order_id && body.pfa_order_id !== po.targetId) {
        throw badRequest('This payment belongs to a different order');
      }
      if (po.gateway !== gateway.name) throw badRequest('This payment order belongs to another payment gateway');
      const expected = paymentSignature(po.id, body.razorpay_payment_id, gateway.signingSecret);
      if (!signaturesMatch(expected, body.razorpay_signature)) throw badRequest('Invalid payment signature');
      if (!(po.status === 'paid' && po.paymentId === body.razorpay_payment_id)) {
        // The gateway's own record: the payment must be for this order, of the server's amount, and done.
        const payment = await gateway.fetchPayment(body.razorpay_payment_id);
        if (!payment || payment.orderId !== po.id) throw badRequest('Payment not found for this order');
        if (payment.amountMinor !== po.amountMinor || payment.currency !== po.currency) {
          throw badRequest('The amount paid does not match the amount due');
        }
        if (!SETTLED_PAYMENT_STATES.has(payment.status)) {
          throw badRequest(`The payment was not completed (status: ${payment.status})`);
        }
      }
      const settlement = await ctx.db.transaction((tx) => settleLocked(tx, po.id, body.razorpay_payment_id, 'verify'));
      await afterSettlement(ctx, settlement);
      request.log.info(
        { paymentOrderId: po.id, outcome: settlement.outcome, targetId: po.targetId },
        'payment verified',
      );
      return { status: 'success', pfa_order_id: po.targetId, order_status: settlement.targetStatus };
    },
  );
}
