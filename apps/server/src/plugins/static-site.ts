import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAdminAreaPath, matchPublicPage } from '@agency/contract/public-pages';
import { jsonForScript } from '../lib/html-escape';
import { loadRoutePreloads } from './route-preloads';

export interface PublicSiteConfig {
  siteName: string;
  backgroundVideoDesktopUrl: string;
  backgroundVideoMobileUrl: string;
  backgroundPosterUrl: string;
}

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
}

/** Fills in the head of a page request; `knownRoute` says whether the web app renders the path. */
export type PageHeadRenderer = (request: FastifyRequest, pathname: string, knownRoute: boolean) => Promise<PageHead>;

export interface StaticSiteOptions {
  /** Without it every page gets the plain shell (status by isClientRoute). */
  pageHead?: PageHeadRenderer;
  /** Cache-Control of the pages; default no-cache (private when their heads hold URLs from the Host header). */
  pageCacheControl?: string;
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
  siteConfig: PublicSiteConfig,
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
    const preloads = page.status === 200 ? routePreloads(pathname) : '';
    const head = [page.head, preloads, configTag].filter(Boolean).join('\n    ');
    return withLang(base, page.lang).replace('</head>', () => `  ${head}\n  </head>`);
  };
  const fallbackHead = (status: 200 | 404): PageHead => ({ status, lang: 'ko', head: `<title>${escapeText(siteConfig.siteName)}</title>` });

  const sendHtml = (reply: FastifyReply, status: number, html: string, privatePage = false) => {
    if (privatePage) reply.header('x-robots-tag', 'noindex, nofollow');
    const cacheControl = privatePage ? 'private, no-store' : (options.pageCacheControl ?? 'no-cache');
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', cacheControl).send(html);
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const known = isClientRoute(pathname);
    let base = shell;
    if (isAdminAreaPath(pathname)) {
      if (adminShell === undefined) return reply.code(404).send({ message: 'The admin page is missing from the build (apps/web/dist/admin.html)' });
      base = adminShell;
    }
    if (!options.pageHead) return sendHtml(reply, known ? 200 : 404, renderHtml(base));
    let page: PageHead;
    try {
      page = await options.pageHead(request, pathname, known);
    } catch (error) {
      // The database may be down: the app still loads and shows its own error states.
      request.log.error({ err: error }, 'page head failed; sending the shell with the site name only');
      page = fallbackHead(known ? 200 : 404);
    }
    return sendHtml(reply, page.status, renderHtml(base, page, pathname), page.private);
  };

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasSite || !wantsPage || pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/media/')) {
      return reply.code(404).send({ message: `Route ${request.method} ${pathname} not found` });
    }
    return sendPage(request, reply, pathname);
  });
}
