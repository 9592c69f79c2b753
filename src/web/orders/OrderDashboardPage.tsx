import { useEffect, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError } from '../api/client';
import { useToast } from '../app/toast';
import { useDocumentTitle } from '../app/documentTitle';
import { useCheckout } from '../payments/useCheckout';
import { PaymentHistory } from '../payments/PaymentHistory';
import { OrderAnalytics } from '../analytics';
import { AdCampaignsTable, CreateCampaignDropdown } from '../campaigns';
import { PageEditorCard } from '../page-editor';
import { ExperimentsCard } from '../experiments';
import type { Order } from '../../shared/contracts/orders';
import { isLive } from '../../shared/orders/status';
import { ORDER_MESSAGES, ORDER_TEXTS } from '../../shared/messages';
import { orderKey, ordersKey, useOrder } from './api';
import { OrderDashboardHeader } from './OrderDashboardHeader';
import { OrderPlaceholder } from './OrderPlaceholder';

/**
 * The body of a live (Active or Completed) order: analytics, then ad campaigns. Each section is
 * its own area's component; add new sections here.
 */
function LiveOrderSections({ order }: { order: Order }): ReactNode {
  return (
    <div className="d-grid gap-4">
      <PageEditorCard orderId={order.id} />
      <ExperimentsCard orderId={order.id} />
      <OrderAnalytics
        orderId={order.id}
        createdAt={order.created_at}
        pageName={order.landing_page?.seo_content.business_name || order.title}
      />
      {/* Campaign payments go through the same checkout (src/web/payments), inside the campaigns area. */}
      <AdCampaignsTable orderId={order.id} />
    </div>
  );
}

/** /dashboard/overview/{orderId}: the order's header, then placeholders or the live sections. */
export default function OrderDashboardPage() {
  const { orderId = '' } = useParams();
  const toast = useToast();
  const queryClient = useQueryClient();
  const query = useOrder(orderId);
  const checkout = useCheckout();
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  // The browser tab names the idea ("Dog walkers for busy professionals · Ideaproof").
  useDocumentTitle(notFound ? 'Order not found' : query.data?.title);

  useEffect(() => {
    if (query.isError && !notFound) {
      toast.error(
        ORDER_MESSAGES.dashboardLoad(query.error instanceof ApiError ? query.error.detail : String(query.error)),
      );
    }
  }, [query.isError, query.errorUpdatedAt, notFound, query.error, toast]);

  const refetch = async () => {
    await queryClient.invalidateQueries({ queryKey: orderKey(orderId) });
    void queryClient.invalidateQueries({ queryKey: ordersKey });
  };

  const payOrder = async () => {
    const verified = await checkout.pay({ use: 'landing_page', pfa_order_id: orderId });
    if (verified) await refetch();
  };

  if (query.isPending) {
    return (
      <div className="text-center py-5">
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Loading order</span>
        </Spinner>
      </div>
    );
  }
  if (notFound || !query.data) {
    return (
      <div className="py-4">
        <Alert variant={notFound ? 'secondary' : 'danger'}>
          {notFound
            ? ORDER_TEXTS.notFound(orderId)
            : ORDER_MESSAGES.dashboardLoad(String((query.error as Error)?.message ?? ''))}
        </Alert>
        <Link to="/transactions">← Back to your business ideas</Link>
      </div>
    );
  }

  const order = query.data;
  return (
    <div className="order-dashboard">
      <OrderDashboardHeader
        order={order}
        paying={checkout.busy}
        onPay={payOrder}
        actions={
          <CreateCampaignDropdown
            orderId={order.id}
            orderStatus={order.status}
            businessName={order.landing_page?.seo_content.business_name}
          />
        }
      />
      {isLive(order.status) ? (
        <LiveOrderSections order={order} />
      ) : (
        <OrderPlaceholder
          status={order.status === 'Under Processing' ? 'Under Processing' : 'Payment Required'}
          amountMinor={order.amount_minor}
          currency={order.currency}
        />
      )}
      <PaymentHistory orderId={order.id} />
      {checkout.dialog}
    </div>
  );
}
