import { useId, type ComponentPropsWithRef } from 'react';
import { FieldLength } from './field-length';

type TextFieldProps = {
  label: string;
  error?: string;
  hint?: string;
  /** Shows `length / max` under the input (the form must be a FormProvider); typing stops at it. */
  maxLength?: number;
} & Omit<ComponentPropsWithRef<'input'>, 'id' | 'maxLength'>;

/** A labelled input (spread react-hook-form's `register(name)` into it); its error is tied to it with aria-describedby. */
export function TextField({ label, error, hint, className, maxLength, ...input }: TextFieldProps) {
  const id = useId();
  const counted = maxLength !== undefined && input.name !== undefined;
  const describedBy = [hint ? `${id}-hint` : '', counted ? `${id}-length` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['admin-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="admin-label">
        {label}
        {input.required && <span aria-hidden="true"> *</span>}
      </label>
      <input id={id} className="admin-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} maxLength={maxLength} {...input} />
      {counted && <FieldLength id={`${id}-length`} name={input.name!} max={maxLength} />}
      {hint && (
        <p id={`${id}-hint`} className="admin-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="admin-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
