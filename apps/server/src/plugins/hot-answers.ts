import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentVersion } from '../lib/content-version';
import { ifNoneMatchHits } from './etag';

declare module 'fastify' {
  interface FastifyRequest {
    /** What was kept when the request arrived (content version, forgotten paths): an answer read before a change is not kept. */
    hotStamp: number;
    /** What every later answer from memory must still do (an artist read counts its view). */
    hotHit?: (raw: IncomingMessage) => void;
  }
}

interface HotAnswer {
  headers: OutgoingHttpHeaders;
  /** The 200 answer's headers as writeHead takes them, with its length and the request id last: built once. */
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

/** The request headers an answer from memory depends on. */
interface RequestHeaders {
  acceptEncoding?: string;
  ifNoneMatch?: string;
  requestId?: string;
  /** Range or a date or If-Match condition: Fastify (and @fastify/static for media) answers those. */
  other: boolean;
}

/** Request headers whose answers are left to Fastify (@fastify/static for media files): ranges and date or If-Match conditions. */
export const CONDITIONS_LEFT_TO_FASTIFY = ['range', 'if-range', 'if-match', 'if-modified-since', 'if-unmodified-since'] as const;
const OTHER_CONDITIONS = new Set<string>(CONDITIONS_LEFT_TO_FASTIFY);
const joined = (previous: string | undefined, value: string) => (previous === undefined ? value : `${previous}, ${value}`);

/**
 * Those headers in one pass over the raw list: Node builds its header object only when it is read, and an answer
 * sent from memory never needs it. Repeated headers are joined with ", " as Node joins them.
 */
function readHeaders(raw: IncomingMessage): RequestHeaders {
  const list = raw.rawHeaders;
  const found: RequestHeaders = { other: false };
  for (let i = 0; i < list.length; i += 2) {
    const name = list[i]!;
    // Most headers are told apart by their length alone, before anything is lowercased.
    if (name.length === 15 && name.toLowerCase() === 'accept-encoding') found.acceptEncoding = joined(found.acceptEncoding, list[i + 1]!);
    else if (name.length === 13 && name.toLowerCase() === 'if-none-match') found.ifNoneMatch = joined(found.ifNoneMatch, list[i + 1]!);
    else if (name.length === 12 && name.toLowerCase() === 'x-request-id') found.requestId = joined(found.requestId, list[i + 1]!);
    else if (name.length >= 5 && name.length <= 19 && OTHER_CONDITIONS.has(name.toLowerCase())) found.other = true;
  }
  return found;
}

function varyOnlyOnEncoding(vary: unknown): boolean {
  if (vary === undefined) return true;
  return [vary].flat().every((value) => String(value).split(',').every((name) => name.trim().toLowerCase() === 'accept-encoding'));
}

const keyOf = (url: string | undefined, acceptEncoding: string | undefined) => `${url}\n${acceptEncoding ?? ''}`;
/** Headers that belong to one answer, not to the content. */
const PER_ANSWER = ['x-request-id', 'content-length', 'date', 'connection', 'keep-alive'];

/**
 * The public answers a CDN may keep, kept by the server itself too (docs/decisions/087): once Fastify has sent a
 * public GET answer (status 200, `Cache-Control: public`, an ETag, its bytes in hand, compressed or not), the same
 * request (URL and Accept-Encoding) is answered with the same bytes and headers straight from the HTTP server, before
 * routing, until the content version changes or a media file of its path does (forgetPath). Only a fresh request id
 * and, for an artist's data, its view count are per request; If-None-Match gets its 304 here. Everything else (HEAD,
 * Range and date conditions, signed-in or private requests, streamed answers) goes to Fastify.
 */
export function createHotAnswers(options: HotAnswersOptions) {
  const { version, ttlMs, maxEntries = 2000, maxBytes = 16 * 1024 * 1024, now = () => performance.now(), onServed } = options;
  const entries = new Map<string, HotAnswer>();
  let bytes = 0;
  let sequence = 0;
  /** Moves on with every change that drops answers. */
  let stamp = 0;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  };
  version.onChange(() => {
    entries.clear();
    bytes = 0;
    stamp += 1;
  });

  return {
    /** Sends the answer kept for this request; false when there is none (Fastify answers). */
    serve(raw: IncomingMessage, res: ServerResponse): boolean {
      if (raw.method !== 'GET' || entries.size === 0) return false;
      const sent = readHeaders(raw);
      if (sent.other) return false;
      const key = keyOf(raw.url, sent.acceptEncoding);
      const entry = entries.get(key);
      if (!entry) return false;
      if (entry.expiresAt <= now()) {
        forget(key);
        return false;
      }
      const requestId = sent.requestId !== undefined && sent.requestId.length <= 200 ? sent.requestId : `hot-${(++sequence).toString(36)}`;
      if (sent.ifNoneMatch && ifNoneMatchHits(sent.ifNoneMatch, entry.etag)) {
        const { 'content-type': _type, ...headers } = entry.headers;
        res.writeHead(304, { ...headers, 'x-request-id': requestId }).end();
        onServed(raw, 304, requestId);
      } else {
        // The list ends with the request id's value, filled in here (writeHead reads the list at once).
        entry.headerList[entry.headerList.length - 1] = requestId;
        res.writeHead(200, entry.headerList).end(entry.body);
        onServed(raw, 200, requestId);
      }
      entry.onHit?.(raw);
      return true;
    },

    /** Drops what is kept for this path (with any Accept-Encoding): a file of it changed. */
    forgetPath(pathname: string): void {
      const prefix = `${pathname}\n`;
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) forget(key);
      stamp += 1;
    },

    /** Keeps the public answers Fastify sends; registered after every hook that sets a header of theirs. */
    register(app: FastifyInstance): void {
      if (ttlMs <= 0) return;
      app.decorateRequest('hotStamp', 0);
      app.decorateRequest('hotHit', undefined);
      app.addHook('onRequest', (request, _reply, done) => {
        request.hotStamp = stamp;
        done();
      });
      // Kept as sent: after every other onSend hook, compression included. The compression plugin adds its hook to each
      // route as it is declared, so this one is added to each route the same way, after it; the pages, answered by the
      // not-found handler (plugins/static-site.ts), compress themselves and are kept by the global hook.
      const keep = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        if (request.method !== 'GET' || reply.statusCode !== 200 || request.user || request.headers.authorization) return payload;
        // An answer streamed (a file from disk, or compressed as a stream) is not kept.
        if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
        const cacheControl = reply.getHeader('cache-control');
        const etag = reply.getHeader('etag');
        if (typeof cacheControl !== 'string' || !cacheControl.startsWith('public') || typeof etag !== 'string' || !/^(W\/)?"/.test(etag)) return payload;
        // The key holds the URL and Accept-Encoding only: an answer that varies on anything else is not kept.
        if (!varyOnlyOnEncoding(reply.getHeader('vary'))) return payload;
        if (request.hotStamp !== stamp) return payload;
        const headers = { ...reply.getHeaders() } as OutgoingHttpHeaders;
        for (const name of PER_ANSWER) delete headers[name];
        const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
        const key = keyOf(request.raw.url, readHeaders(request.raw).acceptEncoding);
        forget(key);
        while (entries.size > 0 && (entries.size >= maxEntries || bytes + body.length > maxBytes)) forget(entries.keys().next().value!);
        const headerList = Object.entries({ ...headers, 'content-length': body.length }).flatMap(([name, value]) =>
          [value ?? []].flat().flatMap((item) => [name, String(item)]),
        );
        entries.set(key, { headers, headerList: [...headerList, 'x-request-id', ''], body, etag, expiresAt: now() + ttlMs, onHit: request.hotHit });
        bytes += body.length;
        return payload;
      };
      app.addHook('onRoute', (route) => {
        route.onSend = [...[route.onSend ?? []].flat(), keep] as typeof route.onSend;
      });
      app.addHook('onSend', async (request, reply, payload) => (request.is404 ? keep(request, reply, payload) : payload));
    },
  };
}

export type HotAnswers = ReturnType<typeof createHotAnswers>;
