import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';
import { msUntil } from '@test/time-until';
import { makeWebDist } from '@test/web-dist';

import { startCachingProxy } from './caching-proxy';

/** What a 404 of a public read or page gets with the default policy (docs/decisions/094). */
const NOT_FOUND = 'public, max-age=0, s-maxage=10, stale-while-revalidate=10';

async function startOrigin(env: Record<string, string> = {}) {
  const t = await buildTestApp({ env: { WEB_DIST_DIR: makeWebDist(), SITE_URL: 'https://agency.example', ...env } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const auth = { authorization: `Bearer ${await t.adminToken()}` };
  return { t, auth, origin: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` };
}

/** A new artist, hidden at once; its id. */
async function createHiddenArtist(t: TestApp, auth: Record<string, string>, urlName: string): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/createArtist', headers: auth, payload: artistInput({ urlName }) });
  expect(res.statusCode, res.body).toBe(200);
  const edit = await t.app.inject({ method: 'GET', url: `/api/artist/getDetailsForEdit/${urlName}`, headers: auth });
  const { id } = edit.json() as { id: number };
  await setHidden(t, auth, id, true);
  return id;
}

async function setHidden(t: TestApp, auth: Record<string, string>, id: number, isHidden: boolean): Promise<void> {
  const res = await t.app.inject({ method: 'PUT', url: `/api/artist/${id}/visibility`, headers: auth, payload: { isHidden } });
  expect(res.statusCode, res.body).toBe(200);
}

describe('errors of public reads and pages, for shared caches', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let origin: string;

  beforeAll(async () => {
    ({ t, auth, origin } = await startOrigin());
    await createHiddenArtist(t, auth, 'hidden-one');
  });
  afterAll(() => t.close());

  it('keeps the 404 of an unknown or hidden artist, a missing page text and a missing page a few seconds, with no stale-if-error', async () => {
    const missing = [
      '/api/artist/getDetails/nobody-here',
      '/api/artist/getDetails/hidden-one',
      '/api/artist/getPolaroids/hidden-one',
      '/api/pageContent/fetchOneVideo/999999',
      '/artist/nobody-here',
      '/artist/hidden-one',
      '/no-such-page',
    ];
    for (const url of missing) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe(NOT_FOUND);
    }
  });

  it('keeps every other error out of shared caches', async () => {
    const cases: [string, number, string][] = [
      // Another 4xx of a public read: the request is wrong, not the content missing.
      [`/api/artist/getDetails/${'a'.repeat(201)}`, 400, 'no-store'],
      // No route: not a public read.
      ['/api/artist/noSuchCall', 404, 'no-store'],
      // A client package that does not exist (private, like its answers).
      ['/api/packages/aaaaaaaaaaaaaaaaaaaaaaaa', 404, 'no-store'],
      // An admin read without a token.
      ['/api/artist/getAllForManagement', 401, 'no-store'],
    ];
    for (const [url, status, cacheControl] of cases) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['cache-control'], url).toBe(cacheControl);
    }
    // A failure of the origin: the CDN keeps serving its last good copy (stale-if-error of the 200), never this.
    await sql`ALTER TABLE artists RENAME TO artists_away`.execute(t.database.handle.db);
    try {
      const failed = await t.app.inject({ method: 'GET', url: '/api/artist/getDetails/not-read-yet' });
      expect(failed.statusCode).toBeGreaterThanOrEqual(500);
      expect(failed.headers['cache-control']).toBe('no-store');
    } finally {
      await sql`ALTER TABLE artists_away RENAME TO artists`.execute(t.database.handle.db);
    }
  });

  it('answers a spike on a missing artist’s URL at the CDN: one request reaches the origin', async () => {
    const proxy = await startCachingProxy({ origin });
    try {
      for (const url of ['/api/artist/getDetails/renamed-away', '/artist/renamed-away']) {
        const first = await fetch(`${proxy.base}${url}`);
        expect(first.status, url).toBe(404);
        const spike = await Promise.all(Array.from({ length: 30 }, () => fetch(`${proxy.base}${url}`)));
        expect(spike.map((res) => res.status), url).toEqual(Array<number>(30).fill(404));
        expect(proxy.originCalls.filter((call) => call.url === url), url).toHaveLength(1);
      }
    } finally {
      await proxy.close();
    }
  });
});

describe('publishing an artist behind a CDN that keeps its 404', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let origin: string;

  beforeAll(async () => {
    // Short policies so the test waits little: the 404 gets min(2, 10) s and min(1, 10) s stale.
    ({ t, auth, origin } = await startOrigin({ PUBLIC_CACHE_S_MAXAGE: '2', PUBLIC_CACHE_STALE_WHILE_REVALIDATE: '1' }));
  });
  afterAll(() => t.close());

  it('shows the published artist once the short 404 is over, with no purge', async () => {
    const id = await createHiddenArtist(t, auth, 'soon-public');
    const proxy = await startCachingProxy({ origin });
    try {
      const url = '/api/artist/getDetails/soon-public';
      const hidden = await fetch(`${proxy.base}${url}`);
      expect(hidden.status).toBe(404);
      expect(hidden.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=1');
      expect((await fetch(`${proxy.base}${url}`)).status).toBe(404);
      expect(proxy.originCalls.filter((call) => call.url === url)).toHaveLength(1);

      await setHidden(t, auth, id, false);
      const shown = await msUntil(async () => (await fetch(`${proxy.base}${url}`)).status === 200, 5_000);
      // s-maxage plus the stale time at most.
      expect(shown).toBeLessThan(3_500);
    } finally {
      await proxy.close();
    }
  });
});
