import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { ORDER_TEXTS } from '../../shared/messages';

export interface ConfirmDeleteModalProps {
  title: string | null;
  deleting: boolean;
  onConfirm(): void;
  onHide(): void;
}

/** SPEC §2: "Are you sure you want to delete this order?" */
export function ConfirmDeleteModal({ title, deleting, onConfirm, onHide }: ConfirmDeleteModalProps) {
  return (
    <Modal show={title !== null} onHide={deleting ? undefined : onHide} centered aria-labelledby="confirm-delete-title">
      <Modal.Header closeButton={!deleting}>
        <Modal.Title id="confirm-delete-title" className="h5">
          Remove order
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-1">{ORDER_TEXTS.confirmDelete}</p>
        {title && <p className="text-body-secondary small mb-0">“{title}”</p>}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={deleting} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={deleting}>
          {deleting && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
          Remove
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
