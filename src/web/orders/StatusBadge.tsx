import Badge from 'react-bootstrap/Badge';
import { statusBadge } from '../../shared/orders/status';

/** docs/product.md#statuses badge colours. */
export function StatusBadge({ status }: { status: string }) {
  const bg = statusBadge(status);
  return (
    <Badge bg={bg} text={bg === 'warning' ? 'dark' : undefined} className="fw-semibold">
      {status}
    </Badge>
  );
}
