import { useId, type ComponentPropsWithRef } from 'react';

type TextFieldProps = {
  label: string;
  error?: string;
  hint?: string;
} & Omit<ComponentPropsWithRef<'input'>, 'id'>;

/** A labelled input (spread react-hook-form's `register(name)` into it); its error is tied to it with aria-describedby. */
export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['admin-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="admin-label">
        {label}
        {input.required && <span aria-hidden="true"> *</span>}
      </label>
      <input id={id} className="admin-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
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
