import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from './api';
import { paymentHistoryKey } from './queryKeys';
import {
  paymentHistorySchema,
  paymentOrderResponseSchema,
  paymentResultSchema,
  verifyPaymentResponseSchema,
  type CreatePaymentOrderBody,
  type PaymentResult,
  type SandboxOutcome,
  type VerifyPaymentBody,
} from '../../shared/contracts/payments';

export const createPaymentOrder = (body: CreatePaymentOrderBody) =>
  api('/create-razorpay-order', { method: 'POST', body, schema: paymentOrderResponseSchema });

export const completeSandboxPayment = (razorpay_order_id: string, outcome: SandboxOutcome) =>
  api('/api/payments/sandbox/complete', {
    method: 'POST',
    body: { razorpay_order_id, outcome },
    schema: paymentResultSchema,
  });

export const verifyPayment = (body: VerifyPaymentBody & PaymentResult) =>
  api('/verify-razorpay-payment', { method: 'POST', body, schema: verifyPaymentResponseSchema });

/** The payments of an order and of its ad campaigns, newest first. */
export function usePaymentHistory(orderId: string) {
  return useQuery({
    queryKey: paymentHistoryKey(orderId),
    queryFn: ({ signal }) =>
      api(`/api/order/${encodeURIComponent(orderId)}/payments`, { schema: paymentHistorySchema, signal }),
    retry: (count, err) => !isApiError(err, 404) && count < 1,
  });
}
