import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';
import { MEDIA_REMOVED, createMediaGuard } from '../src/modules/media/media-guard';
import type { BlobStore } from '../src/storage/blob-store';

/** Older than the 7-day grace period at the test clock (2026-11-15). */
const OLD = new Date('2026-11-01T00:00:00Z');

/**
 * Uploaded files no row refers to are removed after the grace period; referenced, young and demo files stay,
 * and a save racing the job never ends up referring to a removed file.
 */
describe('media cleanup job', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let jpeg: Buffer;
  let serial = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    auth = { authorization: `Bearer ${await t.adminToken()}` };
    jpeg = await sharp({ create: { width: 40, height: 50, channels: 3, background: '#888' } }).jpeg().toBuffer();
  });
  afterAll(() => t.close());

  const mediaDir = () => path.join(t.config.dataDir, 'media');
  /** A stored upload with a unique key, last changed at `modifiedAt`. */
  function storeFile(folder: string, modifiedAt = OLD, body = jpeg): string {
    serial++;
    const key = `${folder}/${serial}-${1_763_000_000_000 + serial}.jpg`;
    const file = path.join(mediaDir(), key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
    fs.utimesSync(file, modifiedAt, modifiedAt);
    return key;
  }
  const stored = (key: string) => fs.existsSync(path.join(mediaDir(), key));
  const createArtist = async (urlName: string, mainImage: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/createArtist', headers: auth, payload: artistInput({ urlName, mainImage }) });
    expect(res.statusCode, res.body).toBe(200);
  };
  const updateMainImage = (urlName: string, mainImage: string) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/updateArtist/${urlName}`, headers: auth, payload: (({ views: _v, ...rest }) => rest)(artistInput({ urlName, mainImage })) });

  it('removes old unreferenced uploads and keeps referenced, young and non-upload files', async () => {
    const referencedByArtist = storeFile('artists/kept/main');
    const referencedByPage = storeFile('about');
    const referencedThroughCdn = storeFile('about');
    const unused = storeFile('artists/gone/detail');
    const young = storeFile('artists/young/detail', new Date('2026-11-14T00:00:00Z'));
    const demoFile = 'demo/old-demo.jpg';
    fs.mkdirSync(path.join(mediaDir(), 'demo'), { recursive: true });
    fs.writeFileSync(path.join(mediaDir(), demoFile), jpeg);
    fs.utimesSync(path.join(mediaDir(), demoFile), OLD, OLD);

    await createArtist('kept', `/media/${referencedByArtist}`);
    const upsert = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pageContent/upsert',
      headers: auth,
      payload: {
        code: 'ABOUT_INFO',
        images: [{ priority: 1, imageUrl: `/media/${referencedByPage}` }],
        texts: [{ priority: 1, description: `see https://cdn.example.com/img/640/${referencedThroughCdn}?v=1` }],
      },
    });
    expect(upsert.statusCode, upsert.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/img/320/${unused}`, headers: { accept: 'image/webp' } })).statusCode).toBe(200);

    const result = await t.app.mediaCleanup.runOnce();

    expect(result.removed).toBeGreaterThanOrEqual(1);
    expect([referencedByArtist, referencedByPage, referencedThroughCdn, young, demoFile].filter((key) => !stored(key))).toEqual([]);
    expect(stored(unused)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/media/${unused}` })).statusCode).toBe(404);
    // The resized copy made before goes with it.
    expect((await t.app.inject({ method: 'GET', url: `/img/320/${unused}`, headers: { accept: 'image/webp' } })).statusCode).toBe(404);
    const marks = await t.database.handle.db.selectFrom('media_removals').selectAll().where('media_key', '=', unused).execute();
    expect(marks).toEqual([{ media_key: unused, marked_at: '2026-11-15T03:00:00.000Z', removed_at: '2026-11-15T03:00:00.000Z' }]);
  });

  it("keeps a deleted artist's pictures while the history can restore it, removes them after, and a save naming a removed file gets 409 and changes nothing", async () => {
    const picture = storeFile('artists/deleted/main');
    await createArtist('deleted', `/media/${picture}`);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/deleteArtist/deleted', headers: auth })).statusCode).toBe(200);
    await t.app.mediaCleanup.runOnce();
    expect(stored(picture)).toBe(true);

    // Once the history no longer holds the artist (a retention of 30 days, 31 days later), the picture goes.
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/audit-settings', headers: auth, payload: { retentionDays: 30 } })).statusCode).toBe(200);
    const now = t.clock.now();
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect(await t.app.auditRetention.runOnce()).toBeGreaterThan(0);
    t.clock.set(now);
    await t.app.mediaCleanup.runOnce();
    expect(stored(picture)).toBe(false);

    await createArtist('reuser', '/media/demo/artists/mi-na/main.jpg');
    const res = await updateMainImage('reuser', `/media/${picture}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(MEDIA_REMOVED);
    const edit = await t.app.inject({ method: 'GET', url: '/api/artist/getDetailsForEdit/reuser', headers: auth });
    expect(edit.json().mainImage).toBe('/media/demo/artists/mi-na/main.jpg');
  });

  it('never marks a file while a save that refers to it is still open (the marking waits for it)', async () => {
    await createArtist('slow-save', '/media/demo/artists/mi-na/main.jpg');
    const picture = storeFile('artists/slow-save/main');
    const db = t.database.handle.db;
    const guard = createMediaGuard({ storage: {} as BlobStore, kind: t.database.handle.kind });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let saveHolds!: () => void;
    const holding = new Promise<void>((resolve) => (saveHolds = resolve));
    // The save's transaction (as the artist service runs it): references checked and written, not yet committed.
    const save = db.transaction().execute(async (trx) => {
      await guard.holdFiles(trx, [`/media/${picture}`]);
      await trx.updateTable('artists').set({ main_image: `/media/${picture}` }).where('url_name', '=', 'slow-save').execute();
      saveHolds();
      await held;
    });
    await holding;
    const cleanup = t.app.mediaCleanup.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all([save, cleanup]);
    expect(stored(picture)).toBe(true);
    expect(await db.selectFrom('media_removals').select('media_key').where('media_key', '=', picture).execute()).toEqual([]);
  });

  it('raced against saves through the API: a save that answers 200 always refers to a file that is still there', async () => {
    await createArtist('racer', '/media/demo/artists/mi-na/main.jpg');
    const outcomes: string[] = [];
    for (let i = 0; i < 12; i++) {
      const picture = storeFile('artists/racer/main');
      const [save] = await Promise.all([updateMainImage('racer', `/media/${picture}`), t.app.mediaCleanup.runOnce()]);
      if (save.statusCode === 200) {
        expect(stored(picture)).toBe(true);
        outcomes.push('saved');
      } else {
        expect(save.statusCode).toBe(409);
        expect(stored(picture)).toBe(false);
        outcomes.push('refused');
      }
    }
    // Whichever way each race went, the artist refers to a stored file.
    const edit = (await t.app.inject({ method: 'GET', url: '/api/artist/getDetailsForEdit/racer', headers: auth })).json() as { mainImage: string };
    const key = edit.mainImage.replace(/^\/media\//, '');
    expect(key.startsWith('demo/') || stored(key), outcomes.join()).toBe(true);
  });

  it('refuses a newly referenced stored file that breaks the upload limits (type, content), checked in storage', async () => {
    await createArtist('checked', '/media/demo/artists/mi-na/main.jpg');
    const notAJpeg = storeFile('artists/checked/main', OLD, Buffer.from('GIF89a this is a gif, not a jpeg'));
    const res = await updateMainImage('checked', `/media/${notAJpeg}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('image/jpeg');
    // A file that is not stored here (another site's address) is not checked.
    expect((await updateMainImage('checked', 'https://elsewhere.example/artists/x/1-1763000000000.jpg')).statusCode).toBe(200);
  });
});
