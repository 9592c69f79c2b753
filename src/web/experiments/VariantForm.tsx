import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { errorDetail } from '../lib/api';
import { LANDING_LIMITS, type LandingPage } from '../../shared/contracts/landing';
import { createExperimentBodySchema, CTA_TEXT_MAX, type VariantInput } from '../../shared/contracts/experiments';
import { CountedField } from '../ui/CountedField';
import { EXPERIMENT_TEXTS } from './texts';

interface Draft {
  title: string;
  header: string;
  cta_text: string;
  points: [string, string, string];
}

const emptyDraft = (): Draft => ({ title: '', header: '', cta_text: '', points: ['', '', ''] });

/** Only what the founder typed: an empty field keeps the published text. */
function toVariant(name: string, d: Draft): VariantInput {
  const points = d.points.map((p) => p.trim()).filter(Boolean);
  return {
    name,
    ...(d.title.trim() ? { title: d.title.trim() } : {}),
    ...(d.header.trim() ? { header: d.header.trim() } : {}),
    ...(d.cta_text.trim() ? { cta_text: d.cta_text.trim() } : {}),
    ...(points.length ? { points } : {}),
  };
}

function VariantFields({
  name,
  draft,
  page,
  onChange,
}: {
  name: string;
  draft: Draft;
  page: LandingPage;
  onChange(d: Draft): void;
}) {
  const id = `exp-${name.toLowerCase()}`;
  const about = page.seo_content.about_us;
  const published = [about.point1, about.point2, about.point3];
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="float-none w-auto px-1 h6 mb-0">{EXPERIMENT_TEXTS.variantLegend(name)}</legend>
      <p className="small text-body-secondary">{EXPERIMENT_TEXTS.variantHint}</p>
      <CountedField
        id={`${id}-header`}
        label="Header (the big headline)"
        value={draft.header}
        max={LANDING_LIMITS.header}
        onChange={(header) => onChange({ ...draft, header })}
        hint={`Now: ${page.seo_content.header}`}
      />
      <CountedField
        id={`${id}-title`}
        label="Title (the line above the headline)"
        value={draft.title}
        max={LANDING_LIMITS.title}
        onChange={(title) => onChange({ ...draft, title })}
        hint={`Now: ${page.seo_content.title}`}
      />
      <CountedField
        id={`${id}-cta`}
        label="Call-to-action button"
        value={draft.cta_text}
        max={CTA_TEXT_MAX}
        onChange={(cta_text) => onChange({ ...draft, cta_text })}
        hint={`Now: ${page.seo_content.cta_text || 'Get Started'}`}
      />
      {[0, 1, 2].map((i) => (
        <CountedField
          key={i}
          id={`${id}-point${i + 1}`}
          label={`Point ${i + 1} (About us)`}
          value={draft.points[i]!}
          max={LANDING_LIMITS.point}
          onChange={(value) => {
            const points = [...draft.points] as Draft['points'];
            points[i] = value;
            onChange({ ...draft, points });
          }}
          hint={published[i] ? `Now: ${published[i]}` : undefined}
        />
      ))}
    </fieldset>
  );
}

/** Variant B (and optionally C) of the page's message, then Start. */
export function VariantForm({
  orderId,
  page,
  pending,
  onStart,
}: {
  orderId: string;
  page: LandingPage;
  pending: boolean;
  onStart(body: { order_id: string; kind: 'message'; variants: VariantInput[] }): Promise<unknown>;
}) {
  const [b, setB] = useState<Draft>(emptyDraft);
  const [c, setC] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const body = {
      order_id: orderId,
      kind: 'message' as const,
      variants: [toVariant('B', b), ...(c ? [toVariant('C', c)] : [])],
    };
    const parsed = createExperimentBodySchema.safeParse(body);
    if (!parsed.success) {
      setError(EXPERIMENT_TEXTS.emptyVariant);
      return;
    }
    try {
      await onStart(body);
      setB(emptyDraft());
      setC(null);
    } catch (err) {
      setError(errorDetail(err, EXPERIMENT_TEXTS.startFailed));
    }
  };

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="exp-new-title">
      <h3 id="exp-new-title" className="h6">
        {EXPERIMENT_TEXTS.newTitle}
      </h3>
      <p className="small text-body-secondary">{EXPERIMENT_TEXTS.newIntro}</p>
      <VariantFields name="B" draft={b} page={page} onChange={setB} />
      {c ? (
        <>
          <VariantFields name="C" draft={c} page={page} onChange={setC} />
          <Button variant="link" className="px-0 mb-3" onClick={() => setC(null)}>
            {EXPERIMENT_TEXTS.removeC}
          </Button>
        </>
      ) : (
        <Button variant="outline-secondary" size="sm" className="mb-3 d-block" onClick={() => setC(emptyDraft())}>
          {EXPERIMENT_TEXTS.addC}
        </Button>
      )}
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <Button type="submit" disabled={pending}>
        {pending ? EXPERIMENT_TEXTS.starting : EXPERIMENT_TEXTS.start}
      </Button>
    </Form>
  );
}
