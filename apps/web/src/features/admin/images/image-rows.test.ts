// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { keptImageRows, rowsForFiles, toImageRows, toImageUpsert } from './image-rows';

beforeAll(() => {
  // jsdom has no object URLs.
  URL.createObjectURL ??= () => 'blob:preview';
});

describe('image rows', () => {
  const stored = toImageRows([
    { id: 9, priority: 3, imageUrl: '/media/news/3.jpg' },
    { id: 8, priority: 1, imageUrl: '/media/news/1.jpg' },
  ]);

  it('numbers picked files after the existing rows', () => {
    const added = rowsForFiles(stored, [new File(['x'], 'a.png'), new File(['y'], 'b.png')]);
    expect(added.map((row) => row.priority)).toEqual([4, 5]);
    expect(added[0]?.image.file?.name).toBe('a.png');
  });

  it('drops image-less entries and keeps ids', () => {
    const rows = [...stored, { key: 'empty', priority: 7, image: { url: ' ' } }];
    const kept = keptImageRows(rows);
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
