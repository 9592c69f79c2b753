// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { NotificationsMenu } from '../../../src/web/app/notifications/NotificationsMenu';
import { SAMPLE_NOTIFICATIONS } from '../../../src/web/app/notifications/sampleNotifications';
import { NOTIFICATIONS_READ_DELAY_MS } from '../../../src/web/app/notifications/useNotifications';

describe('notifications menu', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lists the sample notifications with every field of the spec', () => {
    expect(SAMPLE_NOTIFICATIONS.length).toBeGreaterThan(1);
    for (const n of SAMPLE_NOTIFICATIONS) {
      expect(Object.keys(n).sort()).toEqual(['id', 'image', 'link', 'message', 'read', 'sender', 'time']);
    }
    expect(SAMPLE_NOTIFICATIONS.some((n) => !n.read)).toBe(true);
  });

  it('marks every notification read about 300 ms after the menu toggles, not before', () => {
    const unread = SAMPLE_NOTIFICATIONS.filter((n) => !n.read).length;
    render(
      <MemoryRouter>
        <NotificationsMenu />
      </MemoryRouter>,
    );
    const toggle = screen.getByRole('button', { name: `Notifications, ${unread} unread` });
    expect(screen.getByTestId('unread-dot')).toBeInTheDocument();

    fireEvent.click(toggle);
    const items = () => document.querySelectorAll('[data-read]');
    expect(items()).toHaveLength(SAMPLE_NOTIFICATIONS.length);
    expect([...items()].filter((el) => el.getAttribute('data-read') === 'false')).toHaveLength(unread);

    act(() => vi.advanceTimersByTime(NOTIFICATIONS_READ_DELAY_MS - 50));
    expect([...items()].filter((el) => el.getAttribute('data-read') === 'false')).toHaveLength(unread);

    act(() => vi.advanceTimersByTime(50));
    expect([...items()].every((el) => el.getAttribute('data-read') === 'true')).toBe(true);
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(NOTIFICATIONS_READ_DELAY_MS).toBe(300);
  });
});
