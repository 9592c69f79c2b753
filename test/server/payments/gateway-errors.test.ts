// One mapping from gateway failures to HTTP statuses: the same failure (the gateway cannot be
// reached) answers 502 with the same message when creating a payment order and when verifying.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { signUp, type TestUser } from '../../helpers/users';
import { SandboxGateway } from '../../../src/server/payments/sandbox';
import type { CreateGatewayOrder, GatewayPayment } from '../../../src/server/payments/gateway';
import { GATEWAY_UNAVAILABLE_DETAIL } from '../../../src/server/payments/service';
import { createPaymentOrder, placeOrder, sandboxPay, verify } from './flow';

/** The sandbox gateway, made unreachable on demand (what `fetch` throws when the network is down). */
class FlakySandbox extends SandboxGateway {
  down = false;
  override async createOrder(input: CreateGatewayOrder): Promise<{ id: string }> {
    if (this.down) throw new TypeError('fetch failed');
    return super.createOrder(input);
  }
  override async fetchPayment(paymentId: string): Promise<GatewayPayment | null> {
    if (this.down) throw new TypeError('fetch failed');
    return super.fetchPayment(paymentId);
  }
}

let t: TestApp;
let gateway: FlakySandbox;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp(
    { AUTH_RATE_LIMIT_MAX: '1000' },
    { services: { paymentGateway: ({ db, secret }) => (gateway = new FlakySandbox(db, secret)) } },
  );
  user = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
});

it('answers 502 when the gateway cannot create a payment order', async () => {
  const orderId = await placeOrder(t.app, user);
  gateway.down = true;
  const res = await t.app.inject({
    method: 'POST',
    url: '/create-razorpay-order',
    headers: user.headers,
    payload: { amount: 0, use: 'landing_page', pfa_order_id: orderId },
  });
  gateway.down = false;
  expect([res.statusCode, res.json()]).toEqual([502, { detail: GATEWAY_UNAVAILABLE_DETAIL }]);
});

it('answers the same 502 when the gateway cannot be asked about a payment being verified', async () => {
  const orderId = await placeOrder(t.app, user);
  const po = await createPaymentOrder(t.app, user, orderId);
  const paid = await sandboxPay(t.app, user, po.id);
  gateway.down = true;
  const res = await verify(t.app, user, paid, orderId);
  gateway.down = false;
  expect([res.statusCode, res.json()]).toEqual([502, { detail: GATEWAY_UNAVAILABLE_DETAIL }]);
  // Once the gateway answers again, the same verification goes through.
  const again = await verify(t.app, user, paid, orderId);
  expect(again.statusCode, again.body).toBe(200);
});
