import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ContentVersion } from '../lib/content-version';
import { ifNoneMatchHits } from './etag';

declare module 'fastify' {
  interface FastifyRequest {
    /** The content version when the request arrived: an answer of an older version is not kept. */
    hotVersion: number;
    /** What every later answer from memory must still do (an artist read counts its view). */
    hotHit?: (raw: IncomingMessage) => void;
  }
}

interface HotAnswer {
  headers: OutgoingHttpHeaders;
  /** The 200 answer's headers as writeHead takes them, with its length: built once. */
  headerList: string[];
  body: Buffer;
  etag: string;
  expiresAt: number;
  onHit?: (raw: IncomingMessage) => void;
}

export interface HotAnswersOptions {
  version: ContentVersion;
  /** How long an answer is reused at most (other instances' writes without Redis); 0 turns it off. */
  ttlMs: number;
  maxEntries?: number;
  maxBytes?: number;
  /** Monotonic milliseconds. */
  now?: () => number;
  /** Every answer sent from memory (the request log's counter and sample). */
  onServed: (raw: IncomingMessage, status: number, requestId: string) => void;
}

const keyOf = (raw: IncomingMessage) => `${raw.url}\n${raw.headers['accept-encoding'] ?? ''}`;
/** Headers that belong to one answer, not to the content. */
const PER_ANSWER = ['x-request-id', 'content-length', 'date', 'connection', 'keep-alive'];

/**
 * The public answers a CDN may keep, kept by the server itself too (docs/decisions/087): once Fastify has sent a
 * public GET answer (status 200, `Cache-Control: public`, strong ETag, its bytes in hand), the same request (URL and
 * Accept-Encoding) is answered with the same bytes and headers straight from the HTTP server, before routing, until
 * the content version changes. Only a fresh request id and, for an artist's data, its view count are per request.
 * Everything else (HEAD, signed-in or private requests, answers streamed or compressed per request) goes to Fastify.
 */
export function createHotAnswers(options: HotAnswersOptions) {
  const { version, ttlMs, maxEntries = 2000, maxBytes = 16 * 1024 * 1024, now = () => performance.now(), onServed } = options;
  const entries = new Map<string, HotAnswer>();
  let bytes = 0;
  let sequence = 0;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  };
  version.onChange(() => {
    entries.clear();
    bytes = 0;
  });

  return {
    /** Sends the answer kept for this request; false when there is none (Fastify answers). */
    serve(raw: IncomingMessage, res: ServerResponse): boolean {
      if (raw.method !== 'GET' || entries.size === 0) return false;
      const key = keyOf(raw);
      const entry = entries.get(key);
      if (!entry) return false;
      if (entry.expiresAt <= now()) {
        forget(key);
        return false;
      }
      const sentId = raw.headers['x-request-id'];
      const requestId = typeof sentId === 'string' && sentId.length <= 200 ? sentId : `hot-${(++sequence).toString(36)}`;
      const ifNoneMatch = raw.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatchHits(ifNoneMatch, entry.etag)) {
        const { 'content-type': _type, ...headers } = entry.headers;
        res.writeHead(304, { ...headers, 'x-request-id': requestId }).end();
        onServed(raw, 304, requestId);
      } else {
        res.writeHead(200, [...entry.headerList, 'x-request-id', requestId]).end(entry.body);
        onServed(raw, 200, requestId);
      }
      entry.onHit?.(raw);
      return true;
    },

    /** Keeps the public answers Fastify sends; registered after every hook that sets a header of theirs. */
    register(app: FastifyInstance): void {
      if (ttlMs <= 0) return;
      app.decorateRequest('hotVersion', 0);
      app.decorateRequest('hotHit', undefined);
      app.addHook('onRequest', (request, _reply, done) => {
        request.hotVersion = version.current();
        done();
      });
      app.addHook('onSend', async (request, reply, payload) => {
        if (request.method !== 'GET' || reply.statusCode !== 200 || request.user || request.headers.authorization) return payload;
        if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
        const cacheControl = reply.getHeader('cache-control');
        const etag = reply.getHeader('etag');
        if (typeof cacheControl !== 'string' || !cacheControl.startsWith('public') || typeof etag !== 'string' || !etag.startsWith('"')) return payload;
        // An API answer for a client that accepts compression is compressed after this hook: not kept here.
        if (request.headers['accept-encoding'] && !reply.hasHeader('content-encoding')) return payload;
        if (request.hotVersion !== version.current()) return payload;
        const headers = { ...reply.getHeaders() } as OutgoingHttpHeaders;
        for (const name of PER_ANSWER) delete headers[name];
        const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
        const key = keyOf(request.raw);
        forget(key);
        while (entries.size > 0 && (entries.size >= maxEntries || bytes + body.length > maxBytes)) forget(entries.keys().next().value!);
        const headerList = Object.entries({ ...headers, 'content-length': body.length }).flatMap(([name, value]) =>
          [value ?? []].flat().flatMap((item) => [name, String(item)]),
        );
        entries.set(key, { headers, headerList, body, etag, expiresAt: now() + ttlMs, onHit: request.hotHit });
        bytes += body.length;
        return payload;
      });
    },
  };
}

export type HotAnswers = ReturnType<typeof createHotAnswers>;
