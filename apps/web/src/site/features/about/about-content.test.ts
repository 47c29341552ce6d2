import type { PageContent } from '@agency/contract/page-content';
import { describe, expect, it } from 'vitest';
import { toAboutView } from './about-content';

function aboutContent(): PageContent {
  return {
    code: 'ABOUT_INFO',
    version: 1,
    // Given in reverse order on purpose: slots are read by priority.
    pageContentTexts: Array.from({ length: 16 }, (_, i) => ({ id: 16 - i, priority: 16 - i, description: `t${16 - i}` })),
    pageContentImages: Array.from({ length: 5 }, (_, i) => ({ id: i + 1, priority: i + 1, imageUrl: `/media/a/${i + 1}.jpg` })),
    pageContentVideos: [],
  };
}

describe('toAboutView', () => {
  it('reads the Korean slots', () => {
    const view = toAboutView(aboutContent(), 'ko');
    expect(view.title).toBe('t9');
    expect(view.heroImageUrl).toBe('/media/a/1.jpg');
    expect(view.sections.map((s) => s.text)).toEqual(['t1', 't2', 't3', 't4']);
    expect(view.sections.map((s) => s.subtitle)).toEqual([null, 't11', 't12', 't13']);
    expect(view.sections.map((s) => s.imageUrl)).toEqual(['/media/a/2.jpg', '/media/a/3.jpg', '/media/a/4.jpg', '/media/a/5.jpg']);
  });

  it('reads the English slots', () => {
    const view = toAboutView(aboutContent(), 'en');
    expect(view.title).toBe('t10');
    expect(view.sections.map((s) => s.text)).toEqual(['t5', 't6', 't7', 't8']);
    expect(view.sections.map((s) => s.subtitle)).toEqual([null, 't14', 't15', 't16']);
  });

  it('gives empty slots without content', () => {
    expect(toAboutView(undefined, 'ko').sections).toHaveLength(4);
  });
});
