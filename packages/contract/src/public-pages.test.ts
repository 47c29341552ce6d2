import { describe, expect, it } from 'vitest';
import { isAdminAreaPath, matchPublicPage, PUBLIC_PAGES, publicPagePath } from './public-pages';

describe('matchPublicPage', () => {
  it.each([
    ['/', 'home', {}],
    ['/about', 'about', {}],
    ['/about/', 'about', {}],
    ['/management', 'management', {}],
    ['/artist/seo-yoon', 'artist', { urlName: 'seo-yoon' }],
    ['/artist/%ED%95%9C', 'artist', { urlName: '%ED%95%9C' }],
    ['/production/detail/12', 'productionVideo', { videoId: '12' }],
    ['/news/detail/3/', 'newsVideo', { videoId: '3' }],
  ])('%s is %s', (path, name, params) => {
    expect(matchPublicPage(path)).toEqual({ name, params });
  });

  it.each(['/admin', '/login', '/nope', '/artist', '/artist/a/b', '/news/detail/x', '/news/detail', '/aboutx', '//about'])('%s is no public page', (path) => {
    expect(matchPublicPage(path)).toBeUndefined();
  });

  it('builds paths from the table', () => {
    expect(publicPagePath('artist', { urlName: '한 글' })).toBe('/artist/%ED%95%9C%20%EA%B8%80');
    expect(publicPagePath('newsVideo', { videoId: 7 })).toBe('/news/detail/7');
    for (const [name, page] of Object.entries(PUBLIC_PAGES)) if (page.sitemap) expect(matchPublicPage(page.path)?.name).toBe(name);
  });
});

describe('isAdminAreaPath', () => {
  it.each([
    ['/login', true],
    ['/login/', true],
    ['/admin', true],
    ['/admin/management/editArtist/x', true],
    ['/administrator', false],
    ['/loginx', false],
    ['/', false],
  ])('%s: %s', (path, expected) => {
    expect(isAdminAreaPath(path)).toBe(expected);
  });
});
