import Table from 'react-bootstrap/Table';
import type { PriceReadingRow } from '../../shared/contracts/analytics';
import { formatCount, formatMoney, formatPercent, toMinor } from '../../shared/money';
import { EXPERIMENT_TEXTS as T } from './texts';

const pct = (p: number | null) => (p === null ? '—' : formatPercent(p));
const label = (r: PriceReadingRow) =>
  formatMoney(toMinor(r.amount), r.currency, { per: r.period as 'once' | 'month' | 'year' });

const W = 480;
const H = 200;
// Room at both sides for a centred price label ("$19.50 per month") and the axis' "100.0%".
const PAD = { left: 60, right: 60, top: 16, bottom: 40 };

/**
 * A price test's demand curve (docs/analytics.md#price-tests): click-through ("Choose" clicks ÷
 * visitors) at each price, lowest price first, as a line; and a table of visitors, clicks,
 * click-through and leads per price (the same numbers, readable without the picture).
 */
export function DemandCurve({ rows }: { rows: PriceReadingRow[] }) {
  // A line through prices says "the dearer, the fewer": only true of one currency and one period.
  const oneScale = new Set(rows.map((r) => `${r.currency}/${r.period}`)).size <= 1;
  const max = Math.max(0.05, ...rows.map((r) => r.click_through ?? 0));
  const x = (i: number) =>
    rows.length === 1
      ? (PAD.left + W - PAD.right) / 2
      : PAD.left + (i * (W - PAD.left - PAD.right)) / (rows.length - 1);
  const y = (v: number) => PAD.top + (1 - v / max) * (H - PAD.top - PAD.bottom);
  const points = rows.map((r, i) => `${x(i)},${y(r.click_through ?? 0)}`).join(' ');
  return (
    <div data-testid="demand-curve">
      <h3 className="h6">{oneScale ? T.demandTitle : T.demandTableTitle}</h3>
      {!oneScale && <p className="small text-body-secondary">{T.demandNotOneScale}</p>}
      {oneScale && (
        <svg
          viewBox={`0 0 ${W} ${H}`}
          className="w-100 mb-2"
          style={{ maxWidth: W }}
          role="img"
          aria-label={T.demandAlt(rows.map((r) => `${label(r)}: ${pct(r.click_through)}`).join(', '))}
        >
          <line
            x1={PAD.left}
            y1={H - PAD.bottom}
            x2={W - PAD.right}
            y2={H - PAD.bottom}
            stroke="currentColor"
            opacity={0.3}
          />
          <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={H - PAD.bottom} stroke="currentColor" opacity={0.3} />
          <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end" fontSize={11} fill="currentColor">
            {pct(max)}
          </text>
          <text x={PAD.left - 6} y={H - PAD.bottom} textAnchor="end" fontSize={11} fill="currentColor">
            {formatPercent(0, { digits: 0 })}
          </text>
          <polyline points={points} fill="none" stroke="var(--ip-color-primary, #0d6efd)" strokeWidth={2.5} />
          {rows.map((r, i) => (
            <g key={r.price}>
              <circle cx={x(i)} cy={y(r.click_through ?? 0)} r={5} fill="var(--ip-color-primary, #0d6efd)" />
              <text x={x(i)} y={H - PAD.bottom + 18} textAnchor="middle" fontSize={11} fill="currentColor">
                {label(r)}
              </text>
            </g>
          ))}
        </svg>
      )}
      <div className="table-responsive" tabIndex={0} role="region" aria-label={T.demandTitle}>
        <Table size="sm" className="align-middle mb-2">
          <thead>
            <tr>
              <th scope="col">{T.columns.price}</th>
              <th scope="col" className="text-end">
                {T.columns.visitors}
              </th>
              <th scope="col" className="text-end">
                {T.columns.priceClicks}
              </th>
              <th scope="col" className="text-end">
                {T.columns.clickThrough}
              </th>
              <th scope="col" className="text-end">
                {T.columns.priceLeads}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.price} data-testid={`price-row-${r.price}`}>
                <th scope="row">{label(r)}</th>
                <td className="text-end">{formatCount(r.visitors)}</td>
                <td className="text-end">{formatCount(r.price_clicks)}</td>
                <td className="text-end">{pct(r.click_through)}</td>
                <td className="text-end">{formatCount(r.leads)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </div>
  );
}
