import { API_ROUTES } from '@agency/contract/api-routes';
import { COMP_CARD_PATH, PUBLIC_PAGES } from '@agency/contract/public-pages';
import { SEO_LANGUAGES } from '../seo/seo-language';

/**
 * The public URLs (paths with their query) an admin change makes stale in a shared cache (docs/decisions/087). A
 * path ending in `*` stands for every path that starts with it (CloudFront's wildcard; a webhook receiver reads it
 * the same way): the roster's boards and searches, the whole site for page texts that every page's layout shows.
 */
export type PurgePath = string;

/** A page, its language variants (`?lang=`), as links and hreflang alternates name them. */
function pageVariants(path: string): PurgePath[] {
  return [path, ...SEO_LANGUAGES.map((lang) => `${path}?lang=${lang}`)];
}

const withParam = (path: string, name: string, value: string) => path.replace(`:${name}`, encodeURIComponent(value));

/** The roster's page and reads: every artist or board change shows there, and in the sitemap. */
const ROSTER: PurgePath[] = [
  ...pageVariants(PUBLIC_PAGES.management.path),
  `${PUBLIC_PAGES.management.path}/*`,
  API_ROUTES.listArtists.path,
  API_ROUTES.listBoards.path,
  `${API_ROUTES.searchArtists.path}*`,
  '/sitemap.xml',
];

function artistPaths(urlName: string): PurgePath[] {
  return [
    ...pageVariants(withParam(PUBLIC_PAGES.artist.path, 'urlName', urlName)),
    withParam(API_ROUTES.getArtist.path, 'urlName', urlName),
    withParam(API_ROUTES.getPolaroids.path, 'urlName', urlName),
    `${withParam(COMP_CARD_PATH, 'urlName', urlName)}*`,
  ];
}

const urlNameOf = (state: unknown): string | undefined => {
  const value = (state as { urlName?: unknown } | null)?.urlName;
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * The paths a recorded change (its history target type and the states before and after, decision 086) makes stale.
 * A rename purges both names. Changes no visitor sees (accounts, settings, inquiries, packages, statistics) purge
 * nothing.
 */
export function changedPublicPaths(targetType: string, before: unknown, after: unknown): PurgePath[] {
  switch (targetType) {
    case 'artist': {
      const names = new Set([urlNameOf(before), urlNameOf(after)].filter((name): name is string => name !== undefined));
      return [...[...names].flatMap(artistPaths), ...ROSTER];
    }
    case 'roster':
    case 'board':
    case 'board-order':
      return ROSTER;
    case 'page':
      // The header, footer and contact texts are on every page, and page videos have their own pages: all of it.
      return ['/*'];
    default:
      return [];
  }
}
