import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { JOB_NOT_CONFIRMED, type Job, type JobDraft } from '@agency/contract/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithAdmin } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';
import { startSmtp } from '@test/smtp-server';

/** Issue 38: jobs from an inquiry and from a package, the private calendar feeds, and the confirmation sheet. */
const smtp = await startSmtp();
afterAll(() => smtp.close());
const app = useTestAppWithAdmin({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SITE_URL: 'https://agency.test', SITE_NAME: 'AGENCY' } });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-job-sheets-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const admin = (method: Method, url: string, payload?: object) => app.t.app.inject({ method, url, headers: app.auth, ...(payload ? { payload } : {}) });
const visitor = (method: Method, url: string, payload?: object) => app.t.app.inject({ method, url, remoteAddress: '203.0.113.38', ...(payload ? { payload } : {}) });

function pdfText(body: Buffer): string {
  const file = path.join(tmp, `sheet-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, body);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const artist: Record<string, number> = {};
beforeAll(async () => {
  for (const [urlName, korName, engName] of [
    ['src-seo', '서윤', 'Seo Yoon'],
    ['src-min', '민재', 'Minjae'],
    ['src-ha', '하린', 'Harin'],
  ] as const) {
    expect((await admin('POST', '/api/admin/createArtist', artistInput({ urlName, korName, engName }))).statusCode).toBe(200);
    artist[urlName] = ((await admin('GET', `/api/artist/getDetailsForEdit/${urlName}`)).json() as { id: number }).id;
  }
});

describe('where jobs come from (issue 38)', () => {
  it('drafts a job from an inquiry (sender, dates and artists it names) and links the two', async () => {
    const sent = await visitor('POST', '/api/mail/submit', {
      title: '겨울 화보 섭외 문의',
      name: '김담당',
      email: 'kim@brand.test',
      phone: '010-1234-5678',
      message: '서윤 님과 Minjae 님 섭외를 희망합니다. 촬영일은 12월 8일과 2026-12-09 입니다.',
      privacyConsent: true,
    });
    expect(sent.statusCode).toBe(200);
    const inquiryId = ((await admin('GET', '/api/admin/inquiries')).json() as { items: { id: number; title: string }[] }).items.find((i) => i.title === '겨울 화보 섭외 문의')!.id;

    const draft = (await admin('GET', `/api/admin/inquiries/${inquiryId}/job-draft`)).json() as JobDraft;
    expect(draft).toEqual({
      title: '겨울 화보 섭외 문의',
      client: { company: '', name: '김담당', email: 'kim@brand.test', phone: '010-1234-5678' },
      days: [
        { date: '2026-12-08', start: '09:00', end: '18:00' },
        { date: '2026-12-09', start: '09:00', end: '18:00' },
      ],
      artistIds: [artist['src-seo'], artist['src-min']],
    });
    expect((await admin('GET', '/api/admin/inquiries/999999/job-draft')).statusCode).toBe(404);

    const created = await admin('POST', '/api/admin/jobs', { title: draft.title, client: { company: '브랜드' }, days: draft.days, inquiryId, optionArtistIds: draft.artistIds });
    expect(created.statusCode, created.body).toBe(200);
    const job = created.json() as Job;
    // The client's contact comes from the inquiry where the booker left it empty.
    expect(job.client).toEqual({ company: '브랜드', name: '김담당', email: 'kim@brand.test', phone: '010-1234-5678' });
    expect(job).toMatchObject({ inquiryId, status: 'option' });
    expect(job.artists.map((a) => [a.artistId, a.status, a.ranks])).toEqual(
      draft.artistIds.map((id) => [
        id,
        'option',
        [
          { date: '2026-12-08', rank: 1 },
          { date: '2026-12-09', rank: 1 },
        ],
      ]),
    );
    expect(((await admin('GET', `/api/admin/jobs?inquiryId=${inquiryId}`)).json() as { jobs: Job[] }).jobs.map((j) => j.id)).toEqual([job.id]);
  });

  it("puts a package's requested artists on option and links the package", async () => {
    const pkg = (await admin('POST', '/api/admin/packages', { title: '룩북', clientName: 'Brand Co.', artistIds: [artist['src-seo'], artist['src-min'], artist['src-ha']] })).json() as { id: number; token: string };
    const pick = (artistId: number, status: string) => visitor('POST', `/api/packages/${pkg.token}/picks`, { artistId, status });
    expect((await pick(artist['src-seo']!, 'select')).statusCode).toBe(200);
    expect((await pick(artist['src-min']!, 'shortlist')).statusCode).toBe(200);
    expect((await pick(artist['src-ha']!, 'select')).statusCode).toBe(200);
    expect((await pick(artist['src-ha']!, 'decline')).statusCode).toBe(200);

    const created = await admin('POST', '/api/admin/jobs', { title: '룩북 촬영', client: { company: 'Brand Co.' }, days: [{ date: '2026-12-18', start: '10:00', end: '17:00' }], packageId: pkg.id });
    expect(created.statusCode, created.body).toBe(200);
    const job = created.json() as Job;
    expect(job.packageId).toBe(pkg.id);
    expect(job.artists.map((a) => [a.artistId, a.status])).toEqual([[artist['src-seo'], 'option']]);
    expect(((await admin('GET', `/api/admin/jobs?packageId=${pkg.id}`)).json() as { jobs: Job[] }).jobs.map((j) => j.id)).toEqual([job.id]);
  });
});

describe('calendar feeds (issue 38)', () => {
  it('answers text/calendar without a login, options tentative and confirmations confirmed, and 404 once revoked', async () => {
    const seo = artist['src-seo']!;
    const job = (await admin('POST', '/api/admin/jobs', { title: '봄 캠페인', client: { company: 'Brand Co.' }, days: [{ date: '2026-12-21', start: '09:00', end: '18:00' }], place: '성수, 서울' })).json() as Job;
    expect((await admin('POST', `/api/admin/jobs/${job.id}/artists`, { artistId: seo, status: 'confirmed' })).statusCode).toBe(200);
    const other = (await admin('POST', '/api/admin/jobs', { title: '가을 캠페인', client: { company: 'Other' }, days: [{ date: '2026-12-22', start: '13:00', end: '15:00' }] })).json() as Job;
    expect((await admin('POST', `/api/admin/jobs/${other.id}/artists`, { artistId: seo, status: 'option' })).statusCode).toBe(200);

    const feeds = (await admin('GET', '/api/admin/calendar-feeds')).json() as { feeds: { scope: string; artistId: number | null; url: string }[] };
    expect(feeds.feeds[0]!.scope).toBe('agency');
    const seoFeed = feeds.feeds.find((f) => f.artistId === seo)!;
    expect(seoFeed.url).toMatch(new RegExp(`^https://agency\\.test/api/calendar/artist-${seo}/[A-Za-z0-9_-]{43}\\.ics$`));

    const read = async (url: string) => visitor('GET', new URL(url).pathname);
    const res = await read(seoFeed.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const events = new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent').map((v) => ({
      summary: v.getFirstPropertyValue('summary'),
      status: v.getFirstPropertyValue('status'),
      location: v.getFirstPropertyValue('location'),
      start: (v.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    }));
    expect(events).toEqual(
      expect.arrayContaining([
        { summary: '확정 · 봄 캠페인', status: 'CONFIRMED', location: '성수, 서울', start: '2026-12-21T00:00:00.000Z' },
        { summary: '옵션 1순위 · 가을 캠페인', status: 'TENTATIVE', location: null, start: '2026-12-22T04:00:00.000Z' },
      ]),
    );

    const agency = await read(feeds.feeds[0]!.url);
    const agencyEvents = new ICAL.Component(ICAL.parse(agency.body)).getAllSubcomponents('vevent').map((v) => [v.getFirstPropertyValue('summary'), v.getFirstPropertyValue('status')]);
    expect(agencyEvents).toEqual(expect.arrayContaining([['봄 캠페인 — 서윤', 'CONFIRMED']]));

    // A wrong token, an unknown scope, and the old link after a revocation: 404.
    expect((await visitor('GET', `/api/calendar/artist-${seo}/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await visitor('GET', '/api/calendar/nobody/x.ics')).statusCode).toBe(400);
    const revoked = (await admin('POST', '/api/admin/calendar-feeds/revoke', { scope: `artist-${seo}` })).json() as typeof feeds;
    const renewed = revoked.feeds.find((f) => f.artistId === seo)!;
    expect(renewed.url).not.toBe(seoFeed.url);
    expect((await read(seoFeed.url)).statusCode).toBe(404);
    expect((await read(renewed.url)).statusCode).toBe(200);
    // The agency's link is untouched by an artist's revocation.
    expect((await read(feeds.feeds[0]!.url)).statusCode).toBe(200);
  });
});

describe('booking confirmation (issue 38)', () => {
  it('renders the sheet in Korean and English, and mails it to the client with the PDF, kept with the job', async () => {
    const min = artist['src-min']!;
    const job = (await admin('POST', '/api/admin/jobs', {
      title: '겨울 룩북',
      client: { company: '브랜드 주식회사', name: '이담당', email: 'lee@brand.test', phone: '02-123-4567' },
      days: [{ date: '2026-12-28', start: '09:00', end: '18:00' }],
      place: '한남동 스튜디오',
      usage: '온라인 · 국내 · 1년',
      booker: { name: '박부커', email: 'park@agency.test', phone: '010-9999-0000' },
      fee: 1_200_000,
    })).json() as Job;
    expect((await admin('GET', `/api/admin/jobs/${job.id}/confirmation.pdf?lang=ko`)).json()).toEqual({ message: JOB_NOT_CONFIRMED });
    expect((await admin('POST', `/api/admin/jobs/${job.id}/artists`, { artistId: min, status: 'confirmed', fee: 1_500_000 })).statusCode).toBe(200);

    const ko = await admin('GET', `/api/admin/jobs/${job.id}/confirmation.pdf?lang=ko`);
    expect(ko.statusCode).toBe(200);
    expect(ko.headers['content-type']).toBe('application/pdf');
    const koText = pdfText(ko.rawPayload);
    for (const text of ['부킹 확정서', '겨울 룩북', '브랜드 주식회사', '한남동 스튜디오', '온라인 · 국내 · 1년', '민재', '1,500,000원', '박부커', '09:00']) expect(koText).toContain(text);
    const enText = pdfText((await admin('GET', `/api/admin/jobs/${job.id}/confirmation.pdf?lang=en`)).rawPayload);
    for (const text of ['Booking confirmation', 'Minjae', 'KRW 1,500,000']) expect(enText).toContain(text);
    expect((await admin('GET', `/api/admin/jobs/${job.id}/confirmation.pdf?lang=fr`)).statusCode).toBe(400);

    const sent = await admin('POST', `/api/admin/jobs/${job.id}/confirmation`, { language: 'en' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((sent.json() as Job).confirmations).toEqual([{ id: expect.any(Number), language: 'en', sentTo: 'lee@brand.test', sentAt: expect.any(String), sentBy: 'admin' }]);
    await app.t.app.inquiryOutbox.runOnce();
    await expect.poll(() => smtp.received.filter((m) => m.to.includes('lee@brand.test')).length, { timeout: 10_000 }).toBe(1);
    const raw = smtp.received.find((m) => m.to.includes('lee@brand.test'))!.raw;
    expect(raw).toContain('Booking confirmation');
    const attachment = /Content-Type: application\/pdf[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
    expect(attachment, 'a PDF attachment').not.toBeNull();
    expect(pdfText(Buffer.from(attachment![1]!.replace(/\s+/g, ''), 'base64'))).toContain('Minjae');

    // Without the client's e-mail nothing is sent or kept.
    const noMail = (await admin('POST', '/api/admin/jobs', { title: 'x', client: { company: 'C' }, days: [{ date: '2026-12-29', start: '09:00', end: '10:00' }] })).json() as Job;
    expect((await admin('POST', `/api/admin/jobs/${noMail.id}/artists`, { artistId: artist['src-ha'], status: 'confirmed' })).statusCode).toBe(200);
    expect((await admin('POST', `/api/admin/jobs/${noMail.id}/confirmation`, { language: 'ko' })).statusCode).toBe(400);
    expect(((await admin('GET', `/api/admin/jobs/${noMail.id}`)).json() as Job).confirmations).toEqual([]);
  });
});
