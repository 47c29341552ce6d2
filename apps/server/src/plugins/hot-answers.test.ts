import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '@test/cdn/plain-get';
import { createContentVersion } from '../lib/content-version';
import { createHotAnswers } from './hot-answers';

const PUBLIC = 'public, max-age=0, s-maxage=60';

describe('what the answers from memory keep (hot-answers.ts)', () => {
  let app: FastifyInstance;
  let base: string;
  let port: number;
  const served: number[] = [];

  beforeAll(async () => {
    const hot = createHotAnswers({ version: createContentVersion(), ttlMs: 60_000, onServed: (_raw, status) => served.push(status) });
    app = Fastify({ serverFactory: (handler) => http.createServer((req, res) => void (hot.serve(req, res) || handler(req, res))) });
    // As the request log does: every answer names its request.
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('x-request-id', request.id);
      return payload;
    });
    hot.register(app);
    const route = (url: string, headers: Record<string, string>) =>
      app.get(url, (_request, reply) => reply.headers({ 'cache-control': PUBLIC, etag: '"a1"', ...headers }).send(Buffer.from(`answer of ${url}`)));
    route('/plain', {});
    route('/by-encoding', { vary: 'Accept-Encoding' });
    route('/by-language', { vary: 'Accept-Language' });
    route('/by-accept-and-encoding', { vary: 'Accept, Accept-Encoding' });
    route('/weak', { etag: 'W/"a1"' });
    route('/private', { 'cache-control': 'private, no-store' });
    route('/untagged', { etag: '' });
    app.get('/streamed', (_request, reply) => reply.headers({ 'cache-control': PUBLIC, etag: '"s1"' }).send(Readable.from([Buffer.from('streamed')])));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => app.close());

  const keptAfterOne = async (path: string, headers: Record<string, string> = {}) => {
    await get(base, path, headers);
    return (await get(base, path, headers)).headers['x-request-id']?.toString().startsWith('hot-') ?? false;
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

  it('sends its own Range and date conditions on to the server, and answers If-None-Match itself', async () => {
    await get(base, '/plain');
    const conditions: Record<string, string>[] = [{ range: 'bytes=0-1' }, { 'If-Modified-Since': 'Thu, 01 Jan 2015 00:00:00 GMT' }, { 'if-match': '"a1"' }];
    for (const headers of conditions) {
      expect((await get(base, '/plain', headers)).headers['x-request-id'], JSON.stringify(headers)).not.toMatch(/^hot-/);
    }
    const revalidated = await get(base, '/plain', { 'If-None-Match': 'W/"a1"' });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['x-request-id']).toMatch(/^hot-/);
    expect(served.at(-1)).toBe(304);
  });

  it('keeps one answer per Accept-Encoding, repeated headers joined as Node joins them', async () => {
    const once = await get(base, '/by-encoding', { 'accept-encoding': 'gzip, br' });
    expect(once.status).toBe(200);
    // Written by hand on a socket: every header line as given, repeats included.
    const request = (headerLines: string[]) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.end(['GET /by-encoding HTTP/1.1', 'Host: 127.0.0.1', 'Connection: close', ...headerLines, '', ''].join('\r\n')));
        let text = '';
        socket.setEncoding('latin1');
        socket.on('data', (chunk: string) => (text += chunk));
        socket.on('end', () => resolve(/^x-request-id: (.*)$/im.exec(text)?.[1]?.trim() ?? ''));
        socket.on('error', reject);
      });
    expect(await request(['Accept-Encoding: gzip', 'accept-encoding: br'])).toMatch(/^hot-/);
    expect(await request(['ACCEPT-ENCODING: gzip, br'])).toMatch(/^hot-/);
    expect(await request(['Accept-Encoding: br'])).not.toMatch(/^hot-/);
  });
});
