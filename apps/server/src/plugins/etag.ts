import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PRIVATE_NO_STORE } from '../lib/cache-policy';

/** Strong entity tag of a serialized body: equal bytes give equal tags, so any write changes it at once. */
export function strongEtag(body: string | Buffer): string {
  return `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/**
 * A compressed answer is another representation, so its strong tag gets the encoding appended (`"…-br"`); when
 * comparing, that suffix is taken off again, so a client revalidating a compressed copy gets its 304.
 */
const ENCODING_SUFFIX = /-(br|gzip|deflate)"$/;

function opaque(tag: string): string {
  return tag.trim().replace(/^W\//, '').replace(ENCODING_SUFFIX, '"');
}

/** If-None-Match uses weak comparison (RFC 9110 13.1.2): a list of tags or `*`. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

/** The tag a client sent that matched (with its encoding suffix): a 304 carries the tag of the copy it revalidates. */
function matchedTag(header: string, etag: string): string {
  const wanted = opaque(etag);
  return header.split(',').map((tag) => tag.trim()).find((tag) => opaque(tag) === wanted) ?? etag;
}

/**
 * ETag and 304 for public API GETs, with the shared-cache policy (`cacheControl`, lib/cache-policy.ts) unless the
 * route set its own. Answers to admin requests (a verified user) are `private, no-store` and carry no tag.
 * Must be registered before the routes it covers, and before the compression plugin.
 */
export function registerEtag(app: FastifyInstance, cacheControl: string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (!request.url.startsWith('/api/')) return payload;
    if (request.user) {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return payload;
    }
    if (reply.statusCode !== 200) {
      // Errors are not kept: an artist missing now may be published in a minute (and a CDN serves the last good
      // answer on a 5xx through stale-if-error).
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const routeCacheControl = String(reply.getHeader('cache-control') ?? '');
    if (routeCacheControl.includes('no-store')) return payload;
    // Cached answers come with their tag (lib/public-read-cache.ts); others are hashed here.
    const etag = String(reply.getHeader('etag') ?? strongEtag(payload));
    reply.header('etag', etag);
    if (!routeCacheControl) reply.header('cache-control', cacheControl);
    // Any of them may be sent compressed: a shared cache keeps one copy per encoding.
    if (!reply.hasHeader('vary')) reply.header('vary', 'Accept-Encoding');
    return answerNotModified(request.headers['if-none-match'], etag, reply) ? '' : payload;
  });
}

/** Turns the reply into a 304 when If-None-Match names `etag`; true when it did. */
export function answerNotModified(ifNoneMatch: string | undefined, etag: string, reply: { code(status: number): unknown; header(name: string, value: string): unknown; removeHeader(name: string): unknown }): boolean {
  if (!ifNoneMatchHits(ifNoneMatch, etag)) return false;
  reply.code(304);
  reply.header('etag', matchedTag(ifNoneMatch!, etag));
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  return true;
}

/**
 * Registered after the compression plugin: a compressed answer's strong tag names its encoding. The plugin adds its
 * onSend hook to each route as the route is declared, after the global hooks; this one is added to each route the
 * same way, after the plugin's. Pages compressed by the page handler (static-site.ts) go through the global hook.
 */
export function registerEncodedEtag(app: FastifyInstance): void {
  const suffix = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const encoding = reply.getHeader('content-encoding');
    const etag = reply.getHeader('etag');
    if (typeof encoding === 'string' && typeof etag === 'string' && etag.startsWith('"') && !ENCODING_SUFFIX.test(etag)) {
      reply.header('etag', `${etag.slice(0, -1)}-${encoding}"`);
    }
    return payload;
  };
  app.addHook('onRoute', (route) => {
    route.onSend = [...[route.onSend ?? []].flat(), suffix] as typeof route.onSend;
  });
  app.addHook('onSend', suffix);
}
