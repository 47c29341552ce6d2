import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { artistInput } from './factories/artist-input';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from './build-test-app';

// Public reads are answered from a per-instance cache (docs/decisions/062): an admin write shows at once on
// the instance that made it and within PUBLIC_READ_CACHE_MS on the others.
const OTHER_INSTANCE_TTL_MS = 1000;

let t: TestApp;
let other: FastifyInstance;
let auth: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  auth = { authorization: `Bearer ${await t.adminToken()}` };
  // A second instance on the same database, like a second app server behind a load balancer.
  other = await buildApp({
    config: { ...t.config, publicReadCacheMs: OTHER_INSTANCE_TTL_MS },
    database: t.database.handle,
    jwtSecret: TEST_JWT_SECRET,
    clock: t.clock,
    logger: false,
  });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
let visitor = 0;
function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  visitor++;
  return app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER_UA, ...headers }, remoteAddress: `10.9.${visitor >> 8}.${visitor & 255}` });
}
async function createArtist(korName: string) {
  const input = artistInput({ korName });
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/createArtist', headers: auth, payload: input });
  expect(res.statusCode).toBe(200);
  return input;
}
function upsertAbout(description: string) {
  return t.app.inject({ method: 'POST', url: '/api/admin/pageContent/upsert', headers: auth, payload: { code: 'ABOUT_INFO', texts: [{ priority: 1, description }] } });
}
const aboutText = async (app: FastifyInstance) => (await get(app, '/api/pageContent/fetchByCode/ABOUT_INFO')).json().pageContentTexts[0]?.description;
const detailName = async (app: FastifyInstance, urlName: string) => (await get(app, `/api/artist/getDetails/${urlName}`)).json().korName;
const cardNames = async (app: FastifyInstance) => (await get(app, '/api/artist/getAll')).json().map((a: { korName: string }) => a.korName);

describe('public read cache', () => {
  it('shows an admin write at once on the instance that made it', async () => {
    const input = await createArtist('처음');
    expect(await detailName(t.app, input.urlName)).toBe('처음');
    expect(await cardNames(t.app)).toContain('처음');
    await upsertAbout('first about');
    expect(await aboutText(t.app)).toBe('first about');

    const renamed = await t.app.inject({ method: 'PUT', url: `/api/admin/updateArtist/${input.urlName}`, headers: auth, payload: { ...input, views: undefined, korName: '나중' } });
    expect(renamed.statusCode).toBe(200);
    await upsertAbout('second about');

    expect(await detailName(t.app, input.urlName)).toBe('나중');
    expect(await cardNames(t.app)).toContain('나중');
    expect(await aboutText(t.app)).toBe('second about');
  });

  it('shows it on another instance within that instance’s cache time', async () => {
    await upsertAbout('before');
    const before = Date.now();
    expect(await aboutText(other)).toBe('before');
    await upsertAbout('after');
    // Still the reused answer unless the cache time has already passed (a very slow machine).
    if (Date.now() - before < OTHER_INSTANCE_TTL_MS - 200) expect(await aboutText(other)).toBe('before');
    await new Promise((resolve) => setTimeout(resolve, OTHER_INSTANCE_TTL_MS + 50));
    expect(await aboutText(other)).toBe('after');
  });

  it('sends the cached answer with a stable tag and answers 304 to it; a write changes the tag', async () => {
    const first = await get(t.app, '/api/pageContent/fetchByCode/ABOUT_INFO');
    const again = await get(t.app, '/api/pageContent/fetchByCode/ABOUT_INFO');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400');
    expect(first.headers.etag).toMatch(/^"/);
    expect(again.headers.etag).toBe(first.headers.etag);
    const revalidated = await get(t.app, '/api/pageContent/fetchByCode/ABOUT_INFO', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    await upsertAbout('changed again');
    const changed = await get(t.app, '/api/pageContent/fetchByCode/ABOUT_INFO', { 'if-none-match': String(first.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it('counts each visitor’s view while the artist’s page is reused', async () => {
    const input = await createArtist('조회');
    const viewsOf = async () =>
      Number((await t.database.handle.db.selectFrom('artists').select('views').where('url_name', '=', input.urlName).executeTakeFirstOrThrow()).views);
    for (let i = 0; i < 3; i++) expect((await get(t.app, `/api/artist/getDetails/${input.urlName}`)).statusCode).toBe(200);
    expect(await viewsOf()).toBe(3);
  });

  it('answers a view of an artist deleted on another instance without error and stores no view for it', async () => {
    const input = await createArtist('삭제');
    const cachedAt = Date.now();
    expect(await detailName(other, input.urlName)).toBe('삭제');
    const { id } = await t.database.handle.db.selectFrom('artists').select('id').where('url_name', '=', input.urlName).executeTakeFirstOrThrow();
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/deleteArtist/${input.urlName}`, headers: auth });
    expect(deleted.statusCode).toBe(200);

    const stale = await get(other, `/api/artist/getDetails/${input.urlName}`);
    // Within the other instance's cache time the page is still answered (and this visitor's view counted).
    if (Date.now() - cachedAt < OTHER_INSTANCE_TTL_MS - 200) expect(stale.statusCode).toBe(200);
    else expect(stale.statusCode).toBe(404);
    const monthRows = await t.database.handle.db.selectFrom('artist_monthly_views').selectAll().where('artist_id', '=', id).execute();
    expect(monthRows).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, OTHER_INSTANCE_TTL_MS + 50));
    expect((await get(other, `/api/artist/getDetails/${input.urlName}`)).statusCode).toBe(404);
  });

  it('serves a page head and the API from one cached load (the head reads through the same cache)', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-heads-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
    fs.writeFileSync(path.join(dist, 'admin.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
    const pages = await buildApp({
      config: { ...t.config, publicReadCacheMs: 60_000, webDistDir: dist },
      database: t.database.handle,
      jwtSecret: TEST_JWT_SECRET,
      clock: t.clock,
      logger: false,
    });
    try {
      expect((await upsertAbout('before the page')).statusCode).toBe(200);
      const page = await get(pages, '/about');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('before the page');
      // Written on another instance: this one's cache still holds what its page head loaded, and the API answers that.
      expect((await upsertAbout('after the page')).statusCode).toBe(200);
      expect(await aboutText(pages)).toBe('before the page');
    } finally {
      await pages.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
