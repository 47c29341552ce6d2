import type { FastifyRequest } from 'fastify';

/** A host name or IP literal with an optional port; anything else in a Host header is ignored. */
const HOST_PATTERN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin absolute links use: SITE_URL when set (it should be in production: see
 * docs/decisions/050-server-rendered-head.md), else this request's protocol and Host.
 */
export function siteOrigin(siteUrl: string | undefined, request: FastifyRequest): string {
  if (siteUrl) return siteUrl;
  const host = request.host;
  const safeHost = typeof host === 'string' && HOST_PATTERN.test(host) ? host.toLowerCase() : 'localhost';
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${safeHost}`;
}

/**
 * Cache-Control of an answer holding absolute URLs (sitemap, robots, page heads): as given with SITE_URL; without
 * it the URLs come from this request's Host, so no shared cache (CDN, proxy) may keep one visitor's answer for
 * another (docs/decisions/070).
 */
export function originCacheControl(siteUrl: string | undefined, cacheControl: string): string {
  return siteUrl ? cacheControl : 'private, no-cache';
}

/** An absolute URL for a stored link: `/media/...` paths get the origin, http(s) URLs stay. */
export function absoluteUrl(origin: string, link: string): string | undefined {
  const value = link.trim();
  if (value === '') return undefined;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return `${origin}${value}`;
  return undefined;
}
