import { API_ROUTES, type ApiName } from '@agency/contract/api-routes';
import { PUBLIC_PAGES, type PublicPageName } from '@agency/contract/public-pages';

/**
 * The public URLs (paths with their query) an admin change makes stale in a shared cache (docs/decisions/087, 096).
 * A path ending in `*` stands for every URL that starts with what precedes it; any other path is that URL exactly.
 * A cache keys its copies by the URL the client asked for, query string included, so a page is purged with its
 * variants (`variants`): `/artist/x` exactly, `/artist/x?*` (`?lang=en`, `?utm_source=…`) and `/artist/x/*` (the
 * trailing slash the router ignores, and what lies under the path, such as the comp card). `/artist/x*` would also
 * purge `/artist/xy`.
 */
export type PurgePath = string;

/** A path with its query strings and, as the router ignores a trailing slash, what lies under it. */
export function variants(path: string): PurgePath[] {
  // The home page: `//*` is no URL the site answers.
  if (path === '/') return ['/', '/?*'];
  return [path, `${path}?*`, `${path}/*`];
}

const withParam = (path: string, name: string, value: string) => path.replace(`:${name}`, encodeURIComponent(value));

/** Everything under a path's fixed part: `/artist/:urlName` -> `/artist/*`. */
const underParams = (path: string): PurgePath => `${path.slice(0, path.indexOf('/:') + 1)}*`;

/** The roster's page with its boards and filters (`?q=`, heights), its reads and the sitemap. */
const ROSTER: PurgePath[] = [
  ...variants(PUBLIC_PAGES.management.path),
  ...variants(API_ROUTES.listArtists.path),
  ...variants(API_ROUTES.listBoards.path),
  ...variants(API_ROUTES.searchArtists.path),
  ...variants('/sitemap.xml'),
];

function artistPaths(urlName: string): PurgePath[] {
  return [
    // Its page, with the comp card under it.
    ...variants(withParam(PUBLIC_PAGES.artist.path, 'urlName', urlName)),
    ...variants(withParam(API_ROUTES.getArtist.path, 'urlName', urlName)),
    ...variants(withParam(API_ROUTES.getPolaroids.path, 'urlName', urlName)),
  ];
}

/** Pages never kept by a shared cache (`private, no-store`): nothing to purge there. */
const PRIVATE_PAGES: readonly PublicPageName[] = ['package'];

/** The public reads of page texts, images and videos. */
const PAGE_CONTENT_READS: readonly ApiName[] = ['getPageContent', 'getPageVideos', 'getPageImages', 'getVideo'];

/**
 * Every page (each embeds the layout's texts: header, footer, contact) with its variants, the page-content reads and
 * the sitemap (it lists the videos). Not `/*`: hashed assets (`/assets/`), resized pictures (`/img/`), media
 * (`/media/`), icons and the other reads do not change with a page's content.
 */
const EVERY_PAGE: PurgePath[] = [
  ...new Set([
    ...(Object.keys(PUBLIC_PAGES) as PublicPageName[])
      .filter((name) => !PRIVATE_PAGES.includes(name))
      .flatMap((name) => {
        const { path } = PUBLIC_PAGES[name];
        return path.includes('/:') ? [underParams(path)] : variants(path);
      }),
    ...PAGE_CONTENT_READS.map((name) => underParams(API_ROUTES[name].path)),
    ...variants('/sitemap.xml'),
  ]),
];

/**
 * What an artist's change makes stale: its page and reads under its URL name before and after (a rename purges both
 * names; a creation or a delete the one name there is) and the roster.
 */
export function artistPublicPaths(before: { urlName: string } | null, after: { urlName: string } | null): PurgePath[] {
  const names = new Set([before?.urlName, after?.urlName].filter((name): name is string => typeof name === 'string' && name !== ''));
  return [...[...names].flatMap(artistPaths), ...ROSTER];
}

/** What a change of the roster's composition or order makes stale (boards, their order, the artists' order). */
export const rosterPublicPaths = (): PurgePath[] => [...ROSTER];

/** Page texts, images and videos: the header, footer and contact texts are on every page, and videos have their own. */
export const everyPagePublicPaths = (): PurgePath[] => [...EVERY_PAGE];

/** A target no visitor sees (accounts, settings, inquiries, applications, packages, statistics, campaigns). */
export const noPublicPaths = (): PurgePath[] => [];
