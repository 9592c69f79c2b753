// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lead, renderAnalytics, stubBackend, visitsResponse } from './harness';

// Canvas drawing is not what these tests look at: the chart components show what they were given.
vi.mock('react-chartjs-2', () => {
  const fake =
    (kind: string) =>
    ({ data, ...rest }: { data: { labels: string[]; datasets: { data: number[] }[] }; 'aria-label'?: string }) => (
      <div data-testid={`chart-${kind}`} aria-label={rest['aria-label']}>
        {data.labels.map((l, i) => `${l}=${data.datasets[0]!.data[i]}`).join(';')}
      </div>
    );
  return { Line: fake('line'), Doughnut: fake('doughnut'), Bar: fake('bar') };
});

beforeEach(() => {
  vi.useRealTimers();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OrderAnalytics', () => {
  it('shows the summary cards with their change, the three charts and the demand signal', async () => {
    const { bodies } = stubBackend();
    renderAnalytics();
    expect(await screen.findByTestId('summary-total-visits')).toHaveTextContent('30');
    expect(screen.getByTestId('summary-unique-cities')).toHaveTextContent('3');
    expect(screen.getByText('+50.0%')).toBeInTheDocument(); // 30 vs 20
    expect(screen.getByText('+100.0%')).toBeInTheDocument(); // 3 vs 0
    expect(await screen.findByTestId('chart-line')).toHaveTextContent('2025-06-01=10;2025-06-02=0;2025-06-03=20');
    // Each chart draws once its canvas (Chart.js, a lazy chunk) has loaded.
    expect(await screen.findByTestId('chart-doughnut')).toHaveTextContent('India=25;Canada=5');
    // Two cities of the same name are told apart by their country.
    expect(await screen.findByTestId('chart-bar')).toHaveTextContent('Pune=20;Springfield (India)=4;Springfield (Canada)=1');
    // Text alternatives: the numbers as tables, values as "N visits".
    const cityTable = screen.getByRole('table', { name: 'Visits by city' });
    expect(within(cityTable).getByText('20 visits')).toBeInTheDocument();
    expect(within(cityTable).getByText('1 visit')).toBeInTheDocument();
    // 12 of 200 is 6.0 %, but its 95 % interval (3.5 %–10.2 %) reaches under 5 %: some demand, not strong.
    expect(screen.getByTestId('demand-verdict')).toHaveTextContent(
      'Some demand: the rate is 3.5%–10.2% (95% interval), above 2.0%.',
    );
    expect(screen.getByTestId('conversion-interval')).toHaveTextContent('95% interval 3.5%–10.2%');
    expect(screen.getByText(/^.100\.00$/)).toBeInTheDocument(); // 120 000 paise / 12 paid leads = 100.00
    // Sandbox spend is labelled.
    expect(screen.getByTestId('spend-simulated')).toHaveTextContent('Simulated');
    // Channels, campaigns and the funnel.
    const channels = screen.getByRole('list', { name: 'Visits by channel' });
    expect(within(channels).getByText('Paid Search')).toBeInTheDocument();
    expect(within(channels).getByText('18 visits')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Visits and leads by campaign' })).getByText('Spring'),
    ).toBeVisible();
    expect(within(screen.getByTestId('funnel-Paid Search')).getByText('7.5%')).toBeInTheDocument(); // 9 / 120
    expect(screen.getByTestId('live-visitors')).toHaveTextContent('2 visitors in the last 5 minutes');
    // The browser's time zone goes with every call.
    const first = bodies.find((b) => b.body.tracking_type === 'page_visits')!;
    expect(typeof first.body.timezone).toBe('string');
    expect(first.body.order_id).toBe('order-1');
  });

  it('shows the empty texts when there is nothing yet', async () => {
    stubBackend({
      visits: () =>
        visitsResponse({
          summary: { total_visits: 0, unique_cities: 0 },
          previous_summary: { total_visits: 0, unique_cities: 0 },
          aggregations: {
            ...visitsResponse().aggregations,
            daily: [{ date: '2025-06-01', visits: 0 }],
            country: [],
            city: [],
          },
        }),
    });
    renderAnalytics();
    expect(await screen.findByText('No daily visit data available')).toBeInTheDocument();
    expect(screen.getByText('No country data available')).toBeInTheDocument();
    expect(screen.getByText('No city data available')).toBeInTheDocument();
    expect(await screen.findByText('No contact form submissions available')).toBeInTheDocument();
    // Each empty state says what comes next: how visits and leads arrive (once for the charts).
    expect(screen.getAllByText(/Share your page’s link or run an ad campaign/)).toHaveLength(1);
    expect(screen.getByText(/When a visitor sends your page’s contact form/)).toBeInTheDocument();
    expect(screen.getAllByText('0.0%')).toHaveLength(2);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('pages the submissions five at a time and opens a lead in a modal', async () => {
    const leads = Array.from({ length: 7 }, (_, i) => lead(i + 1));
    const { bodies } = stubBackend({ leads });
    const user = userEvent.setup();
    renderAnalytics();
    // (The table is for wider screens; a phone gets the same leads as cards, tested below.)
    const table = await screen.findByRole('table', { name: /Contact form submissions/ });
    expect(await within(table).findByText('Lead 1')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Timestamp', 'Channel', 'Follow-up']);
    expect(within(table).getAllByRole('row')).toHaveLength(6);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(table).findByText('Lead 6')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    const pageCalls = bodies
      .filter((b) => b.body.tracking_type === 'contact_form')
      .map((b) => [b.body.limit, b.body.offset]);
    expect(pageCalls).toEqual([
      [5, 0],
      [5, 5],
    ]);

    // A click anywhere on the row opens the lead: each question with its own text; absent fields are left out.
    await user.click(within(table).getByText('lead6@example.com'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Submission from Lead 6')).toBeInTheDocument();
    for (const label of ['Subject', 'How many deliveries do you send each week?', 'Message']) {
      expect(within(dialog).getByText(label)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('Subject 6')).toBeInTheDocument();
    expect(within(dialog).getByText('Answer one 6')).toBeInTheDocument();
    expect(within(dialog).getByText('Message 6')).toBeInTheDocument();
    for (const absent of ['Question 1', 'Question 2', 'Country', 'Channel', 'Campaign', 'N/A']) {
      expect(within(dialog).queryByText(absent)).toBeNull();
    }
    expect(within(dialog).getByRole('link', { name: 'Reply to Lead 6 by email' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:lead6@example\.com\?subject=/),
    );
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('moves a start before the order creation and an end after now, with the docs/product.md#validation-rules toasts', async () => {
    stubBackend();
    renderAnalytics();
    await screen.findByTestId('summary-total-visits');
    const start = screen.getByLabelText('Start date') as HTMLInputElement;
    const end = screen.getByLabelText('End date') as HTMLInputElement;
    expect(start.min).toBe(start.value); // the creation, to the minute
    fireEvent.change(start, { target: { value: '2025-05-01T00:00' } });
    fireEvent.blur(start);
    expect(await screen.findByText(/^Start date adjusted to order creation date: /)).toBeInTheDocument();
    expect(start.value).toBe(start.min);
    fireEvent.change(end, { target: { value: '2999-01-01T00:00' } });
    fireEvent.blur(end);
    expect(await screen.findByText(/^End date adjusted to today: /)).toBeInTheDocument();
    expect(end.value).toBe(end.max);
  });

  it('applies the window and the country, and Clear goes back to everything', async () => {
    const { bodies } = stubBackend();
    const user = userEvent.setup();
    renderAnalytics();
    await screen.findByTestId('summary-total-visits');
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(country.value).toBe('');
    expect([...country.options].map((o) => o.text)).toEqual(['All Countries', 'Canada', 'India']);
    await user.selectOptions(country, 'India');
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2025-06-03T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      const last = bodies.filter((b) => b.body.tracking_type === 'page_visits').at(-1)!;
      const filters = last.body.filters as Record<string, string>;
      expect(filters['fields.country']).toBe('India');
      // The end minute is included: the window ends at the minute after.
      expect(new Date(filters.end_date!).getTime()).toBe(new Date('2025-06-03T10:01').getTime());
    });
    // The options stay those of the whole data, not of the filtered answer.
    expect([...country.options].map((o) => o.text)).toEqual(['All Countries', 'Canada', 'India']);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => {
      const last = bodies.filter((b) => b.body.tracking_type === 'page_visits').at(-1)!;
      expect(last.body.filters).toEqual({});
    });
    expect(country.value).toBe('');
  });

  it('toasts "Error loading data: {error}" with the server\'s detail', async () => {
    stubBackend({ visits: () => ({ status: 500, detail: 'Database unavailable' }) });
    renderAnalytics();
    expect(await screen.findByText('Error loading data: Database unavailable')).toBeInTheDocument();
  });

  it('downloads the CSV exports with the bearer token', async () => {
    const { fetchMock } = stubBackend();
    localStorage.setItem('ideaproof.token', 'tok');
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderAnalytics();
    await screen.findByTestId('summary-total-visits');
    fetchMock.mockImplementation(async (input: RequestInfo | URL) =>
      String(input).includes('/export/')
        ? new Response('\ufeffDate,Visits\r\n', {
            status: 200,
            headers: {
              'content-type': 'text/csv',
              'content-disposition': 'attachment; filename="daily-visits-order-1.csv"',
            },
          })
        : new Response('{}', { status: 500 }),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Export daily visits (CSV)' }));
    });
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([u]) => String(u) === '/api/tracking/export/daily_visits')!;
    expect((call[1] as RequestInit).headers).toMatchObject({ authorization: 'Bearer tok' });
    localStorage.clear();
  });

  it('says "New — no earlier period" when the previous period lies before the order, and when it is shortened', async () => {
    stubBackend({ visits: () => visitsResponse({ previous_summary: null }) });
    renderAnalytics();
    expect(await screen.findAllByText('New — no earlier period')).toHaveLength(2);
    expect(screen.queryByText(/vs previous period/)).toBeNull();
    cleanup();
    stubBackend({
      visits: () =>
        visitsResponse({
          window: {
            start: '2025-06-03T00:00:00.000Z',
            end: '2025-06-06T00:00:00.000Z',
            previous_start: '2025-05-31T00:00:00.000Z',
            compared_start: '2025-06-01T00:00:00.000Z',
            previous_partial: true,
            timezone: 'UTC',
          },
        }),
    });
    renderAnalytics();
    expect(await screen.findByText('vs the 2 days since the order was placed (20)')).toBeInTheDocument();
  });

  it('shows a lead sent several times as one lead, "sent 3 times", with its earlier sends (issue 34)', async () => {
    const history = [1, 2].map((n) => ({
      sent_at: new Date(Date.UTC(2025, 5, 2, n)).toISOString(),
      name: 'Lead 7',
      email: 'lead7@example.com',
      subject: null,
      question_1: null,
      question_2: null,
      question_3: null,
      message: `Earlier message ${n}`,
      price: null,
    }));
    stubBackend({ leads: [lead(7, { times_sent: 3, history }), lead(8)] });
    const user = userEvent.setup();
    renderAnalytics();
    const table = await screen.findByRole('table', { name: /Contact form submissions/ });
    expect(await within(table).findByText('Lead 7')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByTestId('lead-times-sent')
        .map((e) => e.textContent),
    ).toEqual(['sent 3 times']);
    await user.click(within(table).getByRole('button', { name: 'Lead 7' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('sent 3 times');
    expect(within(dialog).getByTestId('lead-history')).toHaveTextContent('Earlier message 1');
    expect(within(dialog).getByTestId('lead-history')).toHaveTextContent('Earlier message 2');
  });

  it('sends the channel filter and shows each lead’s channel', async () => {
    const { bodies } = stubBackend({ leads: [lead(1)] });
    const user = userEvent.setup();
    renderAnalytics();
    const table = await screen.findByRole('table', { name: /Contact form submissions/ });
    expect(await within(table).findByText('Lead 1')).toBeInTheDocument();
    expect(screen.getAllByTestId('lead-channel')[0]).toHaveTextContent('Paid SearchSpring');
    await user.selectOptions(screen.getByLabelText('Channel'), 'Paid Search');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(
        bodies.some((b) => (b.body.filters as Record<string, unknown>)?.['fields.channel'] === 'Paid Search'),
      ).toBe(true),
    );
  });

  it('"Exclude my visits on this browser" shows and sets the mark the landing page reads', async () => {
    stubBackend();
    const user = userEvent.setup();
    localStorage.setItem('ideaproof.owner.order-1', '1');
    renderAnalytics();
    const toggle = await screen.findByLabelText('Exclude my visits on this browser');
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(localStorage.getItem('ideaproof.owner.order-1')).toBe('0');
    await user.click(toggle);
    expect(localStorage.getItem('ideaproof.owner.order-1')).toBe('1');
    localStorage.clear();
  });

  it('fetches the numbers again every 15 seconds while the page is visible', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { bodies } = stubBackend();
    renderAnalytics();
    await screen.findByTestId('summary-total-visits');
    const count = () => bodies.filter((b) => b.body.tracking_type === 'page_visits').length;
    const before = count();
    await vi.advanceTimersByTimeAsync(15_000);
    await waitFor(() => expect(count()).toBeGreaterThan(before));
  });
});
