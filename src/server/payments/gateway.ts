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

export interface GatewayRefund {
  id: string;
  amountMinor: number;
}

/**
 * One interface for every payment gateway: the sandbox and Razorpay create orders, sign payments
 * with the same HMAC-SHA256 scheme, report a payment's amount and status, capture an authorized
 * payment (money is the merchant's only once captured) and refund a captured one.
 */
export interface PaymentGateway {
  readonly name: GatewayName;
  /** The public key id the checkout needs (Razorpay), or null. */
  readonly keyId: string | null;
  /** The secret payment signatures are made with. */
  readonly signingSecret: string;
  createOrder(input: CreateGatewayOrder): Promise<{ id: string }>;
  fetchPayment(paymentId: string): Promise<GatewayPayment | null>;
  /** Capture an authorized payment for the server's amount and currency; throws when refused. */
  capturePayment(paymentId: string, amountMinor: number, currency: string): Promise<GatewayPayment>;
  /** Refund a captured payment (the whole amount given); throws when refused. */
  refundPayment(paymentId: string, amountMinor: number, notes: Record<string, string>): Promise<GatewayRefund>;
}

/** The only payment state in which the money is the merchant's: captured. */
export const CAPTURED = 'captured';
/** Authorized by the customer's bank, not yet captured: the gateway gives it back unless captured. */
export const AUTHORIZED = 'authorized';
