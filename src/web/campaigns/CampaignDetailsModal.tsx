import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { AdCampaign } from '../../shared/contracts/campaigns';
import { formatInr } from '../../shared/money';
import { statusVariant } from '../../shared/campaigns/status';
import { dateTimeOrNA, orNA, placeList } from './format';

export interface CampaignDetailsModalProps {
  campaign: AdCampaign | null;
  onHide(): void;
}

/**
 * The campaign details modal. docs/product.md#screens shows its money with "$"; we show INR like everywhere else
 * (the budget is charged in rupees), formatted with Intl.
 */
export function CampaignDetailsModal({ campaign: c, onHide }: CampaignDetailsModalProps) {
  return (
    <Modal show={Boolean(c)} onHide={onHide} aria-labelledby="campaign-details-title">
      <Modal.Header closeButton>
        <Modal.Title id="campaign-details-title" as="h2" className="fs-5">
          Campaign details
        </Modal.Title>
      </Modal.Header>
      {c && (
        <Modal.Body>
          {c.sandbox && (
            <Alert variant="info" className="py-2 small">
              <Badge bg="info" text="dark" className="me-2">
                Sandbox
              </Badge>
              This campaign runs in the sandbox: it moves through the same states, but nothing is published to Google
              Ads.
            </Alert>
          )}
          <dl className="row mb-0">
            <dt className="col-5">Campaign name</dt>
            <dd className="col-7 text-break ip-id">{c.campaign_name}</dd>
            <dt className="col-5">Business name</dt>
            <dd className="col-7">{orNA(c.business_name)}</dd>
            <dt className="col-5">Status</dt>
            <dd className="col-7">
              <Badge bg={statusVariant(c.status)}>{c.status}</Badge>
            </dd>
            <dt className="col-5">Budget</dt>
            <dd className="col-7">{formatInr(c.budget)}</dd>
            <dt className="col-5">Duration</dt>
            <dd className="col-7">
              {c.duration} day{c.duration === 1 ? '' : 's'}
            </dd>
            <dt className="col-5">Daily spend</dt>
            <dd className="col-7">{formatInr(c.daily_spend)}</dd>
            <dt className="col-5">Target locations</dt>
            <dd className="col-7">{placeList(c.target_locations)}</dd>
            <dt className="col-5">Ad copy</dt>
            <dd className="col-7" data-testid="ad-copy-origin">
              {c.ad_copy_edited_at ? `Edited by you on ${dateTimeOrNA(c.ad_copy_edited_at)}` : 'As generated'}
            </dd>
            <dt className="col-5">Created</dt>
            <dd className="col-7">{dateTimeOrNA(c.created_at)}</dd>
            <dt className="col-5">Paid</dt>
            <dd className="col-7">{dateTimeOrNA(c.paid_at)}</dd>
            <dt className="col-5">Runs from</dt>
            <dd className="col-7">{dateTimeOrNA(c.starts_at)}</dd>
            <dt className="col-5">Runs until</dt>
            <dd className="col-7">{dateTimeOrNA(c.ends_at)}</dd>
          </dl>
          {c.last_error && (
            <Alert variant="warning" className="mt-3 mb-0 small">
              {c.last_error}
            </Alert>
          )}
        </Modal.Body>
      )}
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
