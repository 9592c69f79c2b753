import type { AppContext } from '../context';
import { resolveAuthSecret } from '../services';
import type { PaymentGateway } from './gateway';
import { RazorpayGateway } from './razorpay';
import { SandboxGateway } from './sandbox';

const gateways = new WeakMap<AppContext, PaymentGateway>();

/** The configured gateway: Razorpay when its keys are set, otherwise the sandbox (DESIGN §4). */
export function paymentGateway(ctx: AppContext): PaymentGateway {
  let gateway = gateways.get(ctx);
  if (!gateway) {
    const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET } = ctx.config;
    gateway =
      RAZORPAY_KEY_ID && RAZORPAY_KEY_SECRET
        ? new RazorpayGateway(RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET)
        : new SandboxGateway(ctx.db, resolveAuthSecret(ctx.config));
    gateways.set(ctx, gateway);
  }
  return gateway;
}

/** Replace the gateway of a context (tests: a Razorpay adapter pointed at a loopback server). */
export function usePaymentGateway(ctx: AppContext, gateway: PaymentGateway): void {
  gateways.set(ctx, gateway);
}
