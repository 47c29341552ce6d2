import type { PageContent } from '@agency/contract/page-content';
import { describe, expect, it } from 'vitest';
import { toInfoView } from './info-slots';

const content: PageContent = {
  code: 'NEWS_INFO',
  version: 1,
  pageContentTexts: [
    { id: 4, priority: 4, description: 'NEWS' },
    { id: 3, priority: 3, description: '뉴스' },
    { id: 2, priority: 2, description: 'English text' },
    { id: 1, priority: 1, description: '한국어 설명' },
  ],
  pageContentImages: [{ id: 1, priority: 1, imageUrl: '/media/news/top.jpg' }],
  pageContentVideos: [],
};

describe('toInfoView', () => {
  it('reads slots by priority per language', () => {
    expect(toInfoView(content, 'ko')).toEqual({ imageUrl: '/media/news/top.jpg', title: '뉴스', description: '한국어 설명' });
    expect(toInfoView(content, 'en')).toEqual({ imageUrl: '/media/news/top.jpg', title: 'NEWS', description: 'English text' });
  });
});
