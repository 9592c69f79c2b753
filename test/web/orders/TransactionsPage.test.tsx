// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TransactionsPage from '../../../src/web/orders/TransactionsPage';
import { mockApi, order, renderAt } from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (orders: unknown[], total = orders.length, p = 1) => ({ orders, total, page: p, page_size: 20 });

function renderPage() {
  return renderAt('/transactions', [{ path: '/transactions', element: <TransactionsPage /> }]);
}

describe('Your business ideas', () => {
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
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim())).toEqual([
      'ID',
      'Business Title',
      'Issue Date',
      'Due Date',
      'Cost',
      'Status',
      'Action',
    ]);
    expect(rows).toHaveLength(5);
    expect(within(rows[1]!).getByText('$99')).toBeInTheDocument();
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

  it('shows the empty text', async () => {
    mockApi(({ url }) => (url.startsWith('/orders?') ? { body: page([]) } : undefined));
    renderPage();
    expect(await screen.findByText('No orders found. Create a new business idea to get started!')).toBeInTheDocument();
  });

  it('says so when the orders cannot be loaded', async () => {
    mockApi(() => ({ status: 500, body: { detail: 'Internal server error' } }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load orders. Please try again.');
  });

  it('places an order: POST /place-order with amount 99, then the toast', async () => {
    const calls = mockApi(({ method, url }) =>
      method === 'POST' && url === '/place-order'
        ? { status: 201, body: { order_id: 'newnewnewnewnewn' } }
        : url.startsWith('/orders?')
          ? { body: page([]) }
          : undefined,
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /New/ }));
    await user.type(await screen.findByLabelText('What is your business idea?'), 'Meal kits');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    const post = calls.find((c) => c.url === '/place-order')!;
    expect(post.body).toMatchObject({ amount: 99, business_idea: [{ answer: 'Meal kits' }, {}, {}, {}] });
  });

  it('shows the failure toast when placing fails', async () => {
    mockApi(({ method, url }) =>
      method === 'POST' ? { status: 500, body: { detail: 'boom' } } : url.startsWith('/orders?') ? { body: page([]) } : undefined,
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /New/ }));
    await user.type(await screen.findByLabelText('What is your business idea?'), 'Meal kits');
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
      method === 'DELETE' ? { status: 500, body: { detail: 'x' } } : url.startsWith('/orders?') ? { body: page([order()]) } : undefined,
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
        ? { body: { ...order({ title: 'Better idea' }), paid_at: null, paid_with: null, landing_page: null, landing_url: '/p/x' } }
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
    expect(put.body).toMatchObject({ business_idea: [{ answer: 'Better idea' }, { answer: 'Weekly boxes' }, {}, {}] });
  });
});
