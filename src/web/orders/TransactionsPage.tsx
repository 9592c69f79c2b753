import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { errorDetail, isApiError } from '../lib/api';
import { useToast } from '../ui/toast';
import { useCheckout } from '../ui/checkout/useCheckout';
import type { IdeaAnswer } from '../../shared/orders/questions';
import type { OrderSummary } from '../../shared/contracts/orders';
import {
  DEFAULT_ORDER_SORT,
  isDemandSortKey,
  ORDER_SORT_KEYS,
  ORDERS_PAGE_SIZE,
  type OrderSortKey,
  type SortDir,
} from '../../shared/orders/list';
import { ORDER_MESSAGES, ORDER_TEXTS } from '../../shared/messages';
import { ordersKey } from '../lib/queryKeys';
import { useDeleteOrder, useOrderPrice, useOrders, usePlaceOrder, useUpdateOrder } from './api';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import { IdeaFormModal } from './IdeaFormModal';
import { clearIdeaDraft, DRAFT_TEXT, hasIdeaDraft } from './ideaDraft';
import { OrdersPagination } from './OrdersPagination';
import { OrdersTable } from './OrdersTable';

const SORT_LABELS: Record<OrderSortKey, string> = {
  id: 'ID',
  title: 'Business Title',
  created_at: 'Issue Date',
  amount: 'Cost',
  status: 'Status',
  visitors: 'Visitors',
  leads: 'Leads',
  verdict: 'Verdict',
};

/** /transactions: "Your business ideas" (docs/product.md#screens); search, sort and paging happen in the server. */
export default function TransactionsPage() {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const sort = (ORDER_SORT_KEYS as readonly string[]).includes(params.get('sort') ?? '')
    ? (params.get('sort') as OrderSortKey)
    : DEFAULT_ORDER_SORT.sort;
  const dir: SortDir =
    params.get('dir') === 'asc' ? 'asc' : params.get('dir') === 'desc' ? 'desc' : DEFAULT_ORDER_SORT.dir;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const [searchInput, setSearchInput] = useState(search);

  const update = (next: Record<string, string | number | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null || v === '') p.delete(k);
      else p.set(k, String(v));
    }
    setParams(p, { replace: true });
  };

  // Search as you type, a moment after the last key.
  useEffect(() => {
    if (searchInput.trim() === search) return;
    const timer = setTimeout(() => update({ search: searchInput.trim(), page: null }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update reads the latest params
  }, [searchInput, search]);

  const query = useMemo(() => ({ search, sort, dir, page, pageSize: ORDERS_PAGE_SIZE }), [search, sort, dir, page]);
  const list = useOrders(query);
  useEffect(() => {
    if (list.isError) toast.error(ORDER_MESSAGES.loadFailed);
  }, [list.isError, list.errorUpdatedAt, toast]);

  const placeOrder = usePlaceOrder();
  const updateOrder = useUpdateOrder();
  const deleteOrder = useDeleteOrder();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<OrderSummary | null>(null);
  const [removing, setRemoving] = useState<OrderSummary | null>(null);
  const price = useOrderPrice();
  const checkout = useCheckout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  /** The same checkout as the dashboard's "Complete Payment"; once paid, the dashboard shows the page being made. */
  const pay = async (orderId: string) => {
    const verified = await checkout.pay({ use: 'landing_page', pfa_order_id: orderId });
    if (verified) {
      // The list's copy still says Payment Required: ask again at once (also for the way back).
      void queryClient.invalidateQueries({ queryKey: ordersKey });
      navigate(`/dashboard/overview/${encodeURIComponent(orderId)}`);
    } else toast.info(ORDER_MESSAGES.unpaid);
  };

  const place = (idea: IdeaAnswer[], then: 'pay' | 'later') =>
    placeOrder.mutate(idea, {
      onSuccess: ({ order_id }) => {
        clearIdeaDraft();
        setCreating(false);
        if (page !== 1 || search) update({ page: null, search: null });
        setSearchInput('');
        // docs/product.md#messages: "Order placed successfully!" whichever button placed it.
        toast.success(ORDER_MESSAGES.placed);
        if (then === 'pay') void pay(order_id);
        else toast.info(ORDER_MESSAGES.unpaid);
      },
      onError: () => toast.error(ORDER_MESSAGES.placeFailed),
    });

  const onSort = (key: OrderSortKey) => {
    const nextDir: SortDir = sort === key ? (dir === 'asc' ? 'desc' : 'asc') : key === 'created_at' || isDemandSortKey(key) ? 'desc' : 'asc';
    update({ sort: key, dir: nextDir, page: null });
  };

  const orders = list.data?.orders ?? [];
  const total = list.data?.total ?? 0;

  return (
    <div className="orders-page">
      <div className="d-flex flex-column flex-sm-row align-items-sm-center justify-content-between gap-3 mb-4">
        <div>
          <h1 className="h3 mb-1">{ORDER_TEXTS.pageTitle}</h1>
          <p className="text-body-secondary mb-0">Every idea you submit, its landing page and how it is doing.</p>
        </div>
        <Button variant="primary" onClick={() => setCreating(true)} className="align-self-start align-self-sm-center">
          <span aria-hidden="true" className="me-1">
            +
          </span>
          New
        </Button>
      </div>

      <Card className="shadow-sm border-0">
        <Card.Body>
          <div className="d-flex flex-column flex-md-row gap-2 mb-3">
            <Form.Control
              type="search"
              placeholder={ORDER_TEXTS.searchHint}
              aria-label={ORDER_TEXTS.searchHint}
              value={searchInput}
              onChange={(e) => setSearchInput(e.target.value)}
              maxLength={100}
              className="flex-grow-1"
              style={{ maxWidth: 420 }}
            />
            <div className="d-flex d-md-none gap-2">
              <Form.Select
                aria-label="Sort by"
                value={sort}
                onChange={(e) => update({ sort: e.target.value, page: null })}
                size="sm"
              >
                {ORDER_SORT_KEYS.map((k) => (
                  <option key={k} value={k}>
                    Sort by {SORT_LABELS[k]}
                  </option>
                ))}
              </Form.Select>
              <Button
                size="sm"
                variant="outline-secondary"
                onClick={() => update({ dir: dir === 'asc' ? 'desc' : 'asc', page: null })}
                aria-label={`Sort ${dir === 'asc' ? 'descending' : 'ascending'}`}
              >
                {dir === 'asc' ? '▲' : '▼'}
              </Button>
            </div>
            {list.isFetching && (
              <Spinner animation="border" size="sm" className="align-self-center ms-md-2" role="status">
                <span className="visually-hidden">Loading orders</span>
              </Spinner>
            )}
          </div>

          {list.isError && !list.data ? (
            <Alert variant="danger" className="d-flex align-items-center justify-content-between gap-2">
              {ORDER_MESSAGES.loadFailed}
              <Button size="sm" variant="outline-danger" onClick={() => list.refetch()}>
                Retry
              </Button>
            </Alert>
          ) : list.isPending ? (
            <div className="text-center py-5">
              <Spinner animation="border" role="status">
                <span className="visually-hidden">Loading orders</span>
              </Spinner>
            </div>
          ) : (
            <>
              <OrdersTable
                orders={orders}
                sort={sort}
                dir={dir}
                onSort={onSort}
                onEdit={setEditing}
                onRemove={setRemoving}
                onPay={(o) => void pay(o.id)}
                paying={checkout.busy}
                loading={list.isFetching}
                onCreate={() => setCreating(true)}
                search={search}
                onClearSearch={() => {
                  setSearchInput('');
                  update({ search: null, page: null });
                }}
              />
              {total > 0 && (
                <OrdersPagination
                  page={page}
                  pageSize={ORDERS_PAGE_SIZE}
                  shown={orders.length}
                  total={total}
                  onPage={(p) => update({ page: p === 1 ? null : p })}
                />
              )}
            </>
          )}
        </Card.Body>
      </Card>

      <IdeaFormModal
        show={creating}
        submitting={placeOrder.isPending}
        submitLabel="Place order"
        keepDraft
        onHide={() => {
          setCreating(false);
          if (hasIdeaDraft()) toast.info(DRAFT_TEXT.kept);
        }}
        onSubmit={(idea) => place(idea, 'pay')}
        payment={{ price: price.data, priceError: price.isError, onPayLater: (idea) => place(idea, 'later') }}
      />
      <IdeaFormModal
        show={editing !== null}
        initial={editing?.business_idea}
        title="Edit your business idea"
        submitLabel="Save changes"
        submitting={updateOrder.isPending}
        onHide={() => setEditing(null)}
        onSubmit={(idea) =>
          editing &&
          updateOrder.mutate(
            { id: editing.id, businessIdea: idea },
            {
              onSuccess: () => {
                toast.success(ORDER_MESSAGES.updated);
                setEditing(null);
              },
              onError: (err) => toast.error(errorDetail(err, ORDER_MESSAGES.placeFailed)),
            },
          )
        }
      />
      {checkout.dialog}
      <ConfirmDeleteModal
        order={removing}
        deleting={deleteOrder.isPending}
        onHide={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          deleteOrder.mutate(removing.id, {
            onSuccess: () => {
              toast.success(ORDER_MESSAGES.deleted);
              setRemoving(null);
              // Removing the last row of a page goes back one page.
              if (orders.length === 1 && page > 1) update({ page: page - 1 });
            },
            // A refusal with a reason (a campaign being launched, or one the provider could not stop) says why.
            onError: (err) => toast.error(isApiError(err, 409, 502) ? err.detail : ORDER_MESSAGES.deleteFailed),
          })
        }
      />
    </div>
  );
}
