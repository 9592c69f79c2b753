// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lead, renderAnalytics, stubBackend } from './harness';

vi.mock('react-chartjs-2', () => {
  const fake = () => () => <div />;
  return { Line: fake(), Doughnut: fake(), Bar: fake() };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('lead follow-up on the dashboard', () => {
  it('sets a status in one click in the table, and the status and note in the modal (Reply still there)', async () => {
    const leads = [lead(1), lead(2)];
    const { bodies } = stubBackend({ leads });
    const user = userEvent.setup();
    renderAnalytics();
    const table = await screen.findByRole('table', { name: /Contact form submissions/ });
    const group = within(table).getByRole('radiogroup', { name: 'Follow-up of Lead 1' });
    await user.click(within(group).getByText('Interviewed'));
    await waitFor(() =>
      expect(bodies.find((b) => b.url === `/api/leads/${leads[0]!.id}`)?.body).toEqual({ status: 'interviewed' }),
    );
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Interviewed' })).toBeChecked());

    await user.click(within(table).getByText('lead2@example.com'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Reply to Lead 2 by email' })).toBeInTheDocument();
    await user.click(within(dialog).getByText('Would pay'));
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Would pay' })).toBeChecked());
    await user.type(within(dialog).getByLabelText('Private note (only you see it)'), 'Pays 500 a month');
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    await waitFor(() =>
      expect(bodies.filter((b) => b.url === `/api/leads/${leads[1]!.id}`).map((b) => b.body)).toEqual([
        { status: 'would_pay' },
        { note: 'Pays 500 a month' },
      ]),
    );
  });

  it('filters the list by status', async () => {
    const { bodies } = stubBackend({ leads: [lead(1, { status: 'interviewed' }), lead(2)] });
    const user = userEvent.setup();
    renderAnalytics();
    const table = await screen.findByRole('table', { name: /Contact form submissions/ });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.selectOptions(screen.getByLabelText('Status'), 'interviewed');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('Lead 1')).toBeInTheDocument();
    expect(bodies.some((b) => b.body.lead_status === 'interviewed')).toBe(true);
  });
});
