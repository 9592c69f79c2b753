import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { errorDetail } from '../lib/api';
import {
  createExperimentBodySchema,
  MAX_PRICE_POINTS,
  PRICE_CURRENCIES,
  PRICE_INCLUDED_MAX,
  PRICE_PERIODS,
  type PricePoint,
} from '../../shared/contracts/experiments';
import { EXPERIMENT_TEXTS as T } from './texts';

interface PriceDraft {
  amount: string;
  currency: PricePoint['currency'];
  period: PricePoint['period'];
  included: string;
}

const emptyPrice = (): PriceDraft => ({ amount: '', currency: 'USD', period: 'month', included: '' });

/**
 * A price test's prices (docs/analytics.md#price-tests): one to three, each an amount, currency,
 * period and what is included. "price" shows each visitor one of them; "tiers" all side by side.
 */
export function PriceForm({
  orderId,
  kind,
  pending,
  onStart,
}: {
  orderId: string;
  kind: 'price' | 'tiers';
  pending: boolean;
  onStart(body: { order_id: string; kind: 'price' | 'tiers'; prices: PricePoint[] }): Promise<unknown>;
}) {
  const [prices, setPrices] = useState<PriceDraft[]>([emptyPrice(), emptyPrice()]);
  const [error, setError] = useState<string | null>(null);
  const update = (i: number, patch: Partial<PriceDraft>) =>
    setPrices((list) => list.map((p, j) => (j === i ? { ...p, ...patch } : p)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const body = {
      order_id: orderId,
      kind,
      prices: prices.map((p) => ({
        amount: Number(p.amount.replace(',', '.')),
        currency: p.currency,
        period: p.period,
        included: p.included.trim(),
      })),
    };
    const parsed = createExperimentBodySchema.safeParse(body);
    if (!parsed.success || prices.some((p) => !p.amount.trim())) {
      // Prices in two currencies: the schema's own words (the API's too); else the general rule.
      const currencyIssue = parsed.error?.issues.find((issue) => issue.path.at(-1) === 'currency');
      setError(currencyIssue?.message ?? T.priceInvalid);
      return;
    }
    try {
      await onStart(body);
      setPrices([emptyPrice(), emptyPrice()]);
    } catch (err) {
      setError(errorDetail(err, T.startFailed));
    }
  };

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="exp-price-title">
      <h3 id="exp-price-title" className="h6">
        {T.newPriceTitle}
      </h3>
      <p className="small text-body-secondary">{kind === 'price' ? T.priceIntro : T.tiersIntro}</p>
      <p className="small text-body-secondary">{T.fakeDoorNote}</p>
      {prices.map((p, i) => {
        const id = `exp-price-${i + 1}`;
        return (
          <fieldset className="border rounded p-3 mb-3" key={i}>
            <legend className="float-none w-auto px-1 h6 mb-0">
              {kind === 'price' ? T.priceLegend(String.fromCharCode(65 + i)) : T.tierLegend(i + 1)}
            </legend>
            <div className="row g-2">
              <Form.Group className="col-6 col-md-4" controlId={`${id}-amount`}>
                <Form.Label>{T.amount}</Form.Label>
                <Form.Control
                  inputMode="decimal"
                  value={p.amount}
                  onChange={(e) => update(i, { amount: e.target.value })}
                  autoComplete="off"
                />
              </Form.Group>
              <Form.Group className="col-6 col-md-4" controlId={`${id}-currency`}>
                <Form.Label>{T.currency}</Form.Label>
                <Form.Select
                  value={p.currency}
                  onChange={(e) => update(i, { currency: e.target.value as PriceDraft['currency'] })}
                >
                  {PRICE_CURRENCIES.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </Form.Select>
              </Form.Group>
              <Form.Group className="col-12 col-md-4" controlId={`${id}-period`}>
                <Form.Label>{T.period}</Form.Label>
                <Form.Select
                  value={p.period}
                  onChange={(e) => update(i, { period: e.target.value as PriceDraft['period'] })}
                >
                  {PRICE_PERIODS.map((period) => (
                    <option key={period} value={period}>
                      {T.periods[period]}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
              <Form.Group className="col-12" controlId={`${id}-included`}>
                <Form.Label>{T.included}</Form.Label>
                <Form.Control
                  value={p.included}
                  maxLength={PRICE_INCLUDED_MAX}
                  aria-describedby={`${id}-included-count`}
                  onChange={(e) => update(i, { included: e.target.value })}
                />
                <Form.Text id={`${id}-included-count`} className="d-block text-end">
                  {p.included.length}/{PRICE_INCLUDED_MAX}
                </Form.Text>
              </Form.Group>
            </div>
          </fieldset>
        );
      })}
      <div className="d-flex flex-wrap gap-2 mb-3">
        {prices.length < MAX_PRICE_POINTS && (
          <Button variant="outline-secondary" size="sm" onClick={() => setPrices((l) => [...l, emptyPrice()])}>
            {T.addPrice}
          </Button>
        )}
        {prices.length > 1 && (
          <Button variant="link" size="sm" className="px-0" onClick={() => setPrices((l) => l.slice(0, -1))}>
            {T.removePrice}
          </Button>
        )}
      </div>
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <Button type="submit" disabled={pending}>
        {pending ? T.starting : T.start}
      </Button>
    </Form>
  );
}
