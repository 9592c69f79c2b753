import Button from 'react-bootstrap/Button';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { Link } from 'react-router';
import type { OrderSummary } from '../../shared/contracts/orders';

export interface OrderActionsProps {
  order: OrderSummary;
  onEdit(order: OrderSummary): void;
  onRemove(order: OrderSummary): void;
}

/** Row actions: View Details, Edit (only while Payment Required: then locked, and it says so), Remove. */
export function OrderActions({ order, onEdit, onRemove }: OrderActionsProps) {
  const editable = order.status === 'Payment Required';
  return (
    <div className="d-flex flex-wrap gap-1">
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
          overlay={<Tooltip id={`locked-${order.id}`}>Paid ideas are locked: the landing page is built from them.</Tooltip>}
        >
          <Button
            size="sm"
            variant="outline-secondary"
            aria-disabled="true"
            className="opacity-75"
            onClick={(e) => e.preventDefault()}
          >
            <span aria-hidden="true">🔒</span> Locked
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
