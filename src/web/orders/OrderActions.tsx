import Button from 'react-bootstrap/Button';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { Link } from 'react-router';
import type { OrderSummary } from '../../shared/contracts/orders';

function LockIcon() {
  return (
    <svg
      width="12"
      height="12"
      viewBox="0 0 16 16"
      aria-hidden="true"
      className="me-1 align-baseline"
      fill="currentColor"
    >
      <path d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1.5 1.5 0 0 0-1.5 1.5v5A1.5 1.5 0 0 0 4 15h8a1.5 1.5 0 0 0 1.5-1.5v-5A1.5 1.5 0 0 0 12 7h-.5V4.5A3.5 3.5 0 0 0 8 1Zm2 6H6V4.5a2 2 0 1 1 4 0V7Z" />
    </svg>
  );
}

export interface OrderActionsProps {
  order: OrderSummary;
  onEdit(order: OrderSummary): void;
  onRemove(order: OrderSummary): void;
  onPay(order: OrderSummary): void;
  /** A checkout is open or being verified. */
  paying: boolean;
}

/** Row actions: Pay (unpaid only), View Details, Edit (only while Payment Required: then locked, and it says so), Remove. */
export function OrderActions({ order, onEdit, onRemove, onPay, paying }: OrderActionsProps) {
  const editable = order.status === 'Payment Required';
  return (
    <div className="d-flex flex-wrap gap-1">
      {editable && (
        <Button
          size="sm"
          variant="primary"
          onClick={() => onPay(order)}
          disabled={paying}
          aria-label={`Pay for ${order.title}`}
        >
          Pay
        </Button>
      )}
      <Link
        to={`/dashboard/overview/${encodeURIComponent(order.id)}`}
        className="btn btn-sm btn-outline-primary"
        aria-label={`View details of ${order.title}`}
      >
        View Details
      </Link>
      {editable ? (
        <Button size="sm" variant="outline-secondary" onClick={() => onEdit(order)} aria-label={`Edit ${order.title}`}>
          Edit
        </Button>
      ) : (
        <OverlayTrigger
          placement="top"
          overlay={
            <Tooltip id={`locked-${order.id}`}>Paid ideas are locked: the landing page is built from them.</Tooltip>
          }
        >
          <Button
            size="sm"
            variant="outline-secondary"
            aria-disabled="true"
            className="opacity-75"
            onClick={(e) => e.preventDefault()}
          >
            <LockIcon /> Locked
            <span className="visually-hidden">: {order.title} can no longer be edited after payment</span>
          </Button>
        </OverlayTrigger>
      )}
      <Button size="sm" variant="outline-danger" onClick={() => onRemove(order)} aria-label={`Remove ${order.title}`}>
        Remove
      </Button>
    </div>
  );
}
