import { useCallback, type ReactElement } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCheckout } from '../ui/checkout/useCheckout';
import type { AdCampaign } from '../../shared/contracts/campaigns';
import { campaignsKey } from './keys';
import type { PayCampaign } from './CampaignStatusButton';

/**
 * "Complete Payment" for a campaign through the shared checkout (src/web/ui/checkout) (the same code as
 * orders): `use: "ad_campaign"`, the server prices the budget. `pfa_order_id` is the campaign id
 * (what the payment order's target is, so verification matches it) with its `campaign_name`.
 * After a verified payment the table refreshes and polls until the campaign is Active.
 */
export function usePayCampaign(orderId: string): { pay: PayCampaign; dialog: ReactElement } {
  const checkout = useCheckout();
  const queryClient = useQueryClient();
  const { pay: checkoutPay } = checkout;
  const pay = useCallback<PayCampaign>(
    async (campaign: AdCampaign) => {
      await checkoutPay({ use: 'ad_campaign', pfa_order_id: campaign.id, campaign_name: campaign.campaign_name });
      await queryClient.invalidateQueries({ queryKey: campaignsKey(orderId) });
    },
    [checkoutPay, queryClient, orderId],
  );
  return { pay, dialog: checkout.dialog };
}
