import { useWatch } from 'react-hook-form';

/** `length / max` under a text of the surrounding react-hook-form form (FormProvider), read as the admin types. */
export function FieldLength({ id, name, max }: { id: string; name: string; max: number }) {
  const value: unknown = useWatch({ name });
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <p id={id} className={`admin-field-length${length > max ? ' is-over' : ''}`}>
      {length.toLocaleString('ko-KR')} / {max.toLocaleString('ko-KR')}자
    </p>
  );
}
