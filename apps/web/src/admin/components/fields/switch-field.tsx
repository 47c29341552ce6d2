import { SWITCH_ON } from '@agency/contract/page-slots';
import { useId } from 'react';
import { useController } from 'react-hook-form';

type SwitchFieldProps = { name: string; label: string; hint?: string };

/** An on/off checkbox over a text slot of the surrounding react-hook-form form: SWITCH_ON when checked, '' when not. */
export function SwitchField({ name, label, hint }: SwitchFieldProps) {
  const id = useId();
  const { field } = useController({ name });
  const { value, onChange, onBlur } = field;
  return (
    <div className="admin-field admin-field--wide">
      <label htmlFor={id} className="admin-switch">
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={typeof value === 'string' && value.trim() === SWITCH_ON}
          onChange={(event) => onChange(event.target.checked ? SWITCH_ON : '')}
          onBlur={onBlur}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className="admin-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
