import { useId, type ComponentPropsWithRef } from 'react';
import { FieldLength } from './field-length';

type TextAreaFieldProps = {
  label: string;
  rows: number;
  error?: string;
  /** Shows `length / max` under the text (the form must be a FormProvider); typing stops at it. */
  maxLength?: number;
  /** Spans the whole row (default); false lets a Korean and an English text sit side by side on wide screens. */
  wide?: boolean;
} & Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'rows' | 'maxLength'>;

/** A labelled multi-line text (spread react-hook-form's `register(name)` into it). */
export function TextAreaField({ label, rows, error, maxLength, wide = true, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const counted = maxLength !== undefined && textarea.name !== undefined;
  const describedBy = [counted ? `${id}-length` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`admin-field${wide ? ' admin-field--wide' : ''}`}>
      <label htmlFor={id} className="admin-label">
        {label}
      </label>
      <textarea
        id={id}
        className="admin-input admin-textarea"
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        maxLength={maxLength}
        {...textarea}
      />
      {counted && <FieldLength id={`${id}-length`} name={textarea.name!} max={maxLength} />}
      {error && (
        <p id={`${id}-error`} className="admin-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
