import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A labelled Bootstrap select bound to react-hook-form, with its validation message. */
export function SelectField({
  id,
  label,
  registration,
  options,
  placeholder,
  error,
  required,
  className = 'mb-3',
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> & {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  /** Values, or values with the label shown for each. */
  options: readonly (string | { value: string; label: string })[];
  placeholder: string;
  error?: string;
}) {
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
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={required || undefined}
        {...select}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {options.map((o) =>
          typeof o === 'string' ? (
            <option key={o} value={o}>
              {o}
            </option>
          ) : (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ),
        )}
      </select>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}
