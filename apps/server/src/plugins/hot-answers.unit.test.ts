import net, { type AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, withoutPerAnswer } from '@test/cdn/plain-get';
import { createContentVersion } from '../lib/content-version';
import { createRequestIds } from '../lib/request-id';
import { answerNotModified } from './etag';
import { createHotAnswers } from './hot-answers';

const PUBLIC = 'public, max-age=0, s-maxage=60';

/** A server with the answers from memory, whose routes count the requests their handlers answered. */
async function serverWithMemory(options: { trustProxy?: boolean; routes: (app: FastifyInstance, handled: (url: string) => void) => void }) {
  const counts = new Map<string, number>();
  const app = Fastify({ trustProxy: options.trustProxy ?? false, genReqId: createRequestIds() });
  createHotAnswers({ version: createContentVersion(), ttlMs: 60_000 }).register(app);
  // As the request log does: every answer names its request.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });
  options.routes(app, (url) => counts.set(url, (counts.get(url) ?? 0) + 1));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  const handled = () => [...counts.values()].reduce((sum, n) => sum + n, 0);
  /** Whether the request was answered from memory: no handler ran. */
  const fromMemoryWhile = async <T>(send: () => Promise<T>) => {
    const before = handled();
    const answer = await send();
    return { answer, fromMemory: handled() === before };
  };
  const fromMemory = (path: string, headers: Record<string, string> = {}) => fromMemoryWhile(() => get(base, path, headers));
  return { app, base, port, fromMemory, fromMemoryWhile };
}

describe('what the answers from memory keep (hot-answers.ts)', () => {
  let server: Awaited<ReturnType<typeof serverWithMemory>>;

  beforeAll(async () => {
    server = await serverWithMemory({
      routes: (app, handled) => {
        const route = (url: string, headers: Record<string, string>) =>
          app.get(url, (_request, reply) => {
            handled(url);
            return reply.headers({ 'cache-control': PUBLIC, etag: '"a1"', ...headers }).send(Buffer.from(`answer of ${url}`));
          });
        route('/plain', {});
        route('/by-encoding', { vary: 'Accept-Encoding' });
        route('/by-language', { vary: 'Accept-Language' });
        route('/by-accept-and-encoding', { vary: 'Accept, Accept-Encoding' });
        route('/weak', { etag: 'W/"a1"' });
        route('/private', { 'cache-control': 'private, no-store' });
        route('/untagged', { etag: '' });
        app.get('/streamed', (_request, reply) => {
          handled('/streamed');
          return reply.headers({ 'cache-control': PUBLIC, etag: '"s1"' }).send(Readable.from([Buffer.from('streamed')]));
        });
      },
    });
  });
  afterAll(() => server.app.close());

  const keptAfterOne = async (path: string, headers: Record<string, string> = {}) => {
    await get(server.base, path, headers);
    return (await server.fromMemory(path, headers)).fromMemory;
  };

  it('keeps public tagged answers that vary on Accept-Encoding at most, and no other', async () => {
    expect(await keptAfterOne('/plain')).toBe(true);
    expect(await keptAfterOne('/by-encoding')).toBe(true);
    expect(await keptAfterOne('/weak')).toBe(true);
    expect(await keptAfterOne('/by-language')).toBe(false);
    expect(await keptAfterOne('/by-accept-and-encoding')).toBe(false);
    expect(await keptAfterOne('/private')).toBe(false);
    expect(await keptAfterOne('/untagged')).toBe(false);
    expect(await keptAfterOne('/streamed')).toBe(false);
  });

  it('sends its own Range and date conditions on to the handler, and answers If-None-Match itself', async () => {
    await get(server.base, '/plain');
    const conditions: Record<string, string>[] = [{ range: 'bytes=0-1' }, { 'If-Modified-Since': 'Thu, 01 Jan 2015 00:00:00 GMT' }, { 'if-match': '"a1"' }];
    for (const headers of conditions) expect((await server.fromMemory('/plain', headers)).fromMemory, JSON.stringify(headers)).toBe(false);
    const revalidated = await server.fromMemory('/plain', { 'If-None-Match': 'W/"a1"' });
    expect(revalidated.fromMemory).toBe(true);
    expect(revalidated.answer.status).toBe(304);
    expect(revalidated.answer.headers.etag).toBe('W/"a1"');
  });

  it('keeps one answer per Accept-Encoding, repeated headers joined as Node joins them', async () => {
    expect((await get(server.base, '/by-encoding', { 'accept-encoding': 'gzip, br' })).status).toBe(200);
    // Written by hand on a socket: every header line as given, repeats included.
    const request = (headerLines: string[]) =>
      server.fromMemoryWhile(
        () =>
          new Promise<void>((resolve, reject) => {
            const socket = net.connect(server.port, '127.0.0.1', () => socket.end(['GET /by-encoding HTTP/1.1', 'Host: 127.0.0.1', 'Connection: close', ...headerLines, '', ''].join('\r\n')));
            socket.on('data', () => undefined);
            socket.on('end', resolve);
            socket.on('error', reject);
          }),
      );
    expect((await request(['Accept-Encoding: gzip', 'accept-encoding: br'])).fromMemory).toBe(true);
    expect((await request(['ACCEPT-ENCODING: gzip, br'])).fromMemory).toBe(true);
    expect((await request(['Accept-Encoding: br'])).fromMemory).toBe(false);
  });
});

describe('answers from memory for signed-in requests and per protocol (hot-answers.ts, docs/decisions/094)', () => {
  let server: Awaited<ReturnType<typeof serverWithMemory>>;

  beforeAll(async () => {
    server = await serverWithMemory({
      trustProxy: true,
      routes: (app, handled) => {
        // As plugins/security-headers.ts does: HSTS on https only.
        for (const url of ['/answer', '/signed-in-first', '/http-first', '/https-first']) {
          app.get(url, (request, reply) => {
            handled(url);
            if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
            return reply.headers({ 'cache-control': PUBLIC, etag: '"a1"' }).send(Buffer.from(`answer of ${url}`));
          });
        }
      },
    });
  });
  afterAll(() => server.app.close());
  const kept = async (path: string, headers: Record<string, string> = {}) => (await server.fromMemory(path, headers)).fromMemory;

  it('never answers a request with an Authorization header or the session cookie from memory, nor keeps its answer', async () => {
    await get(server.base, '/answer');
    expect(await kept('/answer')).toBe(true);
    expect(await kept('/answer', { authorization: 'Bearer x.y.z' })).toBe(false);
    expect(await kept('/answer', { cookie: 'lang=ko; token=x.y.z' })).toBe(false);
    // Another cookie, or the session cookie's removal, is no sign-in.
    expect(await kept('/answer', { cookie: 'lang=ko; xtoken=1' })).toBe(true);
    expect(await kept('/answer', { cookie: 'token=' })).toBe(true);

    await get(server.base, '/signed-in-first', { cookie: 'token=x.y.z' });
    await get(server.base, '/signed-in-first', { authorization: 'Bearer x.y.z' });
    expect(await kept('/signed-in-first')).toBe(false);
    expect(await kept('/signed-in-first')).toBe(true);
  });

  it('keeps an answer per protocol, so an https request gets HSTS and an http one none, whichever came first', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    for (const [path, order] of [['/http-first', [{}, https]], ['/https-first', [https, {}]]] as const) {
      for (const headers of order) {
        const first = await get(server.base, path, headers);
        const again = await server.fromMemory(path, headers);
        expect(again.fromMemory, `${path} ${JSON.stringify(headers)}`).toBe(true);
        for (const answer of [first, again.answer]) {
          expect(answer.headers['strict-transport-security'], `${path} ${JSON.stringify(headers)}`).toBe(headers === https ? 'max-age=31536000' : undefined);
        }
      }
    }
  });
});

describe('what stays per request in an answer from memory (hot-answers.ts, docs/decisions/100)', () => {
  let server: Awaited<ReturnType<typeof serverWithMemory>>;
  const served: { urlName: string; ip: string; id: string; userAgent?: string }[] = [];

  beforeAll(async () => {
    server = await serverWithMemory({
      trustProxy: true,
      routes: (app, handled) => {
        app.get(
          '/artist/:urlName',
          {
            config: {
              onServedFromMemory: async (request: FastifyRequest) => {
                // Waited for: the answer goes out after it, as a handler's answer after the handler's work.
                await new Promise((resolve) => setTimeout(resolve, 20));
                served.push({ urlName: (request.params as { urlName: string }).urlName, ip: request.ip, id: request.id, userAgent: request.headers['user-agent'] });
              },
            },
          },
          (request, reply) => {
            handled(request.url);
            return reply.headers({ 'cache-control': PUBLIC, etag: '"v1"', vary: 'Accept-Encoding' }).send(Buffer.from(`artist ${(request.params as { urlName: string }).urlName}`));
          },
        );
        // The 304 plugins/etag.ts makes, for comparing with the one from memory.
        app.get('/conditional', (request, reply) => {
          handled('/conditional');
          reply.headers({ 'cache-control': PUBLIC, etag: '"c1-br"', vary: 'Accept-Encoding', 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'br' });
          if (answerNotModified(request.headers['if-none-match'], '"c1-br"', reply)) return reply.send();
          return reply.send(Buffer.from('{"compressed":"as if"}'));
        });
      },
    });
  });
  afterAll(() => server.app.close());

  it('gives every answer from memory a request id of its own, or the one the proxy sent', async () => {
    const first = await get(server.base, '/artist/one');
    const ids = [first.headers['x-request-id']];
    for (let i = 0; i < 3; i++) {
      const again = await server.fromMemory('/artist/one');
      expect(again.fromMemory).toBe(true);
      expect(withoutPerAnswer(again.answer.headers)).toEqual(withoutPerAnswer(first.headers));
      ids.push(again.answer.headers['x-request-id']);
    }
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const given = await server.fromMemory('/artist/one', { 'x-request-id': 'cdn-given-1' });
    expect(given.fromMemory).toBe(true);
    expect(given.answer.headers['x-request-id']).toBe('cdn-given-1');
    const revalidated = await server.fromMemory('/artist/one', { 'if-none-match': '"v1"' });
    expect(revalidated.answer.status).toBe(304);
    expect(ids).not.toContain(revalidated.answer.headers['x-request-id']);
  });

  it('runs the route’s onServedFromMemory for each answer from memory, with the request as routed, before sending it', async () => {
    served.length = 0;
    await get(server.base, '/artist/two', { 'x-forwarded-for': '203.0.113.1' });
    expect(served).toEqual([]);
    const again = await server.fromMemory('/artist/two', { 'x-forwarded-for': '203.0.113.2', 'user-agent': 'Kakao' });
    expect(again.fromMemory).toBe(true);
    // Done by the time the answer arrived.
    expect(served).toEqual([{ urlName: 'two', ip: '203.0.113.2', id: String(again.answer.headers['x-request-id']), userAgent: 'Kakao' }]);
  });

  it('answers If-None-Match from memory with the same 304 as plugins/etag.ts', async () => {
    const browser = { 'accept-encoding': 'br' };
    // Not kept yet: the handler's 304. Then its 200 is kept, and the same revalidation is answered from memory.
    for (const tag of ['"c1-br"', '"c1"', 'W/"c1-br"', '*']) {
      const condition = { ...browser, 'if-none-match': tag };
      const fromHandler = await get(server.base, `/conditional?tag=${encodeURIComponent(tag)}`, condition);
      expect((await server.fromMemory(`/conditional?tag=${encodeURIComponent(tag)}`, browser)).fromMemory, tag).toBe(false);
      const fromMemory = await server.fromMemory(`/conditional?tag=${encodeURIComponent(tag)}`, condition);
      expect(fromMemory.fromMemory, tag).toBe(true);
      expect(fromHandler.status, tag).toBe(304);
      expect(fromMemory.answer.status, tag).toBe(304);
      expect(withoutPerAnswer(fromMemory.answer.headers), tag).toEqual(withoutPerAnswer(fromHandler.headers));
    }
  });
});
