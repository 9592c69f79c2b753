import { api } from '../api/client';
import {
  paymentOrderResponseSchema,
  paymentResultSchema,
  verifyPaymentResponseSchema,
  type CreatePaymentOrderBody,
  type PaymentResult,
  type VerifyPaymentBody,
} from '../../shared/contracts/payments';

export const createPaymentOrder = (body: CreatePaymentOrderBody) =>
  api('/create-razorpay-order', { method: 'POST', body, schema: paymentOrderResponseSchema });

export const completeSandboxPayment = (razorpay_order_id: string, outcome: 'success' | 'failure') =>
  api('/api/payments/sandbox/complete', {
    method: 'POST',
    body: { razorpay_order_id, outcome },
    schema: paymentResultSchema,
  });

export const verifyPayment = (body: VerifyPaymentBody & PaymentResult) =>
  api('/verify-razorpay-payment', { method: 'POST', body, schema: verifyPaymentResponseSchema });
