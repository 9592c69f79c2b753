/**
 * Ad campaigns on the order dashboard (issue 6). Mount in the order dashboard page:
 *
 *   <CreateCampaignDropdown orderId={order.id} orderStatus={order.status}
 *     businessName={order.landing_page?.seo_content.business_name} />   // in the header area
 *   <AdCampaignsTable orderId={order.id} pay={payCampaign} />            // for Active / Completed orders
 *
 * `pay` is how "Complete Payment" pays a campaign: the payments area's checkout with
 * `use: "ad_campaign"`, `pfa_order_id: order.id`, `campaign_name`; see usePayCampaign.
 */
export { CreateCampaignDropdown, type CreateCampaignDropdownProps } from './CreateCampaignDropdown';
export { CreateCampaignModal } from './CreateCampaignModal';
export { AdCampaignsTable, type AdCampaignsTableProps } from './AdCampaignsTable';
export { AdPreviewModal } from './AdPreviewModal';
export { CampaignDetailsModal } from './CampaignDetailsModal';
export { CampaignStatusButton, type PayCampaign } from './CampaignStatusButton';
