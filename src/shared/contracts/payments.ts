import { z } from 'zod';
import { formatMoney } from '../money';

/** What a payment pays for. Each kind is priced by the server (the client's amount is ignored). */
const PAYABLE_USES = ['landing_page', 'ad_campaign'] as const;
const payableUseSchema = z.enum(PAYABLE_USES);
export type PayableUse = z.infer<typeof payableUseSchema>;

export const GATEWAYS = ['sandbox', 'razorpay'] as const;
export type GatewayName = (typeof GATEWAYS)[number];

/** POST /create-razorpay-order: the spec's { amount, use } plus what it pays for. */
export const createPaymentOrderBodySchema = z.object({
  amount: z.number().optional(),
  use: payableUseSchema,
  pfa_order_id: z.string().min(1).max(64),
  campaign_name: z.string().min(1).max(200).optional(),
});
export type CreatePaymentOrderBody = z.infer<typeof createPaymentOrderBodySchema>;

/**
 * The spec's { id, amount, currency } (amount in the currency's minor unit, as Razorpay answers),
 * plus which gateway acts, so the web opens the sandbox dialog or Razorpay's checkout.
 */
export const paymentOrderResponseSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  gateway: z.enum(GATEWAYS),
  /** Razorpay's public key id (razorpay gateway only). */
  key_id: z.string().nullable(),
  /** Checkout prefill from the profile. */
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  description: z.string(),
});
export type PaymentOrderResponse = z.infer<typeof paymentOrderResponseSchema>;

/** The payment result (docs/product.md#data), as Razorpay's checkout hands it over. */
export const paymentResultSchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** POST /verify-razorpay-payment. */
export const verifyPaymentBodySchema = paymentResultSchema.extend({
  pfa_order_id: z.string().max(64).optional(),
  use: payableUseSchema.optional(),
  campaign_name: z.string().max(200).optional(),
});
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>;

export const verifyPaymentResponseSchema = z.object({
  /** Shown as "Payment verified: {status}" (docs/product.md#messages). */
  status: z.string(),
  pfa_order_id: z.string(),
  /** The paid-for order's status after verification. */
  order_status: z.string(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/**
 * POST /api/payments/sandbox/complete: the sandbox checkout's buttons. `success` authorizes the
 * payment (the server captures it on verification), `failure` declines it, and `capture_failure`
 * authorizes it but makes the capture fail (a sandbox-only way to see that path).
 */
const SANDBOX_OUTCOMES = ['success', 'failure', 'capture_failure'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];
export const sandboxCompleteBodySchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  outcome: z.enum(SANDBOX_OUTCOMES),
});
export type SandboxCompleteBody = z.infer<typeof sandboxCompleteBodySchema>;

/** GET /api/payments/config: which gateway is active (the web shows a "Sandbox" badge). */
export const paymentsConfigSchema = z.object({
  gateway: z.enum(GATEWAYS),
  key_id: z.string().nullable(),
});

/** Why a payment was given back: it arrived for something already paid, deleted, or not payable. */
export const REFUND_REASONS = ['already_paid', 'target_deleted', 'not_payable'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** A payment's state as the founder sees it in the payment history. */
const PAYMENT_STATUSES = ['paid', 'refunded', 'refund_pending', 'capture_pending', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  paid: 'Paid',
  refunded: 'Refunded',
  refund_pending: 'Refund pending',
  capture_pending: 'Capture pending',
  failed: 'Failed',
};

/** Refunds reach the customer's account in 9-15 days (the refund policy). */
export const REFUND_DAYS = '9-15 days';

const what = (use: PayableUse) => (use === 'ad_campaign' ? 'ad campaign' : 'order');

/** The refund reason shown in the payment history. */
export function refundReasonText(reason: RefundReason, use: PayableUse): string {
  switch (reason) {
    case 'already_paid':
      return `A second payment: this ${what(use)} was already paid.`;
    case 'target_deleted':
      return `The ${what(use)} was deleted before this payment arrived.`;
    case 'not_payable':
      return `The ${what(use)} could not take this payment (it was not awaiting payment).`;
  }
}

/** The verification's answer for a payment that was (or is being) given back instead of settling. */
export function refundedPaymentDetail(
  reason: RefundReason,
  use: PayableUse,
  amountMinor: number,
  currency: string,
  done: boolean,
): string {
  const amount = formatMoney(amountMinor, currency);
  const cause =
    reason === 'already_paid'
      ? `This ${what(use)} was already paid, so this second payment of ${amount}`
      : reason === 'target_deleted'
        ? `This ${what(use)} was deleted, so this payment of ${amount}`
        : `This ${what(use)} is not awaiting payment, so this payment of ${amount}`;
  return done
    ? `${cause} has been refunded. Refunds take ${REFUND_DAYS} to reach your account.`
    : `${cause} is being refunded. Refunds take ${REFUND_DAYS} to reach your account.`;
}

/** The verification's answer when the gateway did not capture an authorized payment. */
export const CAPTURE_FAILED_DETAIL =
  'Your bank authorized the payment, but the payment gateway could not capture it, so nothing was charged and the order is not paid. The hold on your card is released by your bank. Please try again.';

/** GET /api/order/{id}/payments: the payments of an order and of its ad campaigns, newest first. */
const paymentHistoryEntrySchema = z.object({
  /** The gateway's payment id. */
  id: z.string(),
  use: payableUseSchema,
  /** What it paid for ("Landing page", "Ad campaign {name}"). */
  description: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  gateway: z.enum(GATEWAYS),
  created_at: z.string(),
  /** Why it was refunded (refunded / refund pending only). */
  refund_reason: z.string().nullable(),
  refunded_amount_minor: z.number().int().nullable(),
  refunded_at: z.string().nullable(),
});
export type PaymentHistoryEntry = z.infer<typeof paymentHistoryEntrySchema>;
export const paymentHistorySchema = z.object({ payments: z.array(paymentHistoryEntrySchema) });
