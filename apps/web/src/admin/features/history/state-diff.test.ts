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
    expect(diffRows(null, { slug: 'women' })).toEqual([{ key: 'slug', label: '주소', before: undefined, after: 'women', changed: true, text: true }]);
    expect(diffRows({ slug: 'women' }, null)[0]).toMatchObject({ before: 'women', after: undefined, changed: true });
    expect(diffRows([3, 1, 2], [1, 2, 3])).toEqual([{ key: 'order', label: '순서', before: [3, 1, 2], after: [1, 2, 3], changed: true }]);
  });

  it('recognises picture addresses (thumbnails) and nothing else', () => {
    expect(isImageAddress('/media/artists/ara/detail/0-1.jpg')).toBe(true);
    expect(isImageAddress('https://cdn.example.com/a.webp?v=2')).toBe(true);
    expect(isImageAddress('https://youtube.com/watch?v=x')).toBe(false);
    expect(isImageAddress('photo.jpg is nice')).toBe(false);
  });

  it('shows a page slot by slot under the edit screen\'s labels, not one row of every text (decision 108)', () => {
    const texts = (values: string[]) => values.map((description, index) => ({ priority: index, description }));
    const before = { texts: texts(['본문 1', '본문 2', '', '', 'Body 1', '', '', '', '회사 소개', 'About']), images: [{ priority: 0, imageUrl: '/media/a.jpg' }], videos: [] };
    const after = { ...before, texts: texts(['본문 1 수정', '본문 2', '', '', 'Body 1', '', '', '', '회사 소개', 'About']) };
    const rows = diffRows(before, after, { type: 'page', key: 'ABOUT_INFO' });
    expect(rows.filter((r) => r.changed)).toEqual([{ key: 'text:1', label: '섹션 1 본문 (한국어)', before: '본문 1', after: '본문 1 수정', changed: true, text: true }]);
    // In the screen's order: the hero image, the two titles, then section 1's image and texts.
    expect(rows.slice(0, 5).map((r) => r.label)).toEqual(['상단 대표 이미지', '한국어 제목', '영문 제목', '섹션 1 이미지', '섹션 1 본문 (한국어)']);
    expect(rows.find((r) => r.key === 'text:9')).toMatchObject({ label: '한국어 제목', before: '회사 소개', changed: false });
    expect(rows.some((r) => r.label === '글' || r.key === 'texts')).toBe(false);
  });

  it('names each video by its title, matched by address, with the order as its own row', () => {
    const video = (title: string, videoUrl: string, priority: number) => ({ priority, isYoutube: true, title, titleENG: '', date: '', thumbnailImageUrl: '', videoUrl });
    const before = { texts: [], images: [], videos: [video('봄 캠페인', 'https://youtu.be/a', 0), video('여름', 'https://youtu.be/b', 1)] };
    const added = { ...before, videos: [video('새 영상', 'https://youtu.be/c', 0), video('봄 캠페인', 'https://youtu.be/a', 1), video('여름', 'https://youtu.be/b', 2)] };
    const rows = diffRows(before, added, { type: 'page', key: 'PRODUCTION_CONTENT' });
    expect(rows.filter((r) => r.changed).map((r) => r.label)).toEqual(['영상: 새 영상']);
    expect(rows.find((r) => r.label === '영상: 새 영상')).toMatchObject({ before: undefined, after: { title: '새 영상', videoUrl: 'https://youtu.be/c' } });
    const swapped = { ...before, videos: [video('여름 (수정)', 'https://youtu.be/b', 0), video('봄 캠페인', 'https://youtu.be/a', 1)] };
    expect(diffRows(before, swapped, { type: 'page', key: 'PRODUCTION_CONTENT' }).filter((r) => r.changed)).toMatchObject([
      { label: '영상: 여름 (수정)', before: { title: '여름' }, after: { title: '여름 (수정)' } },
      { label: '영상 순서', before: ['봄 캠페인', '여름'], after: ['여름 (수정)', '봄 캠페인'] },
    ]);
    const removed = diffRows(before, { ...before, videos: [video('여름', 'https://youtu.be/b', 0)] }, { type: 'page', key: 'NEWS_CONTENT' });
    expect(removed.filter((r) => r.changed)).toMatchObject([{ label: '영상: 봄 캠페인', after: undefined }]);
  });

  it('marks ids of boards and artists, and orders, to be shown by name', () => {
    expect(diffRows({ boardIds: [1] }, { boardIds: [1, 2] })[0]).toMatchObject({ label: '보드', refs: 'board' });
    expect(diffRows({ artistIds: [1] }, { artistIds: [] })[0]).toMatchObject({ label: '아티스트', refs: 'artist' });
    expect(diffRows([1, 2], [2, 1], { type: 'roster', key: 'artists' })[0]).toMatchObject({ refs: 'artist' });
    expect(diffRows([1, 2], [2, 1], { type: 'board-order', key: 'boards' })[0]).toMatchObject({ refs: 'board' });
    // A picture's address is a thumbnail, not a text to compare word by word.
    const rows = diffRows({ mainImage: '/media/a.jpg', career: 'a' }, { mainImage: '/media/b.jpg', career: 'b' });
    expect(Object.fromEntries(rows.map((r) => [r.key, r.text]))).toEqual({ mainImage: undefined, career: true });
  });
});
