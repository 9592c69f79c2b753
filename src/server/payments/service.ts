import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsDeps } from './deps';
import type { AuthUser } from '../auth/guard';
import { paymentOrders, payments, profiles, sandboxPayments } from '../db/schema';
import { AppError, badRequest, conflict, notFound } from '../http/errors';
import { newReceiptId, newSandboxPaymentId } from '../ids';
import type {
  CreatePaymentOrderBody,
  PaymentOrderResponse,
  PaymentResult,
  SandboxCompleteBody,
  VerifyPaymentBody,
  VerifyPaymentResponse,
} from '../../shared/contracts/payments';
import { isDatabaseUnavailable } from '../db/client';
import { acceptPayment, afterSettlement, refundedAnswer, type Settlement } from './settle';
import { paymentSignature, signaturesMatch } from './signature';

export const GATEWAY_UNAVAILABLE_DETAIL = 'The payment gateway is unavailable. Please try again in a minute.';

/**
 * A call to the payment gateway: whatever makes it fail (network, the gateway's own error) is
 * the same `upstream_unavailable` (502) in every route, never a 500 and never the founder's fault.
 */
export async function gatewayCall<T>(log: FastifyBaseLogger, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    // Our own database being down (the sandbox keeps its payments there) is an outage: 503.
    if (err instanceof AppError || isDatabaseUnavailable(err)) throw err;
    log.error({ err, what }, 'payment gateway call failed');
    throw new AppError('upstream_unavailable', GATEWAY_UNAVAILABLE_DETAIL);
  }
}

const paymentOrderNotFound = () => notFound('Payment order not found');

/** The user's payment order, or "not found" (another user's is not found either). */
async function ownPaymentOrder(ctx: PaymentsDeps, userId: string, id: string) {
  const [po] = await ctx.db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.userId, userId)));
  if (!po) throw paymentOrderNotFound();
  return po;
}

/** A payment order at the gateway for what is paid for, at the server's price. */
export async function createPaymentOrder(
  ctx: PaymentsDeps,
  user: AuthUser,
  body: CreatePaymentOrderBody,
  log: FastifyBaseLogger,
): Promise<PaymentOrderResponse> {
  const gateway = ctx.paymentGateway;
  const target = await ctx.payables.get(body.use).prepare(user, body);
  const receipt = newReceiptId();
  const gatewayOrder = await gatewayCall(log, 'create order', () =>
    gateway.createOrder({
      amountMinor: target.amountMinor,
      currency: target.currency,
      receipt,
      notes: { use: body.use, target_id: target.targetId },
    }),
  );
  await ctx.db.insert(paymentOrders).values({
    id: gatewayOrder.id,
    gateway: gateway.name,
    userId: user.id,
    use: body.use,
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
}

/** The sandbox checkout: authorize (signed like Razorpay) or decline a sandbox payment order. */
export async function completeSandboxPayment(
  ctx: PaymentsDeps,
  userId: string,
  body: SandboxCompleteBody,
): Promise<PaymentResult> {
  const gateway = ctx.paymentGateway;
  if (gateway.name !== 'sandbox') throw notFound('The sandbox checkout is not active');
  const po = await ownPaymentOrder(ctx, userId, body.razorpay_order_id);
  if (po.gateway !== 'sandbox') throw paymentOrderNotFound();
  if (po.status !== 'created') throw conflict('This payment order has already been paid');
  const id = newSandboxPaymentId();
  const failed = body.outcome === 'failure';
  // Like Razorpay's checkout, a successful sandbox checkout only authorizes; verification captures.
  await ctx.db.insert(sandboxPayments).values({
    id,
    paymentOrderId: po.id,
    amountMinor: po.amountMinor,
    currency: po.currency,
    status: failed ? 'failed' : 'authorized',
    captureFails: body.outcome === 'capture_failure',
  });
  if (failed)
    throw new AppError('payment_failed', 'The sandbox declined the payment (you chose Fail). No money moved.');
  return {
    razorpay_order_id: po.id,
    razorpay_payment_id: id,
    razorpay_signature: paymentSignature(po.id, id, gateway.signingSecret),
  };
}

/**
 * Verify a payment the checkout reports: the payment order is the caller's and for what the body
 * says, the signature is the gateway's, and the gateway's own record is for this order, of the
 * server's amount, and captured (an authorized one is captured here first). A replay of this
 * order's settled payment is answered from the database without asking the gateway again.
 */
export async function verifyPayment(
  ctx: PaymentsDeps,
  userId: string,
  body: VerifyPaymentBody,
  log: FastifyBaseLogger,
): Promise<VerifyPaymentResponse> {
  const gateway = ctx.paymentGateway;
  const po = await ownPaymentOrder(ctx, userId, body.razorpay_order_id);
  if (body.use && body.use !== po.use) throw badRequest('This payment was made for something else');
  if (body.pfa_order_id && body.pfa_order_id !== po.targetId) {
    throw badRequest('This payment belongs to a different order');
  }
  if (po.gateway !== gateway.name) throw badRequest('This payment order belongs to another payment gateway');
  const expected = paymentSignature(po.id, body.razorpay_payment_id, gateway.signingSecret);
  if (!signaturesMatch(expected, body.razorpay_signature)) throw badRequest('Invalid payment signature');
  const [known] = await ctx.db.select().from(payments).where(eq(payments.id, body.razorpay_payment_id));
  const settlement =
    known && known.status === 'paid' && known.paymentOrderId === po.id && po.paymentId === known.id
      ? ({
          outcome: 'already',
          paymentOrder: po,
          payment: known,
          targetStatus: await ctx.payables.get(po.use).status(ctx.db, po),
        } satisfies Settlement)
      : await acceptPayment(
          ctx,
          po,
          await gatewayCall(log, 'fetch payment', () => gateway.fetchPayment(body.razorpay_payment_id)),
          'verify',
        );
  await afterSettlement(ctx, settlement);
  log.info({ paymentOrderId: po.id, outcome: settlement.outcome, targetId: po.targetId }, 'payment verified');
  if (settlement.outcome === 'refunded' || settlement.outcome === 'refund_pending') throw refundedAnswer(settlement);
  return { status: 'success', pfa_order_id: po.targetId, order_status: settlement.targetStatus };
}
