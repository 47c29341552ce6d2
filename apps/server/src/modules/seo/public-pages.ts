import { matchPublicPage, PUBLIC_PAGES, publicPagePath, type PublicPageName } from '@agency/contract/public-pages';
import type { Language } from './seo-language';

type VideoPageName = 'productionVideo' | 'newsVideo';
/** A public page of the contract's table with its parameters, as the heads read it. */
export type PublicPage =
  | { name: Exclude<PublicPageName, 'artist' | 'managementBoard' | 'package' | VideoPageName> }
  | { name: 'managementBoard'; board: string }
  | { name: 'package'; token: string }
  | { name: 'artist'; urlName: string }
  | { name: VideoPageName; videoId: number };

/** Longest URL name the API accepts (urlNameParamSchema). */
const MAX_URL_NAME = 200;

export type ParsedPath = { page: PublicPage } | { missing: true } | undefined;

/**
 * Which public page a path is. `{ missing: true }`: the path has the shape of an artist or video page but can
 * name none (bad escape, too long, an id no database holds). undefined: not a public page.
 */
export function parsePublicPath(pathname: string): ParsedPath {
  const match = matchPublicPage(pathname);
  if (!match) return undefined;
  const { name, params } = match;
  if (name === 'artist') {
    let urlName: string;
    try {
      urlName = decodeURIComponent(params.urlName!);
    } catch {
      return { missing: true };
    }
    if (urlName.trim() === '' || urlName.length > MAX_URL_NAME) return { missing: true };
    return { page: { name, urlName } };
  }
  if (name === 'managementBoard') return { page: { name, board: params.board!.toLowerCase() } };
  if (name === 'package') return { page: { name, token: params.token! } };
  if (name === 'productionVideo' || name === 'newsVideo') {
    const digits = params.videoId!;
    if (digits.length > 12 || Number(digits) < 1) return { missing: true };
    return { page: { name, videoId: Number(digits) } };
  }
  return { page: { name } };
}

/** The path of a page as the site links it (no trailing slash). */
export function pagePath(page: PublicPage): string {
  if (page.name === 'artist') return publicPagePath('artist', { urlName: page.urlName });
  if (page.name === 'managementBoard') return publicPagePath('managementBoard', { board: page.board });
  if (page.name === 'package') return publicPagePath('package', { token: page.token });
  if (page.name === 'productionVideo' || page.name === 'newsVideo') return publicPagePath(page.name, { videoId: page.videoId });
  return publicPagePath(page.name);
}

/** The pages the sitemap lists as they are, in table order (artists and videos are added one by one). */
export const SITEMAP_PATHS: string[] = Object.values(PUBLIC_PAGES)
  .filter((page) => page.sitemap)
  .map((page) => page.path);

/** The link of a page in one language, or without `lang` (x-default). */
export function pageUrl(origin: string, path: string, language?: Language): string {
  return `${origin}${path}${language ? `?lang=${language}` : ''}`;
}
