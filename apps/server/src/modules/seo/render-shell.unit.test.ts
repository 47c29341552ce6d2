import { IMAGE_SIZES } from '@agency/contract/images';
import { PUBLIC_PAGES, type PublicPageName } from '@agency/contract/public-pages';
import { describe, expect, it } from 'vitest';
import { renderShell } from './render-shell';

describe('renderShell', () => {
  it('draws the header in the page language and a skeleton with the loading text for every public page', () => {
    for (const page of Object.keys(PUBLIC_PAGES) as PublicPageName[]) {
      for (const language of ['ko', 'en'] as const) {
        const html = renderShell({ page, language, siteName: 'AGENCY M' });
        expect(html).toMatch(/^<div id="boot-shell" class="boot-shell" inert><header class="site-header/);
        expect(html).toContain('<a class="site-logo" href="/">AGENCY M</a>');
        expect(html).toContain(`<button type="button" lang="${language}" aria-pressed="true">`);
        if (page === 'home') expect(html).toContain('site-header--overlay');
        else expect(html).toContain(language === 'ko' ? '>불러오는 중...<' : '>Loading...<');
      }
    }
  });

  it('escapes the site name and draws the not-found page as text lines', () => {
    const html = renderShell({ page: 'notFound', language: 'en', siteName: '<b>&"M' });
    expect(html).toContain('&lt;b&gt;&amp;&quot;M');
    expect(html).toContain('boot-lines');
  });

  it('draws the roster\'s and the artist\'s first pictures in the pages\' own layouts, with their srcset and sizes', () => {
    const pictures = [1, 2, 3, 4, 5].map((n) => ({ src: `/img/640/a${n}.jpg`, srcSet: `/img/320/a${n}.jpg 320w, /img/640/a${n}.jpg 640w`, sizes: '50vw' }));
    const roster = renderShell({ page: 'management', language: 'ko', siteName: 'M', pictures: pictures.slice(0, 4) });
    expect(roster).toContain('<div class="artist-grid roster-grid">');
    expect(roster.match(/<img /g)).toHaveLength(4);
    expect(roster).toContain('<img src="/img/640/a1.jpg" srcset="/img/320/a1.jpg 320w, /img/640/a1.jpg 640w" sizes="50vw" alt="" fetchpriority="high">');
    expect(roster.match(/boot-card-picture boot-card-picture--portrait/g)).toHaveLength(8);

    const artist = renderShell({ page: 'artist', language: 'en', siteName: 'M', pictures: [{ src: '/img/640/x&y.jpg', srcSet: '/img/640/x&y.jpg 640w', sizes: '80vw' }] });
    expect(artist).toContain('<div class="artist-strip boot-strip"><div class="artist-strip-list"><div class="artist-strip-item"><img src="/img/640/x&amp;y.jpg" srcset="/img/640/x&amp;y.jpg 640w" sizes="80vw"');
    expect(artist.match(/artist-strip-item/g)).toHaveLength(3);

    // Production and news: the first video's still in the first video card; not the top image, which is smaller there.
    const still = { src: '/img/640/v.jpg', srcSet: '/img/640/v.jpg 640w', sizes: IMAGE_SIZES.videoGrid };
    const news = renderShell({ page: 'news', language: 'ko', siteName: 'M', pictures: [{ ...still, src: '/img/640/top.jpg', sizes: IMAGE_SIZES.pageWidth }, still] });
    expect(news.match(/<img /g)).toHaveLength(1);
    // The top in the page's own layout (first-screens.css): the image's place, lines for the text.
    expect(news).toContain('<div class="page-hero"><span class="boot-shape page-hero-image"></span><div class="page-hero-text"><div class="boot-lines">');
    expect(news).toContain('<div class="boot-cards boot-cards--video"><div><span class="boot-shape boot-card-picture"><img src="/img/640/v.jpg"');

    // A video page: its poster in the player's place.
    const video = renderShell({ page: 'productionVideo', language: 'en', siteName: 'M', pictures: [{ ...still, sizes: IMAGE_SIZES.pageWidth }] });
    expect(video).toContain('<span class="boot-shape boot-video"><img src="/img/640/v.jpg"');

    // Without pictures (an artist without any, other pages): the grey shapes alone.
    expect(renderShell({ page: 'artist', language: 'en', siteName: 'M' })).not.toContain('<img');
    expect(renderShell({ page: 'about', language: 'en', siteName: 'M' })).not.toContain('<img');
    expect(renderShell({ page: 'contact', language: 'en', siteName: 'M', pictures })).not.toContain('<img');

    // /about: its top picture in the page's dark band.
    const about = renderShell({ page: 'about', language: 'en', siteName: 'M', pictures: [{ ...still, sizes: IMAGE_SIZES.fullWidth }] });
    expect(about).toContain('<div class="boot-banner" aria-hidden="true"><img src="/img/640/v.jpg" srcset="/img/640/v.jpg 640w" sizes="100vw"');
    expect(about.match(/<img /g)).toHaveLength(1);
  });
});
