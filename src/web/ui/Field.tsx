import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>;

/**
 * A labelled Bootstrap input bound to react-hook-form, with its validation message shown under it
 * and announced (aria-invalid + aria-describedby).
 */
export function Field({
  id,
  label,
  registration,
  error,
  hint,
  required,
  className = 'mb-3',
  ...input
}: InputProps & {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
}) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
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
        {...input}
        {...registration}
      />
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
    </div>
  );
}
