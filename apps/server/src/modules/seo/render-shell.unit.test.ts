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
});
