// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrderDashboardPage from '../../../../src/web/app/routes/OrderDashboardPage';
import { mockApi, order, renderAt } from '../../orders/harness';

// The analytics and campaigns areas have their own tests; here they are placeholders.
vi.mock('../../../../src/web/analytics', () => ({ OrderAnalytics: () => <section>analytics section</section> }));
// (The page imports the campaigns area's two files itself: the table is a lazy chunk of its own.)
vi.mock('../../../../src/web/campaigns/AdCampaignsTable', () => ({
  AdCampaignsTable: () => <section>campaigns section</section>,
}));
vi.mock('../../../../src/web/campaigns/CreateCampaignDropdown', () => ({
  CreateCampaignDropdown: ({ onOpen }: { onOpen?: () => void }) => (
    <button type="button" onClick={onOpen}>
      Create Ad Campaign
    </button>
  ),
}));
vi.mock('../../../../src/web/page-editor', () => ({ PageEditorCard: () => <section>page editor section</section> }));
vi.mock('../../../../src/web/experiments', () => ({ ExperimentsCard: () => <section>experiments section</section> }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = 'abcdefgh12345678';
const full = (status: string) => ({
  ...order({ status }),
  paid_at: status === 'Payment Required' ? null : '2026-01-10T10:05:00.000Z',
  paid_with: status === 'Payment Required' ? null : 'sandbox',
  landing_page: null,
  landing_url: `/p/${ID}`,
});
const paymentOrder = {
  id: 'order_sbxabc',
  amount: 9900,
  currency: 'USD',
  gateway: 'sandbox',
  key_id: null,
  prefill: { name: 'A', email: 'a@example.com', contact: '' },
  description: 'Landing page for "Meal kits for busy parents"',
};
const paid = {
  razorpay_order_id: 'order_sbxabc',
  razorpay_payment_id: 'pay_sbx1',
  razorpay_signature: 'ab'.repeat(32),
};

function renderDashboard(id = ID, section = '') {
  return renderAt(`/dashboard/overview/${id}${section}`, [
    { path: '/dashboard/overview/:orderId', element: <OrderDashboardPage /> },
    { path: '/dashboard/overview/:orderId/:section', element: <OrderDashboardPage /> },
    { path: '/404', element: <p>not found page</p> },
  ]);
}

describe('the order dashboard header', () => {
  it('Payment Required: the placeholder and "Complete Payment"; pays in the sandbox and refetches', async () => {
    let status = 'Payment Required';
    const calls = mockApi(({ method, url }) => {
      if (url === `/api/order/${ID}`) return { body: full(status) };
      if (method === 'POST' && url === '/create-razorpay-order') return { body: paymentOrder };
      if (method === 'POST' && url === '/api/payments/sandbox/complete') return { body: paid };
      if (method === 'POST' && url === '/verify-razorpay-payment') {
        status = 'Under Processing';
        return { body: { status: 'success', pfa_order_id: ID, order_status: 'Under Processing' } };
      }
      return undefined;
    });
    renderDashboard();
    expect(await screen.findByText('Payment is required to create a landing page')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Complete Payment' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sandbox')).toBeInTheDocument();
    expect(within(dialog).getByTestId('sandbox-amount')).toHaveTextContent('$99 USD');
    expect(within(dialog).getByText('USD')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));

    expect(await screen.findByText('Payment verified: success')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Landing Page is being generated...' })).toBeDisabled();
    expect(screen.getByText('Your landing page is being generated')).toBeInTheDocument();
    const create = calls.find((c) => c.url === '/create-razorpay-order')!;
    expect(create.body).toEqual({ amount: 0, use: 'landing_page', pfa_order_id: ID });
    const verify = calls.find((c) => c.url === '/verify-razorpay-payment')!;
    expect(verify.body).toMatchObject({ ...paid, pfa_order_id: ID, use: 'landing_page' });
  });

  it('Under Processing: polls until Active, then "View Landing Page" opens /p/{id} in a new tab', async () => {
    let gets = 0;
    mockApi(({ url }) => {
      if (url !== `/api/order/${ID}`) return undefined;
      gets++;
      return { body: full(gets < 2 ? 'Under Processing' : 'Active') };
    });
    renderDashboard();
    expect(await screen.findByRole('button', { name: 'Landing Page is being generated...' })).toBeDisabled();
    // One progress display: the steps, the current one marked, and no contradictory refresh advice.
    const steps = within(screen.getByRole('list', { name: 'Your landing page is being generated' })).getAllByRole(
      'listitem',
    );
    // (The marks ✓ and 3 are hidden from screen readers; the words say it.)
    expect(steps.map((s) => s.textContent?.replace(/^[✓0-9]/, ''))).toEqual([
      'Payment received (done)',
      'Writing your page from your answers and drawing its images (in progress)',
      'Publishing it at its own web address (next)',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText(/This page updates by itself/)).toHaveAttribute('role', 'status');
    expect(document.body.textContent).not.toMatch(/refresh/i);
    const view = await screen.findByRole('link', { name: /View Landing Page/ }, { timeout: 6_000 });
    expect(view).toHaveAttribute('href', `/p/${ID}#owner`);
    expect(view).toHaveAttribute('target', '_blank');
    // A live page opens on its results; the campaigns are one section away.
    expect(screen.getByText('analytics section')).toBeInTheDocument();
    expect(screen.queryByText('campaigns section')).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Ad campaigns' }));
    expect(await screen.findByText('campaigns section')).toBeInTheDocument();
    // docs/architecture.md#outside-services: a sandbox is never silent.
    expect(screen.getByText('Sandbox')).toBeInTheDocument();
  });

  it('Completed: the link and the live sections too', async () => {
    mockApi(({ url }) => (url === `/api/order/${ID}` ? { body: full('Completed') } : undefined));
    renderDashboard();
    expect(await screen.findByRole('link', { name: /View Landing Page/ })).toHaveAttribute('href', `/p/${ID}#owner`);
    expect(screen.getByText('analytics section')).toBeInTheDocument();
  });

  it('a missing order (or someone else’s): "No order data found for ID: {id}"', async () => {
    mockApi(() => ({ status: 404, body: { detail: 'No order data found for ID: nope' } }));
    renderDashboard('nope');
    expect(await screen.findByText('No order data found for ID: nope')).toBeInTheDocument();
  });

  it('a load failure: "Error loading data: {error}"', async () => {
    mockApi(() => ({ status: 500, body: { detail: 'Internal server error' } }));
    renderDashboard();
    expect(
      (await screen.findAllByText('Error loading data: Internal server error', {}, { timeout: 5_000 })).length,
    ).toBeGreaterThan(0);
  });
});

describe('the sections of a live page', () => {
  const live = () => mockApi(({ url }) => (url === `/api/order/${ID}` ? { body: full('Active') } : undefined));
  const nav = () => screen.getByRole('navigation', { name: 'Order dashboard sections' });

  it('opens on the results; each section has its own address, marked as current', async () => {
    live();
    renderDashboard();
    expect(await screen.findByText('analytics section')).toBeInTheDocument();
    const links = within(nav()).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Results', `/dashboard/overview/${ID}`],
      ['Landing page', `/dashboard/overview/${ID}/page`],
      ['Experiments', `/dashboard/overview/${ID}/experiments`],
      ['Ad campaigns', `/dashboard/overview/${ID}/campaigns`],
      ['Payments', `/dashboard/overview/${ID}/payments`],
    ]);
    expect(within(nav()).getByRole('link', { name: 'Results' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'Landing page' })).not.toHaveAttribute('aria-current');
    for (const text of ['page editor section', 'experiments section', 'campaigns section']) {
      expect(screen.queryByText(text)).toBeNull();
    }
    // The payments of a live page are a section too.
    expect(screen.queryByRole('heading', { name: 'Payments' })).toBeNull();
  });

  it.each([
    ['/page', 'page editor section', 'Landing page'],
    ['/experiments', 'experiments section', 'Experiments'],
    ['/campaigns', 'campaigns section', 'Ad campaigns'],
  ])('a deep link to %s opens that section alone', async (path, text, label) => {
    live();
    renderDashboard(ID, path);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('analytics section')).toBeNull();
    expect(within(nav()).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe(`${label} · Meal kits for busy parents · Ideaproof`);
  });

  it('an unknown section goes to the not-found page', async () => {
    live();
    renderDashboard(ID, '/nonsense');
    expect(await screen.findByText('not found page')).toBeInTheDocument();
  });

  it('"Create Ad Campaign" shows the campaigns section under its dialog', async () => {
    live();
    renderDashboard();
    await screen.findByText('analytics section');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create Ad Campaign' }));
    expect(await screen.findByText('campaigns section')).toBeInTheDocument();
  });

  it('before the page is live there is no section navigation: set-up comes first, a section link shows it', async () => {
    mockApi(({ url }) => (url === `/api/order/${ID}` ? { body: full('Payment Required') } : undefined));
    renderDashboard(ID, '/campaigns');
    expect(await screen.findByText('Payment is required to create a landing page')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Order dashboard sections' })).toBeNull();
    expect(screen.queryByText('campaigns section')).toBeNull();
  });
});

describe('payment failures', () => {
  const base = (extra: (c: { method: string; url: string }) => { status?: number; body?: unknown } | undefined) =>
    mockApi((c) => (c.url === `/api/order/${ID}` ? { body: full('Payment Required') } : extra(c)));

  async function startPaying() {
    renderDashboard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Complete Payment' }));
    return user;
  }

  it('verification refused: "Payment verification failed: {detail}"', async () => {
    base(({ url }) =>
      url === '/create-razorpay-order'
        ? { body: paymentOrder }
        : url === '/api/payments/sandbox/complete'
          ? { body: paid }
          : url === '/verify-razorpay-payment'
            ? { status: 400, body: { detail: 'Invalid payment signature' } }
            : undefined,
    );
    const user = await startPaying();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText('Payment verification failed: Invalid payment signature')).toBeInTheDocument();
  });

  it('the sandbox Fail button: "Error in Razorpay payment flow: {message}", nothing verified', async () => {
    const calls = base(({ url }) =>
      url === '/create-razorpay-order'
        ? { body: paymentOrder }
        : url === '/api/payments/sandbox/complete'
          ? { status: 402, body: { detail: 'The sandbox declined the payment (you chose Fail). No money moved.' } }
          : undefined,
    );
    const user = await startPaying();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fail' }));
    expect(
      await screen.findByText(
        'Error in Razorpay payment flow: The sandbox declined the payment (you chose Fail). No money moved.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/verify-razorpay-payment')).toBe(false);
  });

  it('creating the payment order fails: "Error in Razorpay payment flow: {message}"', async () => {
    base(({ url }) =>
      url === '/create-razorpay-order'
        ? { status: 409, body: { detail: 'This order has already been paid' } }
        : undefined,
    );
    await startPaying();
    expect(
      await screen.findByText('Error in Razorpay payment flow: This order has already been paid'),
    ).toBeInTheDocument();
  });

  it('closing the checkout changes nothing', async () => {
    const calls = base(({ url }) => (url === '/create-razorpay-order' ? { body: paymentOrder } : undefined));
    const user = await startPaying();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.url.includes('sandbox') || c.url.includes('verify'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Complete Payment' })).toBeEnabled();
  });
});
