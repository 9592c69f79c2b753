import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { AdCampaign } from '../../shared/contracts/campaigns';
import { landingPath } from '../../shared/contracts/landing';
import { ownerLandingHref } from '../lib/owner';
import { CAMPAIGN_MESSAGES as M } from '../../shared/campaigns/messages';

/** Pays one campaign (checkout + verification); resolves once the payment is verified or abandoned. */
export type PayCampaign = (campaign: AdCampaign) => Promise<void>;

export interface CampaignStatusButtonProps {
  campaign: AdCampaign;
  orderId: string;
  pay?: PayCampaign;
}

/**
 * docs/product.md#statuses campaign button: Payment Required → "Complete Payment"; Under Processing → disabled
 * "Your ad campaign is being processed"; Active (and Completed) → "View Landing Page".
 * Draft (content being generated) → a disabled "Preparing ad…".
 */
export function CampaignStatusButton({ campaign, orderId, pay }: CampaignStatusButtonProps) {
  const [paying, setPaying] = useState(false);
  switch (campaign.status) {
    case 'Draft':
      return (
        <Button size="sm" variant="outline-secondary" disabled className="text-nowrap">
          <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />
          Preparing ad…
        </Button>
      );
    case 'Payment Required':
      return (
        <Button
          size="sm"
          variant="primary"
          className="text-nowrap"
          disabled={!pay || paying}
          onClick={async () => {
            if (!pay) return;
            setPaying(true);
            try {
              await pay(campaign);
            } finally {
              setPaying(false);
            }
          }}
        >
          {paying && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
          Complete Payment
        </Button>
      );
    case 'Under Processing':
      return (
        <Button size="sm" variant="warning" disabled className="text-nowrap">
          <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />
          {M.processing}
        </Button>
      );
    case 'Active':
    case 'Completed':
      return (
        <a
          className={`btn btn-sm text-nowrap ${campaign.status === 'Active' ? 'btn-success' : 'btn-outline-success'}`}
          href={ownerLandingHref(landingPath(orderId))}
          target="_blank"
          rel="noopener noreferrer"
        >
          View Landing Page <span aria-hidden="true">→</span>
        </a>
      );
  }
}
