import Razorpay from 'razorpay';
import type { CreateGatewayOrder, GatewayPayment, PaymentGateway } from './gateway';

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
    if (apiUrl) (this.client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = apiUrl;
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
      const p = await this.client.payments.fetch(paymentId);
      return {
        id: p.id,
        orderId: p.order_id,
        amountMinor: Number(p.amount),
        currency: p.currency,
        status: p.status,
      };
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 400 || status === 404) return null;
      throw err;
    }
  }
}
