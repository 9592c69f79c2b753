// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lead, renderAnalytics, stubBackend, visitsResponse } from './harness';
import { EmailText } from '../../../src/web/analytics/SubmissionsTable';
import { hourLabel } from '../../../src/web/analytics/VisitCharts';

// The charts show what they were given (labels=values), and the dash pattern of each segment.
vi.mock('react-chartjs-2', () => {
  const fake =
    (kind: string) =>
    ({
      data,
      ...rest
    }: {
      data: {
        labels: string[];
        datasets: { data: number[]; segment?: { borderDash?: (c: { p1DataIndex: number }) => unknown } }[];
      };
      'aria-label'?: string;
    }) => {
      const ds = data.datasets[0]!;
      const dashed = data.labels.map((_, i) => (i > 0 && ds.segment?.borderDash?.({ p1DataIndex: i }) ? 'd' : '-'));
      return (
        <div data-testid={`chart-${kind}`} data-dashed={dashed.join('')} aria-label={rest['aria-label']}>
          {data.labels.map((l, i) => `${l}=${ds.data[i]}`).join(';')}
        </div>
      );
    };
  return { Line: fake('line'), Doughnut: fake('doughnut'), Bar: fake('bar') };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const QUESTION = 'Would you pay $10 a week for it?';
const visitCalls = (bodies: { body: Record<string, unknown> }[]) =>
  bodies.filter((b) => b.body.tracking_type === 'page_visits').map((b) => b.body.filters as Record<string, unknown>);

describe('one-click ranges', () => {
  it('applies Today, Last 7 days, Last 30 days and Since launch at once, marking the chosen one', async () => {
    const { bodies } = stubBackend();
    const user = userEvent.setup();
    renderAnalytics();
    await screen.findByTestId('summary-total-visits');
    const group = screen.getByRole('group', { name: 'Period' });
    const button = (name: string) => within(group).getByRole('button', { name });
    expect(button('Since launch')).toHaveAttribute('aria-pressed', 'true');

    const before = Date.now();
    await user.click(button('Last 7 days'));
    expect(button('Last 7 days')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Since launch')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(visitCalls(bodies).at(-1)?.start_date).toBeDefined());
    const start = Date.parse(String(visitCalls(bodies).at(-1)!.start_date));
    expect(start).toBeGreaterThanOrEqual(before - 7 * 86_400_000 - 1000);
    expect(start).toBeLessThanOrEqual(Date.now() - 7 * 86_400_000 + 1000);
    // A range ends now and keeps following it: no end date is sent.
    expect(visitCalls(bodies).at(-1)!.end_date).toBeUndefined();

    await user.click(button('Today'));
    await waitFor(() => {
      const today = new Date();
      const midnight = new Date(today.getFullYear(), today.getMonth(), today.getDate());
      // (Just after midnight the chart asks for the 12 hours before too: look for the period's own call.)
      expect(visitCalls(bodies).map((f) => f.start_date)).toContain(midnight.toISOString());
    });

    await user.click(button('Last 30 days'));
    await waitFor(() =>
      expect(Date.parse(String(visitCalls(bodies).at(-1)!.start_date))).toBeLessThan(Date.now() - 29 * 86_400_000),
    );

    // Apply with a range still chosen keeps the range and adds the channel.
    await user.selectOptions(screen.getByLabelText('Channel'), 'Paid Search');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(visitCalls(bodies).at(-1)!['fields.channel']).toBe('Paid Search'));
    expect(visitCalls(bodies).at(-1)!.end_date).toBeUndefined();
    expect(button('Last 30 days')).toHaveAttribute('aria-pressed', 'true');

    await user.click(button('Since launch'));
    await waitFor(() => expect(visitCalls(bodies).at(-1)!.start_date).toBeUndefined());
    expect(visitCalls(bodies).at(-1)!['fields.channel']).toBe('Paid Search');
  });
});

describe('the visits chart', () => {
  it('draws a new order’s first minutes as a line: the hours before launch come along, dashed', async () => {
    const created = new Date(Date.now() - 10 * 60_000);
    const { bodies } = stubBackend({
      visits: (body) => {
        const start = (body.filters as { start_date?: string }).start_date;
        // The period itself: one hour (a dot); the chart's call: thirteen hours.
        const from = start ? new Date(start) : created;
        const hours: { hour: string; visits: number }[] = [];
        for (let t = from.getTime() - (from.getTime() % 3_600_000); t <= Date.now(); t += 3_600_000) {
          hours.push({ hour: hourLabel(new Date(t)), visits: 0 });
        }
        hours.at(-1)!.visits = 3;
        return visitsResponse({ aggregations: { ...visitsResponse().aggregations, hourly: hours } });
      },
    });
    renderAnalytics('order-1', created.toISOString());
    const chart = await screen.findByTestId('chart-line');
    // (The chart's box is the named image, drawn or not yet.)
    await waitFor(() => expect(chart.closest('[role="img"]')!.getAttribute('aria-label')).toMatch(/^Hourly visits line chart, 1[23] hours$/));
    expect(chart.textContent!.split(';').length).toBeGreaterThanOrEqual(12);
    // The segments before the launch hour are dashed; those into the period's hours (one or two: the
    // ten minutes may straddle an hour) are solid.
    expect(chart.getAttribute('data-dashed')).toMatch(/^-d{9,}-{1,2}$/);
    expect(screen.getByTestId('chart-context')).toHaveTextContent('before your page went live');
    // The cards count the period itself: its call has no start date (the order's creation).
    const calls = visitCalls(bodies);
    expect(calls.some((f) => f.start_date === undefined)).toBe(true);
    const context = calls.find((f) => f.start_date !== undefined)!;
    expect(Date.now() - Date.parse(String(context.start_date))).toBeGreaterThanOrEqual(12 * 3_600_000 - 1000);
  });

  it('a long enough period is one call, drawn solid', async () => {
    const { bodies } = stubBackend();
    renderAnalytics();
    const chart = await screen.findByTestId('chart-line');
    expect(chart.getAttribute('data-dashed')).toBe('---');
    expect(screen.queryByTestId('chart-context')).toBeNull();
    expect(visitCalls(bodies).every((f) => f.start_date === undefined)).toBe(true);
  });

  it('puts the numbers beside the doughnut, and shows any chart as a table on request', async () => {
    stubBackend();
    const user = userEvent.setup();
    renderAnalytics();
    const legend = await screen.findByTestId('country-legend');
    expect([...legend.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['India2583%', 'Canada517%']);

    const toggles = screen.getAllByRole('button', { name: 'Show as table' });
    expect(toggles).toHaveLength(3); // visits over time, country, city
    const countryCard = screen.getByRole('heading', { name: 'Visits by Country' }).closest('.card') as HTMLElement;
    const toggle = within(countryCard).getByRole('button', { name: 'Show as table' });
    const table = within(countryCard).getByRole('table', { name: 'Visits by country' });
    expect(table).toHaveClass('visually-hidden'); // always there for screen readers
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(countryCard).getByRole('table', { name: 'Visits by country' })).not.toHaveClass('visually-hidden');
    expect(within(countryCard).queryByTestId('chart-doughnut')).toBeNull();
    await user.click(toggle);
    expect(within(countryCard).getByTestId('chart-doughnut')).toBeInTheDocument();
  });
});

describe('the page’s question', () => {
  const leads = [
    lead(3, { question_1: 'Yes, if it is organic' }),
    lead(2, { question_1: null, answers: [] }),
    lead(1, { question_1: 'Maybe at $8' }),
  ];

  it('names the leads column by the question and lists the latest answers to it', async () => {
    stubBackend({ leads });
    const user = userEvent.setup();
    renderAnalytics('order-1', undefined, QUESTION);
    const table = await screen.findByRole('table', { name: /Contact form submissions/ });
    await within(table).findByText('Lead 3');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', QUESTION, 'Timestamp', 'Channel', 'Follow-up']);
    expect(within(table).getByRole('row', { name: /Lead 3/ })).toHaveTextContent('Yes, if it is organic');
    expect(within(table).getByRole('row', { name: /Lead 2/ })).toHaveTextContent('N/A');

    const card = screen.getByRole('region', { name: 'Answers to your question' });
    expect(within(card).getByTestId('answers-question')).toHaveTextContent(`“${QUESTION}”`);
    const items = within(within(card).getByRole('list', { name: 'Latest answers, newest first' })).getAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.querySelector('p')!.textContent)).toEqual(['Yes, if it is organic', 'Maybe at $8']);
    expect(within(card).getByTestId('answers-count')).toHaveTextContent('2 of 3 leads answered it.');
    // A name opens the whole lead.
    await user.click(within(card).getByRole('button', { name: 'Lead 1' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Submission from Lead 1');
  });

  it('says so when nobody answered yet; without a question there is no column and no card', async () => {
    stubBackend({ leads: [lead(1, { question_1: null, answers: [] })] });
    renderAnalytics('order-1', undefined, QUESTION);
    expect(await screen.findByText('No answers to your question yet')).toBeInTheDocument();
    cleanup();
    stubBackend({ leads: [lead(1)] });
    renderAnalytics();
    const table = await screen.findByRole('table', { name: /Contact form submissions/ });
    await within(table).findByText('Lead 1');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(5); // Name, Email, Timestamp, Channel, Follow-up
    expect(screen.queryByRole('region', { name: 'Answers to your question' })).toBeNull();
  });

  it('gives phones the leads as cards, with the answer under the question', async () => {
    stubBackend({ leads });
    renderAnalytics('order-1', undefined, QUESTION);
    const list = await screen.findByRole('list', { name: 'Contact form submissions, newest first' });
    const cards = await within(list).findAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('button', { name: 'Lead 3' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent(`${QUESTION} Yes, if it is organic`);
    expect(cards[0]).toHaveTextContent('lead3@example.com');
    expect(cards[1]).not.toHaveTextContent(QUESTION);
  });
});

describe('EmailText', () => {
  it('lets an address break only after the @ and before a dot', () => {
    const { container } = render(<EmailText email="meera.iyer@example.co.in" />);
    expect(container.textContent).toBe('meera.iyer@example.co.in');
    expect(container.querySelector('.ip-email')!.innerHTML).toBe('meera<wbr>.iyer@<wbr>example<wbr>.co<wbr>.in');
  });
});
