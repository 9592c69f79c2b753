import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import type { AdCampaign, AdContent } from '../../shared/contracts/campaigns';
import {
  AD_TEXT_MAX,
  adCopyIssues,
  adFieldLabel,
  googleTextLength,
  type AdCopyIssue,
  type AdCopyTexts,
  type AdTextKind,
} from '../../shared/campaigns/editorial';
import { CAMPAIGN_MESSAGES as M } from '../../shared/campaigns/messages';
import { formatInr } from '../../shared/campaigns/money';
import { COPY_EDITABLE_STATUSES } from '../../shared/campaigns/status';
import { useToast } from '../app/toast';
import { ApiError } from '../api/client';
import { errorText, useAdCampaigns, useAdContent, useUpdateAdContent } from './api';
import { formatDateTime } from './format';

export interface AdReviewProps {
  orderId: string;
  campaignName: string;
  /** Pay the campaign (the parent closes its modal and opens the checkout). */
  onPay(campaign: AdCampaign): void;
  onClose(): void;
}

const textsOf = (c: AdContent): AdCopyTexts => ({
  business_name: c.business_name,
  headlines: Object.values(c.headlines),
  long_headline: c.long_headline,
  descriptions: Object.values(c.description),
});

const sameTexts = (a: AdCopyTexts, b: AdCopyTexts) => JSON.stringify(a) === JSON.stringify(b);

/** The DOM id of one field ("ad-headline-2"). */
const fieldId = (kind: AdTextKind, index = 0) =>
  kind === 'headline' || kind === 'description' ? `ad-${kind}-${index + 1}` : `ad-${kind.replace('_', '-')}`;

/** Which field an issue belongs to; a list-wide issue points at the list's first field. */
function issueFieldId(issue: AdCopyIssue): string {
  switch (issue.field) {
    case 'headlines':
      return fieldId('headline', issue.index ?? 0);
    case 'descriptions':
      return fieldId('description', issue.index ?? 0);
    default:
      return fieldId(issue.field);
  }
}

interface CopyFieldProps {
  kind: AdTextKind;
  index?: number;
  value: string;
  problems: string[];
  onChange(value: string): void;
}

/** One ad text: label, input, a "n/max" counter and the rule messages, both tied to the input. */
function CopyField({ kind, index = 0, value, problems, onChange }: CopyFieldProps) {
  const id = fieldId(kind, index);
  const max = AD_TEXT_MAX[kind];
  const length = googleTextLength(value);
  const multiline = kind === 'long_headline' || kind === 'description';
  const describedBy = [`${id}-count`, problems.length ? `${id}-errors` : null].filter(Boolean).join(' ');
  const control = {
    value,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
    isInvalid: problems.length > 0,
    'aria-describedby': describedBy,
    'aria-invalid': problems.length > 0,
    spellCheck: true,
  };
  return (
    <Form.Group className="mb-3" controlId={id}>
      <div className="d-flex justify-content-between align-items-baseline gap-2">
        <Form.Label className="mb-1">{adFieldLabel(kind, index)}</Form.Label>
        <small
          id={`${id}-count`}
          className={`text-nowrap ${length > max ? 'text-danger fw-semibold' : 'text-body-secondary'}`}
          aria-live="off"
        >
          <span className="visually-hidden">Characters: </span>
          {length}/{max}
        </small>
      </div>
      {multiline ? <Form.Control as="textarea" rows={2} {...control} /> : <Form.Control {...control} />}
      {problems.length > 0 && (
        <div id={`${id}-errors`} className="invalid-feedback d-block">
          {problems.map((p) => (
            <div key={p}>{p}</div>
          ))}
        </div>
      )}
    </Form.Group>
  );
}

/**
 * "Review your ad": the generated copy as editable fields with Google's limits and editorial rules
 * (shared with the server) checked while typing, Save, then "Pay ₹{budget}". Paying first saves
 * unsaved changes, so what is paid for is what is stored, previewed and launched.
 * Rendered inside a Modal (its own Body and Footer).
 */
export function AdReview({ orderId, campaignName, onPay, onClose }: AdReviewProps) {
  const toast = useToast();
  const campaigns = useAdCampaigns(orderId);
  const campaign = campaigns.data?.find((c) => c.campaign_name === campaignName);
  const ready = campaign && campaign.status !== 'Draft';
  const content = useAdContent(orderId, ready ? campaignName : null);
  const save = useUpdateAdContent(orderId);
  const [texts, setTexts] = useState<AdCopyTexts | null>(null);
  const saved = content.data ? textsOf(content.data) : null;
  const body = useRef<HTMLDivElement>(null);

  // Start from the stored copy once it loads (and again after each save).
  useEffect(() => {
    if (content.data) setTexts(textsOf(content.data));
  }, [content.data]);

  const issues = useMemo(() => (texts ? adCopyIssues(texts) : []), [texts]);
  const dirty = Boolean(texts && saved && !sameTexts(texts, saved));
  const editable = Boolean(campaign && COPY_EDITABLE_STATUSES.includes(campaign.status));
  const problemsOf = (field: AdCopyIssue['field'], index?: number) =>
    issues.filter((i) => i.field === field && i.index === index).map((i) => i.message);

  /** Save when there are changes; false (first invalid field focused) when the copy breaks a rule. */
  const saveChanges = async (): Promise<boolean> => {
    if (!texts) return false;
    if (issues.length) {
      body.current?.querySelector<HTMLElement>(`#${issueFieldId(issues[0]!)}`)?.focus();
      toast.error(M.formInvalid);
      return false;
    }
    if (!dirty) return true;
    try {
      await save.mutateAsync({ campaign_name: campaignName, ...texts });
      toast.success(M.copySaved);
      return true;
    } catch (err) {
      toast.error(M.copySaveError(errorText(err, M.copySaveFallback)));
      if (err instanceof ApiError && err.status === 409) void campaigns.refetch();
      return false;
    }
  };

  const set = (patch: Partial<AdCopyTexts>) => setTexts((t) => (t ? { ...t, ...patch } : t));
  const setAt = (list: 'headlines' | 'descriptions', index: number, value: string) =>
    setTexts((t) => (t ? { ...t, [list]: t[list].map((v, i) => (i === index ? value : v)) } : t));

  let main;
  if (campaigns.isPending || (campaign && !ready) || (ready && content.isPending)) {
    main = (
      <div className="text-center py-4" role="status">
        <Spinner animation="border" className="mb-2" aria-hidden="true" />
        <p className="mb-0">{campaign && !ready ? 'Writing your ad… this takes a few seconds.' : 'Loading your ad…'}</p>
      </div>
    );
  } else if (!campaign && campaigns.isError) {
    main = <Alert variant="danger">{M.refreshError(errorText(campaigns.error, M.fetchCampaignsFallback))}</Alert>;
  } else if (!campaign) {
    main = <p className="mb-0">{M.noContent}</p>;
  } else if (content.isError) {
    main = <Alert variant="danger">{M.contentError(errorText(content.error, M.fetchContentFallback))}</Alert>;
  } else if (!texts) {
    main = <p className="mb-0">{M.noContent}</p>;
  } else {
    const listIssues = (field: 'headlines' | 'descriptions') => problemsOf(field, undefined);
    main = (
      <>
        <p className="mb-3">
          This is the text Google will show with your ad, written from your answers. Change any of it, save, then pay.
          Keep every claim true of your business.
          {content.data?.edited_by_founder && (
            <>
              {' '}
              <Badge bg="secondary" title={`Last changed ${formatDateTime(content.data.edited_at)}`}>
                {M.copyEdited}
              </Badge>
            </>
          )}
        </p>
        {!editable && (
          <Alert variant="info" className="small">
            {M.copyLocked}
          </Alert>
        )}
        <fieldset disabled={!editable || save.isPending}>
          <CopyField
            kind="business_name"
            value={texts.business_name}
            problems={problemsOf('business_name')}
            onChange={(v) => set({ business_name: v })}
          />
          <fieldset
            className="mb-2"
            aria-describedby={listIssues('headlines').length ? 'ad-headlines-errors' : undefined}
          >
            <legend className="fs-6 fw-semibold">Headlines</legend>
            {listIssues('headlines').length > 0 && (
              <div id="ad-headlines-errors" className="text-danger small mb-2">
                {listIssues('headlines').join(' ')}
              </div>
            )}
            <div className="row gx-3">
              {texts.headlines.map((h, i) => (
                <div className="col-md-6" key={i}>
                  <CopyField
                    kind="headline"
                    index={i}
                    value={h}
                    problems={problemsOf('headlines', i)}
                    onChange={(v) => setAt('headlines', i, v)}
                  />
                </div>
              ))}
            </div>
          </fieldset>
          <CopyField
            kind="long_headline"
            value={texts.long_headline}
            problems={problemsOf('long_headline')}
            onChange={(v) => set({ long_headline: v })}
          />
          <fieldset aria-describedby={listIssues('descriptions').length ? 'ad-descriptions-errors' : undefined}>
            <legend className="fs-6 fw-semibold">Descriptions</legend>
            {listIssues('descriptions').length > 0 && (
              <div id="ad-descriptions-errors" className="text-danger small mb-2">
                {listIssues('descriptions').join(' ')}
              </div>
            )}
            {texts.descriptions.map((d, i) => (
              <CopyField
                key={i}
                kind="description"
                index={i}
                value={d}
                problems={problemsOf('descriptions', i)}
                onChange={(v) => setAt('descriptions', i, v)}
              />
            ))}
          </fieldset>
        </fieldset>
        <p className="small text-body-secondary mb-0">
          Google&apos;s rules: no words in capitals beyond acronyms of up to 5 letters, no &quot;!&quot; in headlines
          and at most one elsewhere, no repeated punctuation, no phone numbers.
        </p>
      </>
    );
  }

  const payable = campaign?.status === 'Payment Required' && Boolean(texts);
  return (
    <>
      <Modal.Body ref={body}>{main}</Modal.Body>
      <Modal.Footer className="flex-wrap">
        {dirty && payable && (
          <span id="ad-review-unsaved" className="small text-body-secondary me-auto">
            Unsaved changes are saved before paying.
          </span>
        )}
        <Button variant="outline-secondary" onClick={onClose}>
          Close
        </Button>
        {editable && texts && (
          <Button variant="outline-primary" onClick={() => void saveChanges()} disabled={save.isPending || !dirty}>
            {save.isPending && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
            Save
          </Button>
        )}
        {payable && campaign && (
          <Button
            variant="primary"
            disabled={save.isPending}
            aria-describedby={dirty ? 'ad-review-unsaved' : undefined}
            onClick={async () => {
              if (await saveChanges()) onPay(campaign);
            }}
          >
            Pay {formatInr(campaign.budget)}
          </Button>
        )}
      </Modal.Footer>
    </>
  );
}
