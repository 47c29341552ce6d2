import { useId } from 'react';

type DayFieldProps = { label: string; value?: string; min?: string; max?: string; onChange: (day: string | undefined) => void };

/** A day of a list's filter (YYYY-MM-DD); cleared is no limit. */
export function DayField({ label, value, min, max, onChange }: DayFieldProps) {
  const id = useId();
  return (
    <div className="admin-field">
      <label htmlFor={id} className="admin-label">
        {label}
      </label>
      <input id={id} type="date" className="admin-input" value={value ?? ''} min={min} max={max} onChange={(event) => onChange(event.target.value || undefined)} />
    </div>
  );
}
