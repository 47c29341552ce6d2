import { useId, type ComponentPropsWithRef } from 'react';

type TextAreaFieldProps = { label: string; rows: number; error?: string } & Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'rows'>;

/** A labelled multi-line text (spread react-hook-form's `register(name)` into it). */
export function TextAreaField({ label, rows, error, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className="admin-field admin-field--wide">
      <label htmlFor={id} className="admin-label">
        {label}
      </label>
      <textarea
        id={id}
        className="admin-input admin-textarea"
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
      />
      {error && (
        <p id={`${id}-error`} className="admin-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
