import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Weak entity tag of a serialized body: equal bodies give equal tags, so any write changes it at once. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

function opaque(tag: string): string {
  return tag.trim().replace(/^W\//, '');
}

/** If-None-Match uses weak comparison (RFC 9110 13.1.2): a list of tags or `*`. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

/**
 * ETag and 304 for public API GETs. Public answers get `cache-control: no-cache`, so browsers and a
 * CDN may keep them but revalidate every time (cheap when unchanged, current right after an admin
 * write). Answers to admin requests (a verified user) are `private, no-store` and carry no tag.
 * Must be registered before the routes it covers.
 */
export function registerEtag(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (!request.url.startsWith('/api/')) return payload;
    if (request.user) {
      reply.header('cache-control', 'private, no-store');
      return payload;
    }
    if (reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (cacheControl.includes('no-store')) return payload;

    // Cached answers come with their tag (lib/public-read-cache.ts); others are hashed here.
    const etag = String(reply.getHeader('etag') ?? weakEtag(payload));
    reply.header('etag', etag);
    if (!cacheControl) reply.header('cache-control', 'no-cache');
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      return '';
    }
    return payload;
  });
}
