import type { FieldPath, FieldValues, UseFormRegister } from 'react-hook-form';
import { adminTexts } from '@admin/admin-texts';
import { parsePriority } from '@admin/lib/priority';
import { TextField } from './text-field';

type PriorityFieldProps<T extends FieldValues> = { register: UseFormRegister<T>; name: FieldPath<T>; label?: string; className?: string };

/** Integer, at least 0 (SPEC section 5); anything else typed becomes 0. */
export function PriorityField<T extends FieldValues>({ register, name, label = adminTexts.priority, className }: PriorityFieldProps<T>) {
  return (
    <TextField
      label={label}
      className={['admin-field--narrow', className].filter(Boolean).join(' ')}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      {...register(name, { setValueAs: (raw: unknown) => (typeof raw === 'number' ? raw : parsePriority(String(raw))) })}
    />
  );
}
