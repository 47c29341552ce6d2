import type { APIRequestContext } from '@playwright/test';
import type { PublicBoard } from '@agency/contract/boards';
import type { PageContentVideo } from '@agency/contract/page-content';
import { PUBLIC_PAGES, type PublicPageName } from '@agency/contract/public-pages';
import { adminToken, authHeaders } from '../admin/admin-helpers';
import { artists, expect, pageContent, richArtist, type Lang } from './fixtures';

/** A package link in the given language (the package page takes its language from the package, not the visitor). */
async function packagePath(request: APIRequestContext, lang: Lang, title: string): Promise<string> {
  const token = await adminToken(request);
  const [first, second] = await artists(request);
  const response = await request.post('/api/admin/packages', {
    headers: authHeaders(token),
    data: { title, clientName: 'E2E', artistIds: [first!.id, second!.id], language: lang, noteKo: '메모', noteEn: 'Note' },
  });
  expect(response.ok()).toBe(true);
  return new URL(((await response.json()) as { url: string }).url).pathname;
}

/**
 * One address per public page of the table (typed by `PublicPageName`, so a new page without one fails to compile); a page
 * with parameters gets one of the seed's: the first visible board, the richest artist, the first production and news
 * videos, and a package created through the admin API in `lang`.
 */
export async function publicAddresses(request: APIRequestContext, lang: Lang, packageTitle = `Public pages ${lang}`): Promise<Record<PublicPageName, string>> {
  const boards = ((await (await request.get('/api/artist/boards')).json()) as { boards: PublicBoard[] }).boards;
  expect(boards.length).toBeGreaterThan(0);
  const production = (await pageContent(request, 'PRODUCTION_CONTENT')).pageContentVideos[0];
  const news = ((await (await request.get('/api/pageContent/fetchVideosByCode/NEWS_CONTENT')).json()) as PageContentVideo[])[0];
  expect(production && news).toBeTruthy();
  const artist = await richArtist(request);
  return {
    home: PUBLIC_PAGES.home.path,
    about: PUBLIC_PAGES.about.path,
    management: PUBLIC_PAGES.management.path,
    managementBoard: `/management/${boards[0]!.slug}`,
    production: PUBLIC_PAGES.production.path,
    news: PUBLIC_PAGES.news.path,
    contact: PUBLIC_PAGES.contact.path,
    casting: PUBLIC_PAGES.casting.path,
    apply: PUBLIC_PAGES.apply.path,
    privacy: PUBLIC_PAGES.privacy.path,
    artist: `/artist/${encodeURIComponent(artist.urlName)}`,
    productionVideo: `/production/detail/${production!.id}`,
    newsVideo: `/news/detail/${news!.id}`,
    package: await packagePath(request, lang, packageTitle),
  };
}
