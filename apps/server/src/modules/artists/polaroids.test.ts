import { POLAROIDS_DATE_INVALID } from '@agency/contract/artists';
import { describe, expect, it } from 'vitest';
import { useTestAppWithAdmin } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';

const app = useTestAppWithAdmin();

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => app.t.app.inject({ method, url, headers: app.auth, ...(payload ? { payload } : {}) });
const visitor = (url: string) => app.t.app.inject({ method: 'GET', url });
const polaroid = (n: number, priority = n) => ({ priority, imageUrl: `https://cdn.example.com/polaroids/${n}.jpg` });

describe('polaroids (issue 17)', () => {
  it('are stored with their day on create, counted on the detail and served by their own call in order', async () => {
    const res = await admin('POST', '/api/admin/createArtist', artistInput({ urlName: 'pola', korName: '폴라', polaroids: [polaroid(2, 1), polaroid(1, 0), { priority: 3, imageUrl: '' }], polaroidsTakenOn: '2026-11-20' }));
    expect(res.statusCode).toBe(200);
    const detail = (await visitor('/api/artist/getDetails/pola')).json();
    expect(detail).toMatchObject({ polaroidCount: 2, polaroidsTakenOn: '2026-11-20' });
    expect(detail.polaroids).toBeUndefined();
    const set = await visitor('/api/artist/getPolaroids/pola');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      takenOn: '2026-11-20',
      polaroids: [
        { id: expect.any(Number), priority: 0, imageUrl: polaroid(1).imageUrl },
        { id: expect.any(Number), priority: 1, imageUrl: polaroid(2).imageUrl },
      ],
    });
    const edit = (await admin('GET', '/api/artist/getDetailsForEdit/pola')).json();
    expect(edit.polaroids.map((p: { imageUrl: string }) => p.imageUrl)).toEqual([polaroid(1).imageUrl, polaroid(2).imageUrl]);
  });

  it('an update without polaroids keeps them; with them, replaces them; a bad day is a 400 that changes nothing', async () => {
    const { id: _id, views: _v, isHidden: _h, version: _ver, polaroidCount, polaroids: _p, polaroidsTakenOn: _d, ...rest } = (await admin('GET', '/api/artist/getDetailsForEdit/pola')).json();
    // The count may come back as it was read (a client sending the artist as it got it): it is ignored.
    expect((await admin('PUT', '/api/admin/updateArtist/pola', { ...rest, polaroidCount: polaroidCount + 5, career: 'kept' })).statusCode).toBe(200);
    expect((await visitor('/api/artist/getPolaroids/pola')).json().polaroids).toHaveLength(2);

    const bad = await admin('PUT', '/api/admin/updateArtist/pola', { ...rest, polaroids: [polaroid(9)], polaroidsTakenOn: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(POLAROIDS_DATE_INVALID);
    expect((await visitor('/api/artist/getPolaroids/pola')).json().polaroids).toHaveLength(2);

    expect((await admin('PUT', '/api/admin/updateArtist/pola', { ...rest, polaroids: [polaroid(9)], polaroidsTakenOn: '' })).statusCode).toBe(200);
    expect((await visitor('/api/artist/getPolaroids/pola')).json()).toEqual({ takenOn: '', polaroids: [{ id: expect.any(Number), priority: 9, imageUrl: polaroid(9).imageUrl }] });
  });

  it('are not public for a hidden or unknown artist, and go with a deleted one', async () => {
    const list = (await admin('GET', '/api/artist/getAllForManagement')).json() as { id: number; urlName: string }[];
    const id = list.find((a) => a.urlName === 'pola')!.id;
    expect((await admin('PUT', `/api/artist/${id}/visibility`, { isHidden: true })).statusCode).toBe(200);
    expect((await visitor('/api/artist/getPolaroids/pola')).statusCode).toBe(404);
    expect((await visitor('/api/artist/getPolaroids/nobody')).statusCode).toBe(404);
    expect((await admin('DELETE', '/api/admin/deleteArtist/pola')).statusCode).toBe(200);
    const rows = await app.t.database.handle.db.selectFrom('artist_polaroids').select('id').where('artist_id', '=', id).execute();
    expect(rows).toEqual([]);
  });
});
