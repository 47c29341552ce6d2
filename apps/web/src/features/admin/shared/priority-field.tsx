import { adminTexts } from '../admin-texts';
import { parsePriority } from './priority';
import { TextField } from './text-field';

type PriorityFieldProps = { value: number; onChange: (value: number) => void; label?: string; className?: string };

/** Integer, at least 0 (SPEC section 5). */
export function PriorityField({ value, onChange, label = adminTexts.priority, className }: PriorityFieldProps) {
  return (
    <TextField
      label={label}
      className={['admin-field--narrow', className].filter(Boolean).join(' ')}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      value={String(value)}
      onChange={(raw) => onChange(parsePriority(raw))}
    />
  );
}
