import { useEffect, useId, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import type { OrderRemoval, OrderSummary } from '../../shared/contracts/orders';
import { ORDER_TEXTS } from '../../shared/messages';
import { errorDetail } from '../lib/api';
import { useOrderRemoval } from './api';
import { formatDay } from '../../shared/time';

export interface ConfirmDeleteModalProps {
  order: OrderSummary | null;
  deleting: boolean;
  onConfirm(): void;
  onHide(): void;
}

/** The consequences of deleting, one sentence each, as the server will carry them out. */
function removalConsequences(r: OrderRemoval): { key: string; text: ReactNode }[] {
  const out: { key: string; text: ReactNode }[] = [];
  const dashboard = `/dashboard/overview/${encodeURIComponent(r.order_id)}`;
  if (r.page_live) {
    out.push({
      key: 'page',
      text: 'Your landing page goes offline at once: visitors and ads reach a “page not found”.',
    });
  } else if (r.status === 'Under Processing') {
    out.push({ key: 'page', text: 'The landing page being generated will not be published.' });
  }
  if (r.leads > 0) {
    out.push({
      key: 'leads',
      text: (
        <>
          Its {r.leads === 1 ? '1 lead is' : `${r.leads} leads are`} kept on our servers, but you will no longer see{' '}
          {r.leads === 1 ? 'it' : 'them'} here. To keep a copy, <Link to={dashboard}>open the order</Link> and use
          “Export all submissions (CSV)” first.
        </>
      ),
    });
  } else if (r.paid) {
    out.push({ key: 'leads', text: 'It has no leads yet.' });
  }
  for (const c of r.campaigns_to_stop) {
    out.push({
      key: `campaign-${c.name}`,
      text: `The ad campaign “${c.name}”${c.ends_at ? `, running until ${formatDay(c.ends_at)},` : ''} is stopped now through the ads provider: its ads stop showing. Unspent budget is refunded on request (see the refund policy).`,
    });
  }
  if (r.paid) out.push({ key: 'payments', text: 'Its payments stay in our records.' });
  return out;
}

/**
 * docs/product.md#screens: "Are you sure you want to delete this order?". An unpaid order is removed after one
 * confirmation. A paid one first shows what will happen (from GET /api/order/{id}/removal: the page
 * goes offline, its leads, running campaigns stopped, or why it cannot be deleted now) and asks
 * for the idea's title to be typed.
 */
export function ConfirmDeleteModal({ order, deleting, onConfirm, onHide }: ConfirmDeleteModalProps) {
  const paid = order !== null && order.status !== 'Payment Required';
  const removal = useOrderRemoval(paid ? order.id : null);
  const [typed, setTyped] = useState('');
  const inputId = useId();
  useEffect(() => setTyped(''), [order?.id]);

  const impact = removal.data;
  const titleMatches = order !== null && typed.trim() === order.title.trim();
  const canDelete = !deleting && (!paid || (impact !== undefined && impact.blocked === null && titleMatches));

  let body: ReactNode;
  if (!order) body = null;
  else if (!paid) {
    body = (
      <>
        <p className="mb-1">{ORDER_TEXTS.confirmDelete}</p>
        <p className="text-body-secondary small mb-1 text-break">“{order.title}”</p>
        <p className="small mb-0">It has not been paid, so nothing is charged and nothing goes offline.</p>
      </>
    );
  } else if (removal.isPending) {
    body = (
      <div className="d-flex align-items-center gap-2" role="status">
        <Spinner size="sm" animation="border" aria-hidden="true" /> Checking what deleting this order would change…
      </div>
    );
  } else if (removal.isError || !impact) {
    body = (
      <Alert variant="danger" className="mb-0 d-flex flex-wrap align-items-center justify-content-between gap-2">
        {errorDetail(removal.error, 'Could not check what deleting would change.')}
        <Button size="sm" variant="outline-danger" onClick={() => removal.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  } else {
    body = (
      <>
        <p className="mb-1">{ORDER_TEXTS.confirmDelete}</p>
        <p className="text-body-secondary small mb-2 text-break">“{order.title}”</p>
        <h3 className="h6 mb-1">What happens</h3>
        <ul className="small mb-3 ps-3" data-testid="delete-consequences">
          {removalConsequences(impact).map((c) => (
            <li key={c.key} className="mb-1">
              {c.text}
            </li>
          ))}
        </ul>
        {impact.blocked ? (
          <Alert variant="warning" className="mb-0" role="alert">
            {impact.blocked}
          </Alert>
        ) : (
          <Form.Group controlId={inputId}>
            <Form.Label className="small fw-semibold">
              To confirm, type the idea’s title: <span className="text-break">{order.title}</span>
            </Form.Label>
            <Form.Control
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              disabled={deleting}
            />
          </Form.Group>
        )}
      </>
    );
  }

  return (
    <Modal show={order !== null} onHide={deleting ? undefined : onHide} centered aria-labelledby="confirm-delete-title">
      <Modal.Header closeButton={!deleting}>
        <Modal.Title id="confirm-delete-title" className="h5">
          {paid ? 'Delete a paid order' : 'Remove order'}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{body}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={deleting} autoFocus={!paid}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={!canDelete}>
          {deleting && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
          {paid ? 'Delete order' : 'Remove'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
