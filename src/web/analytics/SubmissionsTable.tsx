import { Fragment, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import {
  SUBMISSIONS_PAGE_SIZE,
  type ContactFormTrackingResponse,
  LEAD_QUALITY_LABELS,
  SPAM_REASON_LABELS,
  type LeadQuality,
  type LeadStatus,
  type LeadUpdate,
  type Submission,
} from '../../shared/contracts/analytics';
import { useLeadFollowUp } from './api';
import { LeadQualityFilter, LeadStatusButtons, LeadStatusFilter } from './LeadFollowUp';
import { SubmissionModal } from './SubmissionModal';
import { Inbox } from 'lucide-react';
import { CardLoading } from '../ui/CardLoading';
import { EmptyState } from '../ui/EmptyState';
import { EMPTY_NEXT, NOT_AVAILABLE, EMPTY_TEXT, sentTimesText } from './texts';
import { formatDay, formatTime } from '../../shared/time';

interface Props {
  orderId: string;
  data: ContactFormTrackingResponse | undefined;
  loading: boolean;
  page: number;
  onPage(page: number): void;
  actions?: React.ReactNode;
  /** The page's name, for the subject of a reply. */
  pageName?: string;
  /** The page's own question (question_1): its answers get a column named by it. */
  question?: string;
  /** The follow-up status the list is filtered by (undefined: every lead). */
  status?: LeadStatus;
  onStatus?(status: LeadStatus | undefined): void;
  /** The quality the list is filtered by (undefined: every lead). */
  quality?: LeadQuality;
  onQuality?(quality: LeadQuality | undefined): void;
}

/** A lead that does not count: "Suspected spam" (with why) or "Not a fit". */
function QualityBadge({ s }: { s: Submission }) {
  if (s.quality === 'ok') return null;
  const why = s.spam_reasons.map((r) => SPAM_REASON_LABELS[r]).join(', ');
  return (
    <span
      className={`badge ms-1 align-middle ${s.quality === 'suspected_spam' ? 'text-bg-warning' : 'text-bg-secondary'}`}
      data-testid="lead-quality"
      title={s.quality === 'suspected_spam' ? `Not counted: ${why}` : 'Not counted: you marked it Not a fit'}
    >
      {LEAD_QUALITY_LABELS[s.quality]}
    </span>
  );
}

/**
 * An email address that breaks, when it must, after the @ or before a dot, never in the middle
 * of a word (<wbr> marks where it may; overflow-wrap only as a last resort for one huge part).
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <span className="ip-email">
      {parts.map((p, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {p}
        </Fragment>
      ))}
    </span>
  );
}

/** How a lead is named in the list: its name, else a price test's price, else the email. */
const leadName = (s: Submission) => s.name || (s.price ? `Price ${s.price}` : s.email);

function When({ timestamp }: { timestamp: string }) {
  return (
    <time dateTime={timestamp}>
      <span className="text-nowrap">{formatDay(timestamp)}</span>{' '}
      <span className="text-nowrap">{formatTime(timestamp)}</span>
    </time>
  );
}

/**
 * docs/product.md#screens Contact Form Submissions: Name, Email, the answer to the page's question (the column
 * named by it), Timestamp, Channel; Previous/Next; "Page X of Y"; a row opens the lead. On a phone
 * each lead is a card (like the orders list).
 */
export function SubmissionsTable({
  orderId,
  data,
  loading,
  page,
  onPage,
  actions,
  pageName,
  question,
  status,
  onStatus,
  quality,
  onQuality,
}: Props) {
  const q = question?.trim();
  const [opened, setOpened] = useState<Submission | null>(null);
  // What the founder just set, shown at once (the list is fetched again behind it).
  const [saved, setSaved] = useState<Record<string, Pick<Submission, 'status' | 'note' | 'quality'>>>({});
  const followUp = useLeadFollowUp(orderId);
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / SUBMISSIONS_PAGE_SIZE));
  const withSaved = (s: Submission): Submission => ({ ...s, ...saved[s.id] });
  const rows = (data?.data ?? []).map(withSaved);
  const setOpen = setOpened;
  // The lead as the list now shows it (with what was just saved), or as it was opened.
  const open = opened ? (rows.find((r) => r.id === opened.id) ?? withSaved(opened)) : null;
  const update = (id: string, body: LeadUpdate) =>
    followUp.mutate(
      { id, ...body },
      {
        onSuccess: (lead) =>
          setSaved((prev) => ({ ...prev, [id]: { status: lead.status, note: lead.note, quality: lead.quality } })),
      },
    );
  return (
    <Card className="shadow-sm border-0">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <h3 className="h6 mb-0">
            Contact Form Submissions{' '}
            <span className="badge text-bg-light border" aria-label={`${total} in total`}>
              {total}
            </span>
          </h3>
          <div className="d-flex flex-wrap align-items-center gap-2">
            {onQuality && <LeadQualityFilter value={quality} onChange={onQuality} />}
            {onStatus && <LeadStatusFilter value={status} onChange={onStatus} />}
            {actions}
          </div>
        </div>
        {followUp.isError && (
          <Alert variant="danger" className="py-2 small" dismissible onClose={() => followUp.reset()}>
            Could not save the follow-up: {followUp.error.message}
          </Alert>
        )}
        {loading && !data ? (
          <CardLoading label="Loading submissions" />
        ) : rows.length === 0 ? (
          <EmptyState icon={Inbox} title={EMPTY_TEXT.submissions}>
            {EMPTY_NEXT.submissions}
          </EmptyState>
        ) : (
          <>
            <div className="table-responsive d-none d-md-block">
              <table className="table table-hover align-middle mb-0 ip-leads-table">
                <caption className="visually-hidden">
                  Contact form submissions, newest first. Select a row to read the whole submission.
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Email</th>
                    {q && (
                      <th scope="col" className="ip-question-col" data-testid="leads-question-header">
                        <span className="ip-clamp">{q}</span>
                      </th>
                    )}
                    <th scope="col">Timestamp</th>
                    <th scope="col">Channel</th>
                    <th scope="col">Follow-up</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((s) => (
                    <tr key={s.id} className="ip-clickable-row" onClick={() => setOpen(s)}>
                      <td>
                        {/* The row is clickable; the button makes it reachable by keyboard and screen reader. */}
                        <button
                          type="button"
                          className="btn btn-link p-0 text-start text-decoration-none align-baseline"
                          style={{ fontSize: 'inherit' }}
                          onClick={(e) => {
                            e.stopPropagation();
                            setOpen(s);
                          }}
                        >
                          {leadName(s)}
                        </button>
                        <QualityBadge s={s} />
                      </td>
                      <td className="ip-leads-email">
                        <EmailText email={s.email} />
                      </td>
                      {q && (
                        <td className="ip-question-col">
                          <span className="ip-clamp">{s.question_1?.trim() || NOT_AVAILABLE}</span>
                        </td>
                      )}
                      <td>
                        <When timestamp={s.timestamp} />
                        {s.times_sent > 1 && (
                          <span className="d-block small text-body-secondary" data-testid="lead-times-sent">
                            {sentTimesText(s.times_sent)}
                          </span>
                        )}
                      </td>
                      <td data-testid="lead-channel">
                        {s.channel ?? NOT_AVAILABLE}
                        {s.campaign && (
                          <span className="d-block small text-body-secondary text-break">{s.campaign}</span>
                        )}
                      </td>
                      <td className="ip-followup-col" onClick={(e) => e.stopPropagation()}>
                        <LeadStatusButtons
                          leadName={leadName(s)}
                          status={s.status}
                          onChange={(next) => update(s.id, { status: next })}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul
              className="list-unstyled d-md-none mb-0 d-grid gap-2"
              aria-label="Contact form submissions, newest first"
            >
              {rows.map((s) => (
                <li key={s.id} className="card ip-lead-card">
                  <div className="card-body p-3">
                    <div className="d-flex justify-content-between align-items-baseline gap-2 mb-1">
                      <button
                        type="button"
                        className="btn btn-link p-0 text-start text-decoration-none fw-semibold text-break"
                        onClick={() => setOpen(s)}
                      >
                        {leadName(s)}
                      </button>
                      <QualityBadge s={s} />
                      <span className="small text-body-secondary text-end flex-shrink-0">
                        <When timestamp={s.timestamp} />
                        {s.times_sent > 1 && <span className="d-block">{sentTimesText(s.times_sent)}</span>}
                      </span>
                    </div>
                    <p className="small mb-1">
                      <EmailText email={s.email} />
                    </p>
                    {q && s.question_1?.trim() && (
                      <p className="small mb-1">
                        <span className="text-body-secondary">{q}</span>{' '}
                        <span className="text-break">{s.question_1}</span>
                      </p>
                    )}
                    <p className="small text-body-secondary mb-2">
                      Channel: {s.channel ?? NOT_AVAILABLE}
                      {s.campaign && <> · {s.campaign}</>}
                    </p>
                    <LeadStatusButtons
                      leadName={leadName(s)}
                      status={s.status}
                      onChange={(next) => update(s.id, { status: next })}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
        <nav className="d-flex align-items-center justify-content-between mt-3" aria-label="Submissions pages">
          <Button variant="outline-secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <span className="small" aria-live="polite">
            Page {Math.min(page, pages)} of {pages}
          </span>
          <Button variant="outline-secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </nav>
      </Card.Body>
      <SubmissionModal
        submission={open}
        pageName={pageName}
        onClose={() => setOpen(null)}
        saving={followUp.isPending}
        onFollowUp={(body) => open && update(open.id, body)}
      />
    </Card>
  );
}
