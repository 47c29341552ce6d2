import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { ImageValue } from '@admin/lib/image-value';
import { ImagePicker } from './image-picker';

const NO_IMAGE: ImageValue = { url: '' };

type ImageFieldProps<T extends FieldValues> = { control: Control<T>; name: FieldPath<T>; label: string; compact?: boolean };

/** An image of a react-hook-form form: the picked file waits in the form until it is saved. */
export function ImageField<T extends FieldValues>({ control, name, label, compact }: ImageFieldProps<T>) {
  const { field } = useController({ control, name });
  // The form's values arrive in an effect after its first render (react-hook-form's `values`): empty until then.
  const value = (field.value as ImageValue | undefined) ?? NO_IMAGE;
  return <ImagePicker label={label} compact={compact} value={value} onChange={field.onChange} />;
}
