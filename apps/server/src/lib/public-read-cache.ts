import type { FastifyReply } from 'fastify';
import { weakEtag } from '../plugins/etag';

/** A public read ready to send: the value, its JSON text and that text's entity tag. */
export interface CachedAnswer<T> {
  value: T;
  body: string;
  etag: string;
}

export interface PublicReadCache {
  /** The answer under `key`, loaded by `load` when missing or older than the time to live. */
  answer<T>(key: string, load: () => Promise<T>): Promise<CachedAnswer<T>>;
  /** Drops every answer: called after each admin write on this instance. */
  invalidate(): void;
}

export interface PublicReadCacheOptions {
  /** How long an answer is reused: the most another instance's write can stay unseen here. 0 turns caching off. */
  ttlMs: number;
  maxEntries?: number;
  /** Monotonic milliseconds. */
  now?: () => number;
}

interface Entry {
  expiresAt: number;
  answer: Promise<CachedAnswer<unknown>>;
}

/**
 * Serialized answers of the public reads, per instance (docs/decisions/062). Concurrent requests for the
 * same missing key share one load. A failed load is not kept. An answer whose load started before
 * `invalidate()` still reaches the requests that were waiting for it, but is never served after it.
 */
export function createPublicReadCache(options: PublicReadCacheOptions): PublicReadCache {
  const { ttlMs, maxEntries = 1000, now = () => performance.now() } = options;
  const entries = new Map<string, Entry>();

  async function load<T>(read: () => Promise<T>): Promise<CachedAnswer<T>> {
    const value = await read();
    const body = JSON.stringify(value);
    return { value, body, etag: weakEtag(body) };
  }

  return {
    answer<T>(key: string, read: () => Promise<T>): Promise<CachedAnswer<T>> {
      if (ttlMs <= 0) return load(read);
      const time = now();
      const cached = entries.get(key);
      if (cached && cached.expiresAt > time) return cached.answer as Promise<CachedAnswer<T>>;
      if (cached) entries.delete(key);
      else if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const entry: Entry = { expiresAt: time + ttlMs, answer: load(read) };
      entries.set(key, entry);
      entry.answer.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.answer as Promise<CachedAnswer<T>>;
    },
    invalidate() {
      entries.clear();
    },
  };
}

/** Sends a cached answer as JSON with its tag (the ETag hook answers 304 to a matching If-None-Match). */
export function sendAnswer(reply: FastifyReply, answer: CachedAnswer<unknown>): FastifyReply {
  return reply.header('content-type', 'application/json; charset=utf-8').header('etag', answer.etag).send(answer.body);
}

/** Answers a public read from the cache under `key`, loading it with `read` when needed. */
export async function replyCached(reply: FastifyReply, cache: PublicReadCache, key: string, read: () => Promise<unknown>): Promise<FastifyReply> {
  return sendAnswer(reply, await cache.answer(key, read));
}
