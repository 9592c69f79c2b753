// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PriceForm } from '../../../src/web/experiments/PriceForm';
import { EXPERIMENT_TEXTS } from '../../../src/web/experiments/texts';
import { PRICE_INCLUDED_MAX } from '../../../src/shared/contracts/experiments';

afterEach(cleanup);

// Issue 35 item 6: every limited text field of the founder's forms shows its count.
describe('price form', () => {
  it('counts the characters of what each price includes', async () => {
    render(<PriceForm orderId="o1" kind="price" pending={false} onStart={async () => undefined} />);
    const [first] = screen.getAllByLabelText(EXPERIMENT_TEXTS.included);
    expect(first).toHaveAttribute('maxLength', String(PRICE_INCLUDED_MAX));
    expect(first).toHaveAccessibleDescription(`0/${PRICE_INCLUDED_MAX}`);
    await userEvent.type(first!, 'Weekly box');
    expect(first).toHaveAccessibleDescription(`10/${PRICE_INCLUDED_MAX}`);
  });
});
