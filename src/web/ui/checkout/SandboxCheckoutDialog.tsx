import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import type { PaymentOrderResponse, SandboxOutcome } from '../../../shared/contracts/payments';
import { formatMoney } from '../../../shared/money';

export interface SandboxCheckoutDialogProps {
  order: PaymentOrderResponse | null;
  /** Pay, Fail or Capture fails was pressed: resolves when the sandbox answered. */
  onOutcome(outcome: SandboxOutcome): Promise<void>;
  onCancel(): void;
}

/**
 * The sandbox gateway's checkout: the amount and currency the server set, a clear "Sandbox" badge,
 * and Pay / Fail buttons, plus a sandbox-only "Capture fails" (the bank authorizes, the capture is
 * declined) to see that path. No card details, no money.
 */
export function SandboxCheckoutDialog({ order, onOutcome, onCancel }: SandboxCheckoutDialogProps) {
  const [busy, setBusy] = useState<SandboxOutcome | null>(null);
  const press = async (outcome: SandboxOutcome) => {
    setBusy(outcome);
    try {
      await onOutcome(outcome);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Modal show={order !== null} onHide={busy ? undefined : onCancel} centered aria-labelledby="sandbox-checkout-title">
      <Modal.Header closeButton={!busy}>
        <Modal.Title id="sandbox-checkout-title" className="d-flex align-items-center gap-2">
          Checkout
          <Badge bg="warning" text="dark">
            Sandbox
          </Badge>
        </Modal.Title>
      </Modal.Header>
      {order && (
        <Modal.Body>
          <p className="text-body-secondary mb-2">{order.description}</p>
          <dl className="row mb-3">
            <dt className="col-5">Amount</dt>
            <dd className="col-7 fs-4 fw-semibold mb-0" data-testid="sandbox-amount">
              {formatMoney(order.amount, order.currency)}
            </dd>
            <dt className="col-5">Currency</dt>
            <dd className="col-7 mb-0">{order.currency}</dd>
            <dt className="col-5">Payment order</dt>
            <dd className="col-7 mb-0 text-break font-monospace small">{order.id}</dd>
          </dl>
          <p className="small text-body-secondary mb-0">
            This is the sandbox gateway: no card is charged and no money moves. Choose Pay to simulate a successful
            payment, Fail to simulate a declined one, or Capture fails to simulate a payment the bank authorizes but the
            gateway cannot capture (the order stays unpaid).
          </p>
        </Modal.Body>
      )}
      <Modal.Footer className="flex-wrap">
        <Button variant="outline-secondary" onClick={() => press('capture_failure')} disabled={busy !== null}>
          {busy === 'capture_failure' && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
          Capture fails
        </Button>
        <Button variant="outline-danger" onClick={() => press('failure')} disabled={busy !== null}>
          {busy === 'failure' && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
          Fail
        </Button>
        <Button variant="success" onClick={() => press('success')} disabled={busy !== null} autoFocus>
          {busy === 'success' && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
          Pay {order ? formatMoney(order.amount, order.currency) : ''}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
