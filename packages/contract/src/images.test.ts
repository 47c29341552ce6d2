import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, imageSources, mediaKeyOf } from './images';

const KEY = 'artists/seo-yoon/main/0-1732170000000.jpg';

describe('mediaKeyOf', () => {
  it('takes the key of /media/ URLs and of the configured media host', () => {
    expect(mediaKeyOf(`/media/${KEY}`, '')).toBe(KEY);
    expect(mediaKeyOf(`https://cdn.example.test/media/${KEY}`, 'https://cdn.example.test/media/')).toBe(KEY);
    expect(mediaKeyOf(`https://cdn.example.test/media/${KEY}`, 'https://cdn.example.test/media')).toBe(KEY);
  });

  it.each([
    ['https://i.ytimg.com/vi/abc/hqdefault.jpg', ''],
    [`https://cdn.example.test/media/${KEY}`, ''],
    [`https://other.example.test/${KEY}`, 'https://cdn.example.test'],
    ['/media/demo/background-desktop.mp4', ''],
    ['/media/../secret.jpg', ''],
    [`/media/${KEY}?v=2`, ''],
    ['/media/', ''],
    ['', ''],
  ])('leaves %s alone (base %s)', (url, base) => {
    expect(mediaKeyOf(url, base)).toBeNull();
  });
});

describe('imageSources', () => {
  it('builds a srcset over every resizer width with a 640 px fallback', () => {
    expect(imageSources(`/media/${KEY}`, { mediaPublicBaseUrl: '' })).toEqual({
      src: `/img/640/${KEY}`,
      srcSet: [320, 640, 960, 1280, 1920].map((w) => `/img/${w}/${KEY} ${w}w`).join(', '),
    });
  });

  it('takes another fallback width when asked', () => {
    expect(imageSources('/media/demo/background-poster.jpg', { fallbackWidth: 1920, mediaPublicBaseUrl: '' }).src).toBe(
      '/img/1920/demo/background-poster.jpg',
    );
  });

  it('uses external URLs as they are, without srcset', () => {
    expect(imageSources('https://i.ytimg.com/vi/abc/hqdefault.jpg', { mediaPublicBaseUrl: '' })).toEqual({
      src: 'https://i.ytimg.com/vi/abc/hqdefault.jpg',
    });
  });
});

describe('IMAGE_SIZES', () => {
  it('every entry ends with a width for the smallest screens', () => {
    for (const sizes of Object.values(IMAGE_SIZES)) expect(sizes).toMatch(/(^|, )\d+vw$/);
  });
});
