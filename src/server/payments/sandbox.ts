import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sandboxPayments } from '../db/schema';
import { newSandboxOrderId, newSandboxRefundId } from '../ids';
import type { CreateGatewayOrder, GatewayPayment, GatewayRefund, PaymentGateway } from './gateway';

/**
 * The embedded default: local payment orders, paid in a sandbox checkout dialog. No money moves;
 * payments are signed with the same HMAC scheme as Razorpay, with a secret derived from the
 * server's own secret, and verified by the same code. Like Razorpay, the checkout only authorizes
 * a payment; the server captures it, and can refund a captured one (recorded on the sandbox row).
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
    return row ? toPayment(row) : null;
  }

  async capturePayment(paymentId: string, amountMinor: number, currency: string): Promise<GatewayPayment> {
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
    if (!row) throw new SandboxGatewayError('The payment does not exist');
    if (row.captureFails)
      throw new SandboxGatewayError('Sandbox: the capture was declined (you chose "capture fails")');
    if (row.amountMinor !== amountMinor || row.currency !== currency) {
      throw new SandboxGatewayError('Capture amount must be equal to the amount authorized');
    }
    const [captured] = await this.db
      .update(sandboxPayments)
      .set({ status: 'captured' })
      .where(and(eq(sandboxPayments.id, paymentId), eq(sandboxPayments.status, 'authorized')))
      .returning();
    if (!captured) throw new SandboxGatewayError(`This payment has already been ${row.status}`);
    return toPayment(captured);
  }

  async refundPayment(paymentId: string, amountMinor: number): Promise<GatewayRefund> {
    const id = newSandboxRefundId();
    const [refunded] = await this.db
      .update(sandboxPayments)
      .set({ status: 'refunded', refundId: id, refundedAmountMinor: amountMinor })
      .where(and(eq(sandboxPayments.id, paymentId), eq(sandboxPayments.status, 'captured')))
      .returning();
    if (!refunded) throw new SandboxGatewayError('Only a captured payment can be refunded');
    return { id, amountMinor };
  }
}

/** The sandbox's refusal (like the SDK's error for a 400 from Razorpay). */
class SandboxGatewayError extends Error {
  readonly statusCode = 400;
}

function toPayment(row: typeof sandboxPayments.$inferSelect): GatewayPayment {
  return {
    id: row.id,
    orderId: row.paymentOrderId,
    amountMinor: row.amountMinor,
    currency: row.currency,
    status: row.status,
  };
}
