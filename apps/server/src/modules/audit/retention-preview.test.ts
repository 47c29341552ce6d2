import fs from 'node:fs';
import path from 'node:path';
import type { AuditRetentionPreview } from '@agency/contract/audit';
import { ROLE_EDITOR } from '@agency/contract/auth';
import { describe, expect, it } from 'vitest';
import { signInToken, TEST_ADMIN, useTestAppWithAdmin } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';
import { hashPassword } from '../auth/password';
import { upsertUser } from '../auth/users-repository';

const app = useTestAppWithAdmin();
const DAY_MS = 24 * 60 * 60 * 1000;
/** Older than the media cleanup's grace period at any time of this test. */
const OLD = new Date('2026-11-01T00:00:00Z');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (method: Method, url: string, payload?: object) => {
  const res = await app.t.app.inject({ method, url, headers: app.auth, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown;
};
const signIn = async (username: string, password: string) => `Bearer ${await signInToken(app.t.app, { username, password })}`;
const preview = async (query = '') => (await call('GET', `/api/admin/audit-settings/preview${query}`)) as AuditRetentionPreview;

let serial = 0;
/** An uploaded file in local storage (old enough for the cleanup), answered as its key. */
function storeUpload(folder: string): string {
  serial++;
  const key = `${folder}/${serial}-${1_763_000_000_000 + serial}.jpg`;
  const file = path.join(app.t.config.dataDir, 'media', key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
  fs.utimesSync(file, OLD, OLD);
  return key;
}
const stored = (key: string) => fs.existsSync(path.join(app.t.config.dataDir, 'media', key));
const images = (...keys: string[]) => keys.map((key, i) => ({ priority: i + 1, imageUrl: `/media/${key}` }));
const updateBody = (overrides: Parameters<typeof artistInput>[0]) => {
  const { views: _views, ...input } = artistInput(overrides);
  return input;
};

/** Issue 35 item 5 (decision 102): before a retention is chosen, the admin is told how many entries and files it deletes. */
describe('GET /api/admin/audit-settings/preview', () => {
  it('counts the entries past a retention and the uploaded files only they refer to, as the purge and the cleanup then delete them', async () => {
    expect(await preview()).toEqual({ retentionDays: null, entries: 0, files: 0 });

    const main = storeUpload('artists/keeper/main');
    const [replaced, reused, current] = [storeUpload('artists/keeper/detail'), storeUpload('artists/keeper/detail'), storeUpload('artists/keeper/detail')];
    const deletedArtistPicture = storeUpload('artists/deleted/detail');
    await call('POST', '/api/admin/createArtist', artistInput({ urlName: 'keeper', mainImage: `/media/${main}`, detailImages: images(replaced, reused) }));
    // The replaced picture and the reused one stay only in the history...
    await call('PUT', '/api/admin/updateArtist/keeper', updateBody({ urlName: 'keeper', mainImage: `/media/${main}`, detailImages: images(current) }));
    await call('POST', '/api/admin/createArtist', artistInput({ urlName: 'deleted', detailImages: images(deletedArtistPicture) }));
    await call('DELETE', '/api/admin/deleteArtist/deleted');
    const old = (await call('GET', '/api/admin/audit?limit=200')) as { entries: unknown[] };

    // ...until a year later a new artist uses the reused one again.
    app.t.clock.advance(400 * DAY_MS);
    app.auth.authorization = await signIn(TEST_ADMIN.username, TEST_ADMIN.password);
    await call('POST', '/api/admin/createArtist', artistInput({ urlName: 'recent', detailImages: images(reused) }));

    const oneYear = await preview('?retentionDays=365');
    expect(oneYear).toEqual({ retentionDays: 365, entries: old.entries.length, files: 2 });
    expect(await preview('?retentionDays=3650')).toEqual({ retentionDays: 3650, entries: 0, files: 0 });
    // Nothing is deleted by asking, and without a number it answers for the stored retention (forever).
    expect(await preview('?retentionDays=365')).toEqual(oneYear);
    expect(await preview()).toEqual({ retentionDays: null, entries: 0, files: 0 });

    await call('PUT', '/api/admin/audit-settings', { retentionDays: 365 });
    expect(await preview()).toEqual(oneYear);
    expect(await app.t.app.auditRetention.runOnce()).toBe(oneYear.entries);
    await app.t.app.mediaCleanup.runOnce();
    expect({ replaced: stored(replaced), deleted: stored(deletedArtistPicture) }).toEqual({ replaced: false, deleted: false });
    expect({ main: stored(main), reused: stored(reused), current: stored(current) }).toEqual({ main: true, reused: true, current: true });
    expect(await preview()).toEqual({ retentionDays: 365, entries: 0, files: 0 });
  });

  it('refuses a retention outside 30 to 3650 days and unknown parameters with 400, and editors with 403', async () => {
    for (const query of ['?retentionDays=7', '?retentionDays=3651', '?retentionDays=forever', '?retentionDays=1.5', '?days=365']) {
      const res = await app.t.app.inject({ method: 'GET', url: `/api/admin/audit-settings/preview${query}`, headers: app.auth });
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    await upsertUser(app.t.database.handle.db, { username: 'preview.editor', passwordHash: await hashPassword('editor-password-123'), role: ROLE_EDITOR, now: app.t.clock.now().toISOString() });
    const editor = { authorization: await signIn('preview.editor', 'editor-password-123') };
    expect((await app.t.app.inject({ method: 'GET', url: '/api/admin/audit-settings/preview?retentionDays=365', headers: editor })).statusCode).toBe(403);
    expect((await app.t.app.inject({ method: 'GET', url: '/api/admin/audit-settings/preview' })).statusCode).toBe(401);
  });
});
