/**
 * The founder's analytics section of the order dashboard (issue 5).
 *
 * Mount it in src/web/app/routes/OrderDashboardPage.tsx for Active or Completed orders only
 * (`isLive(order.status)` from src/shared/orders/status.ts), below the header:
 *
 *   import { OrderAnalytics } from '../analytics';
 *   {isLive(order.status) && <OrderAnalytics orderId={order.id} createdAt={order.created_at} />}
 *
 * It needs the app's QueryClientProvider and ToastProvider (both in src/web/app/App.tsx). Its charts
 * draw with Chart.js, a separate chunk loaded only for a chart that is drawn and in view.
 */
export { OrderAnalytics } from './OrderAnalytics';
