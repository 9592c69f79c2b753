import Pagination from 'react-bootstrap/Pagination';
import { pageWindow } from '../../shared/orders/list';
import { ORDER_TEXTS } from '../../shared/messages';

export interface OrdersPaginationProps {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  onPage(page: number): void;
}

/** docs/product.md#screens footer: "Showing X of Y entries" with previous, numbered pages and next. */
export function OrdersPagination({ page, pageSize, shown, total, onPage }: OrdersPaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="d-flex flex-column flex-sm-row align-items-sm-center justify-content-between gap-2 mt-3">
      <div className="small text-body-secondary" aria-live="polite">
        {ORDER_TEXTS.showing(shown, total)}
      </div>
      <nav aria-label="Orders pages">
        <Pagination className="mb-0" size="sm">
          <Pagination.Prev disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label="Previous page">
            Previous
          </Pagination.Prev>
          {pageWindow(page, pageCount).map((p, i) =>
            p === null ? (
              <Pagination.Ellipsis key={`gap-${i}`} disabled />
            ) : (
              <Pagination.Item
                key={p}
                active={p === page}
                onClick={() => p !== page && onPage(p)}
                aria-label={`Page ${p}`}
                aria-current={p === page ? 'page' : undefined}
              >
                {p}
              </Pagination.Item>
            ),
          )}
          <Pagination.Next disabled={page >= pageCount} onClick={() => onPage(page + 1)} aria-label="Next page">
            Next
          </Pagination.Next>
        </Pagination>
      </nav>
    </div>
  );
}
