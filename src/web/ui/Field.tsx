import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>;

/**
 * A labelled Bootstrap input bound to react-hook-form, with its validation message shown under it
 * and announced (aria-invalid + aria-describedby). With `max`, the input stops at that many
 * characters and a counter ("12/50") shows how many are used (`length`: the field's watched value's).
 */
export function Field({
  id,
  label,
  registration,
  error,
  hint,
  required,
  className = 'mb-3',
  max,
  length = 0,
  ...input
}: InputProps & {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  max?: number;
  length?: number;
}) {
  const counted = max !== undefined;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null, counted ? `${id}-count` : null]
    .filter(Boolean)
    .join(' ');
  const near = counted && max - length <= Math.max(5, Math.round(max * 0.1));
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label fw-medium">
        {label}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-required={required || undefined}
        maxLength={max}
        {...input}
        {...registration}
      />
      {counted ? (
        // The message (or hint) and the count on one line.
        <div className="d-flex justify-content-between align-items-start gap-2">
          {error ? (
            <div id={`${id}-error`} className="invalid-feedback d-block">
              {error}
            </div>
          ) : hint ? (
            <div id={`${id}-hint`} className="form-text">
              {hint}
            </div>
          ) : (
            <span />
          )}
          <div id={`${id}-count`} className={`form-text text-nowrap${near ? ' text-warning-emphasis' : ''}`}>
            {length}/{max}
          </div>
        </div>
      ) : (
        <>
          {error && (
            <div id={`${id}-error`} className="invalid-feedback">
              {error}
            </div>
          )}
          {hint && !error && (
            <div id={`${id}-hint`} className="form-text">
              {hint}
            </div>
          )}
        </>
      )}
    </div>
  );
}
