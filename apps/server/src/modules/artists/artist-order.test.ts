import { ARTIST_ORDER_MISMATCH, type ArtistManagementItem } from '@agency/contract/artists';
import { EDIT_CONFLICT, ifMatchOf } from '@agency/contract/edit-version';
import { describe, expect, it } from 'vitest';
import { useTestAppWithAdmin } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';

const app = useTestAppWithAdmin();
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.t.app.inject({ method, url, headers: { ...app.auth, ...headers }, ...(payload ? { payload } : {}) });
const list = async () => (await admin('GET', '/api/artist/getAllForManagement')).json() as ArtistManagementItem[];

describe('the roster order by dragging (issue 19)', () => {
  it('writes priorities 0, 1, 2, ... in one call; the public roster follows; edits opened before get a 409', async () => {
    for (const [i, urlName] of ['order-a', 'order-b', 'order-c'].entries()) {
      expect((await admin('POST', '/api/admin/createArtist', artistInput({ urlName, korName: urlName, engName: urlName, priority: i * 10 }))).statusCode).toBe(200);
    }
    const before = await list();
    const openedEdit = (await admin('GET', '/api/artist/getDetailsForEdit/order-a')).json() as { version: number };
    const reversed = before.map((a) => a.id).reverse();
    const res = await admin('PUT', '/api/admin/artists/order', { ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as ArtistManagementItem[];
    expect(after.map((a) => a.id)).toEqual(reversed);
    expect(after.map((a) => a.priority)).toEqual([0, 1, 2]);
    const roster = (await app.t.app.inject({ method: 'GET', url: '/api/artist/getAll' })).json() as { urlName: string }[];
    expect(roster.map((a) => a.urlName)).toEqual(['order-c', 'order-b', 'order-a']);

    const { views: _views, ...update } = artistInput({ urlName: 'order-a', korName: 'order-a', priority: 0 });
    const stale = await admin('PUT', '/api/admin/updateArtist/order-a', update, { 'if-match': ifMatchOf(openedEdit.version) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: EDIT_CONFLICT });
  });

  it('refuses a list that is not every artist once (one added or deleted meanwhile), changing nothing', async () => {
    const before = await list();
    const ids = before.map((a) => a.id);
    for (const wrong of [ids.slice(1), [...ids, ids[0]!], [...ids.slice(1), 999_999]]) {
      const res = await admin('PUT', '/api/admin/artists/order', { ids: wrong });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: ARTIST_ORDER_MISMATCH });
    }
    expect((await admin('PUT', '/api/admin/artists/order', { ids: ['x'] })).statusCode).toBe(400);
    expect(await list()).toEqual(before);
  });
});
