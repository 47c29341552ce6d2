import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { UploadItemActions, Uploads } from './use-uploads';

type Node = Record<string, unknown>;
const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !(value instanceof Blob);

/** A list row that exists only for this file (added by picking or dropping it; nothing stored behind it). */
function isRowOfFile(item: unknown, file: File): boolean {
  if (!isObject(item) || item.storedId !== undefined || !isObject(item.image)) return false;
  return item.image.file === file && !item.image.replacedUrl;
}

/**
 * The form's value with a picked file taken out (decision 102): a list row added for it goes, and an image that
 * held it goes back to the address the file replaced (ImageValue's `replacedUrl`; none: no image). Answers the same value when nothing held
 * the file, else a copy (the rest shared).
 */
export function withoutPickedFile<T>(value: T, file: File): T {
  if (Array.isArray(value)) {
    const kept = value.filter((item) => !isRowOfFile(item, file));
    const next = kept.map((item: unknown) => withoutPickedFile(item, file));
    const changed = kept.length !== value.length || next.some((item, index) => item !== kept[index]);
    return (changed ? next : value) as T;
  }
  if (!isObject(value)) return value;
  if (value.file === file && typeof value.url === 'string') return { url: typeof value.replacedUrl === 'string' ? value.replacedUrl : value.url } as T;
  let copy: Node | undefined;
  for (const [key, item] of Object.entries(value)) {
    const next = withoutPickedFile(item, file);
    if (next !== item) (copy ??= { ...value })[key] = next;
  }
  return (copy ?? value) as T;
}

/** Takes a picked file out of an edit form; the form counts as changed where it was (saving makes it so). */
export function removePickedFile<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'getValues' | 'setValue'>, file: File): void {
  for (const [key, value] of Object.entries(form.getValues())) {
    const next = withoutPickedFile(value, file);
    if (next !== value) form.setValue(key as Path<T>, next, { shouldDirty: true });
  }
}

/** The per-file actions of an edit screen's progress list: cancel one upload, or take its file out of the form. */
export function uploadItemActions<T extends FieldValues>(
  uploads: Pick<Uploads, 'cancelOne' | 'dismiss'>,
  form: Pick<UseFormReturn<T>, 'getValues' | 'setValue'>,
  onRemoved: (name: string) => void,
): UploadItemActions {
  return {
    cancel: uploads.cancelOne,
    remove: (item) => {
      removePickedFile(form, item.file);
      uploads.dismiss(item.id);
      onRemoved(item.name);
    },
  };
}
