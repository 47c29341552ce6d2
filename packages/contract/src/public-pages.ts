// No zod and no imports here: the public web router and the web build's configuration read this table.

/**
 * The public pages (SPEC section 2), in the order the sitemap lists them. One table for the web router
 * (apps/web/src/site/app/router.tsx: `view` names the page module `src/site/pages/<view>.tsx`), the
 * server's page handler and heads (which paths are pages, their status, title and preloads), the sitemap
 * and the build's bundle budget and route preloads.
 *
 * `sitemap`: listed as it is (pages with parameters are listed per artist or video by the server).
 */
export const PUBLIC_PAGES = {
  home: { path: '/', view: 'home', sitemap: true },
  about: { path: '/about', view: 'about', sitemap: true },
  management: { path: '/management', view: 'management', sitemap: true },
  /** One board of the roster (decision 079); the sitemap lists each visible board. */
  managementBoard: { path: '/management/:board', view: 'management', sitemap: false },
  production: { path: '/production', view: 'production', sitemap: true },
  news: { path: '/news', view: 'news', sitemap: true },
  contact: { path: '/contact', view: 'contact', sitemap: true },
  casting: { path: '/casting', view: 'casting', sitemap: true },
  /** Model applications (docs/decisions/082). */
  apply: { path: '/apply', view: 'apply', sitemap: true },
  privacy: { path: '/privacy', view: 'privacy', sitemap: true },
  artist: { path: '/artist/:urlName', view: 'artist', sitemap: false },
  productionVideo: { path: '/production/detail/:videoId', view: 'video', sitemap: false },
  newsVideo: { path: '/news/detail/:videoId', view: 'video', sitemap: false },
  /** A client package (docs/decisions/081): private, never indexed or listed. */
  package: { path: '/p/:token', view: 'package', sitemap: false },
} as const satisfies Record<string, { path: string; view: string; sitemap: boolean }>;

export type PublicPageName = keyof typeof PUBLIC_PAGES;
export type PublicPageView = (typeof PUBLIC_PAGES)[PublicPageName]['view'];

/** The module of every path no page claims (answered with status 404). */
export const NOT_FOUND_VIEW = 'not-found';

/** The view drawn inside the entry script instead of a lazily loaded chunk (the landing page's first paint). */
export const ENTRY_VIEW: PublicPageView = 'home';

/** Paths of the admin area, served by the admin's own entry (apps/web/admin.html). */
export const ADMIN_LOGIN_PATH = '/login';
export const ADMIN_HOME_PATH = '/admin';

export function isAdminAreaPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === ADMIN_LOGIN_PATH || path === ADMIN_HOME_PATH || path.startsWith(`${ADMIN_HOME_PATH}/`);
}

/** What a path parameter must look like to reach a page (anything else is the not-found page). */
const PARAM_PATTERNS: Record<string, RegExp> = {
  urlName: /^[^/]+$/,
  videoId: /^\d+$/,
  board: /^[A-Za-z0-9-]{1,40}$/,
  token: /^[A-Za-z0-9_-]{20,100}$/,
};

export type MatchedPage = { name: PublicPageName; params: Record<string, string> };

/**
 * The public page a path shows, with its raw (still URI-encoded) parameters; undefined when no page has this
 * path. A trailing slash is ignored.
 */
export function matchPublicPage(pathname: string): MatchedPage | undefined {
  const segments = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).split('/');
  for (const name of Object.keys(PUBLIC_PAGES) as PublicPageName[]) {
    const pattern = PUBLIC_PAGES[name].path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index]!;
      if (!part.startsWith(':')) return part === segment;
      const param = part.slice(1);
      if (!(PARAM_PATTERNS[param] ?? /^[^/]+$/).test(segment)) return false;
      params[param] = segment;
      return true;
    });
    if (matches) return { name, params };
  }
  return undefined;
}

/** Query parameter of /casting naming the preferred model, filled into the message template's last line. */
export const CASTING_MODEL_PARAM = 'model';

/** The casting page with an artist as the preferred model (the artist page's booking button). */
export function castingPathFor(modelName: string): string {
  return `${PUBLIC_PAGES.casting.path}?${CASTING_MODEL_PARAM}=${encodeURIComponent(modelName)}`;
}

/** The path of a page with its parameters filled in, each encoded as one path segment. */
export function publicPagePath(name: PublicPageName, params: Record<string, string | number> = {}): string {
  return PUBLIC_PAGES[name].path.replace(/:([A-Za-z]+)/g, (_match, param: string) => encodeURIComponent(String(params[param] ?? '')));
}

/**
 * Years an inquiry of the casting form is kept (SPEC: "retention up to 3 years"); the form's notice and /privacy
 * state it. Here, with the pages, so the public pages read it without the zod-based inquiry schemas.
 */
export const INQUIRY_RETENTION_YEARS = 3;

/** The privacy policy's title (page heading, footer link, document title and head), per language. */
export const PRIVACY_TITLE = { ko: '개인정보처리방침', en: 'Privacy Policy' } as const;

/** The generated comp card (issue 17): a print-ready PDF of an artist, in Korean or (`en`) English. */
export const COMP_CARD_PATH = '/artist/:urlName/compcard.pdf';

export function compCardPath(urlName: string, language: 'ko' | 'en'): string {
  return `${COMP_CARD_PATH.replace(':urlName', encodeURIComponent(urlName))}${language === 'en' ? '?lang=en' : ''}`;
}
