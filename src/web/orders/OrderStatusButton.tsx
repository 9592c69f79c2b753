import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { Order } from '../../shared/contracts/orders';
import { landingPath } from '../../shared/contracts/landing';
import { ownerLandingHref } from '../lib/owner';
import { ORDER_TEXTS } from '../../shared/messages';

export interface OrderStatusButtonProps {
  order: Pick<Order, 'id' | 'status'>;
  paying: boolean;
  onPay(): void;
}

/**
 * docs/product.md#statuses: Payment Required → "Complete Payment"; Under Processing → disabled "Landing Page is
 * being generated..."; Active or Completed → "View Landing Page" in a new tab, with an arrow hint.
 */
export function OrderStatusButton({ order, paying, onPay }: OrderStatusButtonProps) {
  switch (order.status) {
    case 'Payment Required':
      return (
        <Button variant="primary" onClick={onPay} disabled={paying}>
          {paying && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
          {ORDER_TEXTS.completePayment}
        </Button>
      );
    case 'Under Processing':
      return (
        // No spinner here: the steps below are the one progress display.
        <Button variant="warning" disabled>
          {ORDER_TEXTS.generatingButton}
        </Button>
      );
    default:
      return (
        <span className="d-inline-flex align-items-center gap-2">
          <a
            className="btn btn-success"
            href={ownerLandingHref(landingPath(order.id))}
            target="_blank"
            rel="noopener"
            aria-label={`${ORDER_TEXTS.viewLandingPage} (opens in a new tab)`}
          >
            {ORDER_TEXTS.viewLandingPage} <span aria-hidden="true">↗</span>
          </a>
          <span className="text-success-emphasis fw-semibold small landing-hint" aria-hidden="true">
            ← your page is live
          </span>
        </span>
      );
  }
}
