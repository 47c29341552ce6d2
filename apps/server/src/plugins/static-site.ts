import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '@agency/contract/app-config';
import { isAdminAreaPath, matchPublicPage } from '@agency/contract/public-pages';
import { isSignedIn, PRIVATE_NO_STORE } from '../lib/cache-policy';
import { jsonForScript } from '../lib/html-escape';
import type { LastGood } from '../lib/last-good';
import type { VersionedCache } from '../lib/versioned-cache';
import { answerNotModified, strongEtag } from './etag';
import { loadRoutePreloads } from './route-preloads';

/** Paths the web app renders (a public page of the contract's table, or the admin area); anything else is the not-found page with status 404. */
export function isClientRoute(pathname: string): boolean {
  return matchPublicPage(pathname) !== undefined || isAdminAreaPath(pathname);
}

/** The head of one page: its status, its language (`<html lang>`) and the elements to add. */
export interface PageHead {
  status: 200 | 404;
  lang: string;
  head: string;
  /** A private page (a client package): `private, no-store` and `X-Robots-Tag: noindex` whatever the site's caching. */
  private?: boolean;
  /** Markup shown before the script has drawn the page (decision 114): put before `<div id="root">`. */
  shell?: string;
  /** The shell draws the page's first picture: the site's code loads once it is painted (decision 122). */
  shellPictured?: boolean;
}

/** Fills in the head of a page request; `knownRoute` says whether the web app renders the path. */
export type PageHeadRenderer = (request: FastifyRequest, pathname: string, knownRoute: boolean) => Promise<PageHead>;

/** A public page as sent: rendered once per URL and content version (docs/decisions/087). */
export interface RenderedPage {
  status: number;
  html: string;
  etag: string;
  private: boolean;
  /** Compressed once per page and content version, when first asked for. */
  encoded?: Partial<Record<PageEncoding, Buffer>>;
}

type PageEncoding = 'br' | 'gzip';

/** About what a rendered page holds: its text (up to two bytes a character) and a compressed copy or two. */
export function renderedPageBytes(page: RenderedPage): number {
  return Math.ceil(page.html.length * 2.5);
}
const COMPRESS_FROM_BYTES = 1024;

/** The encoding to send a page in: brotli, else gzip, when the client accepts it (not with q=0). */
function pageEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** The page's bytes in `encoding` (brotli at a middle quality: a page is compressed once per version, not per request). */
function encodedPage(page: RenderedPage, encoding: PageEncoding): Buffer {
  page.encoded ??= {};
  page.encoded[encoding] ??=
    encoding === 'br'
      ? zlib.brotliCompressSync(page.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })
      : zlib.gzipSync(page.html, { level: 6 });
  return page.encoded[encoding];
}

export interface StaticSiteOptions {
  /** Without it every page gets the plain shell (status by isClientRoute). */
  pageHead?: PageHeadRenderer;
  /** Cache-Control of the public pages; default no-cache (private when their heads hold URLs from the Host header). */
  pageCacheControl?: string;
  /** Cache-Control of the not-found page (status 404); default pageCacheControl. Short: docs/decisions/094. */
  notFoundCacheControl?: string;
  /** Rendered public pages; without it every request renders its page. */
  renderedPages?: VersionedCache<RenderedPage>;
  /** The last page rendered for each URL in the current content version: sent when a page cannot be rendered (decision 095). */
  lastGoodPages?: LastGood<RenderedPage>;
}

/**
 * The shell without what a page head replaces: its own title and description would come
 * twice (docs/decisions/050-server-rendered-head.md).
 */
function stripPageHead(template: string): string {
  return template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Sets `<html lang>` of the shell (adding the attribute when it has none). */
function withLang(html: string, lang: string): string {
  return html.replace(/<html\b([^>]*)>/i, (_tag, attrs: string) => {
    const rest = attrs.replace(/\s+lang=("[^"]*"|'[^']*'|[^\s>]+)/i, '');
    return `<html lang="${escapeText(lang)}"${rest}>`;
  });
}

/**
 * Serves the built web app: hashed assets with immutable caching, and index.html (with the
 * public configuration inlined) for client routes. Unknown /api paths stay JSON 404s.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  distDir: string | undefined,
  siteConfig: AppConfig,
  options: StaticSiteOptions = {},
) {
  const indexPath = distDir ? path.join(distDir, 'index.html') : undefined;
  const hasSite = indexPath !== undefined && fs.existsSync(indexPath);

  if (hasSite) {
    await app.register(fastifyStatic, {
      root: distDir!,
      prefix: '/',
      wildcard: false,
      index: false,
      // The web build writes .br and .gz of every script and stylesheet (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }

  const template = hasSite ? fs.readFileSync(indexPath!, 'utf8') : '';
  // The admin area (/login, /admin/*) is its own page with its own script (apps/web/admin.html, docs/decisions/064).
  const adminPath = path.join(distDir ?? '', 'admin.html');
  const adminTemplate = hasSite && fs.existsSync(adminPath) ? fs.readFileSync(adminPath, 'utf8') : undefined;
  if (hasSite && adminTemplate === undefined) {
    app.log.error(`${adminPath} is missing: /login and /admin answer 404 until the web app is built again (npm run build)`);
  }
  const configTag = `<script id="app-config" type="application/json">${jsonForScript(siteConfig)}</script>`;
  const shellOf = (html: string) => (options.pageHead ? stripPageHead(html) : html);
  const shell = shellOf(template);
  const adminShell = adminTemplate === undefined ? undefined : shellOf(adminTemplate);
  const routePreloads = hasSite ? loadRoutePreloads(distDir!) : () => '';
  const renderHtml = (base: string, page?: PageHead, pathname = '') => {
    if (!page) return base.replace('</head>', `${configTag}</head>`);
    const preloads = page.status === 200 ? routePreloads(pathname, page.shellPictured === true) : '';
    const head = [page.head, preloads, configTag].filter(Boolean).join('\n    ');
    const html = withLang(base, page.lang).replace('</head>', () => `  ${head}\n  </head>`);
    return page.shell ? html.replace('<div id="root">', () => `${page.shell}<div id="root">`) : html;
  };
  const fallbackHead = (status: 200 | 404): PageHead => ({ status, lang: 'ko', head: `<title>${escapeText(siteConfig.siteName)}</title>` });

  const rendered = (status: number, html: string, privatePage = false): RenderedPage => ({ status, html, etag: strongEtag(html), private: privatePage });

  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: RenderedPage, cacheControl: string) => {
    if (page.private) reply.header('x-robots-tag', 'noindex, nofollow');
    const kept = !page.private && !cacheControl.includes('no-store');
    reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', page.private ? PRIVATE_NO_STORE : cacheControl);
    if (!kept) return reply.send(page.html);
    reply.header('etag', page.etag).header('vary', 'Accept-Encoding');
    if (answerNotModified(request.headers['if-none-match'], page.etag, reply)) return reply.send();
    const encoding = page.html.length >= COMPRESS_FROM_BYTES ? pageEncoding(request.headers['accept-encoding']) : undefined;
    // The content-encoding header also gives the tag its encoding suffix (plugins/etag.ts).
    if (encoding) return reply.header('content-encoding', encoding).send(encodedPage(page, encoding));
    return reply.send(page.html);
  };

  /** Renders a page with its head; throws when the head cannot be read (the database may be down). */
  const renderPage = async (request: FastifyRequest, pathname: string, base: string, known: boolean): Promise<RenderedPage> => {
    if (!options.pageHead) return rendered(known ? 200 : 404, renderHtml(base));
    const page = await options.pageHead(request, pathname, known);
    return rendered(page.status, renderHtml(base, page, pathname), page.private);
  };

  // Heads hold absolute URLs from SITE_URL, or from the request's protocol and host without it.
  const pageKey = (request: FastifyRequest) => `${request.protocol}://${request.host}${request.url}`;
  const publicPage = async (request: FastifyRequest, pathname: string, known: boolean): Promise<RenderedPage> => {
    const load = async () => {
      const stamp = options.lastGoodPages?.stamp() ?? 0;
      const page = await renderPage(request, pathname, shell, known);
      if (!page.private) options.lastGoodPages?.set(pageKey(request), page, stamp);
      return page;
    };
    return options.renderedPages ? options.renderedPages.get(pageKey(request), load) : load();
  };

  const servePage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const known = isClientRoute(pathname);
    if (isAdminAreaPath(pathname)) {
      if (adminShell === undefined) return reply.code(404).send({ message: '빌드에 관리자 페이지가 없습니다 (apps/web/dist/admin.html).' });
      return sendPage(request, reply, await renderPage(request, pathname, adminShell, known).catch(() => rendered(200, renderHtml(adminShell, fallbackHead(200), pathname))), PRIVATE_NO_STORE);
    }
    const cacheControl = options.pageCacheControl ?? 'no-cache';
    try {
      const page = await publicPage(request, pathname, known);
      // A signed-in visitor's page is never shared (docs/decisions/094); a missing one is kept briefly.
      const policy = isSignedIn(request.headers.authorization, request.headers.cookie)
        ? PRIVATE_NO_STORE
        : page.status === 404
          ? (options.notFoundCacheControl ?? cacheControl)
          : cacheControl;
      return sendPage(request, reply, page, policy);
    } catch (error) {
      // The database may be down: the page as last rendered in this content version (with its data, so it shows without
      // the API), else the shell, whose app shows its own error states; neither is kept in a cache (decision 095).
      const lastGood = options.lastGoodPages?.get(pageKey(request));
      if (lastGood) {
        request.log.warn({ err: error }, 'page head failed; sending the page as last rendered');
        return sendPage(request, reply, lastGood, 'no-store');
      }
      request.log.error({ err: error }, 'page head failed; sending the shell with the site name only');
      const status = known ? 200 : 404;
      return sendPage(request, reply, rendered(status, renderHtml(shell, fallbackHead(status), pathname)), 'no-store');
    }
  };

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasSite || !wantsPage || pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/media/')) {
      return reply.code(404).send({ message: `${request.method} ${pathname}: 없는 경로입니다.` });
    }
    return servePage(request, reply, pathname);
  });
}
