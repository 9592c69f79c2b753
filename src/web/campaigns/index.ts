/**
 * Ad campaigns on the order dashboard (issue 6). Mount in the order dashboard page:
 *
 *   <CreateCampaignDropdown orderId={order.id} orderStatus={order.status}
 *     businessName={order.landing_page?.seo_content.business_name} />   // in the header area
 *   <AdCampaignsTable orderId={order.id} />                              // for Active / Completed orders
 *
 * The table pays its campaigns itself ("Complete Payment"): the shared checkout (src/web/ui/checkout)
 * (useCheckout) with `use: "ad_campaign"`, `pfa_order_id` = the campaign's id (the payment
 * order's target, which /verify-razorpay-payment compares pfa_order_id with) and `campaign_name`;
 * see usePayCampaign. The dashboard passes nothing for payments.
 * Both components need the app's QueryClient and ToastProvider (already around every page).
 */
export { CreateCampaignDropdown } from './CreateCampaignDropdown';
export { AdCampaignsTable } from './AdCampaignsTable';
