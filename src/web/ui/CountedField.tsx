import type { ChangeEvent } from 'react';
import Form from 'react-bootstrap/Form';

export interface CountedFieldProps {
  id: string;
  label: string;
  value: string;
  max: number;
  onChange(value: string): void;
  rows?: number;
  hint?: string;
}

/**
 * A labelled text input (or textarea) with its length counter. The counter is announced politely
 * only near the limit, so a screen reader is not interrupted on every keystroke.
 */
export function CountedField({ id, label, value, max, onChange, rows, hint }: CountedFieldProps) {
  const left = max - value.length;
  const near = left <= Math.max(10, Math.round(max * 0.1));
  const change = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value);
  const described = [hint ? `${id}-hint` : null, `${id}-count`].filter(Boolean).join(' ');
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label className="fw-semibold small mb-1">{label}</Form.Label>
      {rows ? (
        <Form.Control
          as="textarea"
          rows={rows}
          value={value}
          maxLength={max}
          onChange={change}
          aria-describedby={described}
        />
      ) : (
        <Form.Control type="text" value={value} maxLength={max} onChange={change} aria-describedby={described} />
      )}
      <div className="d-flex justify-content-between gap-2">
        {hint ? (
          <Form.Text id={`${id}-hint`} muted>
            {hint}
          </Form.Text>
        ) : (
          <span />
        )}
        <Form.Text id={`${id}-count`} className={near ? 'text-warning-emphasis' : undefined} muted={!near}>
          {value.length}/{max}
        </Form.Text>
      </div>
      <span className="visually-hidden" aria-live="polite">
        {near ? `${label}: ${left} ${left === 1 ? 'character' : 'characters'} left` : ''}
      </span>
    </Form.Group>
  );
}
