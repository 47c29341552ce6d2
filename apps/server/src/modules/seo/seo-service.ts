import { mediaKeyOf, SHARE_IMAGE, shareImagePath } from '@agency/contract/images';
import { INITIAL_DATA_ELEMENT_ID, QUERY_KEYS, type InitialData } from '@agency/contract/query-keys';
import { ADMIN_LOGIN_PATH } from '@agency/contract/public-pages';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { jsonForScript } from '../../lib/html-escape';
import type { PageHead } from '../../plugins/static-site';
import type { PublicReads } from '../../public-reads';
import type { BlobStore } from '../../storage/blob-store';
import { createImageSizeReader } from './image-size';
import { loadPageMeta, notFoundMeta, type PageMeta, type PageMetaDeps } from './page-meta';
import { SITEMAP_PATHS, pagePath, parsePublicPath } from './public-pages';
import { renderHead } from './render-head';
import { priorityPicture } from './preload-image';
import { renderShell } from './render-shell';
import { DEFAULT_LANGUAGE, languageFromUrl, type Language } from './seo-language';
import { siteOrigin } from './site-origin';
import { renderRobots, renderSitemap } from './sitemap';

/** The page contents of the public layout: the menu's icon links and the footer's contact and business lines. */
const LAYOUT_CONTENTS = ['LINK_INFO', 'CONTACT_INFO', 'COMPANY_INFO'] as const;

function initialDataScript(data: InitialData): string {
  return `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`;
}

export interface SeoServiceOptions {
  siteName: string;
  /** SITE_URL, the origin of absolute links; unset: the request's. */
  siteUrl: string | undefined;
  /** Image of pages without one of their own: the landing video poster. */
  defaultImageUrl: string;
  /** MEDIA_PUBLIC_BASE_URL or '': media URLs under it are preloaded through the image resizer. */
  mediaPublicBaseUrl: string;
  /** The same cached reads as the API routes. */
  publicReads: PublicReads;
  /** A package link's share card (its page answers 404 when there is none). */
  packagePreview: PageMetaDeps['packagePreview'];
  storage: BlobStore;
  log: FastifyBaseLogger;
}

/**
 * Heads of the public pages (read through the same cached reads as the API, so hidden artists and missing
 * videos are exactly what the API hides, and a head and the API answer share one load), the sitemap and
 * robots.txt.
 */
export function createSeoService(options: SeoServiceOptions) {
  const { siteName, publicReads } = options;
  const imageSize = createImageSizeReader(options.storage, options.log);
  const deps: PageMetaDeps = { siteName, defaultImageUrl: options.defaultImageUrl, reads: publicReads, packagePreview: options.packagePreview };

  async function head(page: PageMeta, input: { origin: string; path: string; language: Language; requested?: Language; noindex?: boolean }) {
    // Artist pages share their picture cropped to 2:1 around the person, so link previews keep the face (issue 17).
    const shareKey = page.shareCrop && page.imageUrl ? mediaKeyOf(page.imageUrl, options.mediaPublicBaseUrl) : null;
    const meta = shareKey ? { ...page, imageUrl: shareImagePath(shareKey) } : page;
    const size = input.noindex || !meta.imageUrl ? undefined : shareKey ? { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height } : await imageSize(meta.imageUrl);
    return renderHead({
      meta,
      siteName,
      origin: input.origin,
      path: input.path,
      language: input.language,
      requestedLanguage: input.requested,
      imageSize: size,
      mediaPublicBaseUrl: options.mediaPublicBaseUrl,
      noindex: input.noindex,
    });
  }

  return {
    /**
     * The head for a page request. `knownRoute`: the web app renders this path (so a path that is
     * neither public nor known is the not-found page).
     */
    async pageHead(request: FastifyRequest, pathname: string, knownRoute: boolean): Promise<PageHead> {
      const origin = siteOrigin(options.siteUrl, request);
      const requested = languageFromUrl(request.url);
      const language = requested ?? DEFAULT_LANGUAGE;
      const parsed = parsePublicPath(pathname);
      const notFound = async (): Promise<PageHead> => ({
        status: 404,
        lang: language,
        head: await head(notFoundMeta(siteName, language), { origin, path: pathname, language, noindex: true }),
        shell: renderShell({ page: 'notFound', language, siteName }),
      });

      if (parsed && 'page' in parsed) {
        const [meta, ...layout] = await Promise.all([loadPageMeta(deps, parsed.page, language, new URL(request.url, 'http://localhost').searchParams), ...LAYOUT_CONTENTS.map((code) => publicReads.pageContent(code))]);
        if (!meta) return notFound();
        const path = pagePath(parsed.page);
        // Every public page shows the layout's menu links and footer besides its own reads: sent with the page, they
        // cost no request that could compete with its first screen.
        const initialData = {
          ...Object.fromEntries(LAYOUT_CONTENTS.map((code, i) => [QUERY_KEYS.pageContent(code), { data: layout[i]!.value }])),
          ...meta.initialData,
        };
        const pageHead = await head(meta, { origin, path, language, requested, noindex: meta.private });
        const pictures = meta.priorityImages.flatMap((image) => priorityPicture(image, options.mediaPublicBaseUrl) ?? []);
        const shell = renderShell({ page: parsed.page.name, language, siteName, pictures });
        return {
          status: meta.status ?? 200,
          lang: language,
          head: `${pageHead}\n    ${initialDataScript(initialData)}`,
          private: meta.private,
          shell,
          shellPictured: shell.includes('<img '),
        };
      }
      if (parsed || !knownRoute) return notFound();

      // /login and /admin/**: private, not indexed.
      const isLogin = (pathname.replace(/\/+$/, '') || '/') === ADMIN_LOGIN_PATH;
      const title = isLogin ? `LOGIN | ${siteName}` : siteName;
      const meta: PageMeta = { title, ogTitle: title, description: '', ogType: 'website', imageUrl: '', imageAlt: '', priorityImages: [], initialData: {} };
      return { status: 200, lang: language, head: await head(meta, { origin, path: pathname, language, noindex: true }) };
    },

    /** Every public route, every visible artist and every production and news video. */
    async sitemap(request: FastifyRequest): Promise<string> {
      const origin = siteOrigin(options.siteUrl, request);
      const [cards, boards, production, news] = await Promise.all([
        publicReads.artists(),
        publicReads.rosterBoards(),
        publicReads.pageVideos('PRODUCTION_CONTENT'),
        publicReads.pageVideos('NEWS_CONTENT'),
      ]);
      const paths = [
        ...SITEMAP_PATHS,
        ...boards.value.boards.map((b) => pagePath({ name: 'managementBoard', board: b.slug })),
        ...cards.value.map((a) => pagePath({ name: 'artist', urlName: a.urlName })),
        ...production.value.map((v) => pagePath({ name: 'productionVideo', videoId: v.id })),
        ...news.value.map((v) => pagePath({ name: 'newsVideo', videoId: v.id })),
      ];
      return renderSitemap(origin, paths);
    },

    robots(request: FastifyRequest): string {
      return renderRobots(siteOrigin(options.siteUrl, request));
    },
  };
}
