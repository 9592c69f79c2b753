/** Campaign lifecycle (DESIGN §5): Draft → Payment Required → Under Processing → Active → Completed. */
export const CAMPAIGN_STATUSES = ['Draft', 'Payment Required', 'Under Processing', 'Active', 'Completed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** States in which the server is working and the web app should poll for the next one. */
export const TRANSITIONAL_STATUSES: readonly CampaignStatus[] = ['Draft', 'Under Processing'];

/** Bootstrap colour of a status badge (SPEC §4 order badge colours, Draft added). */
export function statusVariant(status: string): string {
  switch (status) {
    case 'Under Processing':
      return 'warning';
    case 'Active':
      return 'success';
    case 'Completed':
      return 'primary';
    case 'Draft':
      return 'secondary';
    default:
      return 'danger';
  }
}
