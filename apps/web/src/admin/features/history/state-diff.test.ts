import { describe, expect, it } from 'vitest';
import { diffRows, isImageAddress } from './state-diff';

describe('the history difference view', () => {
  it('lists every property of either state with a readable label, marking the changed ones', () => {
    const rows = diffRows({ korName: '아라', isHidden: false, detailImages: [{ priority: 0, imageUrl: '/media/a.jpg' }] }, { korName: '아라 (수정)', isHidden: false, detailImages: [] });
    expect(rows.map((r) => [r.key, r.label, r.changed])).toEqual([
      ['korName', '한글 이름', true],
      ['isHidden', '숨김', false],
      ['detailImages', '상세 사진', true],
    ]);
    // Stored states have their keys sorted; the view follows the edit screen's order.
    expect(diffRows({ urlName: 'a', korName: 'b', unknownKey: 1 }, { urlName: 'a', korName: 'c', unknownKey: 2 }).map((r) => r.key)).toEqual(['urlName', 'korName', 'unknownKey']);
  });

  it('shows a creation and a deletion against nothing, and an order as one row', () => {
    expect(diffRows(null, { slug: 'women' })).toEqual([{ key: 'slug', label: '주소', before: undefined, after: 'women', changed: true }]);
    expect(diffRows({ slug: 'women' }, null)[0]).toMatchObject({ before: 'women', after: undefined, changed: true });
    expect(diffRows([3, 1, 2], [1, 2, 3])).toEqual([{ key: 'order', label: '순서', before: [3, 1, 2], after: [1, 2, 3], changed: true }]);
  });

  it('recognises picture addresses (thumbnails) and nothing else', () => {
    expect(isImageAddress('/media/artists/ara/detail/0-1.jpg')).toBe(true);
    expect(isImageAddress('https://cdn.example.com/a.webp?v=2')).toBe(true);
    expect(isImageAddress('https://youtube.com/watch?v=x')).toBe(false);
    expect(isImageAddress('photo.jpg is nice')).toBe(false);
  });
});
