import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';
import { makeWebDist } from '@test/web-dist';

const SITE = 'https://agency.example';
const CDN_POLICY = 'public, max-age=0, s-maxage=30, stale-while-revalidate=45, stale-if-error=600';
/** A 404 of a public read or page: a few seconds, never stale on an error (docs/decisions/094). */
const NOT_FOUND_POLICY = 'public, max-age=0, s-maxage=10, stale-while-revalidate=10';
const crawler = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };

describe('answers a CDN may keep (docs/decisions/087)', () => {
  let t: TestApp;
  let auth: { authorization: string };
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const views = async (urlName: string) => {
    const res = await get(`/api/artist/getDetailsForEdit/${urlName}`, auth);
    return (res.json() as { views: number }).views;
  };

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        WEB_DIST_DIR: makeWebDist(),
        SITE_URL: SITE,
        PUBLIC_CACHE_S_MAXAGE: '30',
        PUBLIC_CACHE_STALE_WHILE_REVALIDATE: '45',
        PUBLIC_CACHE_STALE_IF_ERROR: '600',
      },
    });
    auth = { authorization: `Bearer ${await t.adminToken()}` };
    for (const urlName of ['cache-one', 'cache-two']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/createArtist', headers: auth, payload: artistInput({ urlName, korName: `캐시 ${urlName}` }) });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('sends public pages and reads with a strong ETag and the configured shared-cache policy, and 304 to If-None-Match', async () => {
    for (const url of ['/artist/cache-one', '/artist/cache-one?lang=en', '/management', '/api/artist/getAll', '/api/artist/getDetails/cache-one', '/sitemap.xml', '/robots.txt', '/no-such-page']) {
      const first = await get(url, crawler);
      expect(first.headers['cache-control'], url).toBe(url === '/no-such-page' ? NOT_FOUND_POLICY : CDN_POLICY);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[A-Za-z0-9_-]+"$/);
      const again = await get(url, { ...crawler, 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(etag);
    }
  });

  it('names the encoding in a compressed answer’s tag, and revalidates that tag to a 304', async () => {
    const compressed = await get('/artist/cache-one', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    const tag = String(compressed.headers.etag);
    expect(tag).toMatch(/-br"$/);
    const plain = await get('/artist/cache-one');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    expect(tag).toBe(`${String(plain.headers.etag).slice(0, -1)}-br"`);
    const again = await get('/artist/cache-one', { 'accept-encoding': 'br', 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(tag);
  });

  it('keeps the admin area, admin reads and client packages private, no-store', async () => {
    for (const url of ['/login', '/admin', '/admin/artists']) {
      const res = await get(url);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(res.headers.etag, url).toBeUndefined();
    }
    expect((await get('/api/artist/getAllForManagement', auth)).headers['cache-control']).toBe('private, no-store');
    expect((await get('/p/aaaaaaaaaaaaaaaaaaaaaaaa')).headers['cache-control']).toBe('private, no-store');
    expect((await get('/api/packages/aaaaaaaaaaaaaaaaaaaaaaaa')).headers['cache-control']).toMatch(/no-store/);
    expect((await get('/api/artist/getDetails/nobody-here')).headers['cache-control']).toBe(NOT_FOUND_POLICY);
  });

  it('serves a rendered page from memory without the database until a write changes it', async () => {
    const first = await get('/artist/cache-two');
    expect(first.body).toContain('캐시 cache-two');
    // With the artists' table gone, only a page kept in memory can still be served.
    await sql`ALTER TABLE artists RENAME TO artists_away`.execute(t.database.handle.db);
    try {
      const cached = await get('/artist/cache-two');
      expect(cached.statusCode).toBe(200);
      expect(cached.body).toBe(first.body);
      expect(cached.headers.etag).toBe(first.headers.etag);
    } finally {
      await sql`ALTER TABLE artists_away RENAME TO artists`.execute(t.database.handle.db);
    }
    const edit = await get('/api/artist/getDetailsForEdit/cache-two', auth);
    const { id: _id, views: _views, isHidden: _hidden, version, ...body } = edit.json() as Record<string, unknown>;
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/updateArtist/cache-two', headers: { ...auth, 'if-match': `"${String(version)}"` }, payload: { ...body, korName: '새 이름' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await get('/artist/cache-two');
    expect(after.body).toContain('새 이름');
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });

  it('counts a view from the page’s beacon, never cached, once per visitor with the read, and not for crawlers or HEAD', async () => {
    const visitor = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) KAKAOTALK', 'x-forwarded-for': '203.0.113.5' };
    const before = await views('cache-one');
    const beacon = await t.app.inject({ method: 'POST', url: '/api/artist/view/cache-one', headers: visitor, remoteAddress: '203.0.113.5' });
    expect(beacon.statusCode).toBe(204);
    expect(beacon.headers['cache-control']).toBe('private, no-store');
    expect(await views('cache-one')).toBe(before + 1);
    // The same visitor's read of the data (reaching the origin) and a second beacon count nothing more.
    await t.app.inject({ method: 'GET', url: '/api/artist/getDetails/cache-one', headers: visitor, remoteAddress: '203.0.113.5' });
    await t.app.inject({ method: 'POST', url: '/api/artist/view/cache-one', headers: visitor, remoteAddress: '203.0.113.5' });
    expect(await views('cache-one')).toBe(before + 1);
    // Another visitor counts; a crawler's beacon and a HEAD do not.
    await t.app.inject({ method: 'POST', url: '/api/artist/view/cache-one', headers: visitor, remoteAddress: '203.0.113.6' });
    await t.app.inject({ method: 'POST', url: '/api/artist/view/cache-one', headers: crawler, remoteAddress: '203.0.113.7' });
    await t.app.inject({ method: 'HEAD', url: '/api/artist/getDetails/cache-one', headers: visitor, remoteAddress: '203.0.113.8' });
    expect(await views('cache-one')).toBe(before + 2);
    expect((await t.app.inject({ method: 'POST', url: '/api/artist/view/nobody-here' })).statusCode).toBe(404);
  });
});
