import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { errorDetail } from '../lib/api';
import { formatDay } from '../../shared/time';
import {
  PAYMENT_STATUS_LABELS,
  REFUND_DAYS,
  type PaymentHistoryEntry,
  type PaymentStatus,
} from '../../shared/contracts/payments';
import { formatMoney } from '../../shared/money';
import { usePaymentHistory } from '../lib/payments';

const STATUS_BG: Record<PaymentStatus, string> = {
  paid: 'success',
  refunded: 'secondary',
  refund_pending: 'info',
  capture_pending: 'warning',
  failed: 'danger',
};

const STATUS_HELP: Partial<Record<PaymentStatus, string>> = {
  capture_pending: 'Authorized by your bank; not charged until the gateway captures it.',
  failed: 'The gateway could not capture this payment: nothing was charged.',
};

function PaymentItem({ p }: { p: PaymentHistoryEntry }) {
  const refunded = p.status === 'refunded' || p.status === 'refund_pending';
  return (
    <li className="list-group-item px-0" data-testid="payment-history-item">
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <span className="fw-semibold">{p.description}</span>
        <span className={`fw-semibold ${refunded ? 'text-decoration-line-through text-body-secondary' : ''}`}>
          {formatMoney(p.amount_minor, p.currency)}
        </span>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-2 small text-body-secondary mt-1">
        <time dateTime={p.created_at}>{formatDay(p.created_at)}</time>
        <Badge
          bg={STATUS_BG[p.status]}
          text={p.status === 'capture_pending' || p.status === 'refund_pending' ? 'dark' : undefined}
        >
          {PAYMENT_STATUS_LABELS[p.status]}
        </Badge>
        {p.gateway === 'sandbox' ? (
          <Badge bg="warning" text="dark" title="Sandbox gateway: no money moved">
            Sandbox
          </Badge>
        ) : (
          <span>Razorpay</span>
        )}
        <span className="font-monospace text-break">{p.id}</span>
      </div>
      {p.refund_reason && (
        <p className="small mb-0 mt-1">
          {p.refund_reason}{' '}
          {p.status === 'refunded'
            ? `Refunded ${formatMoney(p.refunded_amount_minor ?? p.amount_minor, p.currency)}${
                p.refunded_at ? ` on ${formatDay(p.refunded_at)}` : ''
              }; refunds take ${REFUND_DAYS} to reach your account.`
            : `The refund is being processed; refunds take ${REFUND_DAYS} to reach your account.`}
        </p>
      )}
      {STATUS_HELP[p.status] && <p className="small mb-0 mt-1">{STATUS_HELP[p.status]}</p>}
    </li>
  );
}

/** The order dashboard's "Payments": the order's and its ad campaigns' payments, newest first. */
export function PaymentHistory({ orderId }: { orderId: string }) {
  const query = usePaymentHistory(orderId);
  return (
    <Card className="shadow-sm border-0 mt-4" as="section" aria-labelledby="payment-history-title">
      <Card.Body>
        <h2 className="h5 mb-3" id="payment-history-title">
          Payments
        </h2>
        {query.isPending ? (
          <Spinner animation="border" size="sm" role="status">
            <span className="visually-hidden">Loading payments</span>
          </Spinner>
        ) : query.isError ? (
          <Alert variant="danger" className="mb-0 d-flex flex-wrap align-items-center gap-2">
            <span>Could not load the payments: {errorDetail(query.error, String((query.error as Error).message))}</span>
            <Button size="sm" variant="outline-danger" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : query.data.payments.length === 0 ? (
          <p className="text-body-secondary mb-0" data-testid="payment-history-empty">
            No payments yet.
          </p>
        ) : (
          <ul className="list-group list-group-flush mb-0" aria-label="Payments, newest first">
            {query.data.payments.map((p) => (
              <PaymentItem key={p.id} p={p} />
            ))}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}
