import type { PaymentOrderResponse, PaymentResult } from '../../../shared/contracts/payments';

const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: { error?: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | null = null;

/** Load Razorpay's checkout.js once, and only when the server says the gateway is Razorpay. */
function loadRazorpay(): Promise<RazorpayConstructor> {
  const existing = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const ctor = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error('Razorpay checkout did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Razorpay checkout could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Open Razorpay's checkout; resolves with the payment result, or null when the buyer closes it. */
export async function razorpayCheckout(order: PaymentOrderResponse): Promise<PaymentResult | null> {
  const Razorpay = await loadRazorpay();
  return new Promise<PaymentResult | null>((resolve, reject) => {
    const rzp = new Razorpay({
      key: order.key_id,
      amount: order.amount,
      currency: order.currency,
      order_id: order.id,
      name: 'Ideaproof',
      description: order.description,
      prefill: order.prefill,
      handler: (response: PaymentResult) => resolve(response),
      modal: { ondismiss: () => resolve(null) },
    });
    rzp.on('payment.failed', (response) => reject(new Error(response.error?.description ?? 'Payment failed')));
    rzp.open();
  });
}
