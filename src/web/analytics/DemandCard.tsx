import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import type { DemandResponse } from '../../shared/contracts/analytics';
import {
  demandSignal,
  formatRate,
  MIN_VISITORS,
  NOISE_BELOW,
  STRONG_FROM,
  type DemandLevel,
} from '../../shared/analytics/demand';

const TONE: Record<DemandLevel, string> = {
  early: 'text-secondary',
  noise: 'text-danger',
  promising: 'text-warning-emphasis',
  strong: 'text-success',
};

function money(minor: number, currency: string): string {
  return new Intl.NumberFormat(undefined, { style: 'currency', currency, maximumFractionDigits: 2 }).format(
    minor / 100,
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="col-6 col-md-3">
      <dt className="small text-body-secondary fw-normal">{label}</dt>
      <dd className="h5 mb-0">{value}</dd>
    </div>
  );
}

/** "Is there demand?": visitors, leads, conversion, cost per lead and a one-line verdict. */
export function DemandCard({ data, loading }: { data: DemandResponse | undefined; loading: boolean }) {
  if (!data) {
    return (
      <Card className="shadow-sm border-0">
        <Card.Body>
          <h3 className="h6">Demand signal</h3>
          {loading && (
            <Spinner animation="border" size="sm" role="status">
              <span className="visually-hidden">Loading the demand signal</span>
            </Spinner>
          )}
        </Card.Body>
      </Card>
    );
  }
  const signal = demandSignal({ visitors: data.visitors, leads: data.leads, spendMinor: data.spend_minor });
  return (
    <Card className="shadow-sm border-0" aria-labelledby="demand-title">
      <Card.Body>
        <h3 className="h6" id="demand-title">
          Demand signal
        </h3>
        <dl className="row g-3 mb-3">
          <Stat label="Unique visitors" value={data.visitors.toLocaleString()} />
          <Stat label="Leads" value={data.leads.toLocaleString()} />
          <Stat label="Conversion" value={signal.conversion === null ? '—' : formatRate(signal.conversion)} />
          <Stat
            label="Cost per lead"
            value={
              signal.costPerLeadMinor !== null
                ? money(signal.costPerLeadMinor, data.currency)
                : data.spend_minor
                  ? `${money(data.spend_minor, data.currency)} spent, no leads`
                  : 'No ad spend'
            }
          />
        </dl>
        <p className={`fw-semibold mb-2 ip-demand-verdict ${TONE[signal.level]}`} data-testid="demand-verdict">
          {signal.verdict}
        </p>
        <p className="small text-body-secondary mb-0">
          Conversion = leads ÷ unique visitors. Under {formatRate(NOISE_BELOW)} is noise, {formatRate(STRONG_FROM)} or
          more is strong demand; a rate needs at least {MIN_VISITORS} visitors to mean much.
        </p>
      </Card.Body>
    </Card>
  );
}
