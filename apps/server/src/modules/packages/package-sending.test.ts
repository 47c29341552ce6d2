import { PACKAGE_NOT_FOUND } from '@agency/contract/package-limits';
import {
  PACKAGE_BOOKER_EMAIL_INVALID,
  PACKAGE_RECIPIENT_NOT_FOUND,
  PACKAGE_SEND_DAILY_CAP,
  PACKAGE_SEND_EXPIRED,
  PACKAGE_SEND_MAX,
  PACKAGE_SEND_PLACEHOLDER,
  PACKAGE_SENDS_PER_DAY,
  type PackageDetail,
  type PublicPackage,
  type SendPackageResponse,
} from '@agency/contract/packages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithAdmin } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';
import { readMail, startSmtp } from '@test/smtp-server';
import { makeWebDist } from '@test/web-dist';

const smtp = await startSmtp();
afterAll(() => smtp.close());
const app = useTestAppWithAdmin({
  env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_TO: 'casting@agency.test', SITE_URL: 'https://agency.test', WEB_DIST_DIR: makeWebDist() },
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const admin = (method: Method, url: string, payload?: object) => app.t.app.inject({ method, url, headers: app.auth, ...(payload ? { payload } : {}) });
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const visitor = (method: Method, url: string, payload?: object, userAgent = DESKTOP) =>
  app.t.app.inject({ method, url, remoteAddress: '203.0.113.9', headers: { 'user-agent': userAgent }, ...(payload ? { payload } : {}) });
const db = () => app.t.database.handle.db;
const tokenOf = (url: string) => new URL(url).pathname.replace('/p/', '');
const detailOf = async (id: number) => (await admin('GET', `/api/admin/packages/${id}`)).json() as PackageDetail;
const historyOf = async (id: number) =>
  db().selectFrom('audit_entries').select(['action', 'restorable']).where('target_type', '=', 'package').where('target_key', '=', String(id)).orderBy('id').execute();

const artistIds: number[] = [];
beforeAll(async () => {
  for (const urlName of ['send-anna', 'send-ben']) {
    expect((await admin('POST', '/api/admin/createArtist', artistInput({ urlName, korName: `${urlName} 한글`, engName: urlName.toUpperCase() }))).statusCode).toBe(200);
    artistIds.push(((await admin('GET', `/api/artist/getDetailsForEdit/${urlName}`)).json() as { id: number }).id);
  }
});

async function createPackage(title = '2027 S/S 룩북') {
  const res = await admin('POST', '/api/admin/packages', { title, clientName: 'Brand Co.', artistIds });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; token: string; url: string };
}

async function send(id: number, body: object) {
  const res = await admin('POST', `/api/admin/packages/${id}/send`, body);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SendPackageResponse).recipients;
}

const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address)).map((m) => readMail(m.raw));

describe('sending a package (issue 37)', () => {
  it('mails each recipient their own link in their language, through the outbox, and records the send', async () => {
    const pkg = await createPackage();
    const [mina, lee] = await send(pkg.id, {
      recipients: [
        { name: '김미나', email: 'mina@brand.test', language: 'ko' },
        { name: 'Lee Park', email: 'lee@studio.test', language: 'en' },
      ],
      message: '{name}, {title} 확인 부탁드립니다. {expires}까지 열립니다.',
    });
    expect(mina!.url).toMatch(/^https:\/\/agency\.test\/p\/[A-Za-z0-9_-]{43}$/);
    expect(new Set([tokenOf(mina!.url), tokenOf(lee!.url), pkg.token]).size).toBe(3);

    await app.t.app.inquiryOutbox.runOnce();
    await expect.poll(() => mailsTo('mina@brand.test').length + mailsTo('lee@studio.test').length, { timeout: 10_000 }).toBe(2);
    const [toMina] = mailsTo('mina@brand.test');
    expect(toMina!.subject).toContain('2027 S/S 룩북');
    expect(toMina!.text).toContain('김미나님, 안녕하세요.');
    expect(toMina!.text).toContain('김미나, 2027 S/S 룩북 확인 부탁드립니다. 2026-12-15 12:00까지 열립니다.');
    expect(toMina!.text).toContain(mina!.url);
    expect(toMina!.text).not.toContain(lee!.url);
    const [toLee] = mailsTo('lee@studio.test');
    expect(toLee!.text).toContain('Dear Lee Park,');
    expect(toLee!.text).toContain(lee!.url);
    expect(toLee!.html).toContain(`href="${lee!.url}"`);
    // The agency's own address gets none of these.
    expect(smtp.received.filter((m) => m.to.includes('casting@agency.test') && readMail(m.raw).text.includes(mina!.url))).toEqual([]);

    const detail = await detailOf(pkg.id);
    expect(detail.recipients.map((r) => [r.name, r.email, r.language, r.url, r.sentBy, r.opens, r.openedAt, r.revokedAt])).toEqual([
      ['김미나', 'mina@brand.test', 'ko', mina!.url, 'admin', 0, null, null],
      ['Lee Park', 'lee@studio.test', 'en', lee!.url, 'admin', 0, null, null],
    ]);
    expect(await historyOf(pkg.id)).toEqual([
      { action: 'package.create', restorable: 1 },
      { action: 'package.send', restorable: 0 },
    ]);
  });

  it('gives English readers the English title, and signs mail and page with the booker', async () => {
    const booker = { titleEn: '2027 S/S Lookbook', bookerName: '박준 실장', bookerPhone: '+82 10-1234-5678', bookerEmail: 'jun@agency.test' };
    const res = await admin('POST', '/api/admin/packages', { title: '2027 S/S 룩북', clientName: 'Brand Co.', artistIds, ...booker });
    expect(res.statusCode).toBe(200);
    const pkg = res.json() as { id: number };
    const [mina, lee] = await send(pkg.id, {
      recipients: [
        { name: '김미나', email: 'mina9@brand.test', language: 'ko' },
        { name: 'Lee Park', email: 'lee9@studio.test', language: 'en' },
      ],
      message: '{name}님, 금요일까지 봐 주세요.',
      messageEn: '{name}, please look before Friday.',
    });
    await app.t.app.inquiryOutbox.runOnce();
    await expect.poll(() => mailsTo('lee9@studio.test').length + mailsTo('mina9@brand.test').length, { timeout: 10_000 }).toBe(2);
    const [toLee] = mailsTo('lee9@studio.test');
    expect(toLee!.subject).toContain('2027 S/S Lookbook');
    expect(toLee!.text).toContain('-- 박준 실장 · ');
    expect(toLee!.text).toContain(' · +82 10-1234-5678 · jun@agency.test');
    expect(mailsTo('mina9@brand.test')[0]!.subject).toContain('2027 S/S 룩북');
    // Each reads the message of their language.
    expect(toLee!.text).toContain('Lee Park, please look before Friday.');
    expect(toLee!.text).not.toContain('금요일');
    expect(mailsTo('mina9@brand.test')[0]!.text).toContain('김미나님, 금요일까지 봐 주세요.');

    const read = (await visitor('GET', `/api/packages/${tokenOf(lee!.url)}`)).json() as PublicPackage;
    expect([read.title, read.titleEn, read.booker]).toEqual(['2027 S/S 룩북', '2027 S/S Lookbook', { name: '박준 실장', phone: '+82 10-1234-5678', email: 'jun@agency.test' }]);
    expect((await detailOf(pkg.id))).toMatchObject(booker);
    expect(((await visitor('GET', `/api/packages/${tokenOf(mina!.url)}`)).json() as PublicPackage).booker.name).toBe('박준 실장');

    const bad = await admin('POST', '/api/admin/packages', { title: 'T', clientName: 'X', artistIds: [], bookerEmail: 'jun at agency' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, expect.stringContaining(PACKAGE_BOOKER_EMAIL_INVALID)]);
  });

  it('greets each recipient by name in their language and logs their openings, artists and answers apart; a staff preview is not logged', async () => {
    const pkg = await createPackage();
    const [mina, lee] = await send(pkg.id, {
      recipients: [
        { name: '김미나', email: 'mina2@brand.test', language: 'ko' },
        { name: 'Lee Park', email: 'lee2@studio.test', language: 'en' },
      ],
    });
    const minaToken = tokenOf(mina!.url);
    const leeToken = tokenOf(lee!.url);
    const read = (await visitor('GET', `/api/packages/${leeToken}`)).json() as PublicPackage;
    expect([read.clientName, read.language]).toEqual(['Lee Park', 'en']);
    expect(((await visitor('GET', `/api/packages/${minaToken}`)).json() as PublicPackage).language).toBe('ko');

    expect((await visitor('POST', `/api/packages/${minaToken}/views`, {}, PHONE)).statusCode).toBe(204);
    expect((await visitor('POST', `/api/packages/${minaToken}/views`, { artistId: artistIds[0] }, PHONE)).statusCode).toBe(204);
    expect((await visitor('POST', `/api/packages/${minaToken}/views`, { artistId: artistIds[0] }, PHONE)).statusCode).toBe(204);
    expect((await visitor('POST', `/api/packages/${pkg.token}/views`, {})).statusCode).toBe(204);
    // Staff looking at the client's view: checked like any opening, not logged.
    const preview = await app.t.app.inject({ method: 'POST', url: `/api/packages/${leeToken}/views`, headers: { ...app.auth, 'user-agent': DESKTOP }, payload: {} });
    expect(preview.statusCode).toBe(204);

    expect((await visitor('POST', `/api/packages/${minaToken}/picks`, { artistId: artistIds[1], picked: true, comment: '3월 가능?' })).statusCode).toBe(200);
    // Each recipient sees their own picks.
    expect(((await visitor('GET', `/api/packages/${minaToken}`)).json() as PublicPackage).artists.map((a) => a.picked)).toEqual([false, true]);
    expect(((await visitor('GET', `/api/packages/${leeToken}`)).json() as PublicPackage).artists.map((a) => a.picked)).toEqual([false, false]);
    expect(((await visitor('GET', `/api/packages/${pkg.token}`)).json() as PublicPackage).artists.map((a) => a.picked)).toEqual([false, false]);

    const detail = await detailOf(pkg.id);
    const byName = new Map(detail.recipients.map((r) => [r.name, r]));
    expect(byName.get('김미나')).toMatchObject({ opens: 1, artistsViewed: 1, answers: 1, openedAt: '2026-11-15T03:00:00.000Z', lastSeenAt: '2026-11-15T03:00:00.000Z' });
    expect(byName.get('Lee Park')).toMatchObject({ opens: 0, artistsViewed: 0, answers: 0, openedAt: null, lastSeenAt: null });
    expect(detail.views.map((v) => [v.recipientId, v.artistId, v.device]).sort()).toEqual(
      [
        [mina!.id, null, 'phone'],
        [mina!.id, artistIds[0], 'phone'],
        [mina!.id, artistIds[0], 'phone'],
        [null, null, 'desktop'],
      ].sort(),
    );
    expect(detail.picks.map((p) => [p.recipientId, p.artistId, p.comment])).toEqual([[mina!.id, artistIds[1], '3월 가능?']]);
    expect(detail.viewCount).toBe(2);

    // Lee switches the page to Korean: their link opens in it from now on (and their next mails are Korean).
    const switchTo = (token: string, body: object) => visitor('POST', `/api/packages/${token}/language`, body);
    expect((await switchTo(leeToken, { language: 'ko' })).statusCode).toBe(204);
    expect(((await visitor('GET', `/api/packages/${leeToken}`)).json() as PublicPackage).language).toBe('ko');
    expect((await detailOf(pkg.id)).recipients.find((r) => r.id === lee!.id)!.language).toBe('ko');
    // The package's own link is nobody's: its language stays the package's.
    expect((await switchTo(pkg.token, { language: 'en' })).statusCode).toBe(204);
    expect(((await visitor('GET', `/api/packages/${pkg.token}`)).json() as PublicPackage).language).toBe('ko');
    expect((await switchTo(leeToken, { language: 'fr' })).statusCode).toBe(400);
    expect((await switchTo('x'.repeat(43), { language: 'en' })).statusCode).toBe(404);
  });

  it('revokes one recipient: their link, page and calls answer 404, the others keep working, the history says so', async () => {
    const pkg = await createPackage();
    const [mina, lee] = await send(pkg.id, {
      recipients: [
        { name: '김미나', email: 'mina3@brand.test', language: 'ko' },
        { name: 'Lee Park', email: 'lee3@studio.test', language: 'en' },
      ],
    });
    const minaToken = tokenOf(mina!.url);
    // A messenger's share card: the package's title, the agency and the first artist's picture; not the client's or
    // the recipient's name, and still out of search engines.
    const shared = await visitor('GET', `/p/${minaToken}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toMatch(/<meta property="og:title" content="2027 S\/S 룩북 \| [^"]+">/);
    expect(shared.body).toContain('<meta property="og:image" content="https://agency.test/media/artists/main.jpg">');
    expect(shared.body).toContain('<meta name="robots" content="noindex">');
    expect(shared.headers['x-robots-tag']).toContain('noindex');
    expect(shared.body).not.toContain('rel="canonical"');
    for (const name of ['Brand Co.', '김미나', 'Lee Park']) expect(shared.body).not.toContain(name);
    // Drawn before the script: the agency's name and KOR / ENG, none of the site's menus.
    expect(shared.body).toContain('class="site-header site-header--bare"');
    expect(shared.body).not.toContain('menu-toggle');
    expect((await admin('DELETE', `/api/admin/packages/${pkg.id}/recipients/${mina!.id}`)).statusCode).toBe(204);

    const gone = await visitor('GET', `/api/packages/${minaToken}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: PACKAGE_NOT_FOUND });
    expect((await visitor('POST', `/api/packages/${minaToken}/views`, {})).statusCode).toBe(404);
    expect((await visitor('POST', `/api/packages/${minaToken}/picks`, { artistId: artistIds[0], picked: true })).statusCode).toBe(404);
    const page = await visitor('GET', `/p/${minaToken}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('og:title');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect((await visitor('GET', `/api/packages/${tokenOf(lee!.url)}`)).statusCode).toBe(200);
    expect((await visitor('GET', `/api/packages/${pkg.token}`)).statusCode).toBe(200);

    expect((await detailOf(pkg.id)).recipients.find((r) => r.id === mina!.id)!.revokedAt).toBe('2026-11-15T03:00:00.000Z');
    const unknown = await admin('DELETE', `/api/admin/packages/${pkg.id}/recipients/999999`);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: PACKAGE_RECIPIENT_NOT_FOUND }]);
    // Another package's recipient is not this package's.
    const other = await createPackage('다른 패키지');
    expect((await admin('DELETE', `/api/admin/packages/${other.id}/recipients/${lee!.id}`)).statusCode).toBe(404);
    expect((await historyOf(pkg.id)).map((e) => e.action)).toEqual(['package.create', 'package.send', 'package.revoke-recipient']);

    // Lee's link mailed again, the same link; Mina's revoked link is not.
    const resend = (recipientId: number, body: object) => admin('POST', `/api/admin/packages/${pkg.id}/recipients/${recipientId}/resend`, body);
    expect((await resend(lee!.id, { message: '{name}, a reminder: {expires}.' })).statusCode).toBe(204);
    await app.t.app.inquiryOutbox.runOnce();
    await expect.poll(() => mailsTo('lee3@studio.test').length, { timeout: 10_000 }).toBe(2);
    const again = mailsTo('lee3@studio.test')[1]!;
    expect(again.text).toContain('Lee Park, a reminder: 2026-12-15 12:00.');
    expect(again.text).toContain(lee!.url);
    const queued = async () => (await db().selectFrom('mail_outbox').select('id').where('kind', '=', 'package-send').execute()).length;
    const before = await queued();
    expect((await resend(mina!.id, {})).statusCode).toBe(404);
    expect((await resend(lee!.id, { message: '{price}' })).statusCode).toBe(400);
    expect((await resend(lee!.id, { cc: 'x@y.test' })).statusCode).toBe(400);
    // Refused resends queue nothing.
    expect(await queued()).toBe(before);
    expect((await historyOf(pkg.id)).map((e) => e.action)).toEqual(['package.create', 'package.send', 'package.revoke-recipient', 'package.resend']);
  });

  it('answers an expired package link with 404 on the page and the API', async () => {
    const pkg = await createPackage();
    const [mina] = await send(pkg.id, { recipients: [{ name: '김미나', email: 'mina4@brand.test', language: 'ko' }] });
    const detail = await detailOf(pkg.id);
    const body = { title: detail.title, clientName: detail.clientName, noteKo: '', noteEn: '', language: 'ko', expiresAt: '2026-11-15T02:00:00.000Z', artists: [] };
    expect((await app.t.app.inject({ method: 'PUT', url: `/api/admin/packages/${pkg.id}`, headers: { ...app.auth, 'if-match': `"${detail.version}"` }, payload: body })).statusCode).toBe(200);
    for (const token of [pkg.token, tokenOf(mina!.url)]) {
      expect((await visitor('GET', `/p/${token}`)).statusCode).toBe(404);
      expect((await visitor('GET', `/api/packages/${token}`)).statusCode).toBe(404);
    }
    expect((await visitor('GET', `/p/${'q'.repeat(43)}`)).statusCode).toBe(404);
    const late = await admin('POST', `/api/admin/packages/${pkg.id}/send`, { recipients: [{ name: 'Late', email: 'late@brand.test', language: 'en' }] });
    expect([late.statusCode, late.json()]).toEqual([400, { message: PACKAGE_SEND_EXPIRED }]);
  });

  it('refuses bad sends with a clear 400 (or 404) and stores and mails nothing', async () => {
    const pkg = await createPackage();
    const counts = async () => [
      (await db().selectFrom('package_recipients').select('id').execute()).length,
      (await db().selectFrom('mail_outbox').select('id').where('kind', '=', 'package-send').execute()).length,
    ];
    const before = await counts();
    const one = { name: '김미나', email: 'mina5@brand.test', language: 'ko' };
    const cases: [object, string?][] = [
      [{ recipients: [] }],
      [{ recipients: Array.from({ length: PACKAGE_SEND_MAX + 1 }, (_, i) => ({ ...one, email: `r${i}@brand.test` })) }],
      [{ recipients: [{ ...one, email: 'not-an-address' }] }],
      [{ recipients: [{ ...one, email: 'a@b.test>, evil@x.test' }] }],
      [{ recipients: [{ ...one, name: ' ' }] }],
      [{ recipients: [{ ...one, language: 'fr' }] }],
      [{ recipients: [one, { ...one, email: 'MINA5@brand.test' }] }],
      [{ recipients: [one], message: '{name}님 {price} 확인' }, PACKAGE_SEND_PLACEHOLDER],
      [{ recipients: [one], cc: 'boss@brand.test' }],
      [{ recipients: [{ ...one, token: 'mine' }] }],
    ];
    for (const [body, message] of cases) {
      const res = await admin('POST', `/api/admin/packages/${pkg.id}/send`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      if (message) expect(res.json().message).toContain(message);
    }
    expect((await admin('POST', '/api/admin/packages/999999/send', { recipients: [one] })).statusCode).toBe(404);
    expect((await app.t.app.inject({ method: 'POST', url: `/api/admin/packages/${pkg.id}/send`, payload: { recipients: [one] } })).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it(`sends to at most ${PACKAGE_SENDS_PER_DAY} recipients per account and day (429 beyond, nothing stored)`, async () => {
    const pkg = await createPackage();
    const already = (await db().selectFrom('package_recipients').select('id').where('sent_by', '=', 'admin').execute()).length;
    const room = PACKAGE_SENDS_PER_DAY - already;
    for (let start = 0; start < room; start += PACKAGE_SEND_MAX) {
      const size = Math.min(PACKAGE_SEND_MAX, room - start);
      await send(pkg.id, { recipients: Array.from({ length: size }, (_, i) => ({ name: `R${start + i}`, email: `cap${start + i}@brand.test`, language: 'en' })) });
    }
    const over = await admin('POST', `/api/admin/packages/${pkg.id}/send`, { recipients: [{ name: 'One more', email: 'more@brand.test', language: 'en' }] });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: PACKAGE_SEND_DAILY_CAP });
    // Until midnight in Seoul (the test clock is 12:00 there).
    expect(over.headers['retry-after']).toBe(String(12 * 3600));
    expect((await detailOf(pkg.id)).recipients).toHaveLength(room);
  });
});
