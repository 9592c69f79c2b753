import { useCallback, useRef, useState, type ReactElement } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorDetail } from '../../lib/api';
import { useToast } from '../toast';
import type {
  CreatePaymentOrderBody,
  PaymentOrderResponse,
  PaymentResult,
  SandboxOutcome,
  VerifyPaymentResponse,
} from '../../../shared/contracts/payments';
import { PAYMENT_MESSAGES } from '../../../shared/messages';
import { completeSandboxPayment, createPaymentOrder, verifyPayment } from '../../lib/payments';
import { paymentsKey } from '../../lib/queryKeys';
import { razorpayCheckout } from './razorpayCheckout';
import { SandboxCheckoutDialog } from './SandboxCheckoutDialog';

/** What to pay for (the server prices it; `amount` is the spec's and is ignored). */
type PayTarget = Omit<CreatePaymentOrderBody, 'amount'> & { amount?: number };

export interface Checkout {
  /** Create the payment order, open the checkout, verify. Resolves with the verification, or null. */
  pay(target: PayTarget): Promise<VerifyPaymentResponse | null>;
  /** Render this once (the sandbox checkout dialog). */
  dialog: ReactElement;
  busy: boolean;
}

const messageOf = (err: unknown) => errorDetail(err, err instanceof Error ? err.message : String(err));

/**
 * docs/product.md#api-calls payment flow for every gateway: create a payment order, open the checkout (the sandbox
 * dialog, or Razorpay's checkout.js only when the server says so), then verify. Toasts of docs/product.md#messages.
 */
export function useCheckout(): Checkout {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [sandboxOrder, setSandboxOrder] = useState<PaymentOrderResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const pending = useRef<{ resolve(r: PaymentResult | null): void; reject(e: unknown): void } | null>(null);

  const openSandbox = useCallback(
    (order: PaymentOrderResponse) =>
      new Promise<PaymentResult | null>((resolve, reject) => {
        pending.current = { resolve, reject };
        setSandboxOrder(order);
      }),
    [],
  );

  const onOutcome = useCallback(
    async (outcome: SandboxOutcome) => {
      const order = sandboxOrder;
      const waiting = pending.current;
      if (!order || !waiting) return;
      try {
        const result = await completeSandboxPayment(order.id, outcome);
        waiting.resolve(result);
      } catch (err) {
        waiting.reject(err);
      } finally {
        pending.current = null;
        setSandboxOrder(null);
      }
    },
    [sandboxOrder],
  );

  const onCancel = useCallback(() => {
    pending.current?.resolve(null);
    pending.current = null;
    setSandboxOrder(null);
  }, []);

  const pay = useCallback(
    async (target: PayTarget): Promise<VerifyPaymentResponse | null> => {
      setBusy(true);
      try {
        let result: PaymentResult | null;
        try {
          const order = await createPaymentOrder({ amount: 0, ...target });
          result = order.gateway === 'sandbox' ? await openSandbox(order) : await razorpayCheckout(order);
        } catch (err) {
          toast.error(PAYMENT_MESSAGES.flowError(messageOf(err)));
          return null;
        }
        if (!result) return null;
        try {
          const verified = await verifyPayment({
            ...result,
            pfa_order_id: target.pfa_order_id,
            use: target.use,
            campaign_name: target.campaign_name,
          });
          toast.success(PAYMENT_MESSAGES.verified(verified.status));
          return verified;
        } catch (err) {
          toast.error(PAYMENT_MESSAGES.verifyFailed(messageOf(err)));
          return null;
        } finally {
          // Paid, refunded as a second payment, or a failed capture: the payment history shows it.
          void queryClient.invalidateQueries({ queryKey: paymentsKey });
        }
      } finally {
        setBusy(false);
      }
    },
    [openSandbox, toast, queryClient],
  );

  return {
    pay,
    busy,
    dialog: <SandboxCheckoutDialog order={sandboxOrder} onOutcome={onOutcome} onCancel={onCancel} />,
  };
}
