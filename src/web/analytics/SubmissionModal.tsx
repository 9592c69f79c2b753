import { useEffect, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import Button from 'react-bootstrap/Button';
import { SPAM_REASON_LABELS, type LeadUpdate, type Submission } from '../../shared/contracts/analytics';
import { replyHref } from './reply';
import { LeadNoteEditor, LeadStatusButtons } from './LeadFollowUp';
import { formatDateTime } from '../../shared/time';
import { sentTimesText } from './texts';

/** "India (typed: Bharat)": the visit's country, and the typed one when it differs. */
function countryText(s: Submission): string | null {
  const typed = s.country?.trim() || null;
  if (!s.visit_country) return typed;
  return typed && typed.toLowerCase() !== s.visit_country.toLowerCase()
    ? `${s.visit_country} (typed: ${typed})`
    : s.visit_country;
}

/** What the copy button announces (a polite live region). */
export const COPY_TEXT = {
  done: 'Email address copied.',
  failed: 'Could not copy. Select the address above and copy it.',
} as const;

/**
 * A lead in full (docs/product.md#screens): Subject, each of the page's questions with its own text, Message, Country, Channel,
 * Campaign, and a price test's price; fields the lead left empty are not shown. Reply opens the mail program (the page's name
 * in the subject); Copy email puts the address on the clipboard and says so.
 */
export function SubmissionModal({
  submission,
  pageName,
  onClose,
  onFollowUp,
  saving = false,
}: {
  submission: Submission | null;
  /** The page's name (its business name); falls back to "your landing page". */
  pageName?: string;
  onClose(): void;
  /** Set the lead's follow-up status or note (absent: the modal shows neither). */
  onFollowUp?(update: LeadUpdate): void;
  saving?: boolean;
}) {
  const [copyStatus, setCopyStatus] = useState('');
  useEffect(() => setCopyStatus(''), [submission?.id]);

  const copy = async () => {
    if (!submission) return;
    try {
      await navigator.clipboard.writeText(submission.email);
      setCopyStatus(COPY_TEXT.done);
    } catch {
      setCopyStatus(COPY_TEXT.failed);
    }
  };

  const fields: { label: string; value: string | null; key: string }[] = submission
    ? [
        // An email left in a price test's dialog: which price, said plainly (nothing was ordered).
        { key: 'price', label: 'Price chosen (orders not open yet; nothing was ordered)', value: submission.price },
        { key: 'subject', label: 'Subject', value: submission.subject },
        ...submission.answers.map((a, i) => ({ key: `answer-${i}`, label: a.question, value: a.answer })),
        { key: 'message', label: 'Message', value: submission.message },
        // The visit's country (its IP's, what the country filter matches), with what the visitor typed beside it.
        { key: 'country', label: 'Country', value: countryText(submission) },
        { key: 'channel', label: 'Channel', value: submission.channel },
        { key: 'campaign', label: 'Campaign', value: submission.campaign },
      ].filter((f) => f.value?.trim())
    : [];

  return (
    <Modal show={submission !== null} onHide={onClose} centered aria-labelledby="submission-modal-title">
      {submission && (
        <>
          <Modal.Header closeButton>
            <Modal.Title id="submission-modal-title" className="h5 text-break">
              Submission from {submission.name || submission.email}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p className="small text-body-secondary mb-2">
              <span className="text-break">{submission.email}</span> ·{' '}
              <time dateTime={submission.timestamp}>{formatDateTime(submission.timestamp)}</time>
              {submission.times_sent > 1 && (
                <>
                  {' '}
                  · {sentTimesText(submission.times_sent)}, last{' '}
                  <time dateTime={submission.last_sent}>{formatDateTime(submission.last_sent)}</time>
                </>
              )}
            </p>
            <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
              <a
                className="btn btn-primary btn-sm"
                href={replyHref(submission, pageName?.trim() || 'your landing page')}
                aria-label={`Reply to ${submission.name || submission.email} by email`}
              >
                Reply
              </a>
              <Button variant="outline-secondary" size="sm" onClick={copy}>
                Copy email
              </Button>
              <span role="status" aria-live="polite" className="small text-body-secondary">
                {copyStatus}
              </span>
            </div>
            {submission.spam_reasons.length > 0 && (
              <div className="alert alert-warning py-2 small" data-testid="lead-spam">
                {submission.quality === 'suspected_spam'
                  ? 'Suspected spam, not counted as demand: '
                  : 'Marked as not spam; it had looked like spam: '}
                {submission.spam_reasons.map((r) => SPAM_REASON_LABELS[r]).join(', ')}.
                {onFollowUp && (
                  <Button
                    variant="link"
                    size="sm"
                    className="p-0 ms-1 align-baseline"
                    disabled={saving}
                    onClick={() => onFollowUp({ spam: submission.quality !== 'suspected_spam' })}
                  >
                    {submission.quality === 'suspected_spam' ? 'Not spam: count it' : 'Mark as spam again'}
                  </Button>
                )}
              </div>
            )}
            {onFollowUp && (
              <div className="mb-3 d-grid gap-2" data-testid="lead-follow-up">
                <LeadStatusButtons
                  leadName={submission.name || submission.email}
                  status={submission.status}
                  disabled={saving}
                  onChange={(status) => onFollowUp({ status })}
                />
                <LeadNoteEditor note={submission.note} saving={saving} onSave={(note) => onFollowUp({ note })} />
              </div>
            )}
            <dl className="row mb-0">
              {fields.map((f) => (
                <div className="col-12 mb-2" key={f.key}>
                  <dt className="small text-body-secondary fw-normal text-break">{f.label}</dt>
                  <dd className="mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>
                    {f.value}
                  </dd>
                </div>
              ))}
            </dl>
            {submission.history.length > 0 && (
              <details className="mt-3" data-testid="lead-history">
                <summary className="small">Earlier sends ({submission.history.length})</summary>
                <ol className="small mb-0 mt-2">
                  {submission.history.map((h) => (
                    <li key={h.sent_at} className="mb-2">
                      <time dateTime={h.sent_at}>{formatDateTime(h.sent_at)}</time> · {h.email}
                      {[h.subject, h.question_1, h.question_2, h.question_3, h.message, h.price]
                        .filter((v): v is string => !!v?.trim())
                        .map((v, i) => (
                          <span key={i} className="d-block text-break" style={{ whiteSpace: 'pre-wrap' }}>
                            {v}
                          </span>
                        ))}
                    </li>
                  ))}
                </ol>
              </details>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
