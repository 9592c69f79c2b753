import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sandboxPayments } from '../db/schema';
import { randomId } from '../orders/ids';
import type { CreateGatewayOrder, GatewayPayment, PaymentGateway } from './gateway';

/** Sandbox ids look like Razorpay's, with "sbx" so nobody mistakes them for real ones. */
export const newSandboxOrderId = () => `order_sbx${randomId(14)}`;
export const newSandboxPaymentId = () => `pay_sbx${randomId(14)}`;

/**
 * The embedded default: local payment orders, paid in a sandbox checkout dialog. No money moves;
 * payments are signed with the same HMAC scheme as Razorpay, with a secret derived from the
 * server's own secret, and verified by the same code.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly keyId = null;
  readonly signingSecret: string;

  constructor(
    private readonly db: Db,
    serverSecret: string,
  ) {
    this.signingSecret = createHmac('sha256', serverSecret).update('ideaproof sandbox payments').digest('hex');
  }

  async createOrder(_input: CreateGatewayOrder): Promise<{ id: string }> {
    return { id: newSandboxOrderId() };
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment | null> {
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
    if (!row) return null;
    return {
      id: row.id,
      orderId: row.paymentOrderId,
      amountMinor: row.amountMinor,
      currency: row.currency,
      status: row.status,
    };
  }
}
