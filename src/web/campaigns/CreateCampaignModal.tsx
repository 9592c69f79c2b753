import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { campaignFormSchema, type CampaignForm } from '../../shared/contracts/campaigns';
import type { ChosenTarget } from '../../shared/campaigns/overlap';
import { CAMPAIGN_MESSAGES as M } from '../../shared/campaigns/messages';
import {
  BUDGET_DEFAULT,
  BUDGET_MAX,
  BUDGET_MIN,
  BUDGET_STEP,
  BUSINESS_NAME_MAX,
  DEFAULT_TARGET,
  DURATION_DEFAULT,
  DURATION_MAX,
  DURATION_MIN,
  dailySpend,
  defaultCampaignName,
  businessNameShortened,
  fitBusinessName,
} from '../../shared/campaigns/rules';
import { formatInr } from '../../shared/money';
import { useToast } from '../ui/toast';
import { errorText, useAdCampaigns, useCampaignDefaults, useCreateCampaign } from './api';
import { LocationPicker } from './LocationPicker';
import { AdReview } from './AdReview';
import { usePayCampaign } from './usePayCampaign';

export interface CreateCampaignModalProps {
  show: boolean;
  onHide(): void;
  orderId: string;
  /** Prefills the business name (the landing page's business name). */
  businessName?: string;
}

/**
 * docs/product.md#screens "Create Google Ad Campaign modal" with the §5 rules (shared with the server). Once the
 * campaign is created the same modal becomes "Review your ad": the generated copy, editable, then
 * "Pay ₹{budget}" (which closes the modal and opens the checkout).
 */
export function CreateCampaignModal({ show, onHide, orderId, businessName = '' }: CreateCampaignModalProps) {
  const toast = useToast();
  const campaigns = useAdCampaigns(orderId, show);
  const create = useCreateCampaign(orderId);
  const checkout = usePayCampaign(orderId);
  const defaults = useCampaignDefaults(orderId, show);
  const [targets, setTargets] = useState<ChosenTarget[]>([{ ...DEFAULT_TARGET }]);
  /** The founder changed the locations: the places from the answers no longer replace them. */
  const [targetsTouched, setTargetsTouched] = useState(false);
  /** The campaign just created: the modal now reviews its ad. */
  const [created, setCreated] = useState<string | null>(null);
  const nextName = defaultCampaignName(orderId, campaigns.data?.length ?? 0);

  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CampaignForm>({
    resolver: zodResolver(campaignFormSchema),
    defaultValues: {
      campaign_name: nextName,
      business_name: fitBusinessName(businessName),
      budget: BUDGET_DEFAULT,
      duration: DURATION_DEFAULT,
      target_locations: [DEFAULT_TARGET.value],
    },
  });

  // A fresh form each time the modal opens.
  useEffect(() => {
    if (!show) return;
    setCreated(null);
    setTargets([{ ...DEFAULT_TARGET }]);
    setTargetsTouched(false);
    reset({
      campaign_name: nextName,
      business_name: fitBusinessName(businessName),
      budget: BUDGET_DEFAULT,
      duration: DURATION_DEFAULT,
      target_locations: [DEFAULT_TARGET.value],
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening
  }, [show]);

  // The locations start from the places the answers name, once known (unless already changed).
  const startTargets = defaults.data?.target_locations;
  useEffect(() => {
    if (!show || !startTargets || targetsTouched) return;
    const start = startTargets.map(({ value, label, parents }) => ({ value, label, parents }));
    setTargets(start);
    setValue(
      'target_locations',
      start.map((t) => t.value),
    );
  }, [show, startTargets, targetsTouched, setValue]);

  // The generated name follows the campaign count once it has loaded.
  useEffect(() => {
    setValue('campaign_name', nextName);
  }, [nextName, setValue]);

  const budget = watch('budget');
  const duration = watch('duration');
  const typedName = watch('business_name') ?? '';
  const spend = dailySpend(Number(budget), Number(duration));

  const onValid = async (form: CampaignForm) => {
    try {
      const res = await create.mutateAsync({ ...form, order_id: orderId, status: 'Draft' });
      toast.success(M.created);
      setCreated(res.ad_campaign.campaign_name);
    } catch (err) {
      toast.error(M.createError(errorText(err, M.createFallback)));
      if (err && typeof err === 'object' && 'status' in err && err.status === 409) void campaigns.refetch();
    }
  };

  if (created) {
    return (
      <>
        <Modal show={show} onHide={onHide} size="lg" scrollable aria-labelledby="review-ad-title" backdrop="static">
          <Modal.Header closeButton>
            <Modal.Title id="review-ad-title" as="h2" className="fs-5">
              Review your ad <span className="text-body-secondary fs-6">{created}</span>
            </Modal.Title>
          </Modal.Header>
          <AdReview
            orderId={orderId}
            campaignName={created}
            onClose={onHide}
            onPay={(c) => {
              onHide();
              void checkout.pay(c);
            }}
          />
        </Modal>
        {checkout.dialog}
      </>
    );
  }

  return (
    <>
      <Modal show={show} onHide={onHide} size="lg" aria-labelledby="create-campaign-title" backdrop="static">
        <Form noValidate onSubmit={handleSubmit(onValid, () => toast.error(M.formInvalid))}>
          <Modal.Header closeButton>
            <Modal.Title id="create-campaign-title" as="h2" className="fs-5">
              Create Google Ad Campaign
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <div className="row g-3">
              <Form.Group className="col-md-6" controlId="campaign-name">
                <Form.Label>Campaign name</Form.Label>
                <Form.Control
                  readOnly
                  {...register('campaign_name')}
                  isInvalid={Boolean(errors.campaign_name)}
                  aria-describedby="campaign-name-help"
                  className="bg-body-tertiary ip-id"
                />
                <Form.Text id="campaign-name-help">Generated for this order; it cannot be changed.</Form.Text>
                <Form.Control.Feedback type="invalid">{errors.campaign_name?.message}</Form.Control.Feedback>
              </Form.Group>
              <Form.Group className="col-md-6" controlId="business-name">
                <Form.Label>Business name</Form.Label>
                <Form.Control
                  maxLength={BUSINESS_NAME_MAX}
                  {...register('business_name')}
                  isInvalid={Boolean(errors.business_name)}
                  aria-describedby="business-name-help business-name-count"
                />
                <div className="d-flex justify-content-between gap-2">
                  <Form.Text id="business-name-help">
                    Shown in the ad; at most {BUSINESS_NAME_MAX} characters.
                    {businessNameShortened(businessName) && (
                      <> Your page&apos;s name “{businessName}” is longer, so it was shortened here.</>
                    )}
                  </Form.Text>
                  <Form.Text id="business-name-count" className="text-nowrap">
                    {typedName.length}/{BUSINESS_NAME_MAX}
                  </Form.Text>
                </div>
                <Form.Control.Feedback type="invalid">{errors.business_name?.message}</Form.Control.Feedback>
              </Form.Group>
              <Form.Group className="col-md-6" controlId="budget">
                <Form.Label>Budget</Form.Label>
                <InputGroup hasValidation>
                  <InputGroup.Text>₹</InputGroup.Text>
                  <Form.Control
                    type="number"
                    inputMode="numeric"
                    min={BUDGET_MIN}
                    max={BUDGET_MAX}
                    step={BUDGET_STEP}
                    {...register('budget', { valueAsNumber: true })}
                    isInvalid={Boolean(errors.budget)}
                    aria-describedby="budget-help"
                  />
                  <InputGroup.Text>INR</InputGroup.Text>
                  <Form.Control.Feedback type="invalid">{errors.budget?.message}</Form.Control.Feedback>
                </InputGroup>
                <Form.Text id="budget-help">
                  {formatInr(BUDGET_MIN)} to {formatInr(BUDGET_MAX)}, in steps of {BUDGET_STEP}; paid up front.
                </Form.Text>
              </Form.Group>
              <Form.Group className="col-md-6" controlId="duration">
                <Form.Label>Duration (days)</Form.Label>
                <Form.Control
                  type="number"
                  inputMode="numeric"
                  min={DURATION_MIN}
                  max={DURATION_MAX}
                  step={1}
                  {...register('duration', { valueAsNumber: true })}
                  isInvalid={Boolean(errors.duration)}
                  aria-describedby="duration-help"
                />
                <Form.Control.Feedback type="invalid">{errors.duration?.message}</Form.Control.Feedback>
                <Form.Text id="duration-help">
                  {DURATION_MIN} to {DURATION_MAX} days.
                </Form.Text>
              </Form.Group>
            </div>
            <p className="my-3 p-2 rounded bg-body-tertiary" aria-live="polite" data-testid="daily-spend">
              Daily spend: <strong>{formatInr(spend)}</strong>{' '}
              <span className="text-body-secondary">(budget ÷ duration)</span>
            </p>
            <Controller
              control={control}
              name="target_locations"
              render={({ field }) => (
                <LocationPicker
                  value={targets}
                  onChange={(next) => {
                    setTargetsTouched(true);
                    setTargets(next);
                    field.onChange(next.map((t) => t.value));
                  }}
                  error={errors.target_locations?.message ?? errors.target_locations?.root?.message}
                />
              )}
            />
            <p className="small text-body-secondary mt-2 mb-0" aria-live="polite" data-testid="locations-note">
              {defaults.data && !targetsTouched ? defaults.data.note : null}
            </p>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onHide}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" disabled={isSubmitting || campaigns.isPending}>
              {isSubmitting && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
              Create campaign
            </Button>
          </Modal.Footer>
        </Form>
      </Modal>
      {checkout.dialog}
    </>
  );
}
