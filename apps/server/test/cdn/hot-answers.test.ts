import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';
import { makeWebDist } from '@test/web-dist';

import { fromMemoryBy, LOG_EVERY_READ } from './from-memory';
import { get, withoutPerAnswer } from './plain-get';

describe('public answers sent again from memory, before the handler (plugins/hot-answers.ts)', () => {
  let t: TestApp;
  let base: string;
  let auth: { authorization: string };
  const lines: string[] = [];
  const fromMemory = fromMemoryBy(lines);
  const views = async () => ((await t.app.inject({ method: 'GET', url: '/api/artist/getDetailsForEdit/hot-one', headers: auth })).json() as { views: number }).views;

  beforeAll(async () => {
    t = await buildTestApp({ logLines: lines, env: { WEB_DIST_DIR: makeWebDist(), SITE_URL: 'https://agency.example', TRUST_PROXY: '1', ...LOG_EVERY_READ } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    auth = { authorization: `Bearer ${await t.adminToken()}` };
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/createArtist', headers: auth, payload: artistInput({ urlName: 'hot-one', korName: '핫 모델' }) });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(() => t.close());

  it('sends the same bytes and headers as the first answer, with a request id of its own', async () => {
    for (const path of ['/artist/hot-one', '/management', '/api/artist/getAll', '/api/pageContent/fetchByCode/ABOUT_INFO', '/artist/hot-one?lang=en']) {
      const first = await get(base, path, { 'x-forwarded-for': '198.51.100.1' });
      const again = await get(base, path, { 'x-forwarded-for': '198.51.100.1' });
      expect(first.status, path).toBe(200);
      expect(await fromMemory(first), path).toBe(false);
      expect(again.status, path).toBe(200);
      expect(await fromMemory(again), path).toBe(true);
      expect(again.body, path).toBe(first.body);
      expect(withoutPerAnswer(again.headers), path).toEqual(withoutPerAnswer(first.headers));
      // Each answer from memory has a request id of its own: none is sent again with the bytes.
      const third = await get(base, path, { 'x-forwarded-for': '198.51.100.1' });
      expect(await fromMemory(third), path).toBe(true);
      expect(new Set([first, again, third].map((answer) => answer.headers['x-request-id'])).size, path).toBe(3);
      const revalidated = await get(base, path, { 'if-none-match': String(first.headers.etag) });
      expect(revalidated.status, path).toBe(304);
      expect(await fromMemory(revalidated), path).toBe(true);
      expect(revalidated.headers.etag, path).toBe(first.headers.etag);
    }
  });

  it('answers a revalidation from memory with the same 304 as Fastify (plugins/etag.ts), compressed copies too', async () => {
    for (const path of ['/artist/hot-one', '/api/artist/getAll', '/api/artist/getDetails/hot-one']) {
      for (const encoding of [{}, { 'accept-encoding': 'gzip, deflate, br, zstd' }] as Record<string, string>[]) {
        const label = `${path} ${JSON.stringify(encoding)}`;
        // A write empties the memory; the tag is the plain copy's, which names the compressed copies too.
        const res = await t.app.inject({ method: 'POST', url: '/api/admin/createArtist', headers: auth, payload: artistInput() });
        expect(res.statusCode, res.body).toBe(200);
        const tag = String((await get(base, path)).headers.etag);
        // Over https (another key) nothing is kept yet: Fastify answers the first revalidation, memory the one after the 200.
        const https = { ...encoding, 'x-forwarded-proto': 'https' };
        const byFastify = await get(base, path, { ...https, 'if-none-match': tag });
        expect((await get(base, path, https)).status, label).toBe(200);
        const byMemory = await get(base, path, { ...https, 'if-none-match': tag });
        expect(await fromMemory(byFastify), label).toBe(false);
        expect(await fromMemory(byMemory), label).toBe(true);
        for (const answer of [byFastify, byMemory]) {
          expect(answer.status, label).toBe(304);
          expect(answer.headers.etag, label).toBe(tag);
          // A 304 has no body: nothing that describes one (RFC 9110 8.6, 15.4.5).
          expect(answer.headers['content-length'], label).toBeUndefined();
          expect(answer.headers['content-type'], label).toBeUndefined();
          expect(answer.headers['content-encoding'], label).toBeUndefined();
        }
        expect(withoutPerAnswer(byMemory.headers), label).toEqual(withoutPerAnswer(byFastify.headers));
      }
    }
  });

  it('keeps an API answer compressed for a browser, with its encoding, and sends it again as it was', async () => {
    // Large enough to be compressed (the compression plugin leaves answers under 1 KB as they are).
    for (let n = 0; n < 8; n++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/createArtist', headers: auth, payload: artistInput() });
      expect(res.statusCode, res.body).toBe(200);
    }
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const plain = await get(base, '/api/artist/getAll');
    expect(plain.bytes.length).toBeGreaterThan(1024);
    const first = await get(base, '/api/artist/getAll', browser);
    const again = await get(base, '/api/artist/getAll', browser);
    expect(first.headers['content-encoding']).toBe('br');
    expect(await fromMemory(again)).toBe(true);
    expect(withoutPerAnswer(again.headers)).toEqual(withoutPerAnswer(first.headers));
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(zlib.brotliDecompressSync(again.bytes).toString()).toBe(plain.body);
    // Another encoding is another answer.
    const gzip = await get(base, '/api/artist/getAll', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.bytes).toString()).toBe(plain.body);
  });

  it('needs no database, and a write replaces what it sends at once', async () => {
    const first = await get(base, '/api/artist/getAll');
    await sql`ALTER TABLE artists RENAME TO artists_away`.execute(t.database.handle.db);
    try {
      expect((await get(base, '/api/artist/getAll')).body).toBe(first.body);
    } finally {
      await sql`ALTER TABLE artists_away RENAME TO artists`.execute(t.database.handle.db);
    }
    const edit = (await t.app.inject({ method: 'GET', url: '/api/artist/getDetailsForEdit/hot-one', headers: auth })).json() as Record<string, unknown>;
    const { id: _id, views: _views, isHidden: _hidden, version, ...body } = edit;
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/updateArtist/hot-one', headers: { ...auth, 'if-match': `"${String(version)}"` }, payload: { ...body, korName: '바뀐 이름' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(base, '/api/artist/getAll')).body).toContain('바뀐 이름');
    expect((await get(base, '/artist/hot-one')).body).toContain('바뀐 이름');
  });

  it('still counts one view per visitor behind the proxy for an artist’s data sent from memory, none for crawlers', async () => {
    const before = await views();
    const visitor = (ip: string) => ({ 'x-forwarded-for': ip, 'user-agent': 'Mozilla/5.0 (iPhone) KAKAOTALK' });
    expect(await fromMemory(await get(base, '/api/artist/getDetails/hot-one', visitor('203.0.113.50')))).toBe(false);
    expect(await fromMemory(await get(base, '/api/artist/getDetails/hot-one', visitor('203.0.113.50')))).toBe(true);
    expect(await fromMemory(await get(base, '/api/artist/getDetails/hot-one', visitor('203.0.113.51')))).toBe(true);
    await get(base, '/api/artist/getDetails/hot-one', { 'x-forwarded-for': '203.0.113.52', 'user-agent': 'Googlebot/2.1' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await views()).toBe(before + 2);
  });
});
