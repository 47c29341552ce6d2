import { INITIAL_DATA_ELEMENT_ID, QUERY_KEYS, type InitialData } from '@agency/contract/query-keys';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { jsonForScript } from '../../lib/html-escape';
import type { PageHead } from '../../plugins/static-site';
import { createArtistsService } from '../artists/artists-service';
import { createPageContentService } from '../page-content/page-content-service';
import { createImageSizeReader } from './image-size';
import { loadPageMeta, notFoundMeta, type PageMeta, type PageMetaDeps } from './page-meta';
import { SECTION_PATHS, pagePath, parsePublicPath } from './public-pages';
import { renderHead } from './render-head';
import { DEFAULT_LANGUAGE, languageFromUrl, type Language } from './seo-language';
import { siteOrigin } from './site-origin';
import { renderRobots, renderSitemap } from './sitemap';

function initialDataScript(data: InitialData): string {
  return `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`;
}

export interface SeoServiceOptions {
  siteName: string;
  /** Image of pages without one of their own: the landing video poster. */
  defaultImageUrl: string;
  /** MEDIA_PUBLIC_BASE_URL or '': media URLs under it are preloaded through the image resizer. */
  mediaPublicBaseUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Heads of the public pages (read through the artists and page-content services, so hidden
 * artists and missing videos are exactly what the API hides), the sitemap and robots.txt.
 */
export function createSeoService(ctx: AppContext, options: SeoServiceOptions) {
  const { siteName } = options;
  const artists = createArtistsService({
    db: ctx.db,
    clock: ctx.clock,
    statsTimeZone: ctx.config.statsTimeZone,
    counterWrites: ctx.counterWrites,
  });
  const pageContent = createPageContentService({ db: ctx.db, clock: ctx.clock });
  const imageSize = createImageSizeReader(ctx.storage, options.log);
  const deps: PageMetaDeps = { siteName, defaultImageUrl: options.defaultImageUrl, artists, pageContent };

  async function head(meta: PageMeta, input: { origin: string; path: string; language: Language; requested?: Language; noindex?: boolean }) {
    const size = !input.noindex && meta.imageUrl ? await imageSize(meta.imageUrl) : undefined;
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
      const origin = siteOrigin(ctx.config.site.url, request);
      const requested = languageFromUrl(request.url);
      const language = requested ?? DEFAULT_LANGUAGE;
      const parsed = parsePublicPath(pathname);
      const notFound = async (): Promise<PageHead> => ({
        status: 404,
        lang: language,
        head: await head(notFoundMeta(siteName, language), { origin, path: pathname, language, noindex: true }),
      });

      if (parsed && 'page' in parsed) {
        const [meta, links] = await Promise.all([loadPageMeta(deps, parsed.page, language), pageContent.getByCode('LINK_INFO')]);
        if (!meta) return notFound();
        const path = pagePath(parsed.page);
        // Every public page shows the layout's social links (LINK_INFO) besides its own reads.
        const initialData = { [QUERY_KEYS.pageContent('LINK_INFO')]: { data: links }, ...meta.initialData };
        const pageHead = await head(meta, { origin, path, language, requested });
        return { status: 200, lang: language, head: `${pageHead}\n    ${initialDataScript(initialData)}` };
      }
      if (parsed || !knownRoute) return notFound();

      // /login and /admin/**: private, not indexed.
      const isLogin = /^\/login\/?$/.test(pathname);
      const title = isLogin ? `LOGIN | ${siteName}` : siteName;
      const meta: PageMeta = { title, ogTitle: title, description: '', ogType: 'website', imageUrl: '', imageAlt: '', priorityImages: [], initialData: {} };
      return { status: 200, lang: language, head: await head(meta, { origin, path: pathname, language, noindex: true }) };
    },

    /** Every public route, every visible artist and every production and news video. */
    async sitemap(request: FastifyRequest): Promise<string> {
      const origin = siteOrigin(ctx.config.site.url, request);
      const [cards, production, news] = await Promise.all([
        artists.listVisible(),
        pageContent.getVideos('PRODUCTION_CONTENT'),
        pageContent.getVideos('NEWS_CONTENT'),
      ]);
      const paths = [
        ...Object.values(SECTION_PATHS),
        ...cards.map((a) => pagePath({ kind: 'artist', urlName: a.urlName })),
        ...production.map((v) => pagePath({ kind: 'video', section: 'production', videoId: v.id })),
        ...news.map((v) => pagePath({ kind: 'video', section: 'news', videoId: v.id })),
      ];
      return renderSitemap(origin, paths);
    },

    robots(request: FastifyRequest): string {
      return renderRobots(siteOrigin(ctx.config.site.url, request));
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
