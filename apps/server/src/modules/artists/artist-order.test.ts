import { ARTIST_ORDER_MISMATCH, ARTIST_ORDER_STALE, type ArtistManagementItem } from '@agency/contract/artists';
import { EDIT_CONFLICT, ifMatchOf } from '@agency/contract/edit-version';
import { describe, expect, it } from 'vitest';
import { useTestAppWithAdmin } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';

const app = useTestAppWithAdmin();
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.t.app.inject({ method, url, headers: { ...app.auth, ...headers }, ...(payload ? { payload } : {}) });
const list = async () => (await admin('GET', '/api/artist/getAllForManagement')).json() as ArtistManagementItem[];

describe('the roster order by dragging (issue 19)', () => {
  it('writes priorities 0, 1, 2, ... in one call; the public roster follows', async () => {
    for (const [i, urlName] of ['order-a', 'order-b', 'order-c'].entries()) {
      expect((await admin('POST', '/api/admin/createArtist', artistInput({ urlName, korName: urlName, engName: urlName, priority: i * 10 }))).statusCode).toBe(200);
    }
    const before = await list();
    const reversed = before.map((a) => a.id).reverse();
    const res = await admin('PUT', '/api/admin/artists/order', { ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as ArtistManagementItem[];
    expect(after.map((a) => a.id)).toEqual(reversed);
    expect(after.map((a) => a.priority)).toEqual([0, 1, 2]);
    const roster = (await app.t.app.inject({ method: 'GET', url: '/api/artist/getAll' })).json() as { urlName: string }[];
    expect(roster.map((a) => a.urlName)).toEqual(['order-c', 'order-b', 'order-a']);

    // The new places moved no artist's version (decision 106).
    expect(after.map((a) => a.version)).toEqual([...before].reverse().map((a) => a.version));
  });

  it('a reorder leaves the artists\' versions: an edit form opened before saves, and keeps the new place (decision 106)', async () => {
    const openedEdit = (await admin('GET', '/api/artist/getDetailsForEdit/order-a')).json() as { version: number; priority: number; boardIds: number[] };
    const before = await list();
    const res = await admin('PUT', '/api/admin/artists/order', { ids: before.map((a) => a.id).reverse() }, { 'if-match': ifMatchOf(before[0]!.orderVersion) });
    expect(res.statusCode, res.body).toBe(200);
    const placed = (res.json() as ArtistManagementItem[]).find((a) => a.urlName === 'order-a')!;
    expect(placed.priority).not.toBe(openedEdit.priority);
    expect((await admin('GET', '/api/artist/getDetailsForEdit/order-a')).json()).toMatchObject({ version: openedEdit.version });

    // The form as it was read, the career typed: saved on the version it was read at.
    const { views: _views, ...update } = artistInput({ urlName: 'order-a', korName: 'order-a', career: '새 경력', priority: openedEdit.priority });
    const saved = await admin('PUT', '/api/admin/updateArtist/order-a', { ...update, loaded: { priority: openedEdit.priority, boardIds: openedEdit.boardIds } }, { 'if-match': ifMatchOf(openedEdit.version) });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = (await admin('GET', '/api/artist/getDetailsForEdit/order-a')).json() as { version: number; priority: number; career: string };
    expect(stored).toMatchObject({ career: '새 경력', priority: placed.priority, version: openedEdit.version + 1 });
    expect((await list()).map((a) => a.urlName)).toEqual((res.json() as ArtistManagementItem[]).map((a) => a.urlName));

    // A save that changes nothing of the content leaves the version too.
    const again = await admin('PUT', '/api/admin/updateArtist/order-a', { ...update, loaded: { priority: openedEdit.priority, boardIds: openedEdit.boardIds } }, { 'if-match': ifMatchOf(stored.version) });
    expect(again.statusCode, again.body).toBe(200);
    expect((await admin('GET', '/api/artist/getDetailsForEdit/order-a')).json()).toMatchObject({ version: stored.version, priority: placed.priority });
  });

  it('the order has its own version: a save on an older one is a 409 and changes nothing (decision 106)', async () => {
    const before = await list();
    const opened = before[0]!.orderVersion;
    expect(new Set(before.map((a) => a.orderVersion))).toEqual(new Set([opened]));
    const first = await admin('PUT', '/api/admin/artists/order', { ids: before.map((a) => a.id).reverse() }, { 'if-match': ifMatchOf(opened) });
    expect(first.statusCode, first.body).toBe(200);
    const moved = first.json() as ArtistManagementItem[];
    expect(moved[0]!.orderVersion).toBe(opened + 1);

    const stale = await admin('PUT', '/api/admin/artists/order', { ids: before.map((a) => a.id) }, { 'if-match': ifMatchOf(opened) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: ARTIST_ORDER_STALE });
    expect(await list()).toEqual(moved);

    // A priority changed on an edit form is an order change: the order read before is stale; a priority changed
    // on the form while the order changed too is a 409 of the form.
    const edit = (await admin('GET', '/api/artist/getDetailsForEdit/order-b')).json() as { version: number; priority: number; boardIds: number[] };
    const { views: _views, ...update } = artistInput({ urlName: 'order-b', korName: 'order-b', priority: 50 });
    const placed = await admin('PUT', '/api/admin/updateArtist/order-b', { ...update, loaded: { priority: edit.priority, boardIds: edit.boardIds } }, { 'if-match': ifMatchOf(edit.version) });
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await admin('PUT', '/api/admin/artists/order', { ids: moved.map((a) => a.id) }, { 'if-match': ifMatchOf(moved[0]!.orderVersion) })).statusCode).toBe(409);
    const both = await admin('PUT', '/api/admin/updateArtist/order-b', { ...update, priority: 60, loaded: { priority: edit.priority, boardIds: edit.boardIds } }, { 'if-match': ifMatchOf(edit.version) });
    expect(both.statusCode).toBe(409);
    expect(both.json()).toEqual({ message: EDIT_CONFLICT });
    expect((await admin('GET', '/api/artist/getDetailsForEdit/order-b')).json()).toMatchObject({ priority: 50 });
  });

  it('order saves at once on one version: exactly one is saved, the others are 409; edits of places meanwhile never deadlock', async () => {
    const before = await list();
    const ids = before.map((a) => a.id);
    const orders = [ids, [...ids].reverse(), [ids[1]!, ids[0]!, ...ids.slice(2)], [...ids.slice(1), ids[0]!]];
    const answers = await Promise.all(orders.map((order) => admin('PUT', '/api/admin/artists/order', { ids: order }, { 'if-match': ifMatchOf(before[0]!.orderVersion) })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const saved = orders[answers.findIndex((a) => a.statusCode === 200)]!;
    expect((await list()).map((a) => a.id)).toEqual(saved);

    // Priorities set on edit forms while the order is saved: each answers, none is a 5xx.
    const current = await list();
    const forms = await Promise.all(current.map(async (a) => (await admin('GET', `/api/artist/getDetailsForEdit/${a.urlName}`)).json() as { urlName: string; version: number; priority: number; boardIds: number[] }));
    const writes = await Promise.all([
      ...forms.map((form, i) => {
        const { views: _views, ...update } = artistInput({ urlName: form.urlName, korName: form.urlName, priority: 100 + i });
        return admin('PUT', `/api/admin/updateArtist/${form.urlName}`, { ...update, loaded: { priority: form.priority, boardIds: form.boardIds } }, { 'if-match': ifMatchOf(form.version) });
      }),
      admin('PUT', '/api/admin/artists/order', { ids: current.map((a) => a.id).reverse() }, { 'if-match': ifMatchOf(current[0]!.orderVersion) }),
    ]);
    for (const answer of writes) expect([200, 409], answer.body).toContain(answer.statusCode);
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
