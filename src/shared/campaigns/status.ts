/** Campaign lifecycle (docs/architecture.md#data-and-states): Draft → Payment Required → Under Processing → Active → Completed. */
export const CAMPAIGN_STATUSES = ['Draft', 'Payment Required', 'Under Processing', 'Active', 'Completed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** States in which the server is working and the web app should poll for the next one. */
export const TRANSITIONAL_STATUSES: readonly CampaignStatus[] = ['Draft', 'Under Processing'];

/** Bootstrap colour of a status badge: the one map, shared with orders (docs/product.md#statuses). */
export { statusBadge as statusVariant } from '../orders/status';

/**
 * The founder may change the ad copy only before paying: while Draft (once its content exists)
 * and Payment Required. From Under Processing on, the paid ad is what was shown.
 */
export const COPY_EDITABLE_STATUSES: readonly CampaignStatus[] = ['Draft', 'Payment Required'];
