// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExperimentsCard } from '../../../src/web/experiments';
import { EXPERIMENT_TEXTS } from '../../../src/web/experiments/texts';
import { EXPERIMENT_MESSAGES } from '../../../src/shared/contracts/experiments';
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
  versions: [
    { id: '11111111-1111-4111-8111-111111111111', created_at: '2026-01-10T10:05:00.000Z', source: 'generated' },
  ],
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
  outcome: null,
  started_at: '2026-01-10T10:00:00.000Z',
  stopped_at: null,
};
const visits = (
  variant: unknown[],
  experiment: Record<string, unknown> = { id: EXP, kind: 'message' },
  price?: unknown[],
) => ({
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
    experiment: { status: 'running', winner: null, ...experiment },
    ...(price ? { price } : {}),
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
      if (method === 'GET' && url.startsWith('/api/experiments'))
        return { body: { experiments: started ? [running] : [] } };
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
    expect(
      within(b)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1,000', '160', '160', '16.0%', '99%']);
    expect(screen.getByTestId('experiment-verdict')).toHaveTextContent(
      /^B is ahead with 99% probability — publish B$/,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Stop and publish B' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('variant B becomes your published page');
    await user.click(within(dialog).getByRole('button', { name: 'Stop and publish B' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.url === `/api/experiments/${EXP}/stop`)?.body).toEqual({ winner: 'B' }),
    );
  });

  it('names an earlier experiment’s winner only when the data showed it (issue 25)', async () => {
    const past = (id: string, winner: string, outcome: string | null) => ({
      ...running,
      id,
      status: 'stopped',
      winner,
      outcome,
      stopped_at: '2026-01-12T10:00:00.000Z',
    });
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === `/api/orders/${ID}/page`) return { body: editor };
      if (method === 'GET' && url.startsWith('/api/experiments'))
        return {
          body: {
            experiments: [
              past('44444444-4444-4444-8444-444444444441', 'B', 'winner'),
              past('44444444-4444-4444-8444-444444444442', 'A', 'chosen'),
              past('44444444-4444-4444-8444-444444444443', 'A', 'no_result'),
            ],
          },
        };
      return undefined;
    });
    renderCard();
    const list = await screen.findByRole('heading', { name: EXPERIMENT_TEXTS.past });
    const items = within(list.parentElement!)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items[0]).toMatch(/, winner: B$/);
    expect(items[1]).toMatch(/, A chosen, not measured$/);
    expect(items[2]).toMatch(/, stopped, no result$/);
    expect(items.filter((text) => /winner/.test(text ?? ''))).toHaveLength(1);
  });

  it('starts a price test with the prices typed, and says nothing can be bought', async () => {
    let started = false;
    const calls = mockApi(({ method, url }) => {
      if (method === 'GET' && url === `/api/orders/${ID}/page`) return { body: editor };
      if (method === 'GET' && url.startsWith('/api/experiments'))
        return { body: { experiments: started ? [priceTest] : [] } };
      if (method === 'POST' && url === '/api/experiments') {
        started = true;
        return { status: 201, body: priceTest };
      }
      if (method === 'POST' && url === '/api/tracking') return { body: visits([], { id: PRICE_EXP, kind: 'price' }) };
      return undefined;
    });
    renderCard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: EXPERIMENT_TEXTS.kinds.price }));
    expect(screen.getByText(EXPERIMENT_TEXTS.fakeDoorNote)).toBeInTheDocument();
    // Empty amounts: refused in the form.
    await user.click(screen.getByRole('button', { name: EXPERIMENT_TEXTS.start }));
    expect(screen.getByRole('alert')).toHaveTextContent(EXPERIMENT_TEXTS.priceInvalid);
    const a = within(screen.getByRole('group', { name: 'Price A' }));
    await user.type(a.getByLabelText('Amount'), '9');
    await user.type(a.getByLabelText('What is included'), 'Ten deliveries');
    const b = within(screen.getByRole('group', { name: 'Price B' }));
    await user.type(b.getByLabelText('Amount'), '19.50');
    await user.selectOptions(b.getByLabelText('Currency'), 'EUR');
    await user.selectOptions(b.getByLabelText('Per'), 'year');
    await user.type(b.getByLabelText('What is included'), 'Thirty deliveries');
    // Two currencies in one test: refused in the form, with the API's reason.
    await user.click(screen.getByRole('button', { name: EXPERIMENT_TEXTS.start }));
    expect(screen.getByRole('alert')).toHaveTextContent(EXPERIMENT_MESSAGES.mixedCurrencies('USD'));
    await user.selectOptions(a.getByLabelText('Currency'), 'EUR');
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/experiments')).toBe(false);
    await user.click(screen.getByRole('button', { name: EXPERIMENT_TEXTS.start }));
    expect(await screen.findByText(EXPERIMENT_TEXTS.noVisitors)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/experiments')!.body).toEqual({
      order_id: ID,
      kind: 'price',
      prices: [
        { amount: 9, currency: 'EUR', period: 'month', included: 'Ten deliveries' },
        { amount: 19.5, currency: 'EUR', period: 'year', included: 'Thirty deliveries' },
      ],
    });
  });

  it('reads a price test on "Choose" clicks and draws the demand curve per price', async () => {
    const calls = mockApi(({ method, url }) => {
      if (method === 'GET' && url === `/api/orders/${ID}/page`) return { body: editor };
      if (method === 'GET' && url.startsWith('/api/experiments')) return { body: { experiments: [priceTest] } };
      if (method === 'POST' && url === '/api/tracking') {
        return {
          body: visits(
            [
              { ...row('A', 200, 3, null), cta_clicks: 7, price_clicks: 40, conversion: 0.2 },
              { ...row('B', 200, 1, 0.01), cta_clicks: 9, price_clicks: 10, conversion: 0.05 },
            ],
            { id: PRICE_EXP, kind: 'price' },
            [
              {
                price: '9 USD/month',
                amount: 9,
                currency: 'USD',
                period: 'month',
                variant: 'A',
                visitors: 200,
                price_clicks: 40,
                leads: 3,
                click_through: 0.2,
              },
              {
                price: '19.50 USD/month',
                amount: 19.5,
                currency: 'USD',
                period: 'month',
                variant: 'B',
                visitors: 200,
                price_clicks: 10,
                leads: 1,
                click_through: 0.05,
              },
            ],
          ),
        };
      }
      if (method === 'POST' && url === `/api/experiments/${PRICE_EXP}/stop`) {
        return { body: { experiment: { ...priceTest, status: 'stopped', winner: 'A' }, version: null } };
      }
      return undefined;
    });
    renderCard();
    const a = await screen.findByTestId('variant-row-A');
    // The conversion column reads "Choose" clicks ÷ visitors (leads are 3, clicks 40).
    expect(
      within(a)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['200', '40', '3', '20.0%', '—']);
    expect(screen.getAllByRole('columnheader', { name: EXPERIMENT_TEXTS.columns.priceClicks })).toHaveLength(2);
    // A leads on clicks (40 of 200 against 10 of 200), not on leads.
    expect(screen.getByTestId('experiment-verdict')).toHaveTextContent(/^A \(your current page\) is ahead/);
    const curve = screen.getByTestId('demand-curve');
    expect(within(curve).getByRole('img').getAttribute('aria-label')).toBe(
      'Click-through on "Choose" at each price: $9 per month: 20.0%, $19.50 per month: 5.0%',
    );
    expect(within(curve).getByTestId('price-row-19.50 USD/month').textContent).toBe('$19.50 per month20010' + '5.0%1');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Stop: A wins' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Your page's text does not change.");
    await user.click(within(dialog).getByRole('button', { name: 'Stop: A wins' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.url === `/api/experiments/${PRICE_EXP}/stop`)?.body).toEqual({ winner: 'A' }),
    );
  });
  it('a tiers test: one variant, no chance to beat anything; the verdict points at the prices', async () => {
    const tiersTest = {
      ...priceTest,
      kind: 'tiers',
      variants: [{ name: 'A', control: true, prices: priceTest.variants.flatMap((v) => v.prices) }],
    };
    mockApi(({ method, url }) => {
      if (method === 'GET' && url === `/api/orders/${ID}/page`) return { body: editor };
      if (method === 'GET' && url.startsWith('/api/experiments')) return { body: { experiments: [tiersTest] } };
      if (method === 'POST' && url === '/api/tracking') {
        return {
          body: visits([{ ...row('A', 2, 1, null), price_clicks: 2, conversion: 1 }], { id: PRICE_EXP, kind: 'tiers' }),
        };
      }
      return undefined;
    });
    renderCard();
    await screen.findByTestId('variant-row-A');
    expect(screen.getByTestId('experiment-verdict')).toHaveTextContent(EXPERIMENT_TEXTS.tiersVerdict);
    // No "chance to beat A" column or sentence: there is no other variant.
    expect(screen.queryByRole('columnheader', { name: EXPERIMENT_TEXTS.columns.beat })).toBeNull();
    expect(screen.getByText(EXPERIMENT_TEXTS.tiersMethod)).toBeInTheDocument();
    expect(screen.queryByText(/chance to beat/i)).toBeNull();
  });
});

const PRICE_EXP = '44444444-4444-4444-8444-444444444444';
const priceTest = {
  id: PRICE_EXP,
  order_id: ID,
  kind: 'price',
  status: 'running',
  variants: [
    { name: 'A', control: true, prices: [{ amount: 9, currency: 'USD', period: 'month', included: 'Ten deliveries' }] },
    {
      name: 'B',
      control: false,
      prices: [{ amount: 19.5, currency: 'USD', period: 'month', included: 'Thirty deliveries' }],
    },
  ],
  winner: null,
  outcome: null,
  started_at: '2026-01-10T10:00:00.000Z',
  stopped_at: null,
};
