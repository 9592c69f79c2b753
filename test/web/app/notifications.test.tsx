// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { NotificationsMenu, timeAgo } from '../../../src/web/app/notifications/NotificationsMenu';
import { NOTIFICATIONS_READ_DELAY_MS } from '../../../src/web/app/notifications/useNotifications';
import { NOTIFICATIONS_EMPTY, type AppNotification } from '../../../src/shared/contracts/notifications';

function serve(list: AppNotification[]) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, body });
      if (url === '/api/notifications/read') {
        const ids: string[] = body.ids ?? list.map((n) => n.id);
        list = list.map((n) => (ids.includes(n.id) ? { ...n, read: true } : n));
        return new Response(JSON.stringify({ unread: list.filter((n) => !n.read).length }));
      }
      return new Response(JSON.stringify({ notifications: list, unread: list.filter((n) => !n.read).length }));
    }),
  );
  return calls;
}

function renderMenu() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationsMenu />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const lead = (id: string, read = false): AppNotification => ({
  id,
  kind: 'new_lead',
  title: 'New lead',
  message: `Lead ${id} wrote to you.`,
  link: '/dashboard/overview/abc',
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  read,
});

describe('notifications menu', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a new account sees no dot and an empty state that says what will appear', async () => {
    serve([]);
    renderMenu();
    const toggle = await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(await screen.findByTestId('notifications-empty')).toHaveTextContent(NOTIFICATIONS_EMPTY);
  });

  it('shows the server’s notifications and marks the shown ones read about 300 ms after opening', async () => {
    const calls = serve([
      lead('11111111-1111-4111-8111-111111111111'),
      lead('22222222-2222-4222-8222-222222222222', true),
    ]);
    renderMenu();
    const toggle = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.getByTestId('unread-dot')).toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: false });
    fireEvent.click(toggle);
    const items = () => [...document.querySelectorAll('[data-read]')];
    expect(items()).toHaveLength(2);
    expect(screen.getAllByText('5 minutes ago')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(NOTIFICATIONS_READ_DELAY_MS - 50));
    expect(items().filter((el) => el.getAttribute('data-read') === 'false')).toHaveLength(1);
    expect(calls.some((c) => c.url === '/api/notifications/read')).toBe(false);

    act(() => vi.advanceTimersByTime(50));
    expect(items().every((el) => el.getAttribute('data-read') === 'true')).toBe(true);
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
    vi.useRealTimers();
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/notifications/read')?.body).toEqual({
        ids: ['11111111-1111-4111-8111-111111111111'],
      }),
    );
    expect(NOTIFICATIONS_READ_DELAY_MS).toBe(300);
  });

  it('says how long ago in words', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(timeAgo('2026-11-23T11:59:30Z', now)).toBe('30 seconds ago');
    expect(timeAgo('2026-11-23T10:00:00Z', now)).toBe('2 hours ago');
    expect(timeAgo('2026-11-22T12:00:00Z', now)).toBe('yesterday');
  });
});
