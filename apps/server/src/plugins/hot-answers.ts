import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSignedIn } from '../lib/cache-policy';
import type { ContentVersion } from '../lib/content-version';
import { NOT_MODIFIED_DROPS, notModifiedTag } from './etag';

declare module 'fastify' {
  interface FastifyRequest {
    /** What was kept when the request arrived (content version, forgotten paths): an answer read before a change is not kept. */
    hotStamp: number;
    /** Answered with a kept answer: its handler did not run (the request log's line says `fromMemory`). */
    fromMemory: boolean;
  }
  interface FastifyContextConfig {
    /**
     * What the route still does for each answer of its sent again from memory (plugins/hot-answers.ts), where its
     * handler does not run: an artist's data counts its view. Given the request as routed (params, `ip`, headers) and
     * waited for before the answer is sent, as the handler does its work before answering; it must not reject.
     */
    onServedFromMemory?: (request: FastifyRequest) => Promise<void>;
  }
}

interface HotAnswer {
  /** The 200's headers as writeHead takes them, with its length and the request id last: built once. */
  headerList: string[];
  /** The 304's headers (plugins/etag.ts: the 200's without what describes a body), but its tag and request id. */
  notModified: OutgoingHttpHeaders;
  body: Buffer;
  etag: string;
  expiresAt: number;
  /** The route's `onServedFromMemory`. */
  onServed?: (request: FastifyRequest) => Promise<void>;
}

export interface HotAnswersOptions {
  version: ContentVersion;
  /** How long an answer is reused at most (other instances' writes without Redis); 0 turns it off. */
  ttlMs: number;
  maxEntries?: number;
  maxBytes?: number;
  /** Monotonic milliseconds. */
  now?: () => number;
}

/** Request headers whose answers are left to Fastify (@fastify/static for media files): ranges and date or If-Match conditions. */
export const CONDITIONS_LEFT_TO_FASTIFY = ['range', 'if-range', 'if-match', 'if-modified-since', 'if-unmodified-since'] as const;

function varyOnlyOnEncoding(vary: unknown): boolean {
  if (vary === undefined) return true;
  return [vary].flat().every((value) => String(value).split(',').every((name) => name.trim().toLowerCase() === 'accept-encoding'));
}

/**
 * What an answer varies on: its URL, the protocol (Fastify's `request.protocol`: an https answer carries HSTS,
 * plugins/security-headers.ts) and Accept-Encoding. Signed-in requests are neither kept nor answered from memory.
 */
const keyOf = (request: FastifyRequest) => `${request.url}\n${request.protocol}\n${request.headers['accept-encoding'] ?? ''}`;
/** Headers that belong to one answer, not to the content. */
const PER_ANSWER = ['x-request-id', 'content-length', 'date', 'connection', 'keep-alive'];

/**
 * The public answers a CDN may keep, kept by the server itself too (docs/decisions/087, 100): once Fastify has sent a
 * public GET answer (status 200, `Cache-Control: public`, an ETag, its bytes in hand, compressed or not), the same
 * request (URL, protocol and Accept-Encoding: docs/decisions/094) is answered with the same bytes and headers by an
 * onRequest hook ahead of every other that does work for a GET (app.ts registers only the body deadline's check
 * before it), so no validation, body, handler or onSend hook runs, until the content version changes or a media file
 * of its path does (forgetPath). Fastify has routed the request and made its id, address and protocol; the
 * request log's onResponse hook logs it like any answer. Per request: the request id, a 304 to a matching
 * If-None-Match (the same rule as plugins/etag.ts), and the route's `onServedFromMemory` before it (an artist's view).
 * Everything else (HEAD, Range and date conditions, signed-in requests (an Authorization header or the session
 * cookie), private answers, streamed answers) goes on through Fastify.
 */
export function createHotAnswers(options: HotAnswersOptions) {
  const { version, ttlMs, maxEntries = 2000, maxBytes = 16 * 1024 * 1024, now = () => performance.now() } = options;
  const entries = new Map<string, HotAnswer>();
  let bytes = 0;
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

  /** Sends the answer kept for this request; false when there is none (the request goes on). */
  const serve = (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (request.method !== 'GET' || entries.size === 0) return false;
    const { headers } = request;
    if (isSignedIn(headers.authorization, headers.cookie) || CONDITIONS_LEFT_TO_FASTIFY.some((name) => headers[name] !== undefined)) return false;
    const key = keyOf(request);
    const entry = entries.get(key);
    if (!entry) return false;
    if (entry.expiresAt <= now()) {
      forget(key);
      return false;
    }
    reply.hijack();
    request.fromMemory = true;
    const send = () => {
      const tag = notModifiedTag(headers['if-none-match'], entry.etag);
      if (tag === undefined) {
        // The list ends with the request id's value, filled in here (writeHead reads the list at once).
        entry.headerList[entry.headerList.length - 1] = request.id;
        reply.raw.writeHead(200, entry.headerList).end(entry.body);
      } else {
        reply.raw.writeHead(304, { ...entry.notModified, etag: tag, 'x-request-id': request.id }).end();
      }
    };
    if (entry.onServed === undefined) send();
    else
      entry.onServed(request).then(send, (error: unknown) => {
        request.log.error({ err: error }, 'onServedFromMemory failed');
        send();
      });
    return true;
  };

  return {
    /** Drops what is kept for this path (with any protocol and Accept-Encoding): a file of it changed. */
    forgetPath(pathname: string): void {
      const prefix = `${pathname}\n`;
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) forget(key);
      stamp += 1;
    },

    /**
     * Answers from memory and keeps the public answers Fastify sends. Registered before the onRequest hooks a kept
     * answer does not need (security headers, the purge scope, every route's) and after every onSend hook that sets
     * a header of its answers.
     */
    register(app: FastifyInstance): void {
      app.decorateRequest('hotStamp', 0);
      app.decorateRequest('fromMemory', false);
      if (ttlMs <= 0) return;
      app.addHook('onRequest', (request, reply, done) => {
        request.hotStamp = stamp;
        // A hijacked reply ends the lifecycle here; its onResponse hooks still run (the request log).
        if (!serve(request, reply)) done();
      });
      // Kept as sent: after every other onSend hook, compression included. The compression plugin adds its hook to each
      // route as it is declared, so this one is added to each route the same way, after it; the pages, answered by the
      // not-found handler (plugins/static-site.ts), compress themselves and are kept by the global hook.
      const keep = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        if (request.method !== 'GET' || reply.statusCode !== 200 || request.user) return payload;
        // An answer streamed (a file from disk, or compressed as a stream) is not kept.
        if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
        const cacheControl = reply.getHeader('cache-control');
        const etag = reply.getHeader('etag');
        if (typeof cacheControl !== 'string' || !cacheControl.startsWith('public') || typeof etag !== 'string' || !/^(W\/)?"/.test(etag)) return payload;
        // The key holds the URL, protocol and Accept-Encoding only: an answer that varies on anything else is not kept.
        if (!varyOnlyOnEncoding(reply.getHeader('vary'))) return payload;
        if (request.hotStamp !== stamp || isSignedIn(request.headers.authorization, request.headers.cookie)) return payload;
        const headers = { ...reply.getHeaders() } as OutgoingHttpHeaders;
        for (const name of PER_ANSWER) delete headers[name];
        const notModified = { ...headers };
        for (const name of NOT_MODIFIED_DROPS) delete notModified[name];
        const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
        const key = keyOf(request);
        forget(key);
        while (entries.size > 0 && (entries.size >= maxEntries || bytes + body.length > maxBytes)) forget(entries.keys().next().value!);
        const headerList = Object.entries({ ...headers, 'content-length': body.length }).flatMap(([name, value]) =>
          [value ?? []].flat().flatMap((item) => [name, String(item)]),
        );
        const onServed = request.routeOptions.config.onServedFromMemory;
        entries.set(key, { headerList: [...headerList, 'x-request-id', ''], notModified, body, etag, expiresAt: now() + ttlMs, onServed });
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

