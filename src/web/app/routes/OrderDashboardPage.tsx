import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { errorDetail, isApiError } from '../../lib/api';
import { useToast } from '../../ui/toast';
import { useDocumentTitle } from '../../lib/documentTitle';
import { useCheckout } from '../../ui/checkout/useCheckout';
import { PaymentHistory } from '../../payments/PaymentHistory';
import { OrderAnalytics } from '../../analytics';
import { CreateCampaignDropdown } from '../../campaigns/CreateCampaignDropdown';
import type { Order } from '../../../shared/contracts/orders';
import { questionList } from '../../../shared/contracts/landing';
import { isLive } from '../../../shared/orders/status';
import { ORDER_MESSAGES, ORDER_TEXTS } from '../../../shared/messages';
import { useOrder } from '../../orders/api';
import { orderKey, ordersKey } from '../../lib/queryKeys';
import { OrderDashboardHeader } from '../../orders/OrderDashboardHeader';
import { OrderPlaceholder } from '../../orders/OrderPlaceholder';
import { OrderSectionNav } from '../../orders/OrderSectionNav';
import { sectionOf, sectionPath, type OrderSectionId } from '../../orders/sections';
import { RedirectToNotFound } from '../../ui/RedirectToNotFound';

// The results (the section a dashboard opens on) are in this page's chunk; the other sections load
// when opened, so the first view does not download the page editor, its icons, or the experiments.
const PageEditorCard = lazy(() => import('../../page-editor').then((m) => ({ default: m.PageEditorCard })));
const ExperimentsCard = lazy(() => import('../../experiments').then((m) => ({ default: m.ExperimentsCard })));
const AdCampaignsTable = lazy(() =>
  import('../../campaigns/AdCampaignsTable').then((m) => ({ default: m.AdCampaignsTable })),
);

function SectionLoading() {
  return (
    <div className="text-center py-5">
      <Spinner animation="border" role="status">
        <span className="visually-hidden">Loading</span>
      </Spinner>
    </div>
  );
}

/** The body of a live (Active or Completed) order: one section at a time, results first (./sections.ts). */
function LiveOrderSection({ order, section }: { order: Order; section: OrderSectionId }): ReactNode {
  switch (section) {
    case 'page':
      return <PageEditorCard orderId={order.id} />;
    case 'experiments':
      return <ExperimentsCard orderId={order.id} />;
    case 'campaigns':
      // Campaign payments go through the same checkout (src/web/payments), inside the campaigns area.
      return <AdCampaignsTable orderId={order.id} />;
    case 'payments':
      return <PaymentHistory orderId={order.id} />;
    case 'results':
      return (
        <OrderAnalytics
          orderId={order.id}
          createdAt={order.created_at}
          pageName={order.landing_page?.seo_content.business_name || order.title}
          question={order.landing_page ? questionList(order.landing_page.questions)[0] : undefined}
        />
      );
  }
}

/**
 * /dashboard/overview/{orderId}[/{section}]: the order's header, then (before the page is live) what
 * is left to set up, or (once live) the section navigation and one section, results first.
 */
export default function OrderDashboardPage() {
  const { orderId = '', section: sectionParam } = useParams();
  const section = sectionOf(sectionParam);
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const query = useOrder(orderId);
  const checkout = useCheckout();
  const notFound = isApiError(query.error, 404);
  // The browser tab names the idea ("Dog walkers for busy professionals · Ideaproof").
  useDocumentTitle(
    notFound
      ? 'Order not found'
      : query.data && section && section.id !== 'results'
        ? `${section.label} · ${query.data.title}`
        : query.data?.title,
  );

  useEffect(() => {
    if (query.isError && !notFound) {
      toast.error(ORDER_MESSAGES.dashboardLoad(errorDetail(query.error, String(query.error))));
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

  // The orders list shows the status too: when it changes here (paid, page live), the list is asked again.
  const status = query.data?.status;
  useEffect(() => {
    if (status) void queryClient.invalidateQueries({ queryKey: ordersKey });
  }, [status, queryClient]);

  if (!section) return <RedirectToNotFound />;
  if (query.isPending) {
    return (
      <div className="text-center py-5 ip-fill-screen">
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
  const live = isLive(order.status);
  // Before the page is live there is only set-up: a section's address shows the one page there is.
  if (!live && section.id !== 'results') return <Navigate to={sectionPath(order.id)} replace />;
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
            // The new campaign is listed in the campaigns section; the page editor is left alone
            // (a programmatic move would skip its unsaved-changes question).
            onOpen={() => {
              if (section.id !== 'page' && section.id !== 'campaigns') navigate(sectionPath(order.id, 'campaigns'));
            }}
          />
        }
      />
      {live ? (
        <>
          <OrderSectionNav orderId={order.id} />
          <div className="ip-order-section">
            <Suspense fallback={<SectionLoading />}>
              <LiveOrderSection order={order} section={section.id} />
            </Suspense>
          </div>
        </>
      ) : (
        <>
          <OrderPlaceholder
            status={order.status === 'Under Processing' ? 'Under Processing' : 'Payment Required'}
            amountMinor={order.amount_minor}
            currency={order.currency}
          />
          <PaymentHistory orderId={order.id} />
        </>
      )}
      {checkout.dialog}
    </div>
  );
}
