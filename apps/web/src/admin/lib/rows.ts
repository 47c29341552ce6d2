import { prioritySchema } from '@agency/contract/common';
import { byPriority } from '@agency/contract/page-slots';
import { z } from 'zod';
import { hasImage, imageFromFile, imageFromUrl, imageValueSchema, type ImageValue } from './image-value';
import { nextPriority } from './priority';

/**
 * Rows of the admin's lists (artist detail images and videos, news photos, production and news videos).
 * `storedId` is the database id of a stored row (react-hook-form's field arrays keep their own `id`).
 */
type Stored = { storedId?: number; priority: number };
export type ImageRow = Stored & { image: ImageValue };

export const storedRowShape = { storedId: z.number().int().positive().optional(), priority: prioritySchema };
export const imageRowSchema = z.object({ ...storedRowShape, image: imageValueSchema });

export function imageRowsFrom(images: readonly { id: number; priority: number; imageUrl: string }[]): ImageRow[] {
  return byPriority(images).map((image) => ({ storedId: image.id, priority: image.priority, image: imageFromUrl(image.imageUrl) }));
}

/** Rows for freshly picked files, numbered after the existing rows. */
export function imageRowsForFiles(rows: readonly { priority: number }[], files: readonly File[]): ImageRow[] {
  const start = nextPriority(rows);
  return files.map((file, index) => ({ priority: start + index, image: imageFromFile(file) }));
}

/** Rows worth saving: an entry without an image is dropped. */
export function keptImageRows<T extends ImageRow>(rows: readonly T[]): T[] {
  return rows.filter((row) => hasImage(row.image));
}

/** The `id` of a stored row in a save request (new rows have none). */
export function idOf(row: Stored): { id?: number } {
  return row.storedId ? { id: row.storedId } : {};
}
