import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { ARTIST_FIELD_KEYS } from '@agency/contract/artist-fields';
import type { ArtistForEdit } from '@agency/contract/artists';
import { ifMatchOf } from '@agency/contract/edit-version';
import type { PublicPackage } from '@agency/contract/packages';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';
import { createS3BlobStore, type S3BlobStore } from '../../storage/s3-blob-store';

/** Unsigned paths of application photos, as a draft keeps them; signed ones, as staff get them. */
const REF = /^\/api\/application-photos\/\d+$/;
const SIGNED = /^\/api\/application-photos\/\d+\?expires=\d+&signature=[A-Za-z0-9_-]+$/;
/** Where a published photo lands: the artist's folder, 128 random bits, the usual index-timestamp name. */
const PUBLISHED_KEY = (urlName: string) => new RegExp(`^artists/${urlName}/[0-9a-f]{32}/\\d+-\\d{13}\\.jpg$`);

let sequence = 0;
const photo = (colour: string) => sharp({ create: { width: 120 + sequence++, height: 160, channels: 3, background: colour } }).jpeg().toBuffer();

/** An application with three photos, sent by a visitor; answers its id and its photos' stored bytes (by photo id). */
async function apply(t: TestApp, name: string): Promise<{ id: number; files: Map<number, Buffer> }> {
  const photoIds: string[] = [];
  for (const colour of ['#aa3300', '#33aa00', '#0033aa']) {
    const res = await t.app.inject({ method: 'POST', url: '/api/applications/photos', headers: { 'content-type': 'image/jpeg' }, payload: await photo(colour), remoteAddress: `192.0.2.${++sequence % 250}` });
    expect(res.statusCode, res.body).toBe(200);
    photoIds.push((res.json() as { id: string }).id);
  }
  const body = { name, birthDate: '2012-03-04', gender: 'female', heightCm: 158, city: '서울', phone: '010-1111-2222', email: 'minor@example.com', photoIds, consentRequired: true, guardianConsent: true, guardianName: '보호자', guardianContact: '010-3333-4444' };
  const sent = await t.app.inject({ method: 'POST', url: '/api/applications', payload: body, remoteAddress: `198.51.100.${++sequence % 250}` });
  expect(sent.statusCode, sent.body).toBe(200);
  const db = t.database.handle.db;
  const application = await db.selectFrom('applications').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  const rows = await db.selectFrom('application_photos').select(['id', 'upload_id']).where('application_id', '=', application.id).execute();
  const files = new Map<number, Buffer>();
  for (const row of rows) {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/applications/${application.id}`, headers: { authorization: `Bearer ${await t.adminToken()}` } });
    const signed = (res.json() as { photos: { id: number; url: string }[] }).photos.find((p) => p.id === row.id)!.url;
    files.set(row.id, (await t.app.inject({ method: 'GET', url: signed })).rawPayload);
  }
  return { id: application.id, files };
}

const adminOf = (t: TestApp) => async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${await t.adminToken()}`, ...headers }, ...(payload ? { payload } : {}) });

/** The update body of an artist as its edit screen holds it (signed addresses and all). */
function updateBodyOf(artist: ArtistForEdit, change: Partial<ArtistForEdit> = {}) {
  const edited = { ...artist, ...change };
  return {
    ...Object.fromEntries(ARTIST_FIELD_KEYS.map((key) => [key, edited[key]])),
    priority: edited.priority,
    detailImages: edited.detailImages.map(({ priority, imageUrl }) => ({ priority, imageUrl })),
    detailVideos: edited.detailVideos.map(({ priority, videoUrl }) => ({ priority, videoUrl })),
    compCardImages: edited.compCardImages,
  };
}

/** Every picture address an artist's rows hold. */
async function storedPictures(t: TestApp, urlName: string): Promise<string[]> {
  const db = t.database.handle.db;
  const artist = await db.selectFrom('artists').select(['id', 'main_image', 'detail_main_image', 'comp_card_images']).where('url_name', '=', urlName).executeTakeFirstOrThrow();
  const details = await db.selectFrom('artist_detail_images').select('image_url').where('artist_id', '=', artist.id).orderBy('priority').execute();
  return [artist.main_image, artist.detail_main_image, ...(JSON.parse(artist.comp_card_images) as string[]), ...details.map((d) => d.image_url)];
}

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/')) : [];

describe('an artist draft keeps an applicant\'s photos private until it is shown (decision 093, local media)', () => {
  let t: TestApp;
  let admin: ReturnType<typeof adminOf>;
  let applicant: Awaited<ReturnType<typeof apply>>;
  let urlName: string;
  const mediaDir = () => path.join(t.config.dataDir, 'media');

  beforeAll(async () => {
    t = await buildTestApp({ now: '2026-11-15T03:00:00.000Z' });
    admin = adminOf(t);
    applicant = await apply(t, '김미성');
  });
  afterAll(() => t.close());

  it('makes the draft without a single public file: its pictures are the application\'s photos, signed for staff only', async () => {
    const before = filesUnder(mediaDir());
    const draft = await admin('POST', `/api/admin/applications/${applicant.id}/artist-draft`);
    expect(draft.statusCode, draft.body).toBe(200);
    urlName = (draft.json() as { urlName: string }).urlName;
    expect(urlName).toBe(`applicant-${applicant.id}`);
    expect(filesUnder(mediaDir())).toEqual(before);
    // The address the draft used to copy the photos to, guessable from the id and the time, answers nothing.
    const stamp = t.clock.now().getTime();
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: `/media/artists/${urlName}/detail/${i}-${stamp}.jpg` })).statusCode).toBe(404);

    const stored = await storedPictures(t, urlName);
    expect(stored.filter((url) => url !== '').every((url) => REF.test(url))).toBe(true);
    const ids = [...applicant.files.keys()];
    expect(stored.slice(-3)).toEqual(ids.map((id) => `/api/application-photos/${id}`));

    const artist = (await admin('GET', `/api/artist/getDetailsForEdit/${urlName}`)).json() as ArtistForEdit;
    expect(artist.isHidden).toBe(true);
    expect(artist.mainImage).toMatch(SIGNED);
    expect(artist.detailImages.map((i) => i.imageUrl).every((url) => SIGNED.test(url))).toBe(true);
    for (const [index, image] of artist.detailImages.entries()) {
      const res = await t.app.inject({ method: 'GET', url: image.imageUrl });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.equals(applicant.files.get(ids[index]!)!)).toBe(true);
    }
    // Without a valid signature nothing answers: the draft's own path, a forged or an expired signature.
    for (const url of [stored.at(-1)!, `${stored.at(-1)!}?expires=9999999999&signature=${'A'.repeat(43)}`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).not.toBe(200);
    }
    t.clock.advance(16 * 60_000);
    expect((await t.app.inject({ method: 'GET', url: artist.mainImage })).statusCode).toBe(404);
    t.clock.advance(-16 * 60_000);
    // The roster and the public artist page know nothing of it.
    expect((await t.app.inject({ method: 'GET', url: `/api/artist/getDetails/${urlName}` })).statusCode).toBe(404);
    const list = (await admin('GET', '/api/artist/getAllForManagement')).json() as { urlName: string; mainImage: string }[];
    expect(list.find((a) => a.urlName === urlName)!.mainImage).toMatch(SIGNED);
  });

  it('saves the draft as staff edited it (a photo left out) with the plain paths, still private', async () => {
    const artist = (await admin('GET', `/api/artist/getDetailsForEdit/${urlName}`)).json() as ArtistForEdit;
    const kept = artist.detailImages.slice(0, 2);
    const body = updateBodyOf(artist, { detailImages: kept, compCardImages: [kept[1]!.imageUrl], engName: 'Mina' });
    const saved = await admin('PUT', `/api/admin/updateArtist/${urlName}`, body, { 'if-match': ifMatchOf(artist.version) });
    expect(saved.statusCode, saved.body).toBe(200);
    const [first, second] = [...applicant.files.keys()].map((id) => `/api/application-photos/${id}`);
    // Main and detail-main picture, the comp card's pick, the two detail pictures.
    expect(await storedPictures(t, urlName)).toEqual([first, first, second, first, second]);
    expect(filesUnder(mediaDir())).toEqual([]);
  });

  it('publishes the photos staff kept when the artist is shown: public copies under unguessable keys, nothing else', async () => {
    const artist = (await admin('GET', `/api/artist/getDetailsForEdit/${urlName}`)).json() as ArtistForEdit;
    const shown = await admin('PUT', `/api/artist/${artist.id}/visibility`, { isHidden: false }, { 'if-match': ifMatchOf(artist.version) });
    expect(shown.statusCode, shown.body).toBe(200);

    const files = filesUnder(mediaDir());
    expect(files).toHaveLength(2);
    for (const key of files) expect(key).toMatch(PUBLISHED_KEY(urlName));
    expect(new Set(files.map((key) => key.split('/')[2])).size).toBe(2);
    const ids = [...applicant.files.keys()];
    const stored = await storedPictures(t, urlName);
    expect(stored.every((url) => url.startsWith('/media/'))).toBe(true);
    const [main, detailMain, pick, first, second] = stored;
    expect([main, detailMain, pick]).toEqual([first, first, second]);
    expect(first).not.toBe(second);
    // Without a login, the copies answer with the applicant's (metadata-free) photo; the left-out one is nowhere.
    for (const [url, id] of [[first!, ids[0]!], [second!, ids[1]!]] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(applicant.files.get(id)!)).toBe(true);
    }
    const publicArtist = (await t.app.inject({ method: 'GET', url: `/api/artist/getDetails/${urlName}` })).json() as { mainImage: string; detailImages: { imageUrl: string }[] };
    expect(publicArtist.mainImage).toBe(first);
    expect(publicArtist.detailImages.map((i) => i.imageUrl)).toEqual([first, second]);
    expect(JSON.stringify(publicArtist)).not.toContain('application-photos');

    // Hidden and shown again: nothing is copied twice.
    const again = (await admin('GET', `/api/artist/getDetailsForEdit/${urlName}`)).json() as ArtistForEdit;
    expect((await admin('PUT', `/api/artist/${again.id}/visibility`, { isHidden: true })).statusCode).toBe(200);
    expect((await admin('PUT', `/api/artist/${again.id}/visibility`, { isHidden: false })).statusCode).toBe(200);
    expect(filesUnder(mediaDir())).toHaveLength(2);
  });

  it('publishes an application photo a shown artist\'s save names, and drops one whose application is gone', async () => {
    const other = await apply(t, '이공개');
    const [photoId] = [...other.files.keys()];
    const created = await admin('POST', '/api/admin/createArtist', artistInput({ urlName: 'shown-direct', mainImage: `/api/application-photos/${photoId}`, detailImages: [] }));
    expect(created.statusCode, created.body).toBe(200);
    const [main] = await storedPictures(t, 'shown-direct');
    expect(main).toMatch(/^\/media\/artists\/shown-direct\/[0-9a-f]{32}\/0-\d{13}\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url: main! })).rawPayload.equals(other.files.get(photoId!)!)).toBe(true);

    // A draft whose application is deleted before it is shown: its photos went with the application.
    const draft = (await (await admin('POST', `/api/admin/applications/${other.id}/artist-draft`)).json()) as { urlName: string };
    const version = ((await admin('GET', `/api/admin/applications/${other.id}`)).json() as { version: number }).version;
    expect((await admin('DELETE', `/api/admin/applications/${other.id}`, undefined, { 'if-match': ifMatchOf(version) })).statusCode).toBe(204);
    const artist = (await admin('GET', `/api/artist/getDetailsForEdit/${draft.urlName}`)).json() as ArtistForEdit;
    expect((await t.app.inject({ method: 'GET', url: artist.mainImage })).statusCode).toBe(404);
    expect((await admin('PUT', `/api/artist/${artist.id}/visibility`, { isHidden: false })).statusCode).toBe(200);
    const shown = (await admin('GET', `/api/artist/getDetailsForEdit/${draft.urlName}`)).json() as ArtistForEdit;
    expect(shown).toMatchObject({ isHidden: false, mainImage: '', detailMainImage: '', detailImages: [] });
  });

  it('shows a hidden draft in a client package through signed addresses only', async () => {
    const third = await apply(t, '박패키지');
    const draft = (await (await admin('POST', `/api/admin/applications/${third.id}/artist-draft`)).json()) as { urlName: string };
    const artist = (await admin('GET', `/api/artist/getDetailsForEdit/${draft.urlName}`)).json() as ArtistForEdit;
    const created = await admin('POST', '/api/admin/packages', { title: '신인', clientName: 'Brand', artistIds: [artist.id] });
    expect(created.statusCode, created.body).toBe(200);
    const pkg = (await t.app.inject({ method: 'GET', url: `/api/packages/${(created.json() as { token: string }).token}` })).json() as PublicPackage;
    const images = pkg.artists[0]!.artist.detailImages.map((i) => i.imageUrl);
    expect(images).toHaveLength(3);
    for (const url of images) {
      expect(url).toMatch(SIGNED);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    expect(filesUnder(mediaDir()).some((key) => key.includes(draft.urlName))).toBe(false);
  });
});

describe('an artist draft keeps an applicant\'s photos private until it is shown (decision 093, S3 on s3rver)', () => {
  const BUCKET = 'agency-media';
  let server: S3rver;
  let directory: string;
  let bucket: S3BlobStore;
  let t: TestApp;

  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-s3rver-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
    const { port } = await server.run();
    const s3 = { bucket: BUCKET, region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, publicBaseUrl: 'https://cdn.example.test/media/' };
    bucket = createS3BlobStore(s3);
    await bucket.client.send(new CreateBucketCommand({ Bucket: BUCKET }));
    t = await buildTestApp({
      env: {
        MEDIA_DRIVER: 's3',
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
        MEDIA_PUBLIC_BASE_URL: s3.publicBaseUrl,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    bucket?.client.destroy();
    await server?.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  const keys = async () => {
    const all: string[] = [];
    for await (const file of bucket.list()) all.push(file.key);
    return all.sort();
  };

  it('keeps every object of a draft under private/ and publishes copies under unguessable keys when it is shown', async () => {
    const admin = adminOf(t);
    const applicant = await apply(t, '최버킷');
    const draft = (await (await admin('POST', `/api/admin/applications/${applicant.id}/artist-draft`)).json()) as { urlName: string };
    expect((await keys()).every((key) => key.startsWith('private/applications/'))).toBe(true);
    expect(await keys()).toHaveLength(3);
    const artist = (await admin('GET', `/api/artist/getDetailsForEdit/${draft.urlName}`)).json() as ArtistForEdit;
    expect((await t.app.inject({ method: 'GET', url: artist.detailImages[0]!.imageUrl })).statusCode).toBe(200);

    expect((await admin('PUT', `/api/artist/${artist.id}/visibility`, { isHidden: false })).statusCode).toBe(200);
    const published = (await keys()).filter((key) => !key.startsWith('private/'));
    expect(published).toHaveLength(3);
    for (const key of published) expect(key).toMatch(PUBLISHED_KEY(draft.urlName));
    // The artist names the copies at the bucket's public address, in the order of the application's photos.
    const stored = await storedPictures(t, draft.urlName);
    const named = stored.slice(-3).map((url) => url.replace('https://cdn.example.test/media/', ''));
    expect([...named].sort()).toEqual(published);
    for (const [i, id] of [...applicant.files.keys()].entries()) expect((await bucket.get(named[i]!))!.equals(applicant.files.get(id)!)).toBe(true);
  });
});
