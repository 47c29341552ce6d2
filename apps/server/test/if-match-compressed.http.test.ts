import type { AddressInfo } from 'node:net';
import { EDIT_CONFLICT } from '@agency/contract/edit-version';
import type { ArtistForEdit } from '@agency/contract/artists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';

/**
 * An API client that asks for compression and echoes the ETag it got (`"3-br"`) as If-Match names the version it read
 * (docs/decisions/094): over real HTTP, as such a client talks to the server.
 */
describe('If-Match with the tag of a compressed answer', () => {
  let t: TestApp;
  let base: string;
  let auth: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    auth = { authorization: `Bearer ${await t.adminToken()}` };
  });
  afterAll(() => t.close());

  /** The edit read as a client asking for `encoding` gets it: its tag and its decoded artist. */
  const read = async (urlName: string, encoding: 'br' | 'gzip') => {
    // Node's fetch decodes the body itself and keeps the headers as sent.
    const res = await fetch(`${base}/api/artist/getDetailsForEdit/${urlName}`, { headers: { ...auth, 'accept-encoding': encoding } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    return { etag: res.headers.get('etag')!, artist: (await res.json()) as ArtistForEdit };
  };
  const save = (urlName: string, body: object, ifMatch: string) =>
    fetch(`${base}/api/admin/updateArtist/${urlName}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json', 'accept-encoding': 'br, gzip', 'if-match': ifMatch },
      body: JSON.stringify(body),
    });

  it('takes the echoed tag of a brotli or gzip answer as its version, and still refuses an older one', async () => {
    // Long enough to be compressed (answers under 1 KB are sent as they are).
    const long = '경력 '.repeat(400);
    const input = artistInput({ urlName: 'echo-tag', career: long });
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/createArtist', headers: auth, payload: input })).statusCode).toBe(200);
    const { views: _views, ...body } = input;

    const brotli = await read('echo-tag', 'br');
    expect(brotli.etag).toBe(`"${brotli.artist.version}-br"`);
    const saved = await save('echo-tag', { ...body, career: `br ${long}` }, brotli.etag);
    expect(saved.status, await saved.clone().text()).toBe(200);

    const gzip = await read('echo-tag', 'gzip');
    expect(gzip.etag).toBe(`"${brotli.artist.version + 1}-gzip"`);
    // Weak, as a proxy that changed the bytes would send it back.
    expect((await save('echo-tag', { ...body, career: `gzip ${long}` }, `W/${gzip.etag}`)).status).toBe(200);

    // The first read's tag names a version that is gone: 409, nothing saved.
    const stale = await save('echo-tag', { ...body, career: `late ${long}` }, brotli.etag);
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toBe(EDIT_CONFLICT);
    const now = await t.app.inject({ method: 'GET', url: '/api/artist/getDetailsForEdit/echo-tag', headers: auth });
    expect((now.json() as ArtistForEdit).career).toBe(`gzip ${long}`);
  });
});
