import { useEffect, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  LEAD_NOTE_MAX,
  LEAD_QUALITIES,
  LEAD_QUALITY_LABELS,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  type LeadQuality,
  type LeadStatus,
} from '../../shared/contracts/analytics';

/** Bootstrap colour of each follow-up status (the chosen one is filled). */
const STATUS_VARIANT: Record<LeadStatus, string> = {
  new: 'secondary',
  contacted: 'dark',
  interviewed: 'primary',
  would_pay: 'success',
  not_a_fit: 'danger',
};

/**
 * The follow-up status of a lead as a row of radio buttons: one click sets it (docs/analytics.md#lead-follow-up).
 * `name` keeps the groups of different leads apart.
 */
export function LeadStatusButtons({
  leadName,
  status,
  onChange,
  disabled,
}: {
  leadName: string;
  status: LeadStatus;
  onChange(status: LeadStatus): void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <div className="d-flex flex-wrap gap-1" role="radiogroup" aria-label={`Follow-up of ${leadName}`}>
      {LEAD_STATUSES.map((s) => {
        const id = `${name}-${s}`;
        const variant = STATUS_VARIANT[s];
        return (
          <span key={s}>
            <input
              type="radio"
              className="btn-check"
              name={name}
              id={id}
              value={s}
              checked={status === s}
              disabled={disabled}
              onChange={() => onChange(s)}
              onClick={(e) => e.stopPropagation()}
            />
            <label
              className={`btn btn-sm ${status === s ? `btn-${variant}` : `btn-outline-${variant}`} ip-status-btn`}
              htmlFor={id}
              onClick={(e) => e.stopPropagation()}
            >
              {LEAD_STATUS_LABELS[s]}
            </label>
          </span>
        );
      })}
    </div>
  );
}

/** The founder's private note on a lead: edited in place, saved with a button. */
export function LeadNoteEditor({
  note,
  saving,
  onSave,
}: {
  note: string;
  saving: boolean;
  onSave(note: string): void;
}) {
  const [draft, setDraft] = useState(note);
  useEffect(() => setDraft(note), [note]);
  const id = useId();
  const changed = draft.trim() !== note.trim();
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        if (changed) onSave(draft);
      }}
    >
      <Form.Label htmlFor={id} className="small text-body-secondary mb-1">
        Private note (only you see it)
      </Form.Label>
      <Form.Control
        as="textarea"
        id={id}
        rows={3}
        maxLength={LEAD_NOTE_MAX}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        placeholder="What they said, when you spoke, what they would pay…"
      />
      <div className="d-flex justify-content-between align-items-center mt-1">
        <span className="small text-body-secondary">
          {draft.length} / {LEAD_NOTE_MAX}
        </span>
        <Button type="submit" size="sm" variant="outline-primary" disabled={!changed || saving}>
          {saving ? 'Saving…' : 'Save note'}
        </Button>
      </div>
    </Form>
  );
}

/** The filter of the leads list by follow-up status. */
export function LeadStatusFilter({
  value,
  onChange,
}: {
  value: LeadStatus | undefined;
  onChange(status: LeadStatus | undefined): void;
}) {
  const id = useId();
  return (
    <div className="d-flex align-items-center gap-2">
      <label htmlFor={id} className="small text-body-secondary text-nowrap">
        Status
      </label>
      <Form.Select
        id={id}
        size="sm"
        value={value ?? ''}
        onChange={(e) => onChange((e.target.value || undefined) as LeadStatus | undefined)}
        style={{ width: 'auto' }}
      >
        <option value="">All leads</option>
        {LEAD_STATUSES.map((s) => (
          <option key={s} value={s}>
            {LEAD_STATUS_LABELS[s]}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}

/** Which leads the list shows by quality (docs/analytics.md#qualified-demand): all, or one quality. */
export function LeadQualityFilter({
  value,
  onChange,
}: {
  value: LeadQuality | undefined;
  onChange(quality: LeadQuality | undefined): void;
}) {
  const id = useId();
  return (
    <div className="d-flex align-items-center gap-2">
      <label htmlFor={id} className="small text-body-secondary text-nowrap">
        Counted
      </label>
      <Form.Select
        id={id}
        size="sm"
        value={value ?? ''}
        onChange={(e) => onChange((e.target.value || undefined) as LeadQuality | undefined)}
        style={{ width: 'auto' }}
      >
        <option value="">All leads</option>
        {LEAD_QUALITIES.map((q) => (
          <option key={q} value={q}>
            {LEAD_QUALITY_LABELS[q]}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}
