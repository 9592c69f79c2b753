import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Badge from 'react-bootstrap/Badge';
import { SPAM_REASON_LABELS, SPAM_REASONS, type DemandResponse } from '../../shared/contracts/analytics';
import { demandSignalOf, formatRate, NOISE_BELOW, STRONG_FROM, type DemandLevel } from '../../shared/analytics/demand';
import { formatCount, formatMoney } from '../../shared/money';
import { SIMULATED } from '../lib/texts';

const TONE: Record<DemandLevel, string> = {
  early: 'text-secondary',
  noise: 'text-danger',
  promising: 'text-warning-emphasis',
  strong: 'text-success',
};

function Stat({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <div className="col-6 col-md-3">
      <dt className="small text-body-secondary fw-normal">{label}</dt>
      <dd className="h5 mb-0">{value}</dd>
      {note && <dd className="small text-body-secondary mb-0">{note}</dd>}
    </div>
  );
}

/**
 * "Left out: 1 lead marked Not a fit, 3 suspected spam (hidden field filled 1, sent faster than a
 * person can type 2)." Empty when every lead counts (docs/analytics.md#qualified-demand).
 */
function leftOutText(l: DemandResponse['left_out']): string {
  const parts: string[] = [];
  if (l.ruled_out) parts.push(`${formatCount(l.ruled_out)} ${l.ruled_out === 1 ? 'lead' : 'leads'} marked Not a fit`);
  if (l.suspected_spam) {
    const why = SPAM_REASONS.filter((r) => l.reasons[r])
      .map((r) => `${SPAM_REASON_LABELS[r]} ${formatCount(l.reasons[r]!)}`)
      .join(', ');
    parts.push(`${formatCount(l.suspected_spam)} suspected spam${why ? ` (${why})` : ''}`);
  }
  return parts.length ? `Not counted: ${parts.join('; ')}. They stay in the leads list under their filter.` : '';
}

const STAT_LABELS = ['Unique visitors', 'Leads', 'Conversion', 'Cost per lead'] as const;

/** How the figures are read (under the verdict). */
function explanation(simulated: boolean): ReactNode {
  return (
    <>
      Conversion = leads ÷ unique visitors; the verdict reads its 95% interval, not the single figure. All under{' '}
      {formatRate(NOISE_BELOW)} is noise, all at {formatRate(STRONG_FROM)} or more is strong demand. Cost per lead = ad
      spend ÷ leads from paid traffic sent while the campaign ran
      {simulated
        ? '; the spend is simulated by the sandbox (no real ad account), day by day'
        : '; the spend is the cost the ads provider reported, day by day, not the budget'}
      .
    </>
  );
}

/** "Is there demand?": visitors, leads, conversion, cost per lead and a one-line verdict. */
export function DemandCard({ data, loading }: { data: DemandResponse | undefined; loading: boolean }) {
  if (!data) {
    return (
      <Card className="shadow-sm border-0">
        <Card.Body>
          <h2 className="h6">Demand signal</h2>
          {loading && (
            <div role="status">
              <span className="visually-hidden">Loading the demand signal</span>
              {/* The card's shape (its figures, verdict and note as grey blocks), so that nothing below it moves when it fills in. */}
              <div aria-hidden="true">
                <div className="row g-3 mb-3">
                  {STAT_LABELS.map((label) => (
                    <div className="col-6 col-md-3" key={label}>
                      <div className="small text-body-secondary">{label}</div>
                      <div className="h5 mb-0 ip-skeleton">&nbsp;</div>
                    </div>
                  ))}
                </div>
                <p className="fw-semibold mb-2 ip-skeleton">&nbsp;</p>
                <div className="ip-skeleton">
                  <p className="small mb-0 invisible">{explanation(false)}</p>
                </div>
              </div>
            </div>
          )}
        </Card.Body>
      </Card>
    );
  }
  const signal = demandSignalOf(data);
  const simulated = data.spend_source === 'sandbox';
  const simulatedBadge = simulated ? (
    <Badge
      bg="secondary"
      className="ms-1 align-middle"
      data-testid="spend-simulated"
      title="The sandbox ads provider simulates this spend: no real ad account is charged"
    >
      {SIMULATED}
    </Badge>
  ) : null;
  return (
    <Card className="shadow-sm border-0" aria-labelledby="demand-title">
      <Card.Body>
        <h2 className="h6" id="demand-title">
          Demand signal
        </h2>
        <dl className="row g-3 mb-3">
          <Stat label={STAT_LABELS[0]} value={formatCount(data.visitors)} />
          <Stat label={STAT_LABELS[1]} value={formatCount(data.leads)} />
          <Stat
            label={STAT_LABELS[2]}
            value={signal.conversion === null ? '—' : formatRate(signal.conversion)}
            note={
              signal.interval && (
                <span data-testid="conversion-interval">
                  95% interval {formatRate(signal.interval.low)}–{formatRate(signal.interval.high)}
                </span>
              )
            }
          />
          <Stat
            label={STAT_LABELS[3]}
            value={
              signal.costPerLeadMinor !== null
                ? formatMoney(signal.costPerLeadMinor, data.currency, { cents: 'always' })
                : data.spend_minor
                  ? `${formatMoney(data.spend_minor, data.currency, { cents: 'always' })} spent, no paid leads`
                  : 'No ad spend reported'
            }
            note={
              data.spend_minor !== null && (
                <>
                  {data.paid_leads} paid {data.paid_leads === 1 ? 'lead' : 'leads'} during the campaign
                  {simulatedBadge}
                </>
              )
            }
          />
        </dl>
        <p className={`fw-semibold mb-2 ip-demand-verdict ${TONE[signal.level]}`} data-testid="demand-verdict">
          {signal.verdict}
        </p>
        {leftOutText(data.left_out) && (
          <p className="small mb-2" data-testid="demand-left-out">
            {leftOutText(data.left_out)}
          </p>
        )}
        <p className="small text-body-secondary mb-0">{explanation(simulated)}</p>
      </Card.Body>
    </Card>
  );
}
