import { beforeAll, describe, expect, it } from 'vitest';
import { imageRowsForFiles, imageRowsFrom, keptImageRows } from '@admin/lib/rows';
import { toImageUpsert } from './image-rows';

beforeAll(() => {
  // jsdom has no object URLs.
  URL.createObjectURL ??= () => 'blob:preview';
});

describe('image rows', () => {
  const stored = imageRowsFrom([
    { id: 9, priority: 3, imageUrl: '/media/news/3.jpg' },
    { id: 8, priority: 1, imageUrl: '/media/news/1.jpg' },
  ]);

  it('numbers picked files after the existing rows', () => {
    const added = imageRowsForFiles(stored, [new File(['x'], 'a.png'), new File(['y'], 'b.png')]);
    expect(added.map((row) => row.priority)).toEqual([4, 5]);
    expect(added[0]?.image.file?.name).toBe('a.png');
  });

  it('drops image-less entries and keeps ids', () => {
    const kept = keptImageRows([...stored, { priority: 7, image: { url: ' ' } }]);
    expect(kept).toHaveLength(2);
    expect(toImageUpsert(kept, ['/media/news/1.jpg', '/media/news/3.jpg'])).toEqual({
      code: 'NEWS_CONTENT',
      images: [
        { id: 8, priority: 1, imageUrl: '/media/news/1.jpg' },
        { id: 9, priority: 3, imageUrl: '/media/news/3.jpg' },
      ],
    });
  });
});
