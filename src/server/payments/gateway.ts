import type { GatewayName } from '../../shared/contracts/payments';

export interface CreateGatewayOrder {
  amountMinor: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}

/** What the gateway says about a payment (the amount check of verification reads it). */
export interface GatewayPayment {
  id: string;
  orderId: string;
  amountMinor: number;
  currency: string;
  /** Razorpay: created | authorized | captured | refunded | failed. */
  status: string;
}

/**
 * One interface for every payment gateway (DESIGN §4): the sandbox and Razorpay create orders,
 * sign payments with the same HMAC-SHA256 scheme, and report a payment's amount and status.
 */
export interface PaymentGateway {
  readonly name: GatewayName;
  /** The public key id the checkout needs (Razorpay), or null. */
  readonly keyId: string | null;
  /** The secret payment signatures are made with. */
  readonly signingSecret: string;
  createOrder(input: CreateGatewayOrder): Promise<{ id: string }>;
  fetchPayment(paymentId: string): Promise<GatewayPayment | null>;
}

/** Payment states in which the money is the merchant's (or will be, once captured). */
export const SETTLED_PAYMENT_STATES = new Set(['authorized', 'captured']);
