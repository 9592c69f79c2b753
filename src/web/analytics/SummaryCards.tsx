import Card from 'react-bootstrap/Card';
import type { VisitSummary } from '../../shared/contracts/analytics';
import { changePercent, formatChange } from '../../shared/analytics/change';

function ChangeBadge({ current, previous }: { current: number; previous: number }) {
  const pct = changePercent(current, previous);
  const tone = pct > 0 ? 'text-success' : pct < 0 ? 'text-danger' : 'text-secondary';
  const arrow = pct > 0 ? '▲' : pct < 0 ? '▼' : '■';
  return (
    <p className={`small mb-0 ${tone}`}>
      <span aria-hidden="true">{arrow} </span>
      <span>{formatChange(pct)}</span> <span className="text-body-secondary">vs previous period ({previous})</span>
    </p>
  );
}

function SummaryCard({ title, current, previous }: { title: string; current: number; previous: number }) {
  return (
    <Card className="h-100 shadow-sm border-0">
      <Card.Body>
        <h3 className="h6 text-body-secondary mb-1">{title}</h3>
        <p className="display-6 fw-semibold mb-1" data-testid={`summary-${title.toLowerCase().replace(/\s+/g, '-')}`}>
          {current.toLocaleString()}
        </p>
        <ChangeBadge current={current} previous={previous} />
      </Card.Body>
    </Card>
  );
}

/** SPEC §2: Total Visits and Unique Cities, each with its change against the previous period (§9). */
export function SummaryCards({ summary, previous }: { summary: VisitSummary; previous: VisitSummary }) {
  return (
    <div className="row g-3">
      <div className="col-12 col-sm-6">
        <SummaryCard title="Total Visits" current={summary.total_visits} previous={previous.total_visits} />
      </div>
      <div className="col-12 col-sm-6">
        <SummaryCard title="Unique Cities" current={summary.unique_cities} previous={previous.unique_cities} />
      </div>
    </div>
  );
}
