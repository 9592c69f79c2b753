import Modal from 'react-bootstrap/Modal';
import type { AdCampaign } from '../../shared/contracts/campaigns';
import { AdReview } from './AdReview';

export interface ReviewAdModalProps {
  orderId: string;
  /** The campaign to review; null hides the modal. */
  campaignName: string | null;
  onPay(campaign: AdCampaign): void;
  onHide(): void;
}

/** "Review your ad" before paying: the founder reads and edits the ad copy, then pays its budget. */
export function ReviewAdModal({ orderId, campaignName, onPay, onHide }: ReviewAdModalProps) {
  return (
    <Modal show={Boolean(campaignName)} onHide={onHide} size="lg" scrollable aria-labelledby="review-ad-title">
      <Modal.Header closeButton>
        <Modal.Title id="review-ad-title" as="h2" className="fs-5">
          Review your ad <span className="text-body-secondary fs-6">{campaignName}</span>
        </Modal.Title>
      </Modal.Header>
      {campaignName && <AdReview orderId={orderId} campaignName={campaignName} onPay={onPay} onClose={onHide} />}
    </Modal>
  );
}
