// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { DemandCurve } from '../../../src/web/experiments/DemandCurve';
import { EXPERIMENT_TEXTS } from '../../../src/web/experiments/texts';
import type { PriceReadingRow } from '../../../src/shared/contracts/analytics';

afterEach(cleanup);

const row = (over: Partial<PriceReadingRow> & Pick<PriceReadingRow, 'price' | 'amount'>): PriceReadingRow => ({
  currency: 'USD',
  period: 'month',
  variant: 'A',
  visitors: 100,
  price_clicks: 10,
  leads: 1,
  click_through: 0.1,
  ...over,
});

describe('DemandCurve', () => {
  it('draws one line through prices of one currency and period', () => {
    render(
      <DemandCurve
        rows={[row({ price: '9 USD/month', amount: 9 }), row({ price: '19 USD/month', amount: 19, click_through: 0.05 })]}
      />,
    );
    const curve = screen.getByTestId('demand-curve');
    expect(within(curve).getByRole('heading').textContent).toBe(EXPERIMENT_TEXTS.demandTitle);
    expect(within(curve).getByRole('img')).toBeInTheDocument();
    expect(within(curve).queryByText(EXPERIMENT_TEXTS.demandNotOneScale)).toBeNull();
  });

  it('draws no line through prices in different currencies or periods, and says why; the table stays', () => {
    for (const other of [
      row({ price: '499 INR/month', amount: 499, currency: 'INR' }),
      row({ price: '99 USD/year', amount: 99, period: 'year' }),
    ]) {
      render(<DemandCurve rows={[row({ price: '9 USD/month', amount: 9 }), other]} />);
      const curve = screen.getByTestId('demand-curve');
      expect(within(curve).queryByRole('img')).toBeNull();
      expect(within(curve).getByRole('heading').textContent).toBe(EXPERIMENT_TEXTS.demandTableTitle);
      expect(within(curve).getByText(EXPERIMENT_TEXTS.demandNotOneScale)).toBeInTheDocument();
      expect(within(curve).getByTestId(`price-row-${other.price}`)).toBeInTheDocument();
      cleanup();
    }
  });
});
