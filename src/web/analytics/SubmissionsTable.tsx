import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import {
  SUBMISSIONS_PAGE_SIZE,
  type ContactFormTrackingResponse,
  type Submission,
} from '../../shared/contracts/analytics';
import { SubmissionModal } from './SubmissionModal';
import { Inbox } from 'lucide-react';
import { EmptyState } from '../app/EmptyState';
import { EMPTY_NEXT, NOT_AVAILABLE, EMPTY_TEXT } from './texts';

interface Props {
  data: ContactFormTrackingResponse | undefined;
  loading: boolean;
  page: number;
  onPage(page: number): void;
  actions?: React.ReactNode;
  /** The page's name, for the subject of a reply. */
  pageName?: string;
}

/** docs/product.md#screens Contact Form Submissions: Name, Email, Timestamp; Previous/Next; "Page X of Y"; a row opens the lead. */
export function SubmissionsTable({ data, loading, page, onPage, actions, pageName }: Props) {
  const [open, setOpen] = useState<Submission | null>(null);
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / SUBMISSIONS_PAGE_SIZE));
  const rows = data?.data ?? [];
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
          {actions}
        </div>
        {loading && !data ? (
          <div className="text-center py-4">
            <Spinner animation="border" size="sm" role="status">
              <span className="visually-hidden">Loading submissions</span>
            </Spinner>
          </div>
        ) : rows.length === 0 ? (
          <EmptyState icon={Inbox} title={EMPTY_TEXT.submissions}>
            {EMPTY_NEXT.submissions}
          </EmptyState>
        ) : (
          <div className="table-responsive">
            <table className="table table-hover align-middle mb-0 ip-leads-table">
              <caption className="visually-hidden">
                Contact form submissions, newest first. Select a row to read the whole submission.
              </caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Timestamp</th>
                  <th scope="col">Channel</th>
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
                        {s.name || (s.price ? `Price ${s.price}` : s.email)}
                      </button>
                    </td>
                    <td className="ip-leads-email">{s.email}</td>
                    <td>
                      <time dateTime={s.timestamp}>
                        <span className="text-nowrap">{new Date(s.timestamp).toLocaleDateString()}</span>{' '}
                        <span className="text-nowrap">{new Date(s.timestamp).toLocaleTimeString()}</span>
                      </time>
                    </td>
                    <td data-testid="lead-channel">
                      {s.channel ?? NOT_AVAILABLE}
                      {s.campaign && <span className="d-block small text-body-secondary text-break">{s.campaign}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
      <SubmissionModal submission={open} pageName={pageName} onClose={() => setOpen(null)} />
    </Card>
  );
}
