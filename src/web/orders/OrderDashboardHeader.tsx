import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import type { Order } from '../../shared/contracts/orders';
import { formatMoney } from '../../shared/money';
import { formatDay } from '../../shared/time';
import { OrderStatusButton } from './OrderStatusButton';
import { StatusBadge } from './StatusBadge';
import { WriterLabel } from './WriterLabel';

export interface OrderDashboardHeaderProps {
  order: Order;
  paying: boolean;
  onPay(): void;
  /** Extra header actions (the "Create Ad Campaign" dropdown). */
  actions?: ReactNode;
}

/** The order dashboard's header: what the idea is, where it stands, and the one next step. */
export function OrderDashboardHeader({ order, paying, onPay, actions }: OrderDashboardHeaderProps) {
  const name = order.landing_page?.seo_content.business_name;
  return (
    <header className="d-flex flex-column flex-lg-row align-items-lg-center justify-content-between gap-3 mb-4">
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        <div className="d-flex align-items-center flex-wrap gap-2 mb-1">
          <h1 className="h3 mb-0 text-break">{order.title}</h1>
          <StatusBadge status={order.status} />
          {order.paid_with === 'sandbox' && (
            <Badge bg="warning" text="dark" title="Paid through the sandbox gateway: no money moved">
              Sandbox
            </Badge>
          )}
        </div>
        <p className="text-body-secondary small mb-0">
          {name && name !== order.title && <span className="me-2">{name} ·</span>}
          Order <span className="font-monospace text-body">{order.id}</span> · issued{' '}
          <span className="text-nowrap">{formatDay(order.created_at)}</span> · due{' '}
          <span className="text-nowrap">{formatDay(order.due_date)}</span> ·{' '}
          <span className="text-nowrap">{formatMoney(order.amount_minor, order.currency)}</span>
        </p>
      </div>
      <div className="d-flex flex-column align-items-lg-end gap-1 flex-shrink-0">
        <div className="d-flex flex-wrap align-items-center gap-2">
          {actions}
          <OrderStatusButton order={order} paying={paying} onPay={onPay} />
        </div>
        <WriterLabel writer={order.writer} />
      </div>
    </header>
  );
}
