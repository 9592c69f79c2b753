import Modal from 'react-bootstrap/Modal';
import Button from 'react-bootstrap/Button';
import type { Submission } from '../../shared/contracts/analytics';
import { NOT_AVAILABLE } from './texts';

const FIELDS: [label: string, key: keyof Submission][] = [
  ['Subject', 'subject'],
  ['Question 1', 'question_1'],
  ['Question 2', 'question_2'],
  ['Message', 'message'],
  ['Country', 'country'],
];

/** A lead in full (SPEC §2): Subject, Question 1, Question 2, Message, Country; N/A where absent. */
export function SubmissionModal({ submission, onClose }: { submission: Submission | null; onClose(): void }) {
  return (
    <Modal show={submission !== null} onHide={onClose} centered aria-labelledby="submission-modal-title">
      {submission && (
        <>
          <Modal.Header closeButton>
            <Modal.Title id="submission-modal-title" className="h5">
              Submission from {submission.name}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p className="small text-body-secondary mb-3">
              {submission.email} · {new Date(submission.timestamp).toLocaleString()}
            </p>
            <dl className="row mb-0">
              {FIELDS.map(([label, key]) => {
                const value = submission[key];
                return (
                  <div className="col-12 mb-2" key={key}>
                    <dt className="small text-body-secondary">{label}</dt>
                    <dd className="mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>
                      {value ? value : NOT_AVAILABLE}
                    </dd>
                  </div>
                );
              })}
            </dl>
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
