import { EDIT_CONFLICT, ifMatchOf } from '@agency/contract/edit-version';
import { PACKAGE_COMMENT_MAX, PACKAGE_EXPIRED, PACKAGE_NOT_FOUND } from '@agency/contract/package-limits';
import { PACKAGE_ADMIN_NOT_FOUND, PACKAGE_EXPIRY_INVALID, PACKAGE_UNKNOWN_ARTISTS, type PackageDetail, type PublicPackage } from '@agency/contract/packages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithAdmin } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';
import { readMail, startSmtp } from '@test/smtp-server';
import { makeWebDist } from '@test/web-dist';
import { PICK_RATE_LIMIT } from './packages-routes';

const smtp = await startSmtp();
afterAll(() => smtp.close());
const app = useTestAppWithAdmin({
  env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_TO: 'casting@agency.test', SITE_URL: 'https://agency.test', WEB_DIST_DIR: makeWebDist() },
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const admin = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.t.app.inject({ method, url, headers: { ...app.auth, ...headers }, ...(payload ? { payload } : {}) });
const visitor = (method: Method, url: string, payload?: object, remoteAddress = '203.0.113.7') =>
  app.t.app.inject({ method, url, remoteAddress, ...(payload ? { payload } : {}) });
const db = () => app.t.database.handle.db;

const ids: Record<string, number> = {};
async function createArtist(urlName: string, extra: Record<string, unknown> = {}) {
  expect((await admin('POST', '/api/admin/createArtist', artistInput({ urlName, korName: `${urlName} 한글`, engName: urlName.toUpperCase(), ...extra }))).statusCode).toBe(200);
  const edit = (await admin('GET', `/api/artist/getDetailsForEdit/${urlName}`)).json() as { id: number; version: number };
  ids[urlName] = edit.id;
  return edit;
}

async function createPackage(body: Record<string, unknown>) {
  const res = await admin('POST', '/api/admin/packages', { title: '봄 룩북', clientName: 'Brand Co.', ...body });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; token: string; url: string };
}
const detailOf = async (id: number) => (await admin('GET', `/api/admin/packages/${id}`)).json() as PackageDetail;
const publicRead = async (token: string) => (await visitor('GET', `/api/packages/${token}`)).json() as PublicPackage;

beforeAll(async () => {
  await createArtist('pkg-anna', {
    polaroids: [
      { priority: 0, imageUrl: '/media/artists/p0.jpg' },
      { priority: 1, imageUrl: '/media/artists/p1.jpg' },
    ],
  });
  await createArtist('pkg-ben');
  const hidden = await createArtist('pkg-hidden');
  expect((await admin('PUT', `/api/artist/${hidden.id}/visibility`, { isHidden: true })).statusCode).toBe(200);
});

describe('client packages (decision 081)', () => {
  it('creates a package behind an unguessable link, with hidden artists too, open for 30 days by default', async () => {
    const created = await createPackage({ artistIds: [ids['pkg-ben']!, ids['pkg-hidden']!, ids['pkg-anna']!] });
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.url).toBe(`https://agency.test/p/${created.token}`);
    const second = await createPackage({ artistIds: [] });
    expect(second.token).not.toBe(created.token);

    const detail = await detailOf(created.id);
    expect(detail).toMatchObject({ title: '봄 룩북', clientName: 'Brand Co.', language: 'ko', createdBy: 'admin', expired: false, artistCount: 3, viewCount: 0 });
    expect(detail.expiresAt).toBe('2026-12-15T03:00:00.000Z');
    expect(detail.artists.map((a) => a.urlName)).toEqual(['pkg-ben', 'pkg-hidden', 'pkg-anna']);
    expect(detail.artists[1]).toMatchObject({ isHidden: true, images: null });
    expect(detail.artists[2]!.available.polaroids).toEqual(['/media/artists/p0.jpg', '/media/artists/p1.jpg']);

    const pkg = await publicRead(created.token);
    expect(pkg.artists.map((a) => a.artist.urlName)).toEqual(['pkg-ben', 'pkg-hidden', 'pkg-anna']);
    expect(pkg.artists[2]!.polaroids).toHaveLength(2);
    expect(pkg.artists[2]!.artist.detailImages.map((i) => i.imageUrl)).toEqual(['/media/artists/1.jpg', '/media/artists/2.jpg']);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const before = await db().selectFrom('packages').select('id').execute();
    const cases: [Record<string, unknown>, string?][] = [
      [{ title: '', clientName: 'X', artistIds: [] }],
      [{ title: 'T', clientName: ' ', artistIds: [] }],
      [{ title: 'T', clientName: 'X', artistIds: [999_999] }, PACKAGE_UNKNOWN_ARTISTS],
      [{ title: 'T', clientName: 'X', artistIds: [ids['pkg-ben'], ids['pkg-ben']] }],
      [{ title: 'T', clientName: 'X', artistIds: [], expiresAt: '2026-11-01' }, PACKAGE_EXPIRY_INVALID],
      [{ title: 'T', clientName: 'X', artistIds: [], expiresAt: 'soon' }],
      [{ title: 'T', clientName: 'X', artistIds: [], token: 'mine' }],
    ];
    for (const [body, message] of cases) {
      const res = await admin('POST', '/api/admin/packages', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(res.json().message).toContain(message);
    }
    expect(await db().selectFrom('packages').select('id').execute()).toEqual(before);
  });

  it('answers the client privately: no shared caching, never indexed; unknown tokens are 404', async () => {
    const { token } = await createPackage({ artistIds: [ids['pkg-ben']!] });
    const read = await visitor('GET', `/api/packages/${token}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.headers['x-robots-tag']).toContain('noindex');
    for (const unknown of ['x'.repeat(43), 'short', `${token}x`]) {
      const res = await visitor('GET', `/api/packages/${unknown}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: PACKAGE_NOT_FOUND });
    }
    expect((await visitor('GET', '/sitemap.xml')).body).not.toContain('/p/');
  });

  it('shows only the chosen pictures, polaroids and videos, in the chosen order; a stale edit is a 409', async () => {
    const { id, token } = await createPackage({ artistIds: [ids['pkg-anna']!, ids['pkg-ben']!] });
    const detail = await detailOf(id);
    const body = {
      title: '새 제목',
      clientName: 'Brand Co.',
      noteKo: '3월 촬영 후보입니다.',
      noteEn: 'Candidates for the March shoot.',
      language: 'en',
      expiresAt: '2027-01-31',
      artists: [
        { artistId: ids['pkg-ben'], images: null, polaroids: null, videos: [] },
        { artistId: ids['pkg-anna'], images: ['/media/artists/2.jpg'], polaroids: ['/media/artists/p1.jpg'], videos: null },
      ],
    };
    const saved = await admin('PUT', `/api/admin/packages/${id}`, body, { 'if-match': ifMatchOf(detail.version) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ title: '새 제목', language: 'en', expiresAt: '2027-01-31T15:00:00.000Z' });

    const pkg = await publicRead(token);
    expect(pkg).toMatchObject({ title: '새 제목', language: 'en', note: { ko: '3월 촬영 후보입니다.', en: 'Candidates for the March shoot.' } });
    expect(pkg.artists.map((a) => a.artist.urlName)).toEqual(['pkg-ben', 'pkg-anna']);
    expect(pkg.artists[0]!.artist.detailVideos).toEqual([]);
    expect(pkg.artists[1]!.artist.detailImages.map((i) => i.imageUrl)).toEqual(['/media/artists/2.jpg']);
    expect(pkg.artists[1]!.polaroids.map((p) => p.imageUrl)).toEqual(['/media/artists/p1.jpg']);
    expect(pkg.artists[1]!.artist.polaroidCount).toBe(1);

    const stale = await admin('PUT', `/api/admin/packages/${id}`, { ...body, title: '늦은 수정' }, { 'if-match': ifMatchOf(detail.version) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: EDIT_CONFLICT });
    expect((await detailOf(id)).title).toBe('새 제목');
  });

  it('keeps its version on a save that changes nothing, so a form loaded before still saves (decision 106)', async () => {
    const { id } = await createPackage({ artistIds: [ids['pkg-anna']!, ids['pkg-ben']!] });
    const loaded = await detailOf(id);
    const asLoaded = {
      title: loaded.title,
      clientName: loaded.clientName,
      noteKo: loaded.noteKo,
      noteEn: loaded.noteEn,
      language: loaded.language,
      expiresAt: loaded.expiresAt,
      artists: loaded.artists.map((a) => ({ artistId: a.artistId, images: a.images, polaroids: a.polaroids, videos: a.videos })),
    };
    const unchanged = await admin('PUT', `/api/admin/packages/${id}`, asLoaded, { 'if-match': ifMatchOf(loaded.version) });
    expect(unchanged.statusCode).toBe(200);
    expect((unchanged.json() as PackageDetail).version).toBe(loaded.version);

    // A colleague's form opened before the unchanged save: its edit goes through and moves the version.
    const edited = await admin('PUT', `/api/admin/packages/${id}`, { ...asLoaded, title: '동료의 수정' }, { 'if-match': ifMatchOf(loaded.version) });
    expect(edited.statusCode).toBe(200);
    expect((edited.json() as PackageDetail).version).toBe(loaded.version + 1);
    // A form still on the old version now gets its 409: the check itself holds.
    const stale = await admin('PUT', `/api/admin/packages/${id}`, { ...asLoaded, title: '늦은 수정' }, { 'if-match': ifMatchOf(loaded.version) });
    expect(stale.statusCode).toBe(409);
    expect((await detailOf(id)).title).toBe('동료의 수정');
  });

  it('logs openings of the package and of each artist for the admin', async () => {
    const { id, token } = await createPackage({ artistIds: [ids['pkg-anna']!] });
    expect((await visitor('POST', `/api/packages/${token}/views`, {})).statusCode).toBe(204);
    app.t.clock.advance(60_000);
    expect((await visitor('POST', `/api/packages/${token}/views`, { artistId: ids['pkg-anna'] })).statusCode).toBe(204);
    expect((await visitor('POST', `/api/packages/${token}/views`, { artistId: ids['pkg-ben'] })).statusCode).toBe(404);
    const detail = await detailOf(id);
    expect(detail).toMatchObject({ viewCount: 1, lastViewedAt: '2026-11-15T03:00:00.000Z' });
    expect(detail.views.map((v) => v.artistName)).toEqual(['pkg-anna 한글', null]);
    expect(detail.artists[0]!.opens).toBe(1);
    app.t.clock.advance(-60_000);
  });

  it('stores a pick with its comment before answering and mails the agency through the outbox', async () => {
    const { id, token } = await createPackage({ artistIds: [ids['pkg-anna']!, ids['pkg-ben']!] });
    const pick = await visitor('POST', `/api/packages/${token}/picks`, { artistId: ids['pkg-anna'], picked: true, comment: '3월 10일 가능한가요?\n<b>확인</b>' });
    expect(pick.statusCode).toBe(200);
    expect(pick.json()).toEqual({ artistId: ids['pkg-anna'], status: 'shortlist', picked: true, comment: '3월 10일 가능한가요?\n<b>확인</b>' });
    expect(pick.headers['cache-control']).toBe('private, no-store');
    expect((await visitor('POST', `/api/packages/${token}/picks`, { artistId: ids['pkg-ben'], picked: true })).statusCode).toBe(200);
    // Taking a mark back keeps the comment; the log keeps every step, newest first.
    expect((await visitor('POST', `/api/packages/${token}/picks`, { artistId: ids['pkg-ben'], picked: false })).json()).toMatchObject({ picked: false, comment: '' });

    const detail = await detailOf(id);
    expect(detail.pickCount).toBe(1);
    expect(detail.artists.map((a) => [a.urlName, a.picked, a.comment])).toEqual([
      ['pkg-anna', true, '3월 10일 가능한가요?\n<b>확인</b>'],
      ['pkg-ben', false, ''],
    ]);
    expect(detail.picks.map((p) => [p.artistName, p.picked])).toEqual([
      ['pkg-ben 한글', false],
      ['pkg-ben 한글', true],
      ['pkg-anna 한글', true],
    ]);
    expect((await publicRead(token)).artists.map((a) => a.picked)).toEqual([true, false]);

    // The three clicks gather into one mail (issue 37), stored with them, sent once the gathering window has passed.
    const queued = await db().selectFrom('mail_outbox').selectAll().where('kind', '=', 'package-answers').execute();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.next_attempt_at).toBe('2026-11-15T03:02:00.000Z');
    await app.t.app.inquiryOutbox.runOnce();
    const mailsOfPackage = () => smtp.received.filter((m) => readMail(m.raw).text.includes(`/admin/packages/${id}`));
    expect(mailsOfPackage()).toHaveLength(0);
    app.t.clock.advance(120_000);
    try {
      await app.t.app.inquiryOutbox.runOnce();
      await expect.poll(() => mailsOfPackage().length, { timeout: 10_000 }).toBe(1);
    } finally {
      app.t.clock.advance(-120_000);
    }
    const [received] = mailsOfPackage();
    const mail = readMail(received!.raw);
    expect(received!.to.join()).toBe('casting@agency.test');
    expect(mail.subject).toContain('Brand Co.');
    expect(mail.subject).toContain('관심 1명');
    // What the link holds now: Anna with her comment; Ben, taken back, is not listed.
    expect(mail.text).toContain('pkg-anna 한글 / PKG-ANNA: 관심');
    expect(mail.text).toContain('3월 10일 가능한가요?');
    expect(mail.text).not.toContain('pkg-ben');
    expect(mail.text).toContain(`https://agency.test/admin/packages/${id}`);
    expect(mail.html).toContain('&lt;b&gt;확인&lt;/b&gt;');
    expect((await db().selectFrom('mail_outbox').select('delivery_status').execute()).every((r) => r.delivery_status === 'sent')).toBe(true);
  });

  it('refuses a comment over 1,000 characters, an artist outside the package and an unknown package, storing nothing', async () => {
    const { token } = await createPackage({ artistIds: [ids['pkg-anna']!] });
    const count = async () => (await db().selectFrom('package_picks').select('id').execute()).length;
    const before = await count();
    const long = await visitor('POST', `/api/packages/${token}/picks`, { artistId: ids['pkg-anna'], picked: true, comment: 'x'.repeat(PACKAGE_COMMENT_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect((await visitor('POST', `/api/packages/${token}/picks`, { artistId: ids['pkg-ben'], picked: true })).statusCode).toBe(404);
    expect((await visitor('POST', `/api/packages/${'y'.repeat(43)}/picks`, { artistId: ids['pkg-anna'], picked: true })).statusCode).toBe(404);
    expect((await visitor('POST', `/api/packages/${token}/picks`, { artistId: ids['pkg-anna'], picked: 'yes' })).statusCode).toBe(400);
    expect(await count()).toBe(before);
    const exact = await visitor('POST', `/api/packages/${token}/picks`, { artistId: ids['pkg-anna'], picked: true, comment: '가'.repeat(PACKAGE_COMMENT_MAX) });
    expect(exact.statusCode).toBe(200);
  });

  it('rate limits picks per package and address', async () => {
    const first = await createPackage({ artistIds: [ids['pkg-anna']!] });
    const other = await createPackage({ artistIds: [ids['pkg-anna']!] });
    const send = (token: string, address: string) => visitor('POST', `/api/packages/${token}/picks`, { artistId: ids['pkg-anna'], picked: true }, address);
    // One after another: @fastify/rate-limit's memory store hands concurrent requests of one key the same counter
    // object, so a same-tick burst is all refused (stricter, never looser).
    const statuses: number[] = [];
    for (let i = 0; i < PICK_RATE_LIMIT.max + 5; i++) statuses.push((await send(first.token, '198.51.100.1')).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(PICK_RATE_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect((await send(first.token, '198.51.100.2')).statusCode).toBe(200);
    expect((await send(other.token, '198.51.100.1')).statusCode).toBe(200);
  });

  it('expires: the client gets 404 with the expiry message, the page is still served privately; extending reopens it', async () => {
    const { id, token } = await createPackage({ artistIds: [ids['pkg-anna']!], expiresAt: '2026-11-20' });
    const detail = await detailOf(id);
    const body = { title: detail.title, clientName: detail.clientName, noteKo: '', noteEn: '', language: 'ko', artists: [{ artistId: ids['pkg-anna'] }] };
    const expire = await admin('PUT', `/api/admin/packages/${id}`, { ...body, expiresAt: '2026-11-15T02:00:00Z' });
    expect(expire.json()).toMatchObject({ expired: true });
    const read = await visitor('GET', `/api/packages/${token}`);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ message: PACKAGE_EXPIRED });
    expect((await visitor('POST', `/api/packages/${token}/picks`, { artistId: ids['pkg-anna'], picked: true })).statusCode).toBe(404);

    expect((await admin('PUT', `/api/admin/packages/${id}`, { ...body, expiresAt: '2026-12-31' })).json()).toMatchObject({ expired: false });
    expect((await visitor('GET', `/api/packages/${token}`)).statusCode).toBe(200);
  });

  it('serves the comp card of a hidden artist of the package, and nobody else\'s', async () => {
    const { token } = await createPackage({ artistIds: [ids['pkg-hidden']!] });
    const card = await visitor('GET', `/api/packages/${token}/compcard/pkg-hidden?lang=en`);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('application/pdf');
    expect(card.headers['cache-control']).toBe('private, no-store');
    expect((await visitor('GET', `/api/packages/${token}/compcard/pkg-anna`)).statusCode).toBe(404);
    expect((await visitor('GET', '/artist/pkg-hidden/compcard.pdf')).statusCode).toBe(404);
  });

  it('deletes a package: its link and its admin screen are gone, the artists stay', async () => {
    const { id, token } = await createPackage({ artistIds: [ids['pkg-anna']!] });
    expect((await visitor('POST', `/api/packages/${token}/views`, {})).statusCode).toBe(204);
    expect((await admin('DELETE', `/api/admin/packages/${id}`)).statusCode).toBe(204);
    expect((await visitor('GET', `/api/packages/${token}`)).json()).toEqual({ message: PACKAGE_NOT_FOUND });
    const gone = await admin('GET', `/api/admin/packages/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: PACKAGE_ADMIN_NOT_FOUND });
    expect(await db().selectFrom('package_views').select('id').where('package_id', '=', id).execute()).toEqual([]);
    expect((await admin('GET', '/api/artist/getDetailsForEdit/pkg-anna')).statusCode).toBe(200);
    const list = (await admin('GET', '/api/admin/packages')).json() as { id: number }[];
    expect(list.some((p) => p.id === id)).toBe(false);
  });

  it('serves /p/{token} as a private, noindex page', async () => {
    const { token } = await createPackage({ artistIds: [ids['pkg-anna']!] });
    const page = await visitor('GET', `/p/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.body).toContain('<meta name="robots" content="noindex"');
    expect(page.body).not.toContain('Brand Co.');
    // An expired or unknown link is still the page (it shows its own message), never indexed either.
    const unknown = await visitor('GET', `/p/${'z'.repeat(43)}`);
    expect(unknown.headers['cache-control']).toBe('private, no-store');
  });
});
