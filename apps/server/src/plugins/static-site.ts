import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

function escapeJsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * Serves the built web app: hashed assets with immutable caching, and index.html (with the
 * public configuration inlined) for client routes. Unknown /api paths stay JSON 404s.
 */
export async function registerStaticSite(app: FastifyInstance, distDir: string | undefined, siteConfig: PublicSiteConfig) {
  const indexPath = distDir ? path.join(distDir, 'index.html') : undefined;
  const hasSite = indexPath !== undefined && fs.existsSync(indexPath);

  if (hasSite) {
    await app.register(fastifyStatic, {
      root: distDir!,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }

  const template = hasSite ? fs.readFileSync(indexPath!, 'utf8') : '';
  const configTag = `<script id="app-config" type="application/json">${escapeJsonForHtml(siteConfig)}</script>`;
  const html = template.replace('</head>', `${configTag}</head>`);

  const sendIndex = (reply: FastifyReply, status: number) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasSite || !wantsPage || pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/media/')) {
      return reply.code(404).send({ message: `Route ${request.method} ${pathname} not found` });
    }
    return sendIndex(reply, isClientRoute(pathname) ? 200 : 404);
  });
}
