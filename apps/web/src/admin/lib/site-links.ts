import type { PageContentCode } from '@agency/contract/page-content';
import { publicPagePath, type PublicPageName } from '@agency/contract/public-pages';

/** The public page that shows each page content (LINK_INFO is the menu of every page: the home page shows it). */
const PAGE_OF_CONTENT: Record<PageContentCode, PublicPageName> = {
  LINK_INFO: 'home',
  ABOUT_INFO: 'about',
  CONTACT_INFO: 'contact',
  PRODUCTION_INFO: 'production',
  PRODUCTION_CONTENT: 'production',
  NEWS_INFO: 'news',
  NEWS_CONTENT: 'news',
  COMPANY_INFO: 'privacy',
  HOME_SECTIONS: 'home',
  SEARCH_INFO: 'home',
};

/** Where the "사이트에서 보기" link of an edit screen goes. */
export const sitePaths = {
  pageContent: (code: PageContentCode) => publicPagePath(PAGE_OF_CONTENT[code]),
  artist: (urlName: string) => publicPagePath('artist', { urlName }),
  board: (slug: string) => publicPagePath('managementBoard', { board: slug }),
};
