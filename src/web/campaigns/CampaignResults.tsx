import Badge from 'react-bootstrap/Badge';
import type { AdCampaign } from '../../shared/contracts/campaigns';
import { formatCount, formatInr } from '../../shared/money';
import { formatRate } from '../../shared/analytics/demand';
import { SIMULATED } from '../lib/texts';

/** "₹5,697.90 spent" and "· CTR 2.6%" each stay on one line, also in the stacked phone table. */
const keep = { whiteSpace: 'nowrap' } as const;

/** The label of figures the sandbox made up (no real ad account). */
function SimulatedBadge() {
  return (
    <Badge
      bg="secondary"
      className="align-middle"
      data-testid="metrics-simulated"
      title="The sandbox ads provider simulates these figures: nothing is published or charged"
    >
      {SIMULATED}
    </Badge>
  );
}

/**
 * A campaign's reported results in the Ad Campaigns table (docs/ad-campaigns.md#results):
 * impressions, clicks with the click-through rate, cost with the cost per click. "Simulated"
 * when the sandbox reports them.
 */
export function CampaignResults({ campaign: c }: { campaign: AdCampaign }) {
  const m = c.metrics;
  if (!m) {
    const running = c.status === 'Active' || c.status === 'Completed';
    return (
      <span className="small text-body-secondary" data-testid="campaign-results">
        {running ? 'No figures reported yet' : 'Not running yet'}
      </span>
    );
  }
  return (
    <div className="small" data-testid="campaign-results">
      <div>
        <strong>{formatCount(m.impressions)}</strong> {m.impressions === 1 ? 'impression' : 'impressions'}
      </div>
      <div>
        <strong>{formatCount(m.clicks)}</strong> {m.clicks === 1 ? 'click' : 'clicks'}
        {m.ctr !== null && (
          <span className="text-body-secondary" style={keep}>
            {' '}
            · CTR {formatRate(m.ctr)}
          </span>
        )}
      </div>
      <div>
        <span style={keep}>
          <strong>{formatInr(m.cost)}</strong> spent
        </span>
        {m.cpc !== null && (
          <span className="text-body-secondary" style={keep}>
            {' '}
            · CPC {formatInr(m.cpc)}
          </span>
        )}
      </div>
      {c.metrics_source === 'sandbox' && (
        <div className="mt-1">
          <SimulatedBadge />
        </div>
      )}
    </div>
  );
}
