import { useId } from 'react';

type TextAreaFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows: number;
  disabled?: boolean;
};

export function TextAreaField({ label, value, onChange, rows, disabled }: TextAreaFieldProps) {
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
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
