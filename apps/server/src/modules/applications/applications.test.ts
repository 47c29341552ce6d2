import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { APPLICATION_MESSAGES, APPLICATION_PHOTO_MAX_BYTES } from '@agency/contract/application-rules';
import { APPLICATION_NOT_FOUND, type ApplicationDetail, type ApplicationList } from '@agency/contract/applications';
import { EDIT_CONFLICT, ifMatchOf } from '@agency/contract/edit-version';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithAdmin } from '@test/build-test-app';
import { readMail, startSmtp } from '@test/smtp-server';
import { APPLICATION_RATE_LIMIT, PHOTO_RATE_LIMIT } from './applications-routes';

const smtp = await startSmtp();
afterAll(() => smtp.close());
const app = useTestAppWithAdmin({
  now: '2026-11-15T03:00:00.000Z',
  env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_TO: 'casting@agency.test', SITE_URL: 'https://agency.test' },
});
const db = () => app.t.database.handle.db;
const privateDir = () => path.join(app.t.config.dataDir, 'private-media');

let address = 0;
/** A distinct address per call unless given: the per-address limits are tested on their own. */
const nextAddress = () => `192.0.2.${(address++ % 250) + 1}`;

/** A phone's photo: rotated by EXIF (orientation 6), with a maker, a copyright and GPS coordinates. */
const phonePhoto = (colour = '#884422') =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Private Person', Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

async function upload(body: Buffer, contentType = 'image/jpeg', remoteAddress = nextAddress()) {
  return app.t.app.inject({ method: 'POST', url: '/api/applications/photos', headers: { 'content-type': contentType }, payload: body, remoteAddress });
}
async function uploadedIds(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await upload(await phonePhoto(`#${(300 + i * 111).toString(16).padStart(6, '0')}`));
    expect(res.statusCode, res.body).toBe(200);
    ids.push(res.json().id);
  }
  return ids;
}

const application = (photoIds: string[], overrides: Record<string, unknown> = {}) => ({
  name: '김지원',
  birthDate: '2004-05-06',
  gender: 'female',
  heightCm: 172,
  bust: '82',
  waist: '60',
  hips: '88',
  shoe: '240',
  city: '서울',
  phone: '010-1234-5678',
  email: 'applicant@example.com',
  photoIds,
  consentRequired: true,
  ...overrides,
});
const submit = (body: object, remoteAddress = nextAddress()) => app.t.app.inject({ method: 'POST', url: '/api/applications', payload: body, remoteAddress });
const admin = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.t.app.inject({ method, url, headers: { ...app.auth, ...headers }, ...(payload ? { payload } : {}) });
const count = async (table: 'applications' | 'application_photos') => (await db().selectFrom(table).select('id').execute()).length;
const latest = async () => ((await admin('GET', '/api/admin/applications')).json() as ApplicationList).items[0]!;

describe('model applications (decision 082)', () => {
  let firstId = 0;

  beforeAll(async () => {
    await app.t.app.applicationRetention.runOnce();
  });

  it('re-encodes an uploaded photo upright, without EXIF (GPS included), into the private store only', async () => {
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(original, 'application/octet-stream');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { id, width, height } = res.json() as { id: string; width: number; height: number };
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect([width, height]).toEqual([200, 300]);
    const stored = fs.readFileSync(path.join(privateDir(), 'applications', `${id}.jpg`));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('Private Person'))).toBe(false);
    // Nothing public: neither the media folder nor the resizer reach it.
    expect(fs.existsSync(path.join(app.t.config.dataDir, 'media', 'applications', `${id}.jpg`))).toBe(false);
    expect((await app.t.app.inject({ method: 'GET', url: `/media/applications/${id}.jpg` })).statusCode).toBe(404);
    expect((await app.t.app.inject({ method: 'GET', url: `/img/640/private/applications/${id}.jpg` })).statusCode).toBe(404);
    expect((await app.t.app.inject({ method: 'GET', url: `/media/../private-media/applications/${id}.jpg` })).statusCode).toBe(404);
  });

  it('refuses anything but a JPEG, PNG or WebP picture by its content, and files over 10 MB', async () => {
    const before = await count('application_photos');
    const text = await upload(Buffer.from('just some text pretending to be a photo'), 'image/jpeg');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ message: APPLICATION_MESSAGES.photoType });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
    expect((await upload(gif, 'image/gif')).statusCode).toBe(400);
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#00000000' } }).png().toBuffer();
    expect((await upload(png, 'image/png')).statusCode).toBe(200);
    const huge = await upload(Buffer.alloc(APPLICATION_PHOTO_MAX_BYTES + 1, 0xff), 'image/jpeg');
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: APPLICATION_MESSAGES.photoSize });
    expect(await count('application_photos')).toBe(before + 1);
  });

  it('refuses a picture that would unpack into gigapixels (a decompression bomb) without decoding it', async () => {
    // A PNG whose header claims 50,000 x 50,000 pixels, with almost no data.
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(body) >>> 0);
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(50_000, 0);
    header.writeUInt32BE(50_000, 4);
    header.set([8, 2, 0, 0, 0], 8);
    const bomb = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))), chunk('IEND', Buffer.alloc(0))]);
    const res = await upload(bomb, 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: APPLICATION_MESSAGES.photoType });
  });

  it('limits photo uploads per address', async () => {
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).jpeg().toBuffer();
    const statuses: number[] = [];
    for (let i = 0; i < PHOTO_RATE_LIMIT.max + 1; i++) statuses.push((await upload(tiny, 'image/jpeg', '198.51.100.88')).statusCode);
    expect(statuses.slice(0, PHOTO_RATE_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await upload(tiny, 'image/jpeg', '198.51.100.89')).statusCode).toBe(200);
  });

  it('stores an application with its photos and mails the agency through the outbox', async () => {
    const photoIds = await uploadedIds(3);
    const res = await submit(application(photoIds, { consentOptional: true, instagram: '@jiwon', message: '안녕하세요' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const rows = await db().selectFrom('applications').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: '김지원', status: 'new', consent_optional: 1, instagram: '@jiwon', consent_required_at: '2026-11-15T03:00:00.000Z', retain_until: '2027-11-15T03:00:00.000Z' });
    firstId = rows[0]!.id;
    const photos = await db().selectFrom('application_photos').select(['upload_id', 'position']).where('application_id', '=', firstId).orderBy('position').execute();
    expect(photos.map((p) => p.upload_id)).toEqual(photoIds);

    smtp.received.length = 0;
    await app.t.app.inquiryOutbox.runOnce();
    expect(smtp.received).toHaveLength(1);
    const mail = readMail(smtp.received[0]!.raw);
    expect(mail.subject).toContain('[모델 지원] 김지원');
    expect(mail.text).toContain(`https://agency.test/admin/applications/${firstId}`);
    // Contact details stay in the admin.
    expect(mail.text).not.toContain('010-1234-5678');
  });

  it('shows the admin the application with photos through short-lived signed addresses', async () => {
    const item = await latest();
    expect(item).toMatchObject({ id: firstId, name: '김지원', photoCount: 3, status: 'new' });
    const detail = (await admin('GET', `/api/admin/applications/${firstId}`)).json() as ApplicationDetail;
    expect(detail.photos).toHaveLength(3);
    const photo = await app.t.app.inject({ method: 'GET', url: detail.photos[0]!.url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    const [base] = detail.photos[0]!.url.split('?');
    expect((await app.t.app.inject({ method: 'GET', url: base! })).statusCode).toBe(400);
    expect((await app.t.app.inject({ method: 'GET', url: detail.photos[0]!.url.replace(/signature=./, 'signature=A') })).statusCode).toBe(404);
    expect((await app.t.app.inject({ method: 'GET', url: detail.photos[1]!.url.replace(/\/(\d+)\?/, `/${detail.photos[0]!.id}?`) })).statusCode).toBe(404);
    app.t.clock.advance(16 * 60_000);
    expect((await app.t.app.inject({ method: 'GET', url: detail.photos[0]!.url })).statusCode).toBe(404);
    app.t.clock.advance(-16 * 60_000);
  });

  it('refuses incomplete or unlawful applications with a clear 400 and stores nothing', async () => {
    const before = await count('applications');
    const ids = await uploadedIds(3);
    const cases: [Record<string, unknown>, string][] = [
      [application(ids.slice(0, 2)), APPLICATION_MESSAGES.photoCount],
      [application([...ids, ...ids.slice(0, 1)]), APPLICATION_MESSAGES.photoCount],
      [application(['A'.repeat(22), ...ids.slice(1)]), APPLICATION_MESSAGES.photoUnknown],
      [application(ids, { consentRequired: false }), APPLICATION_MESSAGES.consent],
      [application(ids, { instagram: '@without-consent' }), APPLICATION_MESSAGES.optionalWithoutConsent],
      [application(ids, { birthDate: '2013-01-01' }), APPLICATION_MESSAGES.guardian],
      [application(ids, { birthDate: '2013-01-01', guardianConsent: true, guardianName: '김보호' }), APPLICATION_MESSAGES.guardian],
      [application(ids, { birthDate: '2026-12-01' }), APPLICATION_MESSAGES.birthDate],
      [application(ids, { email: 'not-an-email' }), APPLICATION_MESSAGES.email],
      [application(ids, { name: '  ' }), APPLICATION_MESSAGES.required],
      [application(ids, { extra: 'field' }), ''],
    ];
    for (const [body, message] of cases) {
      const res = await submit(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await count('applications')).toBe(before);
    // Photos already sent with an application cannot be sent again.
    const used = await db().selectFrom('application_photos').select('upload_id').where('application_id', '=', firstId).execute();
    expect((await submit(application(used.map((p) => p.upload_id)))).json()).toEqual({ message: APPLICATION_MESSAGES.photoUnknown });
  });

  it('takes an applicant under 14 with a guardian\'s consent, name and contact', async () => {
    const res = await submit(application(await uploadedIds(3), { name: 'Mina Lee', birthDate: '2013-11-16', guardianConsent: true, guardianName: '이보호', guardianContact: '010-9999-0000' }));
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await admin('GET', `/api/admin/applications/${(await latest()).id}`)).json() as ApplicationDetail;
    expect(detail).toMatchObject({ guardianName: '이보호', guardianContact: '010-9999-0000', guardianConsentAt: '2026-11-15T03:00:00.000Z', consentOptional: false });
  });

  it('drops a filled-in honeypot quietly and limits applications per address', async () => {
    const before = await count('applications');
    expect((await submit(application(await uploadedIds(3), { website: 'http://spam.example' }))).statusCode).toBe(200);
    expect(await count('applications')).toBe(before);
    const statuses: number[] = [];
    for (let i = 0; i < APPLICATION_RATE_LIMIT.max + 1; i++) statuses.push((await submit({ name: 'x' }, '198.51.100.77')).statusCode);
    expect(statuses.slice(0, APPLICATION_RATE_LIMIT.max).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('keeps its version on a review saved as it was, so a screen loaded before still saves (decision 106)', async () => {
    const loaded = (await admin('GET', `/api/admin/applications/${firstId}`)).json() as ApplicationDetail;
    const unchanged = await admin('PUT', `/api/admin/applications/${firstId}`, { status: loaded.status, notes: loaded.notes }, { 'if-match': ifMatchOf(loaded.version) });
    expect(unchanged.statusCode).toBe(200);
    expect((unchanged.json() as ApplicationDetail).version).toBe(loaded.version);

    const edited = await admin('PUT', `/api/admin/applications/${firstId}`, { status: loaded.status, notes: '동료의 메모' }, { 'if-match': ifMatchOf(loaded.version) });
    expect(edited.statusCode).toBe(200);
    expect((edited.json() as ApplicationDetail).version).toBe(loaded.version + 1);
    const stale = await admin('PUT', `/api/admin/applications/${firstId}`, { status: loaded.status, notes: '늦은 메모' }, { 'if-match': ifMatchOf(loaded.version) });
    expect(stale.statusCode).toBe(409);

    // Putting the review back from the history is a change of content: the version moves, a screen opened before gets its 409.
    const [latest] = (await admin('GET', `/api/admin/audit?target=application:${firstId}`)).json().entries as { id: number; action: string }[];
    expect(latest!.action).toBe('application.review');
    expect((await admin('POST', `/api/admin/audit/${latest!.id}/restore`)).statusCode).toBe(200);
    const restored = (await admin('GET', `/api/admin/applications/${firstId}`)).json() as ApplicationDetail;
    expect(restored).toMatchObject({ notes: loaded.notes, version: loaded.version + 2 });
    const beforeRestore = await admin('PUT', `/api/admin/applications/${firstId}`, { status: loaded.status, notes: '복원 전 화면' }, { 'if-match': ifMatchOf(loaded.version + 1) });
    expect(beforeRestore.statusCode).toBe(409);
  });

  it('reviews with status and notes (a stale edit is a 409) and makes a hidden artist draft once', async () => {
    const detail = (await admin('GET', `/api/admin/applications/${firstId}`)).json() as ApplicationDetail;
    const saved = await admin('PUT', `/api/admin/applications/${firstId}`, { status: 'reviewing', notes: '2차 미팅 예정' }, { 'if-match': ifMatchOf(detail.version) });
    expect(saved.json()).toMatchObject({ status: 'reviewing', notes: '2차 미팅 예정' });
    const stale = await admin('PUT', `/api/admin/applications/${firstId}`, { status: 'declined', notes: '' }, { 'if-match': ifMatchOf(detail.version) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: EDIT_CONFLICT });
    const counts = ((await admin('GET', '/api/admin/applications?status=reviewing')).json() as ApplicationList).counts;
    expect(counts.reviewing).toBe(1);

    const draft = await admin('POST', `/api/admin/applications/${firstId}/artist-draft`);
    expect(draft.statusCode, draft.body).toBe(200);
    const { urlName } = draft.json() as { urlName: string };
    expect(urlName).toBe(`applicant-${firstId}`);
    const artist = (await admin('GET', `/api/artist/getDetailsForEdit/${urlName}`)).json();
    expect(artist).toMatchObject({ korName: '김지원', height: '172', bust: '82', waist: '60', hips: '88', shoe: '240', isHidden: true });
    expect(artist.detailImages).toHaveLength(3);
    expect(artist.mainImage).toBe(artist.detailImages[0].imageUrl);
    expect((await app.t.app.inject({ method: 'GET', url: `/api/artist/getDetails/${urlName}` })).statusCode).toBe(404);
    expect((await admin('POST', `/api/admin/applications/${firstId}/artist-draft`)).json()).toEqual({ urlName });
    expect(((await admin('GET', `/api/admin/applications/${firstId}`)).json() as ApplicationDetail).artistUrlName).toBe(urlName);
  });

  it('deletes an application with its photo files', async () => {
    const id = (await latest()).id;
    const keys = (await db().selectFrom('application_photos').select('storage_key').where('application_id', '=', id).execute()).map((p) => p.storage_key);
    expect(keys.length).toBeGreaterThan(0);
    expect((await admin('DELETE', `/api/admin/applications/${id}`)).statusCode).toBe(204);
    expect((await admin('GET', `/api/admin/applications/${id}`)).json()).toEqual({ message: APPLICATION_NOT_FOUND });
    for (const key of keys) expect(fs.existsSync(path.join(privateDir(), key))).toBe(false);
  });

  it('deletes applications past their retention and unsent uploads past an hour, with their files (retention job, fake clock)', async () => {
    const [unsentOld] = await uploadedIds(1);
    // Earlier tests left unsent uploads too (refused and dropped applications): all of them are over an hour old now.
    const unsent = (await db().selectFrom('application_photos').select('id').where('application_id', 'is', null).execute()).length;
    app.t.clock.advance(61 * 60_000);
    const [unsentNew] = await uploadedIds(1);
    expect(await app.t.app.applicationRetention.runOnce()).toEqual({ applications: 0, uploads: unsent });
    expect(fs.existsSync(path.join(privateDir(), 'applications', `${unsentOld}.jpg`))).toBe(false);
    expect(fs.existsSync(path.join(privateDir(), 'applications', `${unsentNew}.jpg`))).toBe(true);

    const remaining = await count('applications');
    const keys = (await db().selectFrom('application_photos').select('storage_key').where('application_id', 'is not', null).execute()).map((p) => p.storage_key);
    // A day before the end of the retention nothing goes; after it, every application and its photos.
    app.t.clock.set('2027-11-14T03:00:00.000Z');
    expect((await app.t.app.applicationRetention.runOnce()).applications).toBe(0);
    app.t.clock.set('2027-11-15T03:00:01.000Z');
    expect((await app.t.app.applicationRetention.runOnce()).applications).toBe(remaining);
    expect(await count('applications')).toBe(0);
    for (const key of keys) expect(fs.existsSync(path.join(privateDir(), key))).toBe(false);
    // The artist draft stays (it is the agency's own record now).
    expect(await db().selectFrom('artists').select('id').where('url_name', '=', `applicant-${firstId}`).executeTakeFirst()).toBeDefined();
  });
});
