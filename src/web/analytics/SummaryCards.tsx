import Card from 'react-bootstrap/Card';
import type { PageVisitsResponse } from '../../shared/contracts/analytics';
import { changePercent, formatChange } from '../../shared/analytics/change';
import { COMPARISON_TEXT, durationText } from './texts';
import { formatCount } from '../../shared/money';

type Window = PageVisitsResponse['window'];

function ChangeBadge({ current, previous, window }: { current: number; previous: number; window: Window }) {
  const pct = changePercent(current, previous);
  const tone = pct > 0 ? 'text-success' : pct < 0 ? 'text-danger' : 'text-secondary';
  const arrow = pct > 0 ? '▲' : pct < 0 ? '▼' : '■';
  const since =
    window.previous_partial && window.compared_start
      ? durationText(Date.parse(window.start) - Date.parse(window.compared_start))
      : null;
  return (
    <p className={`small mb-0 ${tone}`}>
      <span aria-hidden="true">{arrow} </span>
      <span>{formatChange(pct)}</span>{' '}
      <span className="text-body-secondary">
        {since ? COMPARISON_TEXT.partial(since, previous) : `vs previous period (${previous})`}
      </span>
    </p>
  );
}

function SummaryCard({
  title,
  current,
  previous,
  window,
}: {
  title: string;
  current: number;
  previous: number | null;
  window: Window;
}) {
  return (
    <Card className="h-100 shadow-sm border-0">
      <Card.Body>
        <h3 className="h6 text-body-secondary mb-1">{title}</h3>
        <p className="display-6 fw-semibold mb-1" data-testid={`summary-${title.toLowerCase().replace(/\s+/g, '-')}`}>
          {formatCount(current)}
        </p>
        {previous === null ? (
          <p className="small mb-0 text-secondary">{COMPARISON_TEXT.none}</p>
        ) : (
          <ChangeBadge current={current} previous={previous} window={window} />
        )}
      </Card.Body>
    </Card>
  );
}

/**
 * Total Visits and Unique Cities, each with its change against the previous period of equal
 * length — shortened to the time since the order was placed when it began earlier, and left out
 * ("New — no earlier period") when the order did not exist before the window.
 */
export function SummaryCards({ data }: { data: Pick<PageVisitsResponse, 'summary' | 'previous_summary' | 'window'> }) {
  const { summary, previous_summary: previous, window } = data;
  return (
    <div className="row g-3">
      <div className="col-12 col-sm-6">
        <SummaryCard
          title="Total Visits"
          current={summary.total_visits}
          previous={previous?.total_visits ?? null}
          window={window}
        />
      </div>
      <div className="col-12 col-sm-6">
        <SummaryCard
          title="Unique Cities"
          current={summary.unique_cities}
          previous={previous?.unique_cities ?? null}
          window={window}
        />
      </div>
    </div>
  );
}
