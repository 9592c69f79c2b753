import { z } from 'zod';

/** What a payment pays for. Each kind is priced by the server (the client's amount is ignored). */
export const PAYABLE_USES = ['landing_page', 'ad_campaign'] as const;
export const payableUseSchema = z.enum(PAYABLE_USES);
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

/** The payment result (SPEC §3), as Razorpay's checkout hands it over. */
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
  /** Shown as "Payment verified: {status}" (SPEC §8). */
  status: z.string(),
  pfa_order_id: z.string(),
  /** The paid-for order's status after verification. */
  order_status: z.string(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/** POST /api/payments/sandbox/complete: the sandbox checkout's Pay and Fail buttons. */
export const sandboxCompleteBodySchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  outcome: z.enum(['success', 'failure']),
});
export type SandboxCompleteBody = z.infer<typeof sandboxCompleteBodySchema>;

/** GET /api/payments/config: which gateway is active (the web shows a "Sandbox" badge). */
export const paymentsConfigSchema = z.object({
  gateway: z.enum(GATEWAYS),
  key_id: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;
