import type { PageContentUpsert } from '@agency/contract/page-content';
import { idOf, type ImageRow } from '@admin/lib/rows';

/** The upsert body of the news photos; `imageUrls[i]` is the address of kept row i after uploads. */
export function toImageUpsert(kept: readonly ImageRow[], imageUrls: string[]): PageContentUpsert {
  return {
    code: 'NEWS_CONTENT',
    images: kept.map((row, index) => ({ ...idOf(row), priority: row.priority, imageUrl: imageUrls[index] ?? '' })),
  };
}
