import { MEDIA_TYPES } from '@agency/contract/media';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The name whose extension goes into the media path. A file whose name lacks an accepted extension
 * (e.g. "photo" or "image.jfif") borrows it from its MIME type, so any accepted image type uploads.
 */
export function uploadFileName(file: Pick<File, 'name' | 'type'>): string {
  if (Object.hasOwn(MEDIA_TYPES, extensionOf(file.name))) return file.name;
  const fromType = Object.entries(MEDIA_TYPES).find(([, type]) => type === file.type)?.[0];
  return fromType ? `${file.name}.${fromType}` : file.name;
}
