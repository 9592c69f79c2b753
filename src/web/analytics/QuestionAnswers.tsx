import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import { MessageCircleQuestionMark } from 'lucide-react';
import type { ContactFormTrackingResponse, Submission } from '../../shared/contracts/analytics';
import { CardLoading } from '../ui/CardLoading';
import { EmptyState } from '../ui/EmptyState';
import { SubmissionModal } from './SubmissionModal';
import { LATEST_ANSWERS_READ } from './api';
import { ANSWERS_TEXT } from './texts';
import { formatDateTime } from '../../shared/time';

/** How many answers the card lists. */
const ANSWERS_SHOWN = 5;

/**
 * The latest answers to the page's question (what the founder most wants to learn, the contact
 * form's first question), newest first, each with who sent it; a name opens the whole lead.
 */
export function QuestionAnswers({
  question,
  data,
  loading,
  pageName,
}: {
  question: string;
  data: ContactFormTrackingResponse | undefined;
  loading: boolean;
  pageName?: string;
}) {
  const [open, setOpen] = useState<Submission | null>(null);
  const leads = data?.data ?? [];
  const answered = leads.filter((s) => s.question_1?.trim());
  const shown = answered.slice(0, ANSWERS_SHOWN);
  return (
    <Card className="shadow-sm border-0" as="section" aria-labelledby="answers-title">
      <Card.Body>
        <h3 id="answers-title" className="h6 mb-1">
          {ANSWERS_TEXT.title}
        </h3>
        <p className="mb-3 fw-semibold text-break" data-testid="answers-question">
          “{question}”
        </p>
        {loading && !data ? (
          <CardLoading label="Loading answers" />
        ) : shown.length === 0 ? (
          <EmptyState icon={MessageCircleQuestionMark} title={ANSWERS_TEXT.empty}>
            {ANSWERS_TEXT.emptyNext}
          </EmptyState>
        ) : (
          <>
            <ul className="list-unstyled mb-2 d-grid gap-3" aria-label={ANSWERS_TEXT.listLabel}>
              {shown.map((s) => (
                <li key={s.id} className="ip-answer">
                  <p className="mb-1 text-break" style={{ whiteSpace: 'pre-wrap' }}>
                    {s.question_1}
                  </p>
                  <p className="small text-body-secondary mb-0">
                    <button
                      type="button"
                      className="btn btn-link btn-sm p-0 align-baseline text-decoration-none"
                      onClick={() => setOpen(s)}
                    >
                      {s.name || s.email}
                    </button>{' '}
                    · <time dateTime={s.timestamp}>{formatDateTime(s.timestamp)}</time>
                  </p>
                </li>
              ))}
            </ul>
            <p className="small text-body-secondary mb-0" data-testid="answers-count">
              {ANSWERS_TEXT.count(answered.length, leads.length, (data?.total ?? 0) > LATEST_ANSWERS_READ)}
            </p>
          </>
        )}
      </Card.Body>
      <SubmissionModal submission={open} pageName={pageName} onClose={() => setOpen(null)} />
    </Card>
  );
}
