import { describe, expect, it } from 'vitest';
import { VIDEO_LINK_UNSUPPORTED } from '@agency/contract/video-links';
import { keptVideoRows, newVideoRow, toVideoRows, toVideoUpsert, videoRowSchema } from './video-rows';

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

  it('refuses a link of another platform at the URL field, naming YouTube and Vimeo (issue 35)', () => {
    const naver = videoRowSchema.safeParse({ ...newVideoRow([]), videoUrl: 'https://tv.naver.com/v/12345678' });
    expect(naver.error?.issues).toEqual([expect.objectContaining({ path: ['videoUrl'], message: VIDEO_LINK_UNSUPPORTED })]);
    expect(videoRowSchema.safeParse({ ...newVideoRow([]), platform: 'vimeo', videoUrl: 'https://vimeo.com/2' }).success).toBe(true);
    expect(videoRowSchema.safeParse(newVideoRow([])).success).toBe(true);
  });
});
