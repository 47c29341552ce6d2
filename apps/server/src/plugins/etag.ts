import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSignedIn, notFoundCacheControl, PRIVATE_NO_STORE, PUBLIC_READS, publicCacheControl, type PublicCachePolicy } from '../lib/cache-policy';

/** Strong entity tag of a serialized body: equal bytes give equal tags, so any write changes it at once. */
export function strongEtag(body: string | Buffer): string {
  return `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/**
 * A compressed answer is another representation, so its strong tag gets the encoding appended (`"…-br"`); when
 * comparing, that suffix is taken off again, so a client revalidating a compressed copy gets its 304, and one that
 * sends it back as If-Match names the same version (lib/if-match.ts).
 */
const ENCODING_SUFFIX = /-(br|gzip|deflate|zstd)"$/;

/** A tag as compared: without `W/` and without the encoding suffix. */
export function opaqueTag(tag: string): string {
  return tag.trim().replace(/^W\//, '').replace(ENCODING_SUFFIX, '"');
}

/** If-None-Match uses weak comparison (RFC 9110 13.1.2): a list of tags or `*`. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const wanted = opaqueTag(etag);
  return header.split(',').some((tag) => opaqueTag(tag) === wanted);
}

/**
 * The tag of the 304 to this If-None-Match, undefined when it names no version of `etag`: the tag the client sent
 * (with its encoding suffix), so a 304 carries the tag of the copy it revalidates; `etag` itself for `*`.
 */
export function notModifiedTag(ifNoneMatch: string | undefined, etag: string): string | undefined {
  if (!ifNoneMatchHits(ifNoneMatch, etag)) return undefined;
  const wanted = opaqueTag(etag);
  return ifNoneMatch!.split(',').map((tag) => tag.trim()).find((tag) => opaqueTag(tag) === wanted) ?? etag;
}

/** What a 304 leaves out of its 200's headers: it has no body, so nothing that describes one (RFC 9110 15.4.5). */
export const NOT_MODIFIED_DROPS = ['content-type', 'content-length', 'content-encoding'] as const;

/**
 * ETag and 304 for public API GETs, with the shared-cache policy (lib/cache-policy.ts) unless the route set its own.
 * Answers to signed-in requests (a verified user, or any request with an Authorization header or the session cookie)
 * are `private, no-store` and get no tag here. Must be registered before the routes it covers, and before the
 * compression plugin.
 */
export function registerEtag(app: FastifyInstance, policy: PublicCachePolicy): void {
  const cacheControl = publicCacheControl(policy);
  const notFound = notFoundCacheControl(policy);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (!request.url.startsWith('/api/')) return payload;
    if (request.user || isSignedIn(request.headers.authorization, request.headers.cookie)) {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return payload;
    }
    if (reply.statusCode !== 200) {
      if (reply.hasHeader('cache-control')) return payload;
      // A public read's 404 is kept a few seconds (a spike on a renamed artist's old name stays at the CDN); other
      // errors are not kept at all (and a CDN serves the last good answer on a 5xx through stale-if-error).
      const endpoint = request.routeOptions.config?.endpoint;
      reply.header('cache-control', reply.statusCode === 404 && endpoint !== undefined && PUBLIC_READS.has(endpoint) ? notFound : 'no-store');
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
    // HEAD: Fastify's own HEAD hook reads the payload after this one and cannot take null (it sends no body anyway).
    if (answerNotModified(request.headers['if-none-match'], etag, reply)) return request.method === 'HEAD' ? '' : null;
    return payload;
  });
}

/**
 * Turns the reply into a 304 when If-None-Match names `etag`; true when it did, and the caller then sends no body at
 * all (`reply.send()`, or null from an onSend hook: an empty string would make Fastify add `Content-Length: 0`, which
 * a 304 may only carry when the 200 is empty, RFC 9110 8.6). The one rule for every 304 of a public answer: the
 * answers sent again from memory (plugins/hot-answers.ts) build theirs with notModifiedTag and NOT_MODIFIED_DROPS.
 */
export function answerNotModified(ifNoneMatch: string | undefined, etag: string, reply: { code(status: number): unknown; header(name: string, value: string): unknown; removeHeader(name: string): unknown }): boolean {
  const tag = notModifiedTag(ifNoneMatch, etag);
  if (tag === undefined) return false;
  reply.code(304);
  reply.header('etag', tag);
  for (const name of NOT_MODIFIED_DROPS) reply.removeHeader(name);
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
