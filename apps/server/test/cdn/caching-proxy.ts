import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { purgeSignature, PURGE_SIGNATURE_HEADER, PURGE_TIMESTAMP_HEADER } from '../../src/modules/purge/purge-driver';

interface Entry {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
  etag?: string;
  storedAt: number;
  sMaxAgeMs: number;
  staleMs: number;
  revalidating?: Promise<void>;
}

export interface OriginCall {
  url: string;
  conditional: boolean;
  status: number;
}

const directive = (cacheControl: string, name: string): number | undefined => {
  const match = new RegExp(`(?:^|,)\\s*${name}=(\\d+)`).exec(cacheControl);
  return match ? Number(match[1]) : undefined;
};

/** Whether purge paths cover a URL (path and query as the client asked): `*` at the end is a prefix, else exact. */
export function covers(paths: string[], url: string): boolean {
  return paths.some((path) => (path.endsWith('*') ? url.startsWith(path.slice(0, -1)) : url === path));
}

/**
 * A CDN edge in miniature, for tests: keeps GET answers marked `public` with `s-maxage`, serves them fresh for
 * s-maxage, then stale while one background revalidation (If-None-Match) runs for stale-while-revalidate, and fetches
 * again after that. Other requests (POST beacons, private answers) pass through. It appends the client's address to
 * X-Forwarded-For, and takes signed purges at POST /__purge (the webhook driver's format) like a CDN's API.
 */
export async function startCachingProxy(settings: { origin: string; purgeSecret?: string }) {
  const options = { ...settings };
  const cache = new Map<string, Entry>();
  const originCalls: OriginCall[] = [];
  const purges: string[][] = [];
  const misses = new Map<string, Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>>();

  const fetchOrigin = (request: http.IncomingMessage, body: Buffer, etag?: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const headers: http.OutgoingHttpHeaders = { ...request.headers, 'x-forwarded-for': [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ') };
      delete headers['if-none-match'];
      if (etag) headers['if-none-match'] = etag;
      const upstream = http.request(new URL(request.url ?? '/', options.origin), { method: request.method, headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          originCalls.push({ url: request.url ?? '/', conditional: etag !== undefined, status: answer.statusCode ?? 0 });
          resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) });
        });
        answer.on('error', reject);
      });
      upstream.on('error', reject);
      upstream.end(body);
    });

  const store = (key: string, answer: { status: number; headers: http.IncomingHttpHeaders; body: Buffer }) => {
    const cacheControl = String(answer.headers['cache-control'] ?? '');
    const sMaxAge = directive(cacheControl, 's-maxage');
    // As a CDN does: a 404 marked public is kept too (for its own, shorter s-maxage).
    if ((answer.status !== 200 && answer.status !== 404) || !cacheControl.includes('public') || sMaxAge === undefined) return undefined;
    const { connection: _connection, 'transfer-encoding': _te, 'keep-alive': _keepAlive, ...headers } = answer.headers;
    const entry: Entry = {
      status: answer.status,
      headers,
      body: answer.body,
      etag: typeof answer.headers.etag === 'string' ? answer.headers.etag : undefined,
      storedAt: Date.now(),
      sMaxAgeMs: sMaxAge * 1000,
      staleMs: (directive(cacheControl, 'stale-while-revalidate') ?? 0) * 1000,
    };
    cache.set(key, entry);
    return entry;
  };

  const revalidate = (key: string, entry: Entry, request: http.IncomingMessage) => {
    entry.revalidating ??= fetchOrigin(request, Buffer.alloc(0), entry.etag)
      .then((answer) => {
        if (answer.status === 304) {
          entry.storedAt = Date.now();
          entry.revalidating = undefined;
        } else store(key, answer);
      })
      .catch(() => {
        entry.revalidating = undefined;
      });
    return entry.revalidating;
  };

  const purge = (paths: string[]) => {
    purges.push(paths);
    for (const key of [...cache.keys()]) {
      const url = key.split('|')[0]!;
      if (covers(paths, url)) cache.delete(key);
    }
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        if (request.method === 'POST' && request.url === '/__purge') {
          const text = body.toString();
          const timestamp = String(request.headers[PURGE_TIMESTAMP_HEADER]);
          const expected = Buffer.from(options.purgeSecret === undefined ? '' : purgeSignature(options.purgeSecret, timestamp, text));
          const sent = Buffer.from(String(request.headers[PURGE_SIGNATURE_HEADER] ?? ''));
          const valid = expected.length > 0 && expected.length === sent.length && crypto.timingSafeEqual(expected, sent);
          if (!valid) return response.writeHead(401).end();
          purge((JSON.parse(text) as { paths: string[] }).paths);
          return response.writeHead(202).end();
        }
        const key = `${request.url}|${request.headers['accept-encoding'] ?? ''}`;
        const entry = request.method === 'GET' ? cache.get(key) : undefined;
        const age = entry ? Date.now() - entry.storedAt : Infinity;
        if (entry && age < entry.sMaxAgeMs + entry.staleMs) {
          if (age >= entry.sMaxAgeMs) void revalidate(key, entry, request);
          return response.writeHead(entry.status, { ...entry.headers, age: String(Math.floor(age / 1000)) }).end(entry.body);
        }
        // Misses of one URL at once wait for one origin fetch, as a CDN collapses them.
        let answer: Awaited<ReturnType<typeof fetchOrigin>>;
        if (request.method === 'GET') {
          let pending = misses.get(key);
          if (!pending) {
            pending = fetchOrigin(request, body).then((fetched) => {
              store(key, fetched);
              return fetched;
            });
            misses.set(key, pending);
            void pending.finally(() => misses.delete(key)).catch(() => undefined);
          }
          answer = await pending;
        } else answer = await fetchOrigin(request, body);
        const { connection: _connection, 'transfer-encoding': _te, 'keep-alive': _keepAlive, ...headers } = answer.headers;
        response.writeHead(answer.status, headers).end(answer.body);
      })().catch(() => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    originCalls,
    purges,
    setOrigin(origin: string) {
      options.origin = origin;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
