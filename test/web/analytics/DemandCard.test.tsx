// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { DemandCard } from '../../../src/web/analytics/DemandCard';
import type { DemandResponse } from '../../../src/shared/contracts/analytics';

afterEach(cleanup);

const demand = (patch: Partial<DemandResponse> = {}): DemandResponse => ({
  visits: 260,
  visitors: 200,
  leads: 12,
  spend_minor: 160_000,
  paid_leads: 4,
  spend_source: 'sandbox',
  currency: 'INR',
  left_out: { ruled_out: 0, suspected_spam: 0, reasons: {} },
  window: {
    start: '2025-06-01T00:00:00.000Z',
    end: '2025-06-10T00:00:00.000Z',
    previous_start: '2025-05-23T00:00:00.000Z',
    compared_start: null,
    previous_partial: false,
    timezone: 'UTC',
  },
  ...patch,
});

const costStat = () => screen.getByText('Cost per lead').parentElement!;

describe('DemandCard', () => {
  it('divides the reported spend by paid leads only, and labels sandbox spend "Simulated"', () => {
    render(<DemandCard data={demand()} loading={false} />);
    // ₹1,600 reported ÷ 4 paid leads (not the 12 leads in all).
    expect(costStat()).toHaveTextContent('₹400.00');
    expect(costStat()).toHaveTextContent('4 paid leads during the campaign');
    expect(screen.getByTestId('spend-simulated')).toHaveTextContent('Simulated');
    expect(screen.getByText(/the spend is simulated by the sandbox/)).toBeInTheDocument();
  });

  it('shows Google’s reported spend without the label', () => {
    render(<DemandCard data={demand({ spend_source: 'google_ads', paid_leads: 1 })} loading={false} />);
    expect(costStat()).toHaveTextContent('₹1,600.00');
    expect(costStat()).toHaveTextContent('1 paid lead during the campaign');
    expect(screen.queryByTestId('spend-simulated')).not.toBeInTheDocument();
    expect(screen.getByText(/the cost the ads provider reported, day by day, not the budget/)).toBeInTheDocument();
  });

  it('says so when spend bought no paid lead, and when nothing has been reported', () => {
    render(<DemandCard data={demand({ paid_leads: 0 })} loading={false} />);
    expect(costStat()).toHaveTextContent('₹1,600.00 spent, no paid leads');
    cleanup();
    render(<DemandCard data={demand({ spend_minor: null, paid_leads: 0, spend_source: null })} loading={false} />);
    expect(costStat()).toHaveTextContent('No ad spend reported');
    expect(screen.queryByTestId('spend-simulated')).not.toBeInTheDocument();
  });

  it('shows a loading state before the numbers arrive', () => {
    render(<DemandCard data={undefined} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the demand signal');
  });

  it('says how many leads were left out of the counts and why (issue 34), and nothing when none were', () => {
    const { unmount } = render(
      <DemandCard
        data={demand({ left_out: { ruled_out: 1, suspected_spam: 3, reasons: { honeypot: 1, too_fast: 2 } } })}
        loading={false}
      />,
    );
    expect(screen.getByTestId('demand-left-out')).toHaveTextContent(
      'Not counted: 1 lead marked Not a fit; 3 suspected spam (hidden field filled 1, sent faster than a person can type 2).',
    );
    unmount();
    render(<DemandCard data={demand()} loading={false} />);
    expect(screen.queryByTestId('demand-left-out')).toBeNull();
  });
});
