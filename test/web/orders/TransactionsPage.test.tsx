// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import TransactionsPage from '../../../src/web/orders/TransactionsPage';
import { mockApi, order, renderAt } from './harness';
import { ORDER_MESSAGES } from '../../../src/shared/messages';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const page = (orders: unknown[], total = orders.length, p = 1) => ({ orders, total, page: p, page_size: 20 });

function renderPage() {
  return renderAt('/transactions', [
    { path: '/transactions', element: <TransactionsPage /> },
    { path: '/dashboard/overview/:orderId', element: <p>dashboard of the order</p> },
  ]);
}

/** A price no constant in the web app holds: what the form shows must come from the server. */
const PRICE = { amount_minor: 12345, currency: 'INR', validation_days: 7 };
const paymentOrder = {
  id: 'order_sbxabc',
  amount: 12345,
  currency: 'INR',
  gateway: 'sandbox',
  key_id: null,
  prefill: { name: 'A', email: 'a@example.com', contact: '' },
  description: 'Landing page for "Meal kits"',
};
const paid = {
  razorpay_order_id: 'order_sbxabc',
  razorpay_payment_id: 'pay_sbx1',
  razorpay_signature: 'ab'.repeat(32),
};

/** The list, the price, placing and the sandbox checkout. */
function checkoutApi(list: unknown[] = []) {
  return mockApi(({ method, url }) => {
    if (url === '/api/orders/price') return { body: PRICE };
    if (method === 'POST' && url === '/place-order') return { status: 201, body: { order_id: 'newnewnewnewnewn' } };
    if (method === 'POST' && url === '/create-razorpay-order') return { body: paymentOrder };
    if (method === 'POST' && url === '/api/payments/sandbox/complete') return { body: paid };
    if (method === 'POST' && url === '/verify-razorpay-payment')
      return { body: { status: 'success', pfa_order_id: 'newnewnewnewnewn', order_status: 'Under Processing' } };
    if (url.startsWith('/orders?')) return { body: page(list) };
    return undefined;
  });
}

/** The solution and the unique feature: the form asks for a few words of each before it takes payment. */
async function fillSolutionAndFeature(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('What is your business solution?'), 'Weekly boxes, cooked in 20 minutes');
  await user.type(screen.getByLabelText('What is your unique feature?'), 'Recipes by a nutritionist');
}

describe('Your business ideas', () => {
  it('shows each live idea’s visitors, leads and verdict, sorted by the server (issue 34)', async () => {
    const demand = (visitors: number, leads: number) => ({
      visits: visitors,
      visitors,
      leads,
      spend_minor: null,
      paid_leads: 0,
      spend_source: null,
      currency: 'INR',
      left_out: { ruled_out: 0, suspected_spam: 0, reasons: {} },
      window: {
        start: '2026-01-01T00:00:00.000Z',
        end: '2026-01-10T00:00:00.000Z',
        previous_start: '2025-12-23T00:00:00.000Z',
        compared_start: null,
        previous_partial: false,
        timezone: 'UTC',
      },
    });
    const numbers: Record<string, ReturnType<typeof demand>> = {
      zzzzzzzzzzzzzzzz: demand(40, 1),
      xxxxxxxxxxxxxxxx: demand(200, 30),
    };
    const calls = mockApi(({ url, body }) =>
      url.startsWith('/orders?')
        ? {
            body: page(
              [
                order(),
                order({ id: 'zzzzzzzzzzzzzzzz', title: 'Yoga at home', status: 'Active' }),
                order({ id: 'xxxxxxxxxxxxxxxx', title: 'Solar kits', status: 'Completed' }),
              ],
              3,
            ),
          }
        : url === '/api/tracking/demand'
          ? { body: numbers[(body as { order_id: string }).order_id] }
          : undefined,
    );
    renderPage();
    const table = await screen.findByRole('table');
    await waitFor(() =>
      expect(
        within(table)
          .getAllByTestId('idea-verdict')
          .map((c) => c.textContent),
      ).toEqual(['—', 'Too early to tell', 'Strong demand']),
    );
    expect(
      within(table)
        .getAllByTestId('idea-leads')
        .map((c) => c.textContent),
    ).toEqual(['—', '1', '30']);
    // Only the live ideas are asked for their numbers.
    expect(
      calls
        .filter((c) => c.url === '/api/tracking/demand')
        .map((c) => (c.body as { order_id: string }).order_id)
        .sort(),
    ).toEqual(['xxxxxxxxxxxxxxxx', 'zzzzzzzzzzzzzzzz']);
    // The numbers sort on the server, across every page of the list: largest first on a first click.
    await userEvent.click(within(table).getByRole('button', { name: 'Sort by Leads descending' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith('/orders?')).at(-1)?.url).toMatch(/[?&]sort=leads&dir=desc\b/),
    );
  });

  it('shows the orders with badges, costs, actions and the footer', async () => {
    mockApi(({ url }) =>
      url.startsWith('/orders?')
        ? {
            body: page(
              [
                order(),
                order({ id: 'zzzzzzzzzzzzzzzz', title: 'Yoga at home', status: 'Active' }),
                order({ id: 'yyyyyyyyyyyyyyyy', title: 'Dog walkers', status: 'Under Processing' }),
                order({ id: 'xxxxxxxxxxxxxxxx', title: 'Solar kits', status: 'Completed' }),
              ],
              42,
            ),
          }
        : undefined,
    );
    renderPage();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim()),
    ).toEqual([
      'ID',
      'Business Title',
      'Issue Date',
      'Due Date',
      'Cost',
      'Status',
      'Action',
      'Visitors',
      'Leads',
      'Verdict',
    ]);
    expect(rows).toHaveLength(5);
    expect(within(rows[1]!).getByText('$99 USD')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Payment Required')).toHaveClass('bg-danger');
    expect(within(rows[2]!).getByText('Active')).toHaveClass('bg-success');
    expect(within(rows[3]!).getByText('Under Processing')).toHaveClass('bg-warning');
    expect(within(rows[4]!).getByText('Completed')).toHaveClass('bg-primary');
    // Edit while Payment Required; locked (and saying so) once paid.
    expect(within(rows[1]!).getByRole('button', { name: /^Edit/ })).toBeEnabled();
    expect(within(rows[2]!).getByRole('button', { name: /Locked/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(rows[1]!).getByRole('link', { name: /View details/i })).toHaveAttribute(
      'href',
      '/dashboard/overview/abcdefgh12345678',
    );
    expect(screen.getByText('Showing 4 of 42 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by title or status')).toBeInTheDocument();
  });

  it('sorts, searches and pages in the server', async () => {
    const calls = mockApi(({ url }) => (url.startsWith('/orders?') ? { body: page([order()], 45) } : undefined));
    renderPage();
    await screen.findByRole('table');
    const first = new URL(calls[0]!.url, 'http://x');
    expect(Object.fromEntries(first.searchParams)).toEqual({
      search: '',
      sort: 'created_at',
      dir: 'desc',
      page: '1',
      page_size: '20',
    });
    const user = userEvent.setup();
    const titleHeader = screen.getByRole('columnheader', { name: /Business Title/ });
    expect(titleHeader).toHaveAttribute('aria-sort', 'none');
    await user.click(within(titleHeader).getByRole('button'));
    await waitFor(() => expect(calls.at(-1)!.url).toContain('sort=title&dir=asc'));
    expect(screen.getByRole('columnheader', { name: /Business Title/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(calls.at(-1)!.url).toContain('page=2'));

    await user.type(screen.getByPlaceholderText('Search by title or status'), 'yoga');
    await waitFor(() => expect(calls.at(-1)!.url).toContain('search=yoga'));
    expect(calls.at(-1)!.url).toContain('page=1');
  });

  it('shows the empty text with its next step, which opens the idea form', async () => {
    checkoutApi([]);
    renderPage();
    expect(await screen.findByText('No orders found. Create a new business idea to get started!')).toBeInTheDocument();
    expect(screen.getByText(/Answer four questions about your idea/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create a business idea' }));
    expect(
      await screen.findByRole('dialog', { name: 'Tell us your business idea and we will make it live' }),
    ).toBeVisible();
  });

  it('says when a search found nothing, and clears it', async () => {
    const calls = mockApi(({ url }) => (url.startsWith('/orders?') ? { body: page([]) } : undefined));
    renderAt('/transactions?search=zebra', [{ path: '/transactions', element: <TransactionsPage /> }]);
    expect(await screen.findByText('No idea’s title or status matches “zebra”.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create a business idea' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear the search' }));
    const lists = () => calls.filter((c) => c.url.startsWith('/orders?'));
    expect(lists()[0]!.url).toContain('search=zebra');
    await waitFor(() => expect(lists().at(-1)!.url).toContain('search=&'));
    expect(screen.getByPlaceholderText('Search by title or status')).toHaveValue('');
    expect(await screen.findByRole('button', { name: 'Create a business idea' })).toBeInTheDocument();
  });

  it('says so when the orders cannot be loaded', async () => {
    mockApi(() => ({ status: 500, body: { detail: 'Internal server error' } }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load orders. Please try again.');
  });

  it('the idea form states the price the server charges and what it buys', async () => {
    checkoutApi();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /New/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('order-price')).toHaveTextContent('₹123.45, one payment');
    expect(within(dialog).getByText(/live for 7 days/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay later' })).toBeInTheDocument();
  });

  it('"Place order" goes straight into the payment, then to the order (no amount sent: the server prices it)', async () => {
    const calls = checkoutApi();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /New/ }));
    await user.type(await screen.findByLabelText('What is your business idea?'), 'Meal kits');
    await fillSolutionAndFeature(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const checkout = await screen.findByRole('dialog', { name: /Checkout/ });
    expect(within(checkout).getByTestId('sandbox-amount')).toHaveTextContent('₹123.45');
    // docs/product.md#messages: the spec's toast, as the checkout opens.
    expect(screen.getByText(ORDER_MESSAGES.placed)).toBeInTheDocument();
    await user.click(within(checkout).getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText('dashboard of the order')).toBeInTheDocument();
    const post = calls.find((c) => c.url === '/place-order')!;
    expect(post.body).toEqual({ business_idea: expect.any(Array) });
    expect(post.body).toMatchObject({ business_idea: [{ answer: 'Meal kits' }, {}, {}, {}] });
    expect(calls.find((c) => c.url === '/create-razorpay-order')!.body).toMatchObject({
      use: 'landing_page',
      pfa_order_id: 'newnewnewnewnewn',
    });
    expect(calls.find((c) => c.url === '/verify-razorpay-payment')!.body).toMatchObject({
      pfa_order_id: 'newnewnewnewnewn',
    });
  });

  it('once a payment is verified the list says so at once: no stale "Payment Required" on the way back', async () => {
    let status = 'Payment Required';
    mockApi(({ method, url }) => {
      if (method === 'POST' && url === '/create-razorpay-order') return { body: paymentOrder };
      if (method === 'POST' && url === '/api/payments/sandbox/complete') return { body: paid };
      if (method === 'POST' && url === '/verify-razorpay-payment') {
        status = 'Under Processing';
        return { body: { status: 'success', pfa_order_id: 'abcdefgh12345678', order_status: status } };
      }
      if (url.startsWith('/orders?')) return { body: page([order({ status })]) };
      return undefined;
    });
    renderAt('/transactions', [
      { path: '/transactions', element: <TransactionsPage /> },
      { path: '/dashboard/overview/:orderId', element: <Link to="/transactions">back to the list</Link> },
    ]);
    const user = userEvent.setup();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Pay for Meal kits for busy parents' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /Checkout/ })).getByRole('button', { name: /^Pay/ }),
    );
    expect(await screen.findByText('Payment verified: success')).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'back to the list' }));
    const again = await screen.findByRole('table');
    expect(await within(again).findByText('Under Processing')).toBeInTheDocument();
    expect(within(again).queryByText('Payment Required')).toBeNull();
    expect(within(again).queryByRole('button', { name: /^Pay for/ })).toBeNull();
  });

  it('Escape or a click outside keeps the typed idea as a draft that "New" opens again; placing the order clears it', async () => {
    checkoutApi();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /New/ }));
    await user.type(await screen.findByLabelText('What is your business idea?'), 'Meal kits');
    await user.type(screen.getByLabelText('What is your business solution?'), 'Weekly boxes, cooked in 20 minutes');
    await user.type(screen.getByLabelText('What is your unique feature?'), 'Recipes by a nutritionist');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Your idea is kept as a draft: “New” opens it again.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /New/ }));
    expect(await screen.findByLabelText('What is your business idea?')).toHaveValue('Meal kits');
    expect(screen.getByLabelText('What is your business solution?')).toHaveValue('Weekly boxes, cooked in 20 minutes');
    expect(screen.getByText('Your draft is back, as you left it.')).toBeInTheDocument();
    // A click outside (the backdrop) keeps it too.
    await user.click(document.querySelector('.modal')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: /New/ }));
    expect(await screen.findByLabelText('What is your business idea?')).toHaveValue('Meal kits');

    // Placed: the next "New" is empty.
    await user.click(screen.getByRole('button', { name: 'Pay later' }));
    expect(await screen.findByText(ORDER_MESSAGES.placed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /New/ }));
    expect(await screen.findByLabelText('What is your business idea?')).toHaveValue('');
    expect(screen.queryByText('Your draft is back, as you left it.')).toBeNull();
  });

  it('"Start over" empties a kept draft', async () => {
    checkoutApi();
    sessionStorage.setItem('ideaproof.ideaDraft', JSON.stringify({ a0: 'Old idea', a1: '', a2: '', a3: '' }));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /New/ }));
    expect(await screen.findByLabelText('What is your business idea?')).toHaveValue('Old idea');
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByLabelText('What is your business idea?')).toHaveValue('');
    expect(sessionStorage.getItem('ideaproof.ideaDraft')).toBeNull();
  });

  it('"Pay later" places the order without opening the checkout, says "Order placed successfully!" and where to pay', async () => {
    const calls = checkoutApi();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /New/ }));
    await user.type(await screen.findByLabelText('What is your business idea?'), 'Meal kits');
    await fillSolutionAndFeature(user);
    await user.click(screen.getByRole('button', { name: 'Pay later' }));
    expect(await screen.findByText(ORDER_MESSAGES.placed)).toBeInTheDocument();
    expect(screen.getByText(ORDER_MESSAGES.unpaid)).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/place-order')).toBe(true);
    expect(calls.some((c) => c.url === '/create-razorpay-order')).toBe(false);
  });

  it('an unpaid row has "Pay" (the same checkout); a paid row has none; closing the checkout leaves it unpaid', async () => {
    const calls = checkoutApi([order(), order({ id: 'zzzzzzzzzzzzzzzz', title: 'Yoga at home', status: 'Active' })]);
    renderPage();
    const user = userEvent.setup();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[2]!).queryByRole('button', { name: /^Pay for/ })).toBeNull();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Pay for Meal kits for busy parents' }));
    const checkout = await screen.findByRole('dialog', { name: /Checkout/ });
    expect(calls.find((c) => c.url === '/create-razorpay-order')!.body).toMatchObject({
      use: 'landing_page',
      pfa_order_id: 'abcdefgh12345678',
    });
    await user.click(within(checkout).getByRole('button', { name: 'Close' }));
    expect(
      await screen.findByText('Not paid yet. Your order waits in the list: use Pay when you are ready.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/verify-razorpay-payment')).toBe(false);
  });

  it('shows the failure toast when placing fails', async () => {
    mockApi(({ method, url }) =>
      method === 'POST'
        ? { status: 500, body: { detail: 'boom' } }
        : url.startsWith('/orders?')
          ? { body: page([]) }
          : undefined,
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /New/ }));
    await user.type(await screen.findByLabelText('What is your business idea?'), 'Meal kits');
    await fillSolutionAndFeature(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Failed to place your order. Please try again.')).toBeInTheDocument();
  });

  it('removes an order after the confirmation', async () => {
    const calls = mockApi(({ method, url }) =>
      method === 'DELETE'
        ? { body: { order_id: 'abcdefgh12345678', deleted: true } }
        : url.startsWith('/orders?')
          ? { body: page([order()]) }
          : undefined,
    );
    renderPage();
    const user = userEvent.setup();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: /^Remove/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this order?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Order deleted successfully!')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/orders/abcdefgh12345678')).toBe(true);
  });

  it('shows the failure toast when removing fails', async () => {
    mockApi(({ method, url }) =>
      method === 'DELETE'
        ? { status: 500, body: { detail: 'x' } }
        : url.startsWith('/orders?')
          ? { body: page([order()]) }
          : undefined,
    );
    renderPage();
    const user = userEvent.setup();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: /^Remove/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to delete order. Please try again.')).toBeInTheDocument();
  });

  it('edits an unpaid idea: the modal is prefilled, PUT /api/order/{id}, then a toast', async () => {
    const calls = mockApi(({ method, url }) =>
      method === 'PUT'
        ? {
            body: {
              ...order({ title: 'Better idea' }),
              paid_at: null,
              paid_with: null,
              landing_page: null,
              landing_url: '/p/x',
            },
          }
        : url.startsWith('/orders?')
          ? { body: page([order()]) }
          : undefined,
    );
    renderPage();
    const user = userEvent.setup();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your business idea' });
    const first = within(dialog).getByLabelText('What is your business idea?');
    expect(first).toHaveValue('Meal kits for busy parents');
    await user.clear(first);
    await user.type(first, 'Better idea');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your idea was updated.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/order/abcdefgh12345678');
    expect(put.body).toMatchObject({
      business_idea: [{ answer: 'Better idea' }, { answer: 'Weekly boxes, delivered Sundays' }, {}, {}],
    });
  });
});

describe('deleting a paid order', () => {
  const live = order({ id: 'livelivelivelive', title: 'Yoga at home', status: 'Active' });
  const removal = (patch: Record<string, unknown> = {}) => ({
    order_id: 'livelivelivelive',
    title: 'Yoga at home',
    status: 'Active',
    paid: true,
    page_live: true,
    leads: 4,
    campaigns_to_stop: [{ name: 'Diwali push', status: 'Active', ends_at: '2026-02-01T10:00:00.000Z' }],
    blocked: null,
    ...patch,
  });

  it('says what happens (page offline, leads, campaign stopped) and deletes only once the title is typed', async () => {
    const calls = mockApi(({ method, url }) => {
      if (url === '/api/order/livelivelivelive/removal') return { body: removal() };
      if (method === 'DELETE') return { body: { order_id: 'livelivelivelive', deleted: true } };
      if (url.startsWith('/orders?')) return { body: page([live]) };
      return undefined;
    });
    renderPage();
    const user = userEvent.setup();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Remove Yoga at home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete a paid order' });
    const list = await within(dialog).findByTestId('delete-consequences');
    expect(list).toHaveTextContent('Your landing page goes offline at once');
    expect(list).toHaveTextContent('Its 4 leads are kept on our servers, but you will no longer see them here');
    expect(list).toHaveTextContent('The ad campaign “Diwali push”, running until');
    expect(list).toHaveTextContent('is stopped now through the ads provider');
    const confirm = within(dialog).getByRole('button', { name: 'Delete order' });
    expect(confirm).toBeDisabled();
    const input = within(dialog).getByLabelText(/type the idea’s title/);
    await user.type(input, 'Yoga at hom');
    expect(confirm).toBeDisabled();
    await user.type(input, 'e');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText('Order deleted successfully!')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/orders/livelivelivelive')).toBe(true);
  });

  it('shows why it cannot be deleted now and offers no way to confirm', async () => {
    const calls = mockApi(({ url }) => {
      if (url === '/api/order/livelivelivelive/removal')
        return { body: removal({ blocked: 'The ad campaign “Launch” is being launched right now.', leads: 0 }) };
      if (url.startsWith('/orders?')) return { body: page([live]) };
      return undefined;
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Remove Yoga at home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete a paid order' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('is being launched right now');
    expect(within(dialog).getByTestId('delete-consequences')).toHaveTextContent('It has no leads yet.');
    expect(within(dialog).queryByLabelText(/type the idea’s title/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Delete order' })).toBeDisabled();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('a refusal from the server is shown with its reason', async () => {
    mockApi(({ method, url }) => {
      if (url === '/api/order/livelivelivelive/removal') return { body: removal({ campaigns_to_stop: [] }) };
      if (method === 'DELETE')
        return { status: 502, body: { detail: 'The ad campaign “X” could not be stopped with the ads provider.' } };
      if (url.startsWith('/orders?')) return { body: page([live]) };
      return undefined;
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Remove Yoga at home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete a paid order' });
    await user.type(await within(dialog).findByLabelText(/type the idea’s title/), 'Yoga at home');
    await user.click(within(dialog).getByRole('button', { name: 'Delete order' }));
    expect(
      await screen.findByText('The ad campaign “X” could not be stopped with the ads provider.'),
    ).toBeInTheDocument();
  });
});
