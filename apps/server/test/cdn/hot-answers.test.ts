import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';
import { makeWebDist } from '@test/web-dist';

import { get, withoutPerAnswer } from './plain-get';

describe('public answers sent again from memory, before routing (plugins/hot-answers.ts)', () => {
  let t: TestApp;
  let base: string;
  let auth: { authorization: string };
  const views = async () => ((await t.app.inject({ method: 'GET', url: '/api/artist/getDetailsForEdit/hot-one', headers: auth })).json() as { views: number }).views;

  beforeAll(async () => {
    t = await buildTestApp({ env: { WEB_DIST_DIR: makeWebDist(), SITE_URL: 'https://agency.example', TRUST_PROXY: '1' } });
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
      expect(again.status, path).toBe(200);
      expect(again.body, path).toBe(first.body);
      expect(withoutPerAnswer(again.headers), path).toEqual(withoutPerAnswer(first.headers));
      expect(again.headers['x-request-id'], path).toMatch(/^hot-/);
      const revalidated = await get(base, path, { 'if-none-match': String(first.headers.etag) });
      expect(revalidated.status, path).toBe(304);
      expect(revalidated.headers.etag, path).toBe(first.headers.etag);
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
    expect(again.headers['x-request-id']).toMatch(/^hot-/);
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
    expect((await get(base, '/api/artist/getDetails/hot-one', visitor('203.0.113.50'))).headers['x-request-id']).not.toMatch(/^hot-/);
    expect((await get(base, '/api/artist/getDetails/hot-one', visitor('203.0.113.50'))).headers['x-request-id']).toMatch(/^hot-/);
    expect((await get(base, '/api/artist/getDetails/hot-one', visitor('203.0.113.51'))).headers['x-request-id']).toMatch(/^hot-/);
    await get(base, '/api/artist/getDetails/hot-one', { 'x-forwarded-for': '203.0.113.52', 'user-agent': 'Googlebot/2.1' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await views()).toBe(before + 2);
  });
});
