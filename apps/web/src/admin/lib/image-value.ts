import { z } from 'zod';
import type { Uploader } from './uploads/use-uploads';

/**
 * An image slot in a form: the stored address, or a locally picked file waiting to be uploaded on save (with the
 * address it replaces, so that taking the file out again restores it: decision 102).
 */
export type ImageValue = { url: string; file?: File; previewUrl?: string; replacedUrl?: string };

export const imageValueSchema = z.object({ url: z.string(), file: z.instanceof(File).optional(), previewUrl: z.string().optional(), replacedUrl: z.string().optional() });

export function imageFromUrl(url: string | undefined): ImageValue {
  return { url: url ?? '' };
}

/** A picked file, in place of the image at `replacedUrl` (if any). */
export function imageFromFile(file: File, replacedUrl = ''): ImageValue {
  return { url: '', file, previewUrl: URL.createObjectURL(file), ...(replacedUrl ? { replacedUrl } : {}) };
}

/** What to show: the local preview of a picked file, else the stored address. */
export function displayUrl(image: ImageValue): string {
  return image.previewUrl ?? image.url;
}

export function hasImage(image: ImageValue): boolean {
  return image.file !== undefined || image.url.trim() !== '';
}

/** Uploads the picked file (if any) and answers the address to save. */
export async function resolveImage(image: ImageValue, upload: Uploader, prefix: string, index: number): Promise<string> {
  return image.file ? upload(image.file, prefix, index) : image.url;
}
