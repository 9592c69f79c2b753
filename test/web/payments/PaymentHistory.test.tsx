// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { PaymentHistory } from '../../../src/web/payments/PaymentHistory';
import { mockApi, renderAt } from '../orders/harness';

const ID = 'abcdefgh12345678';
const URL = `/api/order/${ID}/payments`;

const show = () => renderAt(`/o/${ID}`, [{ path: '/o/:id', element: <PaymentHistory orderId={ID} /> }]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the payment history card', () => {
  it('says so when there are no payments', async () => {
    mockApi(({ url }) => (url === URL ? { body: { payments: [] } } : undefined));
    show();
    expect(await screen.findByText('No payments yet.')).toBeTruthy();
  });

  it('lists each payment with its status, gateway badge and refund reason', async () => {
    mockApi(({ url }) =>
      url === URL
        ? {
            body: {
              payments: [
                {
                  id: 'pay_sbx2',
                  use: 'landing_page',
                  description: 'Landing page',
                  amount_minor: 9900,
                  currency: 'USD',
                  status: 'refunded',
                  gateway: 'sandbox',
                  created_at: '2026-01-10T10:05:00.000Z',
                  refund_reason: 'A second payment: this order was already paid.',
                  refunded_amount_minor: 9900,
                  refunded_at: '2026-01-10T10:05:01.000Z',
                },
                {
                  id: 'pay_rzp1',
                  use: 'ad_campaign',
                  description: 'Ad campaign Spring',
                  amount_minor: 500000,
                  currency: 'INR',
                  status: 'paid',
                  gateway: 'razorpay',
                  created_at: '2026-01-10T10:00:00.000Z',
                  refund_reason: null,
                  refunded_amount_minor: null,
                  refunded_at: null,
                },
              ],
            },
          }
        : undefined,
    );
    show();
    const items = await screen.findAllByTestId('payment-history-item');
    expect(items).toHaveLength(2);
    const refunded = within(items[0]!);
    expect(refunded.getByText('Refunded')).toBeTruthy();
    expect(refunded.getByText('Sandbox')).toBeTruthy();
    expect(refunded.getByText(/A second payment: this order was already paid\./).textContent).toContain(
      'Refunded $99 USD on',
    );
    expect(refunded.getByText(/refunds take 9-15 days/)).toBeTruthy();
    const paid = within(items[1]!);
    expect(paid.getByText('Paid')).toBeTruthy();
    expect(paid.getByText('Razorpay')).toBeTruthy();
    expect(paid.queryByText('Sandbox')).toBeNull();
    expect(paid.getByText('Ad campaign Spring')).toBeTruthy();
  });

  it('shows the error with a way to try again', async () => {
    mockApi(() => ({ status: 500, body: { detail: 'Internal server error' } }));
    show();
    expect(
      await screen.findByText(/Could not load the payments: Internal server error/, {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
