import type { OrderSummary } from '../../shared/contracts/orders';
import type { DemandSortKey, OrderSortKey, SortDir } from '../../shared/orders/list';
import { formatMoney } from '../../shared/money';
import { Lightbulb, SearchX } from 'lucide-react';
import { ORDER_TEXTS } from '../../shared/messages';
import { EmptyState } from '../ui/EmptyState';
import { formatDay } from '../../shared/time';
import { OrderActions } from './OrderActions';
import { StatusBadge } from './StatusBadge';
import { useIdeaNumbers, VERDICT_WORD } from './IdeaDemand';
import { formatCount } from '../../shared/money';

/** The ideas' own numbers; like every column they sort on the server, across all pages (issue 34). */
const NUMBER_COLUMNS: { label: string; key: DemandSortKey }[] = [
  { label: 'Visitors', key: 'visitors' },
  { label: 'Leads', key: 'leads' },
  { label: 'Verdict', key: 'verdict' },
];

export interface OrdersTableProps {
  orders: OrderSummary[];
  sort: OrderSortKey;
  dir: SortDir;
  onSort(key: OrderSortKey): void;
  onEdit(order: OrderSummary): void;
  onRemove(order: OrderSummary): void;
  /** Open the checkout for an unpaid order. */
  onPay(order: OrderSummary): void;
  paying: boolean;
  loading: boolean;
  /** Open the idea form (the empty list's next step). */
  onCreate(): void;
  /** The search the list is filtered by ('' for none) and how to clear it. */
  search: string;
  onClearSearch(): void;
}

const COLUMNS: { label: string; key: OrderSortKey | null }[] = [
  { label: 'ID', key: 'id' },
  { label: 'Business Title', key: 'title' },
  { label: 'Issue Date', key: 'created_at' },
  { label: 'Due Date', key: null },
  { label: 'Cost', key: 'amount' },
  { label: 'Status', key: 'status' },
  { label: 'Action', key: null },
];

function SortHeader({
  label,
  column,
  sort,
  dir,
  onSort,
  firstDir = 'asc',
  className,
}: {
  label: string;
  column: OrderSortKey;
  sort: OrderSortKey;
  dir: SortDir;
  onSort(k: OrderSortKey): void;
  /** The direction a first click sorts in (numbers: largest first). */
  firstDir?: SortDir;
  className?: string;
}) {
  const active = sort === column;
  const next = (active ? dir === 'asc' : firstDir === 'desc') ? 'descending' : 'ascending';
  return (
    <th scope="col" className={className} aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button
        type="button"
        className="btn btn-link p-0 text-reset fw-semibold text-decoration-none d-inline-flex align-items-center gap-1 text-nowrap"
        onClick={() => onSort(column)}
        aria-label={`Sort by ${label} ${next}`}
      >
        {label}
        <span aria-hidden="true" className={active ? '' : 'text-body-tertiary'}>
          {active ? (dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/** The orders as a table on wide screens and as cards on small ones (docs/product.md#screens). */
export function OrdersTable({
  orders,
  sort,
  dir,
  onSort,
  onEdit,
  onRemove,
  onPay,
  paying,
  loading,
  onCreate,
  search,
  onClearSearch,
}: OrdersTableProps) {
  if (!loading && orders.length === 0) {
    if (search) {
      return (
        <EmptyState
          icon={SearchX}
          title={ORDER_TEXTS.empty}
          action={
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onClearSearch}>
              {ORDER_TEXTS.clearSearch}
            </button>
          }
        >
          {ORDER_TEXTS.emptySearchNext(search)}
        </EmptyState>
      );
    }
    return (
      <EmptyState
        icon={Lightbulb}
        title={ORDER_TEXTS.empty}
        action={
          <button type="button" className="btn btn-primary btn-sm" onClick={onCreate}>
            {ORDER_TEXTS.emptyAction}
          </button>
        }
      >
        {ORDER_TEXTS.emptyNext}
      </EmptyState>
    );
  }
  return <OrdersTableBody {...{ orders, sort, dir, onSort, onEdit, onRemove, onPay, paying, loading }} />;
}

function OrdersTableBody({
  orders: listed,
  sort,
  dir,
  onSort,
  onEdit,
  onRemove,
  onPay,
  paying,
  loading,
}: Pick<
  OrdersTableProps,
  'orders' | 'sort' | 'dir' | 'onSort' | 'onEdit' | 'onRemove' | 'onPay' | 'paying' | 'loading'
>) {
  const numbers = useIdeaNumbers(listed);
  const orders = listed;
  const cells = (o: OrderSummary) => {
    const n = numbers.get(o.id);
    return {
      visitors: n ? formatCount(n.visitors) : '—',
      leads: n ? formatCount(n.leads) : '—',
      verdict: n ? VERDICT_WORD[n.level] : '—',
    };
  };
  return (
    <div aria-busy={loading}>
      <div className="table-responsive d-none d-md-block">
        <table className="table table-hover align-middle mb-0 orders-table">
          <caption className="visually-hidden">
            Your orders, {sort.replace('_', ' ')} {dir === 'asc' ? 'ascending' : 'descending'}
          </caption>
          <thead className="table-light">
            <tr>
              {COLUMNS.map((c) =>
                c.key ? (
                  <SortHeader
                    key={c.label}
                    label={c.label}
                    column={c.key}
                    sort={sort}
                    dir={dir}
                    onSort={onSort}
                  />
                ) : (
                  <th key={c.label} scope="col">
                    {c.label}
                  </th>
                ),
              )}
              {NUMBER_COLUMNS.map((c) => (
                <SortHeader
                  key={c.key}
                  label={c.label}
                  column={c.key}
                  sort={sort}
                  dir={dir}
                  onSort={onSort}
                  firstDir="desc"
                  className="text-end"
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id}>
                <td className="font-monospace small text-body-secondary">{o.id}</td>
                <td className="fw-semibold text-break" style={{ maxWidth: 280 }}>
                  {o.title}
                </td>
                <td className="text-nowrap">{formatDay(o.created_at)}</td>
                <td className="text-nowrap">{formatDay(o.due_date)}</td>
                <td>{formatMoney(o.amount_minor, o.currency)}</td>
                <td>
                  <StatusBadge status={o.status} />
                </td>
                <td>
                  <OrderActions order={o} onEdit={onEdit} onRemove={onRemove} onPay={onPay} paying={paying} />
                </td>
                <td className="text-end" data-testid="idea-visitors">
                  {cells(o).visitors}
                </td>
                <td className="text-end" data-testid="idea-leads">
                  {cells(o).leads}
                </td>
                <td className="text-end text-nowrap" data-testid="idea-verdict">
                  {cells(o).verdict}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="list-unstyled d-md-none mb-0 d-grid gap-3" aria-label="Your orders">
        {orders.map((o) => (
          <li key={o.id} className="card shadow-sm">
            <div className="card-body">
              <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
                <h2 className="h6 mb-0 text-break">{o.title}</h2>
                <StatusBadge status={o.status} />
              </div>
              <dl className="row small mb-3">
                <dt className="col-5 text-body-secondary fw-normal">Visitors · Leads</dt>
                <dd className="col-7 mb-1">
                  {cells(o).visitors} · {cells(o).leads}
                </dd>
                <dt className="col-5 text-body-secondary fw-normal">Verdict</dt>
                <dd className="col-7 mb-1">{cells(o).verdict}</dd>
                <dt className="col-5 text-body-secondary fw-normal">ID</dt>
                <dd className="col-7 mb-1 text-break font-monospace">{o.id}</dd>
                <dt className="col-5 text-body-secondary fw-normal">Issue Date</dt>
                <dd className="col-7 mb-1">{formatDay(o.created_at)}</dd>
                <dt className="col-5 text-body-secondary fw-normal">Due Date</dt>
                <dd className="col-7 mb-1">{formatDay(o.due_date)}</dd>
                <dt className="col-5 text-body-secondary fw-normal">Cost</dt>
                <dd className="col-7 mb-0">{formatMoney(o.amount_minor, o.currency)}</dd>
              </dl>
              <OrderActions order={o} onEdit={onEdit} onRemove={onRemove} onPay={onPay} paying={paying} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
