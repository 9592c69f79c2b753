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
  type AdTextIssue,
  type AdTextKind,
} from '../../shared/campaigns/editorial';
import type { PolicyEvidence } from '../../shared/campaigns/policy';
import { AD_LIMITS } from '../../shared/campaigns/ad-limits';
import { businessNameShortened } from '../../shared/campaigns/rules';
import { AD_STRENGTH_LEVELS, adStrength, type AdStrengthLevel } from '../../shared/campaigns/ad-strength';
import { CAMPAIGN_MESSAGES as M } from '../../shared/campaigns/messages';
import { formatInr } from '../../shared/money';
import { COPY_EDITABLE_STATUSES } from '../../shared/campaigns/status';
import { useToast } from '../ui/toast';
import { isApiError } from '../lib/api';
import { errorText, useAdCampaigns, useAdContent, useUpdateAdContent } from './api';
import { dateTimeOrNA } from './format';

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
  long_headlines: c.long_headlines.length ? c.long_headlines : [c.long_headline],
  descriptions: Object.values(c.description),
});

type ListField = 'headlines' | 'long_headlines' | 'descriptions';
const LIST_KIND: Record<ListField, 'headline' | 'long_headline' | 'description'> = {
  headlines: 'headline',
  long_headlines: 'long_headline',
  descriptions: 'description',
};
const LIST_LIMITS: Record<ListField, { min: number; max: number }> = {
  headlines: AD_LIMITS.headlines,
  long_headlines: AD_LIMITS.longHeadlines,
  descriptions: AD_LIMITS.descriptions,
};
const LIST_TITLE: Record<ListField, string> = {
  headlines: 'Headlines',
  long_headlines: 'Long headlines',
  descriptions: 'Descriptions',
};

const sameTexts = (a: AdCopyTexts, b: AdCopyTexts) => JSON.stringify(a) === JSON.stringify(b);

/** The DOM id of one field ("ad-headline-2", "ad-long-headline-1", "ad-business-name"). */
const fieldId = (kind: AdTextKind, index = 0) =>
  kind === 'business_name' ? 'ad-business-name' : `ad-${kind.replace('_', '-')}-${index + 1}`;

/** Which field an issue belongs to; a list-wide issue points at the list's first field. */
function issueFieldId(issue: AdCopyIssue): string {
  switch (issue.field) {
    case 'business_name':
      return fieldId('business_name');
    default:
      return fieldId(LIST_KIND[issue.field], issue.index ?? 0);
  }
}

interface CopyFieldProps {
  kind: AdTextKind;
  index?: number;
  value: string;
  /** The rule messages, each with the Google policy it breaks (when it is a policy finding). */
  problems: AdTextIssue[];
  onChange(value: string): void;
  /** Shown as a "Remove" button when the list may lose this text. */
  onRemove?: () => void;
}

/** One ad text: label, input, a "n/max" counter and the rule messages (each with its policy's name), both tied to the input. */
function CopyField({ kind, index = 0, value, problems, onChange, onRemove }: CopyFieldProps) {
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
        <span className="d-flex align-items-baseline gap-3">
          {onRemove && (
            <Button
              variant="link"
              size="sm"
              className="p-0 small"
              onClick={onRemove}
              aria-label={`Remove ${adFieldLabel(kind, index).toLowerCase()}`}
            >
              Remove
            </Button>
          )}
          <small
            id={`${id}-count`}
            className={`text-nowrap ${length > max ? 'text-danger fw-semibold' : 'text-body-secondary'}`}
            aria-live="off"
          >
            <span className="visually-hidden">Characters: </span>
            {length}/{max}
          </small>
        </span>
      </div>
      {multiline ? <Form.Control as="textarea" rows={2} {...control} /> : <Form.Control {...control} />}
      {problems.length > 0 && (
        <div id={`${id}-errors`} className="invalid-feedback d-block">
          {problems.map((p) => (
            <div key={p.message} data-policy={p.policy}>
              <span>{p.message}</span>
              {p.policy && (
                <>
                  {' '}
                  <Badge bg="light" text="dark" className="border fw-normal" title="The Google Ads policy it breaks">
                    {p.policy}
                  </Badge>
                </>
              )}
            </div>
          ))}
        </div>
      )}
    </Form.Group>
  );
}

interface CopyListProps {
  field: ListField;
  texts: string[];
  listProblems: string[];
  problemsAt(index: number): AdTextIssue[];
  onChange(texts: string[]): void;
}

/** One list of ad texts (headlines, long headlines, descriptions): a field each, "Remove" above Google's minimum, "Add" below its maximum. */
function CopyList({ field, texts, listProblems, problemsAt, onChange }: CopyListProps) {
  const kind = LIST_KIND[field];
  const { min, max } = LIST_LIMITS[field];
  const errorsId = `ad-${field.replace('_', '-')}-errors`;
  const noun = adFieldLabel(kind, 0).replace(/ 1$/u, '').toLowerCase();
  return (
    <fieldset className="mb-2" aria-describedby={listProblems.length ? errorsId : undefined}>
      <legend className="fs-6 fw-semibold">
        {LIST_TITLE[field]}{' '}
        <small className="fw-normal text-body-secondary">
          {texts.length} of up to {max}
        </small>
      </legend>
      {listProblems.length > 0 && (
        <div id={errorsId} className="text-danger small mb-2">
          {listProblems.join(' ')}
        </div>
      )}
      <div className="row gx-3">
        {texts.map((t, i) => (
          <div className={kind === 'headline' ? 'col-md-6' : 'col-12'} key={i}>
            <CopyField
              kind={kind}
              index={i}
              value={t}
              problems={problemsAt(i)}
              onChange={(v) => onChange(texts.map((x, j) => (j === i ? v : x)))}
              onRemove={texts.length > min ? () => onChange(texts.filter((_, j) => j !== i)) : undefined}
            />
          </div>
        ))}
      </div>
      {texts.length < max && (
        <Button variant="outline-secondary" size="sm" className="mb-3" onClick={() => onChange([...texts, ''])}>
          Add {noun}
        </Button>
      )}
    </fieldset>
  );
}

const STRENGTH_VARIANT: Record<AdStrengthLevel, 'danger' | 'warning' | 'info' | 'success'> = {
  Poor: 'danger',
  Average: 'warning',
  Good: 'info',
  Excellent: 'success',
};

/**
 * Ad strength (Poor / Average / Good / Excellent) from Google's published criteria, computed as
 * the founder types (src/shared/campaigns/ad-strength.ts), with what to add to raise it.
 */
function AdStrengthMeter({
  texts,
  pageWords,
  answerWords,
  claimEvidence,
}: {
  texts: AdCopyTexts;
  pageWords: string[];
  answerWords: string[];
  claimEvidence: string[];
}) {
  const strength = adStrength({
    ...texts,
    page_words: pageWords,
    answer_words: answerWords,
    claim_evidence: claimEvidence,
  });
  const step = AD_STRENGTH_LEVELS.indexOf(strength.level);
  return (
    <section className="border rounded p-3 mb-3" aria-labelledby="ad-strength-title" data-testid="ad-strength">
      <div className="d-flex flex-wrap align-items-baseline gap-2 mb-2">
        <h3 id="ad-strength-title" className="fs-6 fw-semibold mb-0">
          Ad strength
        </h3>
        <Badge bg={STRENGTH_VARIANT[strength.level]} text={step === 1 || step === 2 ? 'dark' : undefined}>
          {strength.level}
        </Badge>
      </div>
      <div
        className="d-flex gap-1 mb-2"
        role="meter"
        aria-label="Ad strength"
        aria-valuemin={0}
        aria-valuemax={AD_STRENGTH_LEVELS.length - 1}
        aria-valuenow={step}
        aria-valuetext={strength.level}
      >
        {AD_STRENGTH_LEVELS.map((level, i) => (
          <div
            key={level}
            className={`flex-fill rounded ${i <= step ? `bg-${STRENGTH_VARIANT[strength.level]}` : 'bg-body-secondary'}`}
            style={{ height: 6 }}
          />
        ))}
      </div>
      {strength.suggestions.length ? (
        <>
          <p className="small mb-1">To raise it:</p>
          <ul className="small mb-1 ps-3">
            {strength.suggestions.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="small mb-1">Every recommendation Google publishes for the text is met.</p>
      )}
      <p className="small text-body-secondary mb-0">
        Our estimate from Google&apos;s published criteria; Google shows its own once the ad runs.
      </p>
    </section>
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

  // The founder's answers: the evidence a claim such as "guaranteed" needs (the server reads the same).
  const claimEvidence = content.data?.claim_evidence;
  const evidence = useMemo<PolicyEvidence>(() => ({ answers: claimEvidence ?? [] }), [claimEvidence]);
  const issues = useMemo(() => (texts ? adCopyIssues(texts, evidence) : []), [texts, evidence]);
  const pageFindings = content.data?.page_findings ?? [];
  const dirty = Boolean(texts && saved && !sameTexts(texts, saved));
  const editable = Boolean(campaign && COPY_EDITABLE_STATUSES.includes(campaign.status));
  const problemsOf = (field: AdCopyIssue['field'], index?: number): AdTextIssue[] =>
    issues.filter((i) => i.field === field && i.index === index).map((i) => ({ message: i.message, policy: i.policy }));

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
      if (isApiError(err, 409)) void campaigns.refetch();
      return false;
    }
  };

  const set = (patch: Partial<AdCopyTexts>) => setTexts((t) => (t ? { ...t, ...patch } : t));

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
    const pageName = content.data?.page_business_name;
    const shortened = pageName && businessNameShortened(pageName) ? pageName : null;
    main = (
      <>
        <p className="mb-3">
          This is the text Google will show with your ad, written from your answers. Change any of it, save, then pay.
          Keep every claim true of your business.
          {content.data?.edited_by_founder && (
            <>
              {' '}
              <Badge bg="secondary" title={`Last changed ${dateTimeOrNA(content.data.edited_at)}`}>
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
        {pageFindings.length > 0 && (
          <Alert variant="danger" className="small" id="ad-review-page-findings" tabIndex={-1}>
            <p className="fw-semibold mb-1">{M.pageFindingsTitle}</p>
            <ul className="mb-0 ps-3">
              {pageFindings.map((f) => (
                <li key={f.message}>
                  {f.message}{' '}
                  <Badge bg="light" text="dark" className="border fw-normal">
                    {f.policy}
                  </Badge>
                </li>
              ))}
            </ul>
          </Alert>
        )}
        <AdStrengthMeter
          texts={texts}
          pageWords={content.data?.page_words ?? []}
          answerWords={content.data?.answer_words ?? []}
          claimEvidence={claimEvidence ?? []}
        />
        <fieldset disabled={!editable || save.isPending}>
          {shortened && (
            <Alert variant="info" className="small" data-testid="business-name-shortened">
              {M.businessNameShortened(shortened, AD_LIMITS.businessName.maxLength)}
            </Alert>
          )}
          <CopyField
            kind="business_name"
            value={texts.business_name}
            problems={problemsOf('business_name')}
            onChange={(v) => set({ business_name: v })}
          />
          {(['headlines', 'long_headlines', 'descriptions'] as const).map((field) => (
            <CopyList
              key={field}
              field={field}
              texts={texts[field]}
              listProblems={problemsOf(field, undefined).map((p) => p.message)}
              problemsAt={(i) => problemsOf(field, i)}
              onChange={(list) => set({ [field]: list })}
            />
          ))}
        </fieldset>
        <p className="small text-body-secondary mb-0">
          Google&apos;s rules: no words in capitals beyond acronyms of up to 5 letters, no &quot;!&quot; in headlines
          and at most one elsewhere, no repeated punctuation or symbols (emoji, ★, ™), no phone numbers, email or web
          addresses, no superlatives (&quot;best&quot;, &quot;#1&quot;), no &quot;guaranteed&quot; unless your answers
          state the guarantee, no other companies&apos; trademarks (&quot;WhatsApp&quot;). Each problem names the policy
          it breaks.
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
              // The page's findings block payment as the copy's do (the server refuses it too).
              if (pageFindings.length) {
                body.current?.querySelector<HTMLElement>('#ad-review-page-findings')?.focus();
                toast.error(M.policyBlocked(pageFindings.map((f) => `${f.message} (${f.policy})`)));
                return;
              }
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
