import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../http/errors';
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
import type { PaymentsDeps } from './deps';
import { signedInRoutes } from '../auth/signed-in';
import { signedInUser } from '../auth/user';
import { perUserRateLimit } from '../http/rate-limit';
import { paymentHistory } from './history';
import { completeSandboxPayment, createPaymentOrder, verifyPayment } from './service';

/** The payment calls (both gateways, one code path), the sandbox checkout and the payment history. */
export async function paymentRoutes(app: FastifyInstance, ctx: PaymentsDeps): Promise<void> {
  await signedInRoutes(app, { tags: ['payments'] }, (r) => {
    r.get(
      '/api/payments/config',
      {
        schema: { summary: 'Which payment gateway is active', response: { 200: paymentsConfigSchema } },
      },
      async () => ({ gateway: ctx.paymentGateway.name, key_id: ctx.paymentGateway.keyId }),
    );

    r.post(
      '/create-razorpay-order',
      {
        config: {
          rateLimit: perUserRateLimit('payment-orders', ctx.config.PAYMENT_ORDER_RATE_LIMIT_PER_HOUR, 'payment orders'),
        },
        schema: {
          summary: 'Create a payment order for what is paid for; the server sets the amount',
          body: createPaymentOrderBodySchema,
          response: { 200: paymentOrderResponseSchema, ...errorResponses('conflict', 'upstream_unavailable') },
        },
      },
      async (request) => createPaymentOrder(ctx, signedInUser(request), request.body, request.log),
    );

    r.post(
      '/api/payments/sandbox/complete',
      {
        schema: {
          summary: 'Sandbox checkout: pay (signed like Razorpay) or fail a sandbox payment order',
          body: sandboxCompleteBodySchema,
          response: { 200: paymentResultSchema, ...errorResponses('conflict', 'payment_failed') },
        },
      },
      async (request) => completeSandboxPayment(ctx, signedInUser(request).id, request.body),
    );

    r.post(
      '/verify-razorpay-payment',
      {
        schema: {
          summary: 'Verify a payment (signature, amount, owner) and move what it paid for forward',
          body: verifyPaymentBodySchema,
          response: {
            200: verifyPaymentResponseSchema,
            ...errorResponses('conflict', 'payment_failed', 'upstream_unavailable'),
          },
        },
      },
      async (request) => verifyPayment(ctx, signedInUser(request).id, request.body, request.log),
    );

    r.get(
      '/api/order/:id/payments',
      {
        schema: {
          summary: "The payments of an order and of its ad campaigns (the owner's only), newest first",
          params: z.object({ id: z.string().min(1).max(64) }),
          response: { 200: paymentHistorySchema },
        },
      },
      async (request) => ({ payments: await paymentHistory(ctx, signedInUser(request).id, request.params.id) }),
    );
  });
}
