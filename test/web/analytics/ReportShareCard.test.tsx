// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ReportShareCard, SHARE_TEXT } from '../../../src/web/analytics/ReportShareCard';
import { lead } from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stub() {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const json = (data: unknown, status = 200) =>
    new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/orders/order-1/share' && method === 'POST')
        return json({ url: 'https://ideaproof.test/r/abc' }, 201);
      if (url === '/api/orders/order-1/share' && method === 'DELETE') return json({ revoked: 2 });
      if (url === '/api/orders/order-1/digest' && method === 'GET') return json({ enabled: false, timezone: null });
      if (url === '/api/orders/order-1/digest' && method === 'PUT') return json({ enabled: true, timezone: 'UTC' });
      return json({ detail: 'Not found' }, 404);
    }),
  );
  return calls;
}

describe('ReportShareCard', () => {
  it('shares with the chosen answers, shows the link to copy and open, and stops sharing', async () => {
    const calls = stub();
    const user = userEvent.setup();
    const leads = [
      lead(1, { question_1: 'Every week' }),
      lead(2, { question_1: null }),
      lead(3, { question_1: 'Monthly' }),
    ];
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ReportShareCard orderId="order-1" answers={{ data: leads, total: 3 }} question="How often?" />
      </QueryClientProvider>,
    );
    // Only leads that answered the question can be quoted; nothing is quoted unless chosen.
    expect(within(screen.getByRole('group', { name: /Quote answers/ })).getAllByRole('checkbox')).toHaveLength(2);
    await user.click(screen.getByLabelText('Monthly'));
    await user.click(screen.getByRole('button', { name: 'Share report' }));
    expect(await screen.findByDisplayValue('https://ideaproof.test/r/abc')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ body: { quote: [leads[2]!.id] } });
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('href', 'https://ideaproof.test/r/abc');
    await user.click(screen.getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByText(SHARE_TEXT.revoked(2))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByDisplayValue('https://ideaproof.test/r/abc')).toBeNull());
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/orders/order-1/share' });
    // The weekly digest is off until the founder turns it on.
    const digest = screen.getByLabelText(/Email me this page’s week/);
    await waitFor(() => expect(digest).toBeEnabled());
    expect(digest).not.toBeChecked();
    await user.click(digest);
    await waitFor(() => expect(digest).toBeChecked());
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { enabled: true } });
  });
});
