import { describe, expect, it } from 'vitest';
import { keptVideoRows, newVideoRow, toVideoRows, toVideoUpsert } from './video-rows';

const stored = [
  { id: 2, priority: 5, isYoutube: false, title: 'B', titleENG: '', date: '', thumbnailImageUrl: '', videoUrl: 'https://vimeo.com/2' },
  { id: 1, priority: 1, isYoutube: true, title: '가', titleENG: 'A', date: '2026-10-18', thumbnailImageUrl: '/media/a.jpg', videoUrl: 'https://youtu.be/a' },
];

describe('video rows', () => {
  it('are sorted by priority', () => {
    expect(toVideoRows(stored).map((row) => [row.storedId, row.platform])).toEqual([
      [1, 'youtube'],
      [2, 'vimeo'],
    ]);
  });

  it('a new row defaults to youtube, priority 0 in an empty list and after the others otherwise', () => {
    expect(newVideoRow([])).toMatchObject({ platform: 'youtube', priority: 0, videoUrl: '', date: '' });
    expect(newVideoRow([], '2026-11-25').date).toBe('2026-11-25');
    expect(newVideoRow(toVideoRows(stored)).priority).toBe(6);
  });

  it('drops rows with a blank URL and builds the upsert body', () => {
    const rows = [...toVideoRows(stored), { ...newVideoRow([]), videoUrl: '   ' }, { ...newVideoRow([]), title: ' 새 영상 ', titleENG: ' New ', videoUrl: ' https://youtu.be/n ' }];
    const kept = keptVideoRows(rows);
    expect(kept).toHaveLength(3);
    expect(toVideoUpsert('PRODUCTION_CONTENT', kept, ['/media/a.jpg', '', '/media/n.jpg'])).toEqual({
      code: 'PRODUCTION_CONTENT',
      videos: [
        { id: 1, priority: 1, isYoutube: true, title: '가', titleENG: 'A', date: '2026-10-18', thumbnailImageUrl: '/media/a.jpg', videoUrl: 'https://youtu.be/a' },
        { id: 2, priority: 5, isYoutube: false, title: 'B', titleENG: '', date: '', thumbnailImageUrl: '', videoUrl: 'https://vimeo.com/2' },
        { priority: 0, isYoutube: true, title: '새 영상', titleENG: 'New', date: '', thumbnailImageUrl: '/media/n.jpg', videoUrl: 'https://youtu.be/n' },
      ],
    });
  });
});
