import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import type { AdContent } from '../../shared/contracts/campaigns';
import { AD_IMAGE_SIZES, type AdImageKind } from '../../shared/campaigns/ad-limits';
import { googleTextLength } from '../../shared/campaigns/editorial';
import { CAMPAIGN_MESSAGES as M } from '../../shared/campaigns/messages';
import { formatInr } from '../../shared/money';
import { useToast } from '../ui/toast';
import { errorText, useAdContent } from './api';
import { NA, dateTimeOrNA, orNA, placeList } from './format';

export interface AdPreviewModalProps {
  orderId: string;
  /** The campaign to preview; null hides the modal. */
  campaignName: string | null;
  onHide(): void;
}

/** In display order: the two wide images full width, then the two squares side by side. */
const IMAGES: { kind: AdImageKind; field: keyof AdContent; label: string }[] = [
  { kind: 'landscape', field: 'landscape_image_url', label: 'Landscape' },
  { kind: 'logo', field: 'logo_image_url', label: 'Logo' },
  { kind: 'square', field: 'square_image_url', label: 'Square' },
  { kind: 'square_logo', field: 'square_logo_image_url', label: 'Square logo' },
];

function TextList({ title, items }: { title: string; items: string[] }) {
  return (
    <section className="mb-3">
      <h3 className="fs-6 text-body-secondary text-uppercase small mb-2">{title}</h3>
      {items.length ? (
        <ol className="mb-0 ps-3">
          {items.map((t, i) => (
            <li key={i}>
              {t} <span className="text-body-secondary small">({googleTextLength(t)})</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mb-0">{NA}</p>
      )}
    </section>
  );
}

/** How the ad may look in a display placement: landscape image, first headline and description, CTA. */
function AdMockup({ c }: { c: AdContent }) {
  const headline = Object.values(c.headlines)[0];
  const description = Object.values(c.description)[0];
  return (
    <figure className="card mb-3 overflow-hidden shadow-sm mx-auto" style={{ maxWidth: 460 }}>
      {c.landscape_image_url && (
        <img src={c.landscape_image_url} alt="" width={1200} height={628} className="card-img-top h-auto" />
      )}
      <div className="card-body py-2">
        <div className="small text-body-secondary">Ad · {orNA(c.business_name)}</div>
        <div className="fw-semibold">{orNA(headline)}</div>
        <div className="small">{orNA(description)}</div>
        {c.call_to_action_text && (
          <span className="btn btn-sm btn-primary mt-2 pe-none" aria-hidden="true">
            {c.call_to_action_text}
          </span>
        )}
      </div>
      <figcaption className="visually-hidden">A mock-up of the ad</figcaption>
    </figure>
  );
}

function Content({ c }: { c: AdContent }) {
  const images = IMAGES.filter((i) => c[i.field]);
  return (
    <>
      {c.edited_by_founder && (
        <p className="small mb-2" data-testid="ad-copy-edited">
          <Badge bg="secondary" className="me-2">
            {M.copyEdited}
          </Badge>
          You changed the generated text on {dateTimeOrNA(c.edited_at)}. This is the ad that is sent to Google.
        </p>
      )}
      <AdMockup c={c} />
      <dl className="row mb-3 small">
        <dt className="col-sm-4">Business name</dt>
        <dd className="col-sm-8">{orNA(c.business_name)}</dd>
        <dt className="col-sm-4">Budget</dt>
        <dd className="col-sm-8">{formatInr(c.budget)}</dd>
        <dt className="col-sm-4">Duration</dt>
        <dd className="col-sm-8">
          {c.duration} day{c.duration === 1 ? '' : 's'}
        </dd>
        <dt className="col-sm-4">Target locations</dt>
        <dd className="col-sm-8">{placeList(c.target_locations)}</dd>
      </dl>
      <TextList title="Headlines" items={Object.values(c.headlines)} />
      {c.long_headlines.length > 1 ? (
        <TextList title="Long headlines" items={c.long_headlines} />
      ) : (
        <section className="mb-3">
          <h3 className="fs-6 text-body-secondary text-uppercase small mb-2">Long headline</h3>
          <p className="mb-0">{orNA(c.long_headline)}</p>
        </section>
      )}
      <TextList title="Descriptions" items={Object.values(c.description)} />
      <section className="mb-3">
        <h3 className="fs-6 text-body-secondary text-uppercase small mb-2">Final URL</h3>
        <p className="mb-0 text-break">
          {c.final_url ? (
            <a href={c.final_url} target="_blank" rel="noopener noreferrer">
              {c.final_url}
            </a>
          ) : (
            NA
          )}
        </p>
      </section>
      <section className="mb-3">
        <h3 className="fs-6 text-body-secondary text-uppercase small mb-2">Call to action</h3>
        <p className="mb-0">{c.call_to_action_text ? <Badge bg="primary">{c.call_to_action_text}</Badge> : NA}</p>
      </section>
      <section>
        <h3 className="fs-6 text-body-secondary text-uppercase small mb-2">Images</h3>
        {images.length === 0 ? (
          <p className="mb-0">{M.noImages}</p>
        ) : (
          <div className="row g-3">
            {images.map((i) => {
              const size = AD_IMAGE_SIZES[i.kind];
              return (
                <figure key={i.kind} className={`col-${i.kind === 'landscape' || i.kind === 'logo' ? '12' : '6'} mb-0`}>
                  <img
                    src={String(c[i.field])}
                    alt={`${i.label} ad image for ${c.business_name || 'the business'}`}
                    width={size.width}
                    height={size.height}
                    loading="lazy"
                    className="img-fluid rounded border"
                  />
                  <figcaption className="small text-body-secondary mt-1">
                    {i.label} · {size.width}×{size.height}
                  </figcaption>
                </figure>
              );
            })}
          </div>
        )}
      </section>
    </>
  );
}

/** docs/product.md#screens "Ad Preview modal": the generated ad, with its error, empty and N/A states. Money in INR. */
export function AdPreviewModal({ orderId, campaignName, onHide }: AdPreviewModalProps) {
  const toast = useToast();
  const content = useAdContent(orderId, campaignName);
  const error = content.error ? M.contentError(errorText(content.error, M.fetchContentFallback)) : null;

  useEffect(() => {
    if (error) toast.error(error);
  }, [error, toast]);

  return (
    <Modal show={Boolean(campaignName)} onHide={onHide} size="lg" scrollable aria-labelledby="ad-preview-title">
      <Modal.Header closeButton>
        <Modal.Title id="ad-preview-title" as="h2" className="fs-5">
          Ad Preview <span className="text-body-secondary fs-6">{campaignName}</span>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {content.isPending && campaignName ? (
          <div className="text-center py-4">
            <Spinner animation="border" role="status">
              <span className="visually-hidden">Loading ad content…</span>
            </Spinner>
          </div>
        ) : error ? (
          <Alert variant="danger" className="mb-0">
            {error}
          </Alert>
        ) : content.data ? (
          <Content c={content.data} />
        ) : (
          <p className="mb-0">{M.noContent}</p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
