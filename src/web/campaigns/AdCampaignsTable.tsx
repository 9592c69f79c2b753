import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import type { AdCampaign } from '../../shared/contracts/campaigns';
import { CAMPAIGN_MESSAGES as M } from '../../shared/campaigns/messages';
import { formatInr } from '../../shared/money';
import { statusVariant } from '../../shared/campaigns/status';
import { useToast } from '../ui/toast';
import { errorText, useAdCampaigns } from './api';
import { AdPreviewModal } from './AdPreviewModal';
import { CampaignDetailsModal } from './CampaignDetailsModal';
import { CampaignResults } from './CampaignResults';
import { CampaignStatusButton } from './CampaignStatusButton';
import { ReviewAdModal } from './ReviewAdModal';
import { usePayCampaign } from './usePayCampaign';
import { Megaphone } from 'lucide-react';
import { EmptyState } from '../ui/EmptyState';

export interface AdCampaignsTableProps {
  orderId: string;
}

/**
 * docs/product.md#screens Ad Campaigns table (Campaign Name, Business Name, Status, Results, Ad Preview)
 * with the preview and details modals. Results are the figures the ads provider reported
 * (docs/ad-campaigns.md#results), "Simulated" in the sandbox. Polls while a campaign is Draft or Under Processing, so statuses
 * and buttons change without a reload.
 */
export function AdCampaignsTable({ orderId }: AdCampaignsTableProps) {
  const toast = useToast();
  // "Complete Payment" goes through the shared checkout (src/web/ui/checkout) (see usePayCampaign).
  const checkout = usePayCampaign(orderId);
  const campaigns = useAdCampaigns(orderId);
  const [preview, setPreview] = useState<string | null>(null);
  const [details, setDetails] = useState<AdCampaign | null>(null);
  // "Complete Payment" opens "Review your ad"; its "Pay ₹…" closes it and opens the checkout.
  const [review, setReview] = useState<string | null>(null);
  const openReview = async (c: AdCampaign) => setReview(c.campaign_name);
  const lastError = useRef<number>(0);

  // docs/product.md#messages: every failed load or refresh is the toast "Failed to refresh ad campaigns: {error}",
  // once per failure.
  useEffect(() => {
    if (campaigns.isError && campaigns.errorUpdatedAt !== lastError.current) {
      lastError.current = campaigns.errorUpdatedAt;
      toast.error(M.refreshError(errorText(campaigns.error, M.fetchCampaignsFallback)));
    }
  }, [campaigns.isError, campaigns.error, campaigns.errorUpdatedAt, toast]);

  const rows = campaigns.data ?? [];
  const current = details ? (rows.find((r) => r.id === details.id) ?? details) : null;

  return (
    <Card className="shadow-sm" data-testid="ad-campaigns">
      <Card.Header as="h2" className="fs-5 bg-body d-flex align-items-center justify-content-between">
        Ad Campaigns
        {campaigns.isFetching && !campaigns.isPending && (
          <Spinner size="sm" animation="border" role="status" className="text-body-secondary">
            <span className="visually-hidden">Refreshing</span>
          </Spinner>
        )}
      </Card.Header>
      <Card.Body className="p-0">
        {campaigns.isPending ? (
          <div className="p-4 text-center">
            <Spinner animation="border" role="status">
              <span className="visually-hidden">Loading ad campaigns…</span>
            </Spinner>
          </div>
        ) : campaigns.isError && !campaigns.data ? (
          // The toast says why and goes after 3 seconds; the card keeps saying the list is missing.
          <Alert variant="danger" className="m-3 d-flex flex-wrap align-items-center justify-content-between gap-2">
            {M.notLoaded}
            <Button variant="outline-danger" size="sm" onClick={() => void campaigns.refetch()}>
              {M.retry}
            </Button>
          </Alert>
        ) : rows.length === 0 ? (
          <EmptyState icon={Megaphone} title={M.noCampaigns}>
            {M.noCampaignsNext}
          </EmptyState>
        ) : (
          <Table responsive hover className="mb-0 align-middle table-stack">
            <thead>
              <tr>
                <th scope="col">Campaign Name</th>
                <th scope="col">Business Name</th>
                <th scope="col">Status</th>
                <th scope="col">Results</th>
                <th scope="col">Ad Preview</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.id} data-testid={`campaign-row-${c.campaign_name}`}>
                  <td data-label="Campaign Name">
                    <div>
                      <Button
                        variant="link"
                        className="p-0 text-start text-nowrap ip-id"
                        onClick={() => setDetails(c)}
                        aria-label={`Details of ${c.campaign_name}`}
                      >
                        {c.campaign_name}
                      </Button>
                      <div className="small text-body-secondary">
                        {formatInr(c.budget)} · {c.duration} day{c.duration === 1 ? '' : 's'}
                      </div>
                    </div>
                  </td>
                  <td data-label="Business Name">{c.business_name}</td>
                  <td data-label="Status" style={{ minWidth: 260 }}>
                    <div>
                      <div className="d-flex flex-wrap align-items-center gap-2">
                        <Badge bg={statusVariant(c.status)} data-testid="campaign-status">
                          {c.status}
                        </Badge>
                        {c.sandbox && (
                          <Badge bg="info" text="dark" title="Nothing is published to Google Ads">
                            Sandbox
                          </Badge>
                        )}
                        <CampaignStatusButton campaign={c} orderId={orderId} pay={openReview} />
                      </div>
                      {c.last_error && <div className="small text-warning-emphasis mt-1">{c.last_error}</div>}
                    </div>
                  </td>
                  <td data-label="Results" style={{ minWidth: 170 }}>
                    <CampaignResults campaign={c} />
                  </td>
                  <td data-label="Ad Preview">
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      disabled={c.status === 'Draft'}
                      onClick={() => setPreview(c.campaign_name)}
                      aria-label={`Preview ad of ${c.campaign_name}`}
                    >
                      Preview
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card.Body>
      <AdPreviewModal orderId={orderId} campaignName={preview} onHide={() => setPreview(null)} />
      <CampaignDetailsModal campaign={current} onHide={() => setDetails(null)} />
      <ReviewAdModal
        orderId={orderId}
        campaignName={review}
        onHide={() => setReview(null)}
        onPay={(c) => {
          setReview(null);
          void checkout.pay(c);
        }}
      />
      {checkout.dialog}
    </Card>
  );
}
