import type { PageContentImage, PageContentUpsert } from '@agency/contract/page-content';
import { hasImage, imageFromFile, imageFromUrl, type ImageValue } from '../shared/image-value';
import { nextPriority } from '../shared/priority';
import { newRowKey } from '../shared/row-key';

export type ImageRow = { key: string; id?: number; priority: number; image: ImageValue };

export function toImageRows(images: readonly PageContentImage[]): ImageRow[] {
  return [...images]
    .sort((a, b) => a.priority - b.priority)
    .map((image) => ({ key: `id-${image.id}`, id: image.id, priority: image.priority, image: imageFromUrl(image.imageUrl) }));
}

/** Rows for freshly picked files, numbered after the existing rows. */
export function rowsForFiles(rows: readonly ImageRow[], files: readonly File[]): ImageRow[] {
  const start = nextPriority(rows);
  return files.map((file, index) => ({ key: newRowKey(), priority: start + index, image: imageFromFile(file) }));
}

/** Rows worth saving: an entry without an image is dropped. */
export function keptImageRows(rows: readonly ImageRow[]): ImageRow[] {
  return rows.filter((row) => hasImage(row.image));
}

export function toImageUpsert(kept: readonly ImageRow[], imageUrls: string[]): PageContentUpsert {
  return {
    code: 'NEWS_CONTENT',
    images: kept.map((row, index) => ({ ...(row.id ? { id: row.id } : {}), priority: row.priority, imageUrl: imageUrls[index] ?? '' })),
  };
}
