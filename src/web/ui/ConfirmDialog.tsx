import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

/** A yes/no question; react-bootstrap keeps the focus inside and gives it back on close. */
export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel,
  variant = 'primary',
  onConfirm,
  onCancel,
}: {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  variant?: string;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="pe-confirm-title">
      <Modal.Header closeButton>
        <Modal.Title id="pe-confirm-title" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant={variant} onClick={onConfirm} autoFocus>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
