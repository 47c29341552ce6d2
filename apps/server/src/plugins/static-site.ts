import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAdminAreaPath } from '@agency/contract/public-pages';
import { jsonForScript } from '../lib/html-escape';
import { loadRoutePreloads } from './route-preloads';

export interface PublicSiteConfig {
  siteName: string;
  backgroundVideoDesktopUrl: string;
  backgroundVideoMobileUrl: string;
  backgroundPosterUrl: string;
}

/** Routes the web app renders; anything else gets the not-found page with status 404. */
const CLIENT_ROUTES: RegExp[] = [
  /^\/$/,
  /^\/(login|about|contact|casting|management|production|news)\/?$/,
  /^\/(production|news)\/detail\/\d+\/?$/,
  /^\/artist\/[^/]+\/?$/,
  /^\/admin(\/.*)?$/,
];

export function isClientRoute(pathname: string): boolean {
  return CLIENT_ROUTES.some((r) => r.test(pathname));
}

/** The head of one page: its status, its language (`<html lang>`) and the elements to add. */
export interface PageHead {
  status: 200 | 404;
  lang: string;
  head: string;
}

/** Fills in the head of a page request; `knownRoute` says whether the web app renders the path. */
export type PageHeadRenderer = (request: FastifyRequest, pathname: string, knownRoute: boolean) => Promise<PageHead>;

export interface StaticSiteOptions {
  /** Without it every page gets the plain shell (status by isClientRoute). */
  pageHead?: PageHeadRenderer;
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
  // The admin area (/login, /admin/*) is its own page with its own script (apps/web/admin.html).
  const adminPath = distDir ? path.join(distDir, 'admin.html') : undefined;
  const adminTemplate = adminPath && fs.existsSync(adminPath) ? fs.readFileSync(adminPath, 'utf8') : template;
  const configTag = `<script id="app-config" type="application/json">${jsonForScript(siteConfig)}</script>`;
  const shellOf = (html: string) => (options.pageHead ? stripPageHead(html) : html);
  const shell = shellOf(template);
  const adminShell = shellOf(adminTemplate);
  const routePreloads = hasSite ? loadRoutePreloads(distDir!) : () => '';
  const renderHtml = (page?: PageHead, pathname = '') => {
    const base = isAdminAreaPath(pathname) ? adminShell : shell;
    if (!page) return base.replace('</head>', `${configTag}</head>`);
    const preloads = page.status === 200 ? routePreloads(pathname) : '';
    const head = [page.head, preloads, configTag].filter(Boolean).join('\n    ');
    return withLang(base, page.lang).replace('</head>', () => `  ${head}\n  </head>`);
  };
  const plainHtml = (pathname: string) => renderHtml(undefined, pathname);
  const fallbackHead = (status: 200 | 404): PageHead => ({ status, lang: 'ko', head: `<title>${escapeText(siteConfig.siteName)}</title>` });

  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const known = isClientRoute(pathname);
    if (!options.pageHead) return sendHtml(reply, known ? 200 : 404, plainHtml(pathname));
    let page: PageHead;
    try {
      page = await options.pageHead(request, pathname, known);
    } catch (error) {
      // The database may be down: the app still loads and shows its own error states.
      request.log.error({ err: error }, 'page head failed; sending the shell with the site name only');
      page = fallbackHead(known ? 200 : 404);
    }
    return sendHtml(reply, page.status, renderHtml(page, pathname));
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
