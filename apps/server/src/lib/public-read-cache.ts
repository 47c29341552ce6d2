import type { FastifyReply } from 'fastify';
import { strongEtag } from '../plugins/etag';
import { createVersionedCache, type VersionedCacheOptions } from './versioned-cache';

/** A public read ready to send: the value, its JSON text and that text's entity tag. */
export interface CachedAnswer<T> {
  value: T;
  body: string;
  etag: string;
}

export interface PublicReadCache {
  /** The answer under `key`, loaded by `load` when missing or older than the time to live. */
  answer<T>(key: string, load: () => Promise<T>): Promise<CachedAnswer<T>>;
  /** Public content changed (an admin write here, or on another instance through Redis). */
  invalidate(): void;
}

/** Serialized answers of the public reads (docs/decisions/062): one load per key and content version. */
export function createPublicReadCache(options: VersionedCacheOptions<CachedAnswer<unknown>>): PublicReadCache {
  const cache = createVersionedCache<CachedAnswer<unknown>>(options);
  return {
    async answer<T>(key: string, read: () => Promise<T>): Promise<CachedAnswer<T>> {
      return cache.get(key, async () => {
        const value = await read();
        const body = JSON.stringify(value);
        return { value, body, etag: strongEtag(body) };
      }) as Promise<CachedAnswer<T>>;
    },
    invalidate: () => options.version.bump(),
  };
}

/** Sends a cached answer as JSON with its tag (the ETag hook answers 304 to a matching If-None-Match). */
export function sendAnswer(reply: FastifyReply, answer: CachedAnswer<unknown>): FastifyReply {
  return reply.header('content-type', 'application/json; charset=utf-8').header('etag', answer.etag).send(answer.body);
}
