// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExperimentsCard } from '../../../src/web/experiments';
import { EXPERIMENT_TEXTS } from '../../../src/web/experiments/texts';
import { fullLandingPage } from '../../landing/fixtures';
import { mockApi, renderAt } from '../orders/harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = 'abcdefgh12345678';
const EXP = '33333333-3333-4333-8333-333333333333';
const editor = {
  content: fullLandingPage(),
  versions: [{ id: '11111111-1111-4111-8111-111111111111', created_at: '2026-01-10T10:05:00.000Z', source: 'generated' }],
  editable: true,
  regenerations_left: 5,
  regenerations_per_day: 5,
  suggestions: [],
};
const running = {
  id: EXP,
  order_id: ID,
  kind: 'message',
  status: 'running',
  variants: [
    { name: 'A', control: true },
    { name: 'B', control: false, header: 'Faster than a courier' },
  ],
  winner: null,
  started_at: '2026-01-10T10:00:00.000Z',
  stopped_at: null,
};
const visits = (variant: unknown[]) => ({
  summary: { total_visits: 0, unique_cities: 0 },
  previous_summary: null,
  current_visitors: 0,
  aggregations: {
    daily: [],
    country: [],
    hourly: [],
    city: [],
    channel: [],
    source: [],
    campaign: [],
    funnel: { visitors: 0, cta_clicks: 0, form_starts: 0, submissions: 0 },
    funnel_by_channel: [],
    variant,
    experiment: { id: EXP, status: 'running', winner: null },
  },
  window: {
    start: '2026-01-10T10:00:00.000Z',
    end: '2026-01-12T10:00:00.000Z',
    previous_start: '2026-01-08T10:00:00.000Z',
    compared_start: null,
    previous_partial: false,
    timezone: 'UTC',
  },
});
const row = (variant: string, visitors: number, leads: number, p: number | null) => ({
  variant,
  visitors,
  cta_clicks: leads,
  leads,
  price_clicks: 0,
  conversion: visitors ? leads / visitors : null,
  probability_to_beat_control: p,
  probability_to_be_best: p ?? 0.5,
  expected_loss: 0,
});

const renderCard = () => renderAt(`/o/${ID}`, [{ path: '/o/:id', element: <ExperimentsCard orderId={ID} /> }]);

describe('the experiments card', () => {
  it('starts an experiment with only the texts the founder changed', async () => {
    let started = false;
    const calls = mockApi(({ method, url }) => {
      if (method === 'GET' && url === `/api/orders/${ID}/page`) return { body: editor };
      if (method === 'GET' && url.startsWith('/api/experiments')) return { body: { experiments: started ? [running] : [] } };
      if (method === 'POST' && url === '/api/experiments') {
        started = true;
        return { status: 201, body: running };
      }
      if (method === 'POST' && url === '/api/tracking') return { body: visits([]) };
      return undefined;
    });
    renderCard();
    const user = userEvent.setup();
    // Nothing typed: refused in the form, nothing sent.
    await user.click(await screen.findByRole('button', { name: EXPERIMENT_TEXTS.start }));
    expect(screen.getByRole('alert')).toHaveTextContent(EXPERIMENT_TEXTS.emptyVariant);
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/experiments')).toBe(false);
    await user.type(screen.getByLabelText('Header (the big headline)'), 'Faster than a courier');
    await user.click(screen.getByRole('button', { name: EXPERIMENT_TEXTS.start }));
    expect(await screen.findByText(EXPERIMENT_TEXTS.noVisitors)).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST' && c.url === '/api/experiments')!.body;
    expect(sent).toEqual({
      order_id: ID,
      kind: 'message',
      variants: [{ name: 'B', header: 'Faster than a courier' }],
    });
  });

  it('shows each variant’s funnel, chance to beat A and the verdict, and stops with the chosen winner', async () => {
    const calls = mockApi(({ method, url }) => {
      if (method === 'GET' && url === `/api/orders/${ID}/page`) return { body: editor };
      if (method === 'GET' && url.startsWith('/api/experiments')) return { body: { experiments: [running] } };
      if (method === 'POST' && url === '/api/tracking') {
        return { body: visits([row('A', 1000, 120, null), row('B', 1000, 160, 0.9956)]) };
      }
      if (method === 'POST' && url === `/api/experiments/${EXP}/stop`) {
        return { body: { experiment: { ...running, status: 'stopped', winner: 'B' }, version: null } };
      }
      return undefined;
    });
    renderCard();
    const b = await screen.findByTestId('variant-row-B');
    expect(within(b).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1,000', '160', '160', '16.0 %', '99 %']);
    expect(screen.getByTestId('experiment-verdict')).toHaveTextContent(/^B is ahead with 99 % probability — publish B$/);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Stop and publish B' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('variant B becomes your published page');
    await user.click(within(dialog).getByRole('button', { name: 'Stop and publish B' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.url === `/api/experiments/${EXP}/stop`)?.body).toEqual({ winner: 'B' }),
    );
  });
});
