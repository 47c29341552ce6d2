import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PACKAGE_NOT_FOUND } from '@agency/contract/package-limits';
import { PACKAGE_PICK_STATUS_REQUIRED, type PackageDetail, type PublicPackage, type SendPackageResponse } from '@agency/contract/packages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithAdmin } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';
import { makeWebDist } from '@test/web-dist';

/** Issue 37: a client's statuses per artist, and every comp card of a package in one PDF (read back with pdftotext). */
const app = useTestAppWithAdmin({ env: { SITE_URL: 'https://agency.test', WEB_DIST_DIR: makeWebDist(), SITE_NAME: 'AGENCY' } });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-package-cards-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

type Method = 'GET' | 'POST';
const admin = (method: Method, url: string, payload?: object) => app.t.app.inject({ method, url, headers: app.auth, ...(payload ? { payload } : {}) });
const visitor = (method: Method, url: string, payload?: object) => app.t.app.inject({ method, url, remoteAddress: '203.0.113.21', ...(payload ? { payload } : {}) });
const tokenOf = (url: string) => new URL(url).pathname.replace('/p/', '');

function pdfText(body: Buffer): string {
  const file = path.join(tmp, `cards-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, body);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}
const pageCount = (body: Buffer) => {
  const file = path.join(tmp, `info-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, body);
  return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
};

const artistIds: number[] = [];
beforeAll(async () => {
  for (const [urlName, korName, engName] of [
    ['answer-anna', '안나', 'Anna Choi'],
    ['answer-ben', '벤', 'Ben Park'],
    ['answer-cara', '카라', 'Cara Lee'],
  ] as const) {
    expect((await admin('POST', '/api/admin/createArtist', artistInput({ urlName, korName, engName }))).statusCode).toBe(200);
    artistIds.push(((await admin('GET', `/api/artist/getDetailsForEdit/${urlName}`)).json() as { id: number }).id);
  }
});

async function sentPackage() {
  const created = (await admin('POST', '/api/admin/packages', { title: '가을 캠페인', clientName: 'Brand Co.', artistIds, language: 'en' })).json() as { id: number; token: string };
  const sent = await admin('POST', `/api/admin/packages/${created.id}/send`, {
    recipients: [
      { name: '김미나', email: 'mina@brand.test', language: 'ko' },
      { name: 'Lee Park', email: 'lee@studio.test', language: 'en' },
    ],
  });
  const [mina, lee] = (sent.json() as SendPackageResponse).recipients;
  return { ...created, mina: { id: mina!.id, token: tokenOf(mina!.url) }, lee: { id: lee!.id, token: tokenOf(lee!.url) } };
}

describe('statuses per recipient and artist (issue 37)', () => {
  it('keeps each link’s latest status (shortlist, select, decline, none) with its comment; picked: true still means shortlist', async () => {
    const pkg = await sentPackage();
    const pick = (token: string, body: object) => visitor('POST', `/api/packages/${token}/picks`, body);
    const selected = await pick(pkg.mina.token, { artistId: artistIds[0], status: 'select', comment: '3월 10일 촬영 가능?' });
    expect(selected.json()).toEqual({ artistId: artistIds[0], status: 'select', picked: true, comment: '3월 10일 촬영 가능?' });
    expect((await pick(pkg.mina.token, { artistId: artistIds[1], status: 'decline' })).json()).toMatchObject({ status: 'decline', picked: false });
    expect((await pick(pkg.lee.token, { artistId: artistIds[0], picked: true })).json()).toMatchObject({ status: 'shortlist', picked: true });
    expect((await pick(pkg.lee.token, { artistId: artistIds[2], status: 'shortlist' })).statusCode).toBe(200);
    // Changed: Lee takes the third back.
    expect((await pick(pkg.lee.token, { artistId: artistIds[2], status: 'none' })).json()).toMatchObject({ status: 'none', picked: false });

    const read = async (token: string) => ((await visitor('GET', `/api/packages/${token}`)).json() as PublicPackage).artists.map((a) => [a.status, a.picked, a.comment]);
    expect(await read(pkg.mina.token)).toEqual([
      ['select', true, '3월 10일 촬영 가능?'],
      ['decline', false, ''],
      ['none', false, ''],
    ]);
    expect(await read(pkg.lee.token)).toEqual([
      ['shortlist', true, ''],
      ['none', false, ''],
      ['none', false, ''],
    ]);

    const detail = (await admin('GET', `/api/admin/packages/${pkg.id}`)).json() as PackageDetail;
    const answers = (index: number) => detail.artists[index]!.answers.map((a) => [a.recipientId, a.status, a.comment]);
    expect(answers(0)).toEqual([
      [pkg.mina.id, 'select', '3월 10일 촬영 가능?'],
      [pkg.lee.id, 'shortlist', ''],
    ]);
    expect(answers(1)).toEqual([[pkg.mina.id, 'decline', '']]);
    expect(answers(2)).toEqual([[pkg.lee.id, 'none', '']]);
    expect(detail.picks.map((p) => p.status)).toEqual(['none', 'shortlist', 'shortlist', 'decline', 'select']);
    expect(detail.recipients.map((r) => [r.name, r.answers])).toEqual([
      ['김미나', 2],
      ['Lee Park', 3],
    ]);

    // The dashboard's newest answers: statuses and comments, not a taken-back one.
    const feed = (await admin('GET', '/api/admin/packages/answers')).json() as { packageId: number; who: string; artistName: string; status: string; comment: string }[];
    expect(feed.filter((a) => a.packageId === pkg.id).map((a) => [a.who, a.artistName, a.status, a.comment])).toEqual([
      ['Lee Park', '카라 / Cara Lee', 'shortlist', ''],
      ['Lee Park', '안나 / Anna Choi', 'shortlist', ''],
      ['김미나', '벤 / Ben Park', 'decline', ''],
      ['김미나', '안나 / Anna Choi', 'select', '3월 10일 촬영 가능?'],
    ]);
    expect((await visitor('GET', '/api/admin/packages/answers')).statusCode).toBe(401);

    // One mail to the agency per link, gathering its clicks, with what that link holds now.
    const mails = await app.t.database.handle.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body', 'batch_key', 'delivery_status'])
      .where('batch_key', 'like', `package-answers:${pkg.id}:%`)
      .orderBy('id')
      .execute();
    expect(mails.map((m) => [m.batch_key, m.delivery_status])).toEqual([
      [`package-answers:${pkg.id}:${pkg.mina.id}`, 'pending'],
      [`package-answers:${pkg.id}:${pkg.lee.id}`, 'pending'],
    ]);
    expect(mails[0]!.subject).toContain('김미나 · 가을 캠페인: 섭외 요청 1명 · 제외 1명');
    expect(mails[0]!.text_body).toContain('안나 / Anna Choi: 섭외 요청\n  코멘트: 3월 10일 촬영 가능?');
    expect(mails[0]!.text_body).toContain('벤 / Ben Park: 제외');
    expect(mails[1]!.subject).toContain('Lee Park · 가을 캠페인: 관심 1명');
    expect(mails[1]!.text_body).not.toContain('Cara Lee');
  });

  it('mails the answers to the package’s booker when it names one, else to the agency', async () => {
    const created = (await admin('POST', '/api/admin/packages', { title: '담당자 패키지', clientName: 'Brand Co.', artistIds, bookerEmail: 'jun@agency.test' })).json() as { id: number; token: string };
    const plain = await sentPackage();
    for (const token of [created.token, plain.token]) expect((await visitor('POST', `/api/packages/${token}/picks`, { artistId: artistIds[0], status: 'select' })).statusCode).toBe(200);
    const rows = await app.t.database.handle.db
      .selectFrom('mail_outbox')
      .select(['batch_key', 'to_address'])
      .where('batch_key', 'in', [`package-answers:${created.id}:own`, `package-answers:${plain.id}:own`])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.to_address)).toEqual(['jun@agency.test', null]);
  });

  it('refuses a pick with neither or both of status and picked, or an unknown status (400, nothing stored)', async () => {
    const pkg = await sentPackage();
    const count = async () => (await app.t.database.handle.db.selectFrom('package_picks').select('id').execute()).length;
    const before = await count();
    for (const body of [{ artistId: artistIds[0] }, { artistId: artistIds[0], status: 'select', picked: true }, { artistId: artistIds[0], status: 'maybe' }]) {
      const res = await visitor('POST', `/api/packages/${pkg.mina.token}/picks`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await visitor('POST', `/api/packages/${pkg.mina.token}/picks`, { artistId: artistIds[0] })).json().message).toContain(PACKAGE_PICK_STATUS_REQUIRED);
    expect(await count()).toBe(before);
  });
});

describe('the funnel of a package’s recipients (issue 37)', () => {
  it('counts sent, opened, shortlisted and selected recipients per package, and those who opened without answering', async () => {
    const pkg = await sentPackage();
    const summary = async () => ((await admin('GET', '/api/admin/packages')).json() as PackageDetail[]).find((p) => p.id === pkg.id)!;
    expect([(await summary()).funnel, (await summary()).unansweredRecipients]).toEqual([{ sent: 2, opened: 0, shortlisted: 0, selected: 0, booked: 0 }, 0]);

    expect((await visitor('POST', `/api/packages/${pkg.mina.token}/views`, {})).statusCode).toBe(204);
    expect((await visitor('POST', `/api/packages/${pkg.lee.token}/views`, { artistId: artistIds[1] })).statusCode).toBe(204);
    expect((await visitor('POST', `/api/packages/${pkg.token}/views`, {})).statusCode).toBe(204);
    expect([(await summary()).funnel, (await summary()).unansweredRecipients]).toEqual([{ sent: 2, opened: 2, shortlisted: 0, selected: 0, booked: 0 }, 2]);

    const pick = (token: string, body: object) => visitor('POST', `/api/packages/${token}/picks`, body);
    expect((await pick(pkg.mina.token, { artistId: artistIds[0], status: 'select' })).statusCode).toBe(200);
    expect((await pick(pkg.mina.token, { artistId: artistIds[1], status: 'shortlist' })).statusCode).toBe(200);
    expect((await pick(pkg.lee.token, { artistId: artistIds[2], status: 'decline' })).statusCode).toBe(200);
    // The package's own link answers too, but it is nobody's: it moves no recipient.
    expect((await pick(pkg.token, { artistId: artistIds[2], status: 'select' })).statusCode).toBe(200);
    expect((await summary()).funnel).toEqual({ sent: 2, opened: 2, shortlisted: 1, selected: 1, booked: 0 });
    expect((await summary()).unansweredRecipients).toBe(0);

    // Taking the request back: Mina still holds a favourite, no recipient a request.
    expect((await pick(pkg.mina.token, { artistId: artistIds[0], status: 'none' })).statusCode).toBe(200);
    expect((await summary()).funnel).toEqual({ sent: 2, opened: 2, shortlisted: 1, selected: 0, booked: 0 });
    expect(((await admin('GET', `/api/admin/packages/${pkg.id}`)).json() as PackageDetail).funnel).toEqual({ sent: 2, opened: 2, shortlisted: 1, selected: 0, booked: 0 });

    // The step after: jobs made from the package (issue 38), a cancelled one not counted.
    const job = (await admin('POST', '/api/admin/jobs', { title: '촬영', client: { company: 'Brand' }, days: [{ date: '2026-12-01', start: '09:00', end: '18:00' }], packageId: pkg.id })).json() as { id: number; version: number };
    await admin('POST', '/api/admin/jobs', { title: '촬영 2', client: { company: 'Brand' }, days: [{ date: '2026-12-02', start: '09:00', end: '18:00' }], packageId: pkg.id });
    expect((await summary()).funnel.booked).toBe(2);
    const cancel = await app.t.app.inject({ method: 'PUT', url: `/api/admin/jobs/${job.id}`, headers: app.auth, payload: { title: '촬영', status: 'cancelled', client: { company: 'Brand' }, days: [{ date: '2026-12-01', start: '09:00', end: '18:00' }] } });
    expect(cancel.statusCode).toBe(200);
    expect((await summary()).funnel.booked).toBe(1);
  });
});

describe('every comp card of a package in one PDF (issue 37)', () => {
  it('answers one page per artist in the link’s language, or ?lang=, privately', async () => {
    const pkg = await sentPackage();
    const en = await visitor('GET', `/api/packages/${pkg.token}/compcards.pdf`);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['cache-control']).toBe('private, no-store');
    expect(en.headers['x-robots-tag']).toContain('noindex');
    expect(pageCount(en.rawPayload)).toBe(artistIds.length * pageCount((await visitor('GET', `/api/packages/${pkg.token}/compcard/answer-anna?lang=en`)).rawPayload));
    const enText = pdfText(en.rawPayload).toUpperCase();
    expect(enText.indexOf('ANNA CHOI')).toBeGreaterThanOrEqual(0);
    expect(enText.indexOf('ANNA CHOI')).toBeLessThan(enText.indexOf('BEN PARK'));
    expect(enText.indexOf('BEN PARK')).toBeLessThan(enText.indexOf('CARA LEE'));

    // Mina's link is Korean; ?lang= wins over it.
    expect(pdfText((await visitor('GET', `/api/packages/${pkg.mina.token}/compcards.pdf`)).rawPayload)).toContain('안나');
    expect(pdfText((await visitor('GET', `/api/packages/${pkg.mina.token}/compcards.pdf?lang=en`)).rawPayload).toUpperCase()).toContain('ANNA CHOI');
  });

  it('answers 404 for an unknown or revoked link and 400 for a bad language', async () => {
    const pkg = await sentPackage();
    expect((await app.t.app.inject({ method: 'DELETE', url: `/api/admin/packages/${pkg.id}/recipients/${pkg.lee.id}`, headers: app.auth })).statusCode).toBe(204);
    for (const token of [pkg.lee.token, 'x'.repeat(43)]) {
      const res = await visitor('GET', `/api/packages/${token}/compcards.pdf`);
      expect([res.statusCode, res.json()]).toEqual([404, { message: PACKAGE_NOT_FOUND }]);
    }
    expect((await visitor('GET', `/api/packages/${pkg.token}/compcards.pdf?lang=fr`)).statusCode).toBe(400);
  });
});
