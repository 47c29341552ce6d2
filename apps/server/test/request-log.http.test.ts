import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { get } from './cdn/plain-get';
import { artistInput } from './factories/artist-input';
import { sampleMedia } from '../src/modules/media/media-samples';

describe('the request log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ logLines: lines });
  });
  afterAll(() => t.close());

  it('names each request by its path: no upload signature, token or query reaches the log', async () => {
    const token = await t.adminToken();
    const presigned = await t.app.inject({
      method: 'POST',
      url: '/api/s3/getPreSignedUrl',
      headers: { authorization: `Bearer ${token}` },
      payload: { path: 'news/0-1732170000099.jpg' },
    });
    const { url } = presigned.json() as { url: string };
    const signature = new URL(url, 'http://x').searchParams.get('signature')!;
    expect(signature.length).toBeGreaterThan(10);
    const upload = await t.app.inject({ method: 'PUT', url, headers: { 'content-type': 'image/jpeg' }, payload: sampleMedia('image/jpeg', 300) });
    expect(upload.statusCode).toBe(204);

    const log = lines.join('');
    expect(log).toContain('"url":"/api/media/upload/news/0-1732170000099.jpg"');
    expect(log).not.toContain(signature);
    expect(log).not.toContain('signature=');
    expect(log).not.toContain(token);
  });

  it('leaves a package link’s secret out: its page and calls are logged as /p/:token and /api/packages/:token (issue 37)', async () => {
    const auth = { authorization: `Bearer ${await t.adminToken()}` };
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/packages', headers: auth, payload: { title: '로그', clientName: 'Brand Co.', artistIds: [] } });
    const { id, token } = created.json() as { id: number; token: string };
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/packages/${id}/send`,
      headers: auth,
      payload: { recipients: [{ name: '김미나', email: 'mina@brand.test', language: 'ko' }] },
    });
    const recipientToken = new URL((sent.json() as { recipients: { url: string }[] }).recipients[0]!.url).pathname.replace('/p/', '');
    lines.length = 0;
    for (const secret of [token, recipientToken]) {
      expect((await t.app.inject({ method: 'POST', url: `/api/packages/${secret}/views`, payload: {} })).statusCode).toBe(204);
      expect((await t.app.inject({ method: 'POST', url: `/api/packages/${secret}/picks`, payload: { artistId: 1, status: 'select' } })).statusCode).toBe(404);
    }
    const log = lines.join('');
    expect(log).toContain('"url":"/api/packages/:token/views"');
    expect(log).toContain('"url":"/api/packages/:token/picks"');
    for (const secret of [token, recipientToken, 'mina@brand.test']) expect(log).not.toContain(secret);
  });
});

describe('one log line per request that matters (decision 090)', () => {
  let t: TestApp;
  const lines: string[] = [];
  const logged = () => lines.map((line) => JSON.parse(line) as { msg: string; level: number; reqId?: string; req?: { url: string; remoteAddress: string }; res?: { statusCode: number } });
  beforeAll(async () => {
    t = await buildTestApp({ logLines: lines, env: { LOG_SAMPLE_RATE: '0', TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('writes no line for an ordinary read or a visitor count, one for a write and one for a refusal, with the request id and the client behind the proxy', async () => {
    const auth = { authorization: `Bearer ${await t.adminToken()}` };
    lines.length = 0;
    const read = await t.app.inject({ method: 'GET', url: '/api/artist/getAll', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['x-request-id']).toEqual(expect.any(String));
    expect(logged().filter((line) => line.req?.url === '/api/artist/getAll')).toEqual([]);

    const write = await t.app.inject({
      method: 'POST',
      url: '/api/admin/createArtist',
      payload: artistInput({ urlName: 'logged-one' }),
      headers: { ...auth, 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'cdn-abc-123' },
    });
    expect(write.statusCode, write.body).toBe(200);
    expect(write.headers['x-request-id']).toBe('cdn-abc-123');
    // Writes that only count a visitor are logged like reads, by the sample: none here.
    const track = await t.app.inject({ method: 'POST', url: '/api/traffic/track', payload: { source: 'google' }, headers: { 'x-forwarded-for': '203.0.113.8' } });
    expect(track.statusCode).toBe(204);
    const beacon = await t.app.inject({ method: 'POST', url: '/api/artist/view/logged-one', headers: { 'x-forwarded-for': '203.0.113.8' } });
    expect(beacon.statusCode).toBe(204);
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/inquiries', headers: { 'x-forwarded-for': '203.0.113.10' } });
    expect(refused.statusCode).toBe(401);

    const requestLines = logged().filter((line) => line.req !== undefined);
    expect(requestLines.map((line) => [line.msg, line.req!.url, line.req!.remoteAddress, line.res!.statusCode])).toEqual([
      ['request completed', '/api/admin/createArtist', '203.0.113.9', 200],
      ['request refused', '/api/admin/inquiries', '203.0.113.10', 401],
    ]);
    expect(requestLines[0]!.reqId).toBe('cdn-abc-123');
    expect(requestLines[1]!.level).toBe(40);
  });

  it('counts every request in the summary line', async () => {
    lines.length = 0;
    for (let i = 0; i < 5; i += 1) await t.app.inject({ method: 'GET', url: '/api/artist/getAll' });
    await t.app.close();
    const summary = logged().find((line) => line.msg === 'requests served') as unknown as { requests: number; byStatus: Record<string, number> };
    expect(summary.requests).toBeGreaterThanOrEqual(5);
    expect(summary.byStatus['2xx']).toBeGreaterThanOrEqual(5);
  });
});

describe('answers sent from memory in the request log (plugins/hot-answers.ts)', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ logLines: lines, env: { LOG_SAMPLE_RATE: '1', TRUST_PROXY: '1' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('samples them like any read, with the client behind the proxy, and counts them in the summary', async () => {
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    await get(base, '/api/artist/getAll?from=kakao', { 'x-forwarded-for': '203.0.113.20' });
    lines.length = 0;
    const again = await get(base, '/api/artist/getAll?from=kakao', { 'x-forwarded-for': '203.0.113.21', 'x-request-id': 'cdn-hot-1' });
    expect(again.headers['x-request-id']).toBe('cdn-hot-1');
    const revalidated = await get(base, '/api/artist/getAll?from=kakao', { 'x-forwarded-for': '203.0.113.22', 'if-none-match': String(again.headers.etag) });
    expect(revalidated.status).toBe(304);
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; reqId?: string; fromMemory?: boolean; req?: Record<string, unknown>; res?: { statusCode: number } });
    expect(logged.filter((line) => line.fromMemory).map((line) => [line.msg, line.req, line.res?.statusCode])).toEqual([
      ['request completed', expect.objectContaining({ method: 'GET', url: '/api/artist/getAll', host: expect.stringMatching(/^127\.0\.0\.1:/), remoteAddress: '203.0.113.21' }), 200],
      ['request completed', expect.objectContaining({ method: 'GET', url: '/api/artist/getAll', remoteAddress: '203.0.113.22' }), 304],
    ]);
    expect(logged.find((line) => line.fromMemory)?.reqId).toBe('cdn-hot-1');
    lines.length = 0;
    await t.app.close();
    const summary = lines.map((line) => JSON.parse(line) as { msg: string; byStatus?: Record<string, number> }).find((line) => line.msg === 'requests served');
    // The first answer (from Fastify) and the two from memory.
    expect(summary?.byStatus).toEqual({ '2xx': 2, '3xx': 1 });
  });
});
