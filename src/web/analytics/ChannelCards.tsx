import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import type { Funnel, PageVisitsResponse } from '../../shared/contracts/analytics';
import { formatRate } from '../../shared/analytics/demand';
import { visitsLabel } from './texts';
import { formatCount } from '../../shared/money';

type Aggregations = PageVisitsResponse['aggregations'];

const CHANNEL_TEXT = {
  channels: 'Channels',
  sources: 'Top sources',
  campaigns: 'Campaigns',
  funnel: 'Funnel',
  noVisits: 'No visits in this window',
  noCampaigns: 'No visits from a tagged campaign yet (utm_campaign)',
} as const;

/** A row of labelled horizontal bars drawn in HTML (readable by screen readers as a list). */
function Bars({ label, rows }: { label: string; rows: { key: string; value: number; detail?: string }[] }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <ul className="list-unstyled mb-0 ip-bars" aria-label={label}>
      {rows.map((r) => (
        <li key={r.key} className="mb-2">
          <div className="d-flex justify-content-between small gap-2">
            <span className="text-truncate">{r.key}</span>
            <span className="text-nowrap fw-semibold">{r.detail ?? visitsLabel(r.value)}</span>
          </div>
          <div className="ip-bar" aria-hidden="true">
            <span style={{ width: `${(100 * r.value) / max}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Visits by channel (GA4's names), the top sources and the tagged campaigns with their leads. */
export function SourcesCard({ aggregations }: { aggregations: Aggregations }) {
  const { channel, source, campaign } = aggregations;
  return (
    <Card className="h-100 shadow-sm border-0" data-testid="channels-card">
      <Card.Body>
        <h3 className="h6 mb-3">{CHANNEL_TEXT.channels}</h3>
        {channel.length ? (
          <Bars label="Visits by channel" rows={channel.map((c) => ({ key: c.channel, value: c.visits }))} />
        ) : (
          <p className="text-body-secondary mb-0">{CHANNEL_TEXT.noVisits}</p>
        )}
        {source.length > 0 && (
          <>
            <h4 className="h6 mt-4 mb-2">{CHANNEL_TEXT.sources}</h4>
            <Bars label="Visits by source" rows={source.slice(0, 8).map((s) => ({ key: s.source, value: s.visits }))} />
          </>
        )}
        <h4 className="h6 mt-4 mb-2">{CHANNEL_TEXT.campaigns}</h4>
        {campaign.length ? (
          <Table size="sm" className="mb-0 small" aria-label="Visits and leads by campaign">
            <thead>
              <tr>
                <th scope="col">Campaign</th>
                <th scope="col" className="text-end">
                  Visits
                </th>
                <th scope="col" className="text-end">
                  Leads
                </th>
              </tr>
            </thead>
            <tbody>
              {campaign.map((c) => (
                <tr key={c.campaign}>
                  <th scope="row" className="fw-normal text-break">
                    {c.campaign}
                  </th>
                  <td className="text-end">{formatCount(c.visits)}</td>
                  <td className="text-end">{formatCount(c.leads)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : (
          <p className="text-body-secondary small mb-0">{CHANNEL_TEXT.noCampaigns}</p>
        )}
      </Card.Body>
    </Card>
  );
}

const STEPS: { key: keyof Funnel; label: string }[] = [
  { key: 'visitors', label: 'Visitors' },
  { key: 'cta_clicks', label: 'Clicked a call to action' },
  { key: 'form_starts', label: 'Started the form' },
  { key: 'submissions', label: 'Sent the form (leads)' },
];

const rate = (part: number, whole: number) => (whole > 0 ? formatRate(part / whole) : '—');

/** Visitors → call-to-action clicks → form starts → leads, and each channel's conversion. */
export function FunnelCard({ aggregations }: { aggregations: Aggregations }) {
  const { funnel, funnel_by_channel: byChannel } = aggregations;
  return (
    <Card className="h-100 shadow-sm border-0" data-testid="funnel-card">
      <Card.Body>
        <h3 className="h6 mb-3">{CHANNEL_TEXT.funnel}</h3>
        <Bars
          label="Funnel"
          rows={STEPS.map((s, i) => ({
            key: s.label,
            value: funnel[s.key],
            detail:
              i === 0
                ? formatCount(funnel[s.key])
                : `${formatCount(funnel[s.key])} (${rate(funnel[s.key], funnel.visitors)})`,
          }))}
        />
        <h4 className="h6 mt-4 mb-2">Conversion by channel</h4>
        {byChannel.length ? (
          // Scrolls sideways on a phone: focusable so the keyboard can scroll it too.
          <div className="table-responsive" tabIndex={0} role="region" aria-label="Conversion by channel (scrolls)">
            <Table size="sm" className="mb-0 small" aria-label="Funnel by channel">
              <thead>
                <tr>
                  <th scope="col">Channel</th>
                  <th scope="col" className="text-end">
                    Visitors
                  </th>
                  <th scope="col" className="text-end">
                    CTA
                  </th>
                  <th scope="col" className="text-end">
                    Form
                  </th>
                  <th scope="col" className="text-end">
                    Leads
                  </th>
                  <th scope="col" className="text-end">
                    Conv.
                  </th>
                </tr>
              </thead>
              <tbody>
                {byChannel.map((c) => (
                  <tr key={c.channel} data-testid={`funnel-${c.channel}`}>
                    <th scope="row" className="fw-normal">
                      {c.channel}
                    </th>
                    <td className="text-end">{formatCount(c.visitors)}</td>
                    <td className="text-end">{formatCount(c.cta_clicks)}</td>
                    <td className="text-end">{formatCount(c.form_starts)}</td>
                    <td className="text-end">{formatCount(c.submissions)}</td>
                    <td className="text-end">{rate(c.submissions, c.visitors)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        ) : (
          <p className="text-body-secondary small mb-0">{CHANNEL_TEXT.noVisits}</p>
        )}
        <p className="small text-body-secondary mt-3 mb-0">
          Each step counts a visitor once a day. Conversion = leads ÷ visitors.
        </p>
      </Card.Body>
    </Card>
  );
}
