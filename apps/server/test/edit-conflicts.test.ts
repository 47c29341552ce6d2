import { EDIT_CONFLICT } from '@agency/contract/edit-version';
import type { ArtistForEdit } from '@agency/contract/artists';
import type { PageContent } from '@agency/contract/page-content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';

/** Two admins who read the same version: the first save wins, the second gets 409 and changes nothing. */
describe('edits of one artist or page content by two admins at once', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    auth = { authorization: `Bearer ${await t.adminToken()}` };
  });
  afterAll(() => t.close());

  const readArtist = async (urlName: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/artist/getDetailsForEdit/${urlName}`, headers: auth });
    expect(res.statusCode).toBe(200);
    return { artist: res.json() as ArtistForEdit, etag: res.headers.etag as string };
  };
  const update = (urlName: string, body: object, ifMatch?: string) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/updateArtist/${urlName}`, headers: { ...auth, ...(ifMatch ? { 'if-match': ifMatch } : {}) }, payload: body });
  async function createArtist(urlName: string) {
    const input = artistInput({ urlName, detailImages: [{ priority: 1, imageUrl: '/media/a/1.jpg' }] });
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/createArtist', headers: auth, payload: input })).statusCode).toBe(200);
    const { views: _views, ...updateBody } = input;
    return updateBody;
  }

  it('answers 409 to the later save of an artist, which changes nothing; the edit read carries the version as ETag', async () => {
    const input = await createArtist('two-admins');
    const a = await readArtist('two-admins');
    const b = await readArtist('two-admins');
    expect(a.etag).toBe(`"${a.artist.version}"`);

    const first = await update('two-admins', { ...input, career: 'A의 경력', detailImages: [...(input.detailImages ?? []), { priority: 2, imageUrl: '/media/a/2.jpg' }] }, a.etag);
    expect(first.statusCode, first.body).toBe(200);
    const second = await update('two-admins', { ...input, career: 'B의 경력' }, b.etag);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(EDIT_CONFLICT);

    const now = await readArtist('two-admins');
    expect(now.artist.career).toBe('A의 경력');
    expect(now.artist.detailImages.map((i) => i.imageUrl)).toEqual(['/media/a/1.jpg', '/media/a/2.jpg']);
    expect(now.artist.version).toBe(a.artist.version + 1);
    // Reloaded, B saves on the new version.
    expect((await update('two-admins', { ...input, career: 'B의 경력' }, now.etag)).statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous saves on one version through', async () => {
    const input = await createArtist('simultaneous');
    const { etag } = await readArtist('simultaneous');
    const answers = await Promise.all(['A', 'B'].map((who) => update('simultaneous', { ...input, career: who }, etag)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses visibility and delete on an older version, and a tag that is no version', async () => {
    const input = await createArtist('stale-list');
    const list = (await t.app.inject({ method: 'GET', url: '/api/artist/getAllForManagement', headers: auth })).json() as { id: number; urlName: string; version: number }[];
    const item = list.find((a) => a.urlName === 'stale-list')!;
    expect((await update('stale-list', { ...input, career: 'changed' }, `"${item.version}"`)).statusCode).toBe(200);

    const stale = { ...auth, 'if-match': `"${item.version}"` };
    const hide = await t.app.inject({ method: 'PUT', url: `/api/artist/${item.id}/visibility`, headers: stale, payload: { isHidden: true } });
    expect(hide.statusCode).toBe(409);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/admin/deleteArtist/stale-list', headers: stale });
    expect(del.statusCode).toBe(409);
    const odd = await update('stale-list', input, 'not-a-version');
    expect(odd.statusCode).toBe(409);
    const { artist, etag } = await readArtist('stale-list');
    expect(artist).toMatchObject({ isHidden: false, career: 'changed' });

    const shown = await t.app.inject({ method: 'PUT', url: `/api/artist/${item.id}/visibility`, headers: { ...auth, 'if-match': etag }, payload: { isHidden: true } });
    // Hiding is no edit of the content: the version stays (decision 106).
    expect(shown.json()).toEqual({ id: item.id, isHidden: true, version: artist.version });
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/admin/deleteArtist/stale-list', headers: { ...auth, 'if-match': `"${artist.version}"` } });
    expect(deleted.statusCode).toBe(200);
  });

  it('answers 409 to the later page-content save, which changes nothing', async () => {
    const read = async () => (await t.app.inject({ method: 'GET', url: '/api/pageContent/fetchByCode/NEWS_INFO' })).json() as PageContent;
    const upsert = (description: string, version: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/pageContent/upsert',
        headers: { ...auth, 'if-match': `"${version}"` },
        payload: { code: 'NEWS_INFO', texts: [{ priority: 1, description }] },
      });
    const { version } = await read();
    const first = await upsert('A의 글', version);
    expect(first.statusCode).toBe(200);
    expect((first.json() as PageContent).version).toBe(version + 1);
    const second = await upsert('B의 글', version);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(EDIT_CONFLICT);
    const now = await read();
    expect(now.pageContentTexts.map((text) => text.description)).toEqual(['A의 글']);
    expect(now.version).toBe(version + 1);
  });

  it('never answers 500 when an artist is deleted and updated at once, or deleted while visitors view it', async () => {
    const names = Array.from({ length: 15 }, (_, i) => `race-${i}`);
    const inputs = await Promise.all(names.map((name) => createArtist(name)));
    const answers = await Promise.all(
      names.flatMap((name, i) => [
        update(name, { ...inputs[i]!, career: 'updated', detailImages: [{ priority: 1, imageUrl: '/media/b/1.jpg' }] }),
        t.app.inject({ method: 'DELETE', url: `/api/admin/deleteArtist/${name}`, headers: auth }),
        t.app.inject({ method: 'GET', url: `/api/artist/getDetails/${name}`, remoteAddress: `10.50.0.${i}` }),
      ]),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set(statuses.filter((status) => status === 200 || status === 404)));
    // Every artist is gone in the end, with nothing of it left behind.
    for (const name of names) {
      expect((await t.app.inject({ method: 'GET', url: `/api/artist/getDetailsForEdit/${name}`, headers: auth })).statusCode).toBe(404);
    }
  });
});
