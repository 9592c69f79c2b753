import Razorpay from 'razorpay';
import type { CreateGatewayOrder, GatewayPayment, GatewayRefund, PaymentGateway } from './gateway';

/** The real gateway (RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET): orders and payments through the SDK. */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay' as const;
  private readonly client: Razorpay;

  /** `apiUrl` replaces https://api.razorpay.com (tests point it at a loopback server). */
  constructor(
    readonly keyId: string,
    readonly signingSecret: string,
    apiUrl?: string,
  ) {
    this.client = new Razorpay({ key_id: keyId, key_secret: signingSecret });
    if (apiUrl)
      (this.client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = apiUrl;
  }

  async createOrder(input: CreateGatewayOrder): Promise<{ id: string }> {
    const order = await this.client.orders.create({
      amount: input.amountMinor,
      currency: input.currency,
      receipt: input.receipt,
      notes: input.notes,
    });
    return { id: order.id };
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment | null> {
    try {
      return toPayment(await this.client.payments.fetch(paymentId));
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 400 || status === 404) return null;
      throw err;
    }
  }

  async capturePayment(paymentId: string, amountMinor: number, currency: string): Promise<GatewayPayment> {
    return toPayment(await this.client.payments.capture(paymentId, amountMinor, currency));
  }

  async refundPayment(paymentId: string, amountMinor: number, notes: Record<string, string>): Promise<GatewayRefund> {
    const refund = await this.client.payments.refund(paymentId, { amount: amountMinor, notes });
    return { id: refund.id, amountMinor: Number(refund.amount) };
  }
}

function toPayment(p: { id: string; order_id: string; amount: number | string; currency: string; status: string }) {
  return { id: p.id, orderId: p.order_id, amountMinor: Number(p.amount), currency: p.currency, status: p.status };
}
