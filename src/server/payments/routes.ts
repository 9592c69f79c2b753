import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createPaymentOrderBodySchema,
  paymentHistorySchema,
  paymentOrderResponseSchema,
  paymentResultSchema,
  paymentsConfigSchema,
  sandboxCompleteBodySchema,
  verifyPaymentBodySchema,
  verifyPaymentResponseSchema,
} from '../../shared/contracts/payments';
import type { AppContext } from '../context';
import { makeRequireUser } from '../auth/guard';
import { signedInUser } from '../auth/user';
import { perUserRateLimit } from '../http/rate-limit';
import { paymentHistory } from './history';
import { completeSandboxPayment, createPaymentOrder, verifyPayment } from './service';

/** The payment calls (both gateways, one code path), the sandbox checkout and the payment history. */
export async function paymentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = makeRequireUser(ctx);
  const security = [{ bearer: [] }];
  const tags = ['payments'];

  r.get(
    '/api/payments/config',
    {
      preHandler,
      schema: { tags, security, summary: 'Which payment gateway is active', response: { 200: paymentsConfigSchema } },
    },
    async () => ({ gateway: ctx.paymentGateway.name, key_id: ctx.paymentGateway.keyId }),
  );

  r.post(
    '/create-razorpay-order',
    {
      preHandler,
      config: {
        rateLimit: perUserRateLimit('payment-orders', ctx.config.PAYMENT_ORDER_RATE_LIMIT_PER_HOUR, 'payment orders'),
      },
      schema: {
        tags,
        security,
        summary: 'Create a payment order for what is paid for; the server sets the amount',
        body: createPaymentOrderBodySchema,
        response: { 200: paymentOrderResponseSchema },
      },
    },
    async (request) => createPaymentOrder(ctx, signedInUser(request), request.body, request.log),
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
    async (request) => completeSandboxPayment(ctx, signedInUser(request).id, request.body),
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
    async (request) => verifyPayment(ctx, signedInUser(request).id, request.body, request.log),
  );

  r.get(
    '/api/order/:id/payments',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "The payments of an order and of its ad campaigns (the owner's only), newest first",
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: paymentHistorySchema },
      },
    },
    async (request) => ({ payments: await paymentHistory(ctx, signedInUser(request).id, request.params.id) }),
  );
}
