import type { Language } from './seo-language';

/** The public pages that get a server-rendered head (SPEC section 2), without /login and /admin. */
export type PublicPage =
  | { kind: 'home' | 'about' | 'management' | 'production' | 'news' | 'contact' | 'casting' }
  | { kind: 'artist'; urlName: string }
  | { kind: 'video'; section: 'production' | 'news'; videoId: number };

export type SectionKind = Exclude<PublicPage['kind'], 'artist' | 'video'>;

/** Sections in the order the sitemap lists them; each with its path. */
export const SECTION_PATHS: Record<SectionKind, string> = {
  home: '/',
  about: '/about',
  management: '/management',
  production: '/production',
  news: '/news',
  contact: '/contact',
  casting: '/casting',
};

const SECTION_BY_PATH = new Map(Object.entries(SECTION_PATHS).map(([kind, p]) => [p, kind as SectionKind]));

/** Longest URL name the API accepts (urlNameParamSchema). */
const MAX_URL_NAME = 200;

export type ParsedPath = { page: PublicPage } | { missing: true } | undefined;

/**
 * Which public page a path is. `{ missing: true }`: the path has the shape of an artist or video
 * page but can name none (bad escape, too long, an id no database holds). undefined: not public.
 */
export function parsePublicPath(pathname: string): ParsedPath {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const section = SECTION_BY_PATH.get(trimmed);
  if (section) return { page: { kind: section } };

  const video = /^\/(production|news)\/detail\/(\d+)$/.exec(trimmed);
  if (video) {
    const digits = video[2]!;
    if (digits.length > 12 || Number(digits) < 1) return { missing: true };
    return { page: { kind: 'video', section: video[1] as 'production' | 'news', videoId: Number(digits) } };
  }

  const artist = /^\/artist\/([^/]+)$/.exec(trimmed);
  if (artist) {
    let urlName: string;
    try {
      urlName = decodeURIComponent(artist[1]!);
    } catch {
      return { missing: true };
    }
    if (urlName.trim() === '' || urlName.length > MAX_URL_NAME) return { missing: true };
    return { page: { kind: 'artist', urlName } };
  }
  return undefined;
}

/** The path of a page as the site links it (no trailing slash). */
export function pagePath(page: PublicPage): string {
  if (page.kind === 'artist') return `/artist/${encodeURIComponent(page.urlName)}`;
  if (page.kind === 'video') return `/${page.section}/detail/${page.videoId}`;
  return SECTION_PATHS[page.kind];
}

/** The link of a page in one language, or without `lang` (x-default). */
export function pageUrl(origin: string, path: string, language?: Language): string {
  return `${origin}${path}${language ? `?lang=${language}` : ''}`;
}
