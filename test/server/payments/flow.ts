// Shared steps of the payment tests: place an order, create its payment order, pay in the sandbox.
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from '../../helpers/users';
import { IDEA_QUESTIONS } from '../../../src/shared/orders/questions';

export const ANSWERS = [
  'Meal kits for busy parents',
  'We deliver pre-portioned ingredients and 15-minute recipes every week.',
  'Recipes are tailored by an AI nutritionist to your kids’ tastes.',
  'Would you pay $10 per meal? What is your biggest dinner struggle?',
];

export async function placeOrder(app: FastifyInstance, user: TestUser, answers = ANSWERS): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/place-order',
    headers: user.headers,
    payload: { business_idea: IDEA_QUESTIONS.map((question, i) => ({ question, answer: answers[i] ?? '' })), amount: 99 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { order_id: string }).order_id;
}

export async function createPaymentOrder(app: FastifyInstance, user: TestUser, orderId: string, amount = 0) {
  const res = await app.inject({
    method: 'POST',
    url: '/create-razorpay-order',
    headers: user.headers,
    payload: { amount, use: 'landing_page', pfa_order_id: orderId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; amount: number; currency: string; gateway: string };
}

export interface PaymentResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export async function sandboxPay(app: FastifyInstance, user: TestUser, paymentOrderId: string): Promise<PaymentResult> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/complete',
    headers: user.headers,
    payload: { razorpay_order_id: paymentOrderId, outcome: 'success' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PaymentResult;
}

export function verify(app: FastifyInstance, user: TestUser, result: PaymentResult, orderId: string) {
  return app.inject({
    method: 'POST',
    url: '/verify-razorpay-payment',
    headers: user.headers,
    payload: { ...result, pfa_order_id: orderId, use: 'landing_page' },
  });
}

/** Place, create, pay and verify: the order ends Under Processing (then Active, by the job). */
export async function placeAndPay(app: FastifyInstance, user: TestUser, answers = ANSWERS) {
  const orderId = await placeOrder(app, user, answers);
  const po = await createPaymentOrder(app, user, orderId);
  const result = await sandboxPay(app, user, po.id);
  const res = await verify(app, user, result, orderId);
  expect(res.statusCode, res.body).toBe(200);
  return { orderId, paymentOrderId: po.id, result };
}
