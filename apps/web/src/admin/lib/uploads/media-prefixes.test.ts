import { buildMediaPath, MEDIA_PATH_PATTERN } from '@agency/contract/media';
import { describe, expect, it } from 'vitest';
import { mediaPrefixes } from './media-prefixes';

const NOW = 1_732_170_000_000;

describe('media paths', () => {
  it('follow the scheme prefix/index-timestamp.ext', () => {
    expect(buildMediaPath(mediaPrefixes.pageImages('ABOUT_INFO'), 3, 'Hero Shot.JPG', NOW)).toBe(`pages/about_info/images/3-${NOW}.jpg`);
    expect(buildMediaPath(mediaPrefixes.videoThumbnails('NEWS_CONTENT'), 0, 'thumb.png', NOW)).toBe(`pages/news_content/thumbnails/0-${NOW}.png`);
    expect(buildMediaPath(mediaPrefixes.artist(' Jane-Doe ', 'detail'), 2, 'a.webp', NOW)).toBe(`artists/jane-doe/detail/2-${NOW}.webp`);
  });

  it('are accepted by the presign endpoint', () => {
    const paths = [
      buildMediaPath(mediaPrefixes.pageImages('PRODUCTION_INFO'), 1, 'x.png', NOW),
      buildMediaPath(mediaPrefixes.artist('jane', 'detail-main'), 0, 'x.jpeg', NOW),
      buildMediaPath(mediaPrefixes.artist('', 'main'), 0, 'x.gif', NOW),
      buildMediaPath(mediaPrefixes.artist('지수', 'main'), 0, 'x.avif', NOW),
    ];
    for (const path of paths) expect(path).toMatch(MEDIA_PATH_PATTERN);
  });
});
